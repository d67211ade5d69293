// Live jobs over graphql-ws, in graphql-yoga's subscription style: a stream of ticks (the initial one,
// merged with the job events of the Postgres bus, so a job run by a worker in another process is seen),
// each mapped to a fresh read of its job.
//   jobProgress(jobId): one job — SNAPSHOT first, then every change; completes after a terminal status.
//   jobUpdates: every change of every job of the calling API key.
import { Repeater, filter, map, pipe } from 'graphql-yoga';
import { builder, objectType } from '../../builder.js';
import type { GraphQLContext } from '../../context.js';
import { JobChangeEnum, JobRef, PreviewRef, loadOwnJob, type JobChange } from './types.js';
import { jobIdFromArg } from '../ids.js';
import type { JobEvent } from '../../../events/bus.js';
import { AppError } from '../../../domain/errors.js';
import { findOwnJob, previewJob } from '../../../domain/jobs/queries.js';
import { isTerminal } from '../../../domain/jobs/state.js';
import { jobsOfKey, ownsJob } from '../../../domain/jobs/ownership.js';
import type { Job } from '../../../domain/jobs/job.js';

/** jobUpdates re-sends at most this many of the key's jobs that changed while the bus was deaf. */
const RESYNC_MAX_JOBS = 500;
const RESYNC_MARGIN_MS = 5_000;

interface Tick {
  jobId: string;
  change: JobChange;
}

interface ProgressEvent {
  change: JobChange;
  job: Job;
}

/**
 * The bus's job events that pass `accept`, as ticks (subscribed while the stream is consumed). With
 * `first`, that tick comes before any event: it is sent once this process listens (so no change after it
 * is missed), and events that arrive while waiting follow it. After the bus reconnects (events of the gap
 * are lost), one SNAPSHOT tick per job `resync` names: the stream then sends each job's current state, so
 * a terminal status reached during the gap still arrives.
 */
function busTicks(ctx: GraphQLContext, accept: (e: JobEvent) => boolean, resync: (since: Date) => Promise<string[]>, first?: Tick): Repeater<Tick> {
  return new Repeater<Tick>(async (push, stop) => {
    // Events held back until `first` is sent.
    let held: Tick[] | null = first ? [] : null;
    const send = (tick: Tick) => {
      if (held) held.push(tick);
      else void push(tick);
    };
    const unsubscribe = ctx.deps.events.subscribe((e) => {
      if (e.kind === 'job' && accept(e)) send({ jobId: e.jobId, change: e.change });
      if (e.kind === 'resync') {
        resync(e.since)
          .then((ids) => ids.forEach((jobId) => send({ jobId, change: 'snapshot' })))
          .catch((err: unknown) => ctx.deps.log.warn('job subscription resync failed', { err }));
      }
    });
    if (first) {
      try {
        await ctx.deps.events.listening();
      } catch (err) {
        unsubscribe();
        stop(err);
        return;
      }
      const early = held ?? [];
      held = null;
      void push(first);
      for (const tick of early) void push(tick);
    }
    await stop;
    unsubscribe();
  });
}

/** Each tick answered with the job as it is now (skipped when it cannot be read). */
function withJobs(ctx: GraphQLContext, ticks: AsyncIterable<Tick>): AsyncIterable<ProgressEvent> {
  return pipe(
    ticks,
    map(async (tick): Promise<ProgressEvent | null> => {
      try {
        const job = await loadOwnJob(ctx, tick.jobId);
        return job ? { change: tick.change, job } : null;
      } catch (err) {
        ctx.deps.log.warn('job subscription read failed', { err });
        return null;
      }
    }),
    filter((e): e is ProgressEvent => e !== null),
  );
}

/**
 * The stream up to and including the first event with a terminal job. Each event carries the job as it
 * is when read, so an earlier tick (a stage or counter change) can be the first to see the terminal
 * status while the status event is still on its way; that event then ends the stream, so it is the
 * status change (a SNAPSHOT of an already finished job stays a SNAPSHOT).
 */
function untilTerminal(events: AsyncIterable<ProgressEvent>): Repeater<ProgressEvent> {
  // A Repeater, as yoga's operators: stopped by its consumer (the client completes, the connection closes),
  // it ends at once. An async generator's return() waited for the job's next event, holding the subscription
  // (its bus listener and its place in the subscription limits) until then.
  return new Repeater<ProgressEvent>(async (push, stop) => {
    const source = events[Symbol.asyncIterator]();
    void stop.then(() => source.return?.());
    for (let next = await source.next(); !next.done; next = await source.next()) {
      const e = next.value;
      const terminal = isTerminal(e.job.status);
      await push(terminal && e.change !== 'snapshot' ? { ...e, change: 'status' } : e);
      if (terminal) break;
    }
    stop();
  });
}

const JobProgressEventRef = objectType<ProgressEvent>('JobProgressEvent', 'One change of a job, with the job as it is now.', (t) => ({
  change: t.expose('change', { type: JobChangeEnum, description: 'What changed.' }),
  jobId: t.id({ description: 'The REST job_id of the job.', resolve: (e) => e.job.id }),
  job: t.expose('job', { type: JobRef, description: 'The job after the change.' }),
  preview: t.field({
    type: PreviewRef,
    description: 'Counters and facepile after the change.',
    resolve: (e, _a, ctx) => previewJob(ctx.deps, ctx.caller, e.job.id),
  }),
}));

builder.subscriptionField('jobProgress', (t) =>
  t.field({
    type: JobProgressEventRef,
    description:
      'Follow one of your jobs: its current state first (change SNAPSHOT), then every stage change, counter update, preview change and state change, and its terminal status (the stream then completes). Error job_not_found for a job of another key.',
    args: { jobId: t.arg.id({ required: true, description: 'The REST job_id or the global id of the job.' }) },
    subscribe: async (_r, args, ctx) => {
      const jobId = jobIdFromArg(args.jobId);
      await findOwnJob(ctx.deps.db.prisma, ctx.caller, jobId);
      // The SNAPSHOT tick comes first, once this process listens, so no change after the snapshot is missed.
      const ticks = busTicks(
        ctx,
        (e) => e.jobId === jobId,
        async () => [jobId],
        { jobId, change: 'snapshot' },
      );
      return untilTerminal(withJobs(ctx, ticks));
    },
    resolve: (e) => e,
  }),
);

builder.subscriptionField('jobUpdates', (t) =>
  t.field({
    type: JobProgressEventRef,
    description: 'Every change of every job of the calling API key (CREATED, STAGE, COUNTERS, PREVIEW, STATE, STATUS).',
    subscribe: (_r, _a, ctx) => {
      if (!ctx.caller) throw new AppError('missing_api_key');
      // After a reconnect: the key's jobs that changed since the bus went deaf (with a margin for clocks).
      const changedSince = async (since: Date) =>
        (
          await ctx.deps.db.prisma.job.findMany({
            where: { ...jobsOfKey(ctx.caller), updatedAt: { gte: new Date(since.getTime() - RESYNC_MARGIN_MS) } },
            select: { id: true },
            orderBy: { updatedAt: 'asc' },
            take: RESYNC_MAX_JOBS,
          })
        ).map((j) => j.id);
      return withJobs(
        ctx,
        busTicks(ctx, (e) => ownsJob(ctx.caller, e), changedSince),
      );
    },
    resolve: (e) => e,
  }),
);
