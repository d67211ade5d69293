// Webhook secret for the admin CLI: `npm run --silent admin -- webhook-secret show|rotate --account ID`
// prints the returned object as one line of JSON.
import type { PrismaClient } from '../db/client.js';
import { getWebhookSecret, rotateWebhookSecret, type WebhookSecretView } from './secrets.js';

export async function adminWebhookSecret(prisma: PrismaClient, accountId: string, rotate: boolean): Promise<WebhookSecretView & { account_id: string }> {
  const view = rotate ? await rotateWebhookSecret(prisma, accountId) : await getWebhookSecret(prisma, accountId);
  return { account_id: accountId, ...view };
}
