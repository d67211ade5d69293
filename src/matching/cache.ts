// Cache of LLM match decisions, keyed by model + sha256(persona definition) + sha256(profile), so a
// re-run of the same persona over unchanged profiles costs no calls.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import type { Profile } from '../domain/people/types.js';
import type { MatchDecision } from './port.js';

export type CachedDecision = Omit<MatchDecision, 'person_ref'>;

export interface MatchCache {
  getMany(keys: string[]): Promise<Map<string, CachedDecision>>;
  setMany(entries: Array<[string, CachedDecision]>): Promise<void>;
}

export const cachedDecisionSchema = z.object({
  match: z.boolean(),
  score: z.number().min(0).max(1),
  why: z.string(),
  professional: z.object({
    tier: z.string(),
    role: z.string(),
    function: z.string(),
    work_status: z.string(),
    belongs_to_company: z.string(),
    manages_people: z.string(),
    budget_authority: z.string(),
  }),
  is_decision_maker: z.boolean(),
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function cacheKey(model: string, definition: string, profile: Profile): string {
  return `${model}:${sha256(definition)}:${sha256(JSON.stringify(profile))}`;
}

export class MemoryMatchCache implements MatchCache {
  private readonly map = new Map<string, CachedDecision>();
  async getMany(keys: string[]): Promise<Map<string, CachedDecision>> {
    const out = new Map<string, CachedDecision>();
    for (const k of keys) {
      const v = this.map.get(k);
      if (v) out.set(k, v);
    }
    return out;
  }
  async setMany(entries: Array<[string, CachedDecision]>): Promise<void> {
    for (const [k, v] of entries) this.map.set(k, v);
  }
  get size(): number {
    return this.map.size;
  }
}

/** Over the `matcher_cache(key text primary key, value jsonb, created_at)` table. */
export class PgMatchCache implements MatchCache {
  constructor(private readonly pool: pg.Pool) {}

  async getMany(keys: string[]): Promise<Map<string, CachedDecision>> {
    const out = new Map<string, CachedDecision>();
    if (!keys.length) return out;
    const res = await this.pool.query<{ key: string; value: unknown }>('SELECT key, value FROM matcher_cache WHERE key = ANY($1::text[])', [keys]);
    for (const row of res.rows) {
      const parsed = cachedDecisionSchema.safeParse(row.value);
      if (parsed.success) out.set(row.key, parsed.data);
    }
    return out;
  }

  async setMany(entries: Array<[string, CachedDecision]>): Promise<void> {
    if (!entries.length) return;
    await this.pool.query(
      `INSERT INTO matcher_cache (key, value)
       SELECT k, v FROM unnest($1::text[], $2::jsonb[]) AS t(k, v)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [entries.map(([k]) => k), entries.map(([, v]) => JSON.stringify(v))],
    );
  }
}
