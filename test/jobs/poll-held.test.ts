// Polls of running jobs are held in memory until their row changes (src/domain/jobs/poll-read.ts). What
// tells the process of a change is the event bus (a trigger on the jobs table NOTIFYs every committed
// change). Here a hand-driven feed stands in for the bus, so each rule is checked without racing a
// notification: a held read is what polls answer until its job is announced changed, a lost bus (reset or
// a new listening period) drops everything, a read during which its job changed is not kept, and a change
// the process made itself (a cancel) is seen by the very next poll. The real bus is checked last.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, query, stillProcessingJob, waitForJob } from './helpers.js';
import { keepPollReads } from '../../src/domain/jobs/poll-read.js';
import type { JobRowChanges, JobRowWatcher } from '../../src/domain/ports.js';

let ts: TestService;
let apiKey: string;
let doneId: string;

beforeAll(async () => {
  ts = await startTestService();
  const a = await ts.account({ tier: 'premium', concurrency: 10 });
  apiKey = a.apiKey;
  const api = client(ts.url, apiKey);
  const done = await api.post('/v1/jobs', jobBody(CO.healthy));
  doneId = (done.body as { job_id: string }).job_id;
  await waitForJob(api, doneId);
});
afterEach(() => {
  // back to the real bus
  keepPollReads(ts.service.deps.db, ts.service.deps.events);
});
afterAll(async () => {
  await ts?.close();
});

/** A feed of row changes driven by the test. */
function handFeed(): JobRowChanges & { watcher(): JobRowWatcher; period: number | null } {
  let w: JobRowWatcher | null = null;
  const feed = {
    period: 1 as number | null,
    epoch: () => feed.period,
    watch(watcher: JobRowWatcher) {
      w = watcher;
      return () => {
        w = null;
      };
    },
    watcher: () => {
      if (!w) throw new Error('not watched');
      return w;
    },
  };
  return feed;
}

/** A processing job that stays put (a copy of the done job's row; nothing moves it), 0 people scanned. */
const processingJob = () => stillProcessingJob(ts.databaseUrl, doneId, { team_scanned: '0' });

async function scanned(id: string, path = `/v1/jobs/${id}`): Promise<number> {
  const res = await client(ts.url, apiKey).get(path);
  expect(res.status).toBe(200);
  return (res.body as { team_scanned: number }).team_scanned;
}

async function graphqlScanned(id: string): Promise<number> {
  const res = await client(ts.url, apiKey).post('/graphql', { query: 'query ($id: ID!) { job(id: $id) { teamScanned } }', variables: { id } });
  const body = res.body as { data?: { job: { teamScanned: number } } };
  if (!body.data) throw new Error(JSON.stringify(res.body));
  return body.data.job.teamScanned;
}

async function metric(series: string): Promise<number> {
  const text = await (await fetch(`${ts.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

const setScanned = (id: string, n: number) => query(ts.databaseUrl, 'UPDATE jobs SET team_scanned = $2 WHERE id = $1', [id, n]);

describe('poll reads held in memory', () => {
  it('answers a held read (REST and GraphQL) until its job is announced changed', async () => {
    const feed = handFeed();
    keepPollReads(ts.service.deps.db, feed);
    const id = await processingJob();
    const other = await processingJob();
    expect(await scanned(id)).toBe(0);
    expect(await scanned(other)).toBe(0);
    await setScanned(id, 5);
    await setScanned(other, 6);
    // not announced: both paths still answer the held read
    expect(await scanned(id)).toBe(0);
    expect(await scanned(id, `/v1/jobs/${id}?`)).toBe(0);
    // executed with the held read, then answered from the result kept under its version, then replayed
    for (let i = 0; i < 3; i += 1) expect(await graphqlScanned(id)).toBe(0);
    const replayed = await metric('tp_graphql_http_answers_total{path="replayed"}');
    expect(await graphqlScanned(id)).toBe(0);
    expect(await metric('tp_graphql_http_answers_total{path="replayed"}')).toBe(replayed + 1);
    feed.watcher().changed(id);
    expect(await scanned(id)).toBe(5);
    expect(await graphqlScanned(id)).toBe(5);
    expect(await scanned(other)).toBe(0); // only the announced job
    feed.watcher().changed('*');
    expect(await scanned(other)).toBe(6);
  });

  it('drops everything when the bus stops listening (reset) or listens anew (another period)', async () => {
    const feed = handFeed();
    keepPollReads(ts.service.deps.db, feed);
    const id = await processingJob();
    expect(await scanned(id)).toBe(0);
    await setScanned(id, 1);
    feed.watcher().reset();
    expect(await scanned(id)).toBe(1);
    await setScanned(id, 2);
    feed.period = 2;
    expect(await scanned(id)).toBe(2);
    // not listening: nothing is held
    feed.period = null;
    await setScanned(id, 3);
    expect(await scanned(id)).toBe(3);
    await setScanned(id, 4);
    expect(await scanned(id)).toBe(4);
  });

  it('does not keep a read during which its job was announced changed', async () => {
    const feed = handFeed();
    keepPollReads(ts.service.deps.db, feed);
    const id = await processingJob();
    // hold the jobs table so that the poll's read waits, announce a change meanwhile, then let it go
    const blocker = new pg.Client({ connectionString: ts.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE');
      const polled = scanned(id);
      for (let i = 0; i < 200; i += 1) {
        const waiting = await query(ts.databaseUrl, `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'jobs'::regclass`);
        if (waiting.length > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      feed.watcher().changed(id);
      await blocker.query('ROLLBACK');
      expect(await polled).toBe(0);
    } finally {
      await blocker.end();
    }
    // had that read been kept, this unannounced change would not be seen
    await setScanned(id, 7);
    expect(await scanned(id)).toBe(7);
  });

  it('a cancel made through this process is seen by the next poll, with no announcement', async () => {
    const feed = handFeed();
    keepPollReads(ts.service.deps.db, feed);
    const id = await processingJob();
    const api = client(ts.url, apiKey);
    expect((await api.get(`/v1/jobs/${id}`)).body).toMatchObject({ status: 'processing' });
    const cancelled = await api.post(`/v1/jobs/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await api.get(`/v1/jobs/${id}`)).body).toMatchObject({ status: 'cancelled' });
  });

  it('with the real bus, a change by SQL is seen; a lost LISTEN connection starts a new listening period, and changes are seen after it', async () => {
    const id = await processingJob();
    expect(await scanned(id)).toBe(0);
    const until = async (n: number) => {
      for (let i = 0; i < 1000; i += 1) {
        if ((await scanned(id)) === n) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`team_scanned never became ${n}`);
    };
    await setScanned(id, 1);
    await until(1);
    // the bus's LISTEN connection dies; a change committed while it reconnects is not announced to it, so
    // what was held in the old listening period must not be used in the new one
    const events = ts.service.deps.events;
    const before = events.epoch();
    expect(before).not.toBeNull();
    const killed = await query(
      ts.databaseUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%tp_job_rows%' AND pid <> pg_backend_pid()`,
    );
    expect(killed.length).toBe(1);
    for (let i = 0; i < 1000 && events.epoch() === before; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(events.epoch()).not.toBe(before);
    await setScanned(id, 2);
    await until(2);
    expect(await scanned(id)).toBe(2);
    await events.listening();
    expect(events.epoch()).toBeGreaterThan(before as number);
    await setScanned(id, 3);
    await until(3);
  });
});
