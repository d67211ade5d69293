// 5. Live progress: S graphql-ws subscribers (1,000; 100 with --quick), each following its own job with
// the jobProgress(jobId) subscription. The service runs as ROLE=api (no pipeline workers), and this
// bench plays the worker: it commits each stage change to Postgres itself, in a transaction that
// updates the job row and NOTIFYs the event channel exactly as src/pipeline/worker.ts does, and records
// the time just before COMMIT. Latency = arrival of that stage at the client − that time. Finally every
// job is cancelled over REST (status event; the stream completes). Dropped = a committed stage change
// that never reached its subscriber. Baseline: a bare LISTEN connection on the same channel (commit →
// notification delivered, no GraphQL, no re-read, no WebSocket).
import pg from 'pg';
import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { CHANNEL } from '../../../src/events/bus.js';
import { STAGES } from '../../../src/domain/jobs/state.js';
import type { Scenario } from '../lib/context.js';
import { client, listenJobEvents, makeAccounts } from '../lib/context.js';
import { row } from '../lib/report.js';
import { startChildService } from '../lib/service.js';
import { mean, nowMs, percentile, round, sleep } from '../lib/stats.js';

const SUBSCRIPTION = `subscription Follow($id: ID!) { jobProgress(jobId: $id) { change jobId job { status stage teamScanned } } }`;

interface Sub {
  jobId: string;
  apiKey: string;
  apiKeyId?: string;
  client?: Client;
  seen: Map<string, number>;
  statuses: string[];
  completed: boolean;
  errors: string[];
}

