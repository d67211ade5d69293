// 1b. Small polls: what most clients do (poll a processing job, re-read a done job with a few people).
// The service runs as `npm start` runs it (ROLE=all: the pipeline workers poll in the same process) with
// request logging on at `info`. A `bench-small` job is run to `done` (a ~3 KB body); a processing job is
// a copy of its row with status `processing` (no queue message and a heartbeat in the future, so it
// stays processing). autocannon at 8 and 64 connections on REST `GET /v1/jobs/{id}` (done and processing)
// and on GraphQL `job(id)` selecting ~20 fields (of the done job and of the processing job).
// The service and its baseline are measured in turns (2 rounds each in --quick, 5 in a full run; p99 and
// p99.9 over all rounds together, over the answers on open connections: each connection's first answer,
// which waits for the connect of all of them at once, is reported on its own — load-generator.mjs). The
// processing job is polled by every connection at once (what many clients of one job do; concurrent polls
// of one job share a database read) and, as a separate case, 256 processing jobs are polled in turn (each
// request the next job: polls rarely share a read). Baseline for each case: a bare node:http server (child
// process) answering the same bytes, loaded the same way in the same run. p99 and p99.9 reported for each,
// and the CPU per request of the service process beside the bare server's (/proc/<pid>/stat, the service's
// idle use subtracted; plus its PostgreSQL backends' CPU per request): unlike req/s, that figure hardly
// moves with the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Scenario } from '../lib/context.js';
import { makeAccounts, runJobToDone, withDb } from '../lib/context.js';
import { load, loadInTurns, startBareServer, summary, type CpuProbe } from '../lib/load.js';
import { idleCpuMsPerSecond, postgresBackendPids } from '../lib/cpu.js';
import type { Row } from '../lib/report.js';
import { startChildService } from '../lib/service.js';
import { round } from '../lib/stats.js';
import { newJobId } from '../../../src/domain/jobs/ids.js';
import { loadRows } from './polling.js';

/** ~20 fields of the poll document: status, counters, company, persona and the people's names. */
export const SMALL_JOB_QUERY = `query Poll($id: ID!) {
  job(id: $id) {
    jobId status processingState stage message companyId
    company { name domain }
    persona { slug name }
    teamScanned profilesEnriched preliminaryCandidates targetPeopleCount creditsCharged
    input operation createdAt finishedAt
    targetPeople { rankInCompany isDecisionMaker person { name headline } }
  }
}`;

const CONNECTIONS = [8, 64];
/** Issue 23's floors (req/s as a share of bare node:http in the same run): REST polls, GraphQL job(id). */
const REST_MIN_RATIO = 0.3;
const GRAPHQL_MIN_RATIO = 0.2;
/** Each case's service and baseline runs are taken in turns, this many of each (`loadInTurns`). */
const ROUNDS = (quick: boolean) => (quick ? 2 : 5);
/** How many processing jobs the `in turn` case polls one after the other. */
const DISTINCT_JOBS = 256;

/**
 * `BENCH_SMALLPOLL_CASES=processing,done` runs only the cases whose label contains one of these words
 * (case-insensitive), e.g. to profile one case; all cases by default.
 */
