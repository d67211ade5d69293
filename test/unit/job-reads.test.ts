// The job reads (src/db/job-reads.ts) batched: reads asked for together are one statement, each caller
// gets its own job (or null), an id the database refuses fails only its own read, and a read asked for
// after a change sees it; a finished job cached answers in its turn's batch, which reads only the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { CO } from '../support/sample-companies.js';
import { submitJob } from '../../src/domain/jobs/submit.js';
import { jobReads } from '../../src/db/job-reads.js';
import type { Database } from '../../src/db/client.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Job reads on the harness's database that count their statements. */
function countedReads(cacheBytes = 0) {
  const counted = { statements: 0 };
  const pool = { query: (...args: Parameters<Database['pool']['query']>) => (counted.statements++, h.db.pool.query(...args)) };
  return { reads: jobReads({ ...h.db, pool } as unknown as Database, cacheBytes), counted };
}

describe('jobReads', () => {
  it('reads the jobs asked for together with one statement; each caller gets its job or null', async () => {
    const caller = await h.caller();
    const submit = () => submitJob(h.deps, caller, { api: 'v1', input: CO.healthy, operation: 'target_people', personaSlug: 'owners-founders' });
    const [a, b] = [(await submit()).job, (await submit()).job];
    const { reads, counted } = countedReads();
    const got = await Promise.all([a.id, b.id, a.id, 'job_none'].map((id) => reads.byId(id)));
    expect(counted.statements).toBe(1);
    expect(got.map((s) => s?.job.id ?? null)).toEqual([a.id, b.id, a.id, null]);
    expect(got[0]).toEqual({ apiKeyId: caller.apiKeyId, job: (await h.deps.jobReads.byId(a.id))!.job });
  });

  it('answers a finished job from the cache in the batch of its turn; the statement reads only the others', async () => {
    const caller = await h.caller();
    const submit = () => submitJob(h.deps, caller, { api: 'v1', input: CO.healthy, operation: 'target_people', personaSlug: 'owners-founders' });
    const [a, b] = [(await submit()).job, (await submit()).job];
    await h.db.pool.query(`UPDATE jobs SET status = 'not_found', processing_state = NULL, finished_at = now() WHERE id = $1`, [a.id]);
    const { reads, counted } = countedReads(1_000_000);
    expect((await reads.byId(a.id))?.job.status).toBe('not_found');
    expect(counted.statements).toBe(1);
    const got = await Promise.all([a.id, b.id, a.id].map((id) => reads.byId(id)));
    expect(got.map((s) => s?.job.id)).toEqual([a.id, b.id, a.id]);
    expect(counted.statements).toBe(2);
    expect((await reads.byId(a.id))?.job.status).toBe('not_found');
    expect(counted.statements).toBe(2);
  });

  it('fails only the read of an id the database refuses; a later read sees a committed change', async () => {
    const caller = await h.caller();
    const { job } = await submitJob(h.deps, caller, { api: 'v1', input: CO.healthy, operation: 'target_people', personaSlug: 'owners-founders' });
    const { reads } = countedReads();
    const [bad, good] = await Promise.allSettled([reads.byId('job_\u0000'), reads.byId(job.id)]);
    expect(bad.status).toBe('rejected');
    expect(good).toMatchObject({ status: 'fulfilled', value: { job: { id: job.id, stage: 'match_company' } } });
    await h.db.pool.query(`UPDATE jobs SET stage = 'scan_team' WHERE id = $1`, [job.id]);
    expect((await reads.byId(job.id))?.job.stage).toBe('scan_team');
  });
});
