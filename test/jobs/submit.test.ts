// POST /v1/jobs and POST /jobs over real HTTP: every error and its order, the size gate, unknown
// companies, idempotency (also 10 identical requests at once), credits and concurrency under races,
// cancel, the list, the preview, the unversioned endpoints and another key's jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, query, spends, waitForJob, type Client } from './helpers.js';

let ts: TestService;

beforeAll(async () => {
  ts = await startTestService();
});
afterAll(async () => {
  await ts?.close();
});

async function newClient(opts: Parameters<TestService['account']>[0] = {}): Promise<{ api: Client; accountId: string; apiKey: string }> {
  const a = await ts.account(opts);
  return { api: client(ts.url, a.apiKey), ...a };
}

describe('POST /v1/jobs: validation and its order', () => {
  it('refuses without a key', async () => {
    const r = await client(ts.url).post('/v1/jobs', jobBody(CO.healthy));
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('missing_api_key');
  });

  it('answers the spec codes in order: input, operation, persona, callback_url, Idempotency-Key', async () => {
    const { api } = await newClient({ tier: 'premium', concurrency: 50 });
    const cases: Array<[unknown, Record<string, string>, number, string]> = [
      [{}, {}, 400, 'invalid_input'],
      [{ input: 'Acme Inc', operation: 'nope', persona: '' }, {}, 400, 'invalid_input'],
      [{ input: 'acme.com', operation: 'target_people', persona: 'owners-founders' }, {}, 400, 'invalid_input'],
      [{ input: CO.healthy, persona: 'owners-founders' }, {}, 400, 'unsupported_operation'],
      [{ input: CO.healthy, operation: 'company_people', persona: '' }, {}, 400, 'unsupported_operation'],
      [{ input: CO.healthy, operation: 'target_people' }, {}, 400, 'persona_required'],
      [{ input: CO.healthy, operation: 'target_people', persona: '' }, {}, 400, 'persona_required'],
      [{ input: CO.healthy, operation: 'target_people', persona: 'sales-leaders' }, {}, 400, 'persona_not_found'],
      [jobBody(CO.healthy, 'sales-leaders', { callback_url: 'http://x.example' }), {}, 400, 'persona_not_found'],
      [jobBody(CO.healthy, 'owners-founders', { callback_url: 'http://hooks.example/x' }), {}, 422, 'validation_error'],
      [jobBody(CO.healthy, 'owners-founders', { callback_url: 'https://u:p@hooks.example/x' }), {}, 422, 'validation_error'],
      [jobBody(CO.healthy, 'owners-founders', { callback_url: '/relative' }), {}, 422, 'validation_error'],
      [jobBody(CO.healthy, 'owners-founders', { callback_url: `https://hooks.example/${'a'.repeat(2048)}` }), {}, 422, 'validation_error'],
      [jobBody(CO.healthy, 'owners-founders', { callback_url: 'https://u:p@hooks.example/x' }), { 'idempotency-key': '' }, 422, 'validation_error'],
      [jobBody(CO.healthy), { 'idempotency-key': '' }, 400, 'invalid_idempotency_key'],
      [jobBody(CO.healthy), { 'idempotency-key': 'k'.repeat(129) }, 400, 'invalid_idempotency_key'],
      [{ input: 42, operation: 'target_people', persona: 'owners-founders' }, {}, 422, 'validation_error'],
    ];
    for (const [body, headers, status, code] of cases) {
      const r = await api.post('/v1/jobs', body, headers);
      expect({ body, status: r.status, code: r.body?.error?.code }).toEqual({ body, status, code });
    }
    const bad = await api.post('/v1/jobs', jobBody(CO.healthy, 'owners-founders', { callback_url: 'http://hooks.example/x' }));
    expect(bad.body.error.details[0].loc).toEqual(['body', 'callback_url']);
    // None of the refused requests created a job.
    expect((await api.get('/v1/jobs')).body.count).toBe(0);
  });
});

