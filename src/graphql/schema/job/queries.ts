// Reads of jobs: job(id) and the jobs connection (newest first, q filter, cursor paging, totalCount).
import { builder } from '../../builder.js';
import { JobRef, withRow } from './types.js';
import { jobIdFromArg } from '../ids.js';
import { connectionOf, decodeCursor, encodeCursor, pageRequest } from '../connections.js';
import { getJob, pageJobs, type JobKey } from '../../../domain/jobs/queries.js';

const jobCursor = (j: { createdAt: Date; id: string }) => encodeCursor([j.createdAt.toISOString(), j.id]);
function jobKey(cursor: string, name: string): JobKey {
  const [at, id] = decodeCursor(cursor, name, 2, ([at]) => !Number.isNaN(new Date(at!).getTime())) as [string, string];
  return { createdAt: new Date(at), id };
}

builder.queryField('job', (t) =>
  t.field({
    type: JobRef,
    description: 'One of your jobs (the same object as GET /v1/jobs/{job_id}). Error job_not_found for any other id.',
    args: { id: t.arg.id({ required: true, description: 'The REST job_id or the global id of the job.' }) },
    resolve: (_r, args, ctx) => getJob(ctx.deps, ctx.caller, jobIdFromArg(args.id)),
  }),
);

builder.queryField('jobs', (t) =>
  t.connection(
    {
      type: JobRef,
      description: 'Your jobs (of the calling API key), newest first. Page with first/after (at most 100 per page, default 20).',
      args: {
        q: t.arg.string({
          required: false,
          description: 'Only jobs whose submitted input, company name or company domain contains this text (case-insensitive).',
        }),
      },
      resolve: async (_r, args, ctx) => {
        const req = pageRequest(args, jobKey);
        const page = await pageJobs(ctx.deps, ctx.caller, { q: args.q, size: req.size, from: req.from });
        return { ...connectionOf(req, page.jobs.map(withRow), page.hasMore, jobCursor), totalCount: page.totalCount };
      },
    },
    {
      name: 'JobConnection',
      description: 'A page of jobs.',
      fields: (c) => ({
        totalCount: c.int({ description: 'All jobs matching q (not only this page).', resolve: (p) => p.totalCount }),
      }),
    },
    { name: 'JobEdge', description: 'A job in a page of jobs.' },
  ),
);
