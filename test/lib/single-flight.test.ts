// The batched single-flight rule of the poll read (src/lib/single-flight.ts): concurrent callers share
// loads, but never one that started before their call. Loads are held open by hand, so every
// interleaving below is fixed (no timing).
import { describe, expect, it } from 'vitest';
import { batchedReads } from '../../src/lib/single-flight.js';

/** Loads that settle only when told to: started[i] is the i-th load, in start order. */
function gatedLoads() {
  const started: Array<{ keys: string[]; resolve(v: Record<string, string>): void; reject(e: Error): void }> = [];
  const loadMany = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      started.push({ keys, resolve: (v) => resolve(new Map(Object.entries(v))), reject });
    });
  return { started, loadMany };
}

/** Let every queued promise reaction run. */
const settle = () => new Promise<void>((r) => setImmediate(r));

describe('batchedReads', () => {
  it('with one load at a time: callers arriving while it runs get the next load, one read of each key', async () => {
    const { started, loadMany } = gatedLoads();
    const read = batchedReads(loadMany, 1);
    const first = read('a');
    expect(started.map((s) => s.keys)).toEqual([['a']]);
    // arrive while load 0 runs: it may predate them, so they wait for load 1 (one for all of them)
    const second = read('a');
    const third = read('a');
    const other = read('b');
    await settle();
    expect(started).toHaveLength(1);
    started[0]!.resolve({ a: 'a0' });
    expect(await first).toBe('a0');
    await settle();
    expect(started.map((s) => s.keys)).toEqual([['a'], ['a', 'b']]);
    // arrives while load 1 runs: waits for load 2
    const fourth = read('a');
    started[1]!.resolve({ a: 'a1', b: 'b1' });
    expect([await second, await third, await other]).toEqual(['a1', 'a1', 'b1']);
    await settle();
    expect(started.map((s) => s.keys)).toEqual([['a'], ['a', 'b'], ['a']]);
    started[2]!.resolve({ a: 'a2' });
    expect(await fourth).toBe('a2');
    // idle again: the next caller starts a load at once
    await settle();
    const fifth = read('a');
    expect(started).toHaveLength(4);
    started[3]!.resolve({});
    expect(await fifth).toBeUndefined(); // a key the load did not find
  });

  it('runs up to maxInFlight loads at once; the rest wait for the first to settle', async () => {
    const { started, loadMany } = gatedLoads();
    const read = batchedReads(loadMany, 2);
    const a = read('a');
    const b = read('a'); // a second load may start at once: it starts after this call
    const c = read('a');
    const d = read('c');
    expect(started.map((s) => s.keys)).toEqual([['a'], ['a']]);
    started[1]!.resolve({ a: 'second' });
    expect(await b).toBe('second');
    await settle();
    expect(started.map((s) => s.keys)).toEqual([['a'], ['a'], ['a', 'c']]);
    started[2]!.resolve({ a: 'third', c: 'c' });
    expect([await c, await d]).toEqual(['third', 'c']);
    started[0]!.resolve({ a: 'first' });
    expect(await a).toBe('first');
  });

  it('a failed load fails its callers only; the next callers load again', async () => {
    const { started, loadMany } = gatedLoads();
    const read = batchedReads(loadMany, 1);
    const first = read('a');
    const second = read('a');
    started[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await settle();
    expect(started).toHaveLength(2);
    started[1]!.resolve({ a: 'v1' });
    expect(await second).toBe('v1');
  });

  it('a load that throws synchronously becomes a rejection and frees its slot', async () => {
    let calls = 0;
    const read = batchedReads((keys: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error(`no ${keys.join()}`);
      return Promise.resolve(new Map(keys.map((k) => [k, 'ok'])));
    }, 1);
    await expect(read('a')).rejects.toThrow('no a');
    expect(await read('a')).toBe('ok');
  });
});
