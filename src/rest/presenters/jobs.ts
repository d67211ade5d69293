// The REST shapes of jobs (snake_case, as the spec shows them), from the domain's results: the poll body
// (rendered from the Job; a finished job's is its stored snapshot's, so re-polls are byte-identical), the
// submit answer (202 accepted, or 200 with the finished job for too_large / not_found), the list, the
// preview, the unversioned views, the decision makers and the retry answer. Their types are the OpenAPI
// document's (openapi/openapi.yaml): in tests every response is validated against it (src/rest/router.ts).
// The webhook bodies (src/webhooks/payload.ts) are made from these shapes too.
import type { TargetPerson } from '../../domain/people/types.js';
import type { SubmitJob, SubmitResult } from '../../domain/jobs/submit.js';
import type { Job, JobPreview, JobSummary, JobUsage, PersonaSnapshot } from '../../domain/jobs/job.js';
import type { RestResult } from '../types.js';
import { wire } from './wire.js';

function usageBody(u: JobUsage) {
  const s = u.sourcing;
  return {
    ...(s ? { sourcing: s.mode, sourcing_reason: s.reason } : {}),
    source_calls: u.sourceCalls,
    source_credits: u.sourceCredits,
    ...(s ? { source_company_credits: s.companyCredits, source_person_credits: u.sourceCredits - s.companyCredits, profiles_fetched: s.profilesFetched } : {}),
    matcher_calls: u.matcherCalls,
    matcher_tokens: u.matcherTokens,
  };
}

function personaBody(p: PersonaSnapshot) {
  return { slug: p.slug, name: p.name, ...(p.criteria ? { criteria: p.criteria, criteria_source: p.criteriaSource ?? 'compiled' } : {}) };
}

/** The poll body, in the spec's field order (company after company_id, target_people after the counters). */
function jobBody(job: Job) {
  const p = job.published;
  return {
    job_id: job.id,
    status: job.status,
    processing_state: job.processingState,
    stage: job.stage,
    next_retry_at: job.nextRetryAt ? job.nextRetryAt.toISOString() : null,
    message: job.message,
    company_id: job.companyId,
    ...(p ? { company: p.company } : {}),
    persona: personaBody(job.persona),
    team_scanned: job.teamScanned,
    profiles_enriched: job.profilesEnriched,
    preliminary_candidates: job.preliminaryCandidates,
    target_people_count: job.targetPeopleCount,
    ...(p ? { target_people: p.targetPeople } : {}),
    credits_charged: job.creditsCharged,
    ...(p ? { credits_balance: p.creditsBalance } : {}),
    ...(job.usage ? { usage: usageBody(job.usage) } : {}),
    input: job.input,
    operation: job.operation,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

/**
 * The poll body as JSON text, rendered once per Job object (the domain never changes one it handed out,
 * and a finished job read through the cache is the same object every time: re-polls are byte-identical).
 */
const rendered = new WeakMap<Job, string>();
export function pollText(job: Job): string {
  const text = rendered.get(job) ?? JSON.stringify(jobBody(job));
  rendered.set(job, text);
  return text;
}

/** POST /v1/jobs and POST /jobs. A replay answers exactly what the first submission answered. 202: Location is the job's URL. */
export function submitAnswer(api: SubmitJob['api'], result: Omit<SubmitResult, 'job'> & { job: Job }): RestResult {
  const { job } = result;
  const replayed = result.replayed ? { 'idempotent-replayed': 'true' } : undefined;
  if (result.outcome === 'accepted') {
    const location = api === 'unversioned' ? `/jobs/${job.id}` : `/v1/jobs/${job.id}`;
    return { status: 202, body: undefined, rawJson: JSON.stringify({ job_id: job.id, status: 'processing' }), headers: { location, ...replayed } };
  }
  const answered = { job_id: job.id, status: job.status, company_id: job.companyId ?? null, message: job.message ?? null };
  const rawJson = api === 'unversioned' ? JSON.stringify(answered) : pollText(job);
  return { status: 200, body: undefined, rawJson, ...(replayed ? { headers: replayed } : {}) };
}

/** GET /v1/jobs/{job_id}, and POST /v1/jobs/{job_id}/cancel (the job after the call): the poll body. */
export function pollAnswer(job: Job): RestResult {
  return { status: 200, body: undefined, rawJson: pollText(job) };
}

/** POST /v1/jobs/{job_id}/retry. */
export function retryAnswer(job: Pick<Job, 'id'>): RestResult {
  return { status: 202, body: { job_id: job.id, status: 'processing' }, headers: { location: `/v1/jobs/${job.id}` } };
}

function listItem(s: JobSummary) {
  return {
    job_id: s.id,
    status: s.status,
    input: s.input,
    operation: s.operation,
    company_id: s.companyId,
    company_name: s.companyName,
    company_logo: s.companyLogo,
    persona: s.personaName,
    employees: s.employees,
    team_scanned: s.teamScanned,
    target_people: s.targetPeopleCount,
    credits_charged: s.creditsCharged,
    created_at: s.createdAt.toISOString(),
  };
}

/** GET /v1/jobs. */
export function jobList(page: { count: number; jobs: JobSummary[] }) {
  return { count: page.count, jobs: page.jobs.map(listItem) };
}

/** GET /v1/jobs/{job_id}/preview. */
export function previewBody(p: JobPreview) {
  return wire(p);
}

/** GET /jobs/{job_id} (unversioned). */
export function unversionedJob(job: Pick<Job, 'id' | 'status' | 'companyId'>) {
  return {
    job_id: job.id,
    status: job.status,
    company_id: job.companyId,
    ...(job.status === 'done' && job.companyId !== null ? { result_url: `/company/${job.companyId}/dm` } : {}),
  };
}

export function decisionMaker(p: TargetPerson) {
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

/** GET /company/{company_id}/dm: the rows of a done job's people. */
export function decisionMakers(companyId: number, people: TargetPerson[]) {
  const rows = people.map(decisionMaker);
  return { company_id: companyId, count: rows.length, decision_makers: rows };
}
