// enrich_profiles: fetch every roster member's full profile, in chunks read from job_people (never the
// whole roster in memory) with at most ENRICH_CONCURRENCY calls in flight. Successes are committed
// (profile, current_employee, the profiles_enriched counter) before a failure is raised, so a retry only
// fetches what is missing. A person the source no longer knows is skipped.
//
// A sliding window, not waves (issue 13): the calls of the next chunks are queued behind the current
// one's on one limiter, so C calls stay in flight across chunk boundaries while a chunk is shortlisted
// and committed (at most LOOKAHEAD chunks beyond the one being finished). Commits stay one at a time and
// in roster order; whatever finished while a commit ran goes into the next one (up to COMMIT_MAX people),
// so a slow database gets fewer, larger commits instead of stalling the calls.
//
// The later stages start on the enriched people while the rest are still being enriched:
// - each chunk is shortlisted as it is finished (find_candidates' decision, `shortlist` in
//   src/pipeline/decisions.ts, on the profiles just fetched; it judges each profile on its own, so the
//   marks are the ones find_candidates would set), committed with the chunk; find_candidates only takes
//   what is left;
// - the candidates of a finished chunk are verified (verify_candidates' calls, at most ENRICH_CONCURRENCY
//   of them in flight, beside the enrichment calls) and their outcome is committed with a later commit
//   (after the one holding their chunk). A verification that fails is left for verify_candidates, which
//   retries and fails the job exactly as before; a verified candidate is not asked again.
// Every commit goes through ctx.commit (fenced by the stage run, with the paid calls made so far).
import { Prisma } from '../../generated/prisma/client.js';
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { isNotFound, type Verification } from '../../sources/port.js';
import { notFoundVerification, shortlist, type ShortlistMark } from '../decisions.js';
import { sourceCall } from '../../sources/instrument.js';
import { applyVerifications, chunkSize, firstError, isPermanentSourceError, peopleChunks } from '../people.js';
import { isCurrentEmployee } from '../../domain/people/employment.js';
import { limiter } from '../../lib/concurrency.js';
import type { StageHandler } from '../worker.js';

/** Chunks whose calls are queued beyond the one being finished. */
const LOOKAHEAD = 2;
/** People per commit at most (a commit waiting behind a slow one takes what finished meanwhile). */
const COMMIT_MAX = 1_000;

interface Enriched {
  ref: string;
  position: number;
  profile: Profile | null;
  current: boolean;
}

/** What the next commit writes: enriched people with their shortlist marks, finished verifications. */
interface Batch {
  done: Enriched[];
  marks: ShortlistMark[];
  verified: Verification[];
  /** A verified row is among the first PREVIEW_CAP of the roster (the preview changes). */
  touchesPreview: boolean;
}

const emptyBatch = (): Batch => ({ done: [], marks: [], verified: [], touchesPreview: false });

