// API keys: `tp_live_` + 40 random base62 characters (~238 bits). Only a SHA-256 of the key is stored;
// the key is shown once, at creation.
//
// The key tree: a key created through the API (GraphQL `createApiKey`) records the key that created it;
// keys made by the admin CLI have no creator. Revoking a key revokes every key it created, transitively,
// so a leaked key cannot leave a replacement behind. A key may revoke itself and any key of its account
// except its own creators (its creator, that key's creator, …): a leaked key cannot lock its owner out.
import { hash as oneShotHash, randomUUID } from 'node:crypto';
import type { PrismaClient, Tx } from '../../db/client.js';
import type { ApiKey } from '../../generated/prisma/client.js';
import { AppError } from '../errors.js';
import { lockAccount } from './accounts.js';
import { asServiceUnavailable } from '../../db/unavailable.js';
import { LRUCache } from 'lru-cache';
import { randomChars } from '../../lib/random.js';
import type { DomainDeps } from '../ports.js';

export const KEY_PREFIX = 'tp_live_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function hashKey(key: string): string {
  // One-shot hash: the same hex digest as createHash('sha256').update(key).digest('hex'), without the
  // Hash object (this runs on every request, issue 13).
  return oneShotHash('sha256', key, 'hex');
}

export interface CreatedKey {
  id: string;
  apiKey: string;
  prefix: string;
}

/**
 * A new key of the account; `createdByKeyId` is the calling key when created through the API. The
 * creator's row is share-locked and must not be revoked at that moment, so a key cannot mint a child
 * while (or after) it is being revoked, even within the authentication cache's second.
 */
export async function createApiKey(db: Tx, accountId: string, createdByKeyId: string | null = null): Promise<CreatedKey> {
  const apiKey = KEY_PREFIX + randomChars(ALPHABET, 40);
  const id = randomUUID();
  const prefix = apiKey.slice(0, KEY_PREFIX.length + 6);
  if (!createdByKeyId) {
    await db.apiKey.create({ data: { id, accountId, prefix, hash: hashKey(apiKey) } });
    return { id, apiKey, prefix };
  }
  const inserted = await db.$executeRaw`
    INSERT INTO api_keys (id, account_id, prefix, hash, created_by_key_id)
    SELECT ${id}::uuid, ${accountId}::uuid, ${prefix}, ${hashKey(apiKey)}, c.id
    FROM (SELECT id FROM api_keys WHERE id = ${createdByKeyId}::uuid AND account_id = ${accountId}::uuid AND revoked_at IS NULL FOR SHARE) c`;
  if (inserted !== 1) throw new AppError('invalid_api_key');
  return { id, apiKey, prefix };
}

