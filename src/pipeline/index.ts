// Pipeline: pg-boss queues for the stages (created by every role, so the API can enqueue) and, for the
// worker role, the stage workers and the sweep that recovers stages of lost workers. Also feeds the
// database-backed gauges of /metrics (jobs by status and stage, queue depth).
import type { Deps } from '../deps.js';
import { createQueues, queueOf, registerLocalWorker, type StageMessage } from './queues.js';
import { STAGE_HANDLERS } from './stages/index.js';
import { handBackRunningStages, runningStageCount, runStageMessage, startSweeper } from './worker.js';
import { STAGES } from '../domain/jobs/state.js';
import { setTimeout as sleep } from 'node:timers/promises';

/** Create the queues (every role) and, when `workers` is true, start consuming them. */
export async function startPipeline(deps: Deps, opts: { workers: boolean }): Promise<void> {
  await createQueues(deps);
  registerGauges(deps);
  if (!opts.workers) return;
  for (const stage of STAGES) {
    const handler = STAGE_HANDLERS[stage];
    const workerId = await deps.boss.work<StageMessage>(
      queueOf(stage),
      {
        batchSize: 1,
        localConcurrency: deps.config.PIPELINE_WORKER_CONCURRENCY,
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 2,
      },
      async (jobs) => {
        for (const job of jobs) await runStageMessage(deps, job.data, handler);
      },
    );
    registerLocalWorker(deps, stage, workerId);
  }
  const sweeper = startSweeper(deps);
  deps.boss.once('stopped', () => sweeper.stop());
}

/**
 * Shutdown of the stage workers, before pg-boss stops and the pool closes: take no new stage messages,
 * let running stages finish for up to `timeoutMs`, then hand the ones still running back to the queue
 * (not a failed attempt; see handBackRunningStages), so nothing waits a lease for a takeover.
 */
export async function stopPipeline(deps: Deps, timeoutMs: number): Promise<void> {
  await Promise.allSettled(STAGES.map((stage) => deps.boss.offWork(queueOf(stage), { wait: false })));
  const deadline = Date.now() + timeoutMs;
  while (runningStageCount(deps) > 0 && Date.now() < deadline) await sleep(100);
  const handed = await handBackRunningStages(deps);
  if (handed) deps.log.info('stages handed back at shutdown', { count: handed });
}

function registerGauges(deps: Deps): void {
  deps.metrics.jobsByStatus.collectFrom(async () => {
    const rows = await deps.db.pool.query<{ status: string; stage: string | null; n: string }>(
      `SELECT status::text AS status, stage::text AS stage, count(*) AS n FROM jobs GROUP BY status, stage`,
    );
    return rows.rows.map((r) => [{ status: r.status, stage: r.stage ?? 'none' }, Number(r.n)]);
  });
  // Every pg-boss queue (pipeline stages and webhook deliveries), from pg-boss's own queue statistics:
  // messages ready to run, deferred (future-dated: delayed retries) and active.
  deps.metrics.queueDepth.collectFrom(async () =>
    (await deps.boss.getQueues()).flatMap((q): Array<[Record<string, string>, number]> => [
      [{ queue: q.name, state: 'queued' }, q.readyCount],
      [{ queue: q.name, state: 'deferred' }, q.deferredCount],
      [{ queue: q.name, state: 'active' }, q.activeCount],
    ]),
  );
}
