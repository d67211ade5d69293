// Webhooks over GraphQL: the account's signing secret (read, rotate), a job's delivery log (each delivery
// a Node) and manual redelivery. The rules live in src/webhooks.
import { builder, objectType } from '../builder.js';
import { enumFrom } from './enums.js';
import { jobIdFromArg } from './ids.js';
import { JobRef } from './job/types.js';
import { deliveriesOfJob, deliveryOfCaller, redeliverJobWebhook, type AttemptView, type DeliveryState, type DeliveryView } from '../../webhooks/delivery.js';
import { EVENT_STATUSES, type EventStatus } from '../../webhooks/payload.js';
import { getWebhookSecret, rotateWebhookSecret, type WebhookSecretView } from '../../webhooks/secrets.js';

export const WebhookDeliveryStateEnum = enumFrom('WebhookDeliveryState', 'Where the delivery of one event is.', {
  pending: 'Queued, or waiting for nextAttemptAt. A manual redelivery puts any delivery back to PENDING until its attempt settles.',
  delivered: 'An attempt got a 2xx answer.',
  failed: 'Every scheduled attempt failed.',
  gone: 'The receiver answered 410 Gone: no further attempts.',
} satisfies Record<DeliveryState, string>);

const EVENT_TYPE_DOCS: Record<EventStatus, string> = {
  done: 'The job is DONE: the body carries the company and target people as published.',
  not_found: 'The company could not be resolved.',
  no_employees: 'The company has no roster.',
  no_people_found: 'No current employee was found.',
  failed: 'The job failed at a stage.',
  cancelled: 'The job was cancelled.',
};
export const WebhookEventTypeEnum = enumFrom(
  'WebhookEventType',
  'The type of a webhook event (the `type` of its body): job.<terminal status>. TOO_LARGE sends none (answered at submission).',
  Object.fromEntries(EVENT_STATUSES.map((s) => [`job.${s}`, EVENT_TYPE_DOCS[s]])) as Record<`job.${EventStatus}`, string>,
);

export const WebhookAttemptRef = objectType<AttemptView>('WebhookAttempt', 'One attempt to deliver a webhook event.', (t) => ({
  at: t.expose('at', { type: 'DateTime', description: 'When the attempt started.' }),
  httpStatus: t.exposeInt('http_status', { nullable: true, description: "The receiver's HTTP status; null when no response arrived." }),
  error: t.exposeString('error', {
    nullable: true,
    description: 'Why the attempt failed without a usable response (timeout, TLS or connection error, refused address, redirect not followed); null otherwise.',
  }),
  latencyMs: t.exposeInt('latency_ms', { description: 'Milliseconds until the answer (or the failure).' }),
  manual: t.exposeBoolean('manual', { description: 'True for an attempt requested with redeliverJobWebhook.' }),
}));

export const WebhookDeliveryRef = builder.objectRef<DeliveryView>('WebhookDelivery');

builder.node(WebhookDeliveryRef, {
  description: "The delivery of one job event to the job's callbackUrl, with every attempt.",
  id: { resolve: (d) => d.id },
  loadOne: (id, ctx) => deliveryOfCaller(ctx.deps.db.prisma, ctx.caller, id),
  fields: (t) => ({
    eventId: t.exposeString('event_id', { description: 'The webhook-id header of every attempt of this event (stable: dedupe on it).' }),
    eventType: t.field({ type: WebhookEventTypeEnum, description: 'The event.', resolve: (d) => d.event_type as `job.${EventStatus}` }),
    url: t.exposeString('url', { description: 'Where it is delivered (the callbackUrl of the job).' }),
    state: t.expose('state', { type: WebhookDeliveryStateEnum, description: 'Where the delivery is.' }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far (automatic and manual).' }),
    nextAttemptAt: t.expose('next_attempt_at', {
      type: 'DateTime',
      nullable: true,
      description: 'When the next automatic attempt is due; null when none is scheduled.',
    }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When the event was recorded (the job became terminal).' }),
    deliveredAt: t.expose('delivered_at', { type: 'DateTime', nullable: true, description: 'When a 2xx was first received; null until then.' }),
    attemptLog: t.expose('attempt_log', { type: [WebhookAttemptRef], description: 'Every attempt, oldest first.' }),
  }),
});

export const WebhookSecretRef = objectType<WebhookSecretView>('WebhookSecret', 'The Standard Webhooks signing secret of the account.', (t) => ({
  secret: t.exposeString('secret', { description: 'whsec_ followed by the base64 key; the HMAC key is the base64-decoded part after the prefix.' }),
  createdAt: t.expose('created_at', { type: 'DateTime', description: 'When this secret was created.' }),
  previousSecretExpiresAt: t.expose('previous_secret_expires_at', {
    type: 'DateTime',
    nullable: true,
    description: 'Until when the previous secret still signs (24 hours after a rotation); null when no previous secret is active.',
  }),
}));

const RedeliveryRef = objectType<{ delivery_id: string; event_id: string; state: DeliveryState }>('WebhookRedelivery', 'A manual attempt was queued.', (t) => ({
  delivery: t.field({
    type: WebhookDeliveryRef,
    nullable: true,
    description: 'The delivery being retried (as it is now).',
    resolve: (r, _a, ctx) => deliveryOfCaller(ctx.deps.db.prisma, ctx.caller, r.delivery_id),
  }),
  eventId: t.exposeString('event_id', { description: 'Unchanged event id (webhook-id).' }),
  state: t.expose('state', { type: WebhookDeliveryStateEnum, description: 'PENDING until the attempt settles.' }),
}));

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
    args: { jobId: t.arg.id({ required: true, description: 'The REST job_id or the global id of the job.' }) },
    resolve: (_r, args, ctx) => redeliverJobWebhook(ctx.deps, ctx.caller, jobIdFromArg(args.jobId)),
  }),
);

// The delivery log on the Job type: a Job object is always one of the caller's jobs (job, jobs,
// jobProgress, …), so no further ownership check is needed here.
builder.objectField(JobRef, 'webhookDeliveries', (t) =>
  t.field({
    type: [WebhookDeliveryRef],
    description:
      "Webhook deliveries of this job's events (one per terminal status reached; empty without callbackUrl), each with every attempt. Same as GET /v1/jobs/{job_id}/webhooks.",
    resolve: (job, _a, ctx) => deliveriesOfJob(ctx.deps.db.prisma, job.id),
  }),
);
