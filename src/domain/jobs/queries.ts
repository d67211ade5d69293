// Reads: poll, list, preview and a company's latest done job, as domain results (src/domain/jobs/job.ts;
// the transports present them). All scoped to the API key that created the job: another key's job is
// job_not_found. Reads are free and never take a slot.
import { Prisma } from '../../generated/prisma/client.js';
import type { DomainDeps } from '../ports.js';
import type { Tx } from '../../db/client.js';
import type { Caller } from '../accounts/keys.js';
import { AppError } from '../errors.js';
import { checkPage, checkPageSize, type PageBoundary } from '../paging.js';
import type { JobRow } from './store.js';
import { isTerminal } from './state.js';
import { jobOfSnapshot } from './snapshot.js';
import { jobsOfKey, ownsJob } from './ownership.js';
import { jobOf, type JobRowLike, type Job, type JobPreview, type JobSummary } from './job.js';

const MAX_JOB_ID_LENGTH = 64;

function jobNotFound(jobId: string): AppError {
  return new AppError('job_not_found', `No job ${JSON.stringify(jobId)} under this API key.`);
}

export async function findOwnJob(db: Tx, caller: Pick<Caller, 'apiKeyId'>, jobId: string): Promise<JobRow> {
  const row = typeof jobId === 'string' && jobId.length <= MAX_JOB_ID_LENGTH ? await db.job.findUnique({ where: { id: jobId } }) : null;
  if (!row || !ownsJob(caller, row)) throw jobNotFound(jobId);
  return row;
}

/** The job after a change (cancel, retry, submit) or as read: its frozen result once terminal, else its live state. */
export function jobOfRow(row: JobRowLike & Pick<JobRow, 'result'>): Job {
  return isTerminal(row.status) && row.result ? jobOfSnapshot(row.result) : jobOf(row);
}

/** A job of the caller in full (a done job with what it published), through the JobReads port. */
export async function getJob(deps: Pick<DomainDeps, 'jobReads'>, caller: Caller, jobId: string): Promise<Job> {
  const stored = typeof jobId === 'string' && jobId.length <= MAX_JOB_ID_LENGTH ? await deps.jobReads.byId(jobId) : null;
  if (!stored || !ownsJob(caller, stored)) throw jobNotFound(jobId);
  return stored.job;
}

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

/** THE job search: a case-insensitive substring of the submitted input, the company's name or its domain. */
function searchFilter(q: string | null | undefined): Prisma.Sql {
  if (!q) return Prisma.empty;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return Prisma.sql`AND (input ILIKE ${like} OR company_name ILIKE ${like} OR company->>'domain' ILIKE ${like})`;
}

/** The key's jobs matching `q`: how many, and the ids `pick` (boundary, order, limit) selects among them. */
async function searchJobs(deps: DomainDeps, caller: Caller, q: string | null | undefined, pick: Prisma.Sql): Promise<{ count: number; ids: string[] }> {
  const where = Prisma.sql`WHERE api_key_id = ${caller.apiKeyId}::uuid ${searchFilter(q)}`;
  const [countRows, ids] = await Promise.all([
    deps.db.prisma.$queryRaw<Array<{ n: bigint }>>(Prisma.sql`SELECT count(*) AS n FROM jobs ${where}`),
    deps.db.prisma.$queryRaw<Array<{ id: string }>>(Prisma.sql`SELECT id FROM jobs ${where} ${pick}`),
  ]);
  return { count: Number(countRows[0]?.n ?? 0), ids: ids.map((r) => r.id) };
}

