// 10. Start-up: spawn → /readyz of one service process (ROLE=all, the bench dataset, a migrated database),
// as `npm start` runs it. Every test that runs the service as a process and every worker a deployment
// scales out waits this long; a lexicon that compiles 77,000 phrases at import once made it 25 s
// (session 38). Baseline: the same node flags and the same loader starting a bare node:http server that
// answers /readyz, i.e. what node and tsx cost before our code runs. Three starts (one with --quick), the
// first after migrating the database; the figure is the median.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Scenario } from '../lib/context.js';
import { row } from '../lib/report.js';
import { startChildService } from '../lib/service.js';
import { nowMs, percentile, round, sleep } from '../lib/stats.js';
import { freePort } from '../../../src/db/embedded.js';

/** Seconds from spawn to a 200 on /readyz of a bare server under the same node flags. */
async function bareStart(): Promise<number> {
  const file = path.join(os.tmpdir(), `tp-bench-bare-${process.pid}.mts`);
  writeFileSync(file, `import { createServer } from 'node:http';\ncreateServer((_q, r) => r.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');\n`);
  const port = await freePort();
  const t0 = nowMs();
  const child = spawn(process.execPath, ['--import', 'tsx', file], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error('the bare server did not answer /readyz within 60 s');
      try {
        const r = await fetch(`http://127.0.0.1:${port}/readyz`);
        await r.body?.cancel();
        if (r.ok) return (nowMs() - t0) / 1000;
      } catch {
        /* not listening yet */
      }
      await sleep(20);
    }
  } finally {
    child.kill('SIGKILL');
    rmSync(file, { force: true });
  }
}

export const startup: Scenario = {
  name: 'startup',
  title: 'Start-up: spawn → /readyz of one service process',
  async run(ctx) {
    const starts = ctx.quick ? 1 : 3;
    const db = await ctx.pg.createDatabase('startup');
    const env = { DATABASE_URL: db.url, NETWORK_DATASET: ctx.dataset.dir, ROLE: 'all' };
    // The first start migrates the database; it is not counted.
    await (await startChildService(env, { timeoutMs: 180_000 })).stop();
    const ours: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < starts; i += 1) {
      bare.push(await bareStart());
      const t0 = nowMs();
      const svc = await startChildService(env, { cpuProfDir: ctx.cpuProfDir, timeoutMs: 180_000 });
      ours.push((nowMs() - t0) / 1000);
      await svc.stop();
    }
    await db.drop();
    const value = round(percentile(ours, 50), 2);
    const baseline = round(percentile(bare, 50), 2);
    return {
      rows: [
        row({
          scenario: 'startup',
          metric: 'spawn → /readyz (median)',
          value,
          unit: 's',
          baseline,
          target: '≤ 10 s on 2 cores',
          verdict: ctx.quick ? 'info' : value <= 10 ? 'pass' : 'miss',
        }),
      ],
      details: { starts: ours, bare },
    };
  },
};
