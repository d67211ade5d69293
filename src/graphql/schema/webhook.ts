// Webhooks over GraphQL: the account's signing secret (read, rotate), a job's delivery log and manual
// redelivery. The rules live in src/webhooks.
import { builder } from '../builder.js';
import { deliveriesOfJob, redeliverJobWebhook, type AttemptView, type DeliveryView } from '../../webhooks/delivery.js';
import { JobRef } from './job.js';
import { getWebhookSecret, rotateWebhookSecret, type WebhookSecretView } from '../../webhooks/secrets.js';

export const WebhookDeliveryStateEnum = builder.enumType('WebhookDeliveryState', {
  description:
    'pending: queued or waiting for nextAttemptAt; delivered: an attempt got a 2xx; failed: every scheduled attempt failed; gone: the receiver answered 410. A manual redelivery puts any delivery back to pending until its attempt settles.',
  values: ['pending', 'delivered', 'failed', 'gone'] as const,
});

export const WebhookAttemptRef = builder.objectRef<AttemptView>('WebhookAttempt').implement({
  description: 'One attempt to deliver a webhook event.',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', description: 'When the attempt started.', resolve: (a) => a.at }),
    httpStatus: t.exposeInt('http_status', { nullable: true, description: "The receiver's HTTP status; null when no response arrived." }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the attempt failed without a usable response (timeout, TLS or connection error, refused address, redirect not followed).',
    }),
    latencyMs: t.exposeInt('latency_ms'),
    manual: t.exposeBoolean('manual', { description: 'True for an attempt requested with redeliverJobWebhook.' }),
  }),
});

export const WebhookDeliveryRef = builder.objectRef<DeliveryView>('WebhookDelivery').implement({
  description: "The delivery of one job event to the job's callback_url, with every attempt.",
  fields: (t) => ({
    id: t.exposeID('id'),
    eventId: t.exposeString('event_id', { description: 'The webhook-id header of every attempt of this event (stable: dedupe on it).' }),
    eventType: t.exposeString('event_type', {
      description: 'job.done, job.not_found, job.no_employees, job.no_people_found, job.failed or job.cancelled.',
    }),
    url: t.exposeString('url'),
    state: t.field({ type: WebhookDeliveryStateEnum, resolve: (d) => d.state }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far (automatic and manual).' }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the next automatic attempt is due; null when none is scheduled.',
      resolve: (d) => d.next_attempt_at,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.created_at }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, description: 'When a 2xx was first received.', resolve: (d) => d.delivered_at }),
    attemptLog: t.field({ type: [WebhookAttemptRef], description: 'Every attempt, oldest first.', resolve: (d) => d.attempt_log }),
  }),
});

export const WebhookSecretRef = builder.objectRef<WebhookSecretView>('WebhookSecret').implement({
  description: 'The Standard Webhooks signing secret of the account.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'whsec_ followed by the base64 key; the HMAC key is the base64-decoded part after the prefix.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.created_at }),
    previousSecretExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Until when the previous secret still signs (24 hours after a rotation); null when no previous secret is active.',
      resolve: (s) => s.previous_secret_expires_at,
    }),
  }),
});

const RedeliveryRef = builder
  .objectRef<{ delivery_id: string; event_id: string; state: DeliveryView['state'] }>('WebhookRedelivery')
  .implement({
    fields: (t) => ({
      deliveryId: t.exposeID('delivery_id'),
      eventId: t.exposeString('event_id', { description: 'Unchanged event id (webhook-id).' }),
      state: t.field({ type: WebhookDeliveryStateEnum, resolve: (r) => r.state }),
    }),
  });

builder.queryField('webhookSecret', (t) =>
  t.field({
    type: WebhookSecretRef,
    description: "The account's webhook signing secret (created on first use).",
    resolve: (_r, _a, ctx) => getWebhookSecret(ctx.deps.db.prisma, ctx.caller.accountId),
  }),
);

builder.mutationField('rotateWebhookSecret', (t) =>
  t.field({
    type: WebhookSecretRef,
    description: 'Create a new signing secret; the previous one keeps signing for 24 hours (both signatures are sent).',
    resolve: (_r, _a, ctx) => rotateWebhookSecret(ctx.deps.db.prisma, ctx.caller.accountId),
  }),
);

builder.mutationField('redeliverJobWebhook', (t) =>
  t.field({
    type: RedeliveryRef,
    description:
      "Queue an immediate manual attempt of the job's event (same eventId). Error webhook_not_configured when the job has no callbackUrl, is still processing, or sent no event.",
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => redeliverJobWebhook(ctx.deps, ctx.caller, String(args.jobId)),
  }),
);

// The delivery log on the Job type (src/graphql/schema/job.ts): a Job object is always one of the
// caller's jobs (job, jobProgress, …), so no further ownership check is needed here.
builder.objectField(JobRef, 'webhookDeliveries', (t) =>
  t.field({
    type: [WebhookDeliveryRef],
    description:
      "Webhook deliveries of this job's events (one per terminal status reached; empty without callbackUrl), each with every attempt. Same as GET /v1/jobs/{job_id}/webhooks.",
    resolve: (job, _a, ctx) => deliveriesOfJob(ctx.deps.db.prisma, job.job_id),
  }),
);
