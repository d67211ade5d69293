// 3. Large roster. (a) A generated 10,000-person company with 20 ms per data-source call and the
// configured enrichment concurrency C (ENRICH_CONCURRENCY, default 16): job wall time against the
// ideal N·latency/C (every enrichment call waiting its latency, C at a time, nothing else), and the
// peak RSS (VmHWM) of the service process. (b) A 50,000-person company with no latency: peak RSS.
// Each case runs in its own service process (child, ROLE=all) so that VmHWM is that case's own.
// Same-run floor for (a): the N enrichment calls alone, C at a time, through the same source in a process of
// its own (test/bench/lib/source-floor.ts): N·latency/C as the machine delivers it during this run
// (timer slack, the source's own CPU, other load). The job's wall time is also reported against it.
// Each service first runs one small job (bench-small) before the measured one: the figures are those of a
// warm process, not of its first request (whose one-time compilation cost ≈ 0.3 s).
// BENCH_ROSTER_CASES=large runs only (a) (to iterate on the 10,000-person case).
import type { JobEvent } from '../../../src/events/bus.js';
import type { BenchCompany } from '../lib/dataset.js';
import type { BenchContext, Scenario } from '../lib/context.js';
import { client, listenJobEvents, makeAccounts, runJobToDone } from '../lib/context.js';
import { row, type Row } from '../lib/report.js';
import { histogramSums, startChildService } from '../lib/service.js';
import { nowMs, round, sleep } from '../lib/stats.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO } from '../lib/service.js';
import { cpuMs, postmasterPid, serverCpuMs } from '../lib/cpu.js';

/** The N enrichment calls alone, C at a time, in a child process (see the header). */
async function sourceFloorMs(datasetDir: string, slug: string): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/bench/lib/source-floor.ts', datasetDir, slug, String(CONCURRENCY)], {
    cwd: REPO,
    maxBuffer: 1 << 20,
  });
  return (JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { ms: number }).ms;
}

const CONCURRENCY = 16;

async function runRoster(ctx: BenchContext, company: BenchCompany, timeoutMs: number) {
  const db = await ctx.pg.createDatabase(`roster_${company.size}`);
  const svc = await startChildService(
    { DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'all', ENRICH_CONCURRENCY: String(CONCURRENCY) },
    { cpuProfDir: ctx.cpuProfDir, timeoutMs: 180_000 },
  );
  const stageAt: Array<[string, number]> = [];
  let jobId = '';
  let doneAt: number | undefined;
  const listener = await listenJobEvents(db.url, (e: JobEvent, at) => {
    if (e.jobId !== jobId) return;
    if (e.change === 'stage') stageAt.push(['stage', at]);
    if (e.change === 'status') doneAt = at;
  });
  let rssMax = 0;
  const sampler = setInterval(() => {
    const r = svc.rssMb();
    if (r > rssMax) rssMax = r;
  }, 200);
  try {
    const [acct] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 5 }]);
    const api = client(svc.url, acct!.apiKey);
    // One small job first, so that the measured one finds the service as a running deployment would (its
    // code paths compiled, Prisma's query plans cached, pools open): on a freshly started process the
    // first job spent ≈ 330 ms between the POST and its first stage change, the next one ≈ 40 ms.
    await runJobToDone(svc.url, acct!.apiKey, ctx.dataset.small.slug, 60_000);
    const metrics0 = await svc.metrics();
    const stages0 = histogramSums(metrics0, 'tp_stage_duration_seconds', 'stage');
    const idleRss = svc.rssMb();
    // CPU of the job (load-robust, unlike wall time): the service process and the whole PostgreSQL server.
    const postmaster = await postmasterPid(db.url);
    const cpu0 = { service: cpuMs(svc.pid), postgres: serverCpuMs(postmaster) };
    const posted = nowMs();
    const r = await api.submit(company.slug);
    if (r.status !== 202) throw new Error(`submit: HTTP ${r.status} ${r.text.slice(0, 200)}`);
    jobId = r.body.job_id;
    const deadline = Date.now() + timeoutMs;
    while (doneAt === undefined) {
      if (Date.now() > deadline) throw new Error(`job on ${company.slug} not finished within ${timeoutMs / 1000} s`);
      await sleep(250);
    }
    const wallMs = doneAt - posted;
    const cpu = { serviceMs: cpuMs(svc.pid) - cpu0.service, postgresMs: serverCpuMs(postmaster) - cpu0.postgres };
    const meta = await api.get(`/v1/jobs/${jobId}`);
    if (meta.body.status !== 'done') throw new Error(`job ended ${meta.body.status}: ${meta.body.message}`);
    const metrics = await svc.metrics();
    // this job's own: less the warm-up job's
    const stages = new Map([...histogramSums(metrics, 'tp_stage_duration_seconds', 'stage')].map(([k, v]) => [k, { sum: v.sum - (stages0.get(k)?.sum ?? 0) }]));
    const verifyCalls = (m: string) => Number(/tp_source_calls_total\{op="verify_candidate",outcome="ok"\}\s+(\d+)/.exec(m)?.[1] ?? NaN);
    const calls = verifyCalls(metrics) - (verifyCalls(metrics0) || 0);
    return {
      wallMs,
      cpu,
      peakRssMb: svc.peakRssMb(),
      sampledMaxRssMb: rssMax,
      idleRssMb: idleRss,
      teamScanned: meta.body.team_scanned as number,
      candidates: meta.body.preliminary_candidates as number,
      targetPeople: meta.body.target_people_count as number,
      verifyCalls: Number.isFinite(calls) ? calls : undefined,
      resultBytes: Buffer.byteLength(meta.text),
      stageSeconds: Object.fromEntries([...stages].map(([k, v]) => [k, round(v.sum, 2)])),
      /** When each stage change was published (LISTEN), ms after the POST; then the final status. */
      stageEventsMs: [...stageAt.map(([, at]) => Math.round(at - posted)), Math.round(doneAt - posted)],
    };
  } finally {
    clearInterval(sampler);
    await listener.close();
    await svc.stop();
    await db.drop();
  }
}

