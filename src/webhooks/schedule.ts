// Called by the jobs code inside the transaction that moves a job to a terminal status, so the
// webhook event is recorded exactly when the result is (and never without it). Delivery happens later,
// off the request path, through pg-boss. (Filled in by the webhooks work.)
import type { Deps } from '../deps.js';
import type { Tx } from '../db/client.js';

export async function scheduleJobWebhook(_deps: Deps, _tx: Tx, _jobId: string): Promise<void> {}
