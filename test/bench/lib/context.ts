// What every scenario gets: the bench PostgreSQL, the generated dataset, the mode and a logger; plus
// helpers shared by the job-based scenarios (accounts, a JSON client, a LISTEN on the event channel).
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/db/client.js';
import { createAccount } from '../../../src/domain/accounts/accounts.js';
import type { Tier } from '../../../src/generated/prisma/enums.js';
import { CHANNEL, type JobEvent } from '../../../src/events/bus.js';
import type { BenchPostgres } from './postgres.js';
import type { BenchDataset } from './dataset.js';
import type { ScenarioResult } from './report.js';
import { nowMs, sleep } from './stats.js';

export interface BenchContext {
  pg: BenchPostgres;
  dataset: BenchDataset;
  quick: boolean;
  log: (m: string) => void;
  /** When set, child services run with --cpu-prof into this directory. */
  cpuProfDir?: string;
}

export interface Scenario {
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<Omit<ScenarioResult, 'name' | 'title' | 'seconds'>>;
}

export async function withDb<T>(url: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = openDatabase(url, 4);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

export async function makeAccounts(
  url: string,
  specs: Array<{ tier?: Tier; credits?: number; concurrency?: number | null; name?: string }>,
): Promise<Array<{ accountId: string; apiKey: string }>> {
  return withDb(url, async (db) => {
    const out: Array<{ accountId: string; apiKey: string }> = [];
    for (const [i, s] of specs.entries()) {
      const create = () =>
        createAccount(db.prisma, {
          name: s.name ?? `bench ${i}`,
          tier: s.tier ?? 'premium',
          credits: s.credits ?? 1_000_000,
          concurrencyLimit: s.concurrency ?? null,
        });
      // On a loaded machine Prisma may not start the transaction within its default 2 s: try again.
      let account: Awaited<ReturnType<typeof create>> | undefined;
      for (let attempt = 1; !account; attempt += 1) {
        try {
          account = await create();
        } catch (err) {
          if (attempt >= 5 || !/Unable to start a transaction in the given time/.test(String(err))) throw err;
        }
      }
      out.push(account);
    }
    return out;
  });
}

export interface Reply {
  status: number;
  text: string;
  body: any;
  ms: number;
}

export function client(base: string, apiKey: string) {
  const call = async (method: string, p: string, body?: unknown): Promise<Reply> => {
    const t0 = nowMs();
    const res = await fetch(base + p, {
      method,
      headers: { 'x-api-key': apiKey, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: res.status, text, body: parsed, ms: nowMs() - t0 };
  };
  return {
    get: (p: string) => call('GET', p),
    post: (p: string, body?: unknown) => call('POST', p, body),
    submit: (input: string, persona = 'owners-founders') => call('POST', '/v1/jobs', { input, operation: 'target_people', persona }),
  };
}

/** A LISTEN on the service's event channel: the moment each job event is committed (NOTIFY is delivered on commit). */
export async function listenJobEvents(url: string, onEvent: (e: JobEvent, at: number) => void): Promise<{ close(): Promise<void> }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  c.on('notification', (n) => {
    const at = nowMs();
    if (!n.payload) return;
    try {
      onEvent(JSON.parse(n.payload) as JobEvent, at);
    } catch {
      /* not ours */
    }
  });
  await c.query(`LISTEN ${CHANNEL}`);
  return { close: () => c.end().catch(() => {}) };
}

/** Runs a done job for `input` through the service and returns its id (fails on any other status). */
export async function runJobToDone(base: string, apiKey: string, input: string, timeoutMs: number): Promise<{ jobId: string; body: any }> {
  const api = client(base, apiKey);
  const r = await api.submit(input);
  if (r.status !== 202) throw new Error(`submit ${input}: HTTP ${r.status} ${r.text.slice(0, 300)}`);
  const jobId = r.body.job_id as string;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const g = await api.get(`/v1/jobs/${jobId}`);
    if (g.body?.status && g.body.status !== 'processing') {
      if (g.body.status !== 'done') throw new Error(`job ${jobId} ended ${g.body.status}: ${g.body.message}`);
      return { jobId, body: g.body };
    }
    if (Date.now() > deadline) throw new Error(`job ${jobId} not done after ${timeoutMs} ms (stage ${g.body?.stage})`);
    await sleep(100);
  }
}
