// The Job type (a Node: global id, fetchable with node(id:)), its enums, the preview and the list
// connection's extra fields. Backed by the domain's job (Job, src/domain/jobs/job.ts): every field reads
// a typed property, so a renamed domain field fails `tsc`.
import { builder, objectType } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { enumFrom } from '../enums.js';
import { CompanyRef, TargetPersonRef, text } from '../people.js';
import { CriteriaRef, CriteriaSourceEnum } from '../criteria.js';
import type { Criteria } from '../../../matching/criteria.js';
import { AppError } from '../../../domain/errors.js';
import { OPERATION } from '../../../domain/jobs/submit.js';
import { TERMINAL_MEANING, type JobStatus, type ProcessingState, type Stage } from '../../../domain/jobs/state.js';
import { findOwnJob, getJob, previewJob } from '../../../domain/jobs/queries.js';
import type { JobRow } from '../../../domain/jobs/store.js';
import type { Job, JobCounters, JobPreview, JobUsage, PersonaSnapshot, PreviewPerson, Sourcing } from '../../../domain/jobs/job.js';

export const JobStatusEnum = enumFrom('JobStatus', 'Where a job is. Everything except PROCESSING is terminal; only DONE is charged (1 credit).', {
  processing: 'Accepted and running through the pipeline (see processingState and stage).',
  ...TERMINAL_MEANING,
} satisfies Record<JobStatus, string>);

export const ProcessingStateEnum = enumFrom('ProcessingState', 'While processing: running, or waiting for an automatic retry.', {
  active: 'A stage is queued or running.',
  delayed: 'A stage hit a transient error and retries automatically at nextRetryAt.',
} satisfies Record<ProcessingState, string>);

export const StageEnum = enumFrom('Stage', 'Pipeline stages, in the order they are entered.', {
  match_company: 'Resolve the company from the input.',
  scan_team: 'Read the roster of the company.',
  enrich_profiles: 'Fetch the full profile of every roster member.',
  find_candidates: 'Keep the current employees the persona may match.',
  verify_candidates: 'Check that the candidates still work at the company.',
  match_target: 'Apply the persona, rank the matches and publish the result.',
} satisfies Record<Stage, string>);

export const OperationEnum = enumFrom('Operation', 'What a job does.', {
  [OPERATION]: 'Find the people at a company who match a persona.',
} as Record<typeof OPERATION, string>);

export const JOB_CHANGES = {
  snapshot: 'The state of the job when the subscription started (always the first event of jobProgress).',
  created: 'The job was submitted.',
  stage: 'The job entered another stage.',
  counters: 'A counter (teamScanned, profilesEnriched, …) grew.',
  preview: 'The facepile changed.',
  state: 'processingState changed (active ↔ delayed).',
  status: 'The status changed (a terminal status, or processing again after retryJob).',
} as const;
export type JobChange = keyof typeof JOB_CHANGES;
export const JobChangeEnum = enumFrom('JobChange', 'What changed in a job event.', JOB_CHANGES);

const PersonaSnapshotRef = objectType<PersonaSnapshot>(
  'PersonaSnapshot',
  'The persona a job ran with, as it was at submission (later edits do not change it).',
  (t) => ({
    slug: t.exposeString('slug', { description: 'The persona slug.' }),
    name: t.exposeString('name', { description: 'The persona display name.' }),
    criteria: t.field({
      type: CriteriaRef,
      nullable: true,
      description: 'The criteria the job runs with (null for jobs submitted before they were kept).',
      resolve: (p) => p.criteria as unknown as Criteria | null,
    }),
    criteriaSource: t.expose('criteriaSource', { type: CriteriaSourceEnum, nullable: true, description: 'Where those criteria came from.' }),
  }),
);

const PreviewCountersRef = objectType<JobCounters>('PreviewCounters', 'Live counters of a job.', (t) => ({
  teamScanned: t.exposeInt('teamScanned', { description: 'Roster members read.' }),
  profilesEnriched: t.exposeInt('profilesEnriched', { description: 'Profiles fetched.' }),
  preliminaryCandidates: t.exposeInt('preliminaryCandidates', { description: 'Current employees kept for verification.' }),
  verified: t.exposeInt('verified', { description: 'Candidates verified as current employees so far.' }),
  targetPeopleCount: t.exposeInt('targetPeopleCount', { description: 'Matches of the persona (final once done).' }),
}));

