// Accounts: creation (admin), plan changes, the account overview, credit grants.
import { randomUUID } from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.js';
import type { LedgerReason, Tier } from '../../generated/prisma/enums.js';
import type { PrismaClient, Tx } from '../../db/client.js';
import { AppError } from '../errors.js';
import { concurrencyLimitOf } from './plans.js';
import { createApiKey } from './keys.js';
import { balanceOf, heldCredits, listEntries, recordEntry, type LedgerEntry } from '../credits/ledger.js';

/** An account as its owner sees it: plan, limits, credits and the latest ledger entries. */
export interface AccountOverview {
  id: string;
  name: string;
  tier: Tier;
  concurrencyLimit: number;
  creditsBalance: number;
  /** Credits held by jobs still processing (each holds 1 until it settles). */
  creditsHeld: number;
  jobsInFlight: number;
  createdAt: Date;
  recentLedger: LedgerEntry[];
}

export const RECENT_LEDGER_SIZE = 10;

/**
 * THE account row lock (`SELECT … FOR UPDATE`): every change that depends on the account's money,
 * concurrency, personas or webhook secrets takes it first, so such changes of one account serialise.
 * `missing`: the error when the account does not exist (a vanished caller's account by default).
 */
export async function lockAccount(
  tx: Tx,
  accountId: string,
  missing: () => AppError = () => new AppError('invalid_api_key'),
): Promise<{ tier: Tier; concurrencyLimit: number | null }> {
  const rows = await tx.$queryRaw<Array<{ tier: Tier; concurrency_limit: number | null }>>(
    Prisma.sql`SELECT tier, concurrency_limit FROM accounts WHERE id = ${accountId}::uuid FOR UPDATE`,
  );
  const row = rows[0];
  if (!row) throw missing();
  return { tier: row.tier, concurrencyLimit: row.concurrency_limit };
}

export async function createAccount(
  prisma: PrismaClient,
  input: { name: string; tier?: Tier; credits?: number; concurrencyLimit?: number | null },
): Promise<{ accountId: string; apiKey: string }> {
  return prisma.$transaction(async (tx) => {
    const accountId = randomUUID();
    await tx.account.create({
      data: {
        id: accountId,
        name: input.name,
        tier: input.tier ?? 'free',
        concurrencyLimit: input.concurrencyLimit ?? null,
      },
    });
    if (input.credits && input.credits > 0) {
      await recordEntry(tx, { accountId, amount: input.credits, reason: 'signup_bonus' });
    }
    const key = await createApiKey(tx, accountId);
    return { accountId, apiKey: key.apiKey };
  });
}

export async function setAccount(prisma: PrismaClient, accountId: string, patch: { tier?: Tier; concurrencyLimit?: number | null }): Promise<AccountOverview> {
  const found = await prisma.account.findUnique({ where: { id: accountId } });
  if (!found) throw new AppError('not_found', `No account ${accountId}`);
  await prisma.account.update({
    where: { id: accountId },
    data: {
      ...(patch.tier !== undefined ? { tier: patch.tier } : {}),
      ...(patch.concurrencyLimit !== undefined ? { concurrencyLimit: patch.concurrencyLimit } : {}),
    },
  });
  return accountOverview(prisma, accountId);
}

export async function grantCredits(
  prisma: PrismaClient,
  input: { accountId: string; amount: number; reason: Exclude<LedgerReason, 'spend'>; ref?: string | null },
): Promise<{ balance: number }> {
  const found = await prisma.account.findUnique({ where: { id: input.accountId } });
  if (!found) throw new AppError('not_found', `No account ${input.accountId}`);
  await recordEntry(prisma, input);
  return { balance: await balanceOf(prisma, input.accountId) };
}

export async function accountOverview(db: Tx, accountId: string): Promise<AccountOverview> {
  const account = await db.account.findUnique({ where: { id: accountId } });
  if (!account) throw new AppError('not_found', `No account ${accountId}`);
  const [balance, held, recent] = await Promise.all([
    balanceOf(db, accountId),
    heldCredits(db, accountId),
    listEntries(db, accountId, { limit: RECENT_LEDGER_SIZE, skip: 0 }),
  ]);
  return {
    id: account.id,
    name: account.name,
    tier: account.tier,
    concurrencyLimit: concurrencyLimitOf(account),
    creditsBalance: balance,
    creditsHeld: held,
    jobsInFlight: held,
    createdAt: account.createdAt,
    recentLedger: recent.entries,
  };
}

export type AccountSummary = Pick<AccountOverview, 'id' | 'name' | 'tier' | 'concurrencyLimit' | 'creditsBalance' | 'createdAt'>;

/** Every account, oldest first, with its plan and ledger balance (the admin CLI's `account list`). */
export async function listAccounts(db: Tx): Promise<AccountSummary[]> {
  const [accounts, sums] = await Promise.all([
    db.account.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    db.ledgerEntry.groupBy({ by: ['accountId'], _sum: { amount: true } }),
  ]);
  const balance = new Map(sums.map((s) => [s.accountId, s._sum.amount ?? 0]));
  return accounts.map((a) => ({
    id: a.id,
    name: a.name,
    tier: a.tier,
    concurrencyLimit: concurrencyLimitOf(a),
    creditsBalance: balance.get(a.id) ?? 0,
    createdAt: a.createdAt,
  }));
}
