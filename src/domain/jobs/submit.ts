// Job submission as a use case: a SubmitJob command in (built by POST /v1/jobs, POST /jobs and GraphQL
// submitJob alike), a SubmitResult out. Nothing here knows a method, a path, a status code or JSON text:
// src/rest/presenters/jobs.ts and the GraphQL types present the result. Checks, in order:
//   input (invalid_input) → operation (unsupported_operation) → persona (persona_required /
//   persona_not_found) → callback_url (validation_error) → idempotency key (invalid_idempotency_key; a
//   live key replays or answers idempotency_conflict) → company resolution → size gate → credits
//   (insufficient_credits) → concurrency (concurrency_limit); an answer given at once instead (not_found,
//   too_large) → the key's budget of those (rate_limited).
// The company is resolved before the job is accepted: unknown → a finished `not_found` job, too big for
// the plan → a finished `too_large` job (outcome `answered`); neither costs anything nor uses a slot. A
// transient or permanent data-source error at this point does not refuse the job: it is accepted and its
// match_company stage retries (or fails) the resolution.
// Credits and concurrency are checked under a lock on the account row, in the transaction that creates the
// job and enqueues its first stage, so parallel submissions cannot overshoot either limit.
import type { Company } from '../people/types.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { CriteriaJson, DomainDeps, SourceUsage } from '../ports.js';
import type { Caller } from '../accounts/keys.js';
import { lockAccount } from '../accounts/accounts.js';
import { sizeGate } from '../accounts/plans.js';
import { defaultPersona, findPersona } from '../personas/personas.js';
import { readingOf, type CriteriaSource } from '../personas/reading.js';
import { AppError, validationError } from '../errors.js';
import { companyNotFoundMessage, networkHosts, parseCompanyInput, type CompanyRef } from './input.js';
import { assertCapacity, assertFreeAnswerBudget } from './capacity.js';
import { FIRST_STAGE, type JobStatus } from './state.js';
import { jobOf } from './job.js';
import { snapshotOf } from './snapshot.js';
import { logJobFinished, publishInTx, withTx, type JobRow } from './store.js';
import { checkIdempotencyKey, claimIdempotencyKey, commandFingerprint, lookupIdempotent, storeIdempotentResult } from './idempotency.js';

export const OPERATION = 'target_people' as const;

/**
 * A job submission, whatever the transport. Values are as the caller sent them; the checks above decide.
 * `api`: `v1` needs operation and persona; `unversioned` (POST /jobs) runs the account's default persona.
 * Validation details name the fields by their spec names (`callback_url`); transports add where they were.
 */
export interface SubmitJob {
  api: 'v1' | 'unversioned';
  input: string | undefined;
  operation?: string | null;
  personaSlug?: string | null;
  callbackUrl?: string | null;
  idempotencyKey?: string;
}

/**
 * `accepted`: the job is processing. `answered`: it finished at once (not_found, too_large).
 * `replayed`: an earlier submission with the same idempotency key and the same command; `outcome` is that
 * first answer's (the job itself may have moved on since).
 */
export interface SubmitResult {
  job: JobRow;
  outcome: 'accepted' | 'answered';
  replayed: boolean;
}

interface Checked {
  input: string;
  ref: CompanyRef;
  persona: { slug: string; name: string; definition: string; criteria: CriteriaJson; criteriaSource: CriteriaSource };
  callbackUrl: string | null;
  idempotencyKey: string | undefined;
}

async function check(deps: DomainDeps, caller: Caller, cmd: SubmitJob): Promise<Checked> {
  const ref = parseCompanyInput(cmd.input, networkHosts(deps.config.NETWORK_HOSTS));
  const input = (cmd.input as string).trim();
  let persona;
  if (cmd.api === 'v1') {
    const operation = cmd.operation;
    if (operation !== OPERATION) {
      throw new AppError(
        'unsupported_operation',
        operation === undefined || operation === null || operation === ''
          ? '`operation` is required; the only operation is `target_people`.'
          : `Unknown operation ${JSON.stringify(operation)}; the only operation is \`target_people\`.`,
      );
    }
    const slug = cmd.personaSlug?.trim();
    if (!slug) throw new AppError('persona_required');
    const found = await findPersona(deps.db.prisma, caller.accountId, slug);
    if (!found) throw new AppError('persona_not_found', `No persona with slug "${slug}" in this account.`);
    persona = found;
  } else {
    persona = await defaultPersona(deps.db.prisma, caller.accountId);
  }
  const callbackUrl = cmd.callbackUrl ?? null;
  const details = callbackUrl === null ? [] : deps.outbox.checkCallbackUrl(callbackUrl, ['callback_url']);
  if (details.length) throw validationError(details);
  const idempotencyKey = checkIdempotencyKey(cmd.idempotencyKey);
  // the criteria the job runs with: the persona's reading now (later edits of the persona do not change them)
  const reading = await readingOf(deps, persona);
  return {
    input,
    ref,
    persona: { slug: persona.slug, name: persona.name, definition: persona.definition, criteria: reading.criteria, criteriaSource: reading.criteriaSource },
    callbackUrl,
    idempotencyKey,
  };
}

