// Jobs over GraphQL: queries job/jobs, mutations submitJob/cancelJob/retryJob and the subscriptions
// jobProgress (one job: every stage change, counter update, preview change and its final status) and
// jobUpdates (every job of the calling key). Same domain functions as REST (src/domain/jobs).
// Subscriptions are fed by the Postgres event bus, so a job run by a worker in another process is seen;
// each event is answered with a fresh read of the job.
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import type { JobEvent } from '../../events/bus.js';
import { AppError } from '../../domain/errors.js';
import { JOB_STATUSES, PROCESSING_STATES, STAGES, isTerminal } from '../../domain/jobs/state.js';
import { submitJob as submit } from '../../domain/jobs/submit.js';
import { cancelJob as cancel } from '../../domain/jobs/cancel.js';
import { retryJob as retry } from '../../domain/jobs/retry.js';
import { findOwnJob, listJobs, pollJobBody, previewOf, LIST_DEFAULT_LIMIT } from '../../domain/jobs/queries.js';
import { jobJson, parseJobBody, type JobBody, type JobListItem, type PreviewBody } from '../../domain/jobs/view.js';

// ---------------------------------------------------------------------------------------------------
// Enums

export const JobStatusEnum = builder.enumType('JobStatus', {
  description: 'Everything except processing is terminal. Only done is charged (1 credit).',
  values: JOB_STATUSES,
});
export const ProcessingStateEnum = builder.enumType('ProcessingState', {
  description: 'While processing: active, or delayed until an automatic retry at nextRetryAt.',
  values: PROCESSING_STATES,
});
export const StageEnum = builder.enumType('Stage', { description: 'Pipeline stages, in the order they are entered.', values: STAGES });
const JOB_CHANGES = ['snapshot', 'created', 'stage', 'counters', 'preview', 'state', 'status'] as const;
export const JobChangeEnum = builder.enumType('JobChange', {
  description:
    'What changed: snapshot (the state when the subscription started), created, stage, counters, preview (facepile), state (active/delayed) or status.',
  values: JOB_CHANGES,
});

// ---------------------------------------------------------------------------------------------------
// Nested objects of the spec (Company, Target person) as typed objects. The backing values are the REST
// JSON objects (snake_case); GraphQL fields are their camelCase names. Missing values read as empty.

type Obj = Record<string, unknown>;
type Scalar = 'String' | 'Int' | 'Float' | 'Boolean';
type FieldSpec = Scalar | [Scalar] | { ref: ReturnType<typeof builder.objectRef<Obj>>; list?: boolean } | { key: string; type: Scalar };

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const EMPTY: Record<Scalar, unknown> = { String: '', Int: 0, Float: 0, Boolean: false };

function objectType(name: string, description: string, spec: Record<string, FieldSpec>) {
  const ref = builder.objectRef<Obj>(name);
  ref.implement({
    description,
    fields: (t) => {
      const out: Record<string, unknown> = {};
      for (const [field, s] of Object.entries(spec)) {
        const key = typeof s === 'object' && !Array.isArray(s) && 'key' in s ? s.key : snake(field);
        const read = (o: Obj) => (o ?? {})[key];
        if (typeof s === 'string') {
          out[field] = t.field({ type: s, resolve: (o) => (read(o) ?? EMPTY[s]) as never });
        } else if (Array.isArray(s)) {
          out[field] = t.field({ type: [s[0]], resolve: (o) => ((read(o) as unknown[]) ?? []) as never });
        } else if ('key' in s) {
          out[field] = t.field({ type: s.type, resolve: (o) => (read(o) ?? EMPTY[s.type]) as never });
        } else if (s.list) {
          out[field] = t.field({ type: [s.ref], resolve: (o) => ((read(o) as Obj[]) ?? []) as never });
        } else {
          out[field] = t.field({ type: s.ref, resolve: (o) => ((read(o) as Obj) ?? {}) as never });
        }
      }
      return out as never;
    },
  });
  return ref;
}

const one = (ref: ReturnType<typeof builder.objectRef<Obj>>) => ({ ref });
const many = (ref: ReturnType<typeof builder.objectRef<Obj>>) => ({ ref, list: true });

