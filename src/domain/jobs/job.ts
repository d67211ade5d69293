// A job as the domain hands it to the transports: the job, its people once published, its counters, its
// list summary and its preview, in the domain's own (camelCase) types. The REST shapes are made from these
// in src/rest/presenters/jobs.ts, GraphQL's types in src/graphql/schema/job/types.ts.
// A finished job's state is frozen once, at its terminal transition, into jobs.result (snapshot.ts):
// every later read of it returns those bytes.
import type { Job as JobRow } from '../../generated/prisma/client.js';
import type { Company, TargetPerson } from '../people/types.js';
import type { JobStatus, ProcessingState, Stage } from './state.js';
import { isTerminal } from './state.js';
import type { CriteriaJson } from '../ports.js';

/** How scan_team asked the source for the roster (issue 26): the persona's candidates only, or everyone. */
export type Sourcing = 'filtered' | 'full';

/** How the roster was sourced and what that paid beyond calls and credits (issue 26). */
export interface SourcingUsage {
  /** Null until scan_team has started (and for jobs that ended before it). */
  mode: Sourcing | null;
  /** What the source query asked, or why it took the whole roster. */
  reason: string | null;
  /** The part of sourceCredits drawn from the vendor's company pool; the rest is from its person pool. */
  companyCredits: number;
  /** Full profiles fetched (the profiles_enriched counter). */
  profilesFetched: number;
}

/** What the job cost the operator: data-source calls and vendor credits, how it sourced, matcher calls and tokens. */
export interface JobUsage {
  sourceCalls: number;
  sourceCredits: number;
  matcherCalls: number;
  matcherTokens: number;
  /** Absent only for jobs stored before sourcing was recorded (they took the whole roster). */
  sourcing?: SourcingUsage;
}

/** The usage of a job row. */
function usageOf(row: JobRowLike): JobUsage {
  return {
    sourceCalls: row.sourceCalls,
    sourceCredits: row.sourceCredits,
    matcherCalls: row.matcherCalls,
    matcherTokens: row.matcherTokens,
    sourcing: {
      mode: row.sourcing === 'filtered' || row.sourcing === 'full' ? row.sourcing : null,
      reason: row.sourcingReason ?? null,
      companyCredits: row.sourceCompanyCredits,
      profilesFetched: row.profilesEnriched,
    },
  };
}

/** The persona a job runs with, as it was at submission: its criteria too (null for jobs submitted before they were kept). */
export interface PersonaSnapshot {
  slug: string;
  name: string;
  criteria: CriteriaJson | null;
  criteriaSource: 'compiled' | 'edited' | null;
}

/** What a done job published: the company, the ranked people and the balance after settlement. */
export interface PublishedResult {
  company: Company;
  targetPeople: TargetPerson[];
  creditsBalance: number;
}

export interface Job {
  id: string;
  status: JobStatus;
  /** Null once terminal. */
  processingState: ProcessingState | null;
  stage: Stage | null;
  /** Only while processing and delayed. */
  nextRetryAt: Date | null;
  message: string | null;
  companyId: number | null;
  persona: PersonaSnapshot;
  teamScanned: number;
  profilesEnriched: number;
  preliminaryCandidates: number;
  targetPeopleCount: number;
  creditsCharged: number;
  /** Null only for jobs frozen before usage was recorded. */
  usage: JobUsage | null;
  input: string;
  operation: string;
  createdAt: Date;
  finishedAt: Date | null;
  /** A done job read in full (poll, job(id), webhook): what it published. Absent otherwise (and in lists). */
  published?: PublishedResult;
}

/** The columns a Job is made of (jobOf), as a Prisma select: a read of a job's state, not its stored result. */
export const JOB_COLUMNS = {
  id: true,
  status: true,
  processingState: true,
  stage: true,
  nextRetryAt: true,
  message: true,
  companyId: true,
  personaSlug: true,
  personaName: true,
  personaCriteria: true,
  personaCriteriaSource: true,
  teamScanned: true,
  profilesEnriched: true,
  preliminaryCandidates: true,
  targetPeopleCount: true,
  creditsCharged: true,
  sourceCalls: true,
  sourceCredits: true,
  sourceCompanyCredits: true,
  sourcing: true,
  sourcingReason: true,
  matcherCalls: true,
  matcherTokens: true,
  input: true,
  operation: true,
  createdAt: true,
  finishedAt: true,
} as const;
export type JobRowLike = Pick<JobRow, keyof typeof JOB_COLUMNS>;

function personaOf(row: JobRowLike): PersonaSnapshot {
  const source = row.personaCriteriaSource;
  return {
    slug: row.personaSlug,
    name: row.personaName,
    criteria: (row.personaCriteria as unknown as CriteriaJson | null) ?? null,
    criteriaSource: source === 'compiled' || source === 'edited' ? source : null,
  };
}

/** The job of a row (plus, on done, what it published). */
export function jobOf(row: JobRowLike, published?: PublishedResult): Job {
  const terminal = isTerminal(row.status);
  return {
    id: row.id,
    status: row.status,
    processingState: terminal ? null : (row.processingState ?? 'active'),
    stage: row.stage ?? null,
    nextRetryAt: !terminal && row.processingState === 'delayed' && row.nextRetryAt ? row.nextRetryAt : null,
    message: row.message ?? null,
    companyId: row.companyId ?? null,
    persona: personaOf(row),
    teamScanned: row.teamScanned,
    profilesEnriched: row.profilesEnriched,
    preliminaryCandidates: row.preliminaryCandidates,
    targetPeopleCount: row.targetPeopleCount,
    creditsCharged: row.creditsCharged,
    usage: usageOf(row),
    input: row.input,
    operation: row.operation,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt ?? null,
    ...(published ? { published } : {}),
  };
}

/** A row of the job list: these columns of the job row, as they are (the list reads no other: never a done job's result). */
export const SUMMARY_COLUMNS = {
  id: true,
  status: true,
  input: true,
  operation: true,
  companyId: true,
  companyName: true,
  companyLogo: true,
  personaName: true,
  employees: true,
  teamScanned: true,
  targetPeopleCount: true,
  creditsCharged: true,
  createdAt: true,
} as const;
export type JobSummary = Pick<JobRow, keyof typeof SUMMARY_COLUMNS>;

/** Live counters of a job. */
export interface JobCounters {
  teamScanned: number;
  profilesEnriched: number;
  preliminaryCandidates: number;
  verified: number;
  targetPeopleCount: number;
}

/** Facepile data of one roster member: never contact data or profile sections. */
export interface PreviewPerson {
  personRef: string;
  name: string;
  headline: string;
  photoUrl: string;
  verificationComplete: boolean;
}

export interface JobPreview {
  jobId: string;
  stage: Stage | null;
  counters: JobCounters;
  people: PreviewPerson[];
  capped: boolean;
}
