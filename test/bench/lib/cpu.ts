// CPU time of processes from /proc (Linux): utime + stime, which is load-robust where wall time is not
// (a CPU-starved process waits longer but burns about the same CPU for the same work).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { sleep } from './stats.js';

const TICKS = 100; // USER_HZ on Linux

function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of a process, in ms (0 when it is gone). */
export function cpuMs(pid: number): number {
  try {
    const f = statFields(pid);
    return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/** The postmaster and its children (backends, WAL writer, checkpointer…): CPU ms of the whole server. */
export function serverCpuMs(postmaster: number): number {
  let total = cpuMs(postmaster);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (Number(statFields(d)[1]) === postmaster) total += cpuMs(Number(d));
    } catch {
      /* exited */
    }
  }
  return total;
}

/** The pid of the PostgreSQL server (postmaster) behind `url` (it must run on this machine). */
export async function postmasterPid(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const backend = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    return Number(statFields(backend)[1]);
  } finally {
    await c.end();
  }
}

/** The summed CPU (ms) of some processes; a process that exited meanwhile is counted as 0. */
export function cpuMsOf(pids: readonly number[]): number {
  let sum = 0;
  for (const pid of pids) sum += cpuMs(pid);
  return sum;
}

/**
 * The PostgreSQL backends serving one database (e.g. the service's pool connections), when PostgreSQL runs
 * on this machine: their CPU is part of what a poll that reads the database costs. Empty when /proc cannot
 * show them (a remote server).
 */
export async function postgresBackendPids(adminUrl: string, database: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
    return r.rows.map((x) => x.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
  } finally {
    await c.end();
  }
}

/** CPU used by `pids` per second while nothing is asked of them (timers, pollers), over `ms`. */
export async function idleCpuMsPerSecond(pids: readonly number[], ms = 2000): Promise<number> {
  const before = cpuMsOf(pids);
  const t0 = performance.now();
  await sleep(ms);
  return ((cpuMsOf(pids) - before) * 1000) / (performance.now() - t0);
}
