// match_company: make sure the job knows its company. Usually resolved at submission already (then this
// stage only moves on); when the data source failed at submission, resolve it here (retryable errors
// retry, `not_found` ends the job not_found) and apply the size gate (too_large) as submission would have.
import { sizeGate } from '../../domain/accounts/plans.js';
import { companyNotFoundMessage, networkHosts, parseCompanyInput } from '../../domain/jobs/input.js';
import { publishInTx } from '../../domain/jobs/store.js';
import { companyColumns } from '../../domain/jobs/submit.js';
import { nullIfNotFound } from '../../sources/port.js';
import { sourceCall } from '../../sources/instrument.js';
import type { StageHandler } from '../worker.js';

export const matchCompany: StageHandler = async (ctx) => {
  const { deps, job } = ctx;
  if (job.companyId !== null && job.company !== null) return { kind: 'next' };
  const ref = parseCompanyInput(job.input, networkHosts(deps.config.NETWORK_HOSTS));
  const company = await sourceCall(deps, 'resolve_company', () => deps.source.resolveCompany(ref)).catch(nullIfNotFound);
  if (!company) return { kind: 'finish', status: 'not_found', message: companyNotFoundMessage(ref) };
  const account = await deps.db.prisma.account.findUniqueOrThrow({ where: { id: job.accountId }, select: { tier: true } });
  await ctx.commit(async (tx, row) => {
    await tx.job.update({
      where: { id: row.id },
      data: { ...companyColumns(company), updatedAt: new Date() },
    });
    await publishInTx(deps, tx, row, 'counters');
  });
  const gated = sizeGate(account.tier, company, deps.config.SIZE_GATE_EMPLOYEES);
  return gated ? { kind: 'finish', ...gated } : { kind: 'next' };
};
