// GET /v1/jobs/{id} is answered by a fast path ahead of openapi-backend (src/rest/router.ts). The same
// request with an empty query string (`?`) takes the general path (routing, body read, validation).
// Both must answer the same status, headers and bytes: done, processing, another key's job, an unknown
// job, a missing key, an invalid key, a revoked-looking key, a malformed id (general path only). A poll of a
// job not yet done reads the row with its own statement (src/domain/jobs/poll-read.ts), shared by
// concurrent polls and then held in memory until its row changes: its bytes must be what the Prisma row
// renders, a change must be seen once the process hears of it, and polls never go back to an older state.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, query, stillProcessingJob, waitForJob } from './helpers.js';
import { client } from '../support/service.js';
import { newJobId } from '../../src/domain/jobs/ids.js';
import { readOf } from '../../src/domain/jobs/job.js';
import { pollText } from '../../src/rest/presenters/jobs.js';

let ts: TestService;

beforeAll(async () => {
  ts = await startTestService();
});
afterAll(async () => {
  keepAlive.destroy();
  await ts?.close();
});

/** node:http rather than fetch: every response header as sent (fetch hides `connection`). */
const keepAlive = new http.Agent({ keepAlive: true });

function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(ts.url);
    // the path as given (a URL string would drop an empty `?`)
    const req = http.get({ hostname, port, path, headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, unknown> = { ...res.headers };
        delete h.date;
        delete h['x-request-id'];
        delete h['keep-alive'];
        resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
  });
}

async function samePaths(path: string, headers: Record<string, string>, status: number): Promise<string> {
  const fast = await raw(path, headers);
  const general = await raw(`${path}?`, headers);
  expect(fast.status).toBe(status);
  expect(fast).toEqual(general);
  return fast.text;
}

describe('GET /v1/jobs/{id}: the fast path answers exactly like the general path', () => {
  it('done, processing, unknown, another key, no key, bad key', async () => {
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const b = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const done = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(done.status).toBe(202);
    const slow = await api.post('/v1/jobs', jobBody(CO.slow));
    expect(slow.status).toBe(202);
    const slowId = (slow.body as { job_id: string }).job_id;
    // a running job moves on between the two reads now and then: compare two reads taken back to back
    let processing = { fast: await raw(`/v1/jobs/${slowId}`, { 'x-api-key': a.apiKey }), general: await raw(`/v1/jobs/${slowId}?`, { 'x-api-key': a.apiKey }) };
    for (let i = 0; i < 10 && processing.fast.text !== processing.general.text; i += 1) {
      processing = { fast: await raw(`/v1/jobs/${slowId}`, { 'x-api-key': a.apiKey }), general: await raw(`/v1/jobs/${slowId}?`, { 'x-api-key': a.apiKey }) };
    }
    expect(processing.fast).toEqual(processing.general);
    expect(JSON.parse(processing.fast.text).status).toBe('processing');

    const doneId = (done.body as { job_id: string }).job_id;
    await waitForJob(api, doneId);
    const text = await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': a.apiKey }, 200);
    expect(JSON.parse(text).status).toBe('done');
    // twice: the second read comes from the done-job cache
    expect(await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': a.apiKey }, 200)).toBe(text);

    await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': b.apiKey }, 404);
    await samePaths('/v1/jobs/job_aaaaaaaaaaaaaaaaaaaaaaaa', { 'x-api-key': a.apiKey }, 404);
    await samePaths(`/v1/jobs/${doneId}`, {}, 401);
    await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': 'tp_not_a_key' }, 401);
    await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': ' ' }, 401);
    await api.post(`/v1/jobs/${slowId}/cancel`);
  });

  it('a done body with characters beyond ASCII: the same bytes and content-length read from the row and from the done-job cache', async () => {
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const done = await api.post('/v1/jobs', jobBody(CO.healthy));
    const doneId = (done.body as { job_id: string }).job_id;
    await waitForJob(api, doneId);
    // a copy of the done row whose stored body has 2-, 3- and 4-byte UTF-8 characters (content-length ≠ characters)
    const id = newJobId();
    const stored = JSON.parse((await raw(`/v1/jobs/${doneId}`, { 'x-api-key': a.apiKey })).text) as Record<string, unknown>;
    const result = JSON.stringify({ ...stored, job_id: id, message: 'Résumé — “done” ✓ 😀' });
    await query(ts.databaseUrl, `INSERT INTO jobs SELECT (jsonb_populate_record(NULL::jobs, to_jsonb(j) || $2::jsonb)).* FROM jobs j WHERE j.id = $1`, [
      doneId,
      JSON.stringify({ id, result }),
    ]);
    const headers = { 'x-api-key': a.apiKey };
    const first = await raw(`/v1/jobs/${id}`, headers); // read from the row, then cached
    expect(first.status).toBe(200);
    expect(first.text).toBe(result);
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(result)));
    expect(Buffer.byteLength(result)).toBeGreaterThan(result.length);
    expect(await raw(`/v1/jobs/${id}`, headers)).toEqual(first); // the cache's bytes, answered at once
    expect(await raw(`/v1/jobs/${id}?`, headers)).toEqual(first); // the cache's bytes, general path
  });
});

