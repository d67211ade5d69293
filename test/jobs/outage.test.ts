// Database outages are told truthfully and the service heals itself. The outage is made on this test's
// own database only: ALTER DATABASE … ALLOW_CONNECTIONS false plus pg_terminate_backend of its backends,
// then allowed again (the shared server and the other tests' databases are untouched).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { loadConfig } from '../../src/config.js';
import { startService, type Service } from '../../src/service.js';
import { createLogger } from '../../src/observability/log.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { freshDatabase } from '../support/db.js';
import { createAccount } from '../../src/domain/accounts/accounts.js';
import { CO } from './helpers.js';
import { until } from '../support/until.js';

let t: TestService;
let admin: pg.Client;
let dbName: string;
const sockets: WsClient[] = [];
const extra: Service[] = [];

const lower = (v: unknown) => String(v).toLowerCase();
/** The service's warnings, as logged (the events the tests wait on). */
const warnings: string[] = [];
const logged = (msg: string) => warnings.some((l) => (JSON.parse(l) as { msg: string }).msg.startsWith(msg));

beforeAll(async () => {
  t = await startTestService(
    // ENRICH_CONCURRENCY 1: the slow company's enrich stage makes its 300 ms calls one at a time, so a test can cut
    // the database while a stage is running (between two stages nothing records an outcome).
    { PIPELINE_STAGE_LEASE_MS: '120000', PIPELINE_SWEEP_INTERVAL_MS: '1000', SHUTDOWN_TIMEOUT_MS: '300', ENRICH_CONCURRENCY: '1' },
    { log: createLogger('warn', {}, { write: (line: string) => void warnings.push(line) }) },
  );
  dbName = new URL(t.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
});

afterAll(async () => {
  await allow().catch(() => {});
  for (const s of sockets) await s.dispose();
  for (const s of extra) await s.close().catch(() => {});
  await admin?.end();
  await t?.close();
});

/** Refuse new connections to the test's database and cut existing ones (all, or only the event bus's LISTEN). */
async function block(only?: 'event-bus'): Promise<void> {
  await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()
       ${only === 'event-bus' ? `AND query LIKE 'LISTEN tp_events%'` : ''}`,
    [dbName],
  );
}

async function allow(): Promise<void> {
  await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
}

function ws(apiKey: string): WsClient {
  const c = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey } });
  sockets.push(c);
  return c;
}

async function submitSlow(apiKey: string): Promise<string> {
  const r = await client(t.url, apiKey).post('/v1/jobs', { input: CO.slow, operation: 'target_people', persona: 'owners-founders' });
  expect(r.status, r.text).toBe(202);
  return r.body.job_id as string;
}

async function stageRuns(): Promise<string> {
  return (await t.service.deps.metrics.registry.metrics())
    .split('\n')
    .filter((l) => l.startsWith('tp_stage_runs_total'))
    .join('\n');
}

describe('database outage', () => {
  it('an open jobProgress stream gets the final status reached while the event bus was cut off, then completes', async () => {
    const { apiKey } = await t.account({ tier: 'pro', credits: 5 });
    const jobId = await submitSlow(apiKey);
    const payloads: any[] = [];
    let completed = false;
    ws(apiKey).subscribe(
      { query: `subscription($id: ID!) { jobProgress(jobId: $id) { change job { status } } }`, variables: { id: jobId } },
      { next: (p) => void payloads.push(p), error: () => {}, complete: () => void (completed = true) },
    );
    await until(async () => payloads.length > 0, 20_000, 'the snapshot');
    // A reader that stays connected through the gap (an existing connection is not cut by ALLOW_CONNECTIONS).
    const reader = new pg.Client({ connectionString: t.databaseUrl });
    await reader.connect();
    try {
      await block('event-bus'); // the bus's LISTEN connection is cut and cannot come back; workers keep theirs
      await until(async () => logged('event bus connection lost'), 20_000, 'the bus to notice the cut');
      await until(
        async () => (await reader.query<{ status: string }>('SELECT status::text AS status FROM jobs WHERE id = $1', [jobId])).rows[0]?.status === 'done',
        90_000,
        'the job to finish during the gap',
      );
      expect(payloads.some((p) => lower(p.data?.jobProgress?.job?.status) === 'done')).toBe(false); // the event was lost
      expect(completed).toBe(false);
      await allow();
      await until(async () => completed, 30_000, 'jobProgress to complete after the bus reconnected');
      expect(lower(payloads.at(-1).data.jobProgress.job.status)).toBe('done');
    } finally {
      await allow();
      await reader.end();
    }
  }, 150_000);

  it('answers 503 service_unavailable (REST, GraphQL over HTTP and WebSocket, never an auth error), readyz database_unreachable; jobs finish without a failed attempt', async () => {
    const { apiKey } = await t.account({ tier: 'pro', credits: 5 });
    const api = client(t.url, apiKey);
    const jobId = await submitSlow(apiKey);
    const stage = async () => (await t.service.deps.db.prisma.job.findUniqueOrThrow({ where: { id: jobId }, select: { stage: true } })).stage;
    await until(async () => (await stage()) === 'enrich_profiles', 60_000, 'the enrich stage');
    await block();
    try {
      // Until the key's cached lookup expires (AUTH_CACHE_TTL_MS) a request that needs no data is answered;
      // never an authentication error.
      const statuses = new Set<number>();
      await until(
        async () => {
          const r = await api.gql('{ __typename }');
          statuses.add(r.status);
          return r.status === 503;
        },
        20_000,
        'the key lookup to need the database',
      );
      expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      const rest = await api.get(`/v1/jobs/${jobId}`);
      expect(rest.status, rest.text).toBe(503);
      expect(rest.body.error.code).toBe('service_unavailable');
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      const submit = await api.post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' });
      expect(submit.status).toBe(503);
      expect(submit.body.error.code).toBe('service_unavailable');

      const gql = await api.gql('{ __typename }');
      expect(gql.status).toBe(503);
      expect(gql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

      const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
        const sock = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
        sock.on('open', () => sock.send(JSON.stringify({ type: 'connection_init', payload: { apiKey } })));
        sock.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
      });
      expect(closed).toEqual({ code: 1013, reason: 'service_unavailable' });

      const ready = await fetch(`${t.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'database_unreachable' });
      // The job's stage meets the outage when it records its outcome, and keeps trying.
      await until(async () => logged('database unreachable while recording'), 30_000, 'a stage to meet the outage');
    } finally {
      await allow();
    }
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
    const done = await until(
      async () => {
        const r = await api.get(`/v1/jobs/${jobId}`);
        return r.body.status === 'done' ? r.body : null;
      },
      90_000,
      'the job to finish after the outage',
    );
    expect(done.credits_charged).toBe(1);
    // No stage counted a failed attempt or waited out its lease (120 s here).
    expect(await stageRuns()).not.toMatch(/outcome="(delayed|failed|lost)"/);
  }, 150_000);

  it('on shutdown hands its running stage back: another worker finishes the job at once, no failed attempt', async () => {
    const db = await freshDatabase();
    const base = {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      LOG_LEVEL: 'silent',
      DEMO_ACCOUNT: 'false',
      PIPELINE_STAGE_LEASE_MS: '120000',
      PIPELINE_SWEEP_INTERVAL_MS: '1000',
      DATABASE_POOL_SIZE: '4',
    } as const;
    const reader = new pg.Client({ connectionString: db.url });
    try {
      // The instance that will stop: a slow enrich stage (one data-source call at a time, 300 ms each).
      const leaving = await startService(loadConfig({}, { ...base, ENRICH_CONCURRENCY: '1', SHUTDOWN_TIMEOUT_MS: '300' }), { log: createLogger('silent') });
      extra.push(leaving);
      const { apiKey } = await createAccount(leaving.deps.db.prisma, { name: 'handback', tier: 'pro', credits: 5, concurrencyLimit: null });
      const r = await client(`http://127.0.0.1:${leaving.port}`, apiKey).post('/v1/jobs', {
        input: CO.slow,
        operation: 'target_people',
        persona: 'owners-founders',
      });
      expect(r.status).toBe(202);
      const jobId = r.body.job_id as string;
      await reader.connect();
      const row = async () =>
        (
          await reader.query<{ status: string; stage: string | null; processing_state: string | null }>(
            'SELECT status::text AS status, stage::text AS stage, processing_state::text AS processing_state FROM jobs WHERE id = $1',
            [jobId],
          )
        ).rows[0]!;
      await until(async () => (await row()).stage === 'enrich_profiles', 60_000, 'the enrich stage');
      const staying = await startService(loadConfig({}, { ...base, ROLE: 'worker' }), { log: createLogger('silent') });
      extra.push(staying);
      await leaving.close(); // what SIGTERM does
      const metricsOf = async (s: Service) =>
        (await s.deps.metrics.registry.metrics())
          .split('\n')
          .filter((l) => l.startsWith('tp_stage_runs_total'))
          .join('\n');
      expect(await metricsOf(leaving)).toMatch(/stage="enrich_profiles".*outcome="handed_back"\} 1|outcome="handed_back".*stage="enrich_profiles"\} 1/);
      await until(async () => (await row()).status === 'done', 60_000, 'the job to finish on the other worker');
      // at once, not after the 120 s lease: the wait above gives up at 60 s, and no stage run was lost
      expect(await metricsOf(staying)).not.toMatch(/outcome="(delayed|failed|lost)"/);
    } finally {
      await reader.end().catch(() => {});
      for (const s of extra.splice(0)) await s.close().catch(() => {});
      await db.drop();
    }
  }, 150_000);
});
