// The admin CLI, exactly as documented: `npm run --silent admin -- <command>` prints one JSON object.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/db.js';
import { client, startTestService, type TestService } from '../support/service.js';

const run = promisify(execFile);
let t: TestService;

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string; json: any }> {
  try {
    const r = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr, json: JSON.parse(r.stdout) };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr, json: null };
  }
}

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

describe('admin CLI', () => {
  it('account create → {account_id, api_key}; the key works; credits become a signup bonus', async () => {
    const r = await admin('account', 'create', '--name', 'Acme Sales', '--tier', 'pro', '--credits', '25', '--concurrency', '3');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(r.json).sort()).toEqual(['account_id', 'api_key']);
    expect(r.json.api_key).toMatch(/^tp_live_/);
    const acct = await client(t.url, r.json.api_key).get('/v1/account');
    expect(acct.body).toMatchObject({ tier: 'pro', concurrency_limit: 3, credits_balance: 25 });
    expect(acct.body.recent_ledger[0]).toMatchObject({ amount: 25, reason: 'signup_bonus' });
  });

  it('key create / key revoke (by key and by id)', async () => {
    const { json: acct } = await admin('account', 'create', '--name', 'Keys');
    const created = await admin('key', 'create', '--account', acct.account_id);
    expect(created.code).toBe(0);
    expect(Object.keys(created.json)).toEqual(['api_key']);
    expect((await client(t.url, created.json.api_key).get('/v1/account')).status).toBe(200);
    const revoked = await admin('key', 'revoke', '--key', created.json.api_key);
    expect(revoked.json).toEqual({ revoked: true });
    // The CLI is another process: the service caches a positive key lookup for up to
    // AUTH_CACHE_TTL_MS (1 s), so the revocation is seen within that time.
    let after = await client(t.url, created.json.api_key).get('/v1/account');
    for (let i = 0; i < 30 && after.status !== 401; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      after = await client(t.url, created.json.api_key).get('/v1/account');
    }
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('invalid_api_key');
    // The first key still works: keys are independent.
    expect((await client(t.url, acct.api_key).get('/v1/account')).status).toBe(200);
  });

  it('credits grant → {balance}', async () => {
    const { json: acct } = await admin('account', 'create', '--name', 'Credits', '--credits', '2');
    const g = await admin('credits', 'grant', '--account', acct.account_id, '--amount', '10', '--reason', 'purchase', '--ref', 'inv-7');
    expect(g.json).toEqual({ balance: 12 });
    const refund = await admin('credits', 'grant', '--account', acct.account_id, '--amount', '1', '--reason', 'refund');
    expect(refund.json).toEqual({ balance: 13 });
    const credits = await client(t.url, acct.api_key).get('/v1/credits');
    expect(credits.body.entries[1]).toMatchObject({ amount: 10, reason: 'purchase', ref: 'inv-7' });
  });

  it('account set → the account as JSON', async () => {
    const { json: acct } = await admin('account', 'create', '--name', 'Plan change');
    const r = await admin('account', 'set', '--account', acct.account_id, '--tier', 'premium', '--concurrency', '7');
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ account_id: acct.account_id, tier: 'premium', concurrency_limit: 7 });
  });

  it('bad arguments exit non-zero with one line on stderr and nothing on stdout', async () => {
    for (const args of [
      ['account', 'create'],
      ['account', 'create', '--name', 'x', '--tier', 'gold'],
      ['account', 'create', '--name', 'x', '--credits', 'many'],
      ['credits', 'grant', '--account', 'not-a-uuid', '--amount', '5'],
      ['credits', 'grant', '--account', '00000000-0000-0000-0000-000000000000', '--amount', '5', '--reason', 'spend'],
      ['key', 'revoke', '--key', 'tp_live_unknown'],
      ['frobnicate'],
    ]) {
      const r = await admin(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });
});

describe('db:migrate', () => {
  it('applies migrations to an empty database and is idempotent', async () => {
    const db = await freshDatabase();
    const cwd = new URL('../..', import.meta.url).pathname;
    // freshDatabase clones the migrated template; the second run must apply nothing.
    const r = await run('npm', ['run', '--silent', 'db:migrate'], { cwd, env: { ...process.env, DATABASE_URL: db.url } });
    expect(JSON.parse(r.stdout)).toEqual({ applied: [] });
    await db.drop();
  });
});
