// Issue 9 §2: the key tree (a key made through the API records its creator; revoking a key revokes every
// key it created, transitively; a key can never revoke its creators), revocation ends open subscriptions
// (WebSocket closed with 4401, also when another process revokes: checked every REVOCATION_CHECK_MS), lastUsedAt is written.
// Key operations exist on GraphQL and in the admin CLI (REST has none).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { client, startTestService, type TestService } from '../support/service.js';
import { setTimeout as sleep } from 'node:timers/promises';

const run = promisify(execFile);
let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
const open: Array<{ dispose(): Promise<void> | void }> = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.dispose()));
  await t?.close();
});

async function admin(...args: string[]): Promise<any> {
  const r = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(r.stdout);
}

const gql = (key: string) => client(t.url, key).gql;

/** A new key: `id` is its GraphQL global id, `dbId` the database id the admin CLI takes. */
async function createKey(byKey: string): Promise<{ id: string; dbId: string; apiKey: string }> {
  const r = await gql(byKey)('mutation { createApiKey { apiKey key { id } } }');
  expect(r.body.errors).toBeUndefined();
  const { apiKey, key } = r.body.data.createApiKey;
  return { id: key.id, dbId: Buffer.from(key.id, 'base64').toString('utf8').split(':')[1]!, apiKey };
}

async function revoke(byKey: string, id: string): Promise<{ ok: boolean; code?: string }> {
  const r = await gql(byKey)('mutation($id: ID!) { revokeApiKey(id: $id) }', { id });
  return r.body.errors ? { ok: false, code: r.body.errors[0].extensions.code } : { ok: r.body.data.revokeApiKey === true };
}

/** The key's status on REST, polled until it is `expected` (a revocation by another process is seen within the authentication cache's TTL) or 10 s passed. */
async function statusOf(key: string, expected: number): Promise<number> {
  let status = 0;
  for (const end = Date.now() + 10_000; status !== expected && Date.now() < end;) {
    status = (await client(t.url, key).get('/v1/account')).status;
    if (status !== expected) await sleep(50);
  }
  return status;
}

async function keyIdOf(key: string): Promise<string> {
  const r = await gql(key)('{ account { apiKeys { id prefix } } }');
  return r.body.data.account.apiKeys.find((k: { prefix: string }) => key.startsWith(k.prefix)).id;
}

describe('the key tree', () => {
  it('GraphQL: revoking a key revokes every key it created, transitively; never its creators', async () => {
    const root = (await t.account()).apiKey; // made like the CLI makes keys: no creator
    const a = await createKey(root);
    const b = await createKey(a.apiKey);
    const c = await createKey(b.apiKey);
    const sibling = await createKey(root);
    const rootId = await keyIdOf(root);

    // A key cannot revoke its creator, nor its creator's creator.
    expect(await revoke(b.apiKey, a.id)).toEqual({ ok: false, code: 'KEY_REVOCATION_FORBIDDEN' });
    expect(await revoke(c.apiKey, rootId)).toEqual({ ok: false, code: 'KEY_REVOCATION_FORBIDDEN' });
    expect(await revoke(a.apiKey, rootId)).toEqual({ ok: false, code: 'KEY_REVOCATION_FORBIDDEN' });
    expect(await statusOf(root, 200)).toBe(200);

    // Revoking `a` (as the leaked key's owner would) takes down everything minted from it.
    expect(await revoke(root, a.id)).toEqual({ ok: true });
    for (const k of [a, b, c]) expect((await client(t.url, k.apiKey).get('/v1/account')).status).toBe(401);
    expect((await client(t.url, root).get('/v1/account')).status).toBe(200);
    expect((await client(t.url, sibling.apiKey).get('/v1/account')).status).toBe(200);
    const listed = await gql(root)('{ account { apiKeys { id revokedAt } } }');
    const revokedIds = listed.body.data.account.apiKeys.filter((k: { revokedAt: string | null }) => k.revokedAt).map((k: { id: string }) => k.id);
    expect(revokedIds.sort()).toEqual([a.id, b.id, c.id].sort());
  });

  it('CLI: `key revoke` cascades to the keys created through the API', async () => {
    const root = (await t.account()).apiKey;
    const a = await createKey(root);
    const b = await createKey(a.apiKey);
    const c = await createKey(b.apiKey);
    expect(await admin('key', 'revoke', '--key', a.apiKey)).toEqual({ revoked: true });
    for (const k of [a, b, c]) expect(await statusOf(k.apiKey, 401)).toBe(401);
    expect(await statusOf(root, 200)).toBe(200);
  });
});

