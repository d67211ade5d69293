// The authentication cache of src/domain/accounts/keys.ts, called directly on a database of its own with
// the harness's clock (time moves only when the test moves it). Concurrent lookups of one key share one
// database read: shown with api_keys locked while 20 requests of a key never looked up arrive, each in a
// tick of its own, and the reads of api_keys counted on the real client. A revocation by another process
// is seen once the cached entry is AUTH_CACHE_TTL_MS old on the clock; one through revokeApiKey at once.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { createAccount } from '../../src/domain/accounts/accounts.js';
import { AUTH_CACHE_TTL_MS, authenticate, revokeApiKey } from '../../src/domain/accounts/keys.js';
import { AppError } from '../../src/domain/errors.js';
import type { PrismaClient } from '../../src/db/client.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

const newKey = async () => (await createAccount(h.db.prisma, { name: 'Keys', tier: 'premium' })).apiKey;
const outcome = (apiKey: string) =>
  authenticate(h.deps, apiKey).then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : `unexpected ${String(e)}`),
  );
const later = (ms: number) => void (h.now.at = new Date(h.now.at.getTime() + ms));

describe('API key lookups', () => {
  it('are shared by concurrent requests of one key: one database read for 20 requests', async () => {
    const apiKey = await newKey();
    let reads = 0;
    const counted = h.db.prisma.$extends({
      query: { apiKey: { findUnique: ({ args, query }) => ((reads += 1), query(args)) } },
    }) as unknown as PrismaClient;
    const deps = { ...h.deps, db: { ...h.db, prisma: counted } };
    const locker = new pg.Client({ connectionString: h.db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE');
      // Every request is made while the first read waits on the lock (none can have finished).
      const answers: Array<Promise<unknown>> = [];
      for (let i = 0; i < 20; i++) {
        answers.push(authenticate(deps, apiKey));
        await new Promise((r) => setImmediate(r));
      }
      await locker.query('COMMIT');
      const callers = await Promise.all(answers);
      expect(new Set(callers.map((c) => JSON.stringify(c))).size).toBe(1);
      expect(reads).toBe(1);
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
  });

  it('a revocation by another process is seen once the cached entry is AUTH_CACHE_TTL_MS old', async () => {
    const apiKey = await newKey();
    expect(await outcome(apiKey)).toBe('ok');
    await h.db.pool.query(`UPDATE api_keys SET revoked_at = now() WHERE account_id = (SELECT account_id FROM api_keys WHERE prefix = $1)`, [
      apiKey.slice(0, 14),
    ]);
    later(AUTH_CACHE_TTL_MS - 1);
    expect(await outcome(apiKey)).toBe('ok');
    later(1);
    expect(await outcome(apiKey)).toBe('invalid_api_key');
    expect(await outcome(apiKey)).toBe('invalid_api_key');
  });

  it('a revocation through revokeApiKey is seen at once; an unknown key is never cached', async () => {
    const apiKey = await newKey();
    expect(await outcome(apiKey)).toBe('ok');
    expect(await revokeApiKey(h.db.prisma, apiKey)).toBe(true);
    expect(await outcome(apiKey)).toBe('invalid_api_key');
    expect(await outcome('tp_live_unknown')).toBe('invalid_api_key');
    expect(await outcome('  ')).toBe('missing_api_key');
  });
});
