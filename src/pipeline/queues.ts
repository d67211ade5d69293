// The pipeline's pg-boss queues: one per stage. A stage message is {jobId, stage, run}; `run` is the
// job row's fencing token (jobs.stage_run) at the time it was sent. Messages are enqueued inside the
// transaction that changes the job (pg-boss `send` with `db: fromPrisma(tx)`), with a deterministic
// pg-boss job id derived from (jobId, run): a replayed transition cannot enqueue twice (the insert is
// ON CONFLICT DO NOTHING), and singletonKey `${jobId}:${stage}:${run}` names it in pg-boss tables.
// This file is the one adapter over pg-boss for stage messages: the rest of the service asks it, and
// nothing queries pg-boss's tables (pgboss.*) directly; state is read through pg-boss's API (findJobs,
// getQueues).
import { createHash } from 'node:crypto';
import { fromPrisma } from 'pg-boss';
import type { Deps, Infra } from '../deps.js';
import type { Tx } from '../db/client.js';
import { STAGES, type Stage } from '../domain/jobs/state.js';
import type { JobQueue, StageMessage } from '../domain/ports.js';

export const QUEUE_PREFIX = 'pipeline.';

export function queueOf(stage: Stage): string {
  return `${QUEUE_PREFIX}${stage}`;
}

export const QUEUES: readonly string[] = STAGES.map(queueOf);

export type { StageMessage };

/** A stable UUID for one stage run of one job. */
export function messageId(jobId: string, run: number): string {
  const h = createHash('sha256').update(`${jobId}:${run}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Create the stage queues (idempotent; every role, before any send or work). */
export async function createQueues(deps: Deps): Promise<void> {
  for (const name of QUEUES) {
    const options = {
      // Retries are ours (attempts, delayed, next_retry_at): pg-boss never retries a stage by itself.
      retryLimit: 0,
      // The longest one handler run may take; a crashed worker is detected sooner by the stage lease.
      expireInSeconds: deps.config.PIPELINE_STAGE_TIMEOUT_SECONDS,
      // Finished messages are kept a day (their ids deduplicate replays), then deleted.
      deleteAfterSeconds: 86_400,
      notify: true,
    };
    const existing = await deps.boss.getQueue(name);
    // pg-boss creates a queue ON CONFLICT DO NOTHING: another process creating it at the same moment is no error.
    if (!existing) await deps.boss.createQueue(name, options);
    else if (existing.expireInSeconds !== options.expireInSeconds || existing.retryLimit !== 0 || !existing.notify) {
      await deps.boss.updateQueue(name, options);
    }
  }
}

/** Enqueue one stage run inside `tx` (so it exists exactly when the job change commits). */
export async function enqueueStage(deps: Pick<Deps, 'boss'>, tx: Tx, msg: StageMessage, startAfter?: Date): Promise<void> {
  await deps.boss.send(
    queueOf(msg.stage),
    { ...msg },
    {
      id: messageId(msg.jobId, msg.run),
      singletonKey: `${msg.jobId}:${msg.stage}:${msg.run}`,
      ...(startAfter ? { startAfter } : {}),
      db: fromPrisma(tx),
    },
  );
}

/**
 * Whether the message of this stage run still waits in pg-boss (queued, or deferred to a retry time), or
 * was fetched by a worker less than `fetchedWithinMs` ago (its claim may not have committed yet).
 */
export async function stageMessageWaiting(deps: Pick<Deps, 'boss'>, msg: StageMessage, fetchedWithinMs: number): Promise<boolean> {
  const [found] = await deps.boss.findJobs(queueOf(msg.stage), { id: messageId(msg.jobId, msg.run) });
  if (!found) return false;
  if (found.state === 'created' || found.state === 'retry') return true;
  return found.state === 'active' && !!found.startedOn && Date.now() - new Date(found.startedOn).getTime() < fetchedWithinMs;
}

/** The domain's JobQueue port, on these queues. */
export function stageQueue(infra: Pick<Infra, 'boss'>): JobQueue {
  return { enqueueStage: (tx, msg, startAfter) => enqueueStage(infra, tx, msg, startAfter) };
}

// Delayed retries are future-dated messages: pg-boss sends no NOTIFY for them, so a worker would only
// see them at its next poll. The process that schedules a retry also wakes its own worker of that
// queue at the due time (other processes still find it by polling).
const localWorkers = new WeakMap<object, Map<string, string>>();

export function registerLocalWorker(deps: Deps, stage: Stage, workerId: string): void {
  let m = localWorkers.get(deps.boss);
  if (!m) localWorkers.set(deps.boss, (m = new Map()));
  m.set(queueOf(stage), workerId);
}

export function wakeLocalWorkerAt(deps: Deps, stage: Stage, at: Date): void {
  const id = localWorkers.get(deps.boss)?.get(queueOf(stage));
  if (!id) return;
  const t = setTimeout(() => deps.boss.notifyWorker(id), Math.max(0, at.getTime() - Date.now()) + 15);
  t.unref();
}
