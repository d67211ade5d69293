// A worker process killed mid-job: the API runs as ROLE=api in this process, stage workers run as
// ROLE=worker child processes (`src/main.ts`) on the same database. The first worker is SIGKILLed while
// a latency company is mid-stage; a second worker recovers the lost stage (lease + sweep) and the job
// finishes done, charged exactly once, with no roster member counted twice.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, query, spends, until, waitForJob } from './helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let ts: TestService;
const children: ChildProcess[] = [];

beforeAll(async () => {
  ts = await startTestService({ ROLE: 'api' });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await ts?.close();
});

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: 'worker',
      PORT: '0',
      DATABASE_URL: ts.databaseUrl,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      DEMO_ACCOUNT: 'false',
      PIPELINE_STAGE_LEASE_MS: '1000',
      PIPELINE_SWEEP_INTERVAL_MS: '200',
      PIPELINE_RETRY_BASE_MS: '200',
      SHUTDOWN_TIMEOUT_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

it('a job survives its worker being killed mid-stage and is charged once', async () => {
  const a = await ts.account({ tier: 'pro', credits: 3 });
  const api = client(ts.url, a.apiKey);
  // One enrichment call at a time, 300 ms each: enrich_profiles of the 11-person company takes > 3 s.
  const first = startWorker({ ENRICH_CONCURRENCY: '1' });
  const r = await api.post('/v1/jobs', jobBody(CO.slow));
  expect(r.status).toBe(202);
  const jobId = r.body.job_id;

  await waitForJob(api, jobId, (j) => j.stage === 'enrich_profiles', 90_000);
  // The worker has claimed the stage once the row is touched again (the claim, then its heartbeat).
  const touched = async () => (await query(ts.databaseUrl, `SELECT updated_at::text AS at FROM jobs WHERE id = $1`, [jobId]))[0].at as string;
  const switched = await touched();
  await until(async () => (await touched()) !== switched, 30_000, 'the worker to claim enrich_profiles');
  first.kill('SIGKILL');
  await new Promise((res) => first.once('exit', res));
  const atKill = (await api.get(`/v1/jobs/${jobId}`)).body;
  expect(atKill).toMatchObject({ status: 'processing', stage: 'enrich_profiles' });
  expect(atKill.profiles_enriched).toBeLessThan(atKill.team_scanned);

  // Nobody works on it now: its heartbeat ages past the lease (what the sweep waits for) with no progress.
  await until(
    async () => (await query(ts.databaseUrl, `SELECT updated_at < now() - interval '1 second' AS lost FROM jobs WHERE id = $1`, [jobId]))[0]?.lost === true,
  );
  const stuck = (await api.get(`/v1/jobs/${jobId}`)).body;
  expect(stuck).toMatchObject({ status: 'processing', profiles_enriched: atKill.profiles_enriched });

  startWorker({ ENRICH_CONCURRENCY: '16' });
  const done = await waitForJob(api, jobId, undefined, 90_000);
  expect(done).toMatchObject({ status: 'done', credits_charged: 1, credits_balance: 2 });
  expect(done.profiles_enriched).toBe(done.team_scanned);
  const people = await query(ts.databaseUrl, `SELECT count(*)::int AS n, count(DISTINCT position)::int AS p FROM job_people WHERE job_id = $1`, [jobId]);
  expect(people[0]).toEqual({ n: done.team_scanned, p: done.team_scanned });
  expect(await spends(ts.databaseUrl, jobId)).toBe(1);
  const again = await api.get(`/v1/jobs/${jobId}`);
  expect(again.body).toEqual(done);
});

it('a subscriber on the API process follows a job run by a worker in another process', async () => {
  const a = await ts.account({ tier: 'pro', credits: 3 });
  const api = client(ts.url, a.apiKey);
  startWorker({});
  const ws = createClient({
    url: `${ts.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { apiKey: a.apiKey },
  });
  try {
    const r = await api.post('/v1/jobs', jobBody(CO.slow));
    expect(r.status).toBe(202);
    const seen: Array<{ change: string; job: { status: string; stage: string | null } }> = [];
    await new Promise<void>((resolve, reject) => {
      ws.subscribe(
        { query: `subscription($id: ID!) { jobProgress(jobId: $id) { change job { status stage } } }`, variables: { id: r.body.job_id } },
        { next: (p) => void seen.push((p.data as { jobProgress: (typeof seen)[number] }).jobProgress), error: reject, complete: resolve },
      );
    });
    const stages = new Set(seen.map((e) => e.job.stage));
    expect(stages.size).toBeGreaterThanOrEqual(4);
    expect(seen.at(-1)).toMatchObject({ change: 'STATUS', job: { status: 'DONE' } });
  } finally {
    await ws.dispose();
  }
});
