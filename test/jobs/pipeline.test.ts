// The staged pipeline end to end over real HTTP: every terminal status of the spec's table, the done
// result (shape, ranking, charging once, byte-identical re-polls), automatic retries (delayed → done),
// permanent failures (failed → retry → done), large rosters, cancellation mid-run and /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import { EmbeddedNetworkSource, loadDataset, SAMPLE_DATASET_DIR } from '../../src/sources/index.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, query, spends, waitForJob, type Client } from './helpers.js';
import { setTimeout as sleep } from 'node:timers/promises';

let ts: TestService;

beforeAll(async () => {
  ts = await startTestService({ PIPELINE_RETRY_BASE_MS: '100', PIPELINE_RETRY_MAX_MS: '2000' });
});
afterAll(async () => {
  await ts?.close();
});

async function account(opts: Parameters<TestService['account']>[0] = {}): Promise<{ api: Client; accountId: string }> {
  const a = await ts.account({ tier: 'premium', credits: 20, ...opts });
  return { api: client(ts.url, a.apiKey), accountId: a.accountId };
}

const TARGET_PERSON_KEYS = ['rank_in_company', 'is_decision_maker', 'why', 'person', 'professional', 'contact', 'experience', 'education', 'signals', 'meta'];

describe('done', () => {
  it('runs a healthy company to done: the full result, charged once, immutable', async () => {
    const { api, accountId } = await account({ credits: 5 });
    const r = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ job_id: r.body.job_id, status: 'processing' });
    const job = await waitForJob(api, r.body.job_id);
    expect(job.status).toBe('done');

    expect(job).toMatchObject({
      processing_state: null,
      stage: 'match_target',
      next_retry_at: null,
      message: null,
      company_id: CO.healthyId,
      persona: { slug: 'owners-founders', name: 'Owners & founders' },
      credits_charged: 1,
      credits_balance: 4,
      input: CO.healthy,
      operation: 'target_people',
    });
    expect(job.team_scanned).toBeGreaterThan(15);
    expect(job.profiles_enriched).toBe(job.team_scanned);
    expect(job.preliminary_candidates).toBeGreaterThanOrEqual(job.target_people_count);
    expect(job.target_people).toHaveLength(job.target_people_count);
    expect(job.target_people_count).toBeGreaterThan(0);
    expect(job.company).toMatchObject({ id: CO.healthyId, name: 'Acme Analytics' });
    expect(typeof job.finished_at).toBe('string');
    job.target_people.forEach((p: any, i: number) => {
      expect(Object.keys(p).sort()).toEqual([...TARGET_PERSON_KEYS].sort());
      expect(p.rank_in_company).toBe(i + 1);
      expect(typeof p.why).toBe('string');
      expect(p.contact.email).toHaveProperty('status');
    });
    // Re-polls are byte-identical and free.
    const a = await api.get(`/v1/jobs/${r.body.job_id}`);
    const b = await api.get(`/v1/jobs/${r.body.job_id}`);
    expect(b.text).toBe(a.text);
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(1);
    const acct = await api.get('/v1/account');
    expect(acct.body).toMatchObject({ credits_balance: 4, credits_held: 0, jobs_in_flight: 0 });
    const ledger = await api.get('/v1/credits');
    expect(ledger.body.entries[0]).toMatchObject({ amount: -1, reason: 'spend', ref: r.body.job_id });
    const rows = await query(ts.databaseUrl, `SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1`, [accountId]);
    expect(rows[0].n).toBe(2);
  });

  it('npm run eval measures the product: its flow returns exactly what a job publishes (people, order, why)', async () => {
    const { api } = await account({ credits: 5 });
    const definition = 'Software engineers and designers at any level, but not interns.';
    const p = await api.post('/v1/personas', { name: 'Builders', definition });
    expect(p.status).toBe(201);
    const source = new EmbeddedNetworkSource(await loadDataset(SAMPLE_DATASET_DIR));
    try {
      for (const [input, id] of [
        [CO.huge, 1004],
        [CO.healthy, CO.healthyId],
      ] as const) {
        const r = await api.post('/v1/jobs', jobBody(input, p.body.slug));
        const job = await waitForJob(api, r.body.job_id);
        expect(job.status).toBe('done');
        const flow = await findTargetPeople(source, new RulesMatcher(), { slug: p.body.slug, name: 'Builders', definition }, id);
        expect(flow.ranked.length).toBeGreaterThan(0);
        expect(job.preliminary_candidates).toBe(flow.preliminaryCandidates);
        expect(job.target_people.map((t: any) => [t.person.name, t.why])).toEqual(
          await Promise.all(flow.ranked.map(async (d) => [(await source.enrichProfile(id, d.person_ref)).person.name, d.why])),
        );
      }
    } finally {
      await source.close();
    }
  });

  it('a done job with zero matches is a charged analysis', async () => {
    const { api } = await account();
    // A persona nobody at the company can match.
    const p = await api.post('/v1/personas', {
      name: 'Astronauts on the moon',
      definition: 'Keep only people who currently work as astronauts stationed on the moon. Exclude everyone else.',
    });
    expect(p.status).toBe(201);
    const r = await api.post('/v1/jobs', jobBody(CO.healthy, p.body.slug));
    const job = await waitForJob(api, r.body.job_id);
    expect(job.status).toBe('done');
    expect(job.persona).toMatchObject({ slug: p.body.slug, name: 'Astronauts on the moon', criteria_source: 'compiled' });
    expect(job.target_people_count).toBe(0);
    expect(job.target_people).toEqual([]);
    expect(job.credits_charged).toBe(1);
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(1);
  });

  it("a company outside the persona's employer condition: done with nobody, no one shortlisted or verified", async () => {
    const { api } = await account();
    const p = await api.post('/v1/personas', { name: 'Hospital IT', definition: 'Everyone in engineering and IT at hospitals and clinics, any level.' });
    expect(p.status).toBe(201);
    // Acme Analytics is Software Development: its engineers are outside the condition.
    const r = await api.post('/v1/jobs', jobBody(CO.healthy, p.body.slug));
    const job = await waitForJob(api, r.body.job_id);
    expect(job.status).toBe('done');
    expect(job.persona.criteria.employer).toMatchObject({ sectors: ['health_care'] });
    expect(job.preliminary_candidates).toBe(0);
    expect(job.target_people).toEqual([]);
  });

  it('handles a large roster (premium, 1325 people) in pages and chunks', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.huge));
    expect(r.status).toBe(202);
    const job = await waitForJob(api, r.body.job_id, undefined, 60_000);
    expect(job.status).toBe('done');
    expect(job.team_scanned).toBe(1325);
    expect(job.profiles_enriched).toBe(1325);
    const preview = await api.get(`/v1/jobs/${r.body.job_id}/preview`);
    expect(preview.body.capped).toBe(true);
    expect(preview.body.people).toHaveLength(ts.service.deps.config.PREVIEW_CAP);
  });
});