describe('company resolution at submission', () => {
  it('answers an unknown company with a finished, free not_found job', async () => {
    const { api, accountId } = await newClient({ credits: 0 });
    const r = await api.post('/v1/jobs', jobBody('no-such-company-anywhere'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'not_found', company_id: null, stage: null, processing_state: null, credits_charged: 0 });
    expect(r.body.message).toMatch(/no-such-company-anywhere/);
    expect(r.body.job_id).toMatch(/^job_[a-z2-7]{24}$/);
    const again = await api.get(`/v1/jobs/${r.body.job_id}`);
    expect(again.text).toBe(r.text);
    expect((await query(ts.databaseUrl, `SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1 AND reason = 'spend'`, [accountId]))[0].n).toBe(0);
  });

  it('size-gates free and pro accounts (200 too_large, no charge, no slot) but not premium', async () => {
    const { api } = await newClient({ tier: 'free', credits: 1 });
    const r = await api.post('/v1/jobs', jobBody(CO.mid));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'too_large',
      stage: null,
      processing_state: null,
      company_id: 1018,
      credits_charged: 0,
      message: 'Kestrel Consulting Group has 140 employees; plans other than premium search companies of up to 100 employees.',
    });
    expect(r.body).not.toHaveProperty('company');
    expect(r.body).not.toHaveProperty('credits_balance');
    expect((await api.get(`/v1/jobs/${r.body.job_id}`)).text).toBe(r.text);
    // No slot used: the free account (limit 1) can still submit.
    const ok = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(ok.status).toBe(202);
    await waitForJob(api, ok.body.job_id);

    const pro = await newClient({ tier: 'pro' });
    expect((await pro.api.post('/v1/jobs', jobBody(CO.mid))).body.status).toBe('too_large');
    const premium = await newClient({ tier: 'premium' });
    const p = await premium.api.post('/v1/jobs', jobBody(CO.mid));
    expect(p.status).toBe(202);
    await premium.api.post(`/v1/jobs/${p.body.job_id}/cancel`);
  });

  it('gates at SIZE_GATE_EMPLOYEES exactly (100 employees is allowed)', async () => {
    const { api } = await newClient({ tier: 'free' });
    const r = await api.post('/v1/jobs', jobBody('datapine-systems'));
    expect(r.status).toBe(202);
    await api.post(`/v1/jobs/${r.body.job_id}/cancel`);
    expect((await api.post('/v1/jobs', jobBody('fjord-analytics'))).body.status).toBe('too_large');
  });
});

describe('credits and concurrency', () => {
  it('402 with the available balance when nothing is left; 429 with the limit over the cap', async () => {
    const broke = await newClient({ credits: 0 });
    const r = await broke.api.post('/v1/jobs', jobBody(CO.healthy));
    expect(r.status).toBe(402);
    expect(r.body.error).toMatchObject({ code: 'insufficient_credits', balance: 0 });

    const { api } = await newClient({ tier: 'free', credits: 5 });
    const first = await api.post('/v1/jobs', jobBody(CO.slow));
    expect(first.status).toBe(202);
    const second = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(second.status).toBe(429);
    expect(second.body.error).toMatchObject({ code: 'concurrency_limit', limit: 1 });
    // Cancel frees the slot at once.
    const c = await api.post(`/v1/jobs/${first.body.job_id}/cancel`);
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ status: 'cancelled', credits_charged: 0, processing_state: null });
    const third = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(third.status).toBe(202);
    await waitForJob(api, third.body.job_id);
    // A finished job never counts: the next one is accepted too.
    const fourth = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(fourth.status).toBe(202);
    await waitForJob(api, fourth.body.job_id);
  });

  it('20 parallel submissions at a limit-1 account: exactly one accepted', async () => {
    const { api } = await newClient({ tier: 'free', credits: 100 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post('/v1/jobs', jobBody(CO.slow))));
    const accepted = replies.filter((r) => r.status === 202);
    const refused = replies.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.error).toMatchObject({ code: 'concurrency_limit', limit: 1 });
    await api.post(`/v1/jobs/${accepted[0]!.body.job_id}/cancel`);
  });

  it('a 1-credit account with limit 5 submitting 5 at once: one accepted, the others 402', async () => {
    const { api } = await newClient({ tier: 'pro', credits: 1, concurrency: 5 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => api.post('/v1/jobs', jobBody(CO.slow))));
    expect(replies.filter((r) => r.status === 202)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 402);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.body.error).toMatchObject({ code: 'insufficient_credits', balance: 0 });
    // The held credit is visible on the account.
    const acct = await api.get('/v1/account');
    expect(acct.body).toMatchObject({ credits_balance: 1, credits_held: 1, jobs_in_flight: 1 });
    const accepted = replies.find((r) => r.status === 202)!;
    await api.post(`/v1/jobs/${accepted.body.job_id}/cancel`);
    expect((await api.get('/v1/account')).body).toMatchObject({ credits_balance: 1, credits_held: 0 });
  });
});

