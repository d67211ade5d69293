// The poll's answer without waiting (src/rest/router.ts): kept out of the operationId → handler map
// (handlers/index.ts spreads every export of jobs.ts), beside `getJob` in meaning.
import type { Caller } from '../../domain/accounts/keys.js';
import type { DomainDeps } from '../../domain/ports.js';
import { cachedJobRead } from '../../domain/jobs/queries.js';
import { pollAnswer } from '../presenters/jobs.js';
import type { RestResult } from '../types.js';

/** What `getJob` (handlers/jobs.ts) answers, when no read is needed (the job's read in memory); else undefined. */
export function getJobNow(deps: Pick<DomainDeps, 'db'>, caller: Caller, jobId: string): RestResult | undefined {
  const read = cachedJobRead(deps.db, caller, jobId);
  return read && pollAnswer(read);
}
