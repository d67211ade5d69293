// Session 28: a misspelt later word of a phrase whose first word is a phrase of its own ("Revenue Operatons", "Product
// Marketting managers", "Marketing de produtco") is read as the longer phrase (tokens.ts): the first word was taken alone
// ("revenue" = sales) and the misspelt word corrected on its own ("operatons" = operations), so the persona asked for all
// of sales and operations. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const areasOf = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);

describe('a typo inside a phrase that starts with a word of its own', () => {
  it.each([
    ['Revenue Operatons managers and heads', 'revops', ['sales', 'operations']],
    ['Head of Revenue Operatoins', 'revops', ['sales', 'operations']],
    ['Product Marketting managers', 'product_marketing', ['product', 'marketing']],
    ['Marketing de produtco, do analista ao head', 'product_marketing', ['product', 'marketing']],
  ])('%s names %s only', (d, area, not) => {
    const areas = areasOf(d);
    expect(areas).toContain(area);
    for (const a of not) expect(areas).not.toContain(a);
  });
  it('"Product Managment, junior to senior" is product management, not a manager rung', () => {
    const [s] = compilePersona('Product Managment, junior to senior').criteria.include;
    expect(s?.areas).toEqual(['product']);
    expect(s?.levels).not.toContain('manager');
  });
  it('a word spelt right stays the shorter phrase ("Revenue people")', () => {
    expect(areasOf('Revenue people and sales ops')).toEqual(['sales', 'revops']);
  });
});
