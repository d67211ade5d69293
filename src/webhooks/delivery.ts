// Webhook deliveries: recording an event (in the job's terminal transaction), running attempts from the
// pg-boss queue, the retry schedule, manual redelivery and the delivery log.
//
// State machine of a webhook_deliveries row:
//   pending  + next_attempt_at set   → the automatic schedule is live: a queued attempt is due then.
//   pending  + next_attempt_at null  → re-armed by a manual redelivery: one manual attempt is queued.
//   delivered | failed | gone        → settled (a manual redelivery re-arms it for one attempt).
// Each pg-boss message is one attempt. An automatic message carries the `due` time it was scheduled
// for and runs only while the row still has that next_attempt_at (a stale or duplicate message is a
// no-op); a manual message always sends. Next attempts are enqueued in the same transaction that
// records the previous one (pg-boss `db` option over the Prisma transaction), so a crash can never
// leave a pending delivery without its queued attempt.
import { randomBytes } from 'node:crypto';
import { fromPrisma, type PgBoss } from 'pg-boss';
import { Prisma } from '../generated/prisma/client.js';
import type { Deps } from '../deps.js';
import type { PrismaClient, Tx } from '../db/client.js';
import { AppError } from '../domain/errors.js';
import type { Caller } from '../domain/accounts/keys.js';
import { findOwnJob } from '../domain/jobs/queries.js';
import { jobsOfKey } from '../domain/jobs/ownership.js';
import { jobEvent } from './payload.js';
import { postWebhook, USER_AGENT, type PostOutcome } from './http.js';
import { signatureHeader } from './sign.js';
import { signingSecrets } from './secrets.js';
import { readFileSync } from 'node:fs';

export const WEBHOOK_QUEUE = 'webhook-deliver';
/** Manual redeliveries are counted per job event in windows of this length (WEBHOOK_REDELIVERY_LIMIT each). */
export const REDELIVERY_WINDOW_MS = 60 * 60 * 1000;
/** Retry-After never pushes an attempt further than this. */
export const RETRY_AFTER_CAP_MS = 24 * 60 * 60 * 1000;

