// Running one stage message: claim (fenced by jobs.stage_run), heartbeat, run the stage, then commit the
// outcome (next stage, a terminal status, or the retry bookkeeping of an error) in a transaction that
// locks the job row and checks it is still `processing` with the same run. A cancelled job, or a run
// superseded by another (recovery of a lost worker), therefore commits nothing and enqueues nothing.
//
// A retryable error (data source / matcher marked retryable, rate limit, an unexpected infrastructure
// error) puts the job in processing_state `delayed` with next_retry_at = now + min(PIPELINE_RETRY_BASE_MS·
// 2^(attempt−1), PIPELINE_RETRY_MAX_MS) (or the wait the source asked for, when longer) and re-sends the
// stage for a new run with pg-boss `startAfter`; the (PIPELINE_RETRY_LIMIT+1)-th consecutive failure of
// one stage, or any permanent error, ends the job `failed` with the stage and the cause.
// Lost workers: a running stage touches jobs.updated_at every PIPELINE_STAGE_LEASE_MS/3; the sweep (every
// PIPELINE_SWEEP_INTERVAL_MS in each worker process) re-sends, as a counted attempt, the stage of a
// processing job whose heartbeat is older than the lease and whose message neither waits in pg-boss nor
// was fetched less than a lease ago.
//
// Why pg-boss (12.35) does not run these retries and leases itself (its queues have retryLimit 0; what it
// does do: deferred delivery, deduplication by id, expiry of one run by expireInSeconds, retention):
// - `fail()` takes no delay: a retry's time comes from the queue's retryDelay/retryBackoff only, in whole
//   seconds with up to 100 % random jitter, computed inside pg-boss after the handler returned. A data
//   source's Retry-After cannot be honoured, and next_retry_at (the spec's `delayed` state) is not known
//   when the failure is committed with the job row.
// - A pg-boss retry re-delivers the same message (same id and data), so the fencing token cannot move
//   with it: the old run, if it is only slow, and the retry would both own the job.
// - heartbeatSeconds is an integer ≥ 10, checked at the supervisor's pass (superviseIntervalSeconds,
//   default 60 s); a missed heartbeat fails or retries the message without touching jobs.attempts or
//   jobs.stage_run. PIPELINE_STAGE_LEASE_MS is ours (≥ 200 ms; 30 s by default) and fences the run.
import { Prisma } from '../generated/prisma/client.js';
import type { Deps } from '../deps.js';
import type { Tx } from '../db/client.js';
import type { Logger } from '../observability/log.js';
import { employerFacts, MatcherError, type PersonaInput } from '../matching/port.js';
import { SourceError } from '../sources/port.js';
import { drainUsage, emptyUsage, putBack, withSourceUsage, type SourceUsage } from '../sources/usage.js';
import { AppError } from '../domain/errors.js';
import { nextStage, type Stage, type TerminalStatus } from '../domain/jobs/state.js';
import { finishJob, lockJob, logJobFinished, publishInTx, withTx, type JobRow } from '../domain/jobs/store.js';
import { pruneIdempotencyKeys } from '../domain/jobs/idempotency.js';
import { enqueueStage, messageId, stageMessageWaiting, wakeLocalWorkerAt, type StageMessage } from './queues.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { retry } from '../lib/retry.js';
import type { Criteria } from '../matching/criteria.js';

/** Recording a stage's outcome is retried this long while the database is unreachable. */
export const OUTCOME_RETRY_MAX_MS = 10 * 60_000;
const OUTCOME_RETRY_BASE_MS = 200;
const OUTCOME_RETRY_CAP_MS = 2_000;

/**
 * Run `fn` (a commit of a stage's outcome) again, with backoff, for as long as it fails because the
 * database cannot be reached (up to OUTCOME_RETRY_MAX_MS): a blip delays the outcome, it does not lose
 * it, and the stage never waits out a lease nor counts a failed attempt for it.
 */