/** The rows of these jobs, in this order. */
async function rowsInOrder(deps: DomainDeps, ids: string[]): Promise<JobRow[]> {
  const rows = ids.length ? await deps.db.prisma.job.findMany({ where: { id: { in: ids } } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is JobRow => !!r);
}

export async function listJobs(
  deps: DomainDeps,
  caller: Caller,
  opts: { q?: string | null; limit?: number | null; skip?: number | null },
): Promise<{ count: number; jobs: JobSummary[] }> {
  const { limit, skip } = checkPage({ limit: opts.limit ?? LIST_DEFAULT_LIMIT, skip: opts.skip ?? 0 }, LIST_MAX_LIMIT);
  const { count, ids } = await searchJobs(deps, caller, opts.q, Prisma.sql`ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${skip}`);
  return { count, jobs: await rowsInOrder(deps, ids) };
}

/** Position of a job in the newest-first order of a key's jobs (a keyset cursor). */
export interface JobKey {
  createdAt: Date;
  id: string;
}

/**
 * One page of the key's jobs, newest first, from a keyset boundary (cursor paging). `q`: see searchFilter. `hasMore`: more jobs follow in the paging direction.
 */
export async function pageJobs(
  deps: DomainDeps,
  caller: Caller,
  opts: { q?: string | null; size: number; from: PageBoundary<JobKey> },
): Promise<{ totalCount: number; rows: JobRow[]; hasMore: boolean }> {
  const size = checkPageSize(opts.size, LIST_MAX_LIMIT);
  const backwards = opts.from !== null && 'before' in opts.from;
  const key = opts.from === null ? null : 'after' in opts.from ? opts.from.after : opts.from.before;
  const boundary = key
    ? backwards
      ? Prisma.sql`AND (created_at, id) > (${key.createdAt}::timestamptz, ${key.id})`
      : Prisma.sql`AND (created_at, id) < (${key.createdAt}::timestamptz, ${key.id})`
    : Prisma.empty;
  const order = backwards ? Prisma.sql`ORDER BY created_at ASC, id ASC` : Prisma.sql`ORDER BY created_at DESC, id DESC`;
  const { count, ids } = await searchJobs(deps, caller, opts.q, Prisma.sql`${boundary} ${order} LIMIT ${size + 1}`);
  const pageIds = ids.slice(0, size);
  if (backwards) pageIds.reverse();
  return { totalCount: count, rows: await rowsInOrder(deps, pageIds), hasMore: ids.length > size };
}

/** Counters and a capped facepile (roster order); never contact data or profile sections. */
export async function previewOf(deps: DomainDeps, row: JobRow): Promise<JobPreview> {
  const cap = deps.config.PREVIEW_CAP;
  const [people, verified] = await Promise.all([
    deps.db.prisma.jobPerson.findMany({
      where: { jobId: row.id },
      orderBy: { position: 'asc' },
      take: cap + 1,
      select: { personRef: true, name: true, headline: true, photoUrl: true, verificationComplete: true },
    }),
    deps.db.prisma.jobPerson.count({ where: { jobId: row.id, verified: true } }),
  ]);
  return {
    jobId: row.id,
    stage: row.stage ?? null,
    counters: {
      teamScanned: row.teamScanned,
      profilesEnriched: row.profilesEnriched,
      preliminaryCandidates: row.preliminaryCandidates,
      verified,
      targetPeopleCount: row.targetPeopleCount,
    },
    people: people.slice(0, cap),
    capped: people.length > cap,
  };
}

export async function previewJob(deps: DomainDeps, caller: Caller, jobId: string): Promise<JobPreview> {
  return previewOf(deps, await findOwnJob(deps.db.prisma, caller, jobId));
}

/** The key's most recent done job for the company, with what it published (GET /company/{id}/dm). */
export async function latestDoneJob(deps: DomainDeps, caller: Caller, companyId: number): Promise<Job> {
  const row = await deps.db.prisma.job.findFirst({
    where: { ...jobsOfKey(caller), companyId, status: 'done' },
    orderBy: [{ finishedAt: 'desc' }, { createdAt: 'desc' }],
    select: { result: true },
  });
  if (!row?.result) throw new AppError('job_not_found', `This API key has no done job for company ${companyId}.`);
  return jobOfSnapshot(row.result);
}
