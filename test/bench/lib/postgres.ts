// The benchmark's PostgreSQL: BENCH_DATABASE_URL when given (any server the bench may create databases
// on), otherwise an ephemeral embedded PostgreSQL in a temp dir. One fresh database per scenario.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/db/embedded.js';
import { withDatabase } from '../../support/database-url.js';

export interface BenchPostgres {
  adminUrl: string;
  embedded: boolean;
  version: string;
  createDatabase(tag: string): Promise<{ url: string; name: string; drop(): Promise<void> }>;
  stop(): Promise<void>;
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

export async function startBenchPostgres(log: (m: string) => void): Promise<BenchPostgres> {
  let embedded: EmbeddedDatabase | null = null;
  let tmp: string | null = null;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'tp-bench-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'data'), ephemeral: true, unsafeFast: true });
    adminUrl = embedded.url;
    log(
      `embedded PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ':***@')} in unsafe-fast mode (fsync, synchronous_commit, full_page_writes off; throw-away data)`,
    );
  }
  const version = (await adminQuery<{ server_version: string }>(adminUrl, 'SHOW server_version'))[0]?.server_version ?? '?';
  const url = adminUrl;
  return {
    adminUrl: url,
    embedded: !!embedded,
    version,
    async createDatabase(tag) {
      const name = `tp_bench_${tag.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(3).toString('hex')}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      return {
        url: withDatabase(url, name),
        name,
        drop: async () => {
          await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        },
      };
    },
    async stop() {
      if (embedded) await embedded.stop().catch(() => {});
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    },
  };
}