const CompanyLocation = objectType('CompanyLocation', 'Where the company is.', {
  locality: 'String',
  region: 'String',
  country: 'String',
  countryCode: 'String',
  postalCode: 'String',
});
const CompanyPost = objectType('CompanyPost', 'A recent post of the company.', { content: 'String', postedAt: 'String', url: 'String' });
export const CompanyRef = objectType('Company', 'Shared company context; present on done.', {
  id: 'Int',
  name: 'String',
  networkUrl: 'String',
  website: 'String',
  domain: 'String',
  industry: 'String',
  type: 'String',
  employeesCount: 'Int',
  networkSinceEst: 'String',
  description: 'String',
  slogan: 'String',
  specialties: ['String'],
  location: one(CompanyLocation),
  followers: 'Int',
  lastPostDate: 'String',
  companyLanguage: 'String',
  hiringFor: ['String'],
  logoUrl: 'String',
  hasLogo: 'Boolean',
  recentPosts: many(CompanyPost),
});

const PersonLocation = objectType('PersonLocation', 'Where the person is.', {
  text: 'String',
  city: 'String',
  region: 'String',
  country: 'String',
  countryCode: 'String',
});
const PersonFlags = objectType('PersonFlags', 'Profile flags.', {
  openToWork: 'Boolean',
  hiring: 'Boolean',
  premium: 'Boolean',
  verified: 'Boolean',
  influencer: 'Boolean',
  creator: 'Boolean',
});
const Certification = objectType('Certification', 'A certification.', { title: 'String', issuedBy: 'String' });
const InterestGroup = objectType('InterestGroup', 'A group the person belongs to.', { name: 'String', url: 'String', members: 'Int' });
const Newsletter = objectType('Newsletter', 'A newsletter the person follows.', { name: 'String', about: 'String', cadence: 'String' });
const Interests = objectType('Interests', 'Groups and newsletters.', { groups: many(InterestGroup), newsletters: many(Newsletter) });
const FeaturedItem = objectType('FeaturedItem', 'A featured item of the profile.', {
  title: 'String',
  subtitle: 'String',
  type: 'String',
  url: 'String',
});
const Person = objectType('Person', 'Who the person is.', {
  name: 'String',
  firstName: 'String',
  lastName: 'String',
  headline: 'String',
  networkUrl: 'String',
  photoUrl: 'String',
  backgroundUrl: 'String',
  location: one(PersonLocation),
  about: 'String',
  connections: 'Int',
  followers: 'Int',
  memberSince: 'String',
  gender: 'String',
  outreachLanguage: 'String',
  flags: one(PersonFlags),
  certifications: many(Certification),
  interests: one(Interests),
  featured: many(FeaturedItem),
});
const Professional = objectType('Professional', "The matcher's reading of the person's position.", {
  tier: 'String',
  role: 'String',
  function: 'String',
  workStatus: 'String',
  belongsToCompany: 'String',
  managesPeople: 'String',
  budgetAuthority: 'String',
});
const Email = objectType('Email', 'The email address and its verification.', {
  address: 'String',
  status: 'String',
  qualityScore: 'Int',
  catchAllDomain: 'Boolean',
  validEmailServer: 'Boolean',
  free: 'Boolean',
  source: 'String',
});
const BioLink = objectType('BioLink', 'A link from the profile.', { url: 'String', title: 'String' });
const Contact = objectType('Contact', 'Contact data (only in the published result).', {
  email: one(Email),
  websites: ['String'],
  bioLinks: many(BioLink),
});
const Experience = objectType('Experience', 'A position.', {
  title: 'String',
  company: 'String',
  companyId: 'Int',
  employmentType: 'String',
  workplaceType: 'String',
  start: 'String',
  end: 'String',
  duration: 'String',
  description: 'String',
});
const Education = objectType('Education', 'A school.', { school: 'String', degree: 'String', field: 'String', start: 'String', end: 'String' });
const Recommendation = objectType('Recommendation', 'A recommendation received.', { by: 'String', byHeadline: 'String', text: 'String' });
const Engagement = objectType('Engagement', 'Reactions to a post.', { likes: 'Int', comments: 'Int', shares: 'Int' });
const PersonPost = objectType('PersonPost', 'A recent post of the person.', {
  content: 'String',
  postedAt: 'String',
  url: 'String',
  isRepost: 'Boolean',
  engagement: one(Engagement),
});
const Article = objectType('Article', 'An article the person wrote.', { title: 'String', link: 'String', published: 'String' });
const Signals = objectType('Signals', 'Activity signals.', {
  recommendationsCount: 'Int',
  recommendations: many(Recommendation),
  postsAboutOwnCompany: 'Boolean',
  avgEngagement: 'Float',
  recentPosts: many(PersonPost),
  authoredArticles: many(Article),
  lastActive: 'String',
});
const PersonMeta = objectType('PersonMeta', 'Profile metadata.', {
  networkId: 'String',
  profileUrn: 'String',
  photoUploadedAt: 'String',
  photoExpiresAt: 'String',
  hasRealPhoto: 'Boolean',
});
export const TargetPersonRef = objectType('TargetPerson', 'One ranked match of the persona (element of targetPeople).', {
  rankInCompany: 'Int',
  isDecisionMaker: 'Boolean',
  why: 'String',
  person: one(Person),
  professional: one(Professional),
  contact: one(Contact),
  experience: many(Experience),
  education: many(Education),
  signals: one(Signals),
  meta: one(PersonMeta),
});

