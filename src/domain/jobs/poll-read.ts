// The poll's read of one job (GET /v1/jobs/{id} of a job not in the done-job cache, i.e. mostly a running
// job): the most frequent database read of the service (issue 13). Two things make it cheap:
// - one round trip on the shared pg pool with a named prepared statement (parsed and planned once per
//   connection) that selects only what the poll body needs, instead of Prisma's query compiler and the
//   whole row; the row is mapped to the same fields Prisma gives (`JobRowLike`, the same types: enums as
//   their text, timestamptz(3) as Date), and the job is made by the same `readOf` (the REST presenter
//   renders it once per shared read: src/rest/presenters/jobs.ts pollText).
// - concurrent polls share reads (batched single flight), without ever answering from a read older than
//   the request: a poll joins only a read that starts after it arrived. While two reads are in flight,
//   later polls wait together for the next read, which starts when one settles and reads every job they
//   asked for (`WHERE id = ANY($1)`, each job once); so a poll always sees every change committed before
//   it arrived (no stale reads), and N concurrent polls, of one job or of many, cost about two reads per
//   round trip instead of N.
// The owning key is checked by the caller on every answer (the shared read knows no caller).
import type { Database } from '../../db/client.js';
import { batchedReads } from '../../lib/single-flight.js';
import { readOf, type JobRead, type JobRowLike } from './job.js';

/** What a poll needs of a job row: the body's fields, the owner, and a finished job's stored body. */
export interface PollRow extends JobRowLike {
  apiKeyId: string;
  result: string | null;
}

/** One read: the row (null when there is no such job) and the job as polled, made once for every sharer. */
export interface PollRead {
  row: PollRow | null;
  read: JobRead | null;
}

const POLL_STATEMENT = {
  name: 'tp_poll_jobs_v2',
  text: `SELECT id, api_key_id::text AS "apiKeyId", status::text AS status, processing_state::text AS "processingState",
    stage::text AS stage, next_retry_at AS "nextRetryAt", message, company_id AS "companyId",
    persona_slug AS "personaSlug", persona_name AS "personaName", team_scanned AS "teamScanned",
    profiles_enriched AS "profilesEnriched", preliminary_candidates AS "preliminaryCandidates",
    target_people_count AS "targetPeopleCount", credits_charged AS "creditsCharged", source_calls AS "sourceCalls",
    source_credits AS "sourceCredits", matcher_calls AS "matcherCalls", matcher_tokens AS "matcherTokens",
    input, operation, created_at AS "createdAt", finished_at AS "finishedAt", result
  FROM jobs WHERE id = ANY($1::text[])`,
};

async function readMany(db: Database, jobIds: string[]): Promise<Map<string, PollRead>> {
  const res = await db.pool.query<PollRow>({ ...POLL_STATEMENT, values: [jobIds] });
  return new Map(res.rows.map((row) => [row.id, { row, read: readOf(row) }]));
}

const reads = new WeakMap<Database, (jobId: string) => Promise<PollRead | undefined>>();
const NO_JOB: PollRead = { row: null, read: null };

/** The poll read of `jobId` in this database (shared with concurrent polls, never older than the call). */
export async function readJobForPoll(db: Database, jobId: string): Promise<PollRead> {
  let read = reads.get(db);
  if (!read) {
    read = batchedReads((ids) => readMany(db, ids));
    reads.set(db, read);
  }
  return (await read(jobId)) ?? NO_JOB;
}