export const liveProgress: Scenario = {
  name: 'progress',
  title: 'Live progress: graphql-ws subscribers, commit → client latency',
  async run(ctx) {
    const subscribers = ctx.quick ? 100 : 1000;
    const eventsPerSecond = ctx.quick ? 200 : 250;
    const perAccount = 50;
    const db = await ctx.pg.createDatabase('progress');
    const svc = await startChildService(
      { DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'api', DATABASE_POOL_SIZE: '10' },
      { cpuProfDir: ctx.cpuProfDir },
    );
    const pool = new pg.Pool({ connectionString: db.url, max: 6 });
    const subs: Sub[] = [];
    const committedAt = new Map<string, number>();
    const listenLat: number[] = [];
    const listener = await listenJobEvents(db.url, (e, at) => {
      if (e.change !== 'stage') return;
      const key = `${e.jobId}|${(e as unknown as { bench_stage?: string }).bench_stage ?? ''}`;
      const t = committedAt.get(key);
      if (t !== undefined) listenLat.push(at - t);
    });
    try {
      const accounts = await makeAccounts(
        db.url,
        Array.from({ length: Math.ceil(subscribers / perAccount) }, () => ({ tier: 'premium' as const, concurrency: perAccount })),
      );
      // Jobs (stay at the first stage: no workers in this service).
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < subscribers) {
            const i = next++;
            const acct = accounts[Math.floor(i / perAccount)]!;
            const r = await client(svc.url, acct.apiKey).submit(ctx.dataset.small.slug);
            if (r.status !== 202) throw new Error(`submit: HTTP ${r.status} ${r.text.slice(0, 200)}`);
            subs[i] = { jobId: r.body.job_id, apiKey: acct.apiKey, seen: new Map(), statuses: [], completed: false, errors: [] };
          }
        }),
      );
      const keyIds = await pool.query<{ id: string; api_key_id: string }>(`SELECT id, api_key_id FROM jobs`);
      const keyOf = new Map(keyIds.rows.map((r) => [r.id, r.api_key_id]));
      for (const s of subs) s.apiKeyId = keyOf.get(s.jobId);

      // Connect and subscribe, 50 at a time; wait for each snapshot.
      const wsUrl = svc.url.replace(/^http/, 'ws') + '/graphql';
      for (let i = 0; i < subs.length; i += 50) {
        await Promise.all(
          subs.slice(i, i + 50).map(
            (s) =>
              new Promise<void>((resolve, reject) => {
                const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: s.apiKey }, retryAttempts: 0, lazy: false });
                s.client = c;
                let snap = false;
                const timer = setTimeout(() => reject(new Error(`no snapshot for ${s.jobId} within 30 s`)), 30_000);
                c.subscribe<{ jobProgress: { change: string; job: { status: string; stage: string | null } } }>(
                  { query: SUBSCRIPTION, variables: { id: s.jobId } },
                  {
                    next: (m) => {
                      const at = nowMs();
                      const raw = m.data?.jobProgress;
                      // GraphQL enums are SCREAMING_SNAKE_CASE; the bench compares the domain's lowercase names.
                      const ev = raw && {
                        change: raw.change.toLowerCase(),
                        job: { status: raw.job.status.toLowerCase(), stage: raw.job.stage?.toLowerCase() ?? null },
                      };
                      if (!ev || !raw) {
                        s.errors.push(JSON.stringify(m.errors ?? m).slice(0, 200));
                        return;
                      }
                      if (ev.change === 'snapshot' && !snap) {
                        snap = true;
                        clearTimeout(timer);
                        resolve();
                      }
                      if (ev.change === 'stage' && ev.job.stage && !s.seen.has(ev.job.stage)) s.seen.set(ev.job.stage, at);
                      if (ev.change === 'status') s.statuses.push(ev.job.status);
                    },
                    error: (err) => {
                      s.errors.push(String((err as Error)?.message ?? JSON.stringify(err)).slice(0, 200));
                      clearTimeout(timer);
                      if (!snap) reject(new Error(`subscription error: ${s.errors.at(-1)}`));
                    },
                    complete: () => {
                      s.completed = true;
                    },
                  },
                );
              }),
          ),
        );
      }
      ctx.log(`progress: ${subs.length} subscribers connected`);

      // Play the worker: stage changes round-robin over the jobs at `eventsPerSecond`.
      const transitions = STAGES.slice(1);
      const interval = 1000 / eventsPerSecond;
      const started = nowMs();
      let n = 0;
      const commitOne = async (s: Sub, stage: string) => {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          await c.query(`UPDATE jobs SET stage = $2::"Stage", stage_run = stage_run + 1, updated_at = now() WHERE id = $1`, [s.jobId, stage]);
          await c.query('SELECT pg_notify($1, $2)', [
            CHANNEL,
            JSON.stringify({ kind: 'job', jobId: s.jobId, apiKeyId: s.apiKeyId, change: 'stage', bench_stage: stage }),
          ]);
          committedAt.set(`${s.jobId}|${stage}`, nowMs());
          await c.query('COMMIT');
        } finally {
          c.release();
        }
      };
      const pending: Array<Promise<void>> = [];
      for (const stage of transitions) {
        for (const s of subs) {
          const due = started + n * interval;
          n += 1;
          const wait = due - nowMs();
          if (wait > 1) await sleep(wait);
          pending.push(commitOne(s, stage));
          if (pending.length > 64) await Promise.all(pending.splice(0, pending.length));
        }
      }
      await Promise.all(pending);
      const commitSeconds = (nowMs() - started) / 1000;
      // Let the last events arrive, then cancel every job (status event; streams complete).
      await sleep(2000);
      let c2 = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (c2 < subs.length) {
            const s = subs[c2++]!;
            await client(svc.url, s.apiKey).post(`/v1/jobs/${s.jobId}/cancel`);
          }
        }),
      );
      const deadline = Date.now() + 15_000;
      while (subs.some((s) => !s.completed) && Date.now() < deadline) await sleep(200);

      const lat: number[] = [];
      let dropped = 0;
      for (const s of subs) {
        for (const stage of transitions) {
          const t0 = committedAt.get(`${s.jobId}|${stage}`);
          const at = s.seen.get(stage);
          if (t0 === undefined) continue;
          if (at === undefined) dropped += 1;
          else lat.push(at - t0);
        }
      }
      const notCompleted = subs.filter((s) => !s.completed || !s.statuses.includes('cancelled')).length;
      const errors = subs.reduce((a, s) => a + s.errors.length, 0);
      const p99 = percentile(lat, 99);
      const expected = subs.length * transitions.length;
      return {
        rows: [
          row({
            scenario: 'progress',
            metric: `commit → client p99 (${subs.length} subscribers)`,
            value: round(p99, 1),
            unit: 'ms',
            baseline: round(percentile(listenLat, 99), 1),
            target: '< 100 ms',
            verdict: p99 < 100 ? 'pass' : 'miss',
            note: 'baseline: bare LISTEN connection',
          }),
          row({
            scenario: 'progress',
            metric: 'commit → client p50',
            value: round(percentile(lat, 50), 1),
            unit: 'ms',
            baseline: round(percentile(listenLat, 50), 1),
          }),
          row({
            scenario: 'progress',
            metric: 'dropped stage events',
            value: dropped,
            unit: 'events',
            target: '0',
            verdict: dropped === 0 && notCompleted === 0 && errors === 0 ? 'pass' : 'miss',
            note: `${expected} committed at ${round(expected / commitSeconds, 0)}/s; ${notCompleted} streams without final status; ${errors} errors`,
          }),
        ],
        details: {
          subscribers: subs.length,
          events_committed: expected,
          events_per_second: round(expected / commitSeconds, 1),
          latency_ms: { p50: percentile(lat, 50), p90: percentile(lat, 90), p99: p99, max: percentile(lat, 100), mean: mean(lat) },
          listen_baseline_ms: { p50: percentile(listenLat, 50), p99: percentile(listenLat, 99) },
          dropped,
          streams_not_completed: notCompleted,
          errors: subs.flatMap((s) => s.errors).slice(0, 5),
          service_peak_rss_mb: round(svc.peakRssMb(), 0),
        },
      };
    } finally {
      await Promise.all(subs.map((s) => s.client?.dispose()));
      await listener.close();
      await pool.end();
      await svc.stop();
      await db.drop();
    }
  },
};
