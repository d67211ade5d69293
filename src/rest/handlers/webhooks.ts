// Webhook operations: the delivery log and manual redelivery of a job's event, and the account's
// signing secret. The rules live in src/webhooks.
import { listJobWebhooks as listDeliveries, redeliverJobWebhook as redeliver } from '../../webhooks/delivery.js';
import { getWebhookSecret as readSecret, rotateWebhookSecret as rotateSecret } from '../../webhooks/secrets.js';
import type { RestHandler } from '../types.js';

export const listJobWebhooks: RestHandler = async ({ deps, caller, params }) => ({
  status: 200,
  body: await listDeliveries(deps, caller, String(params.job_id)),
});

export const redeliverJobWebhook: RestHandler = async ({ deps, caller, params }) => ({
  status: 202,
  body: await redeliver(deps, caller, String(params.job_id)),
  headers: { location: `/v1/jobs/${String(params.job_id)}/webhooks` },
});

export const getWebhookSecret: RestHandler = async ({ deps, caller }) => ({
  status: 200,
  body: await readSecret(deps.db.prisma, caller.accountId),
});

export const rotateWebhookSecret: RestHandler = async ({ deps, caller }) => ({
  status: 200,
  body: await rotateSecret(deps.db.prisma, caller.accountId),
});
