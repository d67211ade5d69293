// Scale-out (issue 13 item 4): jobs/s with 1 and 2 `ROLE=worker` processes plus one `ROLE=api` process
// on one database (the bench PostgreSQL). Each case in a fresh database: a closed loop keeps K small jobs
// (`bench-small`, 20 people, rules matcher) in flight on one premium account for the loop time;
// completions (committed final status, seen on the event channel) are counted after a warm-up.
// Baseline: the 1-worker case (the ratio of 2 workers to 1 is the scaling).
import type { Scenario } from '../lib/context.js';
import { client, listenJobEvents, makeAccounts } from '../lib/context.js';
import { row, type Row } from '../lib/report.js';
import { startChildService, type ChildService } from '../lib/service.js';
import { nowMs, round, sleep } from '../lib/stats.js';

export const scaleOut: Scenario = {
  name: 'scaleout',
  title: 'Scale-out: jobs/s with 1 and 2 ROLE=worker processes + one ROLE=api',
  async run(ctx) {
    const loopSeconds = ctx.quick ? 10 : 25;
    const warmSeconds = ctx.quick ? 3 : 5;
    const inFlight = 30;
    const rows: Row[] = [];
    const details: Record<string, unknown> = { in_flight: inFlight, loop_seconds: loopSeconds, warm_seconds: warmSeconds };
    const rates: number[] = [];
    for (const workers of [1, 2]) {
      const db = await ctx.pg.createDatabase(`scaleout${workers}`);
      const env = { DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir };
      const procs: ChildService[] = [];
      const done = new Map<string, () => void>();
      const finishedAt = new Map<string, number>();
      const listener = await listenJobEvents(db.url, (e, at) => {
        if (e.change !== 'status') return;
        finishedAt.set(e.jobId, at);
        done.get(e.jobId)?.();
      });
      try {
        const api = await startChildService({ ...env, ROLE: 'api' }, { cpuProfDir: ctx.cpuProfDir });
        procs.push(api);
        for (let i = 0; i < workers; i += 1) procs.push(await startChildService({ ...env, ROLE: 'worker' }, { cpuProfDir: ctx.cpuProfDir, noHttp: true }));
        await sleep(3000); // workers boot (no readiness endpoint)
        const [acct] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 200 }]);
        const c = client(api.url, acct!.apiKey);
        const completions: number[] = [];
        let failed = 0;
        const loopStart = nowMs();
        const loopEnd = loopStart + loopSeconds * 1000;
        const loop = async () => {
          while (nowMs() < loopEnd) {
            const r = await c.submit(ctx.dataset.small.slug);
            if (r.status !== 202) throw new Error(`submit: HTTP ${r.status} ${r.text.slice(0, 200)}`);
            const id = r.body.job_id as string;
            if (!finishedAt.has(id)) await Promise.race([new Promise<void>((res) => done.set(id, res)), sleep(60_000)]);
            const at = finishedAt.get(id);
            if (at === undefined) failed += 1;
            else completions.push(at);
          }
        };
        await Promise.all(Array.from({ length: inFlight }, loop));
        const windowStart = loopStart + warmSeconds * 1000;
        const rate = completions.filter((t) => t >= windowStart && t <= loopEnd).length / ((loopEnd - windowStart) / 1000);
        rates.push(rate);
        details[`workers_${workers}`] = { jobs_per_s: round(rate, 1), failed, peak_rss_mb: procs.map((p) => round(p.peakRssMb(), 0)) };
      } finally {
        await listener.close();
        for (const p of procs) await p.stop();
        await db.drop();
      }
    }
    const [one, two] = rates as [number, number];
    rows.push(row({ scenario: 'scaleout', metric: 'completed jobs/s, 1 worker + 1 api', value: round(one, 1), unit: 'jobs/s' }));
    rows.push(
      row({
        scenario: 'scaleout',
        metric: 'completed jobs/s, 2 workers + 1 api',
        value: round(two, 1),
        unit: 'jobs/s',
        baseline: round(one, 1),
        ratio: two / one,
        note: 'ratio: scaling from 1 to 2 worker processes',
      }),
    );
    return { rows, details };
  },
};
