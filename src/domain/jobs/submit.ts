// Job submission (POST /v1/jobs, POST /jobs, GraphQL submitJob). Checks, in order:
//   input (400 invalid_input) → operation (400 unsupported_operation) → persona (400 persona_required /
//   persona_not_found) → callback_url (422) → Idempotency-Key (400 invalid_idempotency_key; a live key
//   replays or answers 409 idempotency_conflict) → company resolution → size gate → credits (402) →
//   concurrency (429).
// The company is resolved before the job is accepted: unknown → a finished `not_found` job (200), too big
// for the plan → a finished `too_large` job (200); neither costs anything nor uses a slot. A transient or
// permanent data-source error at this point does not refuse the job: it is accepted and its match_company
// stage retries (or fails) the resolution.
// Credits and concurrency are checked under a lock on the account row, in the transaction that creates the
// job and enqueues its first stage, so parallel submissions cannot overshoot either limit.
import type { Company } from '../people/types.js';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import type { Caller } from '../accounts/keys.js';
import { lockAccount } from '../accounts/accounts.js';
import { concurrencyLimitOf, isSizeGated } from '../accounts/plans.js';
import { availableCredits } from '../credits/ledger.js';
import { defaultPersona, findPersona } from '../personas/personas.js';
import { AppError, validationError } from '../errors.js';
import { networkHosts } from '../../config.js';
import { SourceError, type CompanyRef } from '../../sources/port.js';
import { sourceCall } from '../../pipeline/instrument.js';
import { enqueueStage } from '../../pipeline/queues.js';
import { parseCompanyInput } from './input.js';
import { validateCallbackUrl } from '../../webhooks/url.js';
import { newJobId } from './ids.js';
import { FIRST_STAGE, type JobStatus } from './state.js';
import { jobBody, type JobBody } from './view.js';
import { publishInTx, withTx, type JobRow } from './store.js';
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  lookupIdempotent,
  requestFingerprint,
  storeIdempotentResponse,
  type StoredResponse,
} from './idempotency.js';

export const OPERATION = 'target_people';

export interface SubmitRequest {
  api: 'v1' | 'unversioned';
  body: unknown;
  /** The Idempotency-Key header value; undefined when absent. */
  idempotencyKey?: string;
  /** For the idempotency fingerprint. */
  method: string;
  path: string;
}

export interface SubmitOutcome {
  /** 202 accepted, 200 finished at once (too_large, not_found). */
  status: number;
  /** The exact response body (also what an idempotent repeat gets back). */
  text: string;
  jobId: string;
  replayed: boolean;
}

function field(body: Record<string, unknown>, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(body, name) ? body[name] : undefined;
}

/** An absolute https URL without credentials, at most 2048 characters. */
export function checkCallbackUrl(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const details = validateCallbackUrl(value); // the webhooks module owns the rule (src/webhooks/url.ts)
  if (details.length) throw validationError(details);
  return value as string;
}

interface Checked {
  input: string;
  ref: CompanyRef;
  persona: { slug: string; name: string; definition: string };
  callbackUrl: string | null;
  idempotencyKey: string | undefined;
}

async function checkRequest(deps: Deps, caller: Caller, req: SubmitRequest): Promise<Checked> {
  const body = req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const rawInput = field(body, 'input');
  const ref = parseCompanyInput(rawInput, networkHosts(deps.config));
  const input = (rawInput as string).trim();
  let persona;
  if (req.api === 'v1') {
    const operation = field(body, 'operation');
    if (operation !== OPERATION) {
      throw new AppError(
        'unsupported_operation',
        operation === undefined || operation === null || operation === ''
          ? '`operation` is required; the only operation is `target_people`.'
          : `Unknown operation ${JSON.stringify(operation)}; the only operation is \`target_people\`.`,
      );
    }
    const slug = field(body, 'persona');
    if (slug === undefined || slug === null || (typeof slug === 'string' && slug.trim() === '')) throw new AppError('persona_required');
    if (typeof slug !== 'string') throw validationError([{ loc: ['body', 'persona'], msg: 'must be a string', type: 'type_error' }]);
    const found = await findPersona(deps.db.prisma, caller.accountId, slug.trim());
    if (!found) throw new AppError('persona_not_found', `No persona with slug "${slug.trim()}" in this account.`);
    persona = found;
  } else {
    persona = await defaultPersona(deps.db.prisma, caller.accountId);
  }
  const callbackUrl = checkCallbackUrl(field(body, 'callback_url'));
  const idempotencyKey = checkIdempotencyKey(req.idempotencyKey);
  return { input, ref, persona: { slug: persona.slug, name: persona.name, definition: persona.definition }, callbackUrl, idempotencyKey };
}

type Resolution = { kind: 'found'; company: Company } | { kind: 'not_found'; message: string } | { kind: 'deferred' };

