// job(id) over GraphQL: a done job (kept in the finished-jobs cache, src/db/job-reads.ts) answers the same
// bytes every time, stays scoped to the API key, and a job still running is never frozen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, waitForJob } from './helpers.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

const QUERY = `query($id: ID!) { job(id: $id) { jobId status stage targetPeopleCount creditsCharged creditsBalance
  company { id name } targetPeople { rankInCompany why person { name } professional { tier role } contact { email { address status } } } } }`;

describe('GraphQL job(id) on done jobs', () => {
  it('answers repeated queries identically, per key, and reflects running jobs live', async () => {
    const a = await t.account({ tier: 'pro', credits: 5 });
    const api = client(t.url, a.apiKey);
    const r = await api.post('/v1/jobs', jobBody(CO.slow));
    const id = r.body.job_id as string;

    // While running: every query sees the current state (nothing is frozen).
    const running = await api.gql(QUERY, { id });
    expect(running.body.data.job.status).toBe('PROCESSING');
    const rest = await waitForJob(api, id);
    expect(rest.status).toBe('done');

    const first = await api.gql(QUERY, { id });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.job).toMatchObject({ jobId: id, status: 'DONE', creditsCharged: 1, targetPeopleCount: rest.target_people_count });
    expect(first.body.data.job.targetPeople.map((p: { person: { name: string } }) => p.person.name)).toEqual(
      rest.target_people.map((p: { person: { name: string } }) => p.person.name),
    );
    for (let i = 0; i < 3; i++) expect((await api.gql(QUERY, { id })).text).toBe(first.text);
    // The same document with the id inline, and with other fields, still answers correctly.
    const inline = await api.gql(`{ job(id: "${id}") { status targetPeopleCount } }`);
    expect(inline.body.data.job).toEqual({ status: 'DONE', targetPeopleCount: rest.target_people_count });
    const withMutable = await api.gql(`query($id: ID!) { job(id: $id) { status preview { capped } webhookDeliveries { id } } }`, { id });
    expect(withMutable.body.errors).toBeUndefined();
    expect(withMutable.body.data.job.status).toBe('DONE');

    // Another key of another account never sees it.
    const b = await t.account();
    const other = await client(t.url, b.apiKey).gql(QUERY, { id });
    expect(other.body.data?.job ?? null).toBeNull();
    expect(other.body.errors[0].extensions.code).toBe('JOB_NOT_FOUND');
  });
});
