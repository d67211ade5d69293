// In-process cache of the poll bodies of `done` jobs: the most frequent call (polling a finished job)
// then costs no database read. Sound because a `done` job is immutable: its result is stored once at
// publish (src/pipeline/publish.ts), cancel returns a done job unchanged and retry applies to `failed`
// jobs only. Other terminal statuses are not cached (a failed job can be retried). Entries carry the
// owning API key (a poll with another key still reads the row and gets job_not_found); the cache is
// bounded by total bytes and evicts the least recently used entry. Each entry keeps the body's UTF-8
// bytes beside its text, encoded once (counted in the bound): a re-poll writes them as they are, with no
// measuring or re-encoding per response (issue 13).
import { ownsJob } from './ownership.js';
import type { JobRead } from './job.js';

export const DONE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Bodies larger than this are never cached (a huge result would evict everything else). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

interface Entry {
  apiKeyId: string;
  text: string;
  /** The poll's read of this job, made once: the text and its UTF-8 bytes. */
  read: JobRead & { kind: 'frozen' };
  /** What the entry counts against DONE_CACHE_MAX_BYTES: the text (2 bytes a character at most) and its UTF-8 bytes. */
  bytes: number;
  /** The parsed body, made on first use by a reader that needs the object (GraphQL); never mutated. */
  parsed?: unknown;
}

const entries = new Map<string, Entry>();
let totalBytes = 0;
/** The most recently used entry's id: it is already last in `entries`, so using it again moves nothing. */
let newest: string | undefined;

function hit(jobId: string, apiKeyId: string): Entry | undefined {
  const e = entries.get(jobId);
  if (!e || !ownsJob({ apiKeyId }, e)) return undefined;
  // Refresh recency (Map keeps insertion order). Not for the newest entry (the same order): a delete and
  // re-insert per poll was ~1 % of a done poll's CPU while clients poll one job (issue 13 profile).
  if (jobId !== newest) {
    entries.delete(jobId);
    entries.set(jobId, e);
    newest = jobId;
  }
  return e;
}

/** The stored poll body of a done job of `apiKeyId`, if cached. */
export function cachedDoneJob(jobId: string, apiKeyId: string): string | undefined {
  return hit(jobId, apiKeyId)?.text;
}

/** The same body as a poll's read (its text and UTF-8 bytes, shared, read-only), if cached. */
export function cachedDoneJobRead(jobId: string, apiKeyId: string): JobRead | undefined {
  return hit(jobId, apiKeyId)?.read;
}

/** The same body parsed once (shared, read-only), if cached. */
export function cachedDoneJobParsed<T>(jobId: string, apiKeyId: string, parse: (text: string) => T): T | undefined {
  const e = hit(jobId, apiKeyId);
  if (!e) return undefined;
  e.parsed ??= parse(e.text);
  return e.parsed as T;
}

export function rememberDoneJob(jobId: string, apiKeyId: string, text: string): void {
  if (text.length * 2 > MAX_ENTRY_BYTES || entries.has(jobId)) return;
  const utf8 = Buffer.from(text, 'utf8');
  const bytes = text.length * 2 + utf8.length;
  entries.set(jobId, { apiKeyId, text, read: { kind: 'frozen', stored: text, utf8 }, bytes });
  newest = jobId;
  totalBytes += bytes;
  for (const [id, e] of entries) {
    if (totalBytes <= DONE_CACHE_MAX_BYTES) break;
    entries.delete(id);
    totalBytes -= e.bytes;
  }
}
