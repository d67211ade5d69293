// Webhook delivery end to end through a real service and a real HTTPS receiver (self-signed certificate
// trusted through WEBHOOK_CA_FILE): signing checked by an independent implementation, retries on a
// shrunk schedule, timeout, 410, 429 + Retry-After, redirects, exhaustion, manual redelivery, the
// delivery log over REST and GraphQL, and secret rotation over REST, GraphQL and the admin CLI.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestService } from '../support/service.js';
import { createApiKey } from '../../src/domain/accounts/keys.js';
import { WEBHOOK_QUEUE } from '../../src/webhooks/delivery.js';
import { verifyStandardWebhook, type Certificate, type Receiver } from './receiver.js';
import { finishedJob, startWebhookTestbed, stopWebhookTestbed, until, webhookQueueIdle } from './support.js';

const run = promisify(execFile);

let cert: Certificate;
let rx: Receiver;
let t: TestService;

beforeAll(async () => {
  ({ cert, rx, t } = await startWebhookTestbed({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_RETRY_SCHEDULE_MS: '300,300,300',
    WEBHOOK_TIMEOUT_MS: '2500',
  }));
});

afterAll(() => stopWebhookTestbed({ cert, rx, t }));

async function setup() {
  const acct = await t.account();
  const api = client(t.url, acct.apiKey);
  const secret = (await api.get('/v1/webhooks/secret')).body.secret as string;
  return { ...acct, api, secret };
}

async function log(api: ReturnType<typeof client>, jobId: string) {
  const r = await api.get(`/v1/jobs/${jobId}/webhooks`);
  expect(r.status).toBe(200);
  return r.body.deliveries as Array<any>;
}

async function settled(api: ReturnType<typeof client>, jobId: string, state: string, attempts?: number) {
  return until(
    async () => {
      const [d] = await log(api, jobId);
      return d && d.state === state && (attempts === undefined || d.attempts >= attempts) ? d : null;
    },
    30_000,
    `delivery ${state}`,
  );
}