const PreviewPersonRef = objectType<PreviewPerson>('PreviewPerson', 'Facepile data of one roster member: never contact data or profile sections.', (t) => ({
  personRef: t.exposeString('personRef', { description: "The data source's reference of the person." }),
  name: t.exposeString('name', { description: 'Full name.' }),
  headline: text(t, 'headline', 'Profile headline.'),
  photoUrl: text(t, 'photoUrl', 'Profile photo URL.'),
  verificationComplete: t.exposeBoolean('verificationComplete', { description: 'The person has been verified (as a current employee or not).' }),
}));

export const PreviewRef = objectType<JobPreview>(
  'JobPreview',
  'Live counters and a capped facepile of the roster (roster order). Same as GET /v1/jobs/{job_id}/preview.',
  (t) => ({
    jobId: t.exposeID('jobId', { description: 'The REST job_id of the job.' }),
    stage: t.expose('stage', { type: StageEnum, nullable: true, description: 'The current (or last) stage.' }),
    counters: t.expose('counters', { type: PreviewCountersRef, description: 'Live counters.' }),
    people: t.expose('people', { type: [PreviewPersonRef], description: 'The first roster members, at most PREVIEW_CAP.' }),
    capped: t.exposeBoolean('capped', { description: 'True when the roster has more people than the preview shows.' }),
  }),
);

/** A job of the caller, or null when the id names none (node(id:) answers null, not an error). */
export function loadOwnJob(ctx: GraphQLContext, jobId: string): Promise<Job | null> {
  return getJob(ctx.deps, ctx.caller, jobId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'job_not_found') return null;
    throw err;
  });
}

/** The row of a job (its company name, logo and size before it is done): the list's, else read once. */
type CompanyColumns = Pick<JobRow, 'companyName' | 'companyLogo' | 'employees'>;
const rows = new WeakMap<Job, CompanyColumns>();
export function withRow({ job, row }: { job: Job; row: CompanyColumns }): Job {
  rows.set(job, row);
  return job;
}
async function rowOf(job: Job, ctx: GraphQLContext): Promise<CompanyColumns> {
  const row = rows.get(job) ?? (await findOwnJob(ctx.deps.db.prisma, ctx.caller, job.id));
  rows.set(job, row);
  return row;
}

/** A done-only part of a job: read once for a job of the list (which carries no published result), else at once (no promise for graphql-jit). */
function published<T>(job: Job, ctx: GraphQLContext, part: (p: Job['published']) => T): T | Promise<T> {
  if (job.status !== 'done' || job.published) return part(job.published);
  return getJob(ctx.deps, ctx.caller, job.id).then((j) => part(j.published));
}

const SourcingRef = enumFrom('Sourcing', 'How a job sourced its roster (issue 26).', {
  filtered: "The source was asked for the persona's candidates only.",
  full: 'The whole roster (the persona could not be expressed safely as a source query, or SOURCING=full).',
} satisfies Record<Sourcing, string>);

const JobUsageRef = objectType<JobUsage>(
  'JobUsage',
  'What the job cost the operator: paid data-source (vendor) calls and credits (0 for the embedded and HTTP sources; cache hits are free), matcher (LLM) requests and tokens. Independent of creditsCharged.',
  (t) => ({
    sourcing: t.field({
      type: SourcingRef,
      nullable: true,
      description:
        "How the roster was sourced: FILTERED (the source was asked for the persona's candidates only) or FULL (the whole roster); null until the scan has started.",
      // Jobs stored before sourcing was recorded took the whole roster.
      resolve: (u) => (u.sourcing === undefined ? 'full' : u.sourcing.mode),
    }),
    sourcingReason: t.string({
      nullable: true,
      description: 'What the source query asked, or why the whole roster was taken.',
      resolve: (u) => u.sourcing?.reason ?? null,
    }),
    sourceCalls: t.exposeInt('sourceCalls', { description: 'Paid data-source calls made for this job, including failed ones.' }),
    sourceCredits: t.exposeInt('sourceCredits', { description: 'Vendor credits those calls consumed (company and person pools together).' }),
    sourceCompanyCredits: t.int({
      nullable: true,
      description: "Vendor credits from the vendor's company pool (company lookups); null for jobs stored before it was recorded.",
      resolve: (u) => u.sourcing?.companyCredits ?? null,
    }),
    sourcePersonCredits: t.int({
      nullable: true,
      description: "Vendor credits from the vendor's person pool (person records); null for jobs stored before it was recorded.",
      resolve: (u) => (u.sourcing ? u.sourceCredits - u.sourcing.companyCredits : null),
    }),
    profilesFetched: t.int({
      nullable: true,
      description: 'Full profiles fetched for this job (profilesEnriched); null for jobs stored before it was recorded.',
      resolve: (u) => u.sourcing?.profilesFetched ?? null,
    }),
    matcherCalls: t.exposeInt('matcherCalls', { description: 'Matcher (LLM) requests made for this job.' }),
    matcherTokens: t.exposeInt('matcherTokens', { description: 'LLM tokens those requests used.' }),
  }),
);

