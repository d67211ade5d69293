// Credits and concurrency at submission and retry (src/domain/jobs/capacity.ts, the account row lock),
// called directly and in parallel: neither limit is overshot by submissions racing each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { CO } from '../support/sample-companies.js';
import { submitJob } from '../../src/domain/jobs/submit.js';
import { AppError } from '../../src/domain/errors.js';
import { availableCredits } from '../../src/domain/credits/ledger.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

const submit = (caller: Awaited<ReturnType<DomainHarness['caller']>>) =>
  submitJob(h.deps, caller, { api: 'v1', input: CO.healthy, operation: 'target_people', personaSlug: 'owners-founders' }).then(
    (r) => r.job.status as string,
    (e: unknown) => (e instanceof AppError ? e.code : `unexpected ${String(e)}`),
  );

describe('capacity', () => {
  it('no credit left: insufficient_credits', async () => {
    const caller = await h.caller({ credits: 0 });
    expect(await submit(caller)).toBe('insufficient_credits');
  });

  it('12 parallel submissions with 3 credits and no concurrency limit: 3 accepted (credits held), 9 refused', async () => {
    const caller = await h.caller({ credits: 3, concurrency: 100 });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => submit(caller)));
    expect(outcomes.filter((o) => o === 'processing')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'insufficient_credits')).toHaveLength(9);
    expect(await availableCredits(h.db.prisma, caller.accountId)).toBe(0);
  });

  it('12 parallel submissions with plenty of credits and a concurrency limit of 2: 2 accepted, 10 concurrency_limit', async () => {
    const caller = await h.caller({ credits: 100, concurrency: 2 });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => submit(caller)));
    expect(outcomes.filter((o) => o === 'processing')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'concurrency_limit')).toHaveLength(10);
  });
});
