// The project's migrator: applies prisma/migrations/<timestamp>_<name>/migration.sql in order, each in
// its own transaction, recording applied ones in `_migrations`. An advisory lock makes two processes
// that start together migrate once. The folder layout is Prisma's, so `prisma migrate deploy` also works
// wherever Prisma's native schema engine is available.
// Why our own and not `prisma migrate deploy`: Prisma 7's migrate commands need its native schema
// engine, a binary Prisma downloads at install time from its own servers, which our machines and CI
// cannot reach (only the npm registry is). This small migrator is the measured reason it stays.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations');
const LOCK_ID = 7_301_946_211;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export async function migrate(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_migrations" (
      name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const done = new Map(
      (await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM "_migrations"')).rows.map((r) => [r.name, r.checksum]),
    );
    for (const m of listMigrations(dir)) {
      const seen = done.get(m.name);
      if (seen !== undefined) {
        if (seen !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO "_migrations"(name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
        await client.query('COMMIT');
        applied.push(m.name);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    await client.end();
  }
  return applied;
}

/** True when every migration on disk is applied (readiness check). */
export async function pendingMigrations(query: (sql: string) => Promise<{ rows: Array<{ name: string }> }>): Promise<string[]> {
  const onDisk = listMigrations().map((m) => m.name);
  try {
    const { rows } = await query('SELECT name FROM "_migrations"');
    const have = new Set(rows.map((r) => r.name));
    return onDisk.filter((n) => !have.has(n));
  } catch (err) {
    // No bookkeeping table yet: nothing applied. Anything else (database unreachable) is not an answer.
    if ((err as { code?: string }).code === '42P01') return onDisk;
    throw err;
  }
}