export interface AttemptMessage {
  deliveryId: string;
  /** Automatic attempt: the next_attempt_at (ISO) it was scheduled for. */
  due?: string;
  /** Manual redelivery. */
  manual?: boolean;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'gone';

function randomId(prefix: string, bytes: number): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/** Delays (ms) after the 1st, 2nd, … failed automatic attempt (WEBHOOK_RETRY_SCHEDULE_MS). */
export function retrySchedule(deps: Pick<Deps, 'config'>): number[] {
  return deps.config.WEBHOOK_RETRY_SCHEDULE_MS.split(',').map((s) => Number(s.trim()));
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or invalid. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * Delay before the next automatic attempt after automatic attempt number `n` (1-based) failed with
 * `outcome`, or null when the schedule is exhausted.
 */
export function nextDelayMs(schedule: number[], n: number, outcome: Pick<PostOutcome, 'status' | 'headers'>, now = Date.now()): number | null {
  const base = schedule[n - 1];
  if (base === undefined) return null;
  if (outcome.status === 429 || outcome.status === 503) {
    const ra = parseRetryAfter(outcome.headers['retry-after'], now);
    if (ra !== null) return Math.min(Math.max(base, ra), RETRY_AFTER_CAP_MS);
  }
  return base;
}

async function enqueue(boss: PgBoss, tx: Tx, msg: AttemptMessage, startAfter?: Date): Promise<void> {
  const id = await boss.send(WEBHOOK_QUEUE, msg, { db: fromPrisma(tx), ...(startAfter ? { startAfter } : {}) });
  if (!id) throw new Error(`could not enqueue webhook attempt for ${msg.deliveryId}`);
}

/**
 * Record the event of a job that just reached a terminal status (call inside that transaction): when the
 * job has a callback_url and its status sends an event, insert the delivery with its final payload and
 * queue the first attempt (committed or rolled back together with the job's result).
 */
export async function recordJobEvent(deps: Pick<Deps, 'boss'>, tx: Tx, jobId: string): Promise<{ deliveryId: string; eventId: string } | null> {
  const job = await tx.job.findUnique({
    where: { id: jobId },
    select: { id: true, api: true, status: true, companyId: true, message: true, result: true, callbackUrl: true },
  });
  if (!job?.callbackUrl) return null;
  const event = jobEvent(job);
  if (!event) return null;
  const now = new Date();
  const delivery = await tx.webhookDelivery.create({
    data: {
      id: randomId('whd_', 12),
      eventId: randomId('msg_', 15),
      jobId: job.id,
      url: job.callbackUrl,
      eventType: event.eventType,
      payload: event.payload,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    },
  });
  await enqueue(deps.boss, tx, { deliveryId: delivery.id, due: now.toISOString() });
  return { deliveryId: delivery.id, eventId: delivery.eventId };
}

let caCache: { file: string; pem: string } | null = null;
function extraCa(deps: Deps): string | undefined {
  const file = deps.config.WEBHOOK_CA_FILE;
  if (!file) return undefined;
  if (caCache?.file !== file) caCache = { file, pem: readFileSync(file, 'utf8') };
  return caCache.pem;
}

function outcomeLabel(o: PostOutcome): string {
  if (o.refused) return 'refused';
  if (o.status === null) return o.error?.startsWith('timeout') ? 'timeout' : 'error';
  if (o.status >= 200 && o.status < 300) return 'success';
  if (o.status === 410) return 'gone';
  if (o.status >= 300 && o.status < 400) return 'redirect';
  return `http_${Math.floor(o.status / 100)}xx`;
}

/**
 * Attempts in flight per account in this process: one tenant's slow receiver may hold at most `cap`
 * of the process's WEBHOOK_CONCURRENCY workers, so the other tenants' deliveries keep flowing.
 */
export class AccountSlots {
  private readonly busy = new Map<string, number>();
  constructor(readonly cap: number) {}
  tryAcquire(accountId: string): boolean {
    const n = this.busy.get(accountId) ?? 0;
    if (n >= this.cap) return false;
    this.busy.set(accountId, n + 1);
    return true;
  }
  release(accountId: string): void {
    const n = (this.busy.get(accountId) ?? 1) - 1;
    if (n <= 0) this.busy.delete(accountId);
    else this.busy.set(accountId, n);
  }
}

/** How long an attempt waits when its account already has `cap` attempts in flight here. */
export const ACCOUNT_BUSY_DEFER_MS = 1000;

/**
 * Run one attempt (a pg-boss message). Throws only on database errors (pg-boss then retries it).
 * With `slots`, an attempt whose account is at its cap is put back on the queue (same message, due
 * ACCOUNT_BUSY_DEFER_MS later) instead of taking a worker.
 */
export async function runAttempt(deps: Deps, msg: AttemptMessage, slots?: AccountSlots): Promise<void> {
  const prisma = deps.db.prisma;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: msg.deliveryId },
    include: { job: { select: { accountId: true } } },
  });
  if (!delivery) return;
  const manual = msg.manual === true;
  if (!manual && (delivery.state !== 'pending' || delivery.nextAttemptAt?.toISOString() !== msg.due)) return; // stale
  const accountId = delivery.job.accountId;
  if (slots && !slots.tryAcquire(accountId)) {
    const id = await deps.boss.send(WEBHOOK_QUEUE, msg, { startAfter: new Date(Date.now() + ACCOUNT_BUSY_DEFER_MS) });
    if (!id) throw new Error(`could not defer webhook attempt for ${msg.deliveryId}`);
    return;
  }
  try {
    await attempt(deps, msg, delivery, manual);
  } finally {
    slots?.release(accountId);
  }
}