describe('delivery', () => {
  it('retries a failing receiver until it succeeds; every attempt has the same webhook-id and a valid signature', async () => {
    const { api, apiKey, secret } = await setup();
    rx.on('/flaky', (n, _r, res) => {
      res.writeHead(n < 2 ? 500 : 204);
      res.end();
    });
    const jobId = await finishedJob(t, apiKey, { status: 'failed', message: 'match_target: boom', callbackUrl: rx.url('/flaky') });
    const got = await rx.waitFor('/flaky', 3);
    const ids = new Set(got.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const eventId = String(got[0]!.headers['webhook-id']);
    expect(eventId).toMatch(/^msg_[\w-]+$/);
    for (const r of got) {
      expect(r.method).toBe('POST');
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toBe('TargetPeople-Webhooks/1.0');
      expect(verifyStandardWebhook([secret], r.headers, r.body)).toEqual([secret]);
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      expect(r.body).toBe(got[0]!.body);
    }
    expect(JSON.parse(got[0]!.body)).toEqual({ job_id: jobId, company_id: 12345, status: 'failed', message: 'match_target: boom' });
    // A tampered body does not verify.
    expect(verifyStandardWebhook([secret], got[0]!.headers, got[0]!.body.replace('boom', 'b00m'))).toEqual([]);

    const d = await settled(api, jobId, 'delivered', 3);
    expect(d).toMatchObject({ event_id: eventId, event_type: 'job.failed', url: rx.url('/flaky'), attempts: 3, next_attempt_at: null });
    expect(d.id).toMatch(/^whd_/);
    expect(d.delivered_at).toEqual(expect.any(String));
    expect(d.attempt_log.map((a: any) => [a.http_status, a.error, a.manual])).toEqual([
      [500, null, false],
      [500, null, false],
      [204, null, false],
    ]);
    for (const a of d.attempt_log) expect(a.latency_ms).toBeGreaterThanOrEqual(0);

    // The same log over GraphQL.
    const q = await api.gql(
      `query($id: ID!) { job(id: $id) { jobId webhookDeliveries { id eventId eventType url state attempts nextAttemptAt createdAt deliveredAt attemptLog { at httpStatus error latencyMs manual } } } }`,
      { id: jobId },
    );
    expect(q.body.errors).toBeUndefined();
    const g = q.body.data.job.webhookDeliveries;
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ eventId, eventType: 'JOB_FAILED', state: 'DELIVERED', attempts: 3, nextAttemptAt: null, deliveredAt: d.delivered_at });
    expect(g[0].attemptLog.map((a: any) => a.httpStatus)).toEqual([500, 500, 204]);
  });

  it('records a timeout and retries', async () => {
    const { api, apiKey } = await setup();
    rx.on('/slow', async (n, _r, res) => {
      // the first attempt gets no answer: held until the service gives up on it (its timeout closes the request)
      if (n === 0) return new Promise<void>((closed) => res.on('close', () => closed()));
      res.writeHead(200);
      res.end('ok');
    });
    const jobId = await finishedJob(t, apiKey, { status: 'cancelled', message: 'Cancelled by the client.', callbackUrl: rx.url('/slow') });
    const d = await settled(api, jobId, 'delivered', 2);
    expect(d.event_type).toBe('job.cancelled');
    expect(d.attempt_log[0]).toMatchObject({ http_status: null, error: 'timeout after 2500 ms', manual: false });
    expect(d.attempt_log[0].latency_ms).toBeGreaterThanOrEqual(900);
    expect(d.attempt_log[1]).toMatchObject({ http_status: 200, error: null });
  });

  it('stops at 410 Gone', async () => {
    const { api, apiKey } = await setup();
    rx.on('/gone', (_n, _r, res) => {
      res.writeHead(410);
      res.end();
    });
    const jobId = await finishedJob(t, apiKey, { status: 'no_employees', callbackUrl: rx.url('/gone') });
    const d = await settled(api, jobId, 'gone', 1);
    expect(d).toMatchObject({ attempts: 1, next_attempt_at: null, delivered_at: null });
    await webhookQueueIdle(t);
    expect(rx.received.filter((r) => r.path === '/gone')).toHaveLength(1);
    expect((await log(api, jobId))[0].attempts).toBe(1);
  });

  it('honours Retry-After on 429 (longer than the schedule)', async () => {
    const { api, apiKey } = await setup();
    rx.on('/busy', (n, _r, res) => {
      res.writeHead(n === 0 ? 429 : 200, n === 0 ? { 'retry-after': '3' } : {});
      res.end();
    });
    const jobId = await finishedJob(t, apiKey, { status: 'no_people_found', callbackUrl: rx.url('/busy') });
    const pending = await until(async () => {
      const [d] = await log(api, jobId);
      return d?.attempts === 1 ? d : null;
    });
    expect(pending.state).toBe('pending');
    const gap = Date.parse(pending.next_attempt_at) - Date.parse(pending.attempt_log[0].at);
    expect(gap).toBeGreaterThanOrEqual(2900);
    const got = await rx.waitFor('/busy', 2);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(2900);
    await settled(api, jobId, 'delivered', 2);
  });

  it('does not follow redirects', async () => {
    const { api, apiKey } = await setup();
    rx.on('/redirect', (n, _r, res) => {
      res.writeHead(n === 0 ? 302 : 200, n === 0 ? { location: rx.url('/redirect-target') } : {});
      res.end();
    });
    const jobId = await finishedJob(t, apiKey, { status: 'not_found', callbackUrl: rx.url('/redirect') });
    const d = await settled(api, jobId, 'delivered', 2);
    expect(d.attempt_log[0].http_status).toBe(302);
    expect(d.attempt_log[0].error).toMatch(/^redirect not followed/);
    expect(rx.received.filter((r) => r.path === '/redirect-target')).toHaveLength(0);
  });

  it('fails after the schedule; a manual redelivery re-arms it with the same event id', async () => {
    const { api, apiKey } = await setup();
    rx.on('/down', (n, _r, res) => {
      res.writeHead(n < 4 ? 500 : 200);
      res.end();
    });
    const jobId = await finishedJob(t, apiKey, { status: 'failed', message: 'x', callbackUrl: rx.url('/down') });
    const failed = await settled(api, jobId, 'failed', 4);
    expect(failed).toMatchObject({ attempts: 4, next_attempt_at: null });
    await webhookQueueIdle(t);
    expect(rx.received.filter((r) => r.path === '/down')).toHaveLength(4);

    const r = await api.post(`/v1/jobs/${jobId}/webhooks/redeliver`);
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ delivery_id: failed.id, event_id: failed.event_id, state: 'pending' });
    const d = await settled(api, jobId, 'delivered', 5);
    expect(d.attempt_log.map((a: any) => a.manual)).toEqual([false, false, false, false, true]);

    // Redelivering a delivered event: again the same id.
    const again = await api.post(`/v1/jobs/${jobId}/webhooks/redeliver`);
    expect(again.status).toBe(202);
    await settled(api, jobId, 'delivered', 6);
    const got = rx.received.filter((x) => x.path === '/down');
    expect(got).toHaveLength(6);
    expect(new Set(got.map((x) => x.headers['webhook-id']))).toEqual(new Set([failed.event_id]));
    expect(new Set(got.map((x) => x.body)).size).toBe(1);

    // Over GraphQL too.
    const m = await api.gql(`mutation($id: ID!) { redeliverJobWebhook(jobId: $id) { delivery { eventId } eventId state } }`, { id: jobId });
    expect(m.body.data.redeliverJobWebhook).toEqual({ delivery: { eventId: failed.event_id }, eventId: failed.event_id, state: 'PENDING' });
    await rx.waitFor('/down', 7);
    expect(rx.received.filter((x) => x.path === '/down')[6]!.headers['webhook-id']).toBe(failed.event_id);
  });

  it('ignores a duplicate or stale queue message: no extra attempt, never a second id', async () => {
    const { api, apiKey } = await setup();
    rx.on('/dup', (_n, _r, res) => void res.end());
    const jobId = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: rx.url('/dup') });
    const d = await settled(api, jobId, 'delivered', 1);
    // Replay the first attempt's message (as a crashed worker's pg-boss retry would) and a bogus one.
    const boss = t.service.deps.boss;
    await boss.send(WEBHOOK_QUEUE, { deliveryId: d.id, due: d.created_at });
    await boss.send(WEBHOOK_QUEUE, { deliveryId: d.id, due: new Date().toISOString() });
    await webhookQueueIdle(t); // both messages taken and done with
    expect(rx.received.filter((r) => r.path === '/dup')).toHaveLength(1);
    expect((await log(api, jobId))[0].attempts).toBe(1);
  });

  it('answers 409 webhook_not_configured and 404 job_not_found where redelivery makes no sense', async () => {
    const { api, apiKey, accountId } = await setup();
    const noCallback = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: null });
    const running = await finishedJob(t, apiKey, { status: 'processing', callbackUrl: rx.url('/never') });
    const tooLarge = await finishedJob(t, apiKey, { status: 'too_large', message: 'too big', callbackUrl: rx.url('/never') });
    for (const id of [noCallback, running, tooLarge]) {
      const r = await api.post(`/v1/jobs/${id}/webhooks/redeliver`);
      expect(r.status, id).toBe(409);
      expect(r.body.error.code).toBe('webhook_not_configured');
      expect(await log(api, id)).toEqual([]);
    }
    const other = client(t.url, (await createApiKey(t.service.deps.db.prisma, accountId)).apiKey);
    expect((await other.post(`/v1/jobs/${noCallback}/webhooks/redeliver`)).body.error.code).toBe('job_not_found');
    expect((await other.get(`/v1/jobs/${noCallback}/webhooks`)).status).toBe(404);
    expect((await api.get(`/v1/jobs/job_aaaaaaaaaaaaaaaaaaaaaaaa/webhooks`)).status).toBe(404);
    const g = await api.gql(`mutation($id: ID!) { redeliverJobWebhook(jobId: $id) { state } }`, { id: noCallback });
    expect(g.body.errors[0].extensions.code, JSON.stringify(g.body)).toBe('WEBHOOK_NOT_CONFIGURED');
    await webhookQueueIdle(t);
    expect(rx.received.filter((r) => r.path === '/never')).toHaveLength(0);
  });
});

