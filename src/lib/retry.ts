// Retrying an async call, one helper for the whole service (LLM batches, the pipeline's outcome commits,
// the evaluation's source calls, the event bus's reconnects). Our own (a few lines) rather than p-retry:
// every caller waits as long as the failed call asked for (a data source's or an LLM's Retry-After),
// which p-retry's fixed exponential schedule cannot express without working around it.
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryPolicy {
  /** Retries after the first attempt (0: no retry; `Infinity`: until it succeeds or is not retryable). */
  retries: number;
  /** Whether a failure may be retried at all; others are thrown at once. */
  retryable: (error: unknown) => boolean;
  /** The wait before retry number `retry` (1 for the first retry). */
  delayMs: (error: unknown, retry: number) => number;
  /** Ends a wait at once: the retry then throws the signal's reason (for loops that run until closed). */
  signal?: AbortSignal;
  /** Waits do not keep the process alive (for background loops). */
  unref?: boolean;
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
      if (wait > 0) await sleep(wait, undefined, { signal: policy.signal, ref: policy.unref !== true }).catch(() => {});
      policy.signal?.throwIfAborted();
    }
  }
}
