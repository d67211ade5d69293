// The second part of the POST /graphql fast path (issue 13): a query that has to execute (a processing
// job's poll, a done job's first answer) runs through graphql-yoga's own envelop pipeline — parse and
// validate (its caches, graphql-armor's limits), contextFactory, execute, with every plugin (masked
// errors, error codes, input text, the done-job result cache) — without graphql-yoga's fetch adaptation
// (node request → `Request`, body stream, abort signal, `Response` → node response), which cost more
// than the execution itself. It answers only what it can answer exactly as graphql-yoga would:
// - the body (already read, src/graphql/fast-path.ts) is a JSON object of exactly the parameters
//   graphql-yoga reads (`query` a string, `variables` an object or null, `operationName` a string or
//   null, any other parameter null: no `extensions`), sent with a Content-Type graphql-yoga's JSON parser takes (`application/json`,
//   `application/graphql+json`), no byte-order mark, valid UTF-8;
// - the document is one graphql-yoga parsed before (in its document cache: parse hooks that need the
//   fetch `Request`, such as the one giving a syntax error its 400, have completed what the caches keep),
//   it validates, and the operation to run is a query;
// - the result has no errors and no extensions: graphql-yoga answers such a result 200 with the JSON of
//   the result (its own `stringify` when it has one) and the Content-Type its result processor picks
//   for the request's Accept header;
// - the status line and headers are those graphql-yoga wrote for an earlier 200 JSON answer to a request
//   with the same Accept and Content-Type headers (`AnswerTemplates`, learned from the general path's
//   own answers), with this body's Content-Length. Until one was seen, graphql-yoga answers.
// A result with errors (or extensions) is answered by graphql-yoga from that result (`useExecutedResult`:
// its request parsing and result processing, not the execution). Anything else — a parse or validation
// error, a mutation or subscription, a thrown exception — is answered by graphql-yoga from the start (a
// query is read-only, so an exception leaves nothing behind). test/jobs/graphql-fast-path.test.ts
// compares both paths byte for byte.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { getOperationAST, OperationTypeNode, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { ByteLru, stringBytes } from './plugins/byte-lru.js';
import type { WrittenAnswer } from './fast-path.js';

/** The request parameters graphql-yoga would read from a JSON body, when they are plain. */
export interface PlainParams {
  query: string;
  variables: Record<string, unknown> | null | undefined;
  operationName: string | null | undefined;
}

const PARAM_NAMES = new Set(['query', 'variables', 'operationName']);

/** graphql-yoga's JSON request parser takes these media types (the first of a list, parameters allowed). */
function isJsonRequest(contentType: string | undefined): boolean {
  const first = contentType?.split(',')[0] ?? '';
  return ['application/json', 'application/graphql+json'].some((t) => first === t || first.startsWith(`${t};`));
}