async function throughOutages<T>(deps: Deps, log: Logger, what: string, fn: () => Promise<T>): Promise<T> {
  return retry(() => fn(), {
    retries: Math.ceil(OUTCOME_RETRY_MAX_MS / OUTCOME_RETRY_CAP_MS),
    retryable: (err) => isDatabaseUnavailable(err) && !handedBack.has(deps),
    delayMs: (_err, n) => {
      const wait = Math.min(OUTCOME_RETRY_BASE_MS * 2 ** (n - 1), OUTCOME_RETRY_CAP_MS);
      if (n === 1 || n % 10 === 0) log.warn(`database unreachable while recording ${what}; retrying`, { retry: n, retry_in_ms: wait });
      return wait;
    },
  });
}

/** Service instances whose running stages were handed back (shutting down): their runs retry nothing. */
const handedBack = new WeakSet<Deps>();

/** Stage runs in progress in this process (per service instance), for the shutdown hand-back. */
const runningStages = new WeakMap<Deps, Map<string, StageMessage>>();
function runningOf(deps: Deps): Map<string, StageMessage> {
  let m = runningStages.get(deps);
  if (!m) runningStages.set(deps, (m = new Map()));
  return m;
}

/** How many stage runs this process is executing. */
export function runningStageCount(deps: Deps): number {
  return runningOf(deps).size;
}

/**
 * Shutdown: give every stage still running here back to the queue, so another worker (or this one after
 * a restart) runs it at once. Not a failed attempt: the fencing token moves on (the run still going here
 * commits nothing), `attempts` is unchanged and the stage is queued again without delay.
 */
export async function handBackRunningStages(deps: Deps): Promise<number> {
  handedBack.add(deps);
  let handed = 0;
  for (const [key, msg] of runningOf(deps)) {
    try {
      const ok = await withTx(deps, async (tx) => {
        const row = await lockJob(tx, msg.jobId);
        if (!owns(row, msg)) return false;
        await requeue(deps, tx, row, msg.stage);
        return true;
      });
      if (ok) {
        handed += 1;
        deps.log.info('stage handed back at shutdown', { job_id: msg.jobId, stage: msg.stage, run: msg.run });
        deps.metrics.stageRuns.inc({ outcome: 'handed_back', stage: msg.stage });
      }
    } catch (err) {
      deps.log.warn('could not hand a stage back at shutdown (the lease sweep will take it over)', { job_id: msg.jobId, err });
    }
    runningOf(deps).delete(key);
  }
  return handed;
}

/** Thrown inside a stage when its run no longer owns the job (cancelled, finished, superseded). */
export class StaleRun extends Error {
  constructor() {
    super('stage run superseded');
    this.name = 'StaleRun';
  }
}

export type StageOutcome =
  | { kind: 'next' }
  | { kind: 'finish'; status: TerminalStatus; message: string | null }
  /** The stage committed the terminal transition itself (publish). */
  | { kind: 'finished' };

export interface StageContext {
  deps: Deps;
  /** The job row as claimed. Counters in it may be stale after commits; re-read in commit(). */
  job: JobRow;
  persona: PersonaInput;
  /** A transaction holding the job row lock, only while this run still owns the job (else StaleRun). */
  commit<T>(fn: (tx: Tx, row: JobRow) => Promise<T>): Promise<T>;
}

export type StageHandler = (ctx: StageContext) => Promise<StageOutcome>;

function owns(row: JobRow | null, msg: StageMessage): row is JobRow {
  return !!row && row.status === 'processing' && row.stageRun === msg.run && row.stage === msg.stage;
}

/** Move the fencing token on and send `stage` for the new run: at once, or delayed until `at`. */
async function requeue(deps: Deps, tx: Tx, row: JobRow, stage: Stage, data: Prisma.JobUpdateInput = {}, at?: Date): Promise<void> {
  const run = row.stageRun + 1;
  await tx.job.update({
    where: { id: row.id },
    data: { stage, stageRun: run, processingState: at ? 'delayed' : 'active', nextRetryAt: at ?? null, updatedAt: new Date(), ...data },
  });
  await enqueueStage(deps, tx, { jobId: row.id, stage, run }, at);
}

