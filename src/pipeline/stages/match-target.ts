// match_target: the full persona match of the verified candidates, in batches of LLM_BATCH_SIZE. Each
// batch's decisions and matcher usage are committed together (a batch that cost matcher calls at once,
// free ones grouped, about 200 people per commit), so a re-run only asks about undecided candidates
// (usage is never counted twice); the next group is read while one is judged and committed (peopleChunks).
// Then the result is published (src/pipeline/publish.ts); while that runs the stage stays match_target.
import { Prisma } from '../../generated/prisma/client.js';
import type { Profile } from '../../domain/people/types.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { decisionFor } from '../decisions.js';
import { matcherCall } from '../instrument.js';
import type { MatchBatchResult } from '../../matching/port.js';
import { publishResult } from '../publish.js';
import { peopleChunks } from '../people.js';
import type { StageHandler } from '../worker.js';

/** Verified candidates read per query: whole match batches, about 200 people. */
function groupSize(batch: number): number {
  return batch * Math.max(1, Math.floor(200 / batch));
}

type Decided = { rows: Array<{ personRef: string }>; result: MatchBatchResult };

export const matchTarget: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  const batch = deps.config.LLM_BATCH_SIZE;
  // Decisions not yet committed. Batches that cost nothing (the rules matcher, cached answers) are
  // committed together, once per group read; a batch that cost matcher calls is committed at once.
  let decided: Decided[] = [];
  const commitDecided = async () => {
    const group = decided;
    decided = [];
    if (group.length === 0) return;
    const calls = group.reduce((n, d) => n + d.result.usage.calls, 0);
    const tokens = group.reduce((n, d) => n + d.result.usage.tokens, 0);
    await ctx.commit(async (tx, row) => {
      const rowsJson = JSON.stringify(
        group.flatMap(({ rows, result }) => {
          const byRef = new Map(result.decisions.map((d) => [d.person_ref, d]));
          return rows.map((r) => {
            const decision = decisionFor(byRef.get(r.personRef));
            return { person_ref: r.personRef, decision, matched: decision.match, score: decision.score };
          });
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
          matcherCalls: { increment: calls },
          matcherTokens: { increment: tokens },
          updatedAt: new Date(),
        },
      });
      await publishInTx(deps, tx, row, 'counters');
    });
  };
  // toJudge (src/pipeline/decisions.ts): verified candidates still employed.
  const toJudge = { verified: true, currentEmployee: true, decision: { equals: Prisma.DbNull } };
  for await (const read of peopleChunks(deps, job.id, toJudge, groupSize(batch), true)) {
    // The same batches (consecutive verified candidates in roster order) as reading one batch at a time.
    for (let i = 0; i < read.length; i += batch) {
      const rows = read.slice(i, i + batch);
      const profiles = rows.filter((r) => r.profile != null).map((r) => r.profile as unknown as Profile);
      const result = await matcherCall(deps, () => deps.matcher.match(ctx.persona, profiles)).catch(async (err: unknown) => {
        await commitDecided();
        throw err;
      });
      decided.push({ rows, result });
      if (result.usage.calls > 0) await commitDecided();
    }
    await commitDecided();
  }
  return publishResult(ctx);
};
