// Scale-out (issue 13 item 4): jobs/s with 1 and 2 `ROLE=worker` processes plus one `ROLE=api` process
// on one database, in two database set-ups:
// - `bench`: the bench's PostgreSQL (its own server process: embedded in unsafe-fast mode — fsync,
//   synchronous_commit and full_page_writes off — or BENCH_DATABASE_URL), a fresh database per case;
// - `embedded default`: what `npm start` does without DATABASE_URL: the api process starts its own
//   embedded PostgreSQL under a fresh DATA_DIR with PostgreSQL's default durability (every commit waits
//   for its WAL flush); the workers connect to it (the URL it records under DATA_DIR).
// Each case: a closed loop keeps K small jobs (`bench-small`, 20 people, rules matcher) in flight on one
// premium account for the loop time; completions (committed final status, seen on the event channel) are
// counted after a warm-up. Over the counting window the scenario also reads what each job cost: CPU time
// of the api process, of the worker processes and of the PostgreSQL server (/proc/<pid>/stat of the
// postmaster and its children), and committed transactions in the job database (pg_stat_database).
// Baseline: the 1-worker case of the same set-up (the ratio of 2 workers to 1 is the scaling).
// BENCH_SCALEOUT_DBS=bench|embedded picks one set-up (default both); BENCH_SCALEOUT_WORKERS=1 (or 2) one case.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchContext, Scenario } from '../lib/context.js';
import { client, listenJobEvents, makeAccounts } from '../lib/context.js';
import { row, type Row } from '../lib/report.js';
import { startChildService, type ChildService } from '../lib/service.js';
import { nowMs, round, sleep } from '../lib/stats.js';
import { cpuMs, postmasterPid, serverCpuMs } from '../lib/cpu.js';

async function dbStats(url: string): Promise<{ postmaster: number; xacts: () => Promise<number>; close(): Promise<void> }> {
  const postmaster = await postmasterPid(url);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return {
    postmaster,
    xacts: async () => {
      await c.query('SELECT pg_stat_clear_snapshot()');
      const r = await c.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()');
      return Number(r.rows[0]!.n);
    },
    close: () => c.end(),
  };
}

interface CaseResult {
  jobsPerS: number;
  failed: number;
  /** 503 answers to a submission (retried after 200 ms). */
  unavailable: number;
  perJob: { apiCpuMs: number; workerCpuMs: number; postgresCpuMs: number; transactions: number };
  peakRssMb: number[];
}