function selectedCase(label: string): boolean {
  const words = (process.env.BENCH_SMALLPOLL_CASES ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return words.length === 0 || words.some((w) => label.toLowerCase().includes(w));
}

export const smallPolling: Scenario = {
  name: 'smallpoll',
  title: 'Small polls (3 KB done job, processing job; REST and GraphQL), 8 and 64 connections, info logs',
  async run(ctx) {
    const seconds = ctx.quick ? 2 : 10;
    const warm = ctx.quick ? 1 : 3;
    const db = await ctx.pg.createDatabase('smallpoll');
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tp-bench-smallpoll-'));
    const svc = await startChildService({ DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir, LOG_LEVEL: 'info' }, { cpuProfDir: ctx.cpuProfDir });
    try {
      const [acct] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 20 }]);
      const { jobId } = await runJobToDone(svc.url, acct!.apiKey, ctx.dataset.small.slug, 60_000);
      // Processing jobs: the done job's row, copied with status processing at the enrich stage (one polled
      // by every connection, and DISTINCT_JOBS more polled in turn, so that polls rarely share a read).
      // updated_at (not in the poll body) is set a day ahead: the in-process sweep re-runs the stage of a
      // processing job without a heartbeat for PIPELINE_STAGE_LEASE_MS (30 s), which would run these
      // jobs through the pipeline during the measurement (it did before 2026-11-23 05:10).
      const processingIds = Array.from({ length: 1 + DISTINCT_JOBS }, () => newJobId());
      const processingId = processingIds[0]!;
      await withDb(db.url, async (d) => {
        for (const id of processingIds) {
          await d.pool.query(
            `INSERT INTO jobs SELECT (jsonb_populate_record(NULL::jobs, to_jsonb(j) || jsonb_build_object('id', $2::text, 'status', 'processing',
               'processing_state', 'active', 'stage', 'enrich_profiles', 'result', NULL, 'finished_at', NULL, 'target_people_count', 0,
               'credits_charged', 0, 'updated_at', now() + interval '1 day'))).* FROM jobs j WHERE j.id = $1`,
            [jobId, id],
          );
        }
      });
      const headers = { 'x-api-key': acct!.apiKey };
      const rows: Row[] = [];
      // What the service uses doing nothing (the in-process workers' queue polling, the sweep), subtracted
      // from its CPU per request.
      const idleMsPerSecond = await idleCpuMsPerSecond([svc.pid], ctx.quick ? 2000 : 5000);
      const details: Record<string, unknown> = {
        job_id: jobId,
        processing_job_id: processingId,
        seconds,
        connections: CONNECTIONS,
        service_idle_cpu_ms_per_s: round(idleMsPerSecond, 1),
      };

      const measure = async (
        label: string,
        url: string,
        bytes: string,
        contentType: string,
        minRatio: number,
        extra: { method?: 'POST'; headers: Record<string, string>; body?: string; path: string; paths?: string[] },
      ) => {
        if (!selectedCase(label)) return;
        const bare = await startBareServer(bytes, contentType, tmp);
        try {
          for (const connections of CONNECTIONS) {
            const opts = { connections, method: extra.method, headers: extra.headers, body: extra.body, paths: extra.paths };
            await load({ url: bare.url + extra.path, seconds: warm, ...opts });
            await load({ url: url + extra.path, seconds: warm, ...opts });
            // The service's pool connections exist after the warm-up.
            const probe: CpuProbe = { pid: svc.pid, idleMsPerSecond, postgresPids: await postgresBackendPids(ctx.pg.adminUrl, db.name) };
            const { ours, base } = await loadInTurns(
              ROUNDS(ctx.quick),
              seconds,
              () => ({ url: url + extra.path, ...opts, cpu: probe }),
              () => ({ url: bare.url + extra.path, ...opts, cpu: { pid: bare.pid } }),
            );
            rows.push(...loadRows(`${label}, ${connections} conn`, ours, base, minRatio, 'smallpoll'));
            details[`${label} @${connections}`] = { ours: summary(ours), baseline: summary(base), bytes: Buffer.byteLength(bytes) };
          }
        } finally {
          await bare.stop();
        }
      };

      for (const [label, id] of [
        ['REST done job', jobId],
        ['REST processing job', processingId],
      ] as const) {
        const p = `/v1/jobs/${id}`;
        const res = await fetch(svc.url + p, { headers });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status} ${text.slice(0, 300)}`);
        await measure(label, svc.url, text, res.headers.get('content-type') ?? 'application/json', REST_MIN_RATIO, { headers, path: p });
      }
      {
        // The same size of answer from DISTINCT_JOBS jobs polled in turn: what a poll costs when no other
        // poll of its job is in flight (no shared read).
        const paths = processingIds.slice(1).map((id) => `/v1/jobs/${id}`);
        const res = await fetch(svc.url + paths[0], { headers });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`distinct processing jobs: HTTP ${res.status} ${text.slice(0, 300)}`);
        const label = `REST processing jobs, ${DISTINCT_JOBS} in turn`;
        await measure(label, svc.url, text, res.headers.get('content-type') ?? 'application/json', REST_MIN_RATIO, { headers, path: paths[0]!, paths });
      }
      // The processing jobs must not have moved (the pipeline would have run in the measured process).
      await withDb(db.url, async (d) => {
        const moved = await d.pool.query(`SELECT id FROM jobs WHERE id = ANY($1) AND (status <> 'processing' OR stage <> 'enrich_profiles')`, [processingIds]);
        if (moved.rowCount) throw new Error(`${moved.rowCount} processing jobs changed during the measurement`);
      });

      const gqlHeaders = { ...headers, 'content-type': 'application/json', accept: 'application/json' };
      for (const [label, id, status] of [
        ['GraphQL job(id) ~20 fields', jobId, 'DONE'],
        ['GraphQL processing job(id) ~20 fields', processingId, 'PROCESSING'],
      ] as const) {
        if (!selectedCase(label)) continue;
        const gqlRequest = JSON.stringify({ query: SMALL_JOB_QUERY, variables: { id } });
        const gqlRes = await fetch(svc.url + '/graphql', { method: 'POST', headers: gqlHeaders, body: gqlRequest });
        const gqlBytes = await gqlRes.text();
        const parsed = JSON.parse(gqlBytes) as { data?: { job?: { status?: string } }; errors?: unknown[] };
        if (parsed.errors || parsed.data?.job?.status !== status) throw new Error(`${label} failed: ${gqlBytes.slice(0, 400)}`);
        await measure(label, svc.url, gqlBytes, gqlRes.headers.get('content-type') ?? 'application/json', GRAPHQL_MIN_RATIO, {
          method: 'POST',
          headers: gqlHeaders,
          body: gqlRequest,
          path: '/graphql',
        });
      }
      details.service_peak_rss_mb = round(svc.peakRssMb(), 0);
      return { rows, details };
    } finally {
      await svc.stop();
      await db.drop();
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};
