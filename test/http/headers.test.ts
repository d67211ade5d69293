// The HTTP headers generic clients rely on (issue 27 item 5): 202 with Location (the job's URL), 401 with
// WWW-Authenticate, 405 with Allow, 429 concurrency_limit with Retry-After; over REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO } from '../support/sample-companies.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

const submit = (input: string) => ({ input, operation: 'target_people', persona: 'owners-founders' });

describe('headers', () => {
  it('202 answers carry Location, the URL to poll', async () => {
    const { apiKey } = await t.account({ tier: 'premium', credits: 10 });
    const api = client(t.url, apiKey);
    const accepted = await api.post('/v1/jobs', submit(CO.slow), { 'idempotency-key': 'located' });
    expect(accepted.status).toBe(202);
    const location = accepted.headers.get('location');
    expect(location).toBe(`/v1/jobs/${accepted.body.job_id}`);
    expect((await api.get(location!)).body).toMatchObject({ job_id: accepted.body.job_id });
    // A replay answers the same, Location included.
    const replay = await api.post('/v1/jobs', submit(CO.slow), { 'idempotency-key': 'located' });
    expect([replay.headers.get('idempotent-replayed'), replay.headers.get('location')]).toEqual(['true', location]);
    // The unversioned submission points at the unversioned poll.
    const unversioned = await api.post('/jobs', { input: CO.slow });
    expect(unversioned.status).toBe(202);
    expect(unversioned.headers.get('location')).toBe(`/jobs/${unversioned.body.job_id}`);
    expect((await api.get(unversioned.headers.get('location')!)).status).toBe(200);
  });

  it('401 answers carry WWW-Authenticate (REST and GraphQL)', async () => {
    const challenge = 'ApiKey realm="target-people", header="X-API-Key"';
    for (const api of [client(t.url), client(t.url, 'tp_live_not_a_key')]) {
      const rest = await api.get('/v1/account');
      expect([rest.status, rest.headers.get('www-authenticate')]).toEqual([401, challenge]);
      const gql = await api.gql('{ account { tier } }');
      expect([gql.status, gql.headers.get('www-authenticate')]).toEqual([401, challenge]);
    }
  });

  it("405 answers carry Allow, the path's methods", async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    for (const [method, path, allow] of [
      ['PUT', '/v1/jobs', 'GET, POST, HEAD'],
      ['DELETE', '/v1/account', 'GET, HEAD'],
      ['GET', '/v1/jobs/job_x/cancel', 'POST'],
      ['PUT', '/v1/personas/owners-founders', 'PATCH, DELETE'],
    ] as const) {
      const r = await api.call(method, path);
      expect({ method, path, status: r.status, code: r.body.error.code, allow: r.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        code: 'method_not_allowed',
        allow,
      });
    }
  });

  it('GraphQL answers another method 405 METHOD_NOT_ALLOWED with Allow', async () => {
    const { apiKey } = await t.account();
    const r = await client(t.url, apiKey).call('PUT', '/graphql', { query: '{ errorCodes }' });
    expect([r.status, r.headers.get('allow'), r.body.errors[0].extensions.code]).toEqual([405, 'GET, POST', 'METHOD_NOT_ALLOWED']);
  });

  it('429 concurrency_limit carries Retry-After (REST), retryAfter (GraphQL)', async () => {
    const { apiKey } = await t.account({ tier: 'free', credits: 10 });
    const api = client(t.url, apiKey);
    expect((await api.post('/v1/jobs', submit(CO.slow))).status).toBe(202);
    const refused = await api.post('/v1/jobs', submit(CO.healthy));
    expect([refused.status, refused.body.error.code, refused.headers.get('retry-after')]).toEqual([429, 'concurrency_limit', '10']);
    const gql = await api.gql(
      `mutation { submitJob(input: {input: "${CO.healthy}", operation: TARGET_PEOPLE, persona: "owners-founders"}) { job { jobId } } }`,
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'CONCURRENCY_LIMIT', limit: 1, retryAfter: 10 });
  });
});
