// Helpers for the webhook tests: a finished job row recorded the way the jobs code does it (result and
// webhook event in one transaction), and small waits.
import { startTestService, type TestService } from '../support/service.js';
import { makeCertificate, startReceiver, type Certificate, type Receiver } from './receiver.js';
import { hashKey } from '../../src/domain/accounts/keys.js';
import { newJobId } from '../../src/domain/jobs/ids.js';
import type { JobStatus } from '../../src/generated/prisma/enums.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEBHOOK_QUEUE } from '../../src/webhooks/delivery.js';
import { until } from '../support/until.js';

export async function finishedJob(
  t: TestService,
  apiKey: string,
  opts: { status: JobStatus; callbackUrl: string | null; message?: string | null; companyId?: number | null; result?: string | null },
): Promise<string> {
  const prisma = t.service.deps.db.prisma;
  const key = await prisma.apiKey.findUniqueOrThrow({ where: { hash: hashKey(apiKey) } });
  const id = newJobId();
  await prisma.$transaction(async (tx) => {
    await tx.job.create({
      data: {
        id,
        accountId: key.accountId,
        apiKeyId: key.id,
        input: '12345',
        operation: 'target_people',
        personaSlug: 'owners-founders',
        personaName: 'Owners & founders',
        personaDefinition: 'Owners and founders.',
        callbackUrl: opts.callbackUrl,
        status: opts.status,
        companyId: opts.companyId ?? 12345,
        message: opts.message ?? null,
        result: opts.result ?? null,
        finishedAt: opts.status === 'processing' ? null : new Date(),
      },
    });
    if (opts.status !== 'processing') await t.service.deps.outbox.recordJobEvent(tx, id);
  });
  return id;
}

export { sleep };

/**
 * Resolves once the webhook queue holds no attempt that is queued, due later, retrying or running: every
 * attempt that will ever be made without a new event has been made. Checks that "nothing more arrives"
 * wait on this instead of a fixed time.
 */
export async function webhookQueueIdle(t: TestService, timeoutMs = 30_000): Promise<void> {
  await until(
    async () => {
      const rows = await t.service.deps.db.prisma.$queryRawUnsafe<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        WEBHOOK_QUEUE,
      );
      return rows[0]?.n === 0;
    },
    timeoutMs,
    'the webhook queue to be idle',
  );
}

export { until };

/** An HTTPS receiver with its own certificate and a service that trusts it (WEBHOOK_CA_FILE). */
export interface WebhookTestbed {
  cert: Certificate;
  rx: Receiver;
  t: TestService;
}

export async function startWebhookTestbed(env: Parameters<typeof startTestService>[0]): Promise<WebhookTestbed> {
  const cert = makeCertificate();
  const rx = await startReceiver(cert);
  const t = await startTestService({ WEBHOOK_CA_FILE: cert.certFile, ...env });
  return { cert, rx, t };
}

export async function stopWebhookTestbed(bed: Partial<WebhookTestbed>): Promise<void> {
  await bed.t?.close();
  await bed.rx?.close();
  bed.cert?.remove();
}
