// First start in development: a demo account with credits. The caller (src/service.ts) prints its key
// once; this use case only decides whether one is needed and creates it.
import type { PrismaClient } from '../../db/client.js';
import { createAccount } from './accounts.js';

export const DEMO_ACCOUNT_NAME = 'Demo account';
export const DEMO_CREDITS = 100;
/** Premium: not size-gated, so every bundled sample company (globex's 5,000 employees too) runs on it. */
export const DEMO_TIER = 'premium';

export type DemoAccount = { created: true; accountId: string; apiKey: string } | { created: false; accountId: string };

export async function ensureDemoAccount(prisma: PrismaClient): Promise<DemoAccount> {
  const existing = await prisma.account.findFirst({ where: { name: DEMO_ACCOUNT_NAME }, select: { id: true } });
  if (existing) return { created: false, accountId: existing.id };
  const { accountId, apiKey } = await createAccount(prisma, { name: DEMO_ACCOUNT_NAME, tier: DEMO_TIER, credits: DEMO_CREDITS });
  return { created: true, accountId, apiKey };
}
