// Load generation with autocannon (in a process of its own, load-generator.mjs) and the bare baseline
// server (a child process).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf } from './cpu.js';

export interface LoadResult {
  rps: number;
  /**
   * Latency percentiles (ms) of the answers on open connections: every response but each connection's
   * first, which also waits for its connection to be opened (see `firstMax`; load-generator.mjs).
   */
  p50: number;
  p99: number;
  /** p99.9 latency (ms), as p99. */
  p999: number;
  /** The latencies these percentiles come from: [0.1 ms bucket, count] pairs (mergeable, see mergeLoads). */
  latencies: Array<[number, number]>;
  /** autocannon's own p99.9 over all responses, each connection's first included. */
  p999All: number;
  /** The slowest first response of a connection (connect + first answer; all connections open at once). */
  firstMax: number;
  /** The median first response of a connection. */
  firstP50: number;
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
  const cpu = opts.cpu;
  const t0 = performance.now();
  const cpu0 = cpu ? cpuMsOf([cpu.pid]) : 0;
  const pg0 = cpu?.postgresPids?.length ? cpuMsOf(cpu.postgresPids) : 0;
  const r = await generate({ ...opts, cpu: undefined });
  const perRequest = (ms: number) => (r.requests > 0 ? (ms * 1000) / r.requests : NaN);
  const elapsedS = (performance.now() - t0) / 1000;
  const cpuFields = cpu
    ? {
        cpuUsPerRequest: perRequest(cpuMsOf([cpu.pid]) - cpu0 - (cpu.idleMsPerSecond ?? 0) * elapsedS),
        ...(cpu.postgresPids?.length ? { postgresCpuUsPerRequest: perRequest(cpuMsOf(cpu.postgresPids) - pg0) } : {}),
      }
    : {};
  return {
    ...cpuFields,
    rps: r.rps,
    ...percentiles(r.latencies),
    latencies: r.latencies,
    p999All: r.p999All,
    firstMax: r.firstMax,
    firstP50: r.firstP50,
    mean: r.mean,
    requests: r.requests,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: r.requests ? r.throughputTotal / r.requests : 0,
  };
}

/** What load-generator.mjs answers for one run (autocannon's figures the benchmark uses). */
type GeneratorResult = Pick<LoadResult, 'rps' | 'latencies' | 'p999All' | 'firstMax' | 'firstP50' | 'mean' | 'requests' | 'non2xx' | 'errors' | 'timeouts'> & {
  throughputTotal: number;
};

let generator: ChildProcess | undefined;
let nextRun = 0;

/**
 * One autocannon run in the load generator's process (started on first use, kept for the rest of the
 * bench so the warm-up runs warm its JIT too). Measured in session 6: with autocannon in the bench process,
 * p99.9 at 64 connections was 139 / 236 ms where the same load from a process of its own gave 44 / 35 ms,
 * the bare server's own (the bench process's garbage collections and other work landed in the latencies).
 */
function generate(opts: Parameters<typeof load>[0]): Promise<GeneratorResult> {
  if (!generator || generator.exitCode !== null || !generator.connected) {
    generator = fork(path.join(here, 'load-generator.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
    generator.on('error', () => {});
  }
  const child = generator;
  const id = (nextRun += 1);
  child.channel?.ref();
  return new Promise<GeneratorResult>((resolve, reject) => {
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`load generator exited (${code})`));
    };
    const onMessage = (m: { id: number; result?: GeneratorResult; error?: string }) => {
      if (m.id !== id) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.channel?.unref();
      if (m.result) resolve(m.result);
      else reject(new Error(`load generator: ${m.error ?? 'no result'}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, opts });
  });
}

/** Ends the load generator's process (the bench calls it before it exits). */
export function stopLoadGenerator(): void {
  generator?.kill('SIGTERM');
  generator = undefined;
}

/** p50, p99 and p99.9 (ms, nearest rank) of a latency histogram of [0.1 ms bucket, count] pairs. */
export function percentiles(latencies: Array<[number, number]>): { p50: number; p99: number; p999: number } {
  const sorted = [...latencies].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, c]) => n + c, 0);
  const at = (q: number): number => {
    const rank = Math.max(1, Math.ceil(q * total));
    let seen = 0;
    for (const [bucket, count] of sorted) {
      seen += count;
      if (seen >= rank) return bucket / 10;
    }
    return 0;
  };
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999) };
}

/** A result without its latency histogram (for the JSON details). */
export function summary(r: LoadResult): Omit<LoadResult, 'latencies'> {
  const { latencies: _histogram, ...rest } = r;
  return rest;
}

/** Histograms of [bucket, count] pairs summed. */
function mergeHistograms(all: Array<Array<[number, number]>>): Array<[number, number]> {
  const sum = new Map<number, number>();
  for (const h of all) for (const [bucket, count] of h) sum.set(bucket, (sum.get(bucket) ?? 0) + count);
  return [...sum];
}

/**
 * Runs of the same load taken in turns (see `loadInTurns`), as one result: requests, errors and CPU summed
 * (req/s = all requests over all the time), mean weighted by requests; p50, p99 and p99.9 over all the runs'
 * answers together (their histograms summed); the first-response figures and `p999All` are the highest of
 * the runs'.
 */
export function mergeLoads(runs: LoadResult[], seconds: number[]): LoadResult {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const latencies = mergeHistograms(runs.map((r) => r.latencies));
  const time = seconds.reduce((n, s) => n + s, 0);
  const weighted = (f: (r: LoadResult) => number | undefined): number | undefined =>
    runs.some((r) => f(r) === undefined) || requests === 0 ? undefined : runs.reduce((n, r) => n + (f(r) as number) * r.requests, 0) / requests;
  const cpu = weighted((r) => r.cpuUsPerRequest);
  const pg = weighted((r) => r.postgresCpuUsPerRequest);
  return {
    ...(cpu !== undefined ? { cpuUsPerRequest: cpu } : {}),
    ...(pg !== undefined ? { postgresCpuUsPerRequest: pg } : {}),
    rps: time > 0 ? requests / time : 0,
    ...percentiles(latencies),
    latencies,
    p999All: Math.max(...runs.map((r) => r.p999All)),
    firstMax: Math.max(...runs.map((r) => r.firstMax)),
    firstP50: Math.max(...runs.map((r) => r.firstP50)),
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