describe('other terminal statuses', () => {
  it('no_employees for an empty roster, free', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.empty));
    const job = await waitForJob(api, r.body.job_id);
    expect(job).toMatchObject({ status: 'no_employees', stage: 'scan_team', team_scanned: 0, credits_charged: 0, processing_state: null });
    expect(job.message).toMatch(/no one on its roster/);
    expect(job).not.toHaveProperty('target_people');
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(0);
  });

  it('no_people_found when the roster only has former employees, free', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.formerOnly));
    const job = await waitForJob(api, r.body.job_id);
    expect(job).toMatchObject({ status: 'no_people_found', credits_charged: 0 });
    expect(job.team_scanned).toBeGreaterThan(0);
    expect(job.message).toMatch(/current employee/);
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(0);
  });

  it('cancel mid-run: nothing more is committed, never charged', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.slow));
    await waitForJob(api, r.body.job_id, (j) => j.stage === 'scan_team' || j.stage === 'enrich_profiles');
    /** Stage runs of the job queued, deferred or running in pg-boss. */
    const waitingRuns = async () =>
      (
        await query<{ n: number }>(
          ts.databaseUrl,
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'pipeline.%' AND data->>'jobId' = $1 AND state IN ('created', 'retry', 'active')`,
          [r.body.job_id],
        )
      )[0]!.n;
    expect(await waitingRuns()).toBeGreaterThan(0); // one is running now
    const c = await api.post(`/v1/jobs/${r.body.job_id}/cancel`);
    expect(c.body).toMatchObject({ status: 'cancelled', credits_charged: 0, processing_state: null });
    // Until none is left: the stage that was running when it was cancelled has ended (and would have
    // committed by then), and nothing is left to run.
    for (const end = Date.now() + 60_000; (await waitingRuns()) > 0; await sleep(50))
      if (Date.now() > end) throw new Error('stage runs still waiting after 60 s');
    const after = await api.get(`/v1/jobs/${r.body.job_id}`);
    expect(after.text).toBe(c.text);
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(0);
  });
});

describe('retries', () => {
  it('a retryable source error delays the job (processing_state delayed, next_retry_at), then it finishes done', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.flakyScan));
    const delayed = await waitForJob(api, r.body.job_id, (j) => j.processing_state === 'delayed' || j.status !== 'processing');
    expect(delayed).toMatchObject({ status: 'processing', processing_state: 'delayed', stage: 'scan_team' });
    expect(Date.parse(delayed.next_retry_at)).toBeGreaterThan(Date.now() - 1000);
    const done = await waitForJob(api, r.body.job_id);
    expect(done.status).toBe('done');
    expect(done.next_retry_at).toBeNull();
    const rows = await query(ts.databaseUrl, `SELECT attempts FROM jobs WHERE id = $1`, [r.body.job_id]);
    expect(rows[0].attempts).toBe(0); // reset when the stage completed
  });

  it('a transient failure while resolving at submission is retried by match_company', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.flakyResolve));
    expect(r.status).toBe(202);
    const job = await waitForJob(api, r.body.job_id);
    expect(job).toMatchObject({ status: 'done', company_id: 1009 });
  });

  it('retryable verification errors are retried inside verify_candidates', async () => {
    const { api } = await account();
    const r = await api.post('/v1/jobs', jobBody(CO.flakyVerify));
    const job = await waitForJob(api, r.body.job_id);
    expect(job.status).toBe('done');
  });

  it('a permanent error fails the job with the stage and cause; retry restarts there and finishes done', async () => {
    const { api, accountId } = await account({ tier: 'pro', concurrency: 1, credits: 2 });
    const r = await api.post('/v1/jobs', jobBody(CO.brokenEnrich));
    const failed = await waitForJob(api, r.body.job_id);
    expect(failed).toMatchObject({ status: 'failed', stage: 'enrich_profiles', credits_charged: 0, processing_state: null });
    expect(failed.message).toMatch(/enrich_profiles/);
    expect(failed.message).toMatch(/permanent/);
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(0);
    // A failed job frees its slot.
    const other = await api.post('/v1/jobs', jobBody(CO.slow));
    expect(other.status).toBe(202);
    // Retry needs a slot like a submission.
    const busy = await api.post(`/v1/jobs/${r.body.job_id}/retry`);
    expect(busy.status).toBe(429);
    expect(busy.body.error).toMatchObject({ code: 'concurrency_limit', limit: 1 });
    await api.post(`/v1/jobs/${other.body.job_id}/cancel`);
    const retry = await api.post(`/v1/jobs/${r.body.job_id}/retry`);
    expect(retry.status).toBe(202);
    expect(retry.body).toEqual({ job_id: r.body.job_id, status: 'processing' });
    const done = await waitForJob(api, r.body.job_id);
    expect(done).toMatchObject({ status: 'done', credits_charged: 1, message: null });
    expect(await spends(ts.databaseUrl, r.body.job_id)).toBe(1);
    const left = await query(ts.databaseUrl, `SELECT sum(amount)::int AS b FROM ledger_entries WHERE account_id = $1`, [accountId]);
    expect(left[0].b).toBe(1);
    expect(done.credits_balance).toBe(1);
  });

  it('retry needs an available credit (402)', async () => {
    const { api } = await account({ credits: 1 });
    const r = await api.post('/v1/jobs', jobBody(CO.healthy));
    const done = await waitForJob(api, r.body.job_id);
    expect(done.credits_balance).toBe(0);
    // Put the (charged) job into failed by hand: the only way to get a failed job on an empty account.
    await query(ts.databaseUrl, `UPDATE jobs SET status = 'failed', failed_stage = 'match_target' WHERE id = $1`, [r.body.job_id]);
    const res = await api.post(`/v1/jobs/${r.body.job_id}/retry`);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_credits', balance: 0 });
  });
});

describe('operations', () => {
  it('/metrics exposes jobs by status and stage, stage durations, queue depth, source and matcher calls', async () => {
    const res = await fetch(`${ts.url}/metrics`);
    const text = await res.text();
    expect(text).toMatch(/tp_jobs\{stage="match_target",status="done"\} \d+/);
    expect(text).toMatch(/tp_stage_duration_seconds_count\{stage="enrich_profiles"\} \d+/);
    expect(text).toMatch(/tp_stage_runs_total\{outcome="delayed",stage="scan_team"\} \d+/);
    expect(text).toMatch(/tp_queue_depth\{queue="pipeline\.scan_team",state="queued"\} \d+/);
    expect(text).toMatch(/tp_source_calls_total\{op="enrich_profile",outcome="ok"\} \d+/);
    expect(text).toMatch(/tp_source_calls_total\{op="scan_roster",outcome="retryable"\} \d+/);
    expect(text).toMatch(/tp_matcher_calls_total\{matcher="[^"]+",outcome="ok"\} \d+/);
  });
});
