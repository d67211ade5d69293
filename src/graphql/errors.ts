// The one mapping of domain errors to GraphQL: `extensions.code` carries the catalogue's code (plus
// balance/limit/details when present). Anything unexpected is masked as internal_error: no stack traces.
import { GraphQLError } from 'graphql';
import { AppError, wireCode } from '../domain/errors.js';

export function toGraphQLError(err: AppError, path?: ReadonlyArray<string | number>): GraphQLError {
  return new GraphQLError(err.message, {
    path,
    extensions: {
      code: wireCode(err.code),
      ...(err.extras.balance !== undefined ? { balance: err.extras.balance } : {}),
      ...(err.extras.limit !== undefined ? { limit: err.extras.limit } : {}),
      ...(err.extras.details !== undefined ? { details: err.extras.details } : {}),
      http: { status: err.code === 'missing_api_key' || err.code === 'invalid_api_key' ? 401 : 200 },
    },
  });
}

export function maskError(error: unknown): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) return toGraphQLError(original, error instanceof GraphQLError ? error.path : undefined);
  if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
  if (original instanceof GraphQLError) return original;
  return new GraphQLError('Something went wrong on our side.', {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'internal_error' },
  });
}
