// find_candidates: the matcher's cheap recall pass over the current employees' enriched profiles, in
// chunks in roster order (peopleChunks). Former employees are never candidates. enrich_profiles already
// shortlists each chunk it enriches (the same decision, src/pipeline/decisions.ts `shortlist`, which
// judges each profile on its own), so this stage only takes the current employees without a recall score
// (e.g. enriched by an earlier run). No current employee at all → `no_people_found`.
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { SHORTLIST_CHUNK, shortlist } from '../decisions.js';
import { applyShortlist, peopleChunks } from '../people.js';
import { unlessSomeoneIsCurrent } from '../sourcing.js';
import type { StageHandler } from '../worker.js';

export const findCandidates: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  // Not yet shortlisted (enrich_profiles shortlists most people as it enriches them): every row committed
  // here gets a recall score, so a re-run resumes after the last commit.
  for await (const rows of peopleChunks(deps, job.id, { currentEmployee: true, recallScore: null }, SHORTLIST_CHUNK, true)) {
    const marks = shortlist(
      deps.matcher,
      ctx.persona,
      rows.map((r) => ({ personRef: r.personRef, position: r.position, profile: r.profile as unknown as Profile | null, currentEmployee: true })),
    );
    await ctx.commit(async (tx, row) => {
      await applyShortlist(tx, row.id, marks);
      const candidates = await tx.jobPerson.count({ where: { jobId: row.id, candidate: true } });
      await tx.job.update({ where: { id: row.id }, data: { preliminaryCandidates: candidates, updatedAt: new Date() } });
      await publishInTx(deps, tx, row, 'counters');
    });
  }
  return unlessSomeoneIsCurrent(deps, job, `None of the ${job.teamScanned} people on the roster of ${job.companyName ?? 'the company'} is a current employee.`);
};