/** The parameters of a JSON body when nothing about them is unusual; otherwise null (graphql-yoga answers). */
export function plainParams(req: IncomingMessage, body: Buffer): PlainParams | null {
  if (!isJsonRequest(req.headers['content-type'])) return null;
  if (body[0] === 0xef) return null; // a byte-order mark (graphql-yoga's decoder drops it, JSON.parse does not)
  const text = body.toString('utf8');
  if (text.includes('\uFFFD')) return null; // invalid UTF-8 (or a replacement character): left to graphql-yoga
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const params = value as Record<string, unknown>;
  // graphql-yoga ignores null parameters and refuses unknown ones; `extensions` is left to it
  for (const name of Object.keys(params)) if (!PARAM_NAMES.has(name) && params[name] !== null) return null;
  const { query, variables, operationName } = params;
  if (typeof query !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  return { query, variables: variables as PlainParams['variables'], operationName };
}

/** The Content-Type graphql-yoga's regular result processor writes (the JSON media types it serves). */
const REGULAR_TYPES = new Set(['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8']);

/** Bound of the learned templates (a few hundred bytes each; one per Accept and Content-Type pair seen). */
export const ANSWER_TEMPLATE_BYTES = 64 * 1024;

interface Template {
  statusMessage: string;
  /** The header names as graphql-yoga wrote them, in order; the Content-Length's value is this answer's. */
  contentTypeName: string;
  contentType: string;
  contentLengthName: string;
  /** Whether Content-Type came before Content-Length. */
  typeFirst: boolean;
}

/**
 * How graphql-yoga frames a 200 JSON answer for a request's Accept and Content-Type headers, learned from
 * its own answers. Bounded in bytes (callers choose these headers).
 */
export class AnswerTemplates {
  private readonly cache = new ByteLru<Template>(ANSWER_TEMPLATE_BYTES, (key) => stringBytes(key) + 400);

  private keyOf(req: IncomingMessage): string {
    return `${req.headers.accept ?? ''}\n${req.headers['content-type'] ?? ''}`;
  }

  /** Learns from an answer of the general path to `req` (only a 200 with exactly Content-Type and Content-Length). */
  learn(req: IncomingMessage, written: WrittenAnswer): void {
    if (written.status !== 200) return;
    const names = Object.keys(written.headers);
    if (names.length !== 2) return;
    const typeAt = names.findIndex((n) => n.toLowerCase() === 'content-type');
    const lengthAt = names.findIndex((n) => n.toLowerCase() === 'content-length');
    if (typeAt < 0 || lengthAt < 0) return;
    const contentType = written.headers[names[typeAt]!];
    if (typeof contentType !== 'string' || !REGULAR_TYPES.has(contentType)) return;
    const key = this.keyOf(req);
    if (this.cache.get(key) !== undefined) return;
    this.cache.set(key, {
      statusMessage: written.statusMessage,
      contentTypeName: names[typeAt]!,
      contentType,
      contentLengthName: names[lengthAt]!,
      typeFirst: typeAt < lengthAt,
    });
  }

  get(req: IncomingMessage): Template | undefined {
    return this.cache.get(this.keyOf(req));
  }

  get bytes(): number {
    return this.cache.bytes;
  }
}

/** What `getEnveloped` gives (graphql-yoga's envelop instance): the pipeline with every plugin's hooks. */
export interface Enveloped {
  schema: GraphQLSchema;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly unknown[];
  contextFactory: () => unknown;
  execute: (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    contextValue: unknown;
    variableValues: Record<string, unknown> | null | undefined;
    operationName: string | null | undefined;
  }) => unknown;
}

/**
 * Executes the request through `enveloped` and writes graphql-yoga's answer, if it is one this path
 * answers exactly (see the top of this file). Returns what it wrote (`written`: null when the client had
 * gone); or the result when it was executed but is left for graphql-yoga to answer (errors:
 * `useExecutedResult` hands it over, so the query does not run twice); or null when nothing was executed.
 * Nothing is written unless it returns `written`.
 */
export async function answerDirectly(
  res: ServerResponse,
  params: PlainParams,
  template: Template,
  enveloped: (params: PlainParams) => Enveloped,
): Promise<{ written: WrittenAnswer | null } | ExecutionResult | AsyncIterable<ExecutionResult> | null> {
  const env = enveloped(params);
  let document: DocumentNode;
  try {
    document = env.parse(params.query);
  } catch {
    return null;
  }
  if (env.validate(env.schema, document).length > 0) return null;
  if (getOperationAST(document, params.operationName)?.operation !== OperationTypeNode.QUERY) return null;
  const contextValue = await env.contextFactory();
  const result = (await env.execute({
    schema: env.schema,
    document,
    contextValue,
    variableValues: params.variables,
    operationName: params.operationName,
  })) as ExecutionResult & { stringify?: (r: unknown) => string };
  if (isAsyncIterable(result) || result.errors !== undefined || result.extensions !== undefined) return result;
  const text = (result.stringify ?? JSON.stringify)(result);
  if (res.closed || res.destroyed || res.writableEnded) return { written: null }; // as graphql-yoga: nothing to write to
  const body = Buffer.from(text);
  const headers: OutgoingHttpHeaders = template.typeFirst
    ? { [template.contentTypeName]: template.contentType, [template.contentLengthName]: body.length }
    : { [template.contentLengthName]: body.length, [template.contentTypeName]: template.contentType };
  res.writeHead(200, template.statusMessage, headers);
  res.end(body);
  return { written: { status: 200, statusMessage: template.statusMessage, headers, body } };
}

/** The server context's result executed by `answerDirectly` and left for graphql-yoga to answer. */
export interface ExecutedResult {
  executed?: ExecutionResult | AsyncIterable<ExecutionResult>;
}

/** graphql-yoga answers a result already executed by `answerDirectly` instead of running the query again. */
export function useExecutedResult(): Plugin {
  return {
    onParams({ context, setResult }) {
      const executed = (context as ExecutedResult).executed;
      if (executed) setResult(executed);
    },
  };
}