type Resolution = { kind: 'found'; company: Company } | { kind: 'not_found'; message: string } | { kind: 'deferred' };

async function resolve(deps: DomainDeps, ref: CompanyRef): Promise<{ resolution: Resolution; usage: SourceUsage }> {
  const { result, usage } = await deps.companies.lookup(ref);
  switch (result.kind) {
    case 'found':
      return { resolution: { kind: 'found', company: result.company }, usage };
    case 'not_found':
      return { resolution: { kind: 'not_found', message: companyNotFoundMessage(ref) }, usage };
    case 'unavailable':
      deps.log.warn('company resolution deferred to the pipeline', { err: result.error });
      return { resolution: { kind: 'deferred' }, usage };
  }
}

/** The job columns that hold its company (also written by match_company when it resolves it later). */
export function companyColumns(company: Company | null) {
  if (!company) return {};
  return {
    companyId: company.id,
    companyName: company.name,
    companyLogo: company.logo_url,
    employees: company.employees_count,
    company: company as unknown as object,
  };
}

async function replay(deps: DomainDeps, stored: { jobId: string; outcome: SubmitResult['outcome'] }): Promise<SubmitResult> {
  const job = await deps.db.prisma.job.findUniqueOrThrow({ where: { id: stored.jobId } });
  return { job, outcome: stored.outcome, replayed: true };
}

export async function submitJob(deps: DomainDeps, caller: Caller, cmd: SubmitJob): Promise<SubmitResult> {
  const checked = await check(deps, caller, cmd);
  const key = checked.idempotencyKey;
  const hash = commandFingerprint(cmd);
  if (key !== undefined) {
    const early = await lookupIdempotent(deps.db.prisma, caller.apiKeyId, key, hash);
    if (early) return replay(deps, early);
  }
  // What resolving the company cost (a paid vendor call, unless cached) is recorded on the job.
  const { resolution, usage } = await resolve(deps, checked.ref);

  const result = await withTx(deps, async (tx): Promise<SubmitResult | { jobId: string; outcome: SubmitResult['outcome'] }> => {
    if (key !== undefined) {
      const stored = await claimIdempotencyKey(tx, caller.apiKeyId, key, hash);
      if (stored) return stored;
    }
    const account = await lockAccount(tx, caller.accountId);
    const company = resolution.kind === 'found' ? resolution.company : null;
    const now = deps.clock.now();
    const base = {
      id: deps.ids.jobId(),
      accountId: caller.accountId,
      apiKeyId: caller.apiKeyId,
      api: cmd.api,
      input: checked.input,
      operation: OPERATION,
      personaSlug: checked.persona.slug,
      personaName: checked.persona.name,
      personaDefinition: checked.persona.definition,
      personaCriteria: checked.persona.criteria as unknown as Prisma.InputJsonObject,
      personaCriteriaSource: checked.persona.criteriaSource,
      callbackUrl: checked.callbackUrl,
      createdAt: now,
      updatedAt: now,
      ...companyColumns(company),
      sourceCalls: usage.calls,
      sourceCredits: usage.credits,
      sourceCompanyCredits: usage.companyCredits,
    };

    let finished: { status: JobStatus; message: string } | null = null;
    if (resolution.kind === 'not_found') finished = { status: 'not_found', message: resolution.message };
    else if (company) finished = sizeGate(account.tier, company, deps.config.SIZE_GATE_EMPLOYEES);

    let job: JobRow;
    if (finished) {
      // Answered at once: the poll body is frozen now, like any terminal job's (no webhook, no charge).
      await assertFreeAnswerBudget(tx, caller.apiKeyId, now, deps.config.FREE_ANSWERS_PER_HOUR);
      const created = await tx.job.create({
        data: { ...base, status: finished.status, message: finished.message, stage: null, processingState: null, finishedAt: now },
      });
      job = await tx.job.update({ where: { id: created.id }, data: { result: snapshotOf(jobOf(created)) } });
    } else {
      await assertCapacity(tx, caller.accountId, account);
      job = await tx.job.create({ data: { ...base, status: 'processing', stage: FIRST_STAGE, processingState: 'active', stageRun: 1 } });
      await deps.jobQueue.enqueueStage(tx, { jobId: job.id, stage: FIRST_STAGE, run: 1 });
    }
    await publishInTx(deps, tx, job, 'created');
    const outcome = finished ? ('answered' as const) : ('accepted' as const);
    if (key !== undefined) await storeIdempotentResult(tx, caller.apiKeyId, key, { jobId: job.id, outcome });
    return { job, outcome, replayed: false };
  });
  if (!('job' in result)) return replay(deps, result);
  if (result.outcome === 'answered') logJobFinished(deps, result.job);
  return result;
}
