// Changes of jobs: submitJob, cancelJob, retryJob. Same rules and errors as the REST endpoints.
import { builder, objectType } from '../../builder.js';
import { JobRef, OperationEnum } from './types.js';
import { jobIdFromArg } from '../ids.js';
import { submitJob } from '../../../domain/jobs/submit.js';
import { cancelJob } from '../../../domain/jobs/cancel.js';
import { retryJob } from '../../../domain/jobs/retry.js';
import { jobOfRow } from '../../../domain/jobs/queries.js';
import type { Job } from '../../../domain/jobs/job.js';

const SubmitJobInput = builder.inputType('SubmitJobInput', {
  description: 'What to search: a company and a persona.',
  fields: (t) => ({
    input: t.string({ required: true, description: 'Company URL (https://<network host>/company/<slug-or-id>), company slug, or numeric company id.' }),
    operation: t.field({ type: OperationEnum, required: true, description: 'What to do (only TARGET_PEOPLE).' }),
    persona: t.string({ required: true, description: 'Slug of a persona of the account (e.g. owners-founders).' }),
    callbackUrl: t.string({ required: false, description: 'HTTPS endpoint that receives the webhook when the job finishes.' }),
    idempotencyKey: t.string({
      required: false,
      description:
        'Makes the submission safe to repeat: 1 to 128 characters, scoped to the API key, kept 24 hours. A repeat with the same input returns the first answer (replayed: true); with other input it is error idempotency_conflict.',
    }),
  }),
});

const SubmitJobPayload = objectType<{ job: Job; replayed: boolean }>(
  'SubmitJobPayload',
  'The submitted job: PROCESSING when accepted; TOO_LARGE or NOT_FOUND when answered at once (nothing runs, nothing is charged).',
  (t) => ({
    job: t.expose('job', { type: JobRef, description: 'The job as it is now.' }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this is the stored answer to an earlier submission with the same idempotencyKey.' }),
  }),
);

builder.mutationField('submitJob', (t) =>
  t.field({
    type: SubmitJobPayload,
    description: 'Submit a job (same rules and errors as POST /v1/jobs). Each accepted job holds one credit and one concurrency slot until it finishes.',
    args: { input: t.arg({ type: SubmitJobInput, required: true, description: 'The job to submit.' }) },
    resolve: async (_r, { input }, ctx) => {
      const result = await submitJob(ctx.deps, ctx.caller, {
        api: 'v1',
        input: input.input,
        operation: input.operation,
        personaSlug: input.persona,
        callbackUrl: input.callbackUrl ?? undefined,
        idempotencyKey: input.idempotencyKey ?? undefined,
      });
      return { job: jobOfRow(result.job), replayed: result.replayed };
    },
  }),
);

builder.mutationField('cancelJob', (t) =>
  t.field({
    type: JobRef,
    description: 'Cancel a processing job: never charged, its slot and held credit are freed at once. A finished job is returned unchanged.',
    args: { id: t.arg.id({ required: true, description: 'The REST job_id or the global id of the job.' }) },
    resolve: async (_r, args, ctx) => jobOfRow(await cancelJob(ctx.deps, ctx.caller, jobIdFromArg(args.id))),
  }),
);

builder.mutationField('retryJob', (t) =>
  t.field({
    type: JobRef,
    description:
      'Restart a FAILED job from the stage that failed (same jobId; needs an available credit and a free slot). Error job_not_retryable for any other status.',
    args: { id: t.arg.id({ required: true, description: 'The REST job_id or the global id of the job.' }) },
    resolve: async (_r, args, ctx) => jobOfRow(await retryJob(ctx.deps, ctx.caller, jobIdFromArg(args.id))),
  }),
);
