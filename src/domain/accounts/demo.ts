// First start in development: a demo account with credits. The caller (src/service.ts) prints its key
// once; this use case only decides whether one is needed and creates it.
import type { PrismaClient } from '../../db/client.js';
import { createAccount } from './accounts.js';

export const DEMO_ACCOUNT_NAME = 'Demo account';
export const DEMO_CREDITS = 100;

export type DemoAccount = { created: true; accountId: string; apiKey: string } | { created: false; accountId: string };

export async function ensureDemoAccount(prisma: PrismaClient): Promise<DemoAccount> {
  const existing = await prisma.account.findFirst({ where: { name: DEMO_ACCOUNT_NAME }, select: { id: true } });
  if (existing) return { created: false, accountId: existing.id };
  const { accountId, apiKey } = await createAccount(prisma, { name: DEMO_ACCOUNT_NAME, tier: 'pro', credits: DEMO_CREDITS });
  return { created: true, accountId, apiKey };
}
