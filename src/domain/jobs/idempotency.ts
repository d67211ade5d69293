// Idempotency keys for job submission (Stripe's model), scoped to the API key, remembered 24 hours.
// - The fingerprint of a submission is sha256 of the canonical SubmitJob command (api, input, operation,
//   persona, callback_url; JSON with sorted keys by safe-stable-stringify): the same command replays whichever transport sends it.
// - What is stored is the domain's answer (job id and outcome); each transport presents it (REST replays
//   the same status and bytes: the first answer of an accepted job, or the answered job's frozen body).
// - The submit transaction first inserts the key (ON CONFLICT DO NOTHING). A concurrent request with the
//   same key blocks on that insert until the first transaction ends: if it committed, the repeat reads the
//   stored answer and replays it; if it rolled back, the repeat proceeds.
// - Only successful answers (accepted, and the answered too_large / not_found jobs) are stored: an error
//   rolls the transaction back, so the key stays free for a corrected retry.
// - Same key with another fingerprint: 409 idempotency_conflict. Keys older than 24 h are ignored and pruned.
import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { IdempotencyKey } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../errors.js';

export const IDEMPOTENCY_KEY_MAX = 128;
export const IDEMPOTENCY_TTL_HOURS = 24;

export function checkIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) throw new AppError('invalid_idempotency_key');
  return key;
}

/** The fingerprint of a submission: what was asked, not how (the key itself is not part of it). */
export function commandFingerprint(cmd: { api: string; input?: unknown; operation?: unknown; personaSlug?: unknown; callbackUrl?: unknown }): string {
  const asked = { api: cmd.api, input: cmd.input, operation: cmd.operation, persona: cmd.personaSlug, callback_url: cmd.callbackUrl };
  // keys sorted, absent ones left out: the same command always has the same text
  return createHash('sha256').update(stringify(asked)).digest('hex');
}

/** The first answer to a key: its job and whether it was accepted or answered at once. */
export interface StoredResult {
  jobId: string;
  outcome: 'accepted' | 'answered';
}

/** Keys created at or before this time are past their 24 hours. */
const expiry = () => new Date(Date.now() - IDEMPOTENCY_TTL_HOURS * 3_600_000);

function replayOrConflict(row: Pick<IdempotencyKey, 'requestHash' | 'jobId' | 'outcome'>, hash: string): StoredResult | null {
  if (row.requestHash !== hash) throw new AppError('idempotency_conflict');
  if (row.jobId === null || (row.outcome !== 'accepted' && row.outcome !== 'answered')) return null;
  return { jobId: row.jobId, outcome: row.outcome };
}

/** Cheap read before any work: a live key answers at once (replay or conflict). */
export async function lookupIdempotent(db: Tx, apiKeyId: string, key: string, hash: string): Promise<StoredResult | null> {
  const row = await db.idempotencyKey.findFirst({ where: { apiKeyId, key, createdAt: { gt: expiry() } } });
  return row ? replayOrConflict(row, hash) : null;
}

/**
 * Claim the key inside the submit transaction. Returns null when this transaction owns the key now,
 * or the stored answer to replay.
 */
export async function claimIdempotencyKey(tx: Tx, apiKeyId: string, key: string, hash: string): Promise<StoredResult | null> {
  await tx.idempotencyKey.deleteMany({ where: { apiKeyId, key, createdAt: { lte: expiry() } } });
  // INSERT … ON CONFLICT DO NOTHING: waits for a concurrent claim of the key to commit or roll back
  const inserted = await tx.idempotencyKey.createMany({ data: { apiKeyId, key, requestHash: hash }, skipDuplicates: true });
  if (inserted.count > 0) return null;
  const row = await tx.idempotencyKey.findUnique({ where: { apiKeyId_key: { apiKeyId, key } } });
  const stored = row ? replayOrConflict(row, hash) : null;
  if (!stored) throw new AppError('idempotency_in_progress');
  return stored;
}

export async function storeIdempotentResult(tx: Tx, apiKeyId: string, key: string, result: StoredResult): Promise<void> {
  await tx.idempotencyKey.update({ where: { apiKeyId_key: { apiKeyId, key } }, data: { jobId: result.jobId, outcome: result.outcome } });
}

/** Delete keys past their 24 hours (run by the pipeline sweep). */
export async function pruneIdempotencyKeys(db: Tx): Promise<number> {
  return (await db.idempotencyKey.deleteMany({ where: { createdAt: { lte: expiry() } } })).count;
}
