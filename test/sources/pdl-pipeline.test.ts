// NETWORK_SOURCE=pdl through the real pipeline against a local fake People Data Labs (test/sources/pdl):
// a job runs to done over Company Enrichment + paged Person Search, costs are counted on the job (REST and
// GraphQL), in /metrics and once more nothing within the cache TTL; 429 waits, 5xx and a cut-off body
// retry; 401, 402 and a body that does not validate fail the job with a message naming the cause.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { rosterQuery } from '../../src/sources/pdl/query.js';
import { jobBody, query, waitForJob, type Client } from '../jobs/helpers.js';
import { createLogger } from '../../src/observability/log.js';
import { PDL_KEY, startFakePdl, type FakePdl } from './pdl/fake-server.js';

const ROSTER = [
  'co-founder and chief executive officer',
  'co-founder and chief technology officer',
  'founder and chief product officer', // stale job_last_verified: not confirmed, never a target
  'head of engineering',
  ...Array.from({ length: 126 }, (_, i) => ['software engineer', 'senior data engineer', 'account executive', 'product manager'][i % 4]!),
];

let pdl: FakePdl;
let ts: TestService;
let api: Client;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  pdl = await startFakePdl([
    { linkedinId: '18170482', slug: 'peopledatalabs', name: 'people data labs', titles: ROSTER, stale: [2] },
    { linkedinId: '5550001', slug: 'tiny-pdl', name: 'tiny pdl', titles: ['owner', 'software engineer'] },
  ]);
  ts = await startTestService(
    {
      NETWORK_SOURCE: 'pdl',
      PDL_API_KEY: PDL_KEY,
      PDL_BASE_URL: pdl.url,
      PIPELINE_RETRY_BASE_MS: '100',
      PIPELINE_RETRY_MAX_MS: '1000',
    },
    { log: createLogger('info', {}, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }) },
  );
  const a = await ts.account({ tier: 'premium', credits: 50 });
  api = client(ts.url, a.apiKey);
});
afterAll(async () => {
  await ts?.close();
  await pdl?.close();
});
beforeEach(async () => {
  // Every test starts without cached vendor records (so it pays again) and with a fresh request log.
  await query(ts.databaseUrl, 'DELETE FROM source_cache');
  pdl.requests.length = 0;
  pdl.faults.length = 0;
});

const calls = (endpoint: string) => pdl.requests.filter((r) => r.endpoint === endpoint);
const BIG = 'https://www.linkedin.com/company/peopledatalabs';

async function run(input = BIG): Promise<any> {
  const r = await api.post('/v1/jobs', jobBody(input));
  expect([200, 202]).toContain(r.status);
  return waitForJob(api, r.body.job_id, undefined, 45_000);
}

