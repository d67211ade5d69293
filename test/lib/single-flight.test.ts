// The single-flight rule of the poll read (src/lib/single-flight.ts): callers of one key share a load,
// but never one that started before their call. Loads are held open by hand, so every interleaving
// below is fixed (no timing).
import { describe, expect, it } from 'vitest';
import { singleFlight } from '../../src/lib/single-flight.js';

/** A load that resolves only when told to: started[i] is the i-th load, in start order. */
function gatedLoads() {
  const started: Array<{ key: string; resolve(v: string): void; reject(e: Error): void }> = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      started.push({ key, resolve, reject });
    });
  return { started, load };
}

/** Let every queued promise reaction run. */
const settle = () => new Promise<void>((r) => setImmediate(r));

describe('singleFlight', () => {
  it('a caller arriving while a load runs gets the next load, shared with the others arriving meanwhile', async () => {
    const { started, load } = gatedLoads();
    const read = singleFlight(load);
    const first = read('a');
    expect(started).toHaveLength(1);
    // arrive while load 0 runs: it may predate them, so they wait for load 1 (one for all of them)
    const second = read('a');
    const third = read('a');
    await settle();
    expect(started).toHaveLength(1);
    started[0]!.resolve('v0');
    expect(await first).toBe('v0');
    await settle();
    expect(started).toHaveLength(2);
    // arrives while load 1 runs: waits for load 2
    const fourth = read('a');
    started[1]!.resolve('v1');
    expect(await second).toBe('v1');
    expect(await third).toBe('v1');
    await settle();
    expect(started).toHaveLength(3);
    started[2]!.resolve('v2');
    expect(await fourth).toBe('v2');
    // idle again: the next caller starts a load at once
    await settle();
    const fifth = read('a');
    expect(started).toHaveLength(4);
    started[3]!.resolve('v3');
    expect(await fifth).toBe('v3');
  });

  it('keys are independent', async () => {
    const { started, load } = gatedLoads();
    const read = singleFlight(load);
    const a = read('a');
    const b = read('b');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
    started[1]!.resolve('b0');
    started[0]!.resolve('a0');
    expect([await a, await b]).toEqual(['a0', 'b0']);
  });

  it('a failed load fails its callers only; the next callers load again', async () => {
    const { started, load } = gatedLoads();
    const read = singleFlight(load);
    const first = read('a');
    const second = read('a');
    started[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await settle();
    expect(started).toHaveLength(2);
    started[1]!.resolve('v1');
    expect(await second).toBe('v1');
    await settle();
    const third = read('a');
    expect(started).toHaveLength(3);
    started[2]!.resolve('v2');
    expect(await third).toBe('v2');
  });

  it('a load that throws synchronously becomes a rejection and frees the key', async () => {
    let calls = 0;
    const read = singleFlight((key: string) => {
      calls += 1;
      if (calls === 1) throw new Error(`no ${key}`);
      return Promise.resolve('ok');
    });
    await expect(read('a')).rejects.toThrow('no a');
    await settle();
    expect(await read('a')).toBe('ok');
  });
});
