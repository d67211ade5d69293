// Job ownership by API key, the one rule (issue 11 §1): a job belongs to the key that submitted it; to
// any other key it does not exist (job_not_found). Reads of one job check a row or an event they already
// hold with `ownsJob` (no extra read on hot paths: polls, subscription events); queries over several jobs
// or their deliveries filter with `jobsOfKey`.
import type { Prisma } from '../../generated/prisma/client.js';
import type { Caller } from '../accounts/keys.js';

type Key = Pick<Caller, 'apiKeyId'>;

/** Whether the caller's key owns the job (a job row, a bus event or anything carrying the job's key). */
export function ownsJob(caller: Key, job: { apiKeyId: string }): boolean {
  return job.apiKeyId === caller.apiKeyId;
}

/** The Prisma filter for the jobs the caller's key owns (`{ job: jobsOfKey(caller) }` for their relations). */
export function jobsOfKey(caller: Key): Prisma.JobWhereInput & { apiKeyId: string } {
  return { apiKeyId: caller.apiKeyId };
}
