// Accounts, credits and the ledger over REST and GraphQL (spec: Account, Credit ledger entry, GET /v1/credits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { client, startTestService, type TestService } from '../support/service.js';
import { grantCredits } from '../../src/domain/accounts/accounts.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

describe('account and credits', () => {
  it('GET /v1/account shows balance, tier, concurrency_limit and the recent ledger', async () => {
    const { apiKey } = await t.account({ tier: 'free', credits: 7 });
    const r = await client(t.url, apiKey).get('/v1/account');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tier: 'free', concurrency_limit: 1, credits_balance: 7, credits_held: 0, jobs_in_flight: 0 });
    expect(r.body.recent_ledger).toEqual([{ amount: 7, reason: 'signup_bonus', ref: null, at: expect.any(String) }]);
  });

  it('uses each plan’s default concurrency limit unless the account overrides it', async () => {
    for (const [tier, limit] of [
      ['free', 1],
      ['pro', 5],
      ['premium', 20],
    ] as const) {
      const { apiKey } = await t.account({ tier });
      expect((await client(t.url, apiKey).get('/v1/account')).body.concurrency_limit).toBe(limit);
    }
    const { apiKey } = await t.account({ tier: 'pro', concurrency: 9 });
    expect((await client(t.url, apiKey).get('/v1/account')).body.concurrency_limit).toBe(9);
  });

  it('GET /v1/credits pages the ledger newest first and sums the balance from it', async () => {
    const { accountId, apiKey } = await t.account({ credits: 5 });
    const prisma = t.service.deps.db.prisma;
    await grantCredits(prisma, { accountId, amount: 10, reason: 'purchase', ref: 'order-1' });
    await grantCredits(prisma, { accountId, amount: 2, reason: 'refund', ref: 'job_x' });
    const api = client(t.url, apiKey);
    const all = await api.get('/v1/credits');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ balance: 17, count: 3, tier: 'free' });
    expect(all.body.entries.map((e: { reason: string }) => e.reason)).toEqual(['refund', 'purchase', 'signup_bonus']);
    const page = await api.get('/v1/credits?limit=1&skip=1');
    expect(page.body.count).toBe(3);
    expect(page.body.entries).toEqual([{ amount: 10, reason: 'purchase', ref: 'order-1', at: expect.any(String) }]);
  });

  it('validates limit and skip (422 validation_error with details)', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    for (const q of ['limit=201', 'limit=0', 'skip=-1', 'limit=abc']) {
      const r = await api.get(`/v1/credits?${q}`);
      expect(r.status, q).toBe(422);
      expect(r.body.error.code).toBe('validation_error');
      expect(r.body.error.details[0].loc[0]).toBe('query');
    }
    expect((await api.get('/v1/credits?limit=200')).status).toBe(200);
  });

  it('keeps the ledger append-only in the database itself', async () => {
    const { accountId } = await t.account({ credits: 3 });
    const c = new pg.Client({ connectionString: t.databaseUrl });
    await c.connect();
    try {
      await expect(c.query('UPDATE ledger_entries SET amount = 1000 WHERE account_id = $1', [accountId])).rejects.toThrow(/append-only/);
    } finally {
      await c.end();
    }
  });

  it('allows one spend per job, whatever the concurrency (unique index)', async () => {
    const { accountId } = await t.account({ credits: 3 });
    const { chargeJobOnce, balanceOf } = await import('../../src/domain/credits/ledger.js');
    const prisma = t.service.deps.db.prisma;
    const results = await Promise.all(Array.from({ length: 8 }, () => chargeJobOnce(prisma, accountId, 'job_same')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(prisma, accountId)).toBe(2);
  });

  it('serves account and credits over GraphQL', async () => {
    const { apiKey } = await t.account({ tier: 'premium', credits: 4 });
    const api = client(t.url, apiKey);
    const r = await api.gql(`{ account { tier concurrencyLimit creditsBalance recentLedger { amount reason } apiKeys { prefix revokedAt } }
      credits(first: 5) { balance totalCount tier edges { cursor node { amount reason ref at } } } }`);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.account).toMatchObject({ tier: 'PREMIUM', concurrencyLimit: 20, creditsBalance: 4 });
    expect(r.body.data.account.apiKeys[0].prefix).toMatch(/^tp_live_/);
    expect(r.body.data.credits).toMatchObject({ balance: 4, totalCount: 1, tier: 'PREMIUM' });
    expect(r.body.data.credits.edges[0].node).toMatchObject({ amount: 4, reason: 'SIGNUP_BONUS', ref: null });
    const bad = await api.gql(`{ credits(first: 500) { balance } }`);
    expect(bad.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('creates and revokes API keys over GraphQL; a revoked key gets 401 invalid_api_key', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const created = await api.gql(`mutation { createApiKey { apiKey key { id prefix revokedAt } } }`);
    const second = created.body.data.createApiKey;
    expect(second.apiKey).toMatch(/^tp_live_[0-9A-Za-z]{40}$/);
    const other = client(t.url, second.apiKey);
    expect((await other.get('/v1/account')).status).toBe(200);
    const revoked = await api.gql(`mutation($id: ID!) { revokeApiKey(id: $id) }`, { id: second.key.id });
    expect(revoked.body.data.revokeApiKey).toBe(true);
    const after = await other.get('/v1/account');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('invalid_api_key');
  });
});
