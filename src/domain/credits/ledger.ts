// The credit ledger: append-only (a trigger forbids updates), the only source of truth for the
// balance. Job charging is exactly-once by a unique index on (ref) for `spend` entries.
// Credits held by in-flight jobs: each `processing` job holds one credit until it settles, so jobs
// running in parallel can never overdraw the account (see availableCredits).
import { Prisma } from '../../generated/prisma/client.js';
import type { LedgerReason, Tier } from '../../generated/prisma/enums.js';
import type { Tx } from '../../db/client.js';
import { checkPage, checkPageSize, type PageBoundary } from '../paging.js';

export const JOB_PRICE = 1;
export const CREDITS_MAX_LIMIT = 200;

/** One movement of credits (spends are negative; `ref` of a spend is the charged job's id). */
export interface LedgerEntry {
  amount: number;
  reason: LedgerReason;
  ref: string | null;
  at: Date;
  /** For a spend, the company of the charged job (ref), to show beside it. */
  companyName: string | null;
}

export async function balanceOf(db: Tx, accountId: string): Promise<number> {
  const agg = await db.ledgerEntry.aggregate({ where: { accountId }, _sum: { amount: true } });
  return agg._sum.amount ?? 0;
}

/** Credits held by the account's jobs that are still processing. */
export async function heldCredits(db: Tx, accountId: string): Promise<number> {
  const n = await db.job.count({ where: { accountId, status: 'processing' } });
  return n * JOB_PRICE;
}

export async function availableCredits(db: Tx, accountId: string): Promise<number> {
  // one after the other: called inside a transaction, whose queries share one connection (two at once on a
  // pg client is deprecated: the DeprecationWarning every job submission printed once per process)
  const balance = await balanceOf(db, accountId);
  return balance - (await heldCredits(db, accountId));
}

export async function recordEntry(db: Tx, entry: { accountId: string; amount: number; reason: LedgerReason; ref?: string | null }): Promise<void> {
  await db.ledgerEntry.create({
    data: { accountId: entry.accountId, amount: entry.amount, reason: entry.reason, ref: entry.ref ?? null },
  });
}

/**
 * Charge a job once. Returns true when this call recorded the spend, false when the job had already
 * been charged (a replayed publish step): the unique index decides, so concurrent workers cannot both win.
 */
export async function chargeJobOnce(db: Tx, accountId: string, jobId: string): Promise<boolean> {
  const inserted = await db.$executeRaw(Prisma.sql`
    INSERT INTO ledger_entries (account_id, amount, reason, ref)
    VALUES (${accountId}::uuid, ${-JOB_PRICE}, 'spend', ${jobId})
    ON CONFLICT (ref) WHERE reason = 'spend' DO NOTHING`);
  return inserted === 1;
}

export async function listEntries(db: Tx, accountId: string, page: { limit: number; skip: number }): Promise<{ count: number; entries: LedgerEntry[] }> {
  const [count, rows] = await Promise.all([
    db.ledgerEntry.count({ where: { accountId } }),
    db.ledgerEntry.findMany({ where: { accountId }, orderBy: { id: 'desc' }, take: page.limit, skip: page.skip }),
  ]);
  return { count, entries: await entriesOf(db, accountId, rows) };
}

/** Entries of ledger rows, with the company of each spend's job (one read for them all). */
async function entriesOf(
  db: Tx,
  accountId: string,
  rows: Array<{ amount: number; reason: LedgerReason; ref: string | null; createdAt: Date }>,
): Promise<LedgerEntry[]> {
  const jobIds = rows.flatMap((r) => (r.reason === 'spend' && r.ref ? [r.ref] : []));
  const jobs = jobIds.length ? await db.job.findMany({ where: { accountId, id: { in: jobIds } }, select: { id: true, companyName: true } }) : [];
  const companies = new Map(jobs.map((j) => [j.id, j.companyName]));
  return rows.map((r) => ({ amount: r.amount, reason: r.reason, ref: r.ref, at: r.createdAt, companyName: (r.ref && companies.get(r.ref)) ?? null }));
}

/**
 * One page of the account's ledger, newest first, after (or before) the entry with id `from` (cursor
 * paging). `hasMore`: more entries follow in the paging direction.
 */
export async function pageEntries(
  db: Tx,
  accountId: string,
  opts: { size: number; from: PageBoundary<bigint> },
): Promise<{ totalCount: number; entries: Array<LedgerEntry & { id: bigint }>; hasMore: boolean }> {
  const size = checkPageSize(opts.size, CREDITS_MAX_LIMIT);
  const backwards = opts.from !== null && 'before' in opts.from;
  const idFilter = opts.from === null ? {} : 'after' in opts.from ? { id: { lt: opts.from.after } } : { id: { gt: opts.from.before } };
  const [totalCount, rows] = await Promise.all([
    db.ledgerEntry.count({ where: { accountId } }),
    db.ledgerEntry.findMany({ where: { accountId, ...idFilter }, orderBy: { id: backwards ? 'asc' : 'desc' }, take: size + 1 }),
  ]);
  const page = rows.slice(0, size);
  if (backwards) page.reverse();
  const entries = await entriesOf(db, accountId, page);
  return { totalCount, entries: entries.map((e, i) => ({ ...e, id: page[i]!.id })), hasMore: rows.length > size };
}

/** The balance, the plan and a page of the ledger, newest first (GET /v1/credits). */
export interface CreditsPage {
  balance: number;
  /** All entries of the account (not only this page). */
  count: number;
  entries: LedgerEntry[];
  tier: Tier;
}

export async function creditsPage(db: Tx, accountId: string, page: { limit: number; skip: number }): Promise<CreditsPage> {
  checkPage(page, CREDITS_MAX_LIMIT);
  const [account, balance, list] = await Promise.all([
    db.account.findUniqueOrThrow({ where: { id: accountId }, select: { tier: true } }),
    balanceOf(db, accountId),
    listEntries(db, accountId, page),
  ]);
  return { balance, count: list.count, entries: list.entries, tier: account.tier };
}
