// The JobReads port (src/domain/ports.ts): one job by its primary key, and a bounded cache of finished
// jobs that can never change again (`isFrozen`, src/domain/jobs/state.ts), so a cached one is always
// what the database holds. Running jobs and failed ones (a retry may restart them) are read every time.
// Bounded in bytes (JOB_CACHE_BYTES; each entry weighed by its stored text), least recently used evicted.
// The read is one named prepared statement on the pg pool (parsed and planned once per connection), not
// Prisma: in the smallpoll bench's profile a processing poll's Prisma findUnique (its query compiler and
// the whole row) was most of the request's CPU. The columns are what jobOfRow needs, under Prisma's field
// names and types (test/unit/submit.test.ts compares the two reads).
// Reads are batched (dataloader, no memoization): the ids asked for during one turn of the event loop are
// read by one statement started after the last of them was asked (`setImmediate`), so no caller gets a row
// read before its call, and polls arriving together cost one round trip (on a processing poll the round
// trip, not the row, was most of the CPU: 0.52 of it at 8 connections, 0.28 at 64, A/B harness).
// Finished jobs in the cache are handed out by the same batch (the turn's reads answer together, cached or
// not): the polls of one turn then run through the HTTP and GraphQL stacks one after another instead of each
// answering in between the socket reads — a done poll's CPU a request fell to 0.72-0.82 (GraphQL) and
// 0.69-0.91 (REST) of the answer given at once (issue 23, session 23; docs/benchmarks.md).
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { Database } from './client.js';
import type { JobReads, StoredJob } from '../domain/ports.js';
import { isFrozen } from '../domain/jobs/state.js';
import { jobOfRow } from '../domain/jobs/queries.js';
import type { JobRowLike } from '../domain/jobs/job.js';

type ReadRow = JobRowLike & { apiKeyId: string; result: string | null };

const READ_JOBS = {
  name: 'tp_read_jobs_v2',
  text: `SELECT id, api_key_id::text AS "apiKeyId", status::text AS status, processing_state::text AS "processingState",
    stage::text AS stage, next_retry_at AS "nextRetryAt", message, company_id AS "companyId", persona_slug AS "personaSlug",
    persona_name AS "personaName", persona_criteria AS "personaCriteria", persona_criteria_source AS "personaCriteriaSource",
    team_scanned AS "teamScanned", profiles_enriched AS "profilesEnriched", preliminary_candidates AS "preliminaryCandidates",
    target_people_count AS "targetPeopleCount", credits_charged AS "creditsCharged", source_calls AS "sourceCalls",
    source_credits AS "sourceCredits", source_company_credits AS "sourceCompanyCredits", sourcing, sourcing_reason AS "sourcingReason",
    matcher_calls AS "matcherCalls", matcher_tokens AS "matcherTokens", input, operation, created_at AS "createdAt",
    finished_at AS "finishedAt", result
  FROM jobs WHERE id = ANY($1::text[])`,
};

/** Most ids one statement reads (a batch of done jobs not yet cached carries their results). */
const MAX_BATCH = 64;

/** Weight of a cached job beyond its stored text (the object graph around it). */
const ENTRY_OVERHEAD_BYTES = 512;

export interface CachedJobReads extends JobReads {
  /** Bytes the cache holds now (the metric tp_job_cache_bytes). */
  cachedBytes(): number;
}

export function jobReads(db: Database, maxBytes: number): CachedJobReads {
  const finished = maxBytes > 0 ? new LRUCache<string, StoredJob>({ maxSize: maxBytes }) : null;
  const read = async (ids: readonly string[]) => {
    const found = new Map<string, StoredJob>();
    const unread: string[] = [];
    for (const id of ids) {
      const hit = finished?.get(id);
      if (hit) found.set(id, hit);
      else unread.push(id);
    }
    const rows = unread.length ? (await db.pool.query<ReadRow>({ ...READ_JOBS, values: [unread] })).rows : [];
    for (const row of rows) {
      const stored: StoredJob = { apiKeyId: row.apiKeyId, job: jobOfRow(row) };
      if (finished && isFrozen(row.status)) finished.set(row.id, stored, { size: ENTRY_OVERHEAD_BYTES + 2 * (row.result?.length ?? 0) });
      found.set(row.id, stored);
    }
    return ids.map((id) => found.get(id) ?? null);
  };
  // A batch that fails is read again id by id, so an id the database refuses fails only its own read.
  const batch = async (ids: readonly string[]) => {
    try {
      return await read(ids);
    } catch (err) {
      if (ids.length === 1) throw err;
      return Promise.all(
        ids.map((id) =>
          read([id])
            .then(([job]) => job ?? null)
            .catch((e: Error) => e),
        ),
      );
    }
  };
  const loader = new DataLoader(batch, { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) });
  return {
    byId: (jobId) => loader.load(jobId),
    cachedBytes: () => finished?.calculatedSize ?? 0,
  };
}
