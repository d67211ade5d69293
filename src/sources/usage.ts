// What a job's data-source calls cost: paid calls and vendor credits, counted per job without the port
// knowing about jobs. The pipeline worker (and submission) run their source calls inside
// `withSourceUsage(tally, fn)`; an adapter that pays for calls reports each one with `recordSourceUsage`,
// which adds to the tally of whatever job is running (AsyncLocalStorage follows the awaits).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SourceUsage } from '../domain/ports.js';

export type { SourceUsage };

const current = new AsyncLocalStorage<SourceUsage>();

export const emptyUsage = (): SourceUsage => ({ calls: 0, credits: 0, companyCredits: 0 });

/** Run `fn` with `tally` collecting the source usage of every call made inside it. */
export function withSourceUsage<T>(tally: SourceUsage, fn: () => Promise<T>): Promise<T> {
  return current.run(tally, fn);
}

/** The vendor's credit pools (People Data Labs bills company and person records from separate ones). */
export type CreditPool = 'company' | 'person';

/** Called by adapters after each paid call. Outside any tally (tools, tests) it only feeds metrics. */
export function recordSourceUsage(calls: number, credits: number, pool: CreditPool = 'person'): void {
  const tally = current.getStore();
  if (!tally) return;
  tally.calls += calls;
  tally.credits += credits;
  if (pool === 'company') tally.companyCredits += credits;
}

/** Take what the tally holds now (leaving it empty); `putBack` if it could not be saved. */
export function drainUsage(tally: SourceUsage): SourceUsage {
  const taken = { calls: tally.calls, credits: tally.credits, companyCredits: tally.companyCredits };
  tally.calls -= taken.calls;
  tally.credits -= taken.credits;
  tally.companyCredits -= taken.companyCredits;
  return taken;
}

export function putBack(tally: SourceUsage, taken: SourceUsage): void {
  tally.calls += taken.calls;
  tally.credits += taken.credits;
  tally.companyCredits += taken.companyCredits;
}
