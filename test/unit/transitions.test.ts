// Job state transitions through the use cases (src/domain/jobs/{state,store,cancel,retry}.ts): cancel,
// finish, the exactly-once charge of a done job, retry of a failed one, and what is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { CO } from '../support/sample-companies.js';
import { submitJob } from '../../src/domain/jobs/submit.js';
import { cancelJob } from '../../src/domain/jobs/cancel.js';
import { retryJob } from '../../src/domain/jobs/retry.js';
import { finishJob, lockJob, withTx } from '../../src/domain/jobs/store.js';
import { getJob } from '../../src/domain/jobs/queries.js';
import { balanceOf, chargeJobOnce } from '../../src/domain/credits/ledger.js';
import { AppError } from '../../src/domain/errors.js';
import type { Caller } from '../../src/domain/accounts/keys.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

async function submitted(caller: Caller): Promise<string> {
  const r = await submitJob(h.deps, caller, { api: 'v1', input: CO.healthy, operation: 'target_people', personaSlug: 'owners-founders' });
  return r.job.id;
}

async function finish(jobId: string, status: 'failed' | 'done'): Promise<void> {
  await withTx(h.deps, async (tx) => {
    const row = await lockJob(tx, jobId);
    await finishJob(h.deps, tx, row!, { status, message: status === 'failed' ? 'Stage scan_team failed: test.' : null });
  });
}

describe('job transitions', () => {
  it('cancel: a processing job becomes cancelled, uncharged, with its webhook event; cancelling again changes nothing', async () => {
    const caller = await h.caller();
    const id = await submitted(caller);
    const cancelled = await cancelJob(h.deps, caller, id);
    expect(cancelled).toMatchObject({ status: 'cancelled', creditsCharged: 0, processingState: null });
    expect(h.sent.webhooks).toContain(id);
    expect((await cancelJob(h.deps, caller, id)).updatedAt).toEqual(cancelled.updatedAt);
    expect(await getJob(h.deps, caller, id)).toMatchObject({ status: 'cancelled', message: 'Cancelled by the client.' });
  });

  it('retry: only a failed job restarts, at its failed stage, with a new run', async () => {
    const caller = await h.caller();
    const id = await submitted(caller);
    await expect(retryJob(h.deps, caller, id)).rejects.toMatchObject({ code: 'job_not_retryable' });
    await finish(id, 'failed');
    expect(await getJob(h.deps, caller, id)).toMatchObject({ status: 'failed' });
    const retried = await retryJob(h.deps, caller, id);
    expect(retried).toMatchObject({ status: 'processing', processingState: 'active', result: null });
    expect(h.sent.stages.at(-1)).toEqual({ jobId: id, stage: retried.stage, run: retried.stageRun });
    expect((await getJob(h.deps, caller, id)).status).toBe('processing');
  });

  it("a job is another key's: job_not_found", async () => {
    const owner = await h.caller();
    const other = await h.caller();
    const id = await submitted(owner);
    const err = await cancelJob(h.deps, other, id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('job_not_found');
  });

  it('the charge of a done job happens once, whoever tries it in parallel', async () => {
    const caller = await h.caller({ credits: 5 });
    const id = await submitted(caller);
    const charged = await Promise.all(Array.from({ length: 8 }, () => h.db.prisma.$transaction((tx) => chargeJobOnce(tx, caller.accountId, id))));
    expect(charged.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(h.db.prisma, caller.accountId)).toBe(4);
  });

  it('a finished job is frozen: read from the cache, the same object every time, never another state', async () => {
    const caller = await h.caller();
    const id = await submitted(caller);
    await cancelJob(h.deps, caller, id);
    const first = await getJob(h.deps, caller, id);
    expect(await getJob(h.deps, caller, id)).toBe(first);
  });
});
