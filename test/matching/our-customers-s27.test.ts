// Session 27 (issue 22): a seller's own customers of a sector are where the wanted people work ("at our manufacturing
// customers", "bei unseren Fertigungskunden", "en nuestros clientes de software", "bij onze softwareklanten"): the sector is
// the employer, not a function of the people (compiler/employer-forms.ts). Customers named as a seller's market stay no
// employer. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

describe("the seller's own customers are the employer", () => {
  it.each<[string, string]>([
    ['Buyers at our manufacturing customers', 'manufacturing'],
    ['Finance leaders in our software customers', 'software'],
    ['Einkäufer bei unseren Fertigungskunden', 'manufacturing'],
    ['Compradores en nuestros clientes de software', 'software'],
    ['Inkopers bij onze softwareklanten', 'software'],
  ])('%s', (definition, sector) => {
    const { criteria } = compilePersona(definition);
    expect(criteria.employer?.sectors).toEqual([sector]);
    expect(criteria.include.flatMap((s) => s.areas)).not.toContain('manufacturing');
  });

  it('customers without "our" are still a market', () => {
    expect(compilePersona('AEs who sell to software customers').criteria.employer).toBeUndefined();
  });
});