/** The ids of the keys that created `keyId`: its creator, that key's creator, and so on. */
export async function creatorsOf(db: Tx, keyId: string): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    WITH RECURSIVE up(id, created_by) AS (
      SELECT id, created_by_key_id FROM api_keys WHERE id = ${keyId}::uuid
      UNION SELECT k.id, k.created_by_key_id FROM api_keys k JOIN up ON k.id = up.created_by
    )
    SELECT id::text AS id FROM up WHERE id <> ${keyId}::uuid`;
  return rows.map((r) => r.id);
}

/** A UUID as our id columns hold them (anything else names no row, and is never sent to the database). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revoke by full key or by key id, and every key it created, transitively. `by`: the calling key when
 * revoking through the API (it may not revoke its own creators: 403 key_revocation_forbidden).
 * Returns false when no such key exists.
 */
export async function revokeApiKey(db: Tx, keyOrId: string, opts: { by?: Caller } = {}): Promise<boolean> {
  const where = keyOrId.startsWith(KEY_PREFIX) ? { hash: hashKey(keyOrId) } : UUID_PATTERN.test(keyOrId) ? { id: keyOrId } : null;
  if (!where) return false;
  const key = await db.apiKey.findUnique({ where });
  if (!key) return false;
  if (opts.by && key.id !== opts.by.apiKeyId && (await creatorsOf(db, opts.by.apiKeyId)).includes(key.id)) {
    throw new AppError('key_revocation_forbidden');
  }
  // Each statement sees the keys committed before it; a child minted concurrently (its creation waits for
  // the creator's row lock, see createApiKey) is caught by the next round. Done when a round revokes nothing.
  for (let round = 0; round < 100; round++) {
    const revoked = await db.$queryRaw<Array<{ hash: string }>>`
      WITH RECURSIVE down(id) AS (
        SELECT ${key.id}::uuid
        UNION SELECT k.id FROM api_keys k JOIN down ON k.created_by_key_id = down.id
      )
      UPDATE api_keys SET revoked_at = now() WHERE id IN (SELECT id FROM down) AND revoked_at IS NULL RETURNING hash`;
    for (const r of revoked) authCache.delete(r.hash);
    if (revoked.length === 0) break;
  }
  authCache.delete(key.hash);
  return true;
}

/** Which of these key ids are revoked (or gone): open subscriptions of those keys are closed. */
export async function revokedKeyIds(db: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const live = await db.apiKey.findMany({ where: { id: { in: ids }, revokedAt: null }, select: { id: true } });
  const alive = new Set(live.map((k) => k.id));
  return ids.filter((id) => !alive.has(id));
}

// Positive authentication lookups are cached for AUTH_CACHE_TTL_MS of the service's Clock (lru-cache, at
// most AUTH_CACHE_MAX keys; the age is the Clock's, so tests move time instead of waiting): the most
// frequent calls (polls) then cost no database round trip for the key. Revocation through revokeApiKey
// drops the entry at once in this process (and a lookup of it in flight is not used); another process
// (admin CLI, another API instance) sees a revocation within the TTL. Unknown and revoked keys are never
// cached. Concurrent requests of a key that is not cached share one lookup (lru-cache's fetch), and a hit
// in the last AUTH_REFRESH_AHEAD_MS of its entry starts a refresh in the background, so the requests of a
// key in constant use never all wait for a lookup together.
export const AUTH_CACHE_TTL_MS = 1000;
export const AUTH_REFRESH_AHEAD_MS = 250;
/** `ApiKey.lastUsedAt` is written when it is older than this (so it is accurate to a minute). */
export const LAST_USED_RESOLUTION_MS = 60_000;
const AUTH_CACHE_MAX = 10_000;

export interface Caller {
  accountId: string;
  apiKeyId: string;
}

/** What authentication reads: the database and the service's clock. */
export type AuthDeps = Pick<DomainDeps, 'db' | 'clock'>;

const authCache = new LRUCache<string, { caller: Caller; checkedAt: number }, AuthDeps>({
  max: AUTH_CACHE_MAX,
  fetchMethod: async (hash, _stale, { context: { db, clock }, signal }) => {
    const checkedAt = clock.now().getTime();
    const key = await db.prisma.apiKey.findUnique({ where: { hash }, select: { id: true, accountId: true, revokedAt: true, lastUsedAt: true } });
    if (signal.aborted || !key || key.revokedAt) return undefined;
    // Throttled: at most once per LAST_USED_RESOLUTION_MS per key, never on a request's critical path.
    if (!key.lastUsedAt || checkedAt - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      void db.prisma.apiKey.updateMany({ where: { id: key.id }, data: { lastUsedAt: new Date(checkedAt) } }).catch(() => {});
    }
    return { caller: { accountId: key.accountId, apiKeyId: key.id }, checkedAt };
  },
});

/** Authenticate the `X-API-Key` header value: 401 missing_api_key / invalid_api_key; 503 service_unavailable when the database cannot be reached (never a 401 for an outage). */
export async function authenticate(deps: AuthDeps, headerValue: string | null | undefined): Promise<Caller> {
  const key = headerValue?.trim();
  if (!key) throw new AppError('missing_api_key');
  const hash = hashKey(key);
  const hit = authCache.get(hash);
  const age = hit ? deps.clock.now().getTime() - hit.checkedAt : Infinity;
  if (hit && age < AUTH_CACHE_TTL_MS) {
    if (age > AUTH_CACHE_TTL_MS - AUTH_REFRESH_AHEAD_MS) void authCache.fetch(hash, { context: deps, forceRefresh: true }).catch(() => {});
    return { ...hit.caller };
  }
  const checked = await authCache.fetch(hash, { context: deps, forceRefresh: hit !== undefined }).catch((err: unknown) => {
    throw asServiceUnavailable(err) ?? err; // the key could not be checked: the database is down, not the key. 503, never 401.
  });
  if (!checked) throw new AppError('invalid_api_key');
  return { ...checked.caller };
}

/** Keys an account may hold unrevoked, and create through the API in a day (the admin CLI is not limited). */
export const ACTIVE_KEYS_MAX = 100;
export const KEYS_CREATED_PER_DAY_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A key created by the calling key (the GraphQL createApiKey), within the account's limits: at most
 * ACTIVE_KEYS_MAX unrevoked keys (422 validation_error: revoke one first) and KEYS_CREATED_PER_DAY_MAX
 * created through the API in 24 hours (429 rate_limited with Retry-After), so a key holder cannot grow
 * the account's key list (listed whole, revoked keys included) without bound. Counted under the account
 * row lock: parallel requests cannot pass a limit together.
 */
export async function createOwnApiKey(prisma: PrismaClient, caller: Caller): Promise<CreatedKey> {
  return prisma.$transaction(async (tx) => {
    await lockAccount(tx, caller.accountId);
    const since = new Date(Date.now() - DAY_MS);
    // one after the other: a transaction's queries share one connection
    const active = await tx.apiKey.count({ where: { accountId: caller.accountId, revokedAt: null } });
    const recent = await tx.apiKey.findMany({
      where: { accountId: caller.accountId, createdByKeyId: { not: null }, createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: 'asc' },
      take: KEYS_CREATED_PER_DAY_MAX,
    });
    if (active >= ACTIVE_KEYS_MAX) {
      throw new AppError('validation_error', `An account holds at most ${ACTIVE_KEYS_MAX} active API keys; revoke one first.`, {
        limit: ACTIVE_KEYS_MAX,
        details: [{ loc: ['apiKeys'], msg: `at most ${ACTIVE_KEYS_MAX} active keys`, type: 'value_error' }],
      });
    }
    const oldest = recent[0];
    if (recent.length >= KEYS_CREATED_PER_DAY_MAX && oldest) {
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.createdAt.getTime() + DAY_MS - Date.now()) / 1000));
      throw new AppError('rate_limited', `At most ${KEYS_CREATED_PER_DAY_MAX} API keys created through the API per day; retry in ${retryAfterSeconds} s.`, {
        limit: KEYS_CREATED_PER_DAY_MAX,
        retryAfterSeconds,
      });
    }
    return createApiKey(tx, caller.accountId, caller.apiKeyId);
  });
}

/** Revoke one of the caller's account's keys by id (the GraphQL revokeApiKey): not_found for any other key. */
export async function revokeOwnApiKey(db: Tx, caller: Caller, keyId: string): Promise<boolean> {
  const key = UUID_PATTERN.test(keyId) ? await db.apiKey.findFirst({ where: { id: keyId, accountId: caller.accountId } }) : null;
  if (!key) throw new AppError('not_found', 'No such API key in this account.');
  return revokeApiKey(db, key.id, { by: caller });
}

/** A key as listed: never the key itself, only its prefix; `createdByKeyId` is the key that created it, if a key did. */
export type ApiKeySummary = Pick<ApiKey, 'id' | 'prefix' | 'createdAt' | 'revokedAt' | 'lastUsedAt' | 'createdByKeyId'>;

/** Every key of an account, oldest first, revoked ones included. */
export async function listApiKeys(db: Tx, accountId: string): Promise<ApiKeySummary[]> {
  return db.apiKey.findMany({
    where: { accountId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, prefix: true, createdAt: true, revokedAt: true, lastUsedAt: true, createdByKeyId: true },
  });
}
