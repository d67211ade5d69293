import { describe, expect, it } from 'vitest';
import { ndcgAt10 } from '../../src/matching/evaluate.js';

describe('nDCG@10', () => {
  it('is 1 for a perfect ranking and lower when relevant people rank late', () => {
    expect(ndcgAt10(['a', 'b', 'x'], new Set(['a', 'b']))).toBe(1);
    expect(ndcgAt10(['x', 'a', 'b'], new Set(['a', 'b']))).toBeLessThan(1);
    expect(ndcgAt10([], new Set(['a']))).toBe(0);
  });
});
