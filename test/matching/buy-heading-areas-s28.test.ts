// Session 28: under a heading naming the buyers of a product ("whoever owns the budget for recruiting software:"), the
// product's area does not narrow the people listed: the Head of People stays HR's head (read-sentence.ts narrowed every
// HR piece to recruiting). A heading of a team still narrows its function ("Field sales team: salespeople"). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (d: string) => compilePersona(d).criteria.include;

describe('the buyers of a product over a list', () => {
  it.each([
    'Who buys our recruiting software: the Head of TA, TA leads and the Head of People',
    'Budget owners for payroll software → finance director, Head of People',
  ])('%s keeps the HR leaders in HR', (d) => {
    expect(include(d).some((s) => s.areas.includes('human_resources') && s.levels.includes('head'))).toBe(true);
  });
  it('a team heading still narrows its function', () => {
    const inc = include('Field sales team: salespeople and sales managers');
    expect(inc.every((s) => !s.areas.includes('sales'))).toBe(true);
    expect(inc.some((s) => s.areas.includes('field_sales'))).toBe(true);
  });
});
