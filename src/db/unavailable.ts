// Telling a database outage apart from everything else, in one place. When PostgreSQL cannot be reached
// (stopped, restarting, refusing connections, a connection cut mid-query) callers get 503
// `service_unavailable` with Retry-After — never an authentication error, never `internal_error` —
// and the pipeline retries what it was recording instead of counting a failed attempt.
import { AppError } from '../domain/errors.js';

/** What REST sends as Retry-After (and GraphQL as extensions.retryAfter) during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of an unreachable, restarting or connection-refusing server. */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-3]|53300|55000)$/;
/** Socket errors on the way to the server. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Prisma's own codes for the same (can't reach, timed out, closed, pool timeout). */
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** Driver-adapter error kinds for the same. */
const UNAVAILABLE_KIND = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const UNAVAILABLE_MESSAGE =
  /not currently accepting connections|Connection terminated|connection timeout|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery)|terminating connection due to administrator command|Can't reach database server|Database connection is not opened|Client has encountered a connection error|Connection ended unexpectedly|Cannot use a pool after calling end|server closed the connection unexpectedly/i;

interface Inspectable {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** True when `err` (or what it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const x = e as Inspectable;
    for (const code of [x.code, x.originalCode]) {
      if (typeof code !== 'string') continue;
      if (UNAVAILABLE_SQLSTATE.test(code) && !(code === '55000' && !UNAVAILABLE_MESSAGE.test(String(x.message ?? '')))) return true;
      if (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_PRISMA.has(code)) return true;
    }
    if (typeof x.kind === 'string' && UNAVAILABLE_KIND.has(x.kind)) return true;
    if (typeof x.message === 'string' && UNAVAILABLE_MESSAGE.test(x.message)) return true;
    queue.push(x.cause, x.meta?.driverAdapterError);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return false;
}

export function serviceUnavailable(): AppError {
  return new AppError('service_unavailable', 'The database is unreachable right now; retry shortly.', {
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
  });
}

/** The 503 for an outage, or null when `err` is something else. */
export function asServiceUnavailable(err: unknown): AppError | null {
  if (err instanceof AppError) return err.code === 'service_unavailable' ? err : null;
  return isDatabaseUnavailable(err) ? serviceUnavailable() : null;
}
