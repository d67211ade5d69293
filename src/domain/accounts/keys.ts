// API keys: `tp_live_` + 40 random base62 characters (~238 bits). Only a SHA-256 of the key is stored;
// the key is shown once, at creation.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { AppError } from '../errors.js';

export const KEY_PREFIX = 'tp_live_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export interface CreatedKey {
  id: string;
  apiKey: string;
  prefix: string;
}

export async function createApiKey(db: Tx, accountId: string): Promise<CreatedKey> {
  const apiKey = KEY_PREFIX + randomBase62(40);
  const id = randomUUID();
  const prefix = apiKey.slice(0, KEY_PREFIX.length + 6);
  await db.apiKey.create({ data: { id, accountId, prefix, hash: hashKey(apiKey) } });
  return { id, apiKey, prefix };
}

/** Revoke by full key or by key id. Returns false when no such key exists. */
export async function revokeApiKey(db: Tx, keyOrId: string): Promise<boolean> {
  const where = keyOrId.startsWith(KEY_PREFIX)
    ? { hash: hashKey(keyOrId) }
    : /^[0-9a-f-]{36}$/i.test(keyOrId)
      ? { id: keyOrId }
      : null;
  if (!where) return false;
  const key = await db.apiKey.findUnique({ where });
  if (!key) return false;
  if (!key.revokedAt) await db.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
  forgetCachedKey(key.hash);
  return true;
}

// Positive authentication lookups are cached for AUTH_CACHE_TTL_MS: the most frequent calls (polls)
// then cost no database round trip for the key. Revocation through revokeApiKey drops the entry at once
// in this process; another process (admin CLI, another API instance) sees a revocation within the TTL.
// Unknown and revoked keys are never cached.
export const AUTH_CACHE_TTL_MS = 1000;
const AUTH_CACHE_MAX = 10_000;
const authCache = new Map<string, { caller: Caller; expires: number }>();

function forgetCachedKey(hash: string): void {
  authCache.delete(hash);
}

/** Drop every cached authentication (tests). */
export function clearAuthCache(): void {
  authCache.clear();
}

export interface Caller {
  accountId: string;
  apiKeyId: string;
}

/** Authenticate the `X-API-Key` header value: 401 missing_api_key / invalid_api_key. */
export async function authenticate(db: Tx, headerValue: string | null | undefined): Promise<Caller> {
  if (headerValue === undefined || headerValue === null || headerValue.trim() === '') {
    throw new AppError('missing_api_key');
  }
  const hash = hashKey(headerValue.trim());
  const now = Date.now();
  const hit = authCache.get(hash);
  if (hit && hit.expires > now) return { ...hit.caller };
  const key = await db.apiKey.findUnique({
    where: { hash },
    select: { id: true, accountId: true, revokedAt: true },
  });
  if (!key || key.revokedAt) {
    authCache.delete(hash);
    throw new AppError('invalid_api_key');
  }
  const caller: Caller = { accountId: key.accountId, apiKeyId: key.id };
  if (authCache.size >= AUTH_CACHE_MAX) {
    for (const [k, v] of authCache) if (v.expires <= now) authCache.delete(k);
    if (authCache.size >= AUTH_CACHE_MAX) authCache.clear();
  }
  authCache.set(hash, { caller, expires: now + AUTH_CACHE_TTL_MS });
  return caller;
}
