// Retrying an async call, one helper for the whole service. Our own (20 lines) rather than p-retry:
// every caller waits as long as the failed call asked for (a data source's or an LLM's Retry-After),
// which p-retry's fixed exponential schedule cannot express without working around it.
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryPolicy {
  /** Retries after the first attempt (0: no retry). */
  retries: number;
  /** Whether a failure may be retried at all; others are thrown at once. */
  retryable: (error: unknown) => boolean;
  /** The wait before retry number `retry` (1 for the first retry). */
  delayMs: (error: unknown, retry: number) => number;
}

/**
 * Calls `fn` (with the 0-based attempt number) until it succeeds, a failure is not retryable, or the
 * retries are used up; then throws that last failure unchanged.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= policy.retries || !policy.retryable(error)) throw error;
      const wait = policy.delayMs(error, attempt + 1);
      if (wait > 0) await sleep(wait);
    }
  }
}
