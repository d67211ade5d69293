// 6. Contention: 200 parallel submissions across 50 accounts with mixed concurrency limits (1, 2, 3, 5, 8)
// and a few accounts short of credits, 4 submissions each, all fired at once. The service runs as
// ROLE=api (no workers), so no job finishes during the burst and the expected answer of every account
// is exact: accepted (202) = min(limit, credits, submitted); the rest 402 insufficient_credits when
// credits bind first (credits ≤ limit; the credit check comes first), else 429 concurrency_limit.
// Zero 5xx. Throughput = submissions answered per second. Baseline: the same 200 submissions one at a
// time (no contention), as requests per second.
import type { Scenario } from '../lib/context.js';
import { client, makeAccounts, type Reply } from '../lib/context.js';
import { row } from '../lib/report.js';
import { startChildService } from '../lib/service.js';
import { nowMs, percentile, round } from '../lib/stats.js';

const LIMITS = [1, 2, 3, 5, 8];

export const contention: Scenario = {
  name: 'contention',
  title: 'Contention: 200 parallel submissions, 50 accounts, mixed limits',
  async run(ctx) {
    const accountsN = 50;
    const perAccount = 4;
    const db = await ctx.pg.createDatabase('contention');
    const svc = await startChildService({ DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'api' }, { cpuProfDir: ctx.cpuProfDir });
    try {
      const specs = Array.from({ length: accountsN }, (_, i) => ({
        tier: 'premium' as const,
        concurrency: LIMITS[i % LIMITS.length]!,
        // Every 10th account has 2 credits: its credits bind before its limit of 3, 5 or 8.
        credits: i % 10 === 9 ? 2 : 100,
      }));
      const accounts = await makeAccounts(db.url, specs);
      const burst = async (tag: string, parallel: boolean, accs: typeof accounts) => {
        const calls: Array<{ account: number; run: () => Promise<Reply> }> = [];
        for (let k = 0; k < perAccount; k += 1) {
          accs.forEach((a, i) => calls.push({ account: i, run: () => client(svc.url, a.apiKey).submit(ctx.dataset.small.slug) }));
        }
        const t0 = nowMs();
        let replies: Array<{ account: number; r: Reply }>;
        if (parallel) replies = await Promise.all(calls.map(async (c) => ({ account: c.account, r: await c.run() })));
        else {
          replies = [];
          for (const c of calls) replies.push({ account: c.account, r: await c.run() });
        }
        const seconds = (nowMs() - t0) / 1000;
        ctx.log(`contention ${tag}: ${calls.length} submissions in ${seconds.toFixed(2)} s`);
        return { replies, seconds };
      };

      // Baseline: one at a time on a second set of identical accounts.
      const baselineAccounts = await makeAccounts(db.url, specs);
      const base = await burst('sequential', false, baselineAccounts);
      const par = await burst('parallel', true, accounts);

      let wrong = 0;
      const problems: string[] = [];
      const counts = { s202: 0, s429: 0, s402: 0, s5xx: 0, other: 0 };
      accounts.forEach((_, i) => {
        const spec = specs[i]!;
        const mine = par.replies.filter((x) => x.account === i).map((x) => x.r);
        const accepted = mine.filter((r) => r.status === 202).length;
        const expectAccepted = Math.min(spec.concurrency, spec.credits, perAccount);
        const rejectStatus = spec.credits <= spec.concurrency ? 402 : 429;
        const rejectCode = rejectStatus === 402 ? 'insufficient_credits' : 'concurrency_limit';
        for (const r of mine) {
          if (r.status === 202) counts.s202 += 1;
          else if (r.status === 429) counts.s429 += 1;
          else if (r.status === 402) counts.s402 += 1;
          else if (r.status >= 500) counts.s5xx += 1;
          else counts.other += 1;
          if (r.status !== 202 && (r.status !== rejectStatus || r.body?.error?.code !== rejectCode)) {
            wrong += 1;
            problems.push(`account ${i}: HTTP ${r.status} ${r.text.slice(0, 120)} (expected ${rejectStatus})`);
          }
          if (r.status === 202 && r.body?.status !== 'processing') {
            wrong += 1;
            problems.push(`account ${i}: 202 with ${r.text.slice(0, 120)}`);
          }
        }
        if (accepted !== expectAccepted) {
          wrong += 1;
          problems.push(`account ${i} (limit ${spec.concurrency}, credits ${spec.credits}): ${accepted} accepted, expected ${expectAccepted}`);
        }
      });
      const lat = par.replies.map((x) => x.r.ms);
      const rps = par.replies.length / par.seconds;
      const baseRps = base.replies.length / base.seconds;
      return {
        rows: [
          row({
            scenario: 'contention',
            metric: '5xx answers',
            value: counts.s5xx,
            unit: 'answers',
            target: '0',
            verdict: counts.s5xx === 0 ? 'pass' : 'miss',
          }),
          row({
            scenario: 'contention',
            metric: 'wrong answers (status, code or count)',
            value: wrong,
            unit: 'answers',
            target: '0',
            verdict: wrong === 0 ? 'pass' : 'miss',
            note: `${counts.s202} × 202, ${counts.s429} × 429, ${counts.s402} × 402, ${counts.other} other`,
          }),
          row({
            scenario: 'contention',
            metric: 'throughput, 200 submissions at once',
            value: round(rps, 0),
            unit: 'req/s',
            baseline: round(baseRps, 0),
            note: 'baseline: the same 200 one at a time',
          }),
          row({
            scenario: 'contention',
            metric: 'submission latency p50 / p99',
            value: round(percentile(lat, 50), 0),
            unit: 'ms',
            note: `p99 ${round(percentile(lat, 99), 0)} ms`,
          }),
        ],
        details: {
          accounts: accountsN,
          per_account: perAccount,
          limits: LIMITS,
          counts,
          problems: problems.slice(0, 20),
          seconds: par.seconds,
          baseline_seconds: base.seconds,
        },
      };
    } finally {
      await svc.stop();
      await db.drop();
    }
  },
};
