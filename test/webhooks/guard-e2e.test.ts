// With WEBHOOK_ALLOW_PRIVATE_NETWORKS=false (the default): a callback_url that is localhost or a literal
// private address is refused at submission (422, REST and GraphQL); a delivery the SSRF guard refuses
// (a name that resolves to loopback) is `failed` after its one attempt; and the delivery log never
// says how the server resolves names.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, type TestService } from '../support/service.js';
import { CO } from '../jobs/helpers.js';
import type { Certificate, Receiver } from './receiver.js';
import { finishedJob, startWebhookTestbed, stopWebhookTestbed, until, webhookQueueIdle } from './support.js';

let cert: Certificate;
let rx: Receiver;
let t: TestService;

beforeAll(async () => {
  ({ cert, rx, t } = await startWebhookTestbed({ WEBHOOK_RETRY_SCHEDULE_MS: '200' }));
});

afterAll(() => stopWebhookTestbed({ cert, rx, t }));

async function settledDelivery(api: ReturnType<typeof client>, jobId: string) {
  return until(async () => {
    const [x] = (await api.get(`/v1/jobs/${jobId}/webhooks`)).body.deliveries;
    return x && x.state !== 'pending' ? x : null;
  });
}

it('refuses localhost and literal private, loopback, link-local and metadata callback URLs at submission', async () => {
  expect(t.service.deps.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS).toBe(false);
  const { apiKey } = await t.account({ credits: 5 });
  const api = client(t.url, apiKey);
  const refused = [
    rx.url('/x'), // https://localhost:PORT
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://10.0.0.8/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/x',
    'https://app.localhost/x',
  ];
  for (const callback_url of refused) {
    const r = await api.post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders', callback_url });
    expect(r.status, callback_url).toBe(422);
    expect(r.body.error.code).toBe('validation_error');
    expect(r.body.error.details[0].loc).toEqual(['body', 'callback_url']);
  }
  const u = await api.post('/jobs', { input: CO.healthy, callback_url: 'https://169.254.169.254/' });
  expect(u.status).toBe(422);
  const g = await api.gql(`mutation($i: SubmitJobInput!) { submitJob(input: $i) { __typename } }`, {
    i: { input: CO.healthy, operation: 'TARGET_PEOPLE', persona: 'owners-founders', callbackUrl: 'https://localhost/x' },
  });
  expect(g.body.errors?.[0]?.extensions?.code, JSON.stringify(g.body)).toBe('VALIDATION_ERROR');
  expect((await api.get('/v1/jobs')).body.count).toBe(0);
});

it('fails a delivery the guard refuses at once and logs it without resolution details', async () => {
  const { apiKey } = await t.account();
  const api = client(t.url, apiKey);
  // Recorded directly (as if submitted when private networks were allowed): the guard refuses at delivery.
  const jobId = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: rx.url('/guarded') });
  const d = await settledDelivery(api, jobId);
  expect(d.state).toBe('failed');
  expect(d.attempts).toBe(1);
  expect(d.attempt_log).toEqual([expect.objectContaining({ http_status: null, error: 'destination not allowed' })]);
  await webhookQueueIdle(t); // no attempt queued, due or running: the 200 ms schedule does not try again
  expect((await api.get(`/v1/jobs/${jobId}/webhooks`)).body.deliveries[0].attempts).toBe(1);

  const literal = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: `https://169.254.169.254:${rx.port}/meta` });
  const m = await settledDelivery(api, literal);
  expect(m).toMatchObject({ state: 'failed', attempts: 1 });
  expect(m.attempt_log[0].error).toBe('destination not allowed');
  expect(rx.received).toHaveLength(0);
});

it('says "destination not reachable" for a name that does not resolve, and keeps retrying it', async () => {
  const { apiKey } = await t.account();
  const api = client(t.url, apiKey);
  const jobId = await finishedJob(t, apiKey, { status: 'failed', callbackUrl: 'https://no-such-host.invalid/hook' });
  const d = await settledDelivery(api, jobId);
  expect(d.state).toBe('failed');
  expect(d.attempts).toBe(2); // a DNS failure may be temporary: the schedule runs
  for (const a of d.attempt_log) expect(a.error).toBe('destination not reachable');
  const text = JSON.stringify(d);
  expect(text).not.toMatch(/ENOTFOUND|EAI_AGAIN|resolve|127\.0\.0\.1/);
  const g = await api.gql(`query($id: ID!) { job(id: $id) { webhookDeliveries { attemptLog { error } } } }`, { id: jobId });
  expect(JSON.stringify(g.body)).toContain('destination not reachable');
});
