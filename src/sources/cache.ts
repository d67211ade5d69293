// A key → JSON cache of data-source records in PostgreSQL (table source_cache) with a time to live, so
// that a re-run of the same company within the TTL makes no paid vendor call. Entries older than the TTL
// are treated as absent and overwritten; `prune` deletes them (run by the adapter once an hour).
import type pg from 'pg';

export interface SourceCache {
  get(key: string): Promise<unknown | undefined>;
  getMany(keys: string[]): Promise<Map<string, unknown>>;
  set(entries: Array<[string, unknown]>): Promise<void>;
  prune(): Promise<number>;
}

export class PgSourceCache implements SourceCache {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlMs: number,
  ) {}

  async get(key: string): Promise<unknown | undefined> {
    return (await this.getMany([key])).get(key);
  }

  async getMany(keys: string[]): Promise<Map<string, unknown>> {
    if (keys.length === 0) return new Map();
    const { rows } = await this.pool.query<{ key: string; value: unknown }>(
      `SELECT key, value FROM source_cache WHERE key = ANY($1::text[]) AND fetched_at > now() - make_interval(secs => $2)`,
      [keys, this.ttlMs / 1000],
    );
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  async set(entries: Array<[string, unknown]>): Promise<void> {
    if (entries.length === 0) return;
    // Last write wins for a key repeated in one call.
    const unique = [...new Map(entries).entries()];
    await this.pool.query(
      `INSERT INTO source_cache (key, value, fetched_at)
       SELECT k, v, now() FROM unnest($1::text[], $2::jsonb[]) AS t(k, v)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, fetched_at = EXCLUDED.fetched_at`,
      [unique.map(([k]) => k), unique.map(([, v]) => JSON.stringify(v))],
    );
  }

  async prune(): Promise<number> {
    const r = await this.pool.query(`DELETE FROM source_cache WHERE fetched_at <= now() - make_interval(secs => $1)`, [this.ttlMs / 1000]);
    return r.rowCount ?? 0;
  }
}
