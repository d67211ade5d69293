// THE check before a job starts processing (a submission, or a retry of a failed job), run under the
// account row lock in the transaction that starts it: a positive available balance (ledger balance minus
// credits held by jobs still processing: 402 insufficient_credits) and a free slot under the plan's
// concurrency limit (429 concurrency_limit).
import type { Tx } from '../../db/client.js';
import { concurrencyLimitOf } from '../accounts/plans.js';
import { availableCredits } from '../credits/ledger.js';
import { AppError } from '../errors.js';
import type { Tier } from '../../generated/prisma/enums.js';

export async function assertCapacity(tx: Tx, accountId: string, account: { tier: Tier; concurrencyLimit: number | null }): Promise<void> {
  const available = await availableCredits(tx, accountId);
  if (available <= 0) {
    throw new AppError('insufficient_credits', `No credit available: balance minus credits held by running jobs is ${available}.`, { balance: available });
  }
  const limit = concurrencyLimitOf(account);
  const inFlight = await tx.job.count({ where: { accountId, status: 'processing' } });
  if (inFlight >= limit) {
    throw new AppError('concurrency_limit', `${inFlight} job${inFlight === 1 ? '' : 's'} in flight; this plan runs ${limit} at a time.`, { limit });
  }
}
