// Load generation with autocannon (in this process) and the bare baseline server (a child process).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMsOf } from './cpu.js';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** p99.9 latency (ms). */
  p999: number;
  mean: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
  /**
   * CPU (utime + stime) of the server process per answered request, in µs, less what it uses idle
   * (`cpu.idleMsPerSecond` × the run's length): load-robust, unlike req/s. Only when `cpu` is given.
   */
  cpuUsPerRequest?: number;
  /** The same for the PostgreSQL backends given (`cpu.postgresPids`), when there are any. */
  postgresCpuUsPerRequest?: number;
}

/** Processes whose CPU a run measures (see LoadResult.cpuUsPerRequest). */
export interface CpuProbe {
  pid: number;
  /** The server's CPU while idle (ms per second), subtracted. */
  idleMsPerSecond?: number;
  postgresPids?: number[];
}

export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths to request in turn (each request the next one), instead of the url's path every time. */
  paths?: string[];
  /** Measure the CPU of these processes over the run. */
  cpu?: CpuProbe;
}): Promise<LoadResult> {
  const paths = opts.paths;
  let turn = 0;
  const cpu = opts.cpu;
  const t0 = performance.now();
  const cpu0 = cpu ? cpuMsOf([cpu.pid]) : 0;
  const pg0 = cpu?.postgresPids?.length ? cpuMsOf(cpu.postgresPids) : 0;
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    timeout: 10,
    ...(paths?.length ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[turn++ % paths.length] }) }] } : {}),
  });
  const perRequest = (ms: number) => (r.requests.total > 0 ? (ms * 1000) / r.requests.total : NaN);
  const elapsedS = (performance.now() - t0) / 1000;
  const cpuFields = cpu
    ? {
        cpuUsPerRequest: perRequest(cpuMsOf([cpu.pid]) - cpu0 - (cpu.idleMsPerSecond ?? 0) * elapsedS),
        ...(cpu.postgresPids?.length ? { postgresCpuUsPerRequest: perRequest(cpuMsOf(cpu.postgresPids) - pg0) } : {}),
      }
    : {};
  return {
    ...cpuFields,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    p999: r.latency.p99_9,
    mean: r.latency.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

/**
 * Runs of the same load taken in turns (see `loadInTurns`), as one result: requests, errors and CPU summed
 * (req/s = all requests over all the time), mean weighted by requests; p50, p99 and p99.9 are the highest
 * of the runs' (an upper bound of the whole's: conservative for the latency targets).
 */
export function mergeLoads(runs: LoadResult[], seconds: number[]): LoadResult {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const time = seconds.reduce((n, s) => n + s, 0);
  const weighted = (f: (r: LoadResult) => number | undefined): number | undefined =>
    runs.some((r) => f(r) === undefined) || requests === 0 ? undefined : runs.reduce((n, r) => n + (f(r) as number) * r.requests, 0) / requests;
  const cpu = weighted((r) => r.cpuUsPerRequest);
  const pg = weighted((r) => r.postgresCpuUsPerRequest);
  return {
    ...(cpu !== undefined ? { cpuUsPerRequest: cpu } : {}),
    ...(pg !== undefined ? { postgresCpuUsPerRequest: pg } : {}),
    rps: time > 0 ? requests / time : 0,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    p999: Math.max(...runs.map((r) => r.p999)),
    mean: weighted((r) => r.mean) ?? 0,
    requests,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
    bytesPerRequest: weighted((r) => r.bytesPerRequest) ?? 0,
  };
}

/**
 * The service and its baseline loaded in turns, `rounds` times each (`seconds` in all for each): a drift in
 * what else the machine does (another tenant, a CPU's clock) then falls on both alike, where one run of
 * each, one after the other, could give one a quiet machine and the other a busy one (seen: the same bare
 * server's CPU per request 33 µs in one run, 55 µs in the next).
 */
export async function loadInTurns(
  rounds: number,
  seconds: number,
  ours: () => Omit<Parameters<typeof load>[0], 'seconds'>,
  base: () => Omit<Parameters<typeof load>[0], 'seconds'>,
): Promise<{ ours: LoadResult; base: LoadResult }> {
  const each = seconds / rounds;
  const mine: LoadResult[] = [];
  const theirs: LoadResult[] = [];
  for (let i = 0; i < rounds; i += 1) {
    theirs.push(await load({ ...base(), seconds: each }));
    mine.push(await load({ ...ours(), seconds: each }));
  }
  const times = Array.from({ length: rounds }, () => each);
  return { ours: mergeLoads(mine, times), base: mergeLoads(theirs, times) };
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startBareServer(body: string, contentType: string, tmpDir: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const file = path.join(tmpDir, `bare-${Date.now()}-${Math.random().toString(36).slice(2)}.body`);
  writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
    env: { PATH: process.env.PATH ?? '', BARE_BODY_FILE: file, BARE_CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /^(\d+)\n/.exec(buf);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}
