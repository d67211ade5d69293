// The service's two small async helpers: one retry loop and one concurrency limiter.
import { describe, expect, it } from 'vitest';
import { mapLimit } from '../../src/lib/concurrency.js';
import { retry } from '../../src/lib/retry.js';

describe('retry', () => {
  it('retries retryable failures with the delays asked for, then returns', async () => {
    const waits: number[] = [];
    let calls = 0;
    const out = await retry(
      async (attempt) => {
        calls += 1;
        if (attempt < 2) throw new Error(`fail ${attempt}`);
        return 'ok';
      },
      { retries: 5, retryable: () => true, delayMs: (_e, n) => (waits.push(n), 1) },
    );
    expect(out).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([1, 2]);
  });

  it('throws the last failure once the retries are used up, and a non-retryable one at once', async () => {
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls += 1;
          throw new Error('always');
        },
        { retries: 2, retryable: () => true, delayMs: () => 0 },
      ),
    ).rejects.toThrow('always');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retry(
        async () => {
          calls += 1;
          throw new Error('fatal');
        },
        { retries: 2, retryable: () => false, delayMs: () => 0 },
      ),
    ).rejects.toThrow('fatal');
    expect(calls).toBe(1);
  });
  it('with retries: Infinity, runs until the signal ends a wait (a loop that runs until closed)', async () => {
    const closing = new AbortController();
    let calls = 0;
    const loop = retry(
      async () => {
        calls += 1;
        if (calls === 3) closing.abort(new Error('closed'));
        throw new Error('down');
      },
      { retries: Infinity, retryable: () => true, delayMs: (_e, n) => (n < 3 ? 0 : 3_600_000), signal: closing.signal, unref: true },
    );
    await expect(loop).rejects.toThrow('closed');
    expect(calls).toBe(3);
  });

  it('stops when a failure stops being retryable (closed between two attempts)', async () => {
    let closed = false;
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls += 1;
          if (calls === 4) closed = true;
          throw new Error('down');
        },
        { retries: Infinity, retryable: () => !closed, delayMs: () => 0 },
      ),
    ).rejects.toThrow('down');
    expect(calls).toBe(4);
  });
});

describe('mapLimit', () => {
  it('keeps input order and never exceeds the limit', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
