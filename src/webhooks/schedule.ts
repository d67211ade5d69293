// Called by the jobs code inside the transaction that moves a job to a terminal status, so the
// webhook event is recorded exactly when the result is (and never without it). Delivery happens later,
// off the request path, through pg-boss (the first attempt is queued in the same transaction).
import type { Deps } from '../deps.js';
import type { Tx } from '../db/client.js';
import { recordJobEvent } from './delivery.js';

export async function scheduleJobWebhook(deps: Deps, tx: Tx, jobId: string): Promise<void> {
  await recordJobEvent(deps, tx, jobId);
}
