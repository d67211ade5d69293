// The media types of GraphQL over HTTP, decided before graphql-yoga runs:
// - a POST body of a type graphql-yoga cannot read gets 415 unsupported_media_type in the GraphQL envelope
//   (graphql-yoga answers an empty 415);
// - an Accept header that names no type an answer can be written in is disregarded, and the answer is
//   application/json, as REST answers whatever Accept says. graphql-yoga would execute the operation and
//   then answer 406 with no body: a mutation done, its answer lost. GraphQL over HTTP allows a server to
//   disregard such an Accept header instead of answering 406.
// - the parameters are read strictly (`useStrictParams`): a body that is not UTF-8, or `variables` /
//   `extensions` that are not JSON (GET query string, form post, JSON body) are 400 bad_request, never
//   decoded with U+FFFD in place of the bad bytes or thrown as an unexpected error (internal_error).
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { AppError } from '../domain/errors.js';

/** Request body types read (the first of a list; parameters allowed). No multipart: we take no uploads. */
const BODY_TYPES = new Set(['application/json', 'application/graphql+json', 'application/graphql', 'application/x-www-form-urlencoded']);

function firstType(header: string | undefined): string {
  if (header === 'application/json') return header; // the usual one, without the split (0.6 % of a poll's CPU profile)
  return (header ?? '').split(/[;,]/, 1)[0]?.trim().toLowerCase() ?? '';
}

/** 415 for a POST whose body graphql-yoga has no parser for (a missing Content-Type included). */
export function bodyTypeRefused(req: IncomingMessage): AppError | null {
  if (req.method !== 'POST' || BODY_TYPES.has(firstType(req.headers['content-type']))) return null;
  return new AppError('unsupported_media_type', 'GraphQL requests are JSON: send Content-Type: application/json.');
}

/** Types an answer can be written in (graphql-yoga's result processors) and the wildcards that allow them. */
const ANSWERABLE = /(?:^|,)\s*(?:application\/(?:json|graphql-response\+json|\*)|\*\/\*|text\/event-stream|multipart\/mixed)\s*(?:;|,|$)/i;

/** An Accept header that allows no answerable type is replaced by application/json (see the top); no header allows any. */
export function disregardUnanswerableAccept(req: IncomingMessage): void {
  const accept = req.headers.accept;
  if (accept !== undefined && accept !== 'application/json' && accept !== '*/*' && !ANSWERABLE.test(accept)) req.headers.accept = 'application/json';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** POST bodies read by `handle` (src/graphql/server.ts), by request: as the request's `body` they were checked by
 *  @whatwg-node/server with Object.keys, a key per byte (a job(id) poll's 450 bytes: 12-16 µs on a loaded machine). */
export const bodiesRead = new WeakMap<IncomingMessage, Buffer>();

async function bodyText(request: Request, req: IncomingMessage | undefined): Promise<string> {
  const bytes = (req && bodiesRead.get(req)) ?? (await request.arrayBuffer());
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8.');
  }
}

function json(text: string, message: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(message);
  }
}

function fromForm(form: URLSearchParams): GraphQLParams {
  const param = (name: string) => form.get(name) || undefined;
  const variables = param('variables');
  const extensions = param('extensions');
  return {
    query: param('query'),
    operationName: param('operationName'),
    variables: variables === undefined ? undefined : (json(variables, '`variables` is not valid JSON.') as GraphQLParams['variables']),
    extensions: extensions === undefined ? undefined : (json(extensions, '`extensions` is not valid JSON.') as GraphQLParams['extensions']),
  };
}

/** graphql-yoga's request parsers replaced by strict ones (see the top); what the params must hold is checked by yoga after. */
export function useStrictParams(): Plugin<object, { req?: IncomingMessage }> {
  return {
    onRequestParse({ request, serverContext: { req }, setRequestParser }) {
      const type = firstType(request.headers.get('content-type') ?? undefined);
      if (request.method === 'GET') setRequestParser((r) => fromForm(new URL(r.url).searchParams));
      else if (request.method !== 'POST') return;
      else if (type === 'application/x-www-form-urlencoded') setRequestParser(async (r) => fromForm(new URLSearchParams(await bodyText(r, req))));
      else if (type === 'application/graphql') setRequestParser(async (r) => ({ query: await bodyText(r, req) }));
      // JSON bodies: the types graphql-yoga's JSON parser takes
      else if (type === 'application/json' || type === 'application/graphql+json')
        setRequestParser(async (r) => json(await bodyText(r, req), 'POST body sent invalid JSON.') as GraphQLParams);
    },
  };
}
