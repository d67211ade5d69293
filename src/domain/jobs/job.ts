// A job as the domain hands it to the transports: the job, its people once published, its counters, its
// list summary and its preview, in the domain's own (camelCase) types. The REST shapes are made from these
// in src/rest/presenters/jobs.ts, GraphQL's types in src/graphql/schema/job/types.ts.
// A finished job's state is frozen once, at its terminal transition, into jobs.result through the
// JobResultFormat port (src/domain/ports.ts): every later read of it returns those bytes.
import type { Job as JobRow } from '../../generated/prisma/client.js';
import type { Company, TargetPerson } from '../people/types.js';
import type { JobStatus, ProcessingState, Stage } from './state.js';
import { isTerminal } from './state.js';

/** What the job cost the operator: paid data-source calls and vendor credits, matcher calls and tokens. */
export interface JobUsage {
  sourceCalls: number;
  sourceCredits: number;
  matcherCalls: number;
  matcherTokens: number;
}

/** The persona a job runs with, as it was at submission. */
export interface PersonaSnapshot {
  slug: string;
  name: string;
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

export type JobRowLike = Pick<
  JobRow,
  | 'id'
  | 'status'
  | 'processingState'
  | 'stage'
  | 'nextRetryAt'
  | 'message'
  | 'companyId'
  | 'personaSlug'
  | 'personaName'
  | 'teamScanned'
  | 'profilesEnriched'
  | 'preliminaryCandidates'
  | 'targetPeopleCount'
  | 'creditsCharged'
  | 'sourceCalls'
  | 'sourceCredits'
  | 'matcherCalls'
  | 'matcherTokens'
  | 'input'
  | 'operation'
  | 'createdAt'
  | 'finishedAt'
>;

/** The job of a row (plus, on done, what it published). */
export function jobOf(row: JobRowLike, published?: PublishedResult): Job {
  const terminal = isTerminal(row.status);
  const job: Job = {
    id: row.id,
    status: row.status,
    processingState: terminal ? null : (row.processingState ?? 'active'),
    stage: row.stage ?? null,
    nextRetryAt: !terminal && row.processingState === 'delayed' && row.nextRetryAt ? row.nextRetryAt : null,
    message: row.message ?? null,
    companyId: row.companyId ?? null,
    persona: { slug: row.personaSlug, name: row.personaName },
    teamScanned: row.teamScanned,
    profilesEnriched: row.profilesEnriched,
    preliminaryCandidates: row.preliminaryCandidates,
    targetPeopleCount: row.targetPeopleCount,
    creditsCharged: row.creditsCharged,
    usage: { sourceCalls: row.sourceCalls, sourceCredits: row.sourceCredits, matcherCalls: row.matcherCalls, matcherTokens: row.matcherTokens },
    input: row.input,
    operation: row.operation,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt ?? null,
  };
  if (published) job.published = published;
  return job;
}

/** A row of the job list. */
export interface JobSummary {
  id: string;
  status: JobStatus;
  input: string;
  operation: string;
  companyId: number | null;
  companyName: string | null;
  companyLogo: string | null;
  personaName: string;
  employees: number | null;
  teamScanned: number;
  targetPeopleCount: number;
  creditsCharged: number;
  createdAt: Date;
}

export function summaryOf(
  row: Pick<
    JobRow,
    | 'id'
    | 'status'
    | 'input'
    | 'operation'
    | 'companyId'
    | 'companyName'
    | 'companyLogo'
    | 'personaName'
    | 'employees'
    | 'teamScanned'
    | 'targetPeopleCount'
    | 'creditsCharged'
    | 'createdAt'
  >,
): JobSummary {
  return {
    id: row.id,
    status: row.status,
    input: row.input,
    operation: row.operation,
    companyId: row.companyId ?? null,
    companyName: row.companyName ?? null,
    companyLogo: row.companyLogo ?? null,
    personaName: row.personaName,
    employees: row.employees ?? null,
    teamScanned: row.teamScanned,
    targetPeopleCount: row.targetPeopleCount,
    creditsCharged: row.creditsCharged,
    createdAt: row.createdAt,
  };
}

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
