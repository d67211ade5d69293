// match_target: the full persona match of the verified candidates, in batches of LLM_BATCH_SIZE. Each
// batch's decisions and matcher usage are committed together, so a re-run only asks about undecided
// candidates (usage is never counted twice). Then the result is published (src/pipeline/publish.ts);
// while that runs the stage stays match_target.
import { Prisma } from '../../generated/prisma/client.js';
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { decisionFor } from '../decisions.js';
import { matcherCall } from '../instrument.js';
import { publishResult } from '../publish.js';
import type { StageHandler } from '../worker.js';

export const matchTarget: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const batch = deps.config.LLM_BATCH_SIZE;
  let after = -1;
  for (;;) {
    const rows = await deps.db.prisma.jobPerson.findMany({
      // toJudge (src/pipeline/decisions.ts): verified candidates still employed.
      where: { jobId: job.id, verified: true, currentEmployee: true, decision: { equals: Prisma.DbNull }, position: { gt: after } },
      orderBy: { position: 'asc' },
      take: batch,
      select: { personRef: true, position: true, profile: true },
    });
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.position;
    const profiles = rows.filter((r) => r.profile !== null).map((r) => r.profile as unknown as Profile);
    const result = await matcherCall(deps, () => deps.matcher.match(ctx.persona, profiles));
    const byRef = new Map(result.decisions.map((d) => [d.person_ref, d]));
    await ctx.commit(async (tx, row) => {
      const rowsJson = JSON.stringify(
        rows.map((r) => {
          const decision = decisionFor(byRef.get(r.personRef));
          return { person_ref: r.personRef, decision, matched: decision.match, score: decision.score };
        }),
      );
      await tx.$executeRaw(Prisma.sql`
        UPDATE job_people jp SET decision = v.decision, matched = v.matched, score = v.score
        FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, decision jsonb, matched boolean, score double precision)
        WHERE jp.job_id = ${row.id} AND jp.person_ref = v.person_ref`);
      const matched = await tx.jobPerson.count({ where: { jobId: row.id, matched: true } });
      await tx.job.update({
        where: { id: row.id },
        data: {
          targetPeopleCount: matched,
          matcherCalls: { increment: result.usage.calls },
          matcherTokens: { increment: result.usage.tokens },
          updatedAt: new Date(),
        },
      });
      await publishInTx(deps, tx, row, 'counters');
    });
  }
  return publishResult(ctx);
};
