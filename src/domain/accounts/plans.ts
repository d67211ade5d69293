// Plans (tiers) and their defaults. The one place that says what a tier allows.
import type { Tier } from '../../generated/prisma/enums.js';

export const TIERS = ['free', 'pro', 'premium'] as const satisfies readonly Tier[];

export const PLAN_DEFAULTS: Record<Tier, { concurrencyLimit: number; sizeGate: boolean }> = {
  /** Free: one job at a time; companies above the size gate are answered `too_large`. */
  free: { concurrencyLimit: 1, sizeGate: true },
  /** Pro: five jobs at a time; still size-gated. */
  pro: { concurrencyLimit: 5, sizeGate: true },
  /** Premium: twenty jobs at a time; no size gate. */
  premium: { concurrencyLimit: 20, sizeGate: false },
};

export function concurrencyLimitOf(account: { tier: Tier; concurrencyLimit: number | null }): number {
  return account.concurrencyLimit ?? PLAN_DEFAULTS[account.tier].concurrencyLimit;
}

export function isSizeGated(tier: Tier): boolean {
  return PLAN_DEFAULTS[tier].sizeGate;
}

/**
 * THE size gate: a company above `gateEmployees` on a size-gated plan is answered `too_large` (at
 * submission, or by match_company when the company could only be resolved there). Null: no gate applies.
 */
export function sizeGate(
  tier: Tier,
  company: { name: string; employees_count: number },
  gateEmployees: number,
): { status: 'too_large'; message: string } | null {
  if (!isSizeGated(tier) || company.employees_count <= gateEmployees) return null;
  return {
    status: 'too_large',
    message: `${company.name} has ${company.employees_count} employees; plans other than premium search companies of up to ${gateEmployees} employees.`,
  };
}