describe('Idempotency-Key', () => {
  it('10 identical requests at once: one job, the same response, one charge', async () => {
    const { api, accountId } = await newClient({ tier: 'pro', credits: 10 });
    const headers = { 'idempotency-key': 'same-key-1' };
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.post('/v1/jobs', jobBody(CO.healthy), headers)));
    for (const r of replies) {
      expect(r.status).toBe(202);
      expect(r.text).toBe(replies[0]!.text);
    }
    const jobId = replies[0]!.body.job_id;
    const list = await api.get('/v1/jobs');
    expect(list.body.count).toBe(1);
    const done = await waitForJob(api, jobId);
    expect(done.status).toBe('done');
    // Repeats after completion still replay the first answer (202 processing), no new job, no charge.
    const later = await api.post('/v1/jobs', jobBody(CO.healthy), headers);
    expect(later.status).toBe(202);
    expect(later.text).toBe(replies[0]!.text);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await spends(ts.databaseUrl, jobId)).toBe(1);
    const total = await query(ts.databaseUrl, `SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1 AND reason = 'spend'`, [accountId]);
    expect(total[0].n).toBe(1);
    expect((await api.get('/v1/jobs')).body.count).toBe(1);
  });

  it('same key, different body: 409; keys are scoped to the API key; errors leave the key free', async () => {
    const { api, accountId } = await newClient({ tier: 'pro', credits: 10 });
    const h = { 'idempotency-key': 'k-conflict' };
    const first = await api.post('/v1/jobs', jobBody(CO.healthy), h);
    expect(first.status).toBe(202);
    const conflict = await api.post('/v1/jobs', jobBody(CO.formerOnly), h);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('idempotency_conflict');
    // Another key of another account may use the same Idempotency-Key.
    const other = await newClient({ tier: 'pro' });
    const o = await other.api.post('/v1/jobs', jobBody(CO.healthy), h);
    expect(o.status).toBe(202);
    expect(o.body.job_id).not.toBe(first.body.job_id);
    // An error response is not stored: after the cause is fixed the same key works.
    const broke = await newClient({ credits: 0 });
    const hk = { 'idempotency-key': 'retry-after-topup' };
    expect((await broke.api.post('/v1/jobs', jobBody(CO.healthy), hk)).status).toBe(402);
    await query(ts.databaseUrl, `INSERT INTO ledger_entries (account_id, amount, reason) VALUES ($1, 3, 'purchase')`, [broke.accountId]);
    const ok = await broke.api.post('/v1/jobs', jobBody(CO.healthy), hk);
    expect(ok.status).toBe(202);
    // too_large answers are stored and replayed too (byte-identical).
    const gated1 = await broke.api.post('/v1/jobs', jobBody(CO.mid), { 'idempotency-key': 'gated' });
    const gated2 = await broke.api.post('/v1/jobs', jobBody(CO.mid), { 'idempotency-key': 'gated' });
    expect(gated1.status).toBe(200);
    expect(gated2.text).toBe(gated1.text);
    // Keys older than 24 hours are ignored.
    await query(
      ts.databaseUrl,
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'k-conflict' AND api_key_id = (SELECT id FROM api_keys WHERE account_id = $1)`,
      [accountId],
    );
    await waitForJob(api, first.body.job_id);
    const fresh = await api.post('/v1/jobs', jobBody(CO.formerOnly), h);
    expect(fresh.status).toBe(202);
    expect(fresh.body.job_id).not.toBe(first.body.job_id);
    await waitForJob(api, fresh.body.job_id);
    await waitForJob(other.api, o.body.job_id);
    await waitForJob(broke.api, ok.body.job_id);
  });
});

describe('reads, cancel and retry', () => {
  it('another key gets 404 job_not_found everywhere', async () => {
    const owner = await newClient({ tier: 'pro' });
    const stranger = await newClient({ tier: 'pro' });
    const r = await owner.api.post('/v1/jobs', jobBody(CO.slow));
    const id = r.body.job_id;
    for (const [method, path] of [
      ['GET', `/v1/jobs/${id}`],
      ['GET', `/v1/jobs/${id}/preview`],
      ['POST', `/v1/jobs/${id}/cancel`],
      ['POST', `/v1/jobs/${id}/retry`],
      ['GET', `/jobs/${id}`],
      ['GET', `/v1/jobs/job_doesnotexistatall000000`],
    ] as const) {
      const res = await stranger.api.call(method, path);
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status: 404, code: 'job_not_found' });
    }
    expect((await stranger.api.get('/v1/jobs')).body).toEqual({ count: 0, jobs: [] });
    // The job is untouched.
    expect((await owner.api.get(`/v1/jobs/${id}`)).body.status).toBe('processing');
    await owner.api.post(`/v1/jobs/${id}/cancel`);
  });

  it('cancel is idempotent and a done job stays done; retry of a non-failed job is 409', async () => {
    const { api } = await newClient({ tier: 'pro' });
    const r = await api.post('/v1/jobs', jobBody(CO.healthy));
    const done = await waitForJob(api, r.body.job_id);
    expect(done.status).toBe('done');
    const poll = await api.get(`/v1/jobs/${r.body.job_id}`);
    const c1 = await api.post(`/v1/jobs/${r.body.job_id}/cancel`);
    expect(c1.status).toBe(200);
    expect(c1.text).toBe(poll.text);
    const retry = await api.post(`/v1/jobs/${r.body.job_id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe('job_not_retryable');

    const s = await api.post('/v1/jobs', jobBody(CO.slow));
    const cancelled = await api.post(`/v1/jobs/${s.body.job_id}/cancel`);
    const again = await api.post(`/v1/jobs/${s.body.job_id}/cancel`);
    expect(again.text).toBe(cancelled.text);
    expect((await api.post(`/v1/jobs/${s.body.job_id}/retry`)).body.error.code).toBe('job_not_retryable');
  });

  it("lists the key's jobs newest first with q, limit and skip", async () => {
    const { api } = await newClient({ tier: 'premium', concurrency: 20 });
    const inputs = [CO.healthy, 'ghost-works', 'https://www.linkedin.com/company/no-such-co', CO.mid, 'empty-shell'];
    const ids: string[] = [];
    for (const input of inputs) ids.push((await api.post('/v1/jobs', jobBody(input))).body.job_id);
    const all = await api.get('/v1/jobs');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(5);
    expect(all.body.jobs.map((j: any) => j.job_id)).toEqual([...ids].reverse());
    const item = all.body.jobs.find((j: any) => j.job_id === ids[3]);
    expect(item).toMatchObject({
      input: CO.mid,
      operation: 'target_people',
      company_id: 1018,
      company_name: 'Kestrel Consulting Group',
      persona: 'Owners & founders',
      employees: 140,
      credits_charged: 0,
    });
    expect(Object.keys(item).sort()).toEqual(
      [
        'job_id',
        'status',
        'input',
        'operation',
        'company_id',
        'company_name',
        'company_logo',
        'persona',
        'employees',
        'team_scanned',
        'target_people',
        'credits_charged',
        'created_at',
      ].sort(),
    );
    const q = await api.get('/v1/jobs?q=GHOST');
    expect(q.body.count).toBe(1);
    expect(q.body.jobs[0].job_id).toBe(ids[1]);
    expect((await api.get('/v1/jobs?q=%25')).body.count).toBe(0);
    // The company's name and domain match too, not only the submitted input ("kestrel-consulting").
    for (const text of ['consulting GROUP', 'consulting.com.au']) {
      const found = await api.get(`/v1/jobs?q=${encodeURIComponent(text)}`);
      expect({ text, ids: found.body.jobs.map((j: any) => j.job_id) }).toEqual({ text, ids: [ids[3]] });
    }
    const page = await api.get('/v1/jobs?limit=2&skip=1');
    expect(page.body.count).toBe(5);
    expect(page.body.jobs.map((j: any) => j.job_id)).toEqual([ids[3], ids[2]]);
    expect((await api.get('/v1/jobs?limit=101')).status).toBe(422);
    expect((await api.get('/v1/jobs?limit=0')).status).toBe(422);
    expect((await api.get('/v1/jobs?skip=-1')).status).toBe(422);
    for (const id of ids) await waitForJob(api, id);
  });

  it('previews a running job: counters and a capped facepile without contact data', async () => {
    const ts2 = ts;
    const { api } = await newClient({ tier: 'premium' });
    const r = await api.post('/v1/jobs', jobBody(CO.huge));
    expect(r.status).toBe(202);
    const running = await waitForJob(api, r.body.job_id, (j) => j.team_scanned > 0 || j.status !== 'processing');
    expect(running.status).toBe('processing');
    const p = await api.get(`/v1/jobs/${r.body.job_id}/preview`);
    expect(p.status).toBe(200);
    expect(Object.keys(p.body).sort()).toEqual(['capped', 'counters', 'job_id', 'people', 'stage']);
    expect(Object.keys(p.body.counters).sort()).toEqual(['preliminary_candidates', 'profiles_enriched', 'target_people_count', 'team_scanned', 'verified']);
    expect(p.body.people.length).toBeLessThanOrEqual(ts2.service.deps.config.PREVIEW_CAP);
    expect(p.body.people.length).toBeGreaterThan(0);
    for (const person of p.body.people) {
      expect(Object.keys(person).sort()).toEqual(['headline', 'name', 'person_ref', 'photo_url', 'verification_complete']);
    }
    expect(p.text).not.toMatch(/email|experience|contact/);
    await api.post(`/v1/jobs/${r.body.job_id}/cancel`);
    const after = await api.get(`/v1/jobs/${r.body.job_id}/preview`);
    expect(after.status).toBe(200);
  });
});

