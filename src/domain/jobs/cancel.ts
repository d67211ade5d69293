// Cancel a job. A processing job becomes cancelled at once: its slot and held credit are free the moment
// this commits, nothing is charged, and any stage still running finds the job no longer processing when
// it tries to commit (every stage commit locks the row and checks), so it writes nothing and enqueues
// nothing. A terminal job is returned unchanged (cancel is idempotent; done stays done).
import type { DomainDeps } from '../ports.js';
import type { Caller } from '../accounts/keys.js';
import { jobNotFound } from './queries.js';
import { ownsJob } from './ownership.js';
import { finishJob, lockJob, withTx, type JobRow } from './store.js';

/** The job after the call. */
export async function cancelJob(deps: DomainDeps, caller: Caller, jobId: string): Promise<JobRow> {
  return withTx(deps, async (tx) => {
    const row = await lockJob(tx, jobId);
    if (!row || !ownsJob(caller, row)) throw jobNotFound(jobId);
    if (row.status !== 'processing') return row;
    await finishJob(deps, tx, row, { status: 'cancelled', message: 'Cancelled by the client.' });
    return tx.job.findUniqueOrThrow({ where: { id: row.id } });
  });
}