export function retryDelayMs(deps: Pick<Deps, 'config'>, attempt: number, retryAfterMs?: number): number {
  const backoff = Math.min(deps.config.PIPELINE_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), deps.config.PIPELINE_RETRY_MAX_MS);
  return Math.max(backoff, retryAfterMs ?? 0);
}

type Classified = { kind: 'retryable'; message: string; retryAfterMs?: number } | { kind: 'permanent'; message: string };

function classify(err: unknown): Classified {
  if (err instanceof SourceError || err instanceof MatcherError) {
    const message = `${err instanceof SourceError ? 'data source' : 'matcher'}: ${err.message}`;
    return err.kind === 'retryable' ? { kind: 'retryable', message, retryAfterMs: err.retryAfterMs } : { kind: 'permanent', message };
  }
  if (err instanceof AppError) return { kind: 'permanent', message: err.message };
  return { kind: 'retryable', message: 'internal error' };
}

/** The retry bookkeeping of one failed attempt, committed under the job lock. */
async function recordFailure(deps: Deps, tx: Tx, row: JobRow, failure: Classified, lost = false): Promise<'delayed' | 'failed'> {
  const stage = row.stage as Stage;
  const attempt = row.attempts + 1;
  const limit = deps.config.PIPELINE_RETRY_LIMIT;
  if (failure.kind === 'permanent' || attempt > limit) {
    const message =
      failure.kind === 'permanent'
        ? `Stage ${stage} failed: ${failure.message}.`
        : `Stage ${stage} failed after ${limit} automatic ${limit === 1 ? 'retry' : 'retries'}: ${failure.message}.`;
    await tx.job.update({ where: { id: row.id }, data: { attempts: attempt } });
    await finishJob(deps, tx, { ...row, attempts: attempt }, { status: 'failed', message, failedStage: stage });
    return 'failed';
  }
  // A lost worker is re-run at once (its lease already cost the wait).
  const at = lost ? undefined : new Date(Date.now() + retryDelayMs(deps, attempt, failure.kind === 'retryable' ? failure.retryAfterMs : undefined));
  await requeue(deps, tx, row, stage, { attempts: attempt }, at);
  await publishInTx(deps, tx, row, 'state');
  if (at) wakeLocalWorkerAt(deps, stage, at);
  return 'delayed';
}

