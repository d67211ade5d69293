// First start in development: a demo account with credits, whose key is printed once.
import type { PrismaClient } from '../../db/client.js';
import type { Logger } from '../../observability/log.js';
import { createAccount } from './accounts.js';

export const DEMO_ACCOUNT_NAME = 'Demo account';
export const DEMO_CREDITS = 100;

export async function ensureDemoAccount(prisma: PrismaClient, log: Logger): Promise<void> {
  const existing = await prisma.account.findFirst({ where: { name: DEMO_ACCOUNT_NAME }, select: { id: true } });
  if (existing) {
    log.info('demo account exists; its key was printed at first start', {
      account_id: existing.id,
      new_key: `npm run --silent admin -- key create --account ${existing.id}`,
    });
    return;
  }
  const { accountId, apiKey } = await createAccount(prisma, { name: DEMO_ACCOUNT_NAME, tier: 'pro', credits: DEMO_CREDITS });
  process.stdout.write(
    `\n  Demo account created (${DEMO_CREDITS} credits, tier pro): ${accountId}\n` +
      `  API key (shown once, keep it): ${apiKey}\n` +
      `  Try: curl -H 'X-API-Key: ${apiKey}' http://localhost:${process.env.PORT ?? 3000}/v1/account\n\n`,
  );
}
