// The stored form of a finished job (jobs.result): a versioned snapshot of the domain's Job, written once
// at its terminal transition (store.ts finishJob, submit.ts for jobs answered at submission) and read
// back by every transport, which renders it its own way (src/rest/presenters/jobs.ts, the GraphQL types).
// Plain JSON with the domain's camelCase names and a `version`; dates as ISO-8601 text. A later change of
// the Job type gets a new version here, and `jobOfSnapshot` keeps reading every older one:
//   version 1: the persona without its criteria (version 2 adds `persona.criteria` and `criteriaSource`).
// Rows frozen before snapshots (the REST poll body of the time) were rewritten as version 2 by the migration
// 20261125230000_job_snapshot_legacy_bodies (its `published` is null when the job published nothing).
import type { Job } from './job.js';

export const SNAPSHOT_VERSION = 2;

/** Version 2: the Job as it is, its dates as ISO-8601 text. */
export type JobSnapshotV2 = Omit<Job, 'nextRetryAt' | 'createdAt' | 'finishedAt'> & {
  version: 2;
  nextRetryAt: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** The snapshot text of a job. */
export function snapshotOf(job: Job): string {
  const snapshot: JobSnapshotV2 = {
    version: SNAPSHOT_VERSION,
    ...job,
    nextRetryAt: job.nextRetryAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
  return JSON.stringify(snapshot);
}

/** The job of a stored snapshot, of this version or an older one (see the header). */
export function jobOfSnapshot(text: string): Job {
  const stored = JSON.parse(text) as JobSnapshotV2 | JobSnapshotV1;
  if (stored.version !== 1 && stored.version !== 2)
    throw new Error(`job snapshot version ${String((stored as { version: unknown }).version)} is newer than this service`);
  const { version: _version, nextRetryAt, createdAt, finishedAt, persona, published, ...rest } = stored;
  return {
    ...rest,
    ...(published ? { published } : {}),
    persona: { criteria: null, criteriaSource: null, ...persona },
    nextRetryAt: nextRetryAt === null ? null : new Date(nextRetryAt),
    createdAt: new Date(createdAt),
    finishedAt: finishedAt === null ? null : new Date(finishedAt),
  };
}

/** Version 1: the persona without its criteria. */
type JobSnapshotV1 = Omit<JobSnapshotV2, 'version' | 'persona'> & { version: 1; persona: { slug: string; name: string } };
