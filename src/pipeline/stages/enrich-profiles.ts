// enrich_profiles: fetch every roster member's full profile, in chunks read from job_people (never the
// whole roster in memory) with at most ENRICH_CONCURRENCY calls in flight. Each chunk's successes are
// committed (profile, current_employee, the profiles_enriched counter) before a failure of the same chunk
// is raised, so a retry only fetches what is missing. A person the source no longer knows is skipped.
// A chunk's commit overlaps the data-source calls of the next chunk (commits stay one at a time and in
// order): with source latency, the stage then takes ≈ N·latency/C instead of that plus every commit.
//
// The later stages start on the enriched people while the rest are still being enriched (issue 13):
// - each chunk is shortlisted in its own commit (find_candidates' decision, `shortlist` in
//   src/pipeline/decisions.ts, on the profiles just fetched; it judges each profile on its own, so the
//   marks are the ones find_candidates would set), and find_candidates only takes what is left;
// - the candidates of chunk k are verified (verify_candidates' calls, at most ENRICH_CONCURRENCY of
//   them in flight, beside the enrichment calls) while chunk k+1 is enriched, and their outcome is
//   committed with chunk k+1. A verification that fails is left for verify_candidates, which retries
//   and fails the job exactly as before; a verified candidate is not asked again.
// Every commit goes through ctx.commit (fenced by the stage run, with the paid calls made so far).
import { Prisma } from '../../generated/prisma/client.js';
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { SourceError, type Verification } from '../../sources/port.js';
import { notFoundVerification, shortlist, type ShortlistMark } from '../decisions.js';
import { sourceCall } from '../instrument.js';
import { applyVerifications, chunkSize, firstError, isCurrentEmployee, isPermanentSourceError, peopleChunks } from '../people.js';
import { mapSettled } from '../../lib/concurrency.js';
import type { StageContext, StageHandler } from '../worker.js';

interface Verified {
  done: Verification[];
  /** A verified row is among the first PREVIEW_CAP of the roster (the preview changes). */
  touchesPreview: boolean;
}

/** Verify these candidates; never rejects (a failed verification is left to verify_candidates). */
async function verifyBeside(ctx: StageContext, companyId: number, people: Array<{ personRef: string; position: number }>): Promise<Verified> {
  const { deps } = ctx;
  const results = await mapSettled(people, deps.config.ENRICH_CONCURRENCY, (p) =>
    sourceCall(deps, 'verify_candidate', () => deps.source.verifyCandidate(companyId, p.personRef)),
  );
  const done: Verification[] = [];
  let touchesPreview = false;
  results.forEach((res, i) => {
    const p = people[i]!;
    let v: Verification | null = null;
    if (res.ok) v = res.value;
    else if (res.error instanceof SourceError && res.error.kind === 'not_found') v = notFoundVerification(p.personRef);
    if (!v) return;
    done.push(v);
    if (p.position < deps.config.PREVIEW_CAP) touchesPreview = true;
  });
  return { done, touchesPreview };
}

export const enrichProfiles: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const companyId = job.companyId as number;
  const size = chunkSize(deps.config.ENRICH_CONCURRENCY);
  // The previous chunk's commit, settled to its error (or null) so a failure never goes unhandled.
  let pending: Promise<unknown> | null = null;
  const settle = async () => {
    const p = pending;
    pending = null;
    const err = p ? await p : null;
    if (err) throw err;
  };
  // The verification of the previous chunk's candidates (never rejects).
  let verifying: Promise<Verified> | null = null;
  const takeVerified = async (): Promise<Verified> => {
    const v = verifying;
    verifying = null;
    return v ? await v : { done: [], touchesPreview: false };
  };

  const commitChunk = (done: Array<{ ref: string; profile: Profile | null; current: boolean }>, marks: ShortlistMark[], verified: Verified) => {
    const byRef = new Map(marks.map((m) => [m.personRef, m]));
    pending = ctx
      .commit(async (tx, row) => {
        if (done.length > 0) {
          const rowsJson = JSON.stringify(
            done.map((d) => {
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
        await applyVerifications(tx, row.id, verified.done);
        const [counts] = await tx.$queryRaw<Array<{ enriched: number; candidates: number }>>(Prisma.sql`
          SELECT count(*) FILTER (WHERE enriched AND profile IS NOT NULL)::int AS enriched, count(*) FILTER (WHERE candidate)::int AS candidates
          FROM job_people WHERE job_id = ${row.id}`);
        await tx.job.update({
          where: { id: row.id },
          data: { profilesEnriched: counts!.enriched, preliminaryCandidates: counts!.candidates, updatedAt: new Date() },
        });
        await publishInTx(deps, tx, row, 'counters');
        if (verified.touchesPreview) await publishInTx(deps, tx, row, 'preview');
      })
      .then(
        () => null,
        (err: unknown) => err ?? new Error('enrich commit failed'),
      );
  };

  try {
    for await (const rows of peopleChunks(deps, job.id, { enriched: false }, size)) {
      const results = await mapSettled(rows, deps.config.ENRICH_CONCURRENCY, (r) =>
        sourceCall(deps, 'enrich_profile', () => deps.source.enrichProfile(companyId, r.personRef)),
      );
      const done: Array<{ ref: string; position: number; profile: Profile | null; current: boolean }> = [];
      const errors: unknown[] = [];
      results.forEach((res, i) => {
        const { personRef: ref, position } = rows[i]!;
        if (res.ok) done.push({ ref, position, profile: res.value, current: isCurrentEmployee(res.value, companyId) });
        else if (res.error instanceof SourceError && res.error.kind === 'not_found') done.push({ ref, position, profile: null, current: false });
        else errors.push(res.error);
      });
      // find_candidates' pass over the current employees just enriched.
      const current = done.filter((d) => d.current && d.profile !== null);
      const marks = shortlist(
        deps.matcher,
        ctx.persona,
        current.map((d) => ({ personRef: d.ref, position: d.position, profile: d.profile, currentEmployee: true })),
      );
      const verified = await takeVerified();
      await settle();
      if (done.length > 0 || verified.done.length > 0) commitChunk(done, marks, verified);
      if (errors.length > 0) {
        await settle();
        throw firstError(errors, isPermanentSourceError);
      }
      const keep = new Set(marks.filter((m) => m.candidate).map((m) => m.personRef));
      const candidates = current.filter((d) => keep.has(d.ref)).map((d) => ({ personRef: d.ref, position: d.position }));
      // Verified while the next chunk is enriched; committed with it (after this chunk's commit).
      if (candidates.length > 0) verifying = verifyBeside(ctx, companyId, candidates);
    }
    const verified = await takeVerified();
    await settle();
    if (verified.done.length > 0) {
      commitChunk([], [], verified);
      await settle();
    }
  } finally {
    // Calls still in flight finish inside this run (their usage is this run's), whatever happened.
    if (verifying) await verifying;
  }
  return { kind: 'next' };
};
