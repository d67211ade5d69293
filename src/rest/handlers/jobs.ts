// Jobs over REST: each handler builds the use case's command from the request and presents the domain's
// result (src/rest/presenters/jobs.ts).
import { cancelJob as cancel } from '../../domain/jobs/cancel.js';
import { retryJob as retry } from '../../domain/jobs/retry.js';
import { submitJob as submit, type SubmitJob } from '../../domain/jobs/submit.js';
import { getJob as get, jobOfRow, latestDoneJob, listJobs as list, previewJob, LIST_DEFAULT_LIMIT } from '../../domain/jobs/queries.js';
import { firstValue } from '../../http/server.js';
import type { RestHandler, RestRequest } from '../types.js';
import { located } from '../located.js';
import { validationError } from '../../domain/errors.js';
import { decisionMakers, jobList, pollAnswer, previewBody, retryAnswer, submitAnswer, unversionedJob } from '../presenters/jobs.js';
import { pageOf } from './paging.js';

const jobIdOf = (req: RestRequest) => String(req.params.job_id ?? '');

/** A body field as text: strings as sent, absent as undefined (the document has validated the types). */
function text(body: unknown, name: string): string | null | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.prototype.hasOwnProperty.call(body, name)) return undefined;
  const v = (body as Record<string, unknown>)[name];
  return typeof v === 'string' || v === null || v === undefined ? v : JSON.stringify(v);
}

const submitWith =
  (api: SubmitJob['api']): RestHandler =>
  async (req) => {
    const command: SubmitJob = {
      api,
      input: text(req.body, 'input') ?? undefined,
      operation: text(req.body, 'operation'),
      personaSlug: text(req.body, 'persona'),
      callbackUrl: text(req.body, 'callback_url'),
      idempotencyKey: firstValue(req.headers['idempotency-key']),
    };
    const result = await located('body', () => submit(req.deps, req.caller, command));
    return submitAnswer(api, { ...result, job: jobOfRow(result.job) });
  };

export const submitJob: RestHandler = submitWith('v1');
export const submitJobUnversioned: RestHandler = submitWith('unversioned');

export const getJob: RestHandler = async (req) => pollAnswer(await get(req.deps, req.caller, jobIdOf(req)));

export const listJobs: RestHandler = async (req) => {
  const page = pageOf(req.query, LIST_DEFAULT_LIMIT);
  const q = typeof req.query.q === 'string' ? req.query.q : undefined;
  return { status: 200, body: jobList(await located('query', () => list(req.deps, req.caller, { q, ...page }))) };
};

export const getJobPreview: RestHandler = async (req) => ({ status: 200, body: previewBody(await previewJob(req.deps, req.caller, jobIdOf(req))) });

export const cancelJob: RestHandler = async (req) => pollAnswer(jobOfRow(await cancel(req.deps, req.caller, jobIdOf(req))));

export const retryJob: RestHandler = async (req) => retryAnswer(await retry(req.deps, req.caller, jobIdOf(req)));

export const getJobUnversioned: RestHandler = async (req) => ({ status: 200, body: unversionedJob(await get(req.deps, req.caller, jobIdOf(req))) });

export const getCompanyDecisionMakers: RestHandler = async (req) => {
  // Only decimal digits are an id: the validator's type coercion also reads 0x10, 1e3 and 1001.0 as numbers.
  if (!/^\/company\/\d+\//.test(req.path)) throw validationError([{ loc: ['path', 'company_id'], msg: 'must be decimal digits', type: 'type' }]);
  const companyId = Number(req.params.company_id);
  const job = await latestDoneJob(req.deps, req.caller, companyId);
  return { status: 200, body: decisionMakers(companyId, job.published?.targetPeople ?? []) };
};