export const JobRef = builder.objectRef<Job>('Job');

builder.node(JobRef, {
  description: 'A job: the same object as GET /v1/jobs/{job_id}. A finished job never changes (except failed → processing by retryJob).',
  id: { resolve: (j) => j.id },
  loadOne: (id, ctx) => loadOwnJob(ctx, id),
  fields: (t) => ({
    jobId: t.exposeID('id', {
      description: 'The REST job_id (job_ + 24 characters). Every argument that takes a job accepts it, as well as the global id.',
    }),
    status: t.expose('status', { type: JobStatusEnum, description: 'Where the job is.' }),
    processingState: t.expose('processingState', {
      type: ProcessingStateEnum,
      nullable: true,
      description: 'While processing: ACTIVE or DELAYED; null once terminal.',
    }),
    stage: t.expose('stage', {
      type: StageEnum,
      nullable: true,
      description: 'The current stage, or where a finished job stopped; null when answered at submission.',
    }),
    nextRetryAt: t.expose('nextRetryAt', { type: 'DateTime', nullable: true, description: 'When a DELAYED job retries; null otherwise.' }),
    message: text(t, 'message', 'Why a job ended other than DONE (too large, not found, failed at a stage, …); null otherwise.'),
    companyId: t.int({ nullable: true, description: 'The numeric company id once the company is resolved.', resolve: (j) => j.companyId }),
    companyName: t.string({
      nullable: true,
      description: 'The company name once resolved (also before the job is done).',
      resolve: async (j, _a, ctx) => j.published?.company.name ?? (await rowOf(j, ctx)).companyName,
    }),
    companyLogoUrl: t.string({
      nullable: true,
      description: 'The company logo URL once resolved.',
      resolve: async (j, _a, ctx) => (j.published?.company.logo_url ?? (await rowOf(j, ctx)).companyLogo) || null,
    }),
    employeesCount: t.int({
      nullable: true,
      description: 'Employees of the company once resolved.',
      resolve: async (j, _a, ctx) => j.published?.company.employees_count ?? (await rowOf(j, ctx)).employees,
    }),
    company: t.field({
      type: CompanyRef,
      nullable: true,
      description: 'The company as published; present on DONE, null otherwise.',
      resolve: (j, _a, ctx) => published(j, ctx, (p) => p?.company ?? null),
    }),
    persona: t.expose('persona', { type: PersonaSnapshotRef, description: 'The persona the job runs with.' }),
    teamScanned: t.exposeInt('teamScanned', { description: 'Roster members read.' }),
    profilesEnriched: t.exposeInt('profilesEnriched', { description: 'Profiles fetched.' }),
    preliminaryCandidates: t.exposeInt('preliminaryCandidates', { description: 'Current employees kept for verification.' }),
    targetPeopleCount: t.exposeInt('targetPeopleCount', { description: 'Matches of the persona (final once done).' }),
    targetPeople: t.field({
      type: [TargetPersonRef],
      nullable: true,
      description: 'The ranked matches; present on DONE, null otherwise.',
      resolve: (j, _a, ctx) => published(j, ctx, (p) => p?.targetPeople ?? null),
    }),
    creditsCharged: t.exposeInt('creditsCharged', { description: '1 for a DONE job, 0 otherwise.' }),
    creditsBalance: t.int({
      nullable: true,
      description: 'The account balance right after this job was charged; present on DONE, null otherwise.',
      resolve: (j, _a, ctx) => published(j, ctx, (p) => p?.creditsBalance ?? null),
    }),
    usage: t.expose('usage', {
      type: JobUsageRef,
      nullable: true,
      description: 'What the job cost the operator (data source and matcher); null only for jobs stored before usage was recorded.',
    }),
    input: t.exposeString('input', { description: 'The input as submitted (trimmed).' }),
    operation: t.field({ type: OperationEnum, description: 'What the job does.', resolve: () => OPERATION }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the job was submitted.' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true, description: 'When the job reached its terminal status; null while processing.' }),
    preview: t.field({
      type: PreviewRef,
      description: 'Live counters and facepile.',
      resolve: (j, _a, ctx) => previewJob(ctx.deps, ctx.caller, j.id),
    }),
  }),
});
