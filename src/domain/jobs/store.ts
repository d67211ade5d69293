// Shared job persistence: transactions, the row lock every job change takes, the terminal transition
// (which freezes the job into jobs.result as a snapshot, snapshot.ts) and event publication on commit.
import { Prisma, type Job as JobRow } from '../../generated/prisma/client.js';
import type { DomainDeps, JobChange } from '../ports.js';
import type { Tx } from '../../db/client.js';
import { assertTransition, creditsFor, type TerminalStatus } from './state.js';
import { jobOf, type PublishedResult } from './job.js';
import { snapshotOf } from './snapshot.js';

export type { JobRow };

/** Interactive transaction (its waits are the client's, src/db/client.ts). */
export async function withTx<T>(deps: DomainDeps, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.prisma.$transaction((tx) => fn(tx as unknown as Tx));
}

/** `SELECT … FOR UPDATE` on the job row, then the row. Serialises every change of one job. */
export async function lockJob(tx: Tx, jobId: string): Promise<JobRow | null> {
  const locked = await tx.$queryRaw<Array<{ id: string }>>(Prisma.sql`SELECT id FROM jobs WHERE id = ${jobId} FOR UPDATE`);
  if (locked.length === 0) return null;
  return tx.job.findUnique({ where: { id: jobId } });
}

/** Publish a job event when `tx` commits (NOTIFY is transactional). */
export async function publishInTx(deps: DomainDeps, tx: Tx, row: Pick<JobRow, 'id' | 'apiKeyId'>, change: JobChange): Promise<void> {
  await deps.events.publish({ kind: 'job', jobId: row.id, apiKeyId: row.apiKeyId, change }, (sql, params) => tx.$executeRawUnsafe(sql, ...params));
}

export interface FinishOptions {
  status: TerminalStatus;
  message?: string | null;
  /** Only for done: the published company, the ranked people and the balance after settlement. */
  done?: PublishedResult;
  failedStage?: JobRow['stage'];
}

/**
 * Move a locked `processing` (or new) job to a terminal status: builds its snapshot ONCE and stores it
 * as the immutable result, records the webhook event in the same transaction and publishes the status
 * change on commit. Returns the stored text.
 */
export async function finishJob(deps: DomainDeps, tx: Tx, row: JobRow, opts: FinishOptions): Promise<string> {
  assertTransition(row.status, opts.status);
  const now = deps.clock.now();
  const changes = {
    status: opts.status,
    processingState: null,
    nextRetryAt: null,
    message: opts.message ?? null,
    creditsCharged: creditsFor(opts.status),
    failedStage: opts.status === 'failed' ? (opts.failedStage ?? row.stage) : null,
    finishedAt: now,
    updatedAt: now,
  };
  const text = snapshotOf(jobOf({ ...row, ...changes }, opts.done));
  await tx.job.update({ where: { id: row.id }, data: { ...changes, cursor: null, result: text } });
  await deps.outbox.recordJobEvent(tx, row.id);
  await publishInTx(deps, tx, row, 'status');
  return text;
}

/** The one line written when a job ends (at submission or in the pipeline), with what it cost. */
export function logJobFinished(deps: Pick<DomainDeps, 'log' | 'config'>, row: Omit<JobRow, 'result' | 'company'>, log = deps.log): void {
  log.info('job finished', {
    job_id: row.id,
    status: row.status,
    source: deps.config.NETWORK_SOURCE,
    sourcing: row.sourcing,
    team_scanned: row.teamScanned,
    profiles_enriched: row.profilesEnriched,
    source_calls: row.sourceCalls,
    source_credits: row.sourceCredits,
    source_company_credits: row.sourceCompanyCredits,
    matcher_calls: row.matcherCalls,
    matcher_tokens: row.matcherTokens,
  });
}
