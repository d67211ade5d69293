// The one mapping of domain errors to GraphQL: `extensions.code` is always a value of the schema's ErrorCode
// enum — the catalogue's code upper-cased (JOB_NOT_FOUND), or GraphQL's own GRAPHQL_PARSE_FAILED /
// GRAPHQL_VALIDATION_FAILED — plus balance/limit/details when present, over HTTP and WebSocket alike.
// Anything unexpected is masked as INTERNAL_ERROR: no stack traces.
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { AppError, wireCode, type ErrorCode } from '../domain/errors.js';
import { asServiceUnavailable } from '../db/unavailable.js';
import type { Logger } from '../observability/log.js';
import { errorHeaders, httpStatus } from '../rest/errors.js';

/** The ErrorCode enum value of a catalogue code: what `extensions.code` carries (JOB_NOT_FOUND). */
export const graphqlCode = (code: ErrorCode): string => wireCode(code).toUpperCase();

/** GraphQL's own codes for documents that do not parse or validate: values of the ErrorCode enum too. */
export const GRAPHQL_CODES = {
  GRAPHQL_PARSE_FAILED: 'The document is not valid GraphQL syntax.',
  GRAPHQL_VALIDATION_FAILED: 'The document does not validate against the schema.',
};

/** A field named as GraphQL names it: callback_url → callbackUrl. */
const graphqlName = (name: string | number) => (typeof name === 'string' ? name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) : name);

export function toGraphQLError(err: AppError, path?: ReadonlyArray<string | number>): GraphQLError {
  // Validation details (and a message made from the first one) name GraphQL's fields, not REST's; those
  // about the operation's own arguments and variables (src/graphql/plugins/input-text.ts) already do.
  const details = err.extras.details?.map((d) => (d.loc[0] === 'arguments' || d.loc[0] === 'variables' ? d : { ...d, loc: d.loc.map(graphqlName) }));
  const restLoc = err.extras.details?.[0]?.loc.join('.');
  const message = restLoc && err.message.startsWith(`${restLoc}: `) ? `${details![0]!.loc.join('.')}${err.message.slice(restLoc.length)}` : err.message;
  return new GraphQLError(message, {
    path,
    extensions: {
      code: graphqlCode(err.code),
      ...(err.extras.balance !== undefined ? { balance: err.extras.balance } : {}),
      ...(err.extras.limit !== undefined ? { limit: err.extras.limit } : {}),
      ...(details !== undefined ? { details } : {}),
      ...(err.extras.retryAfterSeconds !== undefined ? { retryAfter: err.extras.retryAfterSeconds } : {}),
      // Over HTTP a refused key (401) and an outage (503) keep REST's status and headers; anything else answers 200.
      http: [401, 503].includes(httpStatus(err)) ? { status: httpStatus(err), headers: errorHeaders(err) } : { status: 200 },
    },
  });
}

/** graphql-yoga's own request errors, in the catalogue's words. */
const YOGA_CODES: Record<string, ErrorCode> = {
  REQUEST_ENTITY_TOO_LARGE: 'payload_too_large',
  BAD_REQUEST: 'bad_request',
  // graphql-tools' executor (the WebSocket path runs on it) and yoga's "which operation?" answer
  BAD_USER_INPUT: 'validation_error',
  OPERATION_RESOLUTION_FAILURE: 'validation_error',
};

/**
 * The error a client gets. Anything unexpected is internal_error without detail, and logged (`log`: with
 * the request id of the request in whose scope it runs).
 */