describe('unversioned API', () => {
  it('POST /jobs uses the default persona; GET /jobs/{id} gives result_url; GET /company/{id}/dm flattens the result', async () => {
    const { api } = await newClient({ tier: 'pro' });
    const r = await api.post('/jobs', { input: CO.healthy });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ job_id: expect.stringMatching(/^job_/), status: 'processing' });
    const pending = await api.get(`/jobs/${r.body.job_id}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ job_id: r.body.job_id });
    const done = await waitForJob(api, r.body.job_id);
    expect(done.status).toBe('done');
    expect(done.persona).toMatchObject({ slug: 'owners-founders', name: 'Owners & founders', criteria_source: 'compiled' });
    const polled = await api.get(`/jobs/${r.body.job_id}`);
    expect(polled.body).toEqual({ job_id: r.body.job_id, status: 'done', company_id: CO.healthyId, result_url: `/company/${CO.healthyId}/dm` });
    const dm = await api.get(polled.body.result_url);
    expect(dm.status).toBe(200);
    expect(dm.body.company_id).toBe(CO.healthyId);
    expect(dm.body.count).toBe(done.target_people_count);
    expect(dm.body.decision_makers).toHaveLength(done.target_people.length);
    dm.body.decision_makers.forEach((d: any, i: number) => {
      const p = done.target_people[i];
      expect(d).toEqual({
        rank_in_company: p.rank_in_company,
        name: p.person.name,
        headline: p.person.headline,
        role: p.professional.role,
        tier: p.professional.tier,
        function: p.professional.function,
        is_decision_maker: p.is_decision_maker,
        why: p.why,
        network_url: p.person.network_url,
        photo_url: p.person.photo_url,
        email: p.contact.email.address || null,
        email_status: p.contact.email.address ? p.contact.email.status : null,
      });
    });
    expect((await api.get('/company/999999/dm')).body.error.code).toBe('job_not_found');
    expect((await api.get('/company/abc/dm')).status).toBe(422);
    const other = await newClient();
    expect((await other.api.get(`/company/${CO.healthyId}/dm`)).status).toBe(404);
  });

  it('POST /jobs answers too_large and not_found at once, and validates like /v1', async () => {
    const { api } = await newClient({ tier: 'free' });
    const big = await api.post('/jobs', { input: CO.mid });
    expect(big.status).toBe(200);
    expect(big.body).toEqual({
      job_id: expect.stringMatching(/^job_/),
      status: 'too_large',
      company_id: 1018,
      message: expect.stringContaining('140 employees'),
    });
    const nf = await api.post('/jobs', { input: 'nobody-here' });
    expect(nf.status).toBe(200);
    expect(nf.body).toMatchObject({ status: 'not_found', company_id: null });
    expect((await api.post('/jobs', { input: 'Acme Inc' })).body.error.code).toBe('invalid_input');
    expect((await api.post('/jobs', { input: CO.healthy, callback_url: 'ftp://x' })).status).toBe(422);
    expect((await api.post('/jobs', { input: CO.healthy }, { 'idempotency-key': '' })).body.error.code).toBe('invalid_idempotency_key');
  });
});
