// 2. Pipeline overhead: POST /v1/jobs → done for a 20-person company, zero data-source latency, rules
// matcher, one service process (ROLE=all). (a) Jobs one at a time: end-to-end p50/p99 and where the time
// goes per stage. (b) Sustained throughput: a closed loop keeping K jobs in flight on one premium account.
// Times come from a LISTEN on the service's event channel (NOTIFY is delivered at commit), so the
// bench observes each stage change and the final status the moment it is committed, without polling.
// Baseline: the pure data-source + matcher work of the same job in-process (findTargetPeople, the shared
// flow of src/matching/evaluate.ts), i.e. what the job would cost without queues, transactions and HTTP.
import type { JobEvent } from '../../../src/events/bus.js';
import { createNetworkSource } from '../../../src/sources/index.js';
import { RulesMatcher, findTargetPeople } from '../../../src/matching/index.js';
import { SYSTEM_PERSONA } from '../../../src/matching/system-persona.js';
import { STAGES } from '../../../src/domain/jobs/state.js';
import type { Scenario } from '../lib/context.js';
import { client, listenJobEvents, makeAccounts } from '../lib/context.js';
import { row, type Row } from '../lib/report.js';
import { histogramSums, startChildService } from '../lib/service.js';
import { mean, nowMs, percentile, round, sleep } from '../lib/stats.js';

interface Track {
  posted: number;
  stages: number[];
  done?: number;
  status?: string;
  resolve?: () => void;
}