async function attempt(
  deps: Deps,
  msg: AttemptMessage,
  delivery: { id: string; eventId: string; jobId: string; url: string; payload: string; job: { accountId: string } },
  manual: boolean,
): Promise<void> {
  const prisma = deps.db.prisma;

  const secrets = await signingSecrets(prisma, delivery.job.accountId);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(secrets, delivery.eventId, timestamp, delivery.payload),
  };
  const at = new Date();
  const outcome = await postWebhook(delivery.url, headers, delivery.payload, {
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    ca: extraCa(deps),
  });
  const label = outcomeLabel(outcome);
  deps.metrics.webhookAttempts.inc({ outcome: label });
  deps.log[label === 'success' ? 'info' : 'warn']('webhook attempt', {
    delivery_id: delivery.id,
    event_id: delivery.eventId,
    job_id: delivery.jobId,
    manual,
    http_status: outcome.status,
    error: outcome.detail ?? outcome.error,
    latency_ms: outcome.latencyMs,
  });
  await recordAttempt(deps, msg, at, outcome);
}

async function recordAttempt(deps: Deps, msg: AttemptMessage, at: Date, outcome: PostOutcome): Promise<void> {
  const manual = msg.manual === true;
  const success = outcome.status !== null && outcome.status >= 200 && outcome.status < 300 && !outcome.error;
  const gone = outcome.status === 410;
  // The SSRF guard's verdict does not change by retrying (the submission check refuses literals, so
  // this is a name that resolves to a refused address): the delivery fails at once.
  const refused = outcome.refused;
  await deps.db.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ state: DeliveryState; next_attempt_at: Date | null; delivered_at: Date | null }>>(
      Prisma.sql`SELECT state, next_attempt_at, delivered_at FROM webhook_deliveries WHERE id = ${msg.deliveryId} FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) return;
    await tx.webhookAttempt.create({
      data: {
        deliveryId: msg.deliveryId,
        at,
        httpStatus: outcome.status,
        error: outcome.error,
        latencyMs: outcome.latencyMs,
        manual,
      },
    });
    const scheduleLive = row.state === 'pending' && row.next_attempt_at !== null;
    const current = !manual && scheduleLive && row.next_attempt_at!.toISOString() === msg.due;
    let data: Prisma.WebhookDeliveryUpdateInput = { attempts: { increment: 1 } };
    if (success) {
      data = { ...data, state: 'delivered', deliveredAt: row.delivered_at ?? new Date(), nextAttemptAt: null };
    } else if (gone) {
      data = { ...data, state: 'gone', nextAttemptAt: null };
    } else if (refused) {
      data = { ...data, state: 'failed', nextAttemptAt: null };
    } else if (current) {
      const automatic = await tx.webhookAttempt.count({ where: { deliveryId: msg.deliveryId, manual: false } });
      const delay = nextDelayMs(retrySchedule(deps), automatic, outcome);
      if (delay === null) {
        data = { ...data, state: 'failed', nextAttemptAt: null };
      } else {
        const next = new Date(Date.now() + delay);
        data = { ...data, nextAttemptAt: next };
        await enqueue(deps.boss, tx, { deliveryId: msg.deliveryId, due: next.toISOString() }, next);
      }
    } else if (manual && !scheduleLive) {
      // A re-armed delivery had one attempt, and it failed.
      data = { ...data, state: 'failed', nextAttemptAt: null };
    }
    await tx.webhookDelivery.update({ where: { id: msg.deliveryId }, data });
  });
}

/** One of the caller's jobs (the domain's one ownership rule: job_not_found for any other). */
const findCallerJob = (prisma: PrismaClient, caller: Caller, jobId: string) => findOwnJob(prisma, caller, jobId);

/** Queue an immediate manual attempt of the job's (newest) event; re-arms a settled delivery. */
export async function redeliverJobWebhook(deps: Deps, caller: Caller, jobId: string): Promise<{ delivery_id: string; event_id: string; state: DeliveryState }> {
  const job = await findCallerJob(deps.db.prisma, caller, jobId);
  if (!job.callbackUrl) throw new AppError('webhook_not_configured', 'The job was submitted without callback_url.');
  if (job.status === 'processing') throw new AppError('webhook_not_configured', 'The job is not finished yet; its event is sent when it is.');
  const delivery = await deps.db.prisma.webhookDelivery.findFirst({
    where: { jobId: job.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, eventId: true },
  });
  if (!delivery) throw new AppError('webhook_not_configured', `A ${job.status} job sends no webhook: its answer was synchronous.`);
  return deps.db.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ state: DeliveryState; window_start: Date | null; in_window: number }>>(
      Prisma.sql`SELECT state, redelivery_window_start AS window_start, redeliveries_in_window AS in_window
                 FROM webhook_deliveries WHERE id = ${delivery.id} FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) throw new AppError('webhook_not_configured');
    // Rate limit (per job event): WEBHOOK_REDELIVERY_LIMIT requests per fixed window of an hour that
    // starts with the first request in it. Counted under the row lock, so parallel requests cannot pass it.
    const now = Date.now();
    const windowOpen = row.window_start !== null && now - row.window_start.getTime() < REDELIVERY_WINDOW_MS;
    const used = windowOpen ? row.in_window : 0;
    const limit = deps.config.WEBHOOK_REDELIVERY_LIMIT;
    if (used >= limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start!.getTime() + REDELIVERY_WINDOW_MS - now) / 1000));
      throw new AppError('rate_limited', `At most ${limit} manual redeliveries per job per hour; retry in ${retryAfterSeconds} s.`, {
        limit,
        retryAfterSeconds,
      });
    }
    await tx.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        ...(row.state !== 'pending' ? { state: 'pending', nextAttemptAt: null } : {}),
        redeliveryWindowStart: windowOpen ? row.window_start : new Date(now),
        redeliveriesInWindow: used + 1,
      },
    });
    await enqueue(deps.boss, tx, { deliveryId: delivery.id, manual: true });
    return { delivery_id: delivery.id, event_id: delivery.eventId, state: 'pending' as const };
  });
}

