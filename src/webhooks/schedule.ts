// The domain's webhook outbox (src/domain/ports.ts): the jobs code records a job's terminal event inside
// the transaction that moves the job to that status, so the event exists exactly when the result does
// (and never without it). Delivery happens later, off the request path, through pg-boss (the first
// attempt is queued in the same transaction). Callback URLs are checked by the webhooks' own rule.
import type { Infra } from '../deps.js';
import type { WebhookOutbox } from '../domain/ports.js';
import { recordJobEvent } from './delivery.js';
import { validateCallbackUrl } from './url.js';

export function webhookOutbox(infra: Pick<Infra, 'boss' | 'config'>): WebhookOutbox {
  return {
    checkCallbackUrl: (value, loc) => validateCallbackUrl(value, { allowPrivate: infra.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS }, loc),
    recordJobEvent: async (tx, jobId) => {
      await recordJobEvent(infra, tx, jobId);
    },
  };
}
