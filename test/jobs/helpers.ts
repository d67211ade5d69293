// Shared helpers of the jobs tests: sample companies, polling until a condition, ledger reads.
import pg from 'pg';
import { expect } from 'vitest';
import type { client } from '../support/service.js';

export type Client = ReturnType<typeof client>;

/** Sample companies of the embedded dataset (src/sources/embedded/sample). */
export const CO = {
  healthy: 'https://network.example/company/acme-analytics', // 1001, ~22 people
  healthyId: 1001,
  empty: 'empty-shell', // 1002, empty roster → no_employees
  formerOnly: 'ghost-works', // 1003, former employees only → no_people_found
  huge: 'globex', // 1004, 5000 employees (1325 on the roster)
  flakyScan: 'flaky-networks', // 1005, scan_team fails twice (retryable)
  brokenEnrich: 'broken-pipe-media', // 1006, enrich_profiles fails once (permanent)
  slow: 'slow-motion-labs', // 1007, 300 ms per data-source call
  flakyVerify: 'hiccup-health', // 1008, verify_candidates fails twice (retryable)
  flakyResolve: 'lost-signal', // 1009, match_company fails twice (retryable)
  mid: 'kestrel-consulting', // 1018, 140 employees → too_large for free/pro
} as const;

export function jobBody(input: string, persona = 'owners-founders', extra: Record<string, unknown> = {}) {
  return { input, operation: 'target_people', persona, ...extra };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll GET /v1/jobs/{id} until `until` holds (default: terminal). */
export async function waitForJob(api: Client, jobId: string, until: (j: any) => boolean = (j) => j.status !== 'processing', timeoutMs = 30_000): Promise<any> {
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
