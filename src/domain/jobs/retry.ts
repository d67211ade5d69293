// POST /v1/jobs/{job_id}/retry. Only a failed job can be retried (409 job_not_retryable otherwise). It
// becomes processing again with the same job_id, restarting at the stage that failed with its attempts
// reset; like a submission it needs an available credit (402) and a free concurrency slot (429), both
// checked under the account lock.
import type { Deps } from '../../deps.js';
import type { Caller } from '../accounts/keys.js';
import { lockAccount } from '../accounts/accounts.js';
import { concurrencyLimitOf } from '../accounts/plans.js';
import { availableCredits } from '../credits/ledger.js';
import { AppError } from '../errors.js';
import { enqueueStage } from '../../pipeline/queues.js';
import { findOwnJob } from './queries.js';
import { FIRST_STAGE, assertTransition, isRetryable } from './state.js';
import { lockJob, publishInTx, withTx } from './store.js';

export async function retryJob(deps: Deps, caller: Caller, jobId: string): Promise<{ job_id: string; status: 'processing' }> {
  await findOwnJob(deps.db.prisma, caller, jobId);
  return withTx(deps, async (tx) => {
    const account = await lockAccount(tx, caller.accountId);
    const row = await lockJob(tx, jobId);
    if (!row) throw new AppError('job_not_found');
    if (!isRetryable(row.status)) {
      throw new AppError('job_not_retryable', `Only a failed job can be retried; this job is ${row.status}.`);
    }
    assertTransition(row.status, 'processing');
    const available = await availableCredits(tx, caller.accountId);
    if (available <= 0) {
      throw new AppError('insufficient_credits', `No credit available: balance minus credits held by running jobs is ${available}.`, { balance: available });
    }
    const limit = concurrencyLimitOf(account);
    const inFlight = await tx.job.count({ where: { accountId: caller.accountId, status: 'processing' } });
    if (inFlight >= limit) throw new AppError('concurrency_limit', `${inFlight} job${inFlight === 1 ? '' : 's'} in flight; this plan runs ${limit} at a time.`, { limit });

    const stage = row.failedStage ?? row.stage ?? FIRST_STAGE;
    const run = row.stageRun + 1;
    await tx.job.update({
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
        updatedAt: new Date(),
      },
    });
    await enqueueStage(deps, tx, { jobId: row.id, stage, run });
    await publishInTx(deps, tx, row, 'status');
    return { job_id: row.id, status: 'processing' as const };
  });
}
