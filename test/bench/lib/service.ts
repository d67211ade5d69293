// The service under test as a child process (`node --import tsx src/main.ts`, i.e. what `npx tsx
// src/main.ts` runs, without the npx/tsx wrapper processes, so that the pid we sample for memory is the
// service itself). Waits for /readyz; stops with SIGTERM (graceful) and SIGKILL after a grace period.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, rmSync, statSync, truncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../src/db/embedded.js';
import { sleep } from './stats.js';

/** The benchmarked service runs in production, where /metrics needs a token. */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ChildService {
  url: string;
  port: number;
  pid: number;
  /** Peak resident set size of the service process so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Current resident set size (VmRSS), in MB. */
  rssMb(): number;
  /** Last lines of the service's stderr/stdout (for error reports). */
  output(): string;
  metrics(): Promise<string>;
  stop(): Promise<void>;
}

function statusField(pid: number, field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(text);
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The node flags of package.json's `start` script ("node <flags> src/main.ts"). */
function startScriptNodeArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const m = /^node\s+(.*?)\s*src\/main\.ts$/.exec(pkg.scripts.start.trim());
  if (!m) throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return m[1]!.split(/\s+/).filter(Boolean);
}

export async function startChildService(
  env: Record<string, string>,
  opts: { cpuProfDir?: string; timeoutMs?: number; /** ROLE=worker serves no HTTP: do not wait for /readyz. */ noHttp?: boolean } = {},
): Promise<ChildService> {
  const port = await freePort();
  // The service runs exactly as `npm start` runs it (same node flags, e.g. the heap cap).
  const nodeArgs = startScriptNodeArgs();
  if (opts.cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`);
  // The service's stdout and stderr go to a file, as a deployment's logs would: not through a pipe into
  // this process, which is also autocannon's (reading ≈ 3 MB/s of request lines here slowed the load
  // generator and added its delays to the service's measured latency, not to the bare server's).
  // BENCH_CHILD_LOG=<file>: every service process's output is appended there and kept (diagnosing a run).
  const keptLog = process.env.BENCH_CHILD_LOG;
  const logPath = keptLog ?? path.join(os.tmpdir(), `tp-bench-service-${process.pid}-${port}.log`);
  const out = openSync(logPath, 'a');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'src/main.ts'], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_ACCOUNT: 'false',
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      // e.g. BENCH_SERVICE_NODE_OPTIONS=--max-old-space-size=384 to measure a heap-capped deployment.
      ...(process.env.BENCH_SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS } : {}),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const output = (): string => lastBytes(logPath, 4000);
  // Bounded: the request lines of a long run at info would fill the disk (≈ 3 MB/s under load).
  const bound = keptLog ? null : setInterval(() => truncateWhenOver(logPath, CHILD_LOG_MAX_BYTES), 2000);
  bound?.unref();
  let exited: number | null = null;
  const exit = new Promise<void>((r) =>
    child.once('exit', (code) => {
      exited = code ?? -1;
      r();
    }),
  );
  /** The log file's upkeep ends with the process (at stop, or when it failed to become ready). */
  const dropLog = () => {
    if (bound) clearInterval(bound);
    if (!keptLog) rmSync(logPath, { force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (; !opts.noHttp;) {
    if (exited !== null) {
      const tail = output();
      dropLog();
      throw new Error(`service exited (${exited}) before it was ready:\n${tail}`);
    }
    try {
      const r = await fetch(`${url}/readyz`);
      await r.body?.cancel();
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      const tail = output();
      dropLog();
      throw new Error(`service not ready after ${opts.timeoutMs ?? 60_000} ms:\n${tail}`);
    }
    await sleep(100);
  }
  const pid = child.pid as number;
  return {
    url,
    port,
    pid,
    peakRssMb: () => statusField(pid, 'VmHWM'),
    rssMb: () => statusField(pid, 'VmRSS'),
    output,
    metrics: async () => (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })).text(),
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exit;
        clearTimeout(killer);
      }
      dropLog();
    },
  };
}

/** Bytes of the service's log file kept at most (then it starts again from empty). */
const CHILD_LOG_MAX_BYTES = 64 * 1024 * 1024;

function truncateWhenOver(file: string, max: number): void {
  try {
    if (statSync(file).size > max) truncateSync(file, 0); // the service appends (O_APPEND): it goes on at 0
  } catch {
    /* gone */
  }
}

/** The last `n` bytes of a file, as text. */
function lastBytes(file: string, n: number): string {
  try {
    const fd = openSync(file, 'r');
    try {
      const size = statSync(file).size;
      const buf = Buffer.alloc(Math.min(n, size));
      readSync(fd, buf, 0, buf.length, size - buf.length);
      return buf.toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** Sum and count of a Prometheus histogram per label value of `label`. */
export function histogramSums(metrics: string, name: string, label: string): Map<string, { sum: number; count: number }> {
  const out = new Map<string, { sum: number; count: number }>();
  const re = new RegExp(`^${name}_(sum|count)\\{([^}]*)\\}\\s+([0-9.eE+-]+)`, 'gm');
  for (const m of metrics.matchAll(re)) {
    const lv = new RegExp(`${label}="([^"]*)"`).exec(m[2] ?? '')?.[1];
    if (lv === undefined) continue;
    const e = out.get(lv) ?? { sum: 0, count: 0 };
    if (m[1] === 'sum') e.sum += Number(m[3]);
    else e.count += Number(m[3]);
    out.set(lv, e);
  }
  return out;
}