async function runCase(
  ctx: BenchContext,
  setup: 'bench' | 'embedded',
  workers: number,
  loopSeconds: number,
  warmSeconds: number,
  inFlight: number,
): Promise<CaseResult> {
  const procs: ChildService[] = [];
  let dropDb: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  let listener: { close(): Promise<void> } | null = null;
  let stats: Awaited<ReturnType<typeof dbStats>> | null = null;
  const done = new Map<string, () => void>();
  const finishedAt = new Map<string, number>();
  try {
    let url: string;
    let api: ChildService;
    if (setup === 'bench') {
      const db = await ctx.pg.createDatabase(`scaleout${workers}`);
      dropDb = db.drop;
      url = db.url;
      api = await startChildService({ DATABASE_URL: url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'api' }, { cpuProfDir: ctx.cpuProfDir, timeoutMs: 180_000 });
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'tp-bench-scaleout-'));
      api = await startChildService({ DATA_DIR: dataDir, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'api' }, { cpuProfDir: ctx.cpuProfDir, timeoutMs: 180_000 });
      url = readFileSync(path.join(dataDir, 'embedded-postgres.url'), 'utf8').trim();
    }
    procs.push(api);
    for (let i = 0; i < workers; i += 1) {
      procs.push(
        await startChildService({ DATABASE_URL: url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'worker' }, { cpuProfDir: ctx.cpuProfDir, noHttp: true }),
      );
    }
    listener = await listenJobEvents(url, (e, at) => {
      if (e.change !== 'status') return;
      finishedAt.set(e.jobId, at);
      done.get(e.jobId)?.();
    });
    stats = await dbStats(url);
    const [acct] = await makeAccounts(url, [{ tier: 'premium', concurrency: 200 }]);
    const c = client(api.url, acct!.apiKey);
    // Workers serve no HTTP (no readiness to wait on) and boot slowly on a loaded machine: a few jobs run
    // to their end before the loop starts.
    const warm = await Promise.all(Array.from({ length: 2 * workers }, () => c.submit(ctx.dataset.small.slug)));
    const warmDeadline = Date.now() + 180_000;
    while (!warm.every((r) => finishedAt.has(r.body.job_id as string))) {
      if (Date.now() > warmDeadline) throw new Error('warm-up jobs not finished within 180 s');
      await sleep(100);
    }
    const completions: number[] = [];
    let failed = 0;
    let unavailable = 0;
    const loopStart = nowMs();
    const windowStart = loopStart + warmSeconds * 1000;
    const loopEnd = loopStart + loopSeconds * 1000;
    const loop = async () => {
      while (nowMs() < loopEnd) {
        const r = await c.submit(ctx.dataset.small.slug);
        if (r.status === 503) {
          // The api could not get a database connection in time (a loaded machine): its answer is "retry shortly".
          unavailable += 1;
          await sleep(200);
          continue;
        }
        if (r.status !== 202) throw new Error(`submit: HTTP ${r.status} ${r.text.slice(0, 200)}`);
        const id = r.body.job_id as string;
        if (!finishedAt.has(id)) await Promise.race([new Promise<void>((res) => done.set(id, res)), sleep(60_000)]);
        const at = finishedAt.get(id);
        if (at === undefined) failed += 1;
        else completions.push(at);
      }
    };
    const s = stats;
    const sample = async () => ({
      api: cpuMs(api.pid),
      workers: procs.slice(1).reduce((n, p) => n + cpuMs(p.pid), 0),
      postgres: serverCpuMs(s.postmaster),
      xacts: await s.xacts(),
    });
    let first: Awaited<ReturnType<typeof sample>> | null = null;
    let last: Awaited<ReturnType<typeof sample>> | null = null;
    const marks = (async () => {
      await sleep(windowStart - nowMs());
      first = await sample();
      await sleep(loopEnd - nowMs());
      last = await sample();
    })();
    await Promise.all([...Array.from({ length: inFlight }, loop), marks]);
    const counted = completions.filter((t) => t >= windowStart && t <= loopEnd).length;
    const a = first as unknown as Awaited<ReturnType<typeof sample>>;
    const b = last as unknown as Awaited<ReturnType<typeof sample>>;
    const per = (x: number) => (counted ? round(x / counted, 1) : NaN);
    return {
      jobsPerS: counted / ((loopEnd - windowStart) / 1000),
      failed,
      unavailable,
      perJob: {
        apiCpuMs: per(b.api - a.api),
        workerCpuMs: per(b.workers - a.workers),
        postgresCpuMs: per(b.postgres - a.postgres),
        transactions: per(b.xacts - a.xacts),
      },
      peakRssMb: procs.map((p) => round(p.peakRssMb(), 0)),
    };
  } finally {
    await stats?.close().catch(() => {});
    await listener?.close().catch(() => {});
    for (const p of procs.slice(1)) await p.stop();
    await procs[0]?.stop(); // the api last: in the embedded set-up it owns the database
    await dropDb?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export const scaleOut: Scenario = {
  name: 'scaleout',
  title: 'Scale-out: jobs/s with 1 and 2 ROLE=worker processes + one ROLE=api (bench PostgreSQL; embedded default)',
  async run(ctx) {
    const loopSeconds = ctx.quick ? 10 : 25;
    const warmSeconds = ctx.quick ? 3 : 5;
    const inFlight = 30;
    const rows: Row[] = [];
    const details: Record<string, unknown> = { in_flight: inFlight, loop_seconds: loopSeconds, warm_seconds: warmSeconds };
    const only = process.env.BENCH_SCALEOUT_DBS;
    const setups = (['bench', 'embedded'] as const).filter((s) => !only || only.split(',').includes(s));
    for (const setup of setups) {
      const label = setup === 'bench' ? (ctx.pg.embedded ? 'bench PostgreSQL (unsafe-fast)' : 'BENCH_DATABASE_URL') : 'embedded default (durable)';
      const results: CaseResult[] = [];
      for (const workers of (process.env.BENCH_SCALEOUT_WORKERS ?? '1,2').split(',').map(Number)) {
        const r = await runCase(ctx, setup, workers, loopSeconds, warmSeconds, inFlight);
        results.push(r);
        details[`${setup}_workers_${workers}`] = {
          jobs_per_s: round(r.jobsPerS, 1),
          failed: r.failed,
          unavailable_503: r.unavailable,
          per_job: r.perJob,
          peak_rss_mb: r.peakRssMb,
        };
        const pj = r.perJob;
        rows.push(
          row({
            scenario: 'scaleout',
            metric: `${label}: completed jobs/s, ${workers} worker${workers > 1 ? 's' : ''} + 1 api`,
            value: round(r.jobsPerS, 1),
            unit: 'jobs/s',
            ...(workers > 1 && results[0] && results.length > 1 ? { baseline: round(results[0]!.jobsPerS, 1), ratio: r.jobsPerS / results[0]!.jobsPerS } : {}),
            note: `per job: CPU api ${pj.apiCpuMs} ms, workers ${pj.workerCpuMs} ms, PostgreSQL ${pj.postgresCpuMs} ms; ${pj.transactions} transactions`,
          }),
        );
      }
    }
    return { rows, details };
  },
};