export async function runStageMessage(deps: Deps, msg: StageMessage, handler: StageHandler): Promise<void> {
  const log = deps.log.child({ job_id: msg.jobId, stage: msg.stage, run: msg.run });
  // Claim: still ours? Then active (a delayed retry wakes up) with a fresh heartbeat.
  // A message fetched just before an outage waits for the database rather than failing (pg-boss would
  // drop it: stage queues have no retries of their own, and the sweep would then count a lost attempt).
  const claimed = await throughOutages(deps, log, 'the claim', () =>
    withTx(deps, async (tx) => {
      const row = await lockJob(tx, msg.jobId);
      if (!owns(row, msg)) return null;
      const wasDelayed = row.processingState !== 'active';
      const updated = await tx.job.update({
        where: { id: row.id },
        data: { processingState: 'active', nextRetryAt: null, updatedAt: new Date() },
      });
      if (wasDelayed) await publishInTx(deps, tx, row, 'state');
      return updated;
    }),
  );
  if (!claimed) {
    log.debug('stale stage message skipped');
    return;
  }
  const runKey = messageId(msg.jobId, msg.run);
  runningOf(deps).set(runKey, msg);

  const lease = deps.config.PIPELINE_STAGE_LEASE_MS;
  const heartbeat = setInterval(
    () => {
      deps.db.pool
        .query(`UPDATE jobs SET updated_at = now() WHERE id = $1 AND stage_run = $2 AND status = 'processing'`, [msg.jobId, msg.run])
        .catch((err: unknown) => log.warn('stage heartbeat failed', { err }));
    },
    Math.max(50, Math.floor(lease / 3)),
  );
  heartbeat.unref();

  // Paid data-source calls of this run (src/sources/usage.ts): added to the job in every commit, so a
  // terminal body built in that commit includes them; what no commit took is added in `finally`.
  const usage = emptyUsage();
  const ctx: StageContext = {
    deps,
    job: claimed,
    persona: personaInput(claimed),
    commit: async (fn) => {
      const taken = drainUsage(usage);
      try {
        return await withTx(deps, async (tx) => {
          let row = await lockJob(tx, msg.jobId);
          if (!owns(row, msg)) throw new StaleRun();
          if (taken.calls > 0 || taken.credits > 0) {
            row = await tx.job.update({
              where: { id: row.id },
              data: {
                sourceCalls: { increment: taken.calls },
                sourceCredits: { increment: taken.credits },
                sourceCompanyCredits: { increment: taken.companyCredits },
              },
            });
          }
          return fn(tx, row);
        });
      } catch (err) {
        putBack(usage, taken);
        throw err;
      }
    },
  };

  const started = process.hrtime.bigint();
  let outcome = 'ok';
  try {
    const result = await withSourceUsage(usage, () => handler(ctx));
    if (result.kind === 'next') {
      const next = nextStage(msg.stage);
      if (!next) throw new Error(`stage ${msg.stage} has no next stage`);
      await throughOutages(deps, log, 'the next stage', () =>
        ctx.commit(async (tx, row) => {
          await requeue(deps, tx, row, next, { attempts: 0, cursor: null });
          await publishInTx(deps, tx, row, 'stage');
        }),
      );
    } else if (result.kind === 'finish') {
      outcome = result.status;
      await throughOutages(deps, log, 'the final status', () =>
        ctx.commit((tx, row) => finishJob(deps, tx, row, { status: result.status, message: result.message })),
      );
    } else {
      outcome = 'done';
    }
  } catch (err) {
    if (err instanceof StaleRun) {
      outcome = 'superseded';
      log.info('stage run superseded (job cancelled, finished or re-run elsewhere)');
    } else if (isDatabaseUnavailable(err)) {
      // The database went away under the stage (a blip, a restart): not the stage's fault, so not a
      // failed attempt. Run the stage again once the database answers (its work is idempotent).
      outcome = 'database_unreachable';
      log.warn('stage interrupted by a database outage; re-running it once the database is back');
      const rerun = throughOutages(deps, log, 'the re-run', () => ctx.commit((tx, row) => requeue(deps, tx, row, msg.stage)));
      outcome = await superseded(rerun.then(() => outcome));
    } else {
      const failure = classify(err);
      if (failure.kind === 'retryable' && !(err instanceof SourceError || err instanceof MatcherError)) {
        log.error('stage error', { err });
      } else {
        log.warn('stage error', { err: err instanceof Error ? err.message : String(err), kind: failure.kind });
      }
      outcome = await superseded(throughOutages(deps, log, 'the failed attempt', () => ctx.commit((tx, row) => recordFailure(deps, tx, row, failure))));
    }
  } finally {
    runningOf(deps).delete(runKey);
    clearInterval(heartbeat);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    deps.metrics.stageDuration.observe({ stage: msg.stage }, seconds);
    deps.metrics.stageRuns.inc({ outcome, stage: msg.stage });
    await saveLeftoverUsage(deps, msg.jobId, usage, log);
    if (!['ok', 'delayed', 'superseded'].includes(outcome)) await logJobEnd(deps, msg.jobId, log);
  }
}

/** The outcome of a commit made after the stage failed, or `superseded` when the run no longer owned the job. */
function superseded(commit: Promise<string>): Promise<string> {
  return commit.catch((e: unknown) => {
    if (e instanceof StaleRun) return 'superseded';
    throw e;
  });
}