describe('GET /v1/jobs/{id} of a job not done: its own read, shared by concurrent polls', () => {
  it('answers the bytes the Prisma row renders, on both paths, in every live state', async () => {
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const b = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const done = await api.post('/v1/jobs', jobBody(CO.healthy));
    const doneId = (done.body as { job_id: string }).job_id;
    await waitForJob(api, doneId);
    const states: Array<Record<string, string | null>> = [
      {},
      { stage: null, company_id: null, message: null },
      { processing_state: 'delayed', next_retry_at: '2030-01-02T03:04:05.678Z', message: 'A data source is slow; retrying.', stage: 'scan_team' },
      {
        team_scanned: '17',
        profiles_enriched: '9',
        preliminary_candidates: '3',
        source_calls: '12',
        matcher_tokens: '345',
        input: 'Ünïcode “quoted” \\ input',
      },
      { status: 'failed', processing_state: null, failed_stage: 'scan_team', message: 'failed on purpose', finished_at: '2030-01-02T03:04:05.000Z' },
    ];
    for (const set of states) {
      const id = await stillProcessingJob(ts.databaseUrl, doneId, set);
      const row = await ts.service.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });
      const text = await samePaths(`/v1/jobs/${id}`, { 'x-api-key': a.apiKey }, 200);
      expect(text).toBe(pollText(readOf(row)));
      await samePaths(`/v1/jobs/${id}`, { 'x-api-key': b.apiKey }, 404);
    }
  });

  it('a change committed by anyone is seen once the process hears of it, and later polls never go back', async () => {
    // Polls of a running job are held in memory until the jobs table's trigger announces a change of its
    // row (src/domain/jobs/poll-read.ts): a change made by SQL by hand is seen too, not only the service's.
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const done = await api.post('/v1/jobs', jobBody(CO.healthy));
    const doneId = (done.body as { job_id: string }).job_id;
    await waitForJob(api, doneId);
    const id = await stillProcessingJob(ts.databaseUrl, doneId);
    const headers = { 'x-api-key': a.apiKey };
    const scanned = (r: { status: number; text: string }) => {
      expect(r.status).toBe(200);
      return (JSON.parse(r.text) as { team_scanned: number }).team_scanned;
    };
    // background polls keep reads of the job in flight and entries held (their answers may be either side of a change)
    let stop = false;
    const background = Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        while (!stop) scanned(await raw(i % 2 ? `/v1/jobs/${id}` : `/v1/jobs/${id}?`, headers));
      }),
    );
    const until = async (path: string, want: (text: string) => boolean) => {
      for (let i = 0; i < 500; i += 1) {
        if (want((await raw(path, headers)).text)) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`${path} never showed the change`);
    };
    try {
      for (let n = 1; n <= 8; n += 1) {
        await query(ts.databaseUrl, 'UPDATE jobs SET team_scanned = $2, updated_at = now() WHERE id = $1', [id, n]);
        await until(`/v1/jobs/${id}`, (text) => (JSON.parse(text) as { team_scanned: number }).team_scanned === n);
        // once one poll showed it, every poll sent after shows it (fast and general path)
        const after = await Promise.all(Array.from({ length: 12 }, (_, i) => raw(i % 2 ? `/v1/jobs/${id}` : `/v1/jobs/${id}?`, headers)));
        expect(after.map(scanned)).toEqual(after.map(() => n));
      }
      await query(ts.databaseUrl, `UPDATE jobs SET status = 'cancelled', processing_state = NULL, finished_at = now() WHERE id = $1`, [id]);
      await until(`/v1/jobs/${id}`, (text) => (JSON.parse(text) as { status: string }).status === 'cancelled');
      expect(JSON.parse((await raw(`/v1/jobs/${id}?`, headers)).text).status).toBe('cancelled');
    } finally {
      stop = true;
      await background;
    }
  });
});
