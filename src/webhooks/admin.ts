// Webhook secret for the admin CLI. (Filled in by the webhooks work.)
import type { PrismaClient } from '../db/client.js';

export async function adminWebhookSecret(_prisma: PrismaClient, _accountId: string, _rotate: boolean): Promise<unknown> {
  throw new Error('webhook secrets are not available yet');
}