/** Vendor calls are paid whether or not the run could commit (stale, failed): keep them on the job. */
async function saveLeftoverUsage(deps: Deps, jobId: string, usage: SourceUsage, log: Logger): Promise<void> {
  const left = drainUsage(usage);
  if (left.calls === 0 && left.credits === 0) return;
  await deps.db.pool
    .query(
      'UPDATE jobs SET source_calls = source_calls + $2, source_credits = source_credits + $3, source_company_credits = source_company_credits + $4 WHERE id = $1',
      [jobId, left.calls, left.credits, left.companyCredits],
    )
    .catch((err: unknown) => log.warn('could not record data-source usage', { err, source_calls: left.calls, source_credits: left.credits }));
}

/** The `job finished` line of a job the pipeline ended (src/domain/jobs/store.ts logJobFinished). */
export async function logJobEnd(deps: Deps, jobId: string, log: Logger = deps.log): Promise<void> {
  const row = await deps.db.prisma.job.findUnique({ where: { id: jobId }, omit: { result: true, company: true } }).catch(() => null);
  if (row) logJobFinished(deps, row, log);
}

/**
 * Re-send the stages of processing jobs whose worker was lost: heartbeat older than the lease and the
 * current stage message not waiting in pg-boss (a queued or delayed message is left alone) nor fetched
 * less than a lease ago (its claim may not have committed yet).
 */
export async function sweepLostStages(deps: Deps): Promise<number> {
  const lease = deps.config.PIPELINE_STAGE_LEASE_MS;
  const stale = await deps.db.prisma.$queryRaw<Array<{ id: string; stage: Stage; stage_run: number }>>(Prisma.sql`
    SELECT id, stage::text AS stage, stage_run FROM jobs
    WHERE status = 'processing' AND updated_at < now() - make_interval(secs => ${lease / 1000})
    ORDER BY updated_at LIMIT 200`);
  let reaped = 0;
  for (const r of stale) {
    // Not lost: its message still waits, or a worker fetched it less than a lease ago (a message that waited
    // longer than the lease is fetched with the job's updated_at already that old; until the claim commits,
    // its fetch time is the heartbeat).
    if (await stageMessageWaiting(deps, { jobId: r.id, stage: r.stage, run: r.stage_run }, lease)) continue;
    const lostStage = await withTx(deps, async (tx) => {
      const row = await lockJob(tx, r.id);
      if (!row || row.status !== 'processing' || row.stageRun !== r.stage_run) return null;
      if (Date.now() - row.updatedAt.getTime() < lease) return null;
      deps.log.warn('stage lost (no heartbeat); re-running it', { job_id: row.id, stage: row.stage, run: row.stageRun });
      await recordFailure(deps, tx, row, { kind: 'retryable', message: 'the worker running it stopped responding' }, true);
      return row.stage;
    });
    if (lostStage) {
      reaped += 1;
      deps.metrics.stageRuns.inc({ outcome: 'lost', stage: lostStage });
    }
  }
  return reaped;
}

export function startSweeper(deps: Deps): { stop(): void } {
  let running = false;
  let lastPrune = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sweepLostStages(deps);
      if (Date.now() - lastPrune > 10 * 60_000) {
        lastPrune = Date.now();
        const n = await pruneIdempotencyKeys(deps.db.prisma);
        if (n > 0) deps.log.info('idempotency keys pruned', { count: n });
      }
    } catch (err) {
      deps.log.warn('pipeline sweep failed', { err });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), deps.config.PIPELINE_SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The persona a job runs with: its definition and the criteria snapshotted at submission. */
function personaInput(job: JobRow): PersonaInput {
  const criteria = job.personaCriteria as unknown as Criteria | null;
  const edited = job.personaCriteriaSource === 'edited';
  const persona = { slug: job.personaSlug, name: job.personaName, definition: job.personaDefinition, company: employerFacts(job.company) };
  return { ...persona, ...(criteria ? { criteria, edited } : {}) };
}
