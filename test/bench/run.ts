// npm run bench -- [--quick] [--only <scenario>[,…]] [--json] [--cpu-prof]   (with --json use `npm run --silent`)
// Eight scenarios (see docs/benchmarks.md), each printing its figures beside a baseline measured in the
// same run, the ratio (ours / baseline) and the target. Starts its own PostgreSQL (embedded, ephemeral;
// or BENCH_DATABASE_URL), one database per scenario, and its own service processes on 127.0.0.1.
// --quick: every scenario briefly (nothing asserted about speed). --json: one JSON object on stdout.
// The JSON is also written to .bench/latest.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateBenchDataset } from './lib/dataset.js';
import { stopLoadGenerator } from './lib/load.js';
import { startBenchPostgres } from './lib/postgres.js';
import { renderTable, type ScenarioResult } from './lib/report.js';
import { REPO } from './lib/service.js';
import type { BenchContext, Scenario } from './lib/context.js';
import { polling } from './scenarios/polling.js';
import { smallPolling } from './scenarios/small-polling.js';
import { pipelineOverhead } from './scenarios/pipeline.js';
import { largeRoster } from './scenarios/roster.js';
import { matching } from './scenarios/matching.js';
import { liveProgress } from './scenarios/progress.js';
import { contention } from './scenarios/contention.js';
import { scaleOut } from './scenarios/scale-out.js';
import { sourcing } from './scenarios/sourcing.js';
import { startup } from './scenarios/startup.js';

const SCENARIOS: Scenario[] = [polling, smallPolling, pipelineOverhead, largeRoster, matching, liveProgress, contention, scaleOut, sourcing, startup];

function parseArgs(argv: string[]) {
  const out = { quick: false, json: false, only: [] as string[], cpuProf: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--quick') out.quick = true;
    else if (a === '--json') out.json = true;
    else if (a === '--cpu-prof') out.cpuProf = true;
    else if (a === '--only')
      out.only.push(
        ...String(argv[++i] ?? '')
          .split(',')
          .filter(Boolean),
      );
    else if (a?.startsWith('--only=')) out.only.push(...a.slice(7).split(',').filter(Boolean));
    else if (a === '--help' || a === '-h') {
      process.stdout.write(`usage: npm run bench -- [--quick] [--only ${SCENARIOS.map((s) => s.name).join('|')}] [--json] [--cpu-prof]\n`);
      process.exit(0);
    } else {
      process.stderr.write(`unknown argument ${a}\n`);
      process.exit(2);
    }
  }
  for (const o of out.only) {
    if (!SCENARIOS.some((s) => s.name === o)) {
      process.stderr.write(`unknown scenario ${o}; one of ${SCENARIOS.map((s) => s.name).join(', ')}\n`);
      process.exit(2);
    }
  }
  return out;
}

function machine(pgVersion: string) {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? '?';
  return {
    nproc: os.availableParallelism(),
    cpu: model.trim(),
    memory_gb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: pgVersion,
    platform: `${os.type()} ${os.release()}`,
    /** 1-minute load average at the end of the run: other processes on the machine skew every figure. */
    loadavg_1m_end: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
  const started = Date.now();
  const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;
  const pg = await startBenchPostgres(log);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tp-bench-data-'));
  const results: ScenarioResult[] = [];
  let cpuProfDir: string | undefined;
  if (args.cpuProf) {
    cpuProfDir = path.join(REPO, '.bench', 'profiles');
    mkdirSync(cpuProfDir, { recursive: true });
  }
  const stopAll = async () => {
    stopLoadGenerator();
    await pg.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
  let interrupted = false;
  process.once('SIGINT', () => {
    interrupted = true;
    log('interrupted; cleaning up');
    void stopAll().finally(() => process.exit(130));
  });
  try {
    const t0 = Date.now();
    const dataset = await generateBenchDataset(path.join(tmp, 'dataset'), {
      largeSize: args.quick ? 2_000 : 10_000,
      hugeSize: args.quick ? 5_000 : 50_000,
      largeLatencyMs: 20,
    });
    log(`dataset generated in ${((Date.now() - t0) / 1000).toFixed(1)} s (${dataset.dir})`);
    const ctx: BenchContext = { pg, dataset, quick: args.quick, log, cpuProfDir };
    const selected = args.only.length ? SCENARIOS.filter((s) => args.only.includes(s.name)) : SCENARIOS;
    for (const s of selected) {
      if (interrupted) break;
      log(`${s.name}: ${s.title}${args.quick ? ' (quick)' : ''}`);
      const s0 = Date.now();
      try {
        const r = await s.run(ctx);
        results.push({ name: s.name, title: s.title, seconds: (Date.now() - s0) / 1000, ...r });
      } catch (err) {
        const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
        log(`${s.name} failed: ${message}`);
        results.push({
          name: s.name,
          title: s.title,
          seconds: (Date.now() - s0) / 1000,
          rows: [],
          details: {},
          error: err instanceof Error ? err.message : String(err),
        });
      }
      log(`${s.name}: ${((Date.now() - s0) / 1000).toFixed(1)} s`);
    }
  } finally {
    if (!interrupted) await stopAll();
  }
  const report = {
    generated_at: new Date().toISOString(),
    mode: args.quick ? 'quick' : 'full',
    machine: { ...machine(pg.version), loadavg_1m_start: loadAtStart },
    database: pg.embedded ? 'embedded PostgreSQL (ephemeral, fsync off)' : 'BENCH_DATABASE_URL',
    seconds: Math.round((Date.now() - started) / 100) / 10,
    scenarios: results,
  };
  const dir = path.join(REPO, '.bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2) + '\n');
  if (args.json) process.stdout.write(JSON.stringify(report) + '\n');
  else {
    const m = report.machine;
    process.stdout.write(
      `\nTarget People benchmarks (${report.mode}) — ${m.nproc} cores, ${m.cpu}, ${m.memory_gb} GB, Node ${m.node}, PostgreSQL ${m.postgres}, load ${m.loadavg_1m_start} → ${m.loadavg_1m_end}\n\n`,
    );
    process.stdout.write(renderTable(results, args.quick) + '\n\n');
    process.stdout.write(`JSON: .bench/latest.json (${report.seconds} s)\n`);
  }
  process.exit(results.some((r) => r.error) ? 1 : 0);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
