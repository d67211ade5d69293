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
import { jobOf, JOB_COLUMNS, SUMMARY_COLUMNS, type JobRowLike, type Job, type JobPreview, type JobSummary } from './job.js';

const MAX_JOB_ID_LENGTH = 64;

export function jobNotFound(jobId: string): AppError {
  return new AppError('job_not_found', `No job ${JSON.stringify(jobId)} under this API key.`);
}

/** A job row of the caller without the columns that grow with the job (its stored result and company, the persona's text). */
export async function findOwnJob(db: Tx, caller: Pick<Caller, 'apiKeyId'>, jobId: string): Promise<Omit<JobRow, 'result' | 'company' | 'personaDefinition'>> {
  const omit = { result: true, company: true, personaDefinition: true } as const;
  const row = typeof jobId === 'string' && jobId.length <= MAX_JOB_ID_LENGTH ? await db.job.findUnique({ where: { id: jobId }, omit }) : null;
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

/** The key's jobs matching `q`: how many, and the `columns` of those `pick` (boundary, order, limit) selects. */
async function searchJobs<F extends { id: string }>(deps: DomainDeps, caller: Caller, pick: Prisma.Sql, q?: string | null, columns = Prisma.sql`id`) {
  const where = Prisma.sql`WHERE api_key_id = ${caller.apiKeyId}::uuid ${searchFilter(q)}`;
  const [countRows, found] = await Promise.all([
    deps.db.prisma.$queryRaw<Array<{ n: bigint }>>(Prisma.sql`SELECT count(*) AS n FROM jobs ${where}`),
    deps.db.prisma.$queryRaw<F[]>(Prisma.sql`SELECT ${columns} FROM jobs ${where} ${pick}`),
  ]);
  return { count: Number(countRows[0]?.n ?? 0), found };
}

/** The order of every list page (searchJobs' `pick` too), so rows read by id come in the page's order. */
const NEWEST_FIRST: Prisma.JobOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** A page of the list reads only the columns of its items (SUMMARY_COLUMNS), never a done job's stored result. */
export async function listJobs(
  deps: DomainDeps,
  caller: Caller,
  opts: { q?: string | null; limit?: number | null; skip?: number | null },
): Promise<{ count: number; jobs: JobSummary[] }> {
  const { limit, skip } = checkPage({ limit: opts.limit ?? LIST_DEFAULT_LIMIT, skip: opts.skip ?? 0 }, LIST_MAX_LIMIT);
  const { count, found } = await searchJobs(deps, caller, Prisma.sql`ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${skip}`, opts.q);
  const where = { id: { in: found.map((f) => f.id) } };
  return { count, jobs: found.length ? await deps.db.prisma.job.findMany({ where, orderBy: NEWEST_FIRST, select: SUMMARY_COLUMNS }) : [] };
}

/** Position of a job in the newest-first order of a key's jobs (a keyset cursor). */
export interface JobKey {
  createdAt: Date;
  id: string;
}

/**
 * One page of the key's jobs, newest first, from a keyset boundary (cursor paging). `q`: see searchFilter. `hasMore`: more jobs follow in the paging direction.
 * A job is its snapshot once terminal, except a done one: its published parts (large) are read only when asked for (GraphQL's job fields).
 */
export async function pageJobs(
  deps: DomainDeps,
  caller: Caller,
  opts: { q?: string | null; size: number; from: PageBoundary<JobKey> },
): Promise<{ totalCount: number; jobs: Array<{ job: Job; row: Pick<JobRow, 'companyName' | 'companyLogo' | 'employees'> }>; hasMore: boolean }> {
  const size = checkPageSize(opts.size, LIST_MAX_LIMIT);
  const backwards = opts.from !== null && 'before' in opts.from;
  const key = opts.from === null ? null : 'after' in opts.from ? opts.from.after : opts.from.before;
  const boundary = key
    ? backwards
      ? Prisma.sql`AND (created_at, id) > (${key.createdAt}::timestamptz, ${key.id})`
      : Prisma.sql`AND (created_at, id) < (${key.createdAt}::timestamptz, ${key.id})`
    : Prisma.empty;
  const order = backwards ? Prisma.sql`ORDER BY created_at ASC, id ASC` : Prisma.sql`ORDER BY created_at DESC, id DESC`;
  const snapshot = Prisma.sql`id, CASE WHEN status <> 'done' THEN result END AS result`;
  const { count, found } = await searchJobs<Pick<JobRow, 'id' | 'result'>>(deps, caller, Prisma.sql`${boundary} ${order} LIMIT ${size + 1}`, opts.q, snapshot);
  const snapshots = new Map(found.slice(0, size).map((f) => [f.id, f.result]));
  const select = { ...JOB_COLUMNS, companyName: true, companyLogo: true, employees: true } as const;
  const rows = snapshots.size ? await deps.db.prisma.job.findMany({ where: { id: { in: [...snapshots.keys()] } }, orderBy: NEWEST_FIRST, select }) : [];
  const jobs = rows.map((row) => ({ job: jobOfRow({ ...row, result: snapshots.get(row.id) ?? null }), row }));
  return { totalCount: count, jobs, hasMore: found.length > size };
}

/** Counters and a capped facepile (roster order); never contact data or profile sections. */
export async function previewJob(deps: DomainDeps, caller: Caller, jobId: string): Promise<JobPreview> {
  const row = await findOwnJob(deps.db.prisma, caller, jobId);
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
