// Webhooks: the delivery queue (created on every role, before any send) and its workers (worker/all).
// See README.md in this folder for the delivery contract.
import type { Deps } from '../deps.js';
import { AccountSlots, runAttempt, WEBHOOK_QUEUE, type AttemptMessage } from './delivery.js';

/**
 * Attempts run in parallel per process (each holds at most one HTTP request). One account holds at
 * most WEBHOOK_ACCOUNT_CONCURRENCY of them; its further attempts wait on the queue (see AccountSlots).
 */
export const WEBHOOK_CONCURRENCY = 4;

export async function startWebhooks(deps: Deps, opts: { workers: boolean }): Promise<void> {
  await deps.boss.createQueue(WEBHOOK_QUEUE, {
    // pg-boss retries a message only when its handler failed on a database error or the worker died
    // mid-attempt; the HTTP retry schedule is ours (src/webhooks/delivery.ts).
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: Math.ceil(deps.config.WEBHOOK_TIMEOUT_MS / 1000) + 60,
    notify: true,
  });
  if (!opts.workers) return;
  const slots = new AccountSlots(Math.min(deps.config.WEBHOOK_ACCOUNT_CONCURRENCY, WEBHOOK_CONCURRENCY));
  await deps.boss.work<AttemptMessage>(
    WEBHOOK_QUEUE,
    {
      batchSize: 1,
      localConcurrency: WEBHOOK_CONCURRENCY,
      pollingIntervalSeconds: 1,
      // Retries are deferred messages (startAfter): NOTIFY fires at insert, not when they come due, so
      // the backstop poll must stay short.
      notifyPollingIntervalSeconds: 1,
    },
    async (jobs) => {
      for (const job of jobs) await runAttempt(deps, job.data, slots);
    },
  );
}
