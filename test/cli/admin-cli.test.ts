// The admin CLI, exactly as documented: `npm run --silent admin -- <command>` prints one JSON object.
// A few calls run the documented command as a process (exit code, stdout, stderr, the key revoked by
// another process); the rest call its `runAdmin` in-process with the same arguments and environment
// (each process start costs ≈ 1.5 s of CPU: 37 of them made this the suite's slowest file).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/cli/admin-commands.js';
import { freshDatabase } from '../support/db.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { setTimeout as sleep } from 'node:timers/promises';

const run = promisify(execFile);
let t: TestService;

interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

/** `runAdmin` in this process, against the test service's database. */
async function admin(...args: string[]): Promise<AdminRun> {
  let stdout = '';
  let stderr = '';
  const env = { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' };
  const code = await runAdmin(args, { env, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) });
  return { code, stdout, stderr, json: code === 0 ? JSON.parse(stdout) : null };
}

/** The documented command, as a process. */
async function adminProcess(...args: string[]): Promise<AdminRun> {
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
    const r = await adminProcess('account', 'create', '--name', 'Acme Sales', '--tier', 'pro', '--credits', '25', '--concurrency', '3');
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
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
    const revoked = await adminProcess('key', 'revoke', '--key', created.json.api_key);
    expect(revoked.json).toEqual({ revoked: true });
    // The CLI is another process: the service caches a positive key lookup for up to
    // AUTH_CACHE_TTL_MS (1 s), so the revocation is seen within that time.
    let after = await client(t.url, created.json.api_key).get('/v1/account');
    for (let i = 0; i < 30 && after.status !== 401; i += 1) {
      await sleep(100);
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

  it('account list and key list --account print one JSON object each', async () => {
    const { json: acct } = await admin('account', 'create', '--name', 'Listed', '--tier', 'premium', '--credits', '4');
    const second = await admin('key', 'create', '--account', acct.account_id);
    await admin('key', 'revoke', '--key', second.json.api_key);

    const accounts = await admin('account', 'list');
    expect(accounts.code).toBe(0);
    expect(accounts.stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(accounts.json)).toEqual(['accounts']);
    const mine = accounts.json.accounts.find((a: { account_id: string }) => a.account_id === acct.account_id);
    expect(mine).toEqual({
      account_id: acct.account_id,
      name: 'Listed',
      tier: 'premium',
      concurrency_limit: 20,
      credits_balance: 4,
      created_at: expect.any(String),
    });
    const created = accounts.json.accounts.map((a: { created_at: string }) => a.created_at);
    expect([...created].sort()).toEqual(created); // oldest first

    const keys = await admin('key', 'list', '--account', acct.account_id);
    expect(keys.code).toBe(0);
    expect(keys.stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(keys.json)).toEqual(['keys']);
    expect(keys.json.keys).toHaveLength(2);
    expect(Object.keys(keys.json.keys[0]).sort()).toEqual(['created_at', 'created_by_key_id', 'key_id', 'last_used_at', 'prefix', 'revoked_at']);
    expect(keys.json.keys[0].revoked_at).toBeNull();
    expect(keys.json.keys[1].revoked_at).not.toBeNull();
    expect(second.json.api_key.startsWith(keys.json.keys[1].prefix)).toBe(true);
    expect(keys.stdout).not.toContain(second.json.api_key); // only prefixes, never a key

    const unknown = await admin('key', 'list', '--account', '00000000-0000-0000-0000-000000000000');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
  });

  it('credits grant takes a negative --amount', async () => {
    const { json: acct } = await admin('account', 'create', '--name', 'Debit', '--credits', '5');
    const r = await admin('credits', 'grant', '--account', acct.account_id, '--amount', '-2', '--reason', 'refund');
    expect(r.json).toEqual({ balance: 3 });
  });

  it('--help on every command (and alone) prints its usage on stdout, exit 0, no database needed', async () => {
    const commands = [
      [],
      ['account', 'create'],
      ['account', 'list'],
      ['account', 'set'],
      ['account', 'show'],
      ['key', 'create'],
      ['key', 'list'],
      ['key', 'revoke'],
      ['credits', 'grant'],
      ['webhook-secret', 'show'],
      ['webhook-secret', 'rotate'],
    ];
    const nowhere = { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', LOG_LEVEL: 'silent' };
    for (const words of commands) {
      let stdout = '';
      let stderr = '';
      const code = await runAdmin([...words, '--help'], { env: nowhere, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) });
      expect(code, words.join(' ')).toBe(0);
      expect(stdout, words.join(' ')).toContain(`Usage: npm run --silent admin -- ${words.length ? words.join(' ') : '<command>'}`);
      expect(stderr, words.join(' ')).toBe('');
    }
    const all = await run('npm', ['run', '--silent', 'admin', '--', '--help'], { cwd: new URL('../..', import.meta.url).pathname, env: nowhere });
    expect(all.stderr).toBe('');
    for (const words of commands.slice(1)) expect(all.stdout).toContain(`  ${words.join(' ')}`);
  });

  it('says on stderr which database it uses', async () => {
    const r = await adminProcess('account', 'create', '--name', 'Which database');
    expect(r.code).toBe(0);
    const u = new URL(t.databaseUrl);
    expect(r.stderr.trim().split('\n')).toEqual([`admin: using DATABASE_URL (${u.hostname}:${u.port}${u.pathname})`]);
    expect(r.stderr).not.toContain(u.password || 'no-password-in-url');
  });

  it('bad arguments exit non-zero with one line on stderr (after the database line) and nothing on stdout', async () => {
    for (const args of [
      ['account', 'create'],
      ['account', 'create', '--name', 'x', '--tier', 'gold'],
      ['account', 'create', '--name', 'x', '--credits', 'many'],
      ['credits', 'grant', '--account', 'not-a-uuid', '--amount', '5'],
      ['credits', 'grant', '--account', '00000000-0000-0000-0000-000000000000', '--amount', '5', '--reason', 'spend'],
      ['key', 'revoke', '--key', 'tp_live_unknown'],
      ['frobnicate'],
      ['account', 'create', '--name', 'x', '--nme', 'y'],
      ['account', 'create', '--name', 'x', 'extra'],
      ['account', 'show', '--account'],
    ]) {
      // One of them as the process: its exit code is the one runAdmin resolves to.
      const r = args[0] === 'frobnicate' ? await adminProcess(...args) : await admin(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stdout, args.join(' ')).toBe('');
      const lines = r.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('admin: using DATABASE_URL'));
      expect(lines, args.join(' ')).toHaveLength(1);
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