// ---------------------------------------------------------------------------------------------------
// Job, preview, list

const PersonaSnapshot = builder.objectRef<{ slug: string; name: string }>('PersonaSnapshot').implement({
  description: 'The persona a job ran with, as it was at submission.',
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

const PreviewCounters = builder.objectRef<PreviewBody['counters']>('PreviewCounters').implement({
  fields: (t) => ({
    teamScanned: t.exposeInt('team_scanned'),
    profilesEnriched: t.exposeInt('profiles_enriched'),
    preliminaryCandidates: t.exposeInt('preliminary_candidates'),
    verified: t.exposeInt('verified', { description: 'Candidates verified as current employees so far.' }),
    targetPeopleCount: t.exposeInt('target_people_count'),
  }),
});

const PreviewPersonRef = builder.objectRef<PreviewBody['people'][number]>('PreviewPerson').implement({
  description: 'Facepile data of one roster member: never contact data or profile sections.',
  fields: (t) => ({
    personRef: t.exposeString('person_ref'),
    name: t.exposeString('name'),
    headline: t.exposeString('headline'),
    photoUrl: t.exposeString('photo_url'),
    verificationComplete: t.exposeBoolean('verification_complete'),
  }),
});

export const PreviewRef = builder.objectRef<PreviewBody>('JobPreview').implement({
  description: 'Live counters and a capped facepile of the roster (roster order).',
  fields: (t) => ({
    jobId: t.exposeID('job_id'),
    stage: t.field({ type: StageEnum, nullable: true, resolve: (p) => p.stage }),
    counters: t.field({ type: PreviewCounters, resolve: (p) => p.counters }),
    people: t.field({ type: [PreviewPersonRef], resolve: (p) => p.people }),
    capped: t.exposeBoolean('capped', { description: 'True when the roster has more people than the preview shows.' }),
  }),
});

async function previewFor(ctx: GraphQLContext, jobId: string): Promise<PreviewBody> {
  return previewOf(ctx.deps, await findOwnJob(ctx.deps.db.prisma, ctx.caller, jobId));
}

export const JobRef = builder.objectRef<JobBody>('Job').implement({
  description: 'A job: the same object as GET /v1/jobs/{job_id}. A finished job is immutable.',
  fields: (t) => ({
    jobId: t.exposeID('job_id'),
    status: t.field({ type: JobStatusEnum, resolve: (j) => j.status }),
    processingState: t.field({ type: ProcessingStateEnum, nullable: true, resolve: (j) => j.processing_state }),
    stage: t.field({ type: StageEnum, nullable: true, resolve: (j) => j.stage }),
    nextRetryAt: t.field({ type: 'DateTime', nullable: true, resolve: (j) => j.next_retry_at }),
    message: t.exposeString('message', { nullable: true }),
    companyId: t.exposeInt('company_id', { nullable: true }),
    company: t.field({ type: CompanyRef, nullable: true, description: 'Present on done.', resolve: (j) => (j.company as unknown as Obj) ?? null }),
    persona: t.field({ type: PersonaSnapshot, resolve: (j) => j.persona }),
    teamScanned: t.exposeInt('team_scanned'),
    profilesEnriched: t.exposeInt('profiles_enriched'),
    preliminaryCandidates: t.exposeInt('preliminary_candidates'),
    targetPeopleCount: t.exposeInt('target_people_count'),
    targetPeople: t.field({
      type: [TargetPersonRef],
      nullable: true,
      description: 'The ranked matches; present only on done.',
      resolve: (j) => (j.target_people as unknown as Obj[] | undefined) ?? null,
    }),
    creditsCharged: t.exposeInt('credits_charged'),
    creditsBalance: t.int({ nullable: true, description: 'Balance after settlement; present on done.', resolve: (j) => j.credits_balance ?? null }),
    input: t.exposeString('input'),
    operation: t.exposeString('operation'),
    createdAt: t.field({ type: 'DateTime', resolve: (j) => j.created_at }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (j) => j.finished_at }),
    preview: t.field({ type: PreviewRef, description: 'Live counters and facepile.', resolve: (j, _a, ctx) => previewFor(ctx, j.job_id) }),
  }),
});

const JobListItemRef = builder.objectRef<JobListItem>('JobListItem').implement({
  fields: (t) => ({
    jobId: t.exposeID('job_id'),
    status: t.field({ type: JobStatusEnum, resolve: (j) => j.status }),
    input: t.exposeString('input'),
    operation: t.exposeString('operation'),
    companyId: t.exposeInt('company_id', { nullable: true }),
    companyName: t.exposeString('company_name', { nullable: true }),
    companyLogo: t.exposeString('company_logo', { nullable: true }),
    persona: t.exposeString('persona', { description: 'The persona display name.' }),
    employees: t.exposeInt('employees', { nullable: true }),
    teamScanned: t.exposeInt('team_scanned'),
    targetPeople: t.exposeInt('target_people', { description: 'The number of target people.' }),
    creditsCharged: t.exposeInt('credits_charged'),
    createdAt: t.field({ type: 'DateTime', resolve: (j) => j.created_at }),
  }),
});

const JobListRef = builder.objectRef<{ count: number; jobs: JobListItem[] }>('JobList').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Jobs matching q (not the page size).' }),
    jobs: t.field({ type: [JobListItemRef], resolve: (l) => l.jobs }),
  }),
});

