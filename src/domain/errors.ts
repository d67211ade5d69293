// The error catalogue: every error code the API can return, with its default message. Domain code throws
// AppError (a code and a message, plus the values some codes carry); REST maps it once to an HTTP status
// and the spec's envelope (src/rest/errors.ts) and GraphQL to `extensions.code` (src/graphql/errors.ts).
// Clients branch on `code`, never on `message`.

export const ERRORS = {
  invalid_input: { message: '`input` cannot be parsed into a company.' },
  unsupported_operation: { message: 'Unknown `operation`; the only operation is `target_people`.' },
  persona_required: { message: 'No persona slug was submitted.' },
  persona_not_found: { message: 'The persona slug is not in this account.' },
  invalid_idempotency_key: { message: '`Idempotency-Key` must be 1 to 128 characters.' },
  bad_request: { message: 'The request could not be read.' },
  query_too_complex: { message: 'The GraphQL operation exceeds a limit (tokens, depth, aliases, cost or directives).' },
  missing_field: { message: 'A required field is missing.' },
  missing_api_key: { message: 'No `X-API-Key` header.' },
  invalid_api_key: { message: 'The API key is unknown or inactive.' },
  insufficient_credits: { message: 'The credit balance is not positive.' },
  key_revocation_forbidden: { message: "An API key cannot revoke the key that created it (or that key's creators)." },
  job_not_found: { message: 'No such job under this API key.' },
  persona_not_found_404: { message: 'No persona with this slug in the account.' },
  not_found: { message: 'No such resource.' },
  method_not_allowed: { message: 'Method not allowed on this path.' },
  idempotency_conflict: { message: 'This Idempotency-Key was already used for a different request.' },
  idempotency_in_progress: { message: 'A request with this Idempotency-Key is still being processed.' },
  system_persona_immutable: { message: 'The system persona cannot be edited or deleted.' },
  webhook_not_configured: { message: 'The job has no callback_url or is not finished yet.' },
  job_not_retryable: { message: 'Only a failed job can be retried.' },
  request_timeout: { message: 'The request (headers and body) did not arrive in time; the connection is closed.' },
  payload_too_large: { message: 'The request body is too large.' },
  unsupported_media_type: { message: 'Request bodies must be JSON (Content-Type: application/json).' },
  validation_error: { message: 'The body or parameters failed validation.' },
  concurrency_limit: { message: 'Too many jobs in flight for this plan.' },
  rate_limited: { message: 'Too many requests of this kind; retry after the time in Retry-After.' },
  subscription_limit: { message: 'Too many open subscriptions for this connection or API key.' },
  internal_error: { message: 'Something went wrong on our side.' },
  service_unavailable: {
    message: 'The database cannot be reached right now (stopped, starting up, shutting down or refusing connections); retry after Retry-After.',
  },
} as const satisfies Record<string, { message: string }>;

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
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
  }
}

export function validationError(details: ValidationDetail[], message?: string): AppError {
  const first = details[0];
  return new AppError('validation_error', message ?? (first ? `${first.loc.join('.')}: ${first.msg}` : ERRORS.validation_error.message), { details });
}