export const largeRoster: Scenario = {
  name: 'roster',
  title: 'Large roster: 10,000 people at 20 ms/call (wall vs N·latency/C, RSS); 50,000 people (RSS)',
  async run(ctx) {
    const { large, huge } = ctx.dataset;
    const rows: Row[] = [];
    const details: Record<string, unknown> = { enrich_concurrency: CONCURRENCY };

    const floorMs = await sourceFloorMs(ctx.dataset.dir, large.slug);
    const a = await runRoster(ctx, large, ctx.quick ? 120_000 : 900_000);
    const ideal = (large.size * large.latencyMs) / CONCURRENCY;
    const enrichMs = (a.stageSeconds.enrich_profiles ?? NaN) * 1000;
    rows.push(
      row({
        scenario: 'roster',
        metric: `${large.size.toLocaleString('en-US')} people @${large.latencyMs} ms: job wall time`,
        value: round(a.wallMs / 1000, 2),
        unit: 's',
        baseline: round(ideal / 1000, 2),
        target: '≤ 1.3 × N·latency/C',
        verdict: a.wallMs / ideal <= 1.3 ? 'pass' : 'miss',
        note: `stages (s): ${['scan_team', 'enrich_profiles', 'find_candidates', 'verify_candidates', 'match_target'].map((k) => `${k.split('_')[0]} ${a.stageSeconds[k] ?? '–'}`).join(', ')}`,
      }),
      row({
        scenario: 'roster',
        metric: `${large.size.toLocaleString('en-US')} people: enrich_profiles stage`,
        value: round(enrichMs / 1000, 2),
        unit: 's',
        baseline: round(ideal / 1000, 2),
        note: 'the stage that makes the N calls',
      }),
      row({
        scenario: 'roster',
        metric: `${large.size.toLocaleString('en-US')} people: job wall time vs the N calls alone`,
        value: round(a.wallMs / 1000, 2),
        unit: 's',
        baseline: round(floorMs / 1000, 2),
        note: `same-run floor: ${large.size.toLocaleString('en-US')} enrich calls, C = ${CONCURRENCY}, no database (${round(floorMs / ideal, 2)} × ideal)`,
      }),
      row({
        scenario: 'roster',
        metric: `${large.size.toLocaleString('en-US')} people: CPU of the job (service / PostgreSQL)`,
        value: round(a.cpu.serviceMs / 1000, 2),
        unit: 's',
        note: `PostgreSQL ${round(a.cpu.postgresMs / 1000, 2)} s; per person ${round((a.cpu.serviceMs / large.size) * 1000, 0)} / ${round((a.cpu.postgresMs / large.size) * 1000, 0)} µs (load-robust, unlike wall time)`,
      }),
      row({
        scenario: 'roster',
        metric: `${large.size.toLocaleString('en-US')} people: peak RSS (VmHWM)`,
        value: round(a.peakRssMb, 0),
        unit: 'MB',
        baseline: round(a.idleRssMb, 0),
        target: '< 400 MB',
        verdict: a.peakRssMb < 400 ? 'pass' : 'miss',
        note: 'baseline: RSS of the idle service',
      }),
    );
    details.large = { ...a, ideal_ms: ideal, floor_ms: round(floorMs, 0), size: large.size, latency_ms: large.latencyMs };

    if (process.env.BENCH_ROSTER_CASES === 'large') return { rows, details };
    const b = await runRoster(ctx, huge, ctx.quick ? 180_000 : 1_200_000);
    rows.push(
      row({
        scenario: 'roster',
        metric: `${huge.size.toLocaleString('en-US')} people, no latency: peak RSS (VmHWM)`,
        value: round(b.peakRssMb, 0),
        unit: 'MB',
        baseline: round(b.idleRssMb, 0),
        target: '< 600 MB',
        verdict: b.peakRssMb < 600 ? 'pass' : 'miss',
        note: 'baseline: RSS of the idle service',
      }),
      row({
        scenario: 'roster',
        metric: `${huge.size.toLocaleString('en-US')} people, no latency: job wall time`,
        value: round(b.wallMs / 1000, 1),
        unit: 's',
        note: `${round(huge.size / (b.wallMs / 1000), 0)} people/s`,
      }),
    );
    details.huge = { ...b, size: huge.size };
    return { rows, details };
  },
};
