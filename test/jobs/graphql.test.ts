// Jobs over GraphQL: queries and mutations over HTTP, subscriptions over real WebSockets (graphql-ws).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, waitForJob } from './helpers.js';

let ts: TestService;
const sockets: WsClient[] = [];

beforeAll(async () => {
  ts = await startTestService();
});
afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await ts?.close();
});

function ws(apiKey: string): WsClient {
  const c = createClient({ url: `${ts.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey } });
  sockets.push(c);
  return c;
}

/** Collect a subscription's payloads until it completes, errors, or `stop` says so. */
function collect(c: WsClient, query: string, variables: Record<string, unknown>, stop: (p: any) => boolean = () => false) {
  const payloads: any[] = [];
  let unsubscribe = () => {};
  const done = new Promise<{ payloads: any[]; error?: unknown }>((resolve) => {
    unsubscribe = c.subscribe(
      { query, variables },
      {
        next: (p) => {
          payloads.push(p);
          if (stop(p)) {
            unsubscribe();
            resolve({ payloads });
          }
        },
        error: (error) => resolve({ payloads, error }),
        complete: () => resolve({ payloads }),
      },
    );
  });
  return { payloads, done, unsubscribe: () => unsubscribe() };
}

const JOB_FIELDS = `jobId status processingState stage nextRetryAt message companyId teamScanned profilesEnriched
  preliminaryCandidates targetPeopleCount creditsCharged creditsBalance input operation createdAt finishedAt
  persona { slug name }`;

const PROGRESS = `subscription($id: ID!) { jobProgress(jobId: $id) { change jobId job { ${JOB_FIELDS} } preview { stage capped counters { teamScanned verified } people { personRef name verificationComplete } } } }`;

describe('queries and mutations', () => {
  it('submitJob, job, jobs, cancelJob, retryJob with the same rules as REST', async () => {
    const a = await ts.account({ tier: 'pro', credits: 5 });
    const api = client(ts.url, a.apiKey);
    const submit = `mutation($input: SubmitJobInput!, $key: String) { submitJob(input: $input, idempotencyKey: $key) { jobId status job { ${JOB_FIELDS} } } }`;
    const input = { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' };
    const r = await api.gql(submit, { input, key: 'gql-1' });
    expect(r.body.errors).toBeUndefined();
    const { jobId, status } = r.body.data.submitJob;
    expect(status).toBe('processing');
    const replay = await api.gql(submit, { input, key: 'gql-1' });
    expect(replay.body.data.submitJob.jobId).toBe(jobId);
    const conflict = await api.gql(submit, { input: { ...input, input: CO.formerOnly }, key: 'gql-1' });
    expect(conflict.body.errors[0].extensions.code).toBe('idempotency_conflict');

    for (const [bad, code] of [
      [{ ...input, input: 'Acme Inc' }, 'invalid_input'],
      [{ ...input, operation: 'x' }, 'unsupported_operation'],
      [{ ...input, persona: '' }, 'persona_required'],
      [{ ...input, persona: 'nope' }, 'persona_not_found'],
      [{ ...input, callbackUrl: 'http://insecure.example' }, 'validation_error'],
    ] as const) {
      const e = await api.gql(submit, { input: bad });
      expect(e.body.errors[0].extensions.code).toBe(code);
    }

    await waitForJob(api, jobId);
    const job = await api.gql(
      `query($id: ID!) { job(id: $id) { ${JOB_FIELDS} company { id name employeesCount location { country } recentPosts { url } }
        targetPeople { rankInCompany isDecisionMaker why person { name firstName flags { verified } interests { groups { name } } }
          professional { tier role function } contact { email { address status qualityScore } bioLinks { url } }
          experience { title companyId end } education { school } signals { avgEngagement recentPosts { engagement { likes } } } meta { networkId hasRealPhoto } } } }`,
      { id: jobId },
    );
    expect(job.body.errors).toBeUndefined();
    const rest = (await api.get(`/v1/jobs/${jobId}`)).body;
    const g = job.body.data.job;
    expect(g).toMatchObject({ jobId, status: 'done', creditsCharged: 1, creditsBalance: rest.credits_balance, targetPeopleCount: rest.target_people_count });
    expect(g.company).toMatchObject({ id: rest.company.id, name: rest.company.name, employeesCount: rest.company.employees_count });
    expect(g.targetPeople.map((p: any) => p.person.name)).toEqual(rest.target_people.map((p: any) => p.person.name));
    expect(g.targetPeople[0].contact.email.address).toBe(rest.target_people[0].contact.email.address);

    const list = await api.gql(`{ jobs(q: "acme", limit: 5) { count jobs { jobId status persona targetPeople companyName } } }`);
    expect(list.body.data.jobs).toMatchObject({ count: 1, jobs: [{ jobId, status: 'done', persona: 'Owners & founders' }] });

    const cancel = await api.gql(`mutation($id: ID!) { cancelJob(id: $id) { status creditsCharged } }`, { id: jobId });
    expect(cancel.body.data.cancelJob).toEqual({ status: 'done', creditsCharged: 1 });
    const retry = await api.gql(`mutation($id: ID!) { retryJob(id: $id) { jobId } }`, { id: jobId });
    expect(retry.body.errors[0].extensions.code).toBe('job_not_retryable');

    const stranger = client(ts.url, (await ts.account()).apiKey);
    const hidden = await stranger.gql(`query($id: ID!) { job(id: $id) { jobId } }`, { id: jobId });
    expect(hidden.body.errors[0].extensions.code).toBe('job_not_found');
  });

  it('submitJob answers too_large at once', async () => {
    const a = await ts.account({ tier: 'free' });
    const api = client(ts.url, a.apiKey);
    const r = await api.gql(`mutation { submitJob(input: {input: "${CO.mid}", operation: "target_people", persona: "owners-founders"}) { status job { message stage } } }`);
    expect(r.body.data.submitJob).toMatchObject({ status: 'too_large', job: { stage: null } });
    expect(r.body.data.submitJob.job.message).toMatch(/140 employees/);
  });
});

describe('subscriptions', () => {
  it('jobProgress follows a job from submission to done, then completes', async () => {
    const a = await ts.account({ tier: 'pro', credits: 5 });
    const api = client(ts.url, a.apiKey);
    const sub = await api.post('/v1/jobs', { input: CO.slow, operation: 'target_people', persona: 'owners-founders' });
    const jobId = sub.body.job_id;
    const { done } = collect(ws(a.apiKey), PROGRESS, { id: jobId });
    const { payloads, error } = await done;
    expect(error).toBeUndefined();
    const events = payloads.map((p) => {
      expect(p.errors).toBeUndefined();
      return p.data.jobProgress;
    });
    expect(events[0].change).toBe('snapshot');
    const last = events[events.length - 1];
    expect(last.change).toBe('status');
    expect(last.job).toMatchObject({ jobId, status: 'done', creditsCharged: 1 });
    const stages = new Set(events.map((e: any) => e.job.stage));
    for (const s of ['scan_team', 'enrich_profiles', 'find_candidates', 'verify_candidates', 'match_target']) expect(stages).toContain(s);
    const changes = new Set(events.map((e: any) => e.change));
    for (const c of ['stage', 'counters', 'preview', 'status']) expect(changes).toContain(c);
    // Counters only grow.
    const scanned = events.map((e: any) => e.job.teamScanned);
    expect([...scanned].sort((x, y) => x - y)).toEqual(scanned);
    expect(last.preview.counters.teamScanned).toBe(last.job.teamScanned);
    expect(last.preview.people.length).toBeGreaterThan(0);
  });

  it('jobProgress on a finished job sends its state and completes', async () => {
    const a = await ts.account({ tier: 'free' });
    const api = client(ts.url, a.apiKey);
    const r = await api.post('/v1/jobs', { input: CO.mid, operation: 'target_people', persona: 'owners-founders' });
    const { done } = collect(ws(a.apiKey), PROGRESS, { id: r.body.job_id });
    const { payloads } = await done;
    expect(payloads).toHaveLength(1);
    expect(payloads[0].data.jobProgress).toMatchObject({ change: 'snapshot', job: { status: 'too_large' } });
  });

  it("refuses another key's job with job_not_found", async () => {
    const owner = await ts.account({ tier: 'pro' });
    const stranger = await ts.account({ tier: 'pro' });
    const r = await client(ts.url, owner.apiKey).post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' });
    const { done } = collect(ws(stranger.apiKey), PROGRESS, { id: r.body.job_id });
    const { payloads, error } = await done;
    const errors = (error as any[] | undefined) ?? payloads[0]?.errors;
    expect(errors?.[0]?.extensions?.code).toBe('job_not_found');
    expect(payloads.every((p) => !p.data?.jobProgress)).toBe(true);
    await waitForJob(client(ts.url, owner.apiKey), r.body.job_id);
  });

  it("jobUpdates streams every change of the key's jobs and nothing of others", async () => {
    const a = await ts.account({ tier: 'pro', credits: 5 });
    const b = await ts.account({ tier: 'pro', credits: 5 });
    const api = client(ts.url, a.apiKey);
    const c = ws(a.apiKey);
    const seen = collect(
      c,
      `subscription { jobUpdates { change jobId job { status stage teamScanned } } }`,
      {},
      (p) => p.data?.jobUpdates?.job?.status === 'done',
    );
    // Make sure the subscription is established before submitting.
    await new Promise((r) => setTimeout(r, 300));
    const other = await client(ts.url, b.apiKey).post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' });
    const mine = await api.post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' });
    const { payloads } = await seen.done;
    const events = payloads.map((p) => p.data.jobUpdates);
    expect(events.every((e: any) => e.jobId === mine.body.job_id)).toBe(true);
    expect(events.map((e: any) => e.change)).toContain('created');
    expect(events.map((e: any) => e.change)).toContain('stage');
    expect(events[events.length - 1].job.status).toBe('done');
    await waitForJob(client(ts.url, b.apiKey), other.body.job_id);
  });
});