async function loadJob(ctx: GraphQLContext, jobId: string): Promise<JobBody> {
  // Same path as the REST poll: a done job's stored body comes from the in-process cache.
  return pollJobBody(ctx.deps, ctx.caller, jobId);
}

builder.queryField('job', (t) =>
  t.field({
    type: JobRef,
    description: 'One of your jobs (error job_not_found for any other id).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => loadJob(ctx, String(args.id)),
  }),
);

builder.queryField('jobs', (t) =>
  t.field({
    type: JobListRef,
    description: 'Your jobs, newest first. q: case-insensitive substring of the submitted input.',
    args: {
      q: t.arg.string({ required: false }),
      limit: t.arg.int({ defaultValue: LIST_DEFAULT_LIMIT, description: '1 to 100.' }),
      skip: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_r, args, ctx) => listJobs(ctx.deps, ctx.caller, { q: args.q ?? undefined, limit: args.limit, skip: args.skip }),
  }),
);

// ---------------------------------------------------------------------------------------------------
// Mutations

const SubmitJobInput = builder.inputType('SubmitJobInput', {
  fields: (t) => ({
    input: t.string({ required: true, description: 'Company URL <network_host>/company/<slug-or-id>, company slug, or numeric company id.' }),
    operation: t.string({ required: true, description: 'Only target_people.' }),
    persona: t.string({ required: true, description: 'Slug of a persona of the account.' }),
    callbackUrl: t.string({ required: false, description: 'HTTPS endpoint that receives the webhook.' }),
  }),
});

const SubmitJobPayload = builder.objectRef<{ jobId: string; status: JobBody['status'] }>('SubmitJobPayload').implement({
  description: 'processing when accepted; too_large or not_found when answered at once (nothing runs, nothing is charged).',
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    status: t.field({ type: JobStatusEnum, resolve: (p) => p.status }),
    job: t.field({ type: JobRef, resolve: (p, _a, ctx) => loadJob(ctx, p.jobId) }),
  }),
});

builder.mutationField('submitJob', (t) =>
  t.field({
    type: SubmitJobPayload,
    description:
      'Submit a job (same rules as POST /v1/jobs). With idempotencyKey, a repeat of the same request within 24 hours returns the first answer.',
    args: {
      input: t.arg({ type: SubmitJobInput, required: true }),
      idempotencyKey: t.arg.string({ required: false, description: '1 to 128 characters, scoped to the API key.' }),
    },
    resolve: async (_r, args, ctx) => {
      const body: Record<string, unknown> = { input: args.input.input, operation: args.input.operation, persona: args.input.persona };
      if (args.input.callbackUrl !== undefined && args.input.callbackUrl !== null) body.callback_url = args.input.callbackUrl;
      const out = await submit(ctx.deps, ctx.caller, {
        api: 'v1',
        body,
        idempotencyKey: args.idempotencyKey ?? undefined,
        method: 'POST',
        path: '/v1/jobs',
      });
      const parsed = JSON.parse(out.text) as { job_id: string; status: JobBody['status'] };
      return { jobId: parsed.job_id, status: parsed.status };
    },
  }),
);

