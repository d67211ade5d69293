// verify_candidates: re-check each shortlisted candidate live (still employed here? email status now),
// in chunks with bounded concurrency; successes of a chunk are committed before its failure is raised.
// A candidate who left is no longer a current employee; when nobody current remains → `no_people_found`.
import { publishInTx } from '../../domain/jobs/store.js';
import { isNotFound, type Verification } from '../../sources/port.js';
import { sourceCall } from '../../sources/instrument.js';
import { unlessSomeoneIsCurrent } from '../sourcing.js';
import { notFoundVerification } from '../decisions.js';
import { applyVerifications, chunkSize, firstError, isPermanentSourceError, peopleChunks } from '../people.js';
import { limiter } from '../../lib/concurrency.js';
import type { StageHandler } from '../worker.js';

export const verifyCandidates: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const companyId = job.companyId as number;
  const size = chunkSize(deps.config.ENRICH_CONCURRENCY);
  const cap = deps.config.PREVIEW_CAP;
  const slots = limiter(deps.config.ENRICH_CONCURRENCY);
  for await (const rows of peopleChunks(deps, job.id, { candidate: true, verificationComplete: false }, size)) {
    const results = await Promise.allSettled(
      rows.map((r) => slots(() => sourceCall(deps, 'verify_candidate', () => deps.source.verifyCandidate(companyId, r.personRef)))),
    );
    const done: Verification[] = [];
    const errors: unknown[] = [];
    results.forEach((res, i) => {
      if (res.status === 'fulfilled') done.push(res.value);
      else if (isNotFound(res.reason)) done.push(notFoundVerification(rows[i]!.personRef));
      else errors.push(res.reason);
    });
    if (done.length > 0) {
      const touchesPreview = rows.some((r) => r.position < cap);
      await ctx.commit(async (tx, row) => {
        await applyVerifications(tx, row.id, done);
        await tx.job.update({ where: { id: row.id }, data: { updatedAt: new Date() } });
        await publishInTx(deps, tx, row, 'counters');
        if (touchesPreview) await publishInTx(deps, tx, row, 'preview');
      });
    }
    if (errors.length > 0) throw firstError(errors, isPermanentSourceError);
  }
  // Candidates who left: whether anyone else current remains decides the status (unlessSomeoneIsCurrent).
  return unlessSomeoneIsCurrent(deps, job, `No one on the roster of ${job.companyName ?? 'the company'} could be verified as a current employee.`);
};
