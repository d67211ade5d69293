// End to end with the real jobs pipeline: a job submitted with callback_url to a local HTTPS receiver
// (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true) delivers the spec's done payload, equal to the poll result's
// fields (versioned) or to GET /company/{id}/dm (unversioned); other terminal statuses are delivered;
// synchronous answers are not; callback_url is validated at submission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestService } from '../support/service.js';
import { CO } from '../support/sample-companies.js';
import { verifyStandardWebhook, type Certificate, type Receiver } from './receiver.js';
import { startWebhookTestbed, stopWebhookTestbed, until, webhookQueueIdle } from './support.js';

let cert: Certificate;
let rx: Receiver;
let t: TestService;

beforeAll(async () => {
  ({ cert, rx, t } = await startWebhookTestbed({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_RETRY_SCHEDULE_MS: '300,300',
  }));
});

afterAll(() => stopWebhookTestbed({ cert, rx, t }));

async function setup(tier: 'free' | 'premium' = 'premium') {
  const acct = await t.account({ tier, credits: 10 });
  const api = client(t.url, acct.apiKey);
  const secret = (await api.get('/v1/webhooks/secret')).body.secret as string;
  return { api, secret, ...acct };
}

async function terminal(api: ReturnType<typeof client>, jobId: string) {
  return until(
    async () => {
      const r = await api.get(`/v1/jobs/${jobId}`);
      return r.body.status !== 'processing' ? r : null;
    },
    30_000,
    `job ${jobId} terminal`,
  );
}

