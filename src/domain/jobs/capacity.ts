// THE check before a job starts processing (a submission, or a retry of a failed job), run under the
// account row lock in the transaction that starts it: a positive available balance (ledger balance minus
// credits held by jobs still processing: 402 insufficient_credits) and a free slot under the plan's
// concurrency limit (429 concurrency_limit). And the budget of the answers given at once for free.
import type { Tx } from '../../db/client.js';
import { concurrencyLimitOf } from '../accounts/plans.js';
import { availableCredits } from '../credits/ledger.js';
import { AppError } from '../errors.js';
import type { Tier } from '../../generated/prisma/enums.js';

/** When to try again after concurrency_limit (REST Retry-After, GraphQL retryAfter): a hint, a slot frees when a running job ends. */
export const CONCURRENCY_RETRY_AFTER_SECONDS = 10;

export async function assertCapacity(tx: Tx, accountId: string, account: { tier: Tier; concurrencyLimit: number | null }): Promise<void> {
  const available = await availableCredits(tx, accountId);
  if (available <= 0) {
    throw new AppError('insufficient_credits', `No credit available: balance minus credits held by running jobs is ${available}.`, { balance: available });
  }
  const limit = concurrencyLimitOf(account);
  const inFlight = await tx.job.count({ where: { accountId, status: 'processing' } });
  if (inFlight >= limit) {
    throw new AppError('concurrency_limit', `${inFlight} job${inFlight === 1 ? '' : 's'} in flight; this plan runs ${limit} at a time.`, {
      limit,
      retryAfterSeconds: CONCURRENCY_RETRY_AFTER_SECONDS,
    });
  }
}

const HOUR_MS = 3_600_000;

/**
 * Answers given at once at submission (not_found, too_large: stored as finished jobs, free) are bounded
 * per API key: at most `perHour` in the last hour, else 429 rate_limited with Retry-After (until the
 * oldest of them is an hour old), so a key without credits cannot grow the database without limit. Run
 * under the account row lock: parallel submissions cannot pass it together.
 */
export async function assertFreeAnswerBudget(tx: Tx, apiKeyId: string, now: Date, perHour: number): Promise<void> {
  const rows = await tx.$queryRaw<Array<{ n: number; oldest: Date | null }>>`
    SELECT count(*)::int AS n, min(created_at) AS oldest FROM jobs
    WHERE api_key_id = ${apiKeyId}::uuid AND created_at > ${new Date(now.getTime() - HOUR_MS)} AND finished_at = created_at`;
  const { n, oldest } = rows[0] ?? { n: 0, oldest: null };
  if (n < perHour || !oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError(
    'rate_limited',
    `At most ${perHour} submissions answered at once (not_found, too_large) per API key per hour; retry in ${retryAfterSeconds} s.`,
    {
      limit: perHour,
      retryAfterSeconds,
    },
  );
}
