// The stored form of a finished job (jobs.result): a versioned snapshot of the domain's Job, written once
// at its terminal transition (store.ts finishJob, submit.ts for jobs answered at submission) and read
// back by every transport, which renders it its own way (src/rest/presenters/jobs.ts, the GraphQL types).
// Plain JSON with the domain's camelCase names and a `version`; dates as ISO-8601 text. A later change of
// the Job type gets a new version here, and `jobOfSnapshot` keeps reading every older one:
//   version absent, `job_id` present: rows frozen before snapshots (the REST poll body, snake_case);
//   version 1: the persona without its criteria (version 2 adds `persona.criteria` and `criteriaSource`).
import type { Company, TargetPerson } from '../people/types.js';
import type { Job } from './job.js';
import type { JobStatus, ProcessingState, Stage } from './state.js';

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
  const stored = JSON.parse(text) as JobSnapshotV2 | JobSnapshotV1 | LegacyPollBody;
  if (!('version' in stored)) return jobOfLegacyBody(stored);
  if (stored.version !== 1 && stored.version !== 2)
    throw new Error(`job snapshot version ${String((stored as { version: unknown }).version)} is newer than this service`);
  const { version: _version, nextRetryAt, createdAt, finishedAt, persona, ...rest } = stored;
  return {
    ...rest,
    persona: { criteria: null, criteriaSource: null, ...persona },
    nextRetryAt: dateOf(nextRetryAt),
    createdAt: new Date(createdAt),
    finishedAt: dateOf(finishedAt),
  };
}

/** Version 1: the persona without its criteria. */
type JobSnapshotV1 = Omit<JobSnapshotV2, 'version' | 'persona'> & { version: 1; persona: { slug: string; name: string } };

function dateOf(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}

/** A finished job as stored before snapshots: the REST poll body of the time. */
interface LegacyPollBody {
  job_id: string;
  status: JobStatus;
  processing_state: ProcessingState | null;
  stage: Stage | null;
  next_retry_at: string | null;
  message: string | null;
  company_id: number | null;
  company?: Company;
  persona: { slug: string; name: string };
  team_scanned: number;
  profiles_enriched: number;
  preliminary_candidates: number;
  target_people_count: number;
  target_people?: TargetPerson[];
  credits_charged: number;
  credits_balance?: number;
  usage?: { source_calls: number; source_credits: number; matcher_calls: number; matcher_tokens: number };
  input: string;
  operation: string;
  created_at: string;
  finished_at: string | null;
}

function jobOfLegacyBody(b: LegacyPollBody): Job {
  const job: Job = {
    id: b.job_id,
    status: b.status,
    processingState: b.processing_state,
    stage: b.stage,
    nextRetryAt: dateOf(b.next_retry_at),
    message: b.message,
    companyId: b.company_id,
    persona: { slug: b.persona.slug, name: b.persona.name, criteria: null, criteriaSource: null },
    teamScanned: b.team_scanned,
    profilesEnriched: b.profiles_enriched,
    preliminaryCandidates: b.preliminary_candidates,
    targetPeopleCount: b.target_people_count,
    creditsCharged: b.credits_charged,
    usage: b.usage
      ? { sourceCalls: b.usage.source_calls, sourceCredits: b.usage.source_credits, matcherCalls: b.usage.matcher_calls, matcherTokens: b.usage.matcher_tokens }
      : null,
    input: b.input,
    operation: b.operation,
    createdAt: new Date(b.created_at),
    finishedAt: dateOf(b.finished_at),
  };
  if (b.company !== undefined) job.published = { company: b.company, targetPeople: b.target_people ?? [], creditsBalance: b.credits_balance ?? 0 };
  return job;
}
