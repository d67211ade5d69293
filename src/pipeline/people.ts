// Small helpers the stages share: chunks of the job's people and their marks (the "current employee" rule
// is src/domain/people/employment.ts, bounded concurrency src/lib/concurrency.ts).
import { Prisma } from '../generated/prisma/client.js';
import type { Deps } from '../deps.js';
import type { Tx } from '../db/client.js';
import { SourceError, type Verification } from '../sources/port.js';
import type { ShortlistMark } from './decisions.js';

/** A source error that retrying will not fix (anything but a retryable SourceError). */
export const isPermanentSourceError = (e: unknown): boolean => !(e instanceof SourceError && e.kind === 'retryable');

/** Rows of job_people per chunk: enough to keep ENRICH_CONCURRENCY calls busy, never the whole roster. */
export function chunkSize(concurrency: number): number {
  return Math.min(500, Math.max(8, concurrency * 4));
}

type ChunkRow = { personRef: string; position: number; profile?: Prisma.JsonValue };

/**
 * The job's people matching `where`, in roster order, one chunk at a time (keyset on the position), with
 * their profiles when `withProfile`. The next chunk is read while the caller processes the current one: it
 * only holds positions after the current chunk's, so what the caller commits for the current chunk never
 * changes it.
 */
export async function* peopleChunks(
  deps: Deps,
  jobId: string,
  where: Prisma.JobPersonWhereInput,
  size: number,
  withProfile = false,
): AsyncGenerator<ChunkRow[]> {
  const read = (after: number): Promise<ChunkRow[]> => {
    const p = deps.db.prisma.jobPerson.findMany({
      where: { ...where, jobId, position: { gt: after } },
      orderBy: { position: 'asc' },
      take: size,
      select: { personRef: true, position: true, profile: withProfile },
    });
    p.catch(() => {}); // awaited below; this only keeps an abandoned prefetch from being "unhandled"
    return p;
  };
  let next = read(-1);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    next = rows.length < size ? Promise.resolve([]) : read(rows[rows.length - 1]!.position);
    yield rows;
  }
}

/**
 * find_candidates' marks on job_people (candidate, recall_score). A row with a recall_score was
 * shortlisted; enrich_profiles shortlists as it goes, find_candidates takes the rest.
 */
export async function applyShortlist(tx: Tx, jobId: string, marks: readonly ShortlistMark[]): Promise<void> {
  if (marks.length === 0) return;
  const rowsJson = JSON.stringify(marks.map((m) => ({ person_ref: m.personRef, keep: m.candidate, score: m.recallScore })));
  await tx.$executeRaw(Prisma.sql`
    UPDATE job_people jp SET candidate = v.keep, recall_score = v.score
    FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, keep boolean, score double precision)
    WHERE jp.job_id = ${jobId} AND jp.person_ref = v.person_ref`);
}

/**
 * verify_candidates' outcome on job_people: the SQL applies afterVerification (src/pipeline/decisions.ts)
 * to each row, and refreshes the contact's email status in the stored profile.
 */
export async function applyVerifications(tx: Tx, jobId: string, done: readonly Verification[]): Promise<void> {
  if (done.length === 0) return;
  const rowsJson = JSON.stringify(done.map((v) => ({ person_ref: v.person_ref, employed: v.employed, email_status: v.email_status })));
  await tx.$executeRaw(Prisma.sql`
    UPDATE job_people jp SET
      verification_complete = true,
      verified = v.employed,
      current_employee = jp.current_employee AND v.employed,
      profile = CASE WHEN jp.profile IS NULL OR jsonb_typeof(jp.profile #> '{contact,email}') IS DISTINCT FROM 'object' THEN jp.profile
                     ELSE jsonb_set(jp.profile, '{contact,email,status}', to_jsonb(v.email_status)) END
    FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, employed boolean, email_status text)
    WHERE jp.job_id = ${jobId} AND jp.person_ref = v.person_ref`);
}

/** The error to surface from a chunk: a permanent one wins over retryable ones. */
export function firstError(errors: unknown[], isPermanent: (e: unknown) => boolean): unknown {
  return errors.find(isPermanent) ?? errors[0];
}