export function maskError(error: unknown, log?: Pick<Logger, 'error'>): GraphQLError {
  const yogaCode = error instanceof GraphQLError ? YOGA_CODES[String(error.extensions?.code)] : undefined;
  if (yogaCode) {
    // A request Yoga could not read (413, 400): its status whatever the Accept header (without Yoga's
    // `spec` mark, which lets application/json answer 200), and not its originalError (the JSON parser's
    // message, quoting the body's first bytes).
    const http = (error as GraphQLError).extensions.http as { status?: number; headers?: Record<string, string> } | undefined;
    return new GraphQLError((error as GraphQLError).message, {
      // yoga answers a method other than GET/POST 405 (with Allow) under BAD_REQUEST: the catalogue says METHOD_NOT_ALLOWED
      extensions: { http: { status: http?.status ?? 400, headers: http?.headers }, code: graphqlCode(http?.status === 405 ? 'method_not_allowed' : yogaCode) },
    });
  }
  // The token limit is a parse error, which graphql-yoga marks as answered 200 to an application/json Accept.
  if (error instanceof GraphQLError && error.extensions?.code === graphqlCode('query_too_complex')) {
    return new GraphQLError(error.message, { extensions: { code: error.extensions.code, http: { status: 400 } } });
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) return toGraphQLError(original, error instanceof GraphQLError ? error.path : undefined);
  if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
  if (original instanceof GraphQLError) return original;
  const outage = asServiceUnavailable(original);
  if (outage) return toGraphQLError(outage, error instanceof GraphQLError ? error.path : undefined);
  log?.error('unhandled GraphQL error', { err: original, path: error instanceof GraphQLError ? error.path?.join('.') : undefined });
  return new GraphQLError('Something went wrong on our side.', {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: graphqlCode('internal_error') },
  });
}

/** An error of the request itself that GraphQL leaves without a code gets validation_error. */
function isUncodedRequestError(error: GraphQLError): boolean {
  // graphql-js's own errors (no cause, or another GraphQLError as cause); resolver errors are left to maskError.
  return typeof error.extensions?.code !== 'string' && (!error.originalError || error.originalError instanceof GraphQLError);
}

function withCode(error: GraphQLError): GraphQLError {
  if (!isUncodedRequestError(error)) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code: graphqlCode('validation_error') } });
}

/** Coded errors, first in the result as graphql-js writes them (graphql-jit writes `data` first). */
function codeErrors(result: ExecutionResult, setResult: (r: ExecutionResult) => void): void {
  if (!result.errors?.length) return;
  const { errors, ...rest } = result;
  setResult({ errors: errors.some(isUncodedRequestError) ? errors.map(withCode) : errors, ...rest });
}

/**
 * Every GraphQL error carries a code. Syntax errors get GraphQL's own GRAPHQL_PARSE_FAILED. Variables
 * that do not coerce to their types ("String cannot represent a non string value") are reported by
 * graphql-js without one and never reach maskError: they are the caller's bad input, so they get
 * `validation_error` here.
 */
export function useErrorCodes(): Plugin {
  // Hooks made once: tsx names every arrow made per request (an Object.defineProperty each).
  return { onParse: () => parseFailed, onExecute: () => ({ onExecuteDone: coded }), onSubscribe: () => ({ onSubscribeResult: coded }) };
}
// A syntax error is GRAPHQL_PARSE_FAILED whoever parsed it first. Yoga adds the code only for HTTP requests, to
// the error object it then caches: a query first parsed for a WebSocket client was cached without it.
const parseFailed = ({ result }: { result: unknown }) => {
  if (result instanceof GraphQLError) (result.extensions as Record<string, unknown>).code ??= 'GRAPHQL_PARSE_FAILED';
};
const coded = ({ result, setResult }: { result: ExecutionResult | AsyncIterable<ExecutionResult>; setResult: (r: ExecutionResult) => void }) => {
  if (!isAsyncIterable(result)) codeErrors(result, setResult);
};

/**
 * An error as a graphql-ws client receives it: the code and message an HTTP client gets for the same
 * operation (masked, coded), without `extensions.http`, which only sets an HTTP response's status.
 */
export function forWebSocket(error: GraphQLError, log?: Pick<Logger, 'error'>): GraphQLFormattedError {
  const coded = withCode(maskError(error, log));
  const json = coded.toJSON();
  if (!json.extensions) return json;
  const { http: _status, ...extensions } = json.extensions;
  return { ...json, extensions };
}