describe('signing secret', () => {
  it('is created once, rotates over REST with both secrets signing for 24 h', async () => {
    const { api, apiKey, secret } = await setup();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const again = await api.get('/v1/webhooks/secret');
    expect(again.body).toEqual({ secret, created_at: expect.any(String), previous_secret_expires_at: null });

    const rotated = await api.post('/v1/webhooks/secret/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(secret);
    const overlapMs = Date.parse(rotated.body.previous_secret_expires_at) - Date.parse(rotated.body.created_at);
    expect(overlapMs).toBe(24 * 3600 * 1000);
    expect((await api.get('/v1/webhooks/secret')).body).toEqual(rotated.body);

    rx.on('/rotated', (_n, _r, res) => void res.end());
    await finishedJob(t, apiKey, { status: 'cancelled', callbackUrl: rx.url('/rotated') });
    const [r] = await rx.waitFor('/rotated', 1);
    expect(String(r!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyStandardWebhook([rotated.body.secret, secret], r!.headers, r!.body)).toEqual([rotated.body.secret, secret]);
  });

  it('reads and rotates over GraphQL; a second rotation retires the older previous secret', async () => {
    const { api, apiKey, secret } = await setup();
    const q = await api.gql(`{ webhookSecret { secret createdAt previousSecretExpiresAt } }`);
    expect(q.body.data.webhookSecret).toMatchObject({ secret, previousSecretExpiresAt: null });
    const first = (await api.gql(`mutation { rotateWebhookSecret { secret previousSecretExpiresAt } }`)).body.data.rotateWebhookSecret;
    const second = (await api.gql(`mutation { rotateWebhookSecret { secret createdAt previousSecretExpiresAt } }`)).body.data.rotateWebhookSecret;
    expect(new Set([secret, first.secret, second.secret]).size).toBe(3);
    expect(second.previousSecretExpiresAt).toEqual(expect.any(String));

    rx.on('/rotated-twice', (_n, _r, res) => void res.end());
    await finishedJob(t, apiKey, { status: 'cancelled', callbackUrl: rx.url('/rotated-twice') });
    const [r] = await rx.waitFor('/rotated-twice', 1);
    expect(verifyStandardWebhook([second.secret, first.secret, secret], r!.headers, r!.body)).toEqual([second.secret, first.secret]);
  });

  it('rotates from the admin CLI, which prints one JSON object', async () => {
    const { api, accountId, secret } = await setup();
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'webhook-secret', 'rotate', '--account', accountId], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
    });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(out).toEqual({
      account_id: accountId,
      secret: expect.stringMatching(/^whsec_/),
      created_at: expect.any(String),
      previous_secret_expires_at: expect.any(String),
    });
    expect(out.secret).not.toBe(secret);
    expect((await api.get('/v1/webhooks/secret')).body.secret).toBe(out.secret);

    const shown = await run('npm', ['run', '--silent', 'admin', '--', 'webhook-secret', 'show', '--account', accountId], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
    });
    expect(JSON.parse(shown.stdout)).toEqual(out);
  });
});
