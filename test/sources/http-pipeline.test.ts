// NETWORK_SOURCE=http through the real pipeline: a service reading the bundled sample through the HTTP
// source protocol (local server, bearer token) gives every representative company the same poll body as
// a service on the embedded source: done, no_employees, no_people_found, not_found, too_large, retried
// (delayed → done) and failed stages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { jobBody, waitForJob } from '../jobs/helpers.js';
import { startProtocolServer, type ProtocolServer } from './protocol-server.js';

let server: ProtocolServer;
let viaHttp: TestService;
let embedded: TestService;

const env = { PIPELINE_RETRY_BASE_MS: '100', PIPELINE_RETRY_MAX_MS: '2000' };

beforeAll(async () => {
  server = await startProtocolServer({ token: 'team-token' });
  [viaHttp, embedded] = await Promise.all([
    startTestService({ ...env, NETWORK_SOURCE: 'http', NETWORK_SOURCE_URL: server.url, NETWORK_SOURCE_TOKEN: 'team-token' }),
    startTestService(env),
  ]);
});
afterAll(async () => {
  await Promise.all([viaHttp?.close(), embedded?.close()]);
  await server?.close();
});

/** The poll body without what differs between two runs of the same job (ids, times, balances). */
function comparable(job: Record<string, unknown>): Record<string, unknown> {
  const { job_id: _id, created_at: _c, finished_at: _f, credits_balance: _b, ...rest } = job;
  // A failed stage's message quotes the source's own error text, which differs by transport.
  if (rest.status === 'failed') rest.message = String(rest.message).replace(/:.*$/, '');
  return rest;
}

type Outcome = Record<string, unknown> | { failed: Record<string, unknown>; after: Record<string, unknown> };

async function run(ts: TestService, input: string, tier: 'free' | 'premium'): Promise<Outcome> {
  const a = await ts.account({ tier, credits: 5 });
  const api = client(ts.url, a.apiKey);
  const r = await api.post('/v1/jobs', jobBody(input));
  expect([200, 202]).toContain(r.status);
  const job = await waitForJob(api, r.body.job_id, undefined, 45_000);
  if (job.status === 'failed') {
    // A failed stage may be retried; the sample's permanent failures happen once.
    const retried = await api.post(`/v1/jobs/${job.job_id}/retry`);
    expect(retried.status).toBe(202);
    return { failed: comparable(job), after: comparable(await waitForJob(api, job.job_id, undefined, 45_000)) };
  }
  return comparable(job);
}

const cases: Array<[string, string, 'free' | 'premium', string]> = [
  ['healthy company, by URL', 'https://network.example/company/acme-analytics', 'premium', 'done'],
  ['by numeric id', '1032', 'premium', 'done'],
  ['one-person company', 'solo-ventures', 'premium', 'done'],
  ['just above the gate, premium', 'fjord-analytics', 'premium', 'done'],
  ['empty roster', 'empty-shell', 'premium', 'no_employees'],
  ['former employees only', 'ghost-works', 'premium', 'no_people_found'],
  ['unknown company', 'no-such-company', 'premium', 'not_found'],
  ['above the gate, free plan', 'kestrel-consulting', 'free', 'too_large'],
  ['scan_team retried', 'flaky-networks', 'premium', 'done'],
  ['match_company retried', 'lost-signal', 'premium', 'done'],
  ['verify_candidates retried', 'hiccup-health', 'premium', 'done'],
  ['enrich_profiles failed once, then retried', 'broken-pipe-media', 'premium', 'failed→done'],
];

describe('NETWORK_SOURCE=http through the pipeline', () => {
  it.each(cases)('%s (%s): the same poll body as the embedded source', async (_name, input, tier, expected) => {
    const [got, want] = await Promise.all([run(viaHttp, input, tier), run(embedded, input, tier)]);
    expect(got).toEqual(want);
    const status =
      'after' in want
        ? `${String((want.failed as Record<string, unknown>).status)}→${String((want.after as Record<string, unknown>).status)}`
        : String(want.status);
    expect(status).toBe(expected);
  });

  it('every request carried the bearer token', () => {
    expect(server.requests.length).toBeGreaterThan(100);
    expect(server.requests.every((r) => r.authorization === 'Bearer team-token')).toBe(true);
  });
});

describe('NETWORK_SOURCE=http: a body that does not validate fails the job naming the field', () => {
  it('failed at scan_team with the field in the message', async () => {
    server.intercept = (path) =>
      path.startsWith('/companies/1010/roster') ? { status: 200, body: JSON.stringify({ entries: [{ person_ref: 'x' }], next: null }) } : undefined;
    try {
      const a = await viaHttp.account({ tier: 'premium', credits: 5 });
      const api = client(viaHttp.url, a.apiKey);
      const r = await api.post('/v1/jobs', jobBody('1010'));
      const job = await waitForJob(api, r.body.job_id);
      expect(job).toMatchObject({ status: 'failed', stage: 'scan_team', credits_charged: 0 });
      expect(job.message).toMatch(
        /^Stage scan_team failed: data source: http source GET \/companies\/1010\/roster\?limit=\d+: invalid response body: entries\.0\.name: /,
      );
      expect(job.message).not.toContain('team-token');
    } finally {
      server.intercept = null;
    }
  });
});
