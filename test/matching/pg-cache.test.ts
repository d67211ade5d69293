import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgMatchCache, type CachedDecision } from '../../src/matching/cache.js';
import { freshDatabase } from '../support/db.js';

describe('PgMatchCache (the migrated matcher_cache table)', () => {
  let pool: pg.Pool;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    // pool.end() resolves before its idle connections have closed; the database's DROP … WITH (FORCE) in afterAll
    // may then terminate one (57P01), which an unheard pool would throw as an uncaught error (as src/db/client.ts).
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('stores, reads back and overwrites decisions', async () => {
    const cache = new PgMatchCache(pool);
    const d: CachedDecision = {
      match: true,
      score: 0.9,
      why: 'Title "CTO".',
      is_decision_maker: true,
      professional: {
        tier: 'c_suite',
        role: 'cto',
        function: 'engineering',
        work_status: 'employed',
        belongs_to_company: 'confirmed',
        manages_people: 'yes',
        budget_authority: 'owns',
      },
    };
    await cache.setMany([
      ['test:a', d],
      ['test:b', { ...d, match: false }],
    ]);
    await cache.setMany([['test:b', { ...d, score: 0.5 }]]);
    const got = await cache.getMany(['test:a', 'test:b', 'test:missing']);
    expect(got.get('test:a')).toEqual(d);
    expect(got.get('test:b')?.score).toBe(0.5);
    expect(got.has('test:missing')).toBe(false);
    expect((await cache.getMany([])).size).toBe(0);
  });
});
