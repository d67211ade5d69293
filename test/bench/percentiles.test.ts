// The bench's latency figures: percentiles of a histogram of 0.1 ms buckets (nearest rank), and runs taken
// in turns merged into one histogram (so p99 is over all the rounds' answers, not the worst round's).
import { describe, expect, it } from 'vitest';
import { mergeLoads, percentiles, type LoadResult } from './lib/load.js';

/** A histogram of these latencies (ms). */
function histogram(ms: number[]): Array<[number, number]> {
  const h = new Map<number, number>();
  for (const v of ms) h.set(Math.round(v * 10), (h.get(Math.round(v * 10)) ?? 0) + 1);
  return [...h];
}

function run(ms: number[], rps: number): LoadResult {
  return {
    rps,
    ...percentiles(histogram(ms)),
    latencies: histogram(ms),
    p999All: Math.max(...ms),
    firstMax: 1,
    firstP50: 1,
    mean: ms.reduce((a, b) => a + b, 0) / ms.length,
    requests: ms.length,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    bytesPerRequest: 100,
  };
}

describe('bench latency percentiles', () => {
  it('are nearest-rank over the histogram', () => {
    // 1,000 answers, one each of 0.1, 0.2, … 100.0 ms
    const ms = Array.from({ length: 1000 }, (_, i) => (i + 1) / 10);
    expect(percentiles(histogram(ms))).toEqual({ p50: 50, p99: 99, p999: 99.9 });
    expect(percentiles([])).toEqual({ p50: 0, p99: 0, p999: 0 });
  });

  it('of runs taken in turns are over all their answers together', () => {
    // one quiet round and one with 20 slow answers in 1,000: p99 of the whole is between the two rounds'
    const quiet = run(
      Array.from({ length: 1000 }, () => 2),
      500,
    );
    const slow = run([...Array.from({ length: 980 }, () => 2), ...Array.from({ length: 20 }, () => 40)], 500);
    expect(slow.p99).toBe(40);
    const merged = mergeLoads([quiet, slow], [2, 2]);
    expect(merged.requests).toBe(2000);
    expect(merged.rps).toBe(500);
    expect(merged.p99).toBe(2);
    expect(merged.p999).toBe(40);
    expect(merged.p999All).toBe(40);
  });
});
