// Submission (src/domain/jobs/submit.ts) called directly: the checks in the spec's order, the job and its
// first stage message, answers at submission (not_found, too_large) stored as snapshots, idempotent replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { CO } from '../support/sample-companies.js';
import { submitJob, type SubmitJob } from '../../src/domain/jobs/submit.js';
import { getJob, jobOfRow } from '../../src/domain/jobs/queries.js';
import { AppError } from '../../src/domain/errors.js';
import { SNAPSHOT_VERSION } from '../../src/domain/jobs/snapshot.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

const v1 = (input: string | undefined, extra: Partial<SubmitJob> = {}): SubmitJob => ({
  api: 'v1',
  input,
  operation: 'target_people',
  personaSlug: 'owners-founders',
  ...extra,
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

describe('submitJob', () => {
  it('accepts a known company: a processing job, its first stage message, a created event', async () => {
    const caller = await h.caller();
    const r = await submitJob(h.deps, caller, v1(CO.healthy));
    expect(r.outcome).toBe('accepted');
    expect(r.job).toMatchObject({ status: 'processing', apiKeyId: caller.apiKeyId, companyId: CO.healthyId, personaSlug: 'owners-founders' });
    expect(h.sent.stages).toContainEqual({ jobId: r.job.id, stage: 'match_company', run: r.job.stageRun });
    expect(h.sent.events).toContainEqual(expect.objectContaining({ jobId: r.job.id, change: 'created' }));
    // the job reads' own statement (src/db/job-reads.ts) gives the job Prisma's row gives
    const read = await getJob(h.deps, caller, r.job.id);
    expect(read.status).toBe('processing');
    expect(read).toEqual(jobOfRow(await h.db.prisma.job.findUniqueOrThrow({ where: { id: r.job.id } })));
  });

  it('checks in the spec order: input, operation, persona', async () => {
    const caller = await h.caller();
    expect(await codeOf(submitJob(h.deps, caller, v1(undefined, { operation: 'nope', personaSlug: null })))).toBe('invalid_input');
    expect(await codeOf(submitJob(h.deps, caller, v1(CO.healthy, { operation: 'nope', personaSlug: null })))).toBe('unsupported_operation');
    expect(await codeOf(submitJob(h.deps, caller, v1(CO.healthy, { personaSlug: null })))).toBe('persona_required');
    expect(await codeOf(submitJob(h.deps, caller, v1(CO.healthy, { personaSlug: 'no-such-persona' })))).toBe('persona_not_found');
  });

  it('answers an unknown company at once: a finished not_found job, uncharged, stored as a snapshot', async () => {
    const caller = await h.caller();
    const r = await submitJob(h.deps, caller, v1('https://network.example/company/no-such-company-anywhere'));
    expect(r.outcome).toBe('answered');
    expect(r.job).toMatchObject({ status: 'not_found', creditsCharged: 0 });
    expect(JSON.parse(r.job.result as string)).toMatchObject({ version: SNAPSHOT_VERSION, id: r.job.id, status: 'not_found' });
    expect(jobOfRow(r.job)).toEqual(await getJob(h.deps, caller, r.job.id));
  });

  it('answers a company over the plan size gate with too_large', async () => {
    const caller = await h.caller({ tier: 'free' });
    const r = await submitJob(h.deps, caller, v1(CO.mid));
    expect(r).toMatchObject({ outcome: 'answered', job: { status: 'too_large' } });
  });

  it('replays the same command under the same Idempotency-Key; another command under it conflicts', async () => {
    const caller = await h.caller();
    const first = await submitJob(h.deps, caller, v1(CO.healthy, { idempotencyKey: 'k-1' }));
    const again = await submitJob(h.deps, caller, v1(CO.healthy, { idempotencyKey: 'k-1' }));
    expect(again).toMatchObject({ replayed: true, outcome: 'accepted', job: { id: first.job.id } });
    expect(await codeOf(submitJob(h.deps, caller, v1(CO.empty, { idempotencyKey: 'k-1' })))).toBe('idempotency_conflict');
  });
});