export const enrichProfiles: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const companyId = job.companyId as number;
  const concurrency = deps.config.ENRICH_CONCURRENCY;
  const size = chunkSize(concurrency);
  const enrichSlots = limiter(concurrency);
  const verifySlots = limiter(concurrency);
  // Set when the stage stops (a failed call, an error, a superseded run): queued calls are then never made.
  let stopped = false;
  const skipped = new Error('enrich_profiles stopped before this call');
  const call = <T>(slots: typeof enrichSlots, fn: () => Promise<T>): Promise<T> => slots(() => (stopped ? Promise.reject(skipped) : fn()));

  // Calls and verifications in flight (each settles, never rejects): awaited before the stage returns.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  let batch = emptyBatch();
  // The latest commit (one at a time, in order) and whether it has ended; its error is thrown where it is awaited.
  let committing = Promise.resolve();
  let commitEnded = true;
  const write = (b: Batch) => {
    const byRef = new Map(b.marks.map((m) => [m.personRef, m]));
    return ctx.commit(async (tx, row) => {
      if (b.done.length > 0) {
        const rowsJson = JSON.stringify(
          b.done.map((d) => {
            const m = byRef.get(d.ref);
            return { person_ref: d.ref, profile: d.profile, current: d.current, keep: m?.candidate ?? false, score: m ? m.recallScore : null };
          }),
        );
        await tx.$executeRaw(Prisma.sql`
          UPDATE job_people jp SET profile = v.profile, enriched = true, current_employee = v.current,
            candidate = v.keep, recall_score = v.score
          FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, profile jsonb, current boolean, keep boolean, score double precision)
          WHERE jp.job_id = ${row.id} AND jp.person_ref = v.person_ref`);
      }
      // After the profiles: a verification may be of a person this very commit enriches.
      await applyVerifications(tx, row.id, b.verified);
      const [counts] = await tx.$queryRaw<Array<{ enriched: number; candidates: number }>>(Prisma.sql`
        SELECT count(*) FILTER (WHERE enriched AND profile IS NOT NULL)::int AS enriched, count(*) FILTER (WHERE candidate)::int AS candidates
        FROM job_people WHERE job_id = ${row.id}`);
      await tx.job.update({
        where: { id: row.id },
        data: { profilesEnriched: counts!.enriched, preliminaryCandidates: counts!.candidates, updatedAt: new Date() },
      });
      await publishInTx(deps, tx, row, 'counters');
      if (b.touchesPreview) await publishInTx(deps, tx, row, 'preview');
    });
  };
  /** Commit what is batched: at once when no commit runs; else after it when `now` or the batch is full. */
  const commitBatch = async (now: boolean) => {
    const full = batch.done.length + batch.verified.length >= COMMIT_MAX;
    if (!commitEnded && !now && !full) return; // the batch grows until the running commit ends
    await committing;
    const b = batch;
    batch = emptyBatch();
    if (b.done.length === 0 && b.verified.length === 0) return;
    committing = write(b);
    commitEnded = false;
    const ended = () => (commitEnded = true); // runs before the next commitBatch's `await committing` resumes
    void committing.then(ended, ended);
  };

  /** Verify these candidates beside the enrichment; a finished verification joins the next commit. */
  const verify = (people: Array<{ personRef: string; position: number }>) => {
    for (const p of people) {
      void track(
        call(verifySlots, () => sourceCall(deps, 'verify_candidate', () => deps.source.verifyCandidate(companyId, p.personRef)))
          .catch((err: unknown) => (isNotFound(err) ? notFoundVerification(p.personRef) : null))
          .then((v) => {
            if (!v) return; // left for verify_candidates
            batch.verified.push(v);
            if (p.position < deps.config.PREVIEW_CAP) batch.touchesPreview = true;
          }),
      );
    }
  };

  type Started = { rows: Array<{ personRef: string; position: number }>; results: Promise<Array<PromiseSettledResult<Profile>>> };
  const start = (rows: Started['rows']): Started => ({
    rows,
    results: track(
      Promise.allSettled(rows.map((r) => call(enrichSlots, () => sourceCall(deps, 'enrich_profile', () => deps.source.enrichProfile(companyId, r.personRef))))),
    ),
  });

  /** A chunk whose calls ended: batch its people (shortlisted), verify its candidates (`andVerify`); its errors. */
  const finish = async (chunk: Started, andVerify: boolean): Promise<unknown[]> => {
    const results = await chunk.results;
    const done: Enriched[] = [];
    const errors: unknown[] = [];
    results.forEach((res, i) => {
      const { personRef: ref, position } = chunk.rows[i]!;
      if (res.status === 'fulfilled') done.push({ ref, position, profile: res.value, current: isCurrentEmployee(res.value, companyId) });
      else if (isNotFound(res.reason)) done.push({ ref, position, profile: null, current: false });
      else if (res.reason !== skipped) errors.push(res.reason);
    });
    // find_candidates' pass over the current employees just enriched.
    const current = done.filter((d) => d.current && d.profile !== null);
    const marks = shortlist(
      deps.matcher,
      ctx.persona,
      current.map((d) => ({ personRef: d.ref, position: d.position, profile: d.profile, currentEmployee: true })),
    );
    batch.done.push(...done);
    batch.marks.push(...marks);
    if (andVerify && errors.length === 0) {
      const keep = new Set(marks.filter((m) => m.candidate).map((m) => m.personRef));
      verify(current.filter((d) => keep.has(d.ref)).map((d) => ({ personRef: d.ref, position: d.position })));
    }
    return errors;
  };

  const window: Started[] = [];
  const failures: unknown[] = [];
  try {
    for await (const rows of peopleChunks(deps, job.id, { enriched: false }, size)) {
      window.push(start(rows));
      if (window.length <= LOOKAHEAD) continue;
      failures.push(...(await finish(window.shift()!, true)));
      if (failures.length > 0) {
        stopped = true; // no new calls after a failure (e.g. a rate limit); those already made are kept
        break;
      }
      await commitBatch(false);
    }
    // The calls already made (paid) are kept too, also when a chunk failed.
    for (const c of window.splice(0)) {
      failures.push(...(await finish(c, failures.length === 0)));
      if (failures.length > 0) stopped = true;
    }
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    await commitBatch(true);
    await committing;
    if (failures.length > 0) throw firstError(failures, isPermanentSourceError);
  } finally {
    // Calls already made finish inside this run (their usage is this run's), whatever happened; the
    // queued ones are not made (on success nothing is left by now).
    stopped = true;
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    await committing.catch(() => {}); // (its error, if any, was thrown above)
  }
  return { kind: 'next' };
};
