// One signing secret per account ("whsec_" + 32 random bytes, base64), created lazily on first read or
// first delivery. Rotation makes a new current secret; the previous one keeps signing for 24 hours
// (expires_at), and a second rotation within those 24 hours retires the older previous one at once.
import { randomUUID } from 'node:crypto';
import type { PrismaClient, Tx } from '../db/client.js';
import { AppError } from '../domain/errors.js';
import { lockAccount } from '../domain/accounts/accounts.js';
import { generateSecret } from './sign.js';

export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface WebhookSecretView {
  secret: string;
  created_at: string;
  /** Set while the previous secret still signs (the 24 hours after a rotation). */
  previous_secret_expires_at: string | null;
}

async function lockAccountRow(tx: Tx, accountId: string): Promise<void> {
  await lockAccount(tx, accountId, () => new AppError('not_found', 'No such account.'));
}

async function ensureCurrent(tx: Tx, accountId: string, now: Date) {
  const current = await tx.webhookSecret.findFirst({ where: { accountId, expiresAt: null }, orderBy: { createdAt: 'desc' } });
  if (current) return current;
  return tx.webhookSecret.create({ data: { id: randomUUID(), accountId, secret: generateSecret(), createdAt: now } });
}

async function view(tx: Tx, accountId: string, now: Date): Promise<WebhookSecretView> {
  const current = await ensureCurrent(tx, accountId, now);
  const previous = await tx.webhookSecret.findFirst({ where: { accountId, expiresAt: { gt: now } }, orderBy: { expiresAt: 'desc' } });
  return {
    secret: current.secret,
    created_at: current.createdAt.toISOString(),
    previous_secret_expires_at: previous?.expiresAt?.toISOString() ?? null,
  };
}

/** The account's secret (created on first use). */
export async function getWebhookSecret(prisma: PrismaClient, accountId: string): Promise<WebhookSecretView> {
  const existing = await prisma.webhookSecret.findFirst({ where: { accountId, expiresAt: null }, orderBy: { createdAt: 'desc' } });
  const now = new Date();
  if (existing) return view(prisma, accountId, now);
  return prisma.$transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    return view(tx, accountId, now);
  });
}

/** Make a new current secret; the previous one keeps signing for 24 hours. */
export async function rotateWebhookSecret(prisma: PrismaClient, accountId: string): Promise<WebhookSecretView> {
  return prisma.$transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    const now = new Date();
    // Retire at once any secret still in its overlap window, and forget long-expired ones.
    await tx.webhookSecret.updateMany({ where: { accountId, expiresAt: { gt: now } }, data: { expiresAt: now } });
    await tx.webhookSecret.deleteMany({ where: { accountId, expiresAt: { lt: new Date(now.getTime() - ROTATION_OVERLAP_MS) } } });
    await tx.webhookSecret.updateMany({ where: { accountId, expiresAt: null }, data: { expiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS) } });
    await tx.webhookSecret.create({ data: { id: randomUUID(), accountId, secret: generateSecret(), createdAt: now } });
    return view(tx, accountId, now);
  });
}

/** The secrets that sign a delivery now: the current one first, then the previous one during its overlap. */
export async function signingSecrets(prisma: PrismaClient, accountId: string): Promise<string[]> {
  const now = new Date();
  let rows = await prisma.webhookSecret.findMany({
    where: { accountId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    orderBy: [{ createdAt: 'desc' }],
  });
  if (!rows.some((r) => r.expiresAt === null)) {
    await getWebhookSecret(prisma, accountId);
    rows = await prisma.webhookSecret.findMany({
      where: { accountId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      orderBy: [{ createdAt: 'desc' }],
    });
  }
  const current = rows.filter((r) => r.expiresAt === null);
  const previous = rows.filter((r) => r.expiresAt !== null);
  return [...current.slice(0, 1), ...previous.slice(0, 1)].map((r) => r.secret);
}
