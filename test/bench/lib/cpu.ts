// CPU time of processes from /proc (Linux): utime + stime, which is load-robust where wall time is not
// (a CPU-starved process waits longer but burns about the same CPU for the same work).
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

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
