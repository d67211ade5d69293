// The lease sweep (src/pipeline/worker.ts sweepLostStages) on a stage message that a worker has fetched
// but not yet claimed. A message that waited in the queue longer than the lease (a backlog on a
// CPU-starved machine, a long retry delay) is fetched while the job's updated_at is already older than
// the lease; until the worker's claim commits, the sweep must not take that for a lost worker (it used
// to: it re-sent the stage, counted a failed attempt, and the fetched run was dropped as stale; under a
// backlog every re-sent message could meet the same fate until the job failed). A message fetched more
// than a lease ago and never claimed is a lost worker and is re-sent.
// Deterministic: ROLE=api runs no stage worker and no sweeper; the test fetches the message itself
// (as a worker's pg-boss fetch does), ages the rows in SQL and runs one sweep.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { sweepLostStages } from '../../src/pipeline/worker.js';
import { messageId, queueOf } from '../../src/pipeline/queues.js';
import { CO, jobBody, query } from './helpers.js';

let ts: TestService;

beforeAll(async () => {
  ts = await startTestService({ ROLE: 'api', PIPELINE_STAGE_LEASE_MS: '1000' });
});
afterAll(async () => {
  await ts?.close();
});

async function jobRow(id: string) {
  const [row] = await query<{ stage: string; stage_run: number; attempts: number; status: string }>(
    ts.databaseUrl,
    'SELECT stage::text AS stage, stage_run, attempts, status::text AS status FROM jobs WHERE id = $1',
    [id],
  );
  return row!;
}

it('a stage message fetched but not yet claimed is not lost; one fetched a lease ago and never claimed is', async () => {
  const { apiKey } = await ts.account({ tier: 'pro', credits: 5 });
  const api = client(ts.url, apiKey);
  const r = await api.post('/v1/jobs', jobBody(CO.healthy));
  expect(r.status).toBe(202);
  const jobId = r.body.job_id as string;
  const before = await jobRow(jobId);
  expect(before).toMatchObject({ status: 'processing', attempts: 0 });
  const msgId = messageId(jobId, before.stage_run);

  // A worker fetches the message (pg-boss marks it active, started now); its claim has not run yet,
  // and the job's last change is older than the lease (the message waited in the queue that long).
  const { boss } = ts.service.deps;
  const fetched = await boss.fetch(queueOf(before.stage as Parameters<typeof queueOf>[0]), { batchSize: 10 });
  expect(fetched.map((j) => j.id)).toContain(msgId);
  await query(ts.databaseUrl, `UPDATE jobs SET updated_at = now() - interval '1 minute' WHERE id = $1`, [jobId]);

  expect(await sweepLostStages(ts.service.deps)).toBe(0);
  expect(await jobRow(jobId)).toEqual(before);

  // The worker that fetched it died before claiming: a lease later, the stage is re-sent (one attempt).
  await query(ts.databaseUrl, `UPDATE pgboss.job SET started_on = now() - interval '1 minute' WHERE id = $1`, [msgId]);
  expect(await sweepLostStages(ts.service.deps)).toBe(1);
  const after = await jobRow(jobId);
  expect(after).toMatchObject({ status: 'processing', stage: before.stage, stage_run: before.stage_run + 1, attempts: 1 });
  const [resent] = await query<{ state: string }>(ts.databaseUrl, 'SELECT state::text AS state FROM pgboss.job WHERE id = $1', [
    messageId(jobId, after.stage_run),
  ]);
  expect(resent).toEqual({ state: 'created' });
});
