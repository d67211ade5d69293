// The error catalogue: every error code the API can return, with its HTTP status. Domain code throws
// AppError; REST maps it once to the spec's envelope (src/rest/router.ts) and GraphQL to
// `extensions.code` (src/graphql/errors.ts). Clients branch on `code`, never on `message`.

export const ERRORS = {
  invalid_input: { status: 400, message: '`input` cannot be parsed into a company.' },
  unsupported_operation: { status: 400, message: 'Unknown `operation`; the only operation is `target_people`.' },
  persona_required: { status: 400, message: 'No persona slug was submitted.' },
  persona_not_found: { status: 400, message: 'The persona slug is not in this account.' },
  invalid_idempotency_key: { status: 400, message: '`Idempotency-Key` must be 1 to 128 characters.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  query_too_complex: { status: 400, message: 'The GraphQL operation exceeds a limit (tokens, depth, aliases, cost or directives).' },
  missing_field: { status: 400, message: 'A required field is missing.' },
  missing_api_key: { status: 401, message: 'No `X-API-Key` header.' },
  invalid_api_key: { status: 401, message: 'The API key is unknown or inactive.' },
  insufficient_credits: { status: 402, message: 'The credit balance is not positive.' },
  key_revocation_forbidden: { status: 403, message: "An API key cannot revoke the key that created it (or that key's creators)." },
  job_not_found: { status: 404, message: 'No such job under this API key.' },
  persona_not_found_404: { status: 404, message: 'No persona with this slug in the account.' },
  not_found: { status: 404, message: 'No such resource.' },
  method_not_allowed: { status: 405, message: 'Method not allowed on this path.' },
  idempotency_conflict: { status: 409, message: 'This Idempotency-Key was already used for a different request.' },
  idempotency_in_progress: { status: 409, message: 'A request with this Idempotency-Key is still being processed.' },
  system_persona_immutable: { status: 409, message: 'The system persona cannot be edited or deleted.' },
  webhook_not_configured: { status: 409, message: 'The job has no callback_url or is not finished yet.' },
  job_not_retryable: { status: 409, message: 'Only a failed job can be retried.' },
  request_timeout: { status: 408, message: 'The request (headers and body) did not arrive in time; the connection is closed.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Request bodies must be JSON (Content-Type: application/json).' },
  validation_error: { status: 422, message: 'The body or parameters failed validation.' },
  concurrency_limit: { status: 429, message: 'Too many jobs in flight for this plan.' },
  rate_limited: { status: 429, message: 'Too many requests of this kind; retry after the time in Retry-After.' },
  subscription_limit: { status: 429, message: 'Too many open subscriptions for this connection or API key.' },
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
  service_unavailable: {
    status: 503,
    message: 'The database cannot be reached right now (stopped, starting up, shutting down or refusing connections); retry after Retry-After.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ValidationDetail {
  /** Where the problem is: ["body", "name"], ["query", "limit"], ["header", "Idempotency-Key"]. */
  loc: Array<string | number>;
  msg: string;
  type: string;
}

export interface ErrorExtras {
  balance?: number;
  limit?: number;
  details?: ValidationDetail[];
  /** Seconds after which a retry may succeed: REST sends it as the Retry-After header (not in the body). */
  retryAfterSeconds?: number;
}

/** Public wire code: the catalogue key, except variants that share a spec code. */
export function wireCode(code: ErrorCode): string {
  return code === 'persona_not_found_404' ? 'persona_not_found' : code;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

export function validationError(details: ValidationDetail[], message?: string): AppError {
  const first = details[0];
  return new AppError('validation_error', message ?? (first ? `${first.loc.join('.')}: ${first.msg}` : ERRORS.validation_error.message), { details });
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
