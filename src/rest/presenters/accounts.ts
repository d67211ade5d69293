// The REST shapes of the account and its credits (snake_case, as the spec shows them), from the domain's
// results (typed by the OpenAPI document, see presenters/jobs.ts). The admin CLI prints the same shapes.
import type { AccountOverview } from '../../domain/accounts/accounts.js';
import type { CreditsPage, LedgerEntry } from '../../domain/credits/ledger.js';
import { wire } from './wire.js';

function ledgerEntryBody(e: LedgerEntry) {
  return { amount: e.amount, reason: e.reason, ref: e.ref, at: e.at.toISOString() };
}

/** GET /v1/account. */
export function accountBody({ id, recentLedger, ...a }: AccountOverview) {
  return { account_id: id, ...wire(a), recent_ledger: recentLedger.map(ledgerEntryBody) };
}

/** GET /v1/credits. */
export function creditsBody(p: CreditsPage) {
  return { balance: p.balance, count: p.count, entries: p.entries.map(ledgerEntryBody), tier: p.tier };
}
