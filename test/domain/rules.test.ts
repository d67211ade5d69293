// Pure rules, tested without a database: the job state machine, the pipeline's retry delays, the webhook
// retry schedule, paging bounds, the size gate, the idempotency fingerprint and job ownership by key.
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, TERMINAL_STATUSES, canTransition, creditsFor, isRetryable, isTerminal, nextStage, STAGES } from '../../src/domain/jobs/state.js';
import { checkPage, checkPageSize } from '../../src/domain/paging.js';
import { sizeGate } from '../../src/domain/accounts/plans.js';
import { commandFingerprint } from '../../src/domain/jobs/idempotency.js';
import { AppError } from '../../src/domain/errors.js';
import { jobsOfKey, ownsJob } from '../../src/domain/jobs/ownership.js';
import { retryDelayMs } from '../../src/pipeline/worker.js';
import { nextDelayMs, parseRetryAfter } from '../../src/webhooks/delivery.js';
import type { Deps } from '../../src/deps.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (e) {
    return e instanceof AppError ? e.code : 'other';
  }
};

describe('job state machine', () => {
  it('processing goes to every terminal status; only failed comes back (retry); nothing else moves', () => {
    for (const to of TERMINAL_STATUSES) expect(canTransition('processing', to), to).toBe(true);
    expect(canTransition('processing', 'processing')).toBe(false);
    for (const from of TERMINAL_STATUSES) {
      for (const to of JOB_STATUSES) expect(canTransition(from, to), `${from} → ${to}`).toBe(from === 'failed' && to === 'processing');
    }
    expect(JOB_STATUSES.filter(isRetryable)).toEqual(['failed']);
    expect(JOB_STATUSES.filter((s) => !isTerminal(s))).toEqual(['processing']);
    expect(JOB_STATUSES.map(creditsFor)).toEqual(JOB_STATUSES.map((s) => (s === 'done' ? 1 : 0)));
  });

  it('stages run in order and end after match_target', () => {
    const order: string[] = [STAGES[0]!];
    for (let s = nextStage(STAGES[0]!); s; s = nextStage(s)) order.push(s);
    expect(order).toEqual([...STAGES]);
    expect(nextStage('match_target')).toBeNull();
  });
});

describe('pipeline retry delays', () => {
  const deps = { config: { PIPELINE_RETRY_BASE_MS: 2000, PIPELINE_RETRY_MAX_MS: 600_000 } } as unknown as Pick<Deps, 'config'>;
  it('double from the base, capped at the maximum; a longer wait asked for by the source wins', () => {
    expect([1, 2, 3, 4, 5].map((a) => retryDelayMs(deps, a))).toEqual([2000, 4000, 8000, 16000, 32000]);
    expect(retryDelayMs(deps, 20)).toBe(600_000);
    expect(retryDelayMs(deps, 1, 90_000)).toBe(90_000);
    expect(retryDelayMs(deps, 20, 900_000)).toBe(900_000);
    expect(retryDelayMs(deps, 3, 10)).toBe(8000);
  });
});

describe('webhook retry schedule', () => {
  const schedule = [5000, 300_000, 1_800_000];
  const ok = { status: 500, headers: {} };
  it('follows the schedule, then stops', () => {
    expect([1, 2, 3, 4].map((n) => nextDelayMs(schedule, n, ok))).toEqual([5000, 300_000, 1_800_000, null]);
  });
  it('honours a longer Retry-After on 429 and 503 (capped at 24 h), never a shorter one', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    expect(nextDelayMs(schedule, 1, { status: 429, headers: { 'retry-after': '3600' } }, now)).toBe(3_600_000);
    expect(nextDelayMs(schedule, 2, { status: 503, headers: { 'retry-after': '1' } }, now)).toBe(300_000);
    expect(nextDelayMs(schedule, 1, { status: 429, headers: { 'retry-after': String(10 * 86_400) } }, now)).toBe(86_400_000);
    expect(nextDelayMs(schedule, 1, { status: 500, headers: { 'retry-after': '3600' } }, now)).toBe(5000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('paging bounds', () => {
  it('limit 1..max and skip ≥ 0 (validation_error naming the parameter)', () => {
    expect(checkPage({ limit: 1, skip: 0 }, 100)).toEqual({ limit: 1, skip: 0 });
    expect(checkPage({ limit: 100, skip: 5 }, 100)).toEqual({ limit: 100, skip: 5 });
    for (const bad of [
      { limit: 0, skip: 0 },
      { limit: 101, skip: 0 },
      { limit: 1.5, skip: 0 },
      { limit: 10, skip: -1 },
    ]) {
      expect(
        codeOf(() => checkPage(bad, 100)),
        JSON.stringify(bad),
      ).toBe('validation_error');
    }
    try {
      checkPage({ limit: 500, skip: 0 }, 200);
    } catch (e) {
      expect((e as AppError).extras.details?.[0]?.loc).toEqual(['limit']);
    }
  });
  it('cursor page sizes 1..max', () => {
    expect(checkPageSize(20, 100)).toBe(20);
    for (const bad of [0, 101, 2 ** 31, 2.5])
      expect(
        codeOf(() => checkPageSize(bad, 100)),
        String(bad),
      ).toBe('validation_error');
  });
});

describe('size gate', () => {
  const big = { name: 'Kestrel', employees_count: 140 };
  it('answers too_large above the gate on free and pro, never on premium or at the gate', () => {
    expect(sizeGate('free', big, 100)).toEqual({ status: 'too_large', message: expect.stringContaining('140 employees') });
    expect(sizeGate('pro', big, 100)?.status).toBe('too_large');
    expect(sizeGate('premium', big, 100)).toBeNull();
    expect(sizeGate('free', { ...big, employees_count: 100 }, 100)).toBeNull();
  });
});

describe('idempotency fingerprint', () => {
  const cmd = { api: 'v1', input: 'acme', operation: 'target_people', personaSlug: 'owners-founders' };
  it('is the same for the same command whatever the transport, different for any other field', () => {
    expect(commandFingerprint(cmd)).toBe(commandFingerprint({ ...cmd, callbackUrl: undefined }));
    expect(commandFingerprint(cmd)).not.toBe(commandFingerprint({ ...cmd, input: 'acme2' }));
    expect(commandFingerprint(cmd)).not.toBe(commandFingerprint({ ...cmd, api: 'unversioned' }));
    expect(commandFingerprint(cmd)).not.toBe(commandFingerprint({ ...cmd, callbackUrl: 'https://x.example/h' }));
  });
});

describe('job ownership by key', () => {
  const key = { apiKeyId: '0b7c1f0e-0000-4000-8000-000000000001' };
  it('a job (row or event) belongs only to the key that submitted it', () => {
    expect(ownsJob(key, { apiKeyId: key.apiKeyId })).toBe(true);
    expect(ownsJob(key, { apiKeyId: '0b7c1f0e-0000-4000-8000-000000000002' })).toBe(false);
  });
  it('queries over several jobs filter by the same key', () => {
    expect(jobsOfKey(key)).toEqual({ apiKeyId: key.apiKeyId });
  });
});
