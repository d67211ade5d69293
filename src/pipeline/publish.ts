// Publishing: the final, immutable result of a job. In one transaction holding the job lock (and only if
// the job is still processing with this run): charge 1 credit exactly once (a `spend` ledger entry whose
// ref is the job id; the unique index makes a replayed publish a no-op), read the balance after
// settlement, build the job's snapshot with the company and the ranked target people, store it as the job's
// result, record the webhook event and publish the status change. Matches a company-relative rung leaves out ("IT, only
// its head": not the most senior of them here) are stored as non-matches first (decisions.ts companyRungs).
import type { Company, Profile, Professional, TargetPerson } from '../domain/people/types.js';
import { balanceOf, chargeJobOnce } from '../domain/credits/ledger.js';
import { finishJob } from '../domain/jobs/store.js';
import { Prisma } from '../generated/prisma/client.js';
import { criteriaOf } from '../matching/index.js';
import { companyRungs, rankMatches, type StoredDecision } from './decisions.js';
import type { StageContext, StageOutcome } from './worker.js';

const EMPTY_PROFESSIONAL: Professional = {
  tier: '',
  role: '',
  function: '',
  work_status: '',
  belongs_to_company: '',
  manages_people: '',
  budget_authority: '',
};

export function targetPerson(rank: number, profile: Profile, decision: StoredDecision): TargetPerson {
  return {
    rank_in_company: rank,
    is_decision_maker: decision.is_decision_maker,
    why: decision.why,
    person: profile.person,
    professional: decision.professional ?? profile.professional ?? EMPTY_PROFESSIONAL,
    contact: profile.contact,
    experience: profile.experience,
    education: profile.education,
    signals: profile.signals,
    meta: profile.meta,
  };
}

export async function publishResult(ctx: StageContext): Promise<StageOutcome> {
  const { deps, job } = ctx;
  // Only the matches are loaded: the result is the one thing allowed to grow with the company.
  const matched = await deps.db.prisma.jobPerson.findMany({
    where: { jobId: job.id, matched: true },
    select: { personRef: true, profile: true, decision: true, position: true, score: true },
  });
  // A selector that takes only the most senior of its matches here demotes the others (decisions.ts companyRungs); the
  // demoted rows are stored as non-matches with the reason, so the job's people and its result agree.
  const { kept, demoted } = companyRungs(
    matched.filter((m) => m.decision !== null).map((m) => ({ ...m, score: m.score ?? 0, decision: m.decision as unknown as StoredDecision })),
    criteriaOf(ctx.persona).include,
  );
  const people = rankMatches(kept)
    .filter((m) => m.profile !== null)
    .map((m, i) => targetPerson(i + 1, m.profile as unknown as Profile, m.decision));
  await ctx.commit(async (tx, row) => {
    if (!row.company) throw new Error('cannot publish a job without its company');
    if (demoted.length) {
      const rowsJson = JSON.stringify(demoted.map((d) => ({ person_ref: d.personRef, decision: d.decision, score: d.decision.score })));
      await tx.$executeRaw(Prisma.sql`
        UPDATE job_people jp SET decision = v.decision, matched = false, score = v.score
        FROM jsonb_to_recordset(${rowsJson}::jsonb) AS v(person_ref text, decision jsonb, score double precision)
        WHERE jp.job_id = ${row.id} AND jp.person_ref = v.person_ref`);
    }
    await chargeJobOnce(tx, row.accountId, row.id);
    const balance = await balanceOf(tx, row.accountId);
    await tx.job.update({ where: { id: row.id }, data: { targetPeopleCount: people.length } });
    const done = { company: row.company as unknown as Company, targetPeople: people, creditsBalance: balance };
    await finishJob(deps, tx, { ...row, targetPeopleCount: people.length }, { status: 'done', done });
  });
  return { kind: 'finished' };
}
