// Jobs over REST: thin translations to src/domain/jobs. Poll and cancel answer with pre-serialised JSON
// (a finished job's stored bytes), so re-polls are byte-identical.
import { cancelJob as cancel } from '../../domain/jobs/cancel.js';
import { retryJob as retry } from '../../domain/jobs/retry.js';
import { submitJob as submit } from '../../domain/jobs/submit.js';
import {
  companyDecisionMakers,
  listJobs as list,
  pollJob,
  pollJobUnversioned,
  previewJob,
  LIST_DEFAULT_LIMIT,
} from '../../domain/jobs/queries.js';
import { header, type RestHandler, type RestRequest } from '../types.js';
import { pageOf } from './paging.js';

const jobIdOf = (req: RestRequest) => String(req.params.job_id ?? '');

const submitWith =
  (api: 'v1' | 'unversioned'): RestHandler =>
  async (req) => {
    const out = await submit(req.deps, req.caller, {
      api,
      body: req.body,
      idempotencyKey: header(req, 'idempotency-key'),
      method: req.method,
      path: req.path,
    });
    return { status: out.status, body: undefined, rawJson: out.text, ...(out.replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}) };
  };

export const submitJob: RestHandler = submitWith('v1');
export const submitJobUnversioned: RestHandler = submitWith('unversioned');

export const getJob: RestHandler = async (req) => ({ status: 200, body: undefined, rawJson: await pollJob(req.deps, req.caller, jobIdOf(req)) });

export const listJobs: RestHandler = async (req) => {
  const page = pageOf(req.query, LIST_DEFAULT_LIMIT);
  const q = typeof req.query.q === 'string' ? req.query.q : undefined;
  return { status: 200, body: await list(req.deps, req.caller, { q, ...page }) };
};

export const getJobPreview: RestHandler = async (req) => ({ status: 200, body: await previewJob(req.deps, req.caller, jobIdOf(req)) });

export const cancelJob: RestHandler = async (req) => ({ status: 200, body: undefined, rawJson: await cancel(req.deps, req.caller, jobIdOf(req)) });

export const retryJob: RestHandler = async (req) => ({ status: 202, body: await retry(req.deps, req.caller, jobIdOf(req)) });

export const getJobUnversioned: RestHandler = async (req) => ({ status: 200, body: await pollJobUnversioned(req.deps, req.caller, jobIdOf(req)) });

export const getCompanyDecisionMakers: RestHandler = async (req) => ({
  status: 200,
  body: await companyDecisionMakers(req.deps, req.caller, Number(req.params.company_id)),
});