async function resolve(deps: Deps, ref: CompanyRef): Promise<Resolution> {
  try {
    const company = await sourceCall(deps, 'resolve_company', () => deps.source.resolveCompany(ref));
    return { kind: 'found', company };
  } catch (err) {
    if (err instanceof SourceError && err.kind === 'not_found') {
      return { kind: 'not_found', message: `No company matches ${ref.kind === 'id' ? `the id ${ref.id}` : `"${ref.slug}"`} on the network.` };
    }
    deps.log.warn('company resolution deferred to the pipeline', { err });
    return { kind: 'deferred' };
  }
}

export function tooLargeMessage(company: Pick<Company, 'name' | 'employees_count'>, gate: number): string {
  return `${company.name} has ${company.employees_count} employees; plans other than premium search companies of up to ${gate} employees.`;
}

function companyColumns(company: Company | null) {
  if (!company) return {};
  return {
    companyId: company.id,
    companyName: company.name,
    companyLogo: company.logo_url,
    employees: company.employees_count,
    company: company as unknown as object,
  };
}

function responseFor(api: SubmitRequest['api'], row: JobRow, body: JobBody): StoredResponse {
  if (row.status === 'processing') return { status: 202, text: JSON.stringify({ job_id: row.id, status: 'processing' }) };
  if (api === 'unversioned') {
    return { status: 200, text: JSON.stringify({ job_id: row.id, status: row.status, company_id: row.companyId ?? null, message: row.message ?? null }) };
  }
  return { status: 200, text: JSON.stringify(body) };
}

function jobIdOf(text: string): string {
  return (JSON.parse(text) as { job_id: string }).job_id;
}

export async function submitJob(deps: Deps, caller: Caller, req: SubmitRequest): Promise<SubmitOutcome> {
  const checked = await checkRequest(deps, caller, req);
  const hash = requestFingerprint(req.method, req.path, req.body ?? {});
  const key = checked.idempotencyKey;
  if (key !== undefined) {
    const early = await lookupIdempotent(deps.db.prisma, caller.apiKeyId, key, hash);
    if (early) return { status: early.status, text: early.text, jobId: jobIdOf(early.text), replayed: true };
  }
  const resolution = await resolve(deps, checked.ref);

  return withTx(deps, async (tx): Promise<SubmitOutcome> => {
    if (key !== undefined) {
      const stored = await claimIdempotencyKey(tx, caller.apiKeyId, key, hash);
      if (stored) return { status: stored.status, text: stored.text, jobId: jobIdOf(stored.text), replayed: true };
    }
    const account = await lockAccount(tx, caller.accountId);
    const company = resolution.kind === 'found' ? resolution.company : null;
    const now = new Date();
    const base = {
      id: newJobId(),
      accountId: caller.accountId,
      apiKeyId: caller.apiKeyId,
      api: req.api,
      input: checked.input,
      operation: OPERATION,
      personaSlug: checked.persona.slug,
      personaName: checked.persona.name,
      personaDefinition: checked.persona.definition,
      callbackUrl: checked.callbackUrl,
      createdAt: now,
      updatedAt: now,
      ...companyColumns(company),
    };

    let finished: { status: JobStatus; message: string } | null = null;
    if (resolution.kind === 'not_found') finished = { status: 'not_found', message: resolution.message };
    else if (company && isSizeGated(account.tier) && company.employees_count > deps.config.SIZE_GATE_EMPLOYEES) {
      finished = { status: 'too_large', message: tooLargeMessage(company, deps.config.SIZE_GATE_EMPLOYEES) };
    }

    let row: JobRow;
    let body: JobBody;
    if (finished) {
      row = await tx.job.create({
        data: { ...base, status: finished.status, message: finished.message, stage: null, processingState: null, finishedAt: now },
      });
      body = jobBody(row);
      await tx.job.update({ where: { id: row.id }, data: { result: JSON.stringify(body) } });
    } else {
      const available = await availableCredits(tx, caller.accountId);
      if (available <= 0) {
        throw new AppError('insufficient_credits', `No credit available: balance minus credits held by running jobs is ${available}.`, {
          balance: available,
        });
      }
      const limit = concurrencyLimitOf(account);
      const inFlight = await tx.job.count({ where: { accountId: caller.accountId, status: 'processing' } });
      if (inFlight >= limit) {
        throw new AppError('concurrency_limit', `${inFlight} job${inFlight === 1 ? '' : 's'} in flight; this plan runs ${limit} at a time.`, { limit });
      }
      row = await tx.job.create({
        data: { ...base, status: 'processing', stage: FIRST_STAGE, processingState: 'active', stageRun: 1 },
      });
      body = jobBody(row);
      await enqueueStage(deps, tx, { jobId: row.id, stage: FIRST_STAGE, run: 1 });
    }
    await publishInTx(deps, tx, row, 'created');
    const response = responseFor(req.api, row, body);
    if (key !== undefined) await storeIdempotentResponse(tx, caller.apiKeyId, key, response);
    return { status: response.status, text: response.text, jobId: row.id, replayed: false };
  });
}
