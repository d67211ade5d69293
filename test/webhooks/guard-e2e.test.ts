// With WEBHOOK_ALLOW_PRIVATE_NETWORKS=false (the default) a delivery to a host that resolves to
// loopback is refused before any connection, logged as such, and retried on the schedule until failed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, type TestService } from '../support/service.js';
import type { Certificate, Receiver } from './receiver.js';
import { finishedJob, startWebhookTestbed, stopWebhookTestbed, until } from './support.js';

let cert: Certificate;
let rx: Receiver;
let t: TestService;

beforeAll(async () => {
  ({ cert, rx, t } = await startWebhookTestbed({ WEBHOOK_RETRY_SCHEDULE_MS: '200' }));
});

afterAll(() => stopWebhookTestbed({ cert, rx, t }));

it('refuses and logs a delivery to a host that resolves to loopback', async () => {
  expect(t.service.deps.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS).toBe(false);
  const { apiKey } = await t.account();
  const api = client(t.url, apiKey);
  const jobId = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: rx.url('/guarded') });
  const d = await until(async () => {
    const [x] = (await api.get(`/v1/jobs/${jobId}/webhooks`)).body.deliveries;
    return x?.state === 'failed' ? x : null;
  });
  expect(d.attempts).toBe(2);
  for (const a of d.attempt_log) {
    expect(a.http_status).toBeNull();
    expect(a.error).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), which is a loopback address$/);
  }
  const literal = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: `https://169.254.169.254:${rx.port}/meta` });
  const m = await until(async () => {
    const [x] = (await api.get(`/v1/jobs/${literal}/webhooks`)).body.deliveries;
    return x?.state === 'failed' ? x : null;
  });
  expect(m.attempt_log[0].error).toBe('refused: 169.254.169.254 is a cloud metadata address');
  expect(rx.received).toHaveLength(0);
});