describe('no replacement minted around a revocation', () => {
  it('a key revoked by another process cannot create keys, even while its authentication is still cached', async () => {
    const root = (await t.account()).apiKey;
    const a = await createKey(root);
    expect((await client(t.url, a.apiKey).get('/v1/account')).status).toBe(200); // cached for up to 1 s
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [a.dbId]); // as another process would
    await db.end();
    const r = await gql(a.apiKey)('mutation { createApiKey { apiKey } }');
    expect(r.body.errors?.[0]?.extensions?.code).toBe('INVALID_API_KEY');
    expect(r.body.data?.createApiKey ?? null).toBeNull();
  });
});

describe('revocation ends open subscriptions', () => {
  /** Opens a jobUpdates subscription; `closed` resolves with the close code of its WebSocket, `query` runs on the same one. */
  async function openSubscription(key: string): Promise<{ closed: Promise<{ code: number }>; query(q: string): Promise<unknown> }> {
    let resolveClosed!: (v: { code: number }) => void;
    const closed = new Promise<{ code: number }>((r) => (resolveClosed = r));
    let connected!: () => void;
    const ready = new Promise<void>((r) => (connected = r));
    const c = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      connectionParams: { apiKey: key },
      on: { connected: () => connected(), closed: (e) => resolveClosed({ code: (e as CloseEvent).code }) },
    });
    open.push(c);
    c.subscribe({ query: 'subscription { jobUpdates { change } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    await ready;
    const query = (q: string) =>
      new Promise((resolve, reject) => {
        let data: unknown;
        c.subscribe({ query: q }, { next: (r) => void (data = r.data), error: reject, complete: () => resolve(data) });
      });
    return { closed, query };
  }

  it("GraphQL revocation closes the key's WebSockets (and those of the keys it created) with 4401", async () => {
    const root = (await t.account()).apiKey;
    const a = await createKey(root);
    const b = await createKey(a.apiKey);
    const subA = await openSubscription(a.apiKey);
    const subB = await openSubscription(b.apiKey);
    const subRoot = await openSubscription(root);
    expect(await revoke(root, a.id)).toEqual({ ok: true });
    const [ca, cb] = await Promise.all([subA.closed, subB.closed]);
    expect(ca.code).toBe(4401);
    expect(cb.code).toBe(4401);
    // The check that closed them saw the root key too: its connection still answers.
    expect(await subRoot.query('{ __typename }')).toEqual({ __typename: 'Query' });
  });

  it('a revocation by another process (the admin CLI) closes them too', async () => {
    const root = (await t.account()).apiKey;
    const a = await createKey(root);
    const sub = await openSubscription(a.apiKey);
    await admin('key', 'revoke', '--key', a.dbId);
    expect((await sub.closed).code).toBe(4401);
  });
});

describe('lastUsedAt', () => {
  it('is written when a key is used', async () => {
    const root = (await t.account()).apiKey;
    const fresh = await createKey(root);
    const before = await gql(root)('{ account { apiKeys { id lastUsedAt } } }');
    expect(before.body.data.account.apiKeys.find((k: { id: string }) => k.id === fresh.id).lastUsedAt).toBeNull();
    const t0 = Date.now();
    expect((await client(t.url, fresh.apiKey).get('/v1/account')).status).toBe(200);
    const t1 = Date.now();
    let used: string | null = null;
    for (const end = Date.now() + 10_000; !used && Date.now() < end;) {
      const r = await gql(root)('{ account { apiKeys { id lastUsedAt } } }');
      used = r.body.data.account.apiKeys.find((k: { id: string }) => k.id === fresh.id).lastUsedAt;
      if (!used) await sleep(50);
    }
    // The time of the lookup, on the service's clock (here the system's).
    expect(new Date(used!).getTime()).toBeGreaterThanOrEqual(t0);
    expect(new Date(used!).getTime()).toBeLessThanOrEqual(t1);
  });
});
