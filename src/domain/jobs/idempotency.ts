// Idempotency-Key for job submission (Stripe's model), scoped to the API key, remembered 24 hours.
// - The fingerprint of a request is sha256(method, path, canonical JSON of the body).
// - The submit transaction first inserts the key (ON CONFLICT DO NOTHING). A concurrent request with the
//   same key blocks on that insert until the first transaction ends: if it committed, the repeat reads the
//   stored response and replays it (same status, same bytes); if it rolled back, the repeat proceeds.
// - Only successful answers (202, and the 200 too_large / not_found results) are stored: an error rolls the
//   transaction back, so the key stays free for a corrected retry.
// - Same key with another fingerprint: 409 idempotency_conflict. Keys older than 24 h are ignored and pruned.
import { createHash } from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../errors.js';

export const IDEMPOTENCY_KEY_MAX = 128;
export const IDEMPOTENCY_TTL_HOURS = 24;

export function checkIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) throw new AppError('invalid_idempotency_key');
  return key;
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`).digest('hex');
}

export interface StoredResponse {
  status: number;
  text: string;
}

interface Row {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

function replayOrConflict(row: Row, hash: string): StoredResponse | null {
  if (row.request_hash !== hash) throw new AppError('idempotency_conflict');
  if (row.response_status === null || row.response_body === null) return null;
  return { status: row.response_status, text: row.response_body };
}

/** Cheap read before any work: a live key answers at once (replay or conflict). */
export async function lookupIdempotent(db: Tx, apiKeyId: string, key: string, hash: string): Promise<StoredResponse | null> {
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT request_hash, response_status, response_body FROM idempotency_keys
    WHERE api_key_id = ${apiKeyId}::uuid AND key = ${key}
      AND created_at > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  const row = rows[0];
  return row ? replayOrConflict(row, hash) : null;
}

/**
 * Claim the key inside the submit transaction. Returns null when this transaction owns the key now,
 * or the stored response to replay.
 */
export async function claimIdempotencyKey(tx: Tx, apiKeyId: string, key: string, hash: string): Promise<StoredResponse | null> {
  await tx.$executeRaw(Prisma.sql`
    DELETE FROM idempotency_keys WHERE api_key_id = ${apiKeyId}::uuid AND key = ${key}
      AND created_at <= now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  const inserted = await tx.$queryRaw<Array<{ key: string }>>(Prisma.sql`
    INSERT INTO idempotency_keys (api_key_id, key, request_hash) VALUES (${apiKeyId}::uuid, ${key}, ${hash})
    ON CONFLICT DO NOTHING RETURNING key`);
  if (inserted.length > 0) return null;
  const rows = await tx.$queryRaw<Row[]>(Prisma.sql`
    SELECT request_hash, response_status, response_body FROM idempotency_keys
    WHERE api_key_id = ${apiKeyId}::uuid AND key = ${key}`);
  const row = rows[0];
  if (!row) throw new AppError('idempotency_in_progress');
  const stored = replayOrConflict(row, hash);
  if (!stored) throw new AppError('idempotency_in_progress');
  return stored;
}

export async function storeIdempotentResponse(tx: Tx, apiKeyId: string, key: string, response: StoredResponse): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    UPDATE idempotency_keys SET response_status = ${response.status}, response_body = ${response.text}
    WHERE api_key_id = ${apiKeyId}::uuid AND key = ${key}`);
}

/** Delete keys past their 24 hours (run by the pipeline sweep). */
export async function pruneIdempotencyKeys(db: Tx): Promise<number> {
  return db.$executeRaw(Prisma.sql`
    DELETE FROM idempotency_keys WHERE created_at <= now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
}
