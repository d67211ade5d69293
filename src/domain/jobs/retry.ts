// Retry a failed job. Only a failed job can be retried (job_not_retryable otherwise). It
// becomes processing again with the same job_id, restarting at the stage that failed with its attempts
// reset; like a submission it needs an available credit and a free concurrency slot (capacity.ts), both
// checked under the account lock.
import type { DomainDeps } from '../ports.js';
import type { Caller } from '../accounts/keys.js';
import { lockAccount } from '../accounts/accounts.js';
import { assertCapacity } from './capacity.js';
import { AppError } from '../errors.js';
import { findOwnJob } from './queries.js';
import { FIRST_STAGE, assertTransition, isRetryable } from './state.js';
import { lockJob, publishInTx, withTx, type JobRow } from './store.js';

export async function retryJob(deps: DomainDeps, caller: Caller, jobId: string): Promise<JobRow> {
  await findOwnJob(deps.db.prisma, caller, jobId);
  return withTx(deps, async (tx) => {
    const account = await lockAccount(tx, caller.accountId);
    const row = await lockJob(tx, jobId);
    if (!row) throw new AppError('job_not_found');
    if (!isRetryable(row.status)) {
      throw new AppError('job_not_retryable', `Only a failed job can be retried; this job is ${row.status}.`);
    }
    assertTransition(row.status, 'processing');
    await assertCapacity(tx, caller.accountId, account);

    const stage = row.failedStage ?? row.stage ?? FIRST_STAGE;
    const run = row.stageRun + 1;
    const updated = await tx.job.update({
      where: { id: row.id },
      data: {
        status: 'processing',
        processingState: 'active',
        stage,
        nextRetryAt: null,
        message: null,
        attempts: 0,
        failedStage: null,
        creditsCharged: 0,
        result: null,
        finishedAt: null,
        stageRun: run,
        updatedAt: deps.clock.now(),
      },
    });
    await deps.jobQueue.enqueueStage(tx, { jobId: row.id, stage, run });
    await publishInTx(deps, tx, row, 'status');
    return updated;
  });
}
