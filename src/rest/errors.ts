// The one mapping of the domain's error catalogue (src/domain/errors.ts) to HTTP: each code's status, and
// the spec's envelope every non-2xx REST response carries. GraphQL over HTTP answers its refusals before
// yoga runs (key, body size, media type) with the same statuses.
import type { AppError, ErrorCode, ValidationDetail } from '../domain/errors.js';
import { wireCode } from '../domain/errors.js';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unsupported_operation: 400,
  persona_required: 400,
  persona_not_found: 400,
  invalid_idempotency_key: 400,
  bad_request: 400,
  query_too_complex: 400,
  missing_field: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  insufficient_credits: 402,
  key_revocation_forbidden: 403,
  job_not_found: 404,
  persona_not_found_404: 404,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  idempotency_in_progress: 409,
  system_persona_immutable: 409,
  webhook_not_configured: 409,
  job_not_retryable: 409,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_error: 422,
  concurrency_limit: 429,
  rate_limited: 429,
  subscription_limit: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** The HTTP status of a domain error. */
export function httpStatus(err: AppError): number {
  return HTTP_STATUS[err.code];
}

/** The challenge of a 401 (RFC 9110 §11.6.1): the key goes in the X-API-Key header. */
export const WWW_AUTHENTICATE = 'ApiKey realm="target-people", header="X-API-Key"';

/** The headers an error answer carries over HTTP (REST and GraphQL): Retry-After when the error says when; WWW-Authenticate on 401. */
export function errorHeaders(err: AppError): Record<string, string> {
  return {
    ...(err.extras.retryAfterSeconds !== undefined ? { 'retry-after': String(err.extras.retryAfterSeconds) } : {}),
    ...(httpStatus(err) === 401 ? { 'www-authenticate': WWW_AUTHENTICATE } : {}),
  };
}

/** The body of every non-2xx REST response. */
export function errorEnvelope(err: AppError): {
  error: { code: string; message: string; balance?: number; limit?: number; details?: ValidationDetail[] };
} {
  return {
    error: {
      code: wireCode(err.code),
      message: err.message,
      ...(err.extras.balance !== undefined ? { balance: err.extras.balance } : {}),
      ...(err.extras.limit !== undefined ? { limit: err.extras.limit } : {}),
      ...(err.extras.details !== undefined ? { details: err.extras.details } : {}),
    },
  };
}
