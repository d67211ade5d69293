import { describe, expect, it } from 'vitest';
import { TextMemo } from '../../src/matching/text-memo.js';

describe('TextMemo', () => {
  it('computes a text once, remembers null and false results too, and forgets everything when full', () => {
    const memo = new TextMemo<string | null | boolean>(2);
    let calls = 0;
    const read = (t: string, v: string | null | boolean) => memo.get(t, () => (calls++, v));
    expect(read('a', null)).toBeNull();
    expect(read('a', 'other')).toBeNull();
    expect(read('b', false)).toBe(false);
    expect(read('b', true)).toBe(false);
    expect(calls).toBe(2);
    // full at 2: the third text clears the memo, so 'a' is computed again
    expect(read('c', 'c')).toBe('c');
    expect(read('a', 'again')).toBe('again');
    expect(calls).toBe(4);
  });
});
