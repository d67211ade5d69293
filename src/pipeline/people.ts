// Small helpers the stages share: bounded concurrency and the "current employee" rule.
import type { Profile } from '../domain/people/types.js';

/** A current employee of the company: an experience entry at that company id with no end. */
export function isCurrentEmployee(profile: Profile, companyId: number): boolean {
  return (profile.experience ?? []).some((e) => e.company_id === companyId && (e.end ?? '').trim() === '');
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Run `fn` over `items` with at most `limit` in flight; never rejects, reports each outcome. */
export async function mapSettled<I, T>(items: readonly I[], limit: number, fn: (item: I) => Promise<T>): Promise<Array<Settled<T>>> {
  const out: Array<Settled<T>> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        out[i] = { ok: true, value: await fn(items[i] as I) };
      } catch (error) {
        out[i] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/** The error to surface from a chunk: a permanent one wins over retryable ones. */
export function firstError(errors: unknown[], isPermanent: (e: unknown) => boolean): unknown {
  return errors.find(isPermanent) ?? errors[0];
}
