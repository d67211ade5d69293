// The REST shapes of the account and its credits (snake_case, as the spec shows them), from the domain's
// results (typed by the OpenAPI document, see presenters/jobs.ts). The admin CLI prints the same shapes.
import type { AccountOverview, AccountSummary } from '../../domain/accounts/accounts.js';
import type { ApiKeySummary } from '../../domain/accounts/keys.js';
import type { CreditsPage, LedgerEntry } from '../../domain/credits/ledger.js';

function ledgerEntryBody(e: LedgerEntry) {
  return { amount: e.amount, reason: e.reason, ref: e.ref, at: e.at.toISOString() };
}

/** GET /v1/account. */
export function accountBody(a: AccountOverview) {
  return {
    account_id: a.id,
    name: a.name,
    tier: a.tier,
    concurrency_limit: a.concurrencyLimit,
    credits_balance: a.creditsBalance,
    credits_held: a.creditsHeld,
    jobs_in_flight: a.jobsInFlight,
    created_at: a.createdAt.toISOString(),
    recent_ledger: a.recentLedger.map(ledgerEntryBody),
  };
}

/** GET /v1/credits. */
export function creditsBody(p: CreditsPage) {
  return { balance: p.balance, count: p.count, entries: p.entries.map(ledgerEntryBody), tier: p.tier };
}

/** A row of the admin CLI's `account list`. */
export function accountSummaryBody(a: AccountSummary) {
  return {
    account_id: a.id,
    name: a.name,
    tier: a.tier,
    concurrency_limit: a.concurrencyLimit,
    credits_balance: a.creditsBalance,
    created_at: a.createdAt.toISOString(),
  };
}

/** A row of the admin CLI's `key list` (never the key itself, only its prefix). */
export function apiKeySummaryBody(k: ApiKeySummary) {
  return {
    key_id: k.id,
    prefix: k.prefix,
    created_at: k.createdAt.toISOString(),
    revoked_at: k.revokedAt?.toISOString() ?? null,
    last_used_at: k.lastUsedAt?.toISOString() ?? null,
    created_by_key_id: k.createdByKeyId,
  };
}