builder.mutationField('cancelJob', (t) =>
  t.field({
    type: JobRef,
    description: 'Cancel a processing job (never charged, slot freed at once). A finished job is returned unchanged.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => parseJobBody(await cancel(ctx.deps, ctx.caller, String(args.id))),
  }),
);

builder.mutationField('retryJob', (t) =>
  t.field({
    type: SubmitJobPayload,
    description: 'Restart a failed job from its failed stage (needs a slot and an available credit). Error job_not_retryable otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const out = await retry(ctx.deps, ctx.caller, String(args.id));
      return { jobId: out.job_id, status: out.status };
    },
  }),
);

// ---------------------------------------------------------------------------------------------------
// Subscriptions

interface ProgressEvent {
  change: (typeof JOB_CHANGES)[number];
  job: JobBody;
}

const JobProgressEventRef = builder.objectRef<ProgressEvent>('JobProgressEvent').implement({
  description: 'One change of a job, with the job as it is now.',
  fields: (t) => ({
    change: t.field({ type: JobChangeEnum, resolve: (e) => e.change }),
    jobId: t.id({ resolve: (e) => e.job.job_id }),
    job: t.field({ type: JobRef, resolve: (e) => e.job }),
    preview: t.field({ type: PreviewRef, resolve: (e, _a, ctx) => previewFor(ctx, e.job.job_id) }),
  }),
});

/**
 * Events of the bus that pass `accept`, each answered (in order) with a fresh read of its job.
 * `untilTerminal`: the stream ends after the job reaches a terminal status. `initial`: a job id whose
 * current state is sent first (change `snapshot`), after the bus is listening so nothing is missed.
 */
function jobStream(
  ctx: GraphQLContext,
  accept: (e: JobEvent) => boolean,
  opts: { initial?: string; untilTerminal?: boolean },
): AsyncIterable<ProgressEvent> {
  return new Repeater<ProgressEvent>(async (push, stop) => {
    let chain: Promise<void> = Promise.resolve();
    let ended = false;
    const deliver = (jobId: string, change: ProgressEvent['change']) => {
      chain = chain.then(async () => {
        if (ended) return;
        try {
          const row = await ctx.deps.db.prisma.job.findUnique({ where: { id: jobId } });
          if (!row || row.apiKeyId !== ctx.caller.apiKeyId) return;
          await push({ change, job: parseJobBody(jobJson(row)) });
          if (opts.untilTerminal && isTerminal(row.status)) {
            ended = true;
            stop();
          }
        } catch (err) {
          ctx.deps.log.warn('job subscription read failed', { err });
        }
      });
    };
    // Events that arrive before the snapshot is queued wait behind it: the snapshot always comes first.
    let early: Array<[string, ProgressEvent['change']]> | null = [];
    const unsubscribe = ctx.deps.events.subscribe((e) => {
      if (e.kind !== 'job' || !accept(e)) return;
      if (early) early.push([e.jobId, e.change]);
      else deliver(e.jobId, e.change);
    });
    try {
      await ctx.deps.events.listening();
      if (opts.initial) deliver(opts.initial, 'snapshot');
      const queued = early;
      early = null;
      for (const [jobId, change] of queued) deliver(jobId, change);
      await stop;
    } finally {
      ended = true;
      unsubscribe();
    }
  });
}

builder.subscriptionField('jobProgress', (t) =>
  t.field({
    type: JobProgressEventRef,
    description:
      'Follow one of your jobs: its current state first (snapshot), then every stage change, counter update, preview change and state change, and its final status (the stream then completes). Error job_not_found for another key\'s job.',
    args: { jobId: t.arg.id({ required: true }) },
    subscribe: async (_r, args, ctx) => {
      const jobId = String(args.jobId);
      await findOwnJob(ctx.deps.db.prisma, ctx.caller, jobId);
      return jobStream(ctx, (e) => e.jobId === jobId, { initial: jobId, untilTerminal: true });
    },
    resolve: (e) => e,
  }),
);

builder.subscriptionField('jobUpdates', (t) =>
  t.field({
    type: JobProgressEventRef,
    description: 'Every change of every job of the calling API key (created, stage, counters, preview, state, status).',
    subscribe: (_r, _a, ctx) => {
      if (!ctx.caller) throw new AppError('missing_api_key');
      return jobStream(ctx, (e) => e.apiKeyId === ctx.caller.apiKeyId, {});
    },
    resolve: (e) => e,
  }),
);
