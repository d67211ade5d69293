// A company-relative rung said of people named with a tenure keeps the tenure: "the most senior of them" is the most
// senior of the new joiners, not of the whole area. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const only = (text: string) => compilePersona(text).criteria.include;

describe('a rung said of people with a tenure (s35)', () => {
  it.each([
    ['Software engineers who joined in the last 6 months, the most senior of them', { max: 5 }],
    ['Software engineers who joined in the last 6 months, only the most senior of them at each company', { max: 5 }],
    ['The most senior software engineer who joined in the last 6 months', { max: 5 }],
  ])('%s', (text, tenure) => {
    const inc = only(text);
    expect(inc).toHaveLength(1);
    expect(inc[0]).toMatchObject({ areas: ['software'], rung: 'top', tenure });
  });

  it('a rung alone keeps no tenure it was not said with', () => {
    expect(only('Software engineers, the most senior of them')[0]?.tenure).toBeUndefined();
  });
});
