// What the domain needs from the outside world, as interfaces it owns. The adapters live elsewhere and
// are wired once in src/service.ts: the job queue in src/pipeline/queues.ts, the webhook outbox in
// src/webhooks/schedule.ts. Nothing in src/domain imports an adapter or a transport (a test checks).
import type { Tx } from '../db/client.js';
import type { ValidationDetail } from './errors.js';
import type { Stage } from './jobs/state.js';

/** One run of one stage of a job (the fencing token is `run`). */
export interface StageMessage {
  jobId: string;
  stage: Stage;
  run: number;
}

/** Where stage runs wait for a worker. */
export interface JobQueue {
  /** Enqueue inside `tx`: the message exists only if the transaction commits. */
  enqueueStage(tx: Tx, msg: StageMessage, startAfter?: Date): Promise<void>;
}

/** Webhook events of jobs, recorded with the state change that causes them (an outbox). */
export interface WebhookOutbox {
  /** What is wrong with a callback URL given at submission (empty: acceptable). `loc` names the field. */
  checkCallbackUrl(value: unknown, loc: Array<string | number>): ValidationDetail[];
  /** Record the terminal event of the job inside `tx` (nothing when it has no callback URL). */
  recordJobEvent(tx: Tx, jobId: string): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface IdSource {
  /** A new job id (`job_` + 24 base32 characters). */
  jobId(): string;
}
