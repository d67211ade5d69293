// Issue 25 item 4: submissions answered at once (not_found, too_large) are free, so a key without credits
// could write job rows without limit (9,440 in 6 minutes). Now each key has a budget of them per hour
// (FREE_ANSWERS_PER_HOUR), counted under the account lock: beyond it 429 rate_limited with Retry-After.
// Reads stay unlimited; submissions that start a job are not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

const BUDGET = 5;
let t: TestService;
beforeAll(async () => {
  t = await startTestService({ ROLE: 'api', FREE_ANSWERS_PER_HOUR: String(BUDGET) });
});
afterAll(async () => {
  await t?.close();
});

const submit = (input: string) => ({ input, operation: 'target_people', persona: 'owners-founders' });

describe('FREE_ANSWERS_PER_HOUR', () => {
  it('parallel free answers of a 0-credit key: exactly the budget is answered, the rest 429 rate_limited with Retry-After; nothing more stored', async () => {
    const { apiKey } = await t.account({ tier: 'pro', credits: 0 });
    const api = client(t.url, apiKey);
    // unknown companies (not_found) and one above the size gate (too_large), all at once
    const inputs = [...Array.from({ length: 11 }, (_, i) => `no-such-company-${i}`), 'fjord-analytics'];
    const answers = await Promise.all(inputs.map((input) => api.post('/v1/jobs', submit(input))));
    const answered = answers.filter((r) => r.status === 200);
    const limited = answers.filter((r) => r.status === 429);
    expect(answered.length).toBe(BUDGET);
    expect(limited.length).toBe(inputs.length - BUDGET);
    for (const r of answered) expect(['not_found', 'too_large']).toContain(r.body.status);
    for (const r of limited) {
      expect(r.body.error).toMatchObject({ code: 'rate_limited', limit: BUDGET });
      const retryAfter = Number(r.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    const { count } = (await api.get('/v1/jobs?limit=100')).body;
    expect(count).toBe(BUDGET);
    // the unversioned POST /jobs and GraphQL submitJob share the budget
    expect((await api.post('/jobs', { input: 'no-such-company-x' })).status).toBe(429);
    const gql = await api.gql(
      'mutation { submitJob(input: { input: "no-such-company-y", operation: TARGET_PEOPLE, persona: "owners-founders" }) { job { status } } }',
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: BUDGET, retryAfter: expect.any(Number) });
    // reads stay unlimited
    for (let i = 0; i < 3 * BUDGET; i++) expect((await api.get('/v1/jobs')).status).toBe(200);
  });

  it('the budget is per key, and submissions that start a job do not count', async () => {
    const { apiKey } = await t.account({ tier: 'pro', credits: 5 });
    const api = client(t.url, apiKey);
    for (let i = 0; i < BUDGET; i++) expect((await api.post('/v1/jobs', submit(`unknown-${i}`))).status).toBe(200);
    expect((await api.post('/v1/jobs', submit('unknown-last'))).status).toBe(429);
    expect((await api.post('/v1/jobs', submit('acme-analytics'))).status).toBe(202); // a real job: credits and a slot
    const other = client(t.url, (await t.account({ tier: 'pro', credits: 0 })).apiKey);
    expect((await other.post('/v1/jobs', submit('unknown-0'))).status).toBe(200);
  });
});
