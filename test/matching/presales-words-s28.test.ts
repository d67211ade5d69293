// Session 28: presales said in French, Spanish and Portuguese ("l'avant-vente", "preventa", "pré-vendas") is sales
// engineering, as "presales" is and as the title reader reads "Ingénieur avant-vente" (the compiler read "vente" alone: all
// of sales, so "pas l'avant-vente" left out every seller). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

describe('presales words', () => {
  it.each([
    ["Commerciaux terrain et ingénieurs commerciaux, pas l'avant-vente", 'fr'],
    ['Vendedores de campo, sin preventa', 'es'],
    ['Executivos de contas, sem pré-vendas', 'pt'],
  ])('%s leaves out presales, not the sellers', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.exclude.some((s) => s.areas.includes('sales_engineering'))).toBe(true);
    expect(c.exclude.some((s) => s.areas.includes('sales'))).toBe(false);
  });
  it('an avant-vente team is sales engineering', () => {
    expect(compilePersona("L'équipe avant-vente et ses managers").criteria.include.some((s) => s.areas.includes('sales_engineering'))).toBe(true);
  });
});