export const pipelineOverhead: Scenario = {
  name: 'pipeline',
  title: 'Pipeline overhead: POST → done, 20-person company, one process',
  async run(ctx) {
    const sequential = ctx.quick ? 5 : 40;
    const inFlight = ctx.quick ? 10 : 30;
    const loopSeconds = ctx.quick ? 5 : 30;
    const warmSeconds = ctx.quick ? 1 : 5;
    const company = ctx.dataset.small.slug;

    // Baseline: the same work without the service (in this process, no database).
    const source = await createNetworkSource({ dataset: ctx.dataset.dir, onDatasetError: () => {} });
    const matcher = new RulesMatcher();
    const baseTimes: number[] = [];
    for (let i = 0; i < sequential + 5; i += 1) {
      const t0 = nowMs();
      await findTargetPeople(source, matcher, SYSTEM_PERSONA, ctx.dataset.small.id);
      if (i >= 5) baseTimes.push(nowMs() - t0);
    }
    await source.close();

    const db = await ctx.pg.createDatabase('pipeline');
    const svc = await startChildService({ DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'all' }, { cpuProfDir: ctx.cpuProfDir });
    const tracks = new Map<string, Track>();
    const listener = await listenJobEvents(db.url, (e: JobEvent, at) => {
      let t = tracks.get(e.jobId);
      if (!t) {
        // An event of a job whose POST has not answered yet: keep it (posted is set by submit).
        t = { posted: NaN, stages: [] };
        tracks.set(e.jobId, t);
      }
      if (e.change === 'stage') t.stages.push(at);
      if (e.change === 'status') {
        t.done = at;
        t.resolve?.();
      }
    });
    try {
      const [acct] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 200 }]);
      const api = client(svc.url, acct!.apiKey);
      const submit = async (): Promise<{ id: string; track: Track; finished: Promise<void> }> => {
        const posted = nowMs();
        const r = await api.submit(company);
        if (r.status !== 202) throw new Error(`submit: HTTP ${r.status} ${r.text.slice(0, 200)}`);
        const id = r.body.job_id as string;
        let track = tracks.get(id);
        if (!track) {
          track = { posted, stages: [] };
          tracks.set(id, track);
        }
        track.posted = posted;
        const t = track;
        const finished = t.done !== undefined ? Promise.resolve() : new Promise<void>((res) => (t.resolve = res));
        return { id, track: t, finished };
      };

      // Warm-up (JIT, pools, prepared plans).
      for (let i = 0; i < 3; i += 1) {
        const j = await submit();
        await Promise.race([j.finished, sleep(10_000)]);
      }

      // (a) one at a time
      const e2e: number[] = [];
      const perStage: number[][] = STAGES.map(() => []);
      for (let i = 0; i < sequential; i += 1) {
        const j = await submit();
        await Promise.race([j.finished, sleep(30_000)]);
        const t = j.track;
        if (t.done === undefined) throw new Error(`job ${j.id} not finished within 30 s`);
        const st = await api.get(`/v1/jobs/${j.id}`);
        if (st.body.status !== 'done') throw new Error(`job ${j.id} ended ${st.body.status}: ${st.body.message}`);
        e2e.push(t.done - t.posted);
        const marks = [t.posted, ...t.stages, t.done];
        for (let s = 0; s < STAGES.length; s += 1) {
          const a = marks[s];
          const b = marks[s + 1];
          if (a !== undefined && b !== undefined) perStage[s]!.push(b - a);
        }
      }
      const handlerTimes = histogramSums(await svc.metrics(), 'tp_stage_duration_seconds', 'stage');

      // (b) sustained: keep `inFlight` jobs running for loopSeconds.
      const completions: number[] = [];
      const loopLatency: number[] = [];
      const loopStart = nowMs();
      const loopEnd = loopStart + loopSeconds * 1000;
      let failed = 0;
      const worker = async () => {
        while (nowMs() < loopEnd) {
          const j = await submit();
          await Promise.race([j.finished, sleep(60_000)]);
          if (j.track.done === undefined) {
            failed += 1;
            continue;
          }
          completions.push(j.track.done);
          loopLatency.push(j.track.done - j.track.posted);
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      const windowStart = loopStart + warmSeconds * 1000;
      const inWindow = completions.filter((t) => t >= windowStart && t <= loopEnd).length;
      const throughput = inWindow / ((loopEnd - windowStart) / 1000);

      const p50 = percentile(e2e, 50);
      const p99 = percentile(e2e, 99);
      const baseP50 = percentile(baseTimes, 50);
      const rows: Row[] = [
        row({
          scenario: 'pipeline',
          metric: 'POST → done p50 (one at a time)',
          value: round(p50, 0),
          unit: 'ms',
          baseline: round(baseP50, 2),
          target: '≤ 1000 ms',
          verdict: p50 <= 1000 ? 'pass' : 'miss',
        }),
        row({
          scenario: 'pipeline',
          metric: 'POST → done p99 (one at a time)',
          value: round(p99, 0),
          unit: 'ms',
          baseline: round(percentile(baseTimes, 99), 2),
          target: '≤ 2000 ms',
          verdict: p99 <= 2000 ? 'pass' : 'miss',
        }),
        row({
          scenario: 'pipeline',
          metric: `sustained completed jobs/s (${inFlight} in flight)`,
          value: round(throughput, 1),
          unit: 'jobs/s',
          baseline: round(1000 / mean(baseTimes), 0),
          target: '≥ 10 jobs/s',
          verdict: throughput >= 10 ? 'pass' : 'miss',
          note: failed ? `${failed} jobs did not finish` : undefined,
        }),
        row({ scenario: 'pipeline', metric: 'POST → done p50 under sustained load', value: round(percentile(loopLatency, 50), 0), unit: 'ms' }),
        row({ scenario: 'pipeline', metric: 'POST → done p99 under sustained load', value: round(percentile(loopLatency, 99), 0), unit: 'ms' }),
      ];
      const breakdown = STAGES.map((s, i) => {
        const h = handlerTimes.get(s);
        return {
          stage: s,
          wall_ms_mean: round(mean(perStage[i] ?? []), 1),
          wall_ms_p99: round(percentile(perStage[i] ?? [], 99), 1),
          handler_ms_mean: h && h.count ? round((h.sum / h.count) * 1000, 1) : null,
        };
      });
      for (const b of breakdown) {
        rows.push(
          row({
            scenario: 'pipeline',
            metric: `stage ${b.stage} (wall / handler)`,
            value: b.wall_ms_mean,
            unit: 'ms',
            note: `handler ${b.handler_ms_mean ?? '–'} ms`,
          }),
        );
      }
      return {
        rows,
        details: {
          sequential_jobs: sequential,
          in_flight: inFlight,
          loop_seconds: loopSeconds,
          warm_seconds: warmSeconds,
          completed_in_loop: completions.length,
          stage_breakdown: breakdown,
          note: "wall = from the previous stage change (or the POST) to this stage's end as committed; handler = tp_stage_duration_seconds mean (includes warm-up and the one-at-a-time phase only). Baseline = the same scan/enrich/shortlist/verify/match work in-process with no database, queue or HTTP.",
          e2e_ms: e2e.map((x) => round(x, 1)),
          service_peak_rss_mb: round(svc.peakRssMb(), 0),
        },
      };
    } finally {
      await listener.close();
      await svc.stop();
      await db.drop();
    }
  },
};
