// Webhook limits that keep one tenant from hurting the others: manual redelivery is rate-limited per job
// (WEBHOOK_REDELIVERY_LIMIT, 429 rate_limited with Retry-After), and one account's slow receiver holds at
// most WEBHOOK_ACCOUNT_CONCURRENCY of a process's webhook workers, so another account's event still
// goes out at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, type TestService } from '../support/service.js';
import type { Certificate, Receiver } from './receiver.js';
import { finishedJob, startWebhookTestbed, stopWebhookTestbed, until } from './support.js';

let cert: Certificate;
let rx: Receiver;
let t: TestService;

beforeAll(async () => {
  ({ cert, rx, t } = await startWebhookTestbed({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_RETRY_SCHEDULE_MS: '60000',
    WEBHOOK_TIMEOUT_MS: '8000',
    WEBHOOK_REDELIVERY_LIMIT: '3',
    WEBHOOK_ACCOUNT_CONCURRENCY: '1',
  }));
});

afterAll(() => stopWebhookTestbed({ cert, rx, t }));

async function delivered(api: ReturnType<typeof client>, jobId: string) {
  return until(async () => {
    const [d] = (await api.get(`/v1/jobs/${jobId}/webhooks`)).body.deliveries;
    return d?.state === 'delivered' ? d : null;
  });
}

it('rate-limits manual redelivery per job: parallel requests beyond the limit get 429 rate_limited with Retry-After', async () => {
  const { apiKey } = await t.account();
  const api = client(t.url, apiKey);
  const jobId = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: rx.url('/redeliver-limit') });
  await delivered(api, jobId);
  const replies = await Promise.all(Array.from({ length: 8 }, () => api.post(`/v1/jobs/${jobId}/webhooks/redeliver`)));
  const accepted = replies.filter((r) => r.status === 202);
  const limited = replies.filter((r) => r.status === 429);
  expect(accepted).toHaveLength(3);
  expect(limited).toHaveLength(5);
  for (const r of limited) {
    expect(r.body.error).toMatchObject({ code: 'rate_limited', limit: 3 });
    const retryAfter = Number(r.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }
  const g = await api.gql(`mutation($id: ID!) { redeliverJobWebhook(jobId: $id) { state } }`, { id: jobId });
  expect(g.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  await rx.waitFor('/redeliver-limit', 4); // the first delivery + the three accepted redeliveries
  // Another job of the same key has its own allowance.
  const other = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: rx.url('/redeliver-other') });
  await delivered(api, other);
  expect((await api.post(`/v1/jobs/${other}/webhooks/redeliver`)).status).toBe(202);
});

it("one account's slow receiver does not starve another account's deliveries", async () => {
  const slow = await t.account({ name: 'slow tenant' });
  const fast = await t.account({ name: 'fast tenant' });
  let open = 0;
  let maxOpen = 0;
  let slowEnded = 0;
  rx.on('/slow', (_n, _r, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    // Never answers: each attempt holds a worker until the service's 8 s deadline closes it.
    return new Promise<void>((r) =>
      res.on('close', () => {
        open--;
        slowEnded++;
        r();
      }),
    );
  });
  // Four slow events first (as many as a process has webhook workers), then one of another tenant.
  for (let i = 0; i < 4; i++) await finishedJob(t, slow.apiKey, { status: 'failed', callbackUrl: rx.url('/slow') });
  await rx.waitFor('/slow', 1);
  const jobId = await finishedJob(t, fast.apiKey, { status: 'failed', callbackUrl: rx.url('/fast') });
  await rx.waitFor('/fast', 1);
  // Not starved: the other tenant's delivery arrived while the slow attempt still held its worker.
  expect(slowEnded).toBe(0);
  expect(open).toBe(1);
  await delivered(client(t.url, fast.apiKey), jobId);
  expect(maxOpen).toBe(1); // WEBHOOK_ACCOUNT_CONCURRENCY=1: the slow tenant never held more than one worker
}, 30_000);
