// The REST shapes of jobs, from the domain's results: the submit answer (202 accepted, or 200 with the
// finished job for too_large / not_found), the poll body (a finished job's stored bytes, unchanged on
// every re-poll), the unversioned views and the retry answer.
import type { SubmitJob, SubmitResult } from '../../domain/jobs/submit.js';
import type { JobRow } from '../../domain/jobs/store.js';
import { jobJson } from '../../domain/jobs/view.js';
import type { RestResult } from '../types.js';

/** POST /v1/jobs and POST /jobs. A replay answers exactly what the first submission answered. */
export function submitAnswer(api: SubmitJob['api'], result: SubmitResult): RestResult {
  const { job } = result;
  const headers = result.replayed ? { headers: { 'idempotent-replayed': 'true' } } : {};
  if (result.outcome === 'accepted') return { status: 202, body: undefined, rawJson: JSON.stringify({ job_id: job.id, status: 'processing' }), ...headers };
  if (api === 'unversioned') {
    return {
      status: 200,
      body: undefined,
      rawJson: JSON.stringify({ job_id: job.id, status: job.status, company_id: job.companyId ?? null, message: job.message ?? null }),
      ...headers,
    };
  }
  return { status: 200, body: undefined, rawJson: jobJson(job), ...headers };
}

/** GET /v1/jobs/{job_id}, cancel: the poll body (a finished job's stored bytes). */
export function jobAnswer(job: JobRow, status = 200): RestResult {
  return { status, body: undefined, rawJson: jobJson(job) };
}

/** POST /v1/jobs/{job_id}/retry. */
export function retryAnswer(job: JobRow): RestResult {
  return { status: 202, body: { job_id: job.id, status: 'processing' } };
}
