// The API key lookup is shared (src/domain/accounts/keys.ts `lookups`): requests of one key that miss the
// authentication cache while a lookup of that key runs wait for it instead of each asking the database.
// Shown with the lookup held up: api_keys is locked, 20 requests of a key never looked up arrive at once,
// and PostgreSQL's own activity view shows how many lookups wait on the lock: one. Released, all 20 are
// answered.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

/** Backends of the service's database waiting for a lock while selecting from api_keys. */
async function waitingLookups(admin: pg.Client): Promise<number> {
  const r = await admin.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%api_keys%' AND query ILIKE 'select%'`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

async function until(what: string, ok: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('API key lookups', () => {
  it('are shared by concurrent requests of one key: one database lookup for 20 requests', async () => {
    const { apiKey } = await t.account({ tier: 'premium' });
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    await admin.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE api_keys IN ACCESS EXCLUSIVE MODE');
      const api = client(t.url, apiKey);
      const answers = Promise.all(Array.from({ length: 20 }, () => api.get('/v1/account')));
      await until('the lookup waits on the lock', async () => (await waitingLookups(admin)) >= 1);
      // give the other 19 time to start lookups of their own, if they would
      await new Promise((r) => setTimeout(r, 300));
      expect(await waitingLookups(admin)).toBe(1);
      await locker.query('COMMIT');
      const replies = await answers;
      expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
      await admin.end();
    }
  });
});