describe('NETWORK_SOURCE=pdl: a job to done', () => {
  it('resolves, pages the roster with the scroll token, enriches from the search records and counts the cost', async () => {
    const job = await run();
    expect(job).toMatchObject({ status: 'done', company_id: 18170482, team_scanned: 130, profiles_enriched: 130 });
    expect(job.company).toMatchObject({
      id: 18170482,
      name: 'people data labs',
      network_url: 'https://linkedin.com/company/peopledatalabs',
      website: 'https://peopledatalabs.com',
      domain: 'peopledatalabs.com',
      industry: 'computer software',
      employees_count: 130,
      location: { locality: 'san francisco', region: 'california', country: 'united states', country_code: '', postal_code: '94105' },
      // what PDL does not have stays empty
      description: '',
      logo_url: '',
      recent_posts: [],
    });
    const titles = job.target_people.map((p: any) => p.experience[0].title);
    expect(titles).toContain('co-founder and chief executive officer');
    expect(titles).toContain('co-founder and chief technology officer');
    expect(titles).not.toContain('founder and chief product officer'); // verified 800 days ago: not confirmed
    const ceo = job.target_people.find((p: any) => p.experience[0].title === 'co-founder and chief executive officer');
    expect(ceo.person).toMatchObject({
      network_url: expect.stringMatching(/^https:\/\/linkedin\.com\/in\//),
      photo_url: '',
      gender: 'male',
      about: 'growth-hacker and digital nomad',
    });
    expect(ceo.contact.email).toMatchObject({ address: expect.stringMatching(/@example\.com$/), status: 'unknown', source: 'pdl' });
    expect(ceo.experience[0]).toMatchObject({ company: 'people data labs', company_id: 18170482, end: '', start: '2015-03' });
    expect(ceo.education[0]).toMatchObject({ school: 'university of oregon', field: 'entrepreneurship', start: '2010', end: '2014' });

    // Paid calls: one Company Enrichment, two Person Search pages (100 + 30, the second with the scroll
    // token of the first); no Person Retrieve (the search records are reused); the key sent each time.
    expect(calls('company_enrich')).toHaveLength(1);
    const searches = calls('person_search');
    expect(searches.map((s) => [s.body.size, s.body.scroll_token])).toEqual([
      [100, undefined],
      [100, '100$12.176522'],
    ]);
    // The roster: a current job here, or a side role here (owners & founders cannot be filtered: the whole roster).
    expect(searches[0]!.body.query).toEqual(rosterQuery(18170482));
    expect(JSON.stringify(searches[0]!.body.query)).toContain('{"term":{"job_company_linkedin_id":"18170482"}}');
    expect(calls('person_retrieve')).toHaveLength(0);
    expect(pdl.requests.every((r) => r.keyOk)).toBe(true);

    // The cost, on the job (REST and GraphQL) and in /metrics.
    // Company and person credits are kept apart (x-call-credits-type): 1 company, 130 person.
    expect(job.usage).toEqual({
      sourcing: 'full',
      sourcing_reason: expect.stringMatching(/about text/),
      source_calls: 3,
      source_credits: 131,
      source_company_credits: 1,
      source_person_credits: 130,
      profiles_fetched: 130,
      matcher_calls: 0,
      matcher_tokens: 0,
    });
    const g = await api.gql(
      `query($id: ID!) { job(id: $id) { usage { sourcing sourceCalls sourceCredits sourceCompanyCredits sourcePersonCredits profilesFetched matcherCalls matcherTokens } } }`,
      { id: job.job_id },
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.job.usage).toEqual({
      sourcing: 'FULL',
      sourceCalls: 3,
      sourceCredits: 131,
      sourceCompanyCredits: 1,
      sourcePersonCredits: 130,
      profilesFetched: 130,
      matcherCalls: 0,
      matcherTokens: 0,
    });
    expect(logLines.filter((l) => l.msg === 'job finished' && l.job_id === job.job_id)).toEqual([
      expect.objectContaining({ level: 'info', status: 'done', source: 'pdl', source_calls: 3, source_credits: 131, matcher_calls: 0, matcher_tokens: 0 }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain(PDL_KEY);
    const metrics = await (await fetch(`${ts.url}/metrics`)).text();
    expect(metrics).toMatch(/tp_source_vendor_credits_total\{pool="company",source="pdl"\} 1\b/);
    expect(metrics).toMatch(/tp_source_vendor_credits_total\{pool="person",source="pdl"\} 130\b/);
    expect(metrics).toMatch(/tp_source_vendor_calls_total\{[^}]*endpoint="person_search"[^}]*status="200"[^}]*\} 2\b/);

    // A re-run within PDL_CACHE_TTL_HOURS makes no paid call and gives the same result.
    pdl.requests.length = 0;
    const again = await run();
    expect(pdl.requests).toHaveLength(0);
    expect(again.usage).toMatchObject({ source_calls: 0, source_credits: 0, matcher_calls: 0, matcher_tokens: 0 });
    expect(again.target_people).toEqual(job.target_people);
    expect(await (await fetch(`${ts.url}/metrics`)).text()).toMatch(/tp_source_cache_total\{[^}]*result="hit"[^}]*\} \d+/);
  });

  it('a persona that can be expressed is searched for: one Person Search with its roles, levels and title words; only the candidates are paid', async () => {
    const p = await api.post('/v1/personas', { name: 'Product managers', definition: 'Product managers at any level' });
    expect(p.status).toBe(201);
    const r = await api.post('/v1/jobs', jobBody(BIG, p.body.slug));
    const job = await waitForJob(api, r.body.job_id, undefined, 45_000);
    expect(job.status).toBe('done');
    const searches = calls('person_search');
    expect(searches).toHaveLength(1); // 31 candidates: one page
    const q = JSON.stringify(searches[0]!.body.query);
    expect(q).toMatch(/\{"terms":\{"job_title_role":\[[^\]]*"product"[^\]]*\]\}\}/);
    // The title words in each field where a role can stand; "product" a whole word ("Production Planner" is not asked for).
    for (const field of ['job_title', 'experience.title.name', 'headline']) {
      expect(q).toContain(`{"match":{"${field}":{"query":"product","operator":"and"}}}`);
      expect(q).toContain(`{"match":{"${field}":{"query":"pm","operator":"and"}}}`);
    }
    expect(q).not.toContain('"match_phrase_prefix":{"job_title":"product"}');
    // The 31 product managers (and the CPO, read as product) are the records returned and paid; not 130.
    expect(job.usage).toMatchObject({ sourcing: 'filtered', source_calls: 2, source_credits: 1 + job.team_scanned, source_company_credits: 1 });
    expect(job.team_scanned).toBe(32);
    expect(job.target_people_count).toBe(31);
    // The same people as the whole roster gives (SOURCING=full is the baseline of the equality test).
    expect(job.target_people.every((t: any) => /product/.test(t.experience[0].title))).toBe(true);
  });

  it('a numeric company id is found with Company Search on linkedin_id (Company Enrichment documents slugs only)', async () => {
    const r = await api.post('/v1/jobs', jobBody('5550001'));
    const job = await waitForJob(api, r.body.job_id, undefined, 45_000);
    expect(job).toMatchObject({ status: 'done', company_id: 5550001 });
    expect(calls('company_enrich')).toHaveLength(0);
    expect(calls('company_search').map((c) => c.body)).toEqual([{ query: { term: { linkedin_id: '5550001' } }, size: 1 }]);
    expect(job.usage).toMatchObject({ source_company_credits: 1 });
  });

  it('an expired cache pays again; a company PDL does not know is not_found at once', async () => {
    await run('tiny-pdl');
    await query(ts.databaseUrl, `UPDATE source_cache SET fetched_at = now() - interval '25 hours'`);
    pdl.requests.length = 0;
    const job = await run('tiny-pdl');
    expect(job.status).toBe('done');
    expect(calls('company_enrich')).toHaveLength(1);
    expect(calls('person_search')).toHaveLength(1);
    expect(job.usage).toMatchObject({ source_calls: 2, source_credits: 3 });

    const r = await api.post('/v1/jobs', jobBody('https://www.linkedin.com/company/nobody-here'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'not_found', credits_charged: 0, usage: { source_calls: 1, source_credits: 0 } });
    expect(logLines.filter((l) => l.msg === 'job finished' && l.job_id === r.body.job_id)).toEqual([
      expect.objectContaining({ status: 'not_found', source_calls: 1, source_credits: 0 }),
    ]);
  });
});

