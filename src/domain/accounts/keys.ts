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
  return true;
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
  const key = await db.apiKey.findUnique({
    where: { hash: hashKey(headerValue.trim()) },
    select: { id: true, accountId: true, revokedAt: true },
  });
  if (!key || key.revokedAt) throw new AppError('invalid_api_key');
  return { accountId: key.accountId, apiKeyId: key.id };
}