export interface AttemptView {
  at: string;
  http_status: number | null;
  error: string | null;
  latency_ms: number;
  manual: boolean;
}

export interface DeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  url: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
  attempt_log: AttemptView[];
}

/** What a delivery's view reads: its attempts, and not its payload (a done job's is its whole result). */
const VIEWED = { omit: { payload: true as const }, include: { attemptLog: { orderBy: [{ at: 'asc' as const }, { id: 'asc' as const }] } } };

function deliveryView(d: Prisma.WebhookDeliveryGetPayload<typeof VIEWED>): DeliveryView {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    url: d.url,
    state: d.state as DeliveryState,
    attempts: d.attempts,
    next_attempt_at: d.state === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: d.createdAt.toISOString(),
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    attempt_log: d.attemptLog.map((a) => ({
      at: a.at.toISOString(),
      http_status: a.httpStatus,
      error: a.error,
      latency_ms: a.latencyMs,
      manual: a.manual,
    })),
  };
}

/** The delivery log of a job (any job id; callers check ownership first). */
export async function deliveriesOfJob(prisma: PrismaClient, jobId: string): Promise<DeliveryView[]> {
  const rows = await prisma.webhookDelivery.findMany({
    where: { jobId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    ...VIEWED,
  });
  return rows.map(deliveryView);
}

/** One delivery of one of the caller's jobs, or null (unknown id, or another key's job). */
export async function deliveryOfCaller(prisma: PrismaClient, caller: Caller, deliveryId: string): Promise<DeliveryView | null> {
  if (deliveryId.length > 64) return null;
  const row = await prisma.webhookDelivery.findFirst({ where: { id: deliveryId, job: jobsOfKey(caller) }, ...VIEWED });
  return row ? deliveryView(row) : null;
}

/** The delivery log of one of the caller's jobs (404 job_not_found otherwise). */
export async function listJobWebhooks(deps: Deps, caller: Caller, jobId: string): Promise<{ deliveries: DeliveryView[] }> {
  const job = await findCallerJob(deps.db.prisma, caller, jobId);
  return { deliveries: await deliveriesOfJob(deps.db.prisma, job.id) };
}
