// Bounded concurrency, one helper for the whole service (p-limit does the scheduling): over a list
// (mapLimit: LLM batches, the evaluation) or around calls as they come (limiter: PDL requests, the stages'
// calls, whose outcomes Promise.allSettled collects).
import pLimit from 'p-limit';

/** Runs the functions given to it with at most `limit` in flight; the others wait their turn (FIFO). */
export type Limiter = <T>(fn: () => Promise<T>) => Promise<T>;

export function limiter(limit: number): Limiter {
  return pLimit(Math.max(1, limit));
}

/** `fn` over `items` with at most `limit` in flight; results in input order; rejects with the first error. */
export async function mapLimit<I, R>(items: readonly I[], limit: number, fn: (item: I) => Promise<R>): Promise<R[]> {
  return pLimit(Math.max(1, limit)).map(items, (item) => fn(item));
}
