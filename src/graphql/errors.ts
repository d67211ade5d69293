// The one mapping of domain errors to GraphQL: `extensions.code` carries the catalogue's code (plus
// balance/limit/details when present). Anything unexpected is masked as internal_error: no stack traces.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { AppError, wireCode, type ErrorCode } from '../domain/errors.js';
import { asServiceUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';

export function toGraphQLError(err: AppError, path?: ReadonlyArray<string | number>): GraphQLError {
  return new GraphQLError(err.message, {
    path,
    extensions: {
      code: wireCode(err.code),
      ...(err.extras.balance !== undefined ? { balance: err.extras.balance } : {}),
      ...(err.extras.limit !== undefined ? { limit: err.extras.limit } : {}),
      ...(err.extras.details !== undefined ? { details: err.extras.details } : {}),
      ...(err.extras.retryAfterSeconds !== undefined ? { retryAfter: err.extras.retryAfterSeconds } : {}),
      http:
        err.code === 'service_unavailable'
          ? { status: 503, headers: { 'retry-after': String(err.extras.retryAfterSeconds ?? OUTAGE_RETRY_AFTER_SECONDS) } }
          : { status: err.code === 'missing_api_key' || err.code === 'invalid_api_key' ? 401 : 200 },
    },
  });
}

/** graphql-yoga's own request errors, in the catalogue's words. */
const YOGA_CODES: Record<string, ErrorCode> = { REQUEST_ENTITY_TOO_LARGE: 'payload_too_large', BAD_REQUEST: 'bad_request' };

export function maskError(error: unknown): Error {
  const yogaCode = error instanceof GraphQLError ? YOGA_CODES[String(error.extensions?.code)] : undefined;
  if (yogaCode) {
    const e = error as GraphQLError; // keeps its extensions.http (413, 400)
    return new GraphQLError(e.message, { extensions: { ...e.extensions, code: wireCode(yogaCode) } });
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) return toGraphQLError(original, error instanceof GraphQLError ? error.path : undefined);
  if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
  if (original instanceof GraphQLError) return original;
  const outage = asServiceUnavailable(original);
  if (outage) return toGraphQLError(outage, error instanceof GraphQLError ? error.path : undefined);
  return new GraphQLError('Something went wrong on our side.', {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'internal_error' },
  });
}

/** An error of the request itself that GraphQL leaves without a code gets validation_error. */
function isUncodedRequestError(error: GraphQLError): boolean {
  // graphql-js's own errors (no cause, or another GraphQLError as cause); resolver errors are left to maskError.
  return typeof error.extensions?.code !== 'string' && (!error.originalError || error.originalError instanceof GraphQLError);
}

function withCode(error: GraphQLError): GraphQLError {
  if (!isUncodedRequestError(error)) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code: 'validation_error' } });
}

function codeErrors(result: ExecutionResult, setResult: (r: ExecutionResult) => void): void {
  if (result.errors?.some(isUncodedRequestError)) setResult({ ...result, errors: result.errors.map(withCode) });
}

/**
 * Every GraphQL error carries a code. Variables that do not coerce to their types ("String cannot
 * represent a non string value") are reported by graphql-js without one and never reach maskError:
 * they are the caller's bad input, so they get `validation_error` here.
 */
export function useErrorCodes(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!isAsyncIterable(result)) codeErrors(result, setResult);
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (!isAsyncIterable(result)) codeErrors(result, setResult as (r: ExecutionResult) => void);
      },
    }),
  };
}