describe('NETWORK_SOURCE=pdl: vendor errors', () => {
  it('429 waits for the vendor (Retry-After) in delayed, then the job completes', async () => {
    pdl.faults.push({ endpoint: 'person_search', status: 429, body: JSON.stringify(require429()), headers: { 'retry-after': '2' } });
    const r = await api.post('/v1/jobs', jobBody('tiny-pdl'));
    const submittedAt = Date.now();
    const delayed = await waitForJob(api, r.body.job_id, (j) => j.processing_state === 'delayed' || j.status !== 'processing');
    expect(delayed).toMatchObject({ status: 'processing', processing_state: 'delayed', stage: 'scan_team' });
    expect(Date.parse(delayed.next_retry_at) - submittedAt).toBeGreaterThanOrEqual(1500);
    const job = await waitForJob(api, r.body.job_id);
    expect(job.status).toBe('done');
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1900);
    expect(calls('person_search')).toHaveLength(2);
    expect(job.usage).toMatchObject({ source_calls: 3, source_credits: 3 }); // the 429 is a call, without credits
  });

  it('5xx and a cut-off body are retried; the job completes', async () => {
    pdl.faults.push({ endpoint: 'person_search', status: 503, body: '{"status": 503, "error": {"type": "error", "message": "unavailable"}}' });
    pdl.faults.push({
      endpoint: 'person_search',
      status: 200,
      body: '{"status": 200, "data": [{"id": "x", "full_na',
      headers: { 'x-call-credits-spent': '0' },
    });
    const job = await run('tiny-pdl');
    expect(job.status).toBe('done');
    expect(calls('person_search')).toHaveLength(3);
  });

  it('402 (out of vendor credits) fails the job naming the cause, without the key', async () => {
    pdl.faults.push({
      endpoint: 'person_search',
      status: 402,
      body: JSON.stringify({ status: 402, error: { type: 'payment_required', message: 'You have reached your account maximum (all matches used)' } }),
    });
    const job = await run('tiny-pdl');
    expect(job).toMatchObject({ status: 'failed', stage: 'scan_team', credits_charged: 0 });
    expect(job.message).toBe(
      'Stage scan_team failed: data source: People Data Labs person search: out of People Data Labs credits (HTTP 402 payment required): You have reached your account maximum (all matches used).',
    );
    expect(calls('person_search')).toHaveLength(1); // permanent: no retry
  });

  it('401 (bad key) fails the job naming PDL_API_KEY, never echoing the key', async () => {
    pdl.faults.push({
      endpoint: 'company_enrich',
      status: 401,
      body: JSON.stringify({ status: 401, error: { type: 'authentication_error', message: `bad key ${PDL_KEY}` } }),
      times: 2,
    });
    const job = await run('tiny-pdl');
    expect(job).toMatchObject({ status: 'failed', stage: 'match_company' });
    expect(job.message).toMatch(/the API key was rejected \(HTTP 401\); check PDL_API_KEY/);
    expect(JSON.stringify(job)).not.toContain(PDL_KEY);
  });

  it('a body that does not validate fails the job with the field named', async () => {
    pdl.faults.push({
      endpoint: 'person_search',
      status: 200,
      body: JSON.stringify({ status: 200, data: [{ full_name: 'no id' }], scroll_token: null, total: 1 }),
    });
    const job = await run('tiny-pdl');
    expect(job).toMatchObject({ status: 'failed', stage: 'scan_team' });
    expect(job.message).toMatch(/People Data Labs person search: invalid response body: data\.0\.id: /);
  });

  it('waits for x-ratelimit-reset when a 429 has no Retry-After', async () => {
    const reset = new Date(Date.now() + 3_000).toISOString();
    pdl.faults.push({ endpoint: 'company_enrich', status: 429, body: JSON.stringify(require429()), headers: { 'x-ratelimit-reset': reset }, times: 2 });
    const r = await api.post('/v1/jobs', jobBody('tiny-pdl'));
    expect(r.status).toBe(202); // submission could not resolve the company: the pipeline does
    const delayed = await waitForJob(api, r.body.job_id, (j) => j.processing_state === 'delayed' || j.status !== 'processing');
    expect(delayed.stage).toBe('match_company');
    expect(Math.abs(Date.parse(delayed.next_retry_at) - Date.parse(reset))).toBeLessThan(1500);
    expect((await waitForJob(api, r.body.job_id)).status).toBe('done');
  });
});

function require429() {
  return { status: 429, error: { type: 'rate_limit_error', message: 'An error occurred due to requests hitting the API too quick' } };
}
