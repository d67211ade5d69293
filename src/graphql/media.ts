// The media types of GraphQL over HTTP, decided before graphql-yoga runs:
// - a POST body of a type graphql-yoga cannot read gets 415 unsupported_media_type in the GraphQL envelope
//   (graphql-yoga answers an empty 415);
// - an Accept header that names no type an answer can be written in is disregarded, and the answer is
//   application/json, as REST answers whatever Accept says. graphql-yoga would execute the operation and
//   then answer 406 with no body: a mutation done, its answer lost. GraphQL over HTTP allows a server to
//   disregard such an Accept header instead of answering 406.
import type { IncomingMessage } from 'node:http';
import { AppError } from '../domain/errors.js';

/** Request body types graphql-yoga's parsers read (the first of a list; parameters allowed). */
const BODY_TYPES = new Set(['application/json', 'application/graphql+json', 'application/graphql', 'application/x-www-form-urlencoded', 'multipart/form-data']);

function firstType(header: string | undefined): string {
  return (header ?? '').split(/[;,]/, 1)[0]?.trim().toLowerCase() ?? '';
}

/** A JSON request body (the types graphql-yoga's JSON parser takes). */
export function isJsonBody(contentType: string | undefined): boolean {
  const type = firstType(contentType);
  return type === 'application/json' || type === 'application/graphql+json';
}

/** 415 for a POST whose body graphql-yoga has no parser for (a missing Content-Type included). */
export function bodyTypeRefused(req: IncomingMessage): AppError | null {
  if (req.method !== 'POST' || BODY_TYPES.has(firstType(req.headers['content-type']))) return null;
  return new AppError('unsupported_media_type', 'GraphQL requests are JSON: send Content-Type: application/json.');
}

/** Types an answer can be written in (graphql-yoga's result processors) and the wildcards that allow them. */
const ANSWERABLE = /(?:^|,)\s*(?:application\/(?:json|graphql-response\+json|\*)|\*\/\*|text\/event-stream|multipart\/mixed)\s*(?:;|,|$)/i;

/** Whether an answer can be written in a type the Accept header allows (no header allows any). */
export function acceptIsAnswerable(accept: string | undefined): boolean {
  return accept === undefined || accept === 'application/json' || accept === '*/*' || ANSWERABLE.test(accept);
}

/** An Accept header that allows no answerable type is replaced by application/json (see the top). */
export function disregardUnanswerableAccept(req: IncomingMessage): void {
  if (!acceptIsAnswerable(req.headers.accept)) req.headers.accept = 'application/json';
}
