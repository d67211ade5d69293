// find_candidates: the matcher's cheap recall pass over the current employees' enriched profiles, in
// chunks (keyset on roster position, persisted in jobs.cursor so a re-run resumes). Former employees are
// never candidates. No current employee at all → `no_people_found`.
import { Prisma } from '../../generated/prisma/client.js';
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { SHORTLIST_CHUNK, shortlist } from '../decisions.js';
import type { StageHandler } from '../worker.js';

export const findCandidates: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  let after = job.cursor !== null && /^-?\d+$/.test(job.cursor) ? Number(job.cursor) : -1;
  for (;;) {
    const rows = await deps.db.prisma.jobPerson.findMany({
      where: { jobId: job.id, currentEmployee: true, position: { gt: after } },
      orderBy: { position: 'asc' },
      take: SHORTLIST_CHUNK,
      select: { personRef: true, position: true, profile: true },
    });
    if (rows.length === 0) break;
    const last = rows[rows.length - 1]!.position;
    const marks = shortlist(
      deps.matcher,
      ctx.persona,
      rows.map((r) => ({ personRef: r.personRef, position: r.position, profile: r.profile as unknown as Profile | null, currentEmployee: true })),
    );
    await ctx.commit(async (tx, row) => {
      const rowsJson = JSON.stringify(marks.map((m) => ({ person_ref: m.personRef, keep: m.candidate, score: m.recallScore })));
      await tx.$executeRaw(Prisma.sql`
        UPDATE job_people jp SET candidate = v.keep, recall_score = v.score
        FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, keep boolean, score double precision)
        WHERE jp.job_id = ${row.id} AND jp.person_ref = v.person_ref`);
      const candidates = await tx.jobPerson.count({ where: { jobId: row.id, candidate: true } });
      await tx.job.update({ where: { id: row.id }, data: { preliminaryCandidates: candidates, cursor: String(last), updatedAt: new Date() } });
      await publishInTx(deps, tx, row, 'counters');
    });
    after = last;
  }
  const current = await deps.db.prisma.jobPerson.count({ where: { jobId: job.id, currentEmployee: true } });
  if (current === 0) {
    return {
      kind: 'finish',
      status: 'no_people_found',
      message: `None of the ${job.teamScanned} people on the roster of ${job.companyName ?? 'the company'} is a current employee.`,
    };
  }
  return { kind: 'next' };
};