describe('end to end', () => {
  it('delivers the versioned done payload, equal to the poll result, signed', async () => {
    const { api, secret } = await setup();
    const sub = await api.post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders', callback_url: rx.url('/v1-done') });
    expect(sub.status).toBe(202);
    const jobId = sub.body.job_id as string;
    const poll = await terminal(api, jobId);
    expect(poll.body.status).toBe('done');
    const [hook] = await rx.waitFor('/v1-done', 1);
    expect(verifyStandardWebhook([secret], hook!.headers, hook!.body)).toEqual([secret]);

    const p = JSON.parse(poll.text);
    const expected = {
      job_id: p.job_id,
      company_id: p.company_id,
      company: p.company,
      status: 'done',
      target_people_count: p.target_people_count,
      target_people: p.target_people,
    };
    expect(JSON.parse(hook!.body)).toEqual(expected);
    expect(Object.keys(JSON.parse(hook!.body))).toEqual(['job_id', 'company_id', 'company', 'status', 'target_people_count', 'target_people']);
    expect(hook!.body).toBe(JSON.stringify(expected));
    expect(p.target_people_count).toBeGreaterThan(0);

    const log = await until(async () => {
      const [d] = (await api.get(`/v1/jobs/${jobId}/webhooks`)).body.deliveries;
      return d?.state === 'delivered' ? d : null;
    });
    expect(log).toMatchObject({ event_type: 'job.done', event_id: hook!.headers['webhook-id'], attempts: 1 });

    const g = await api.gql(`query($id: ID!) { job(id: $id) { status webhookDeliveries { eventId eventType state attemptLog { httpStatus manual } } } }`, {
      id: jobId,
    });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.job.webhookDeliveries).toEqual([
      { eventId: log.event_id, eventType: 'JOB_DONE', state: 'DELIVERED', attemptLog: [{ httpStatus: 200, manual: false }] },
    ]);
  });

  it('delivers the unversioned done payload for POST /jobs, equal to GET /company/{id}/dm', async () => {
    const { api, secret } = await setup();
    const sub = await api.post('/jobs', { input: CO.healthy, callback_url: rx.url('/unversioned-done') });
    expect(sub.status).toBe(202);
    const jobId = sub.body.job_id as string;
    const status = await until(async () => {
      const r = await api.get(`/jobs/${jobId}`);
      return r.body.status !== 'processing' ? r.body : null;
    });
    expect(status.status).toBe('done');
    const [hook] = await rx.waitFor('/unversioned-done', 1);
    expect(verifyStandardWebhook([secret], hook!.headers, hook!.body)).toEqual([secret]);
    const dm = await api.get(`/company/${status.company_id}/dm`);
    expect(dm.status).toBe(200);
    const body = JSON.parse(hook!.body);
    expect(Object.keys(body)).toEqual(['job_id', 'company_id', 'status', 'count', 'decision_makers']);
    expect(body).toEqual({ job_id: jobId, company_id: dm.body.company_id, status: 'done', count: dm.body.count, decision_makers: dm.body.decision_makers });
    expect(body.count).toBeGreaterThan(0);
    expect(Object.keys(body.decision_makers[0]).sort()).toEqual(
      [
        'rank_in_company',
        'name',
        'headline',
        'role',
        'tier',
        'function',
        'is_decision_maker',
        'why',
        'network_url',
        'photo_url',
        'email',
        'email_status',
      ].sort(),
    );
  });

  it('delivers other terminal statuses: no_employees and cancelled', async () => {
    const { api } = await setup();
    const empty = await api.post('/v1/jobs', {
      input: CO.empty,
      operation: 'target_people',
      persona: 'owners-founders',
      callback_url: rx.url('/no-employees'),
    });
    expect(empty.status).toBe(202);
    const poll = (await terminal(api, empty.body.job_id)).body;
    expect(poll.status).toBe('no_employees');
    const [h1] = await rx.waitFor('/no-employees', 1);
    expect(JSON.parse(h1!.body)).toEqual({ job_id: poll.job_id, company_id: poll.company_id, status: 'no_employees', message: poll.message });

    const slow = await api.post('/v1/jobs', { input: CO.slow, operation: 'target_people', persona: 'owners-founders', callback_url: rx.url('/cancelled') });
    expect(slow.status).toBe(202);
    // cancelled while the pipeline works on it (past matching the company)
    await until(
      async () => {
        const j = (await api.get(`/v1/jobs/${slow.body.job_id}`)).body;
        return j.status === 'processing' && (j.stage === 'scan_team' || j.stage === 'enrich_profiles');
      },
      30_000,
      'the slow job to be scanning its team',
    );
    const c = await api.post(`/v1/jobs/${slow.body.job_id}/cancel`);
    expect(c.status).toBe(200);
    expect(c.body.status).toBe('cancelled');
    const [h2] = await rx.waitFor('/cancelled', 1);
    expect(JSON.parse(h2!.body)).toEqual({ job_id: slow.body.job_id, company_id: c.body.company_id, status: 'cancelled', message: c.body.message });
    const d = (await api.get(`/v1/jobs/${slow.body.job_id}/webhooks`)).body.deliveries;
    expect(d.map((x: any) => x.event_type)).toEqual(['job.cancelled']);
  });

  it('sends nothing for a synchronous too_large answer', async () => {
    const { api } = await setup('free');
    const r = await api.post('/v1/jobs', { input: CO.mid, operation: 'target_people', persona: 'owners-founders', callback_url: rx.url('/too-large') });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('too_large');
    expect((await api.get(`/v1/jobs/${r.body.job_id}/webhooks`)).body).toEqual({ deliveries: [] });
    const again = await api.post(`/v1/jobs/${r.body.job_id}/webhooks/redeliver`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('webhook_not_configured');
    await webhookQueueIdle(t);
    expect(rx.received.filter((x) => x.path === '/too-large')).toHaveLength(0);
  });

  it('validates callback_url at submission (422 naming the field)', async () => {
    const { api } = await setup();
    for (const callback_url of [
      'http://hooks.example.com/x',
      'https://user:pw@hooks.example.com/x',
      `https://hooks.example.com/${'a'.repeat(2048)}`,
      'not a url',
    ]) {
      const r = await api.post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders', callback_url });
      expect(r.status, callback_url).toBe(422);
      expect(r.body.error.code).toBe('validation_error');
      expect(r.body.error.details[0].loc).toEqual(['body', 'callback_url']);
    }
    const u = await api.post('/jobs', { input: CO.healthy, callback_url: 'http://hooks.example.com/x' });
    expect(u.status).toBe(422);
    expect(u.body.error.details[0].loc).toEqual(['body', 'callback_url']);
  });
});
