// Publishing: the final, immutable result of a job. In one transaction holding the job lock (and only if
// the job is still processing with this run): charge 1 credit exactly once (a `spend` ledger entry whose
// ref is the job id; the unique index makes a replayed publish a no-op), read the balance after
// settlement, build the job's snapshot with the company and the ranked target people, store it as the job's
// result, record the webhook event and publish the status change.
import type { Company, Profile, Professional, TargetPerson } from '../domain/people/types.js';
import { balanceOf, chargeJobOnce } from '../domain/credits/ledger.js';
import { finishJob } from '../domain/jobs/store.js';
import { rankMatches, type StoredDecision } from './decisions.js';
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
    select: { profile: true, decision: true, position: true, score: true },
  });
  const people = rankMatches(matched.map((m) => ({ ...m, score: m.score ?? 0 })))
    .filter((m) => m.profile !== null && m.decision !== null)
    .map((m, i) => targetPerson(i + 1, m.profile as unknown as Profile, m.decision as unknown as StoredDecision));
  await ctx.commit(async (tx, row) => {
    if (!row.company) throw new Error('cannot publish a job without its company');
    await chargeJobOnce(tx, row.accountId, row.id);
    const balance = await balanceOf(tx, row.accountId);
    await tx.job.update({ where: { id: row.id }, data: { targetPeopleCount: people.length } });
    const done = { company: row.company as unknown as Company, targetPeople: people, creditsBalance: balance };
    await finishJob(deps, tx, { ...row, targetPeopleCount: people.length }, { status: 'done', done });
  });
  return { kind: 'finished' };
}
