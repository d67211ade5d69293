// Shared helpers of the jobs tests: sample companies, polling until a condition, ledger reads.
import pg from 'pg';
import { expect } from 'vitest';
import type { client } from '../support/service.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { newJobId } from '../../src/domain/jobs/ids.js';

export type Client = ReturnType<typeof client>;

export { CO } from '../support/sample-companies.js';

export function jobBody(input: string, persona = 'owners-founders', extra: Record<string, unknown> = {}) {
  return { input, operation: 'target_people', persona, ...extra };
}

export { sleep };

export { until } from '../support/until.js';

/** Poll GET /v1/jobs/{id} until `until` holds (default: terminal). */
export async function waitForJob(api: Client, jobId: string, until: (j: any) => boolean = (j) => j.status !== 'processing', timeoutMs = 90_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  let last: any;
  while (Date.now() < deadline) {
    const r = await api.get(`/v1/jobs/${jobId}`);
    expect(r.status).toBe(200);
    last = r.body;
    if (until(last)) return last;
    await sleep(25);
  }
  throw new Error(`job ${jobId} did not reach the expected state in ${timeoutMs} ms; last: ${JSON.stringify(last).slice(0, 500)}`);
}

export async function query<T extends pg.QueryResultRow = any>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

export async function spends(databaseUrl: string, jobId: string): Promise<number> {
  const rows = await query<{ n: string }>(databaseUrl, `SELECT count(*) AS n FROM ledger_entries WHERE reason = 'spend' AND ref = $1`, [jobId]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A processing job that stays put: a copy of a finished job's row (another id, status processing, no
 * queue message, so no worker moves it), with `set` applied (column → SQL value text).
 */
export async function stillProcessingJob(databaseUrl: string, fromJobId: string, set: Record<string, string | null> = {}): Promise<string> {
  const id = newJobId();
  const fields = {
    id,
    status: 'processing',
    processing_state: 'active',
    stage: 'enrich_profiles',
    result: null,
    finished_at: null,
    target_people_count: '0',
    credits_charged: '0',
    ...set,
  };
  await query(databaseUrl, `INSERT INTO jobs SELECT (jsonb_populate_record(NULL::jobs, to_jsonb(j) || $2::jsonb)).* FROM jobs j WHERE j.id = $1`, [
    fromJobId,
    JSON.stringify(fields),
  ]);
  return id;
}
