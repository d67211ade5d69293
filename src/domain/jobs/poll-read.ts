// The poll's read of one job (GET /v1/jobs/{id} or job(id) of a job not in the done-job cache, i.e. mostly a
// running job): the most frequent database read of the service (issue 13). Three things make it cheap:
// - one round trip on the shared pg pool with a named prepared statement (parsed and planned once per
//   connection) that selects only what the poll body needs, instead of Prisma's query compiler and the
//   whole row; the row is mapped to the same fields Prisma gives (`JobRowLike`, the same types: enums as
//   their text, timestamptz(3) as Date), and the job is made by the same `readOf` (the REST presenter
//   renders it once per shared read: src/rest/presenters/jobs.ts pollText).
// - concurrent polls share reads (batched single flight): a poll joins only a read that starts after it
//   arrived. While two reads are in flight, later polls wait together for the next read, which starts
//   when one settles and reads every job they asked for (`WHERE id = ANY($1)`, each job once).
// - in a process that serves polls, reads are kept in memory (`keepPollReads`) until their row changes:
//   a trigger on the jobs table NOTIFYs every committed change of a row, whoever makes it (pipeline,
//   another process, SQL by hand), and the event bus hands those to `LiveReads` (src/events/bus.ts). An
//   entry is used only while the bus has listened without a break since its read started, and a read
//   during which its job changed (or that started before a later read stored) is not kept. So a poll
//   answers what the database held when this process last heard of the job: a change is seen once its
//   notification arrives (on commit; well under a millisecond on one machine), and at once for changes
//   made through this process (`withTx` forgets what it published, src/domain/jobs/store.ts). Polls never
//   go back to an older state. Entries are few and small (LIVE_READS_MAX, least recently used evicted).
// The owning key is checked by the caller on every answer (the shared read knows no caller).
import type { Database } from '../../db/client.js';
import { batchedReads } from '../../lib/single-flight.js';
import type { JobRowChanges } from '../ports.js';
import { readOf, type JobRead, type JobRowLike } from './job.js';

/** How many jobs' reads a process keeps in memory at most (a few hundred bytes to a few KB each). */
export const LIVE_READS_MAX = 10_000;

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

interface LiveEntry {
  read: PollRead;
  /** The bus's listening period the read started in: the entry is good only while it lasts. */
  epoch: number;
  /** `LiveReads.seq` when its read started (a later read's entry is never replaced by an earlier one). */
  seq: number;
}

/** Reads of jobs (not done: those are the done-job cache's) kept until their row changes; see the header. */
class LiveReads {
  private readonly entries = new Map<string, LiveEntry>();
  /** The last inserted or used entry's job: already last in `entries`, so using it again moves nothing. */
  private newest: string | undefined;
  /** Counts read starts and heard changes, so each read knows which changes came after it started. */
  private seq = 0;
  private inFlight = 0;
  /** Jobs heard changed while reads were in flight, with the `seq` of the change (cleared when none are). */
  private readonly changedAt = new Map<string, number>();
  /** `seq` of the last change of every job (`*`, a lost bus). */
  private allChangedAt = 0;
  readonly unwatch: () => void;

  constructor(private readonly changes: JobRowChanges) {
    this.unwatch = changes.watch({ changed: (jobId) => this.changed(jobId), reset: () => this.changed('*') });
  }

  get(jobId: string): LiveEntry | undefined {
    const e = this.entries.get(jobId);
    if (!e) return undefined;
    if (e.epoch !== this.changes.epoch()) {
      this.entries.clear();
      return undefined;
    }
    // most recently used last (Map keeps insertion order)
    if (jobId !== this.newest) {
      this.entries.delete(jobId);
      this.entries.set(jobId, e);
      this.newest = jobId;
    }
    return e;
  }

  /** Runs `read`, keeping each job's read that nothing about it changed meanwhile (done jobs excepted). */
  async load(read: () => Promise<Map<string, PollRead>>): Promise<Map<string, PollRead>> {
    const seq = ++this.seq;
    const epoch = this.changes.epoch();
    this.inFlight += 1;
    let found: Map<string, PollRead>;
    try {
      found = await read();
    } finally {
      this.inFlight -= 1;
    }
    if (epoch !== null && epoch === this.changes.epoch() && this.allChangedAt < seq) {
      for (const [jobId, r] of found) {
        if (!r.row || r.row.status === 'done' || (this.changedAt.get(jobId) ?? 0) > seq) continue;
        const held = this.entries.get(jobId);
        if (held && held.seq > seq) continue;
        this.entries.delete(jobId);
        this.entries.set(jobId, { read: r, epoch, seq });
        this.newest = jobId;
        if (this.entries.size > LIVE_READS_MAX) this.entries.delete(this.entries.keys().next().value as string);
      }
    }
    if (this.inFlight === 0) this.changedAt.clear();
    return found;
  }

  /** A job's row changed (`*`: any job's, or changes may have gone unheard). */
  changed(jobId: string): void {
    this.seq += 1;
    if (jobId === '*') {
      this.allChangedAt = this.seq;
      this.entries.clear();
      return;
    }
    this.entries.delete(jobId);
    if (this.inFlight > 0) this.changedAt.set(jobId, this.seq);
  }
}

async function readMany(db: Database, jobIds: string[]): Promise<Map<string, PollRead>> {
  const res = await db.pool.query<PollRow>({ ...POLL_STATEMENT, values: [jobIds] });
  return new Map(res.rows.map((row) => [row.id, { row, read: readOf(row) }]));
}

const reads = new WeakMap<Database, (jobId: string) => Promise<PollRead | undefined>>();
const live = new WeakMap<Database, LiveReads>();
const NO_JOB: PollRead = { row: null, read: null };

/**
 * Keep this process's poll reads of `db` in memory until their rows change, as `changes` tells
 * (src/service.ts, in processes that serve polls). Returns the function that stops it.
 */
export function keepPollReads(db: Database, changes: JobRowChanges): () => void {
  live.get(db)?.unwatch();
  const l = new LiveReads(changes);
  live.set(db, l);
  return () => {
    l.unwatch();
    if (live.get(db) === l) live.delete(db);
  };
}

/** The job's poll read held in memory (see the header), if any; the caller checks the owner. */
export function heldPollRead(db: Database, jobId: string): PollRead | undefined {
  return live.get(db)?.get(jobId)?.read;
}

/**
 * The held read of the job with a number that names it: another read of the job held later has another
 * number (what caches of answers made from a held read key on: src/graphql/plugins/done-job-results.ts).
 */
export function heldPollVersion(db: Database, jobId: string): { read: PollRead; version: number } | undefined {
  const e = live.get(db)?.get(jobId);
  return e && { read: e.read, version: e.seq };
}

/** This process changed these jobs (committed): reads held or in flight of them are not used again. */
export function forgetPollReads(db: Database, jobIds: Iterable<string>): void {
  const l = live.get(db);
  if (l) for (const id of jobIds) l.changed(id);
}

/** The poll read of `jobId` in this database (held in memory, or shared with concurrent polls and never older than the call). */
export async function readJobForPoll(db: Database, jobId: string): Promise<PollRead> {
  const held = heldPollRead(db, jobId);
  if (held) return held;
  let read = reads.get(db);
  if (!read) {
    read = batchedReads((ids) => {
      const l = live.get(db);
      return l ? l.load(() => readMany(db, ids)) : readMany(db, ids);
    });
    reads.set(db, read);
  }
  return (await read(jobId)) ?? NO_JOB;
}
