// The wire shapes of a job: the poll body (Job), the list item, the preview, the unversioned views and
// the decision-maker rows. A finished job's poll body is built once, at its terminal transition, and
// stored as text (jobs.result): every later read returns exactly those bytes.
import type { Job as JobRow } from '../../generated/prisma/client.js';
import type { Company, TargetPerson } from '../people/types.js';
import type { JobStatus, ProcessingState, Stage } from './state.js';
import { isTerminal } from './state.js';

export interface JobBody {
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
  /** What the job cost the operator: paid data-source calls and vendor credits, matcher calls and tokens. */
  usage: JobUsage;
  input: string;
  operation: string;
  created_at: string;
  finished_at: string | null;
}

export interface JobUsage {
  source_calls: number;
  source_credits: number;
  matcher_calls: number;
  matcher_tokens: number;
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

/** The poll body from the row (plus, on done, the published company, people and balance). */
export function jobBody(row: JobRowLike, done?: { company: Company; targetPeople: TargetPerson[]; creditsBalance: number }): JobBody {
  const terminal = isTerminal(row.status);
  const body: JobBody = {
    job_id: row.id,
    status: row.status,
    processing_state: terminal ? null : (row.processingState ?? 'active'),
    stage: row.stage ?? null,
    next_retry_at: !terminal && row.processingState === 'delayed' && row.nextRetryAt ? row.nextRetryAt.toISOString() : null,
    message: row.message ?? null,
    company_id: row.companyId ?? null,
    persona: { slug: row.personaSlug, name: row.personaName },
    team_scanned: row.teamScanned,
    profiles_enriched: row.profilesEnriched,
    preliminary_candidates: row.preliminaryCandidates,
    target_people_count: row.targetPeopleCount,
    credits_charged: row.creditsCharged,
    usage: { source_calls: row.sourceCalls, source_credits: row.sourceCredits, matcher_calls: row.matcherCalls, matcher_tokens: row.matcherTokens },
    input: row.input,
    operation: row.operation,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
  if (done) {
    // Keep the spec's field order: company after company_id, target_people after the counters.
    return {
      job_id: body.job_id,
      status: body.status,
      processing_state: body.processing_state,
      stage: body.stage,
      next_retry_at: body.next_retry_at,
      message: body.message,
      company_id: body.company_id,
      company: done.company,
      persona: body.persona,
      team_scanned: body.team_scanned,
      profiles_enriched: body.profiles_enriched,
      preliminary_candidates: body.preliminary_candidates,
      target_people_count: body.target_people_count,
      target_people: done.targetPeople,
      credits_charged: body.credits_charged,
      credits_balance: done.creditsBalance,
      usage: body.usage,
      input: body.input,
      operation: body.operation,
      created_at: body.created_at,
      finished_at: body.finished_at,
    };
  }
  return body;
}

/** The poll body as JSON text: the stored bytes for a finished job, a fresh rendering otherwise. */
export function jobJson(row: JobRowLike & { result: string | null }): string {
  if (isTerminal(row.status) && row.result) return row.result;
  return JSON.stringify(jobBody(row));
}

export function parseJobBody(text: string): JobBody {
  return JSON.parse(text) as JobBody;
}

/** The poll body of a row as an object (a finished job's stored body; the live state otherwise). */
export function jobView(row: JobRowLike & { result: string | null }): JobBody {
  return isTerminal(row.status) && row.result ? parseJobBody(row.result) : jobBody(row);
}

export interface JobListItem {
  job_id: string;
  status: JobStatus;
  input: string;
  operation: string;
  company_id: number | null;
  company_name: string | null;
  company_logo: string | null;
  persona: string;
  employees: number | null;
  team_scanned: number;
  target_people: number;
  credits_charged: number;
  created_at: string;
}

export function listItem(
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
): JobListItem {
  return {
    job_id: row.id,
    status: row.status,
    input: row.input,
    operation: row.operation,
    company_id: row.companyId ?? null,
    company_name: row.companyName ?? null,
    company_logo: row.companyLogo ?? null,
    persona: row.personaName,
    employees: row.employees ?? null,
    team_scanned: row.teamScanned,
    target_people: row.targetPeopleCount,
    credits_charged: row.creditsCharged,
    created_at: row.createdAt.toISOString(),
  };
}

export interface PreviewPerson {
  person_ref: string;
  name: string;
  headline: string;
  photo_url: string;
  verification_complete: boolean;
}

export interface PreviewBody {
  job_id: string;
  stage: Stage | null;
  counters: {
    team_scanned: number;
    profiles_enriched: number;
    preliminary_candidates: number;
    verified: number;
    target_people_count: number;
  };
  people: PreviewPerson[];
  capped: boolean;
}

export interface UnversionedJobBody {
  job_id: string;
  status: JobStatus;
  company_id: number | null;
  result_url?: string;
}

export function unversionedJob(row: Pick<JobRow, 'id' | 'status' | 'companyId'>): UnversionedJobBody {
  return {
    job_id: row.id,
    status: row.status,
    company_id: row.companyId ?? null,
    ...(row.status === 'done' && row.companyId !== null ? { result_url: `/company/${row.companyId}/dm` } : {}),
  };
}

export interface DecisionMaker {
  rank_in_company: number;
  name: string;
  headline: string;
  role: string;
  tier: string;
  function: string;
  is_decision_maker: boolean;
  why: string;
  network_url: string;
  photo_url: string;
  email: string | null;
  email_status: string | null;
}

export function decisionMaker(p: TargetPerson): DecisionMaker {
  const email = p.contact?.email;
  return {
    rank_in_company: p.rank_in_company,
    name: p.person.name,
    headline: p.person.headline,
    role: p.professional.role,
    tier: p.professional.tier,
    function: p.professional.function,
    is_decision_maker: p.is_decision_maker,
    why: p.why,
    network_url: p.person.network_url,
    photo_url: p.person.photo_url,
    email: email?.address ? email.address : null,
    email_status: email?.address ? email.status || null : null,
  };
}

export interface DecisionMakersBody {
  company_id: number;
  count: number;
  decision_makers: DecisionMaker[];
}

export function decisionMakers(companyId: number, people: TargetPerson[]): DecisionMakersBody {
  const rows = people.map(decisionMaker);
  return { company_id: companyId, count: rows.length, decision_makers: rows };
}
