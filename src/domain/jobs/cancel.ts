// POST /v1/jobs/{job_id}/cancel. A processing job becomes cancelled at once: its slot and held credit are
// free the moment this commits, nothing is charged, and any stage still running finds the job no longer
// processing when it tries to commit (every stage commit locks the row and checks), so it writes nothing
// and enqueues nothing. A terminal job is returned unchanged (cancel is idempotent; done stays done).
import type { Deps } from '../../deps.js';
import type { Caller } from '../accounts/keys.js';
import { findOwnJob } from './queries.js';
import { finishJob, lockJob, withTx } from './store.js';
import { jobJson } from './view.js';

/** Returns the Job after the call, as JSON text. */
export async function cancelJob(deps: Deps, caller: Caller, jobId: string): Promise<string> {
  await findOwnJob(deps.db.prisma, caller, jobId);
  return withTx(deps, async (tx) => {
    const row = await lockJob(tx, jobId);
    if (!row) return jobJson(await findOwnJob(tx, caller, jobId));
    if (row.status !== 'processing') return jobJson(row);
    return finishJob(deps, tx, row, { status: 'cancelled', message: 'Cancelled by the client.' });
  });
}
