// Session 54: the field sales of farmers' suppliers: sales representatives and technical sales titles are field sales, a
// "Sales Advisor" sells (no board adviser), a seed or feed maker's sales agronomists sell; seed companies as employers, and
// millers', dairies', meat and fish processors' and seed breeders' industries as the network shows them in their language.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts, industryMembership } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const feeds = employerFacts({ name: 'Harrow Mill Feeds Ltd', industry: 'Animal Feed Manufacturing', employees_count: 120 });

describe('field sales titles (s54)', () => {
  it('sales representatives and technical sales titles are field sales; inside sales is not', async () => {
    const roster: Array<[string, string]> = [
      ['sr', 'Sales Representative'],
      ['rc', 'Representante Comercial'],
      ['vt', 'Vendedora Técnica'],
      ['tsa', 'Technical Sales Advisor'],
      ['ag', 'Sales Agronomist'],
      ['agf', 'Agronome commercial'],
      ['isr', 'Inside Sales Representative'],
      ['acc', 'Accountant'],
    ];
    expect(await keptRefs(roster, 'Commerciaux terrain et technico-commerciaux.', feeds)).toEqual(['ag', 'agf', 'rc', 'sr', 'tsa', 'vt']);
  });
  it('a "Sales Advisor" is a seller, not a board adviser', async () => {
    const roster: Array<[string, string]> = [
      ['sa', 'Sales Advisor'],
      ['ba', 'Senior Advisor'],
    ];
    expect(await keptRefs(roster, 'Advisors and board members.', feeds)).toEqual(['ba']);
    expect(await keptRefs(roster, 'Sales people, any level.', feeds)).toEqual(['sa']);
  });
});

describe("farmers' suppliers as employers (s54)", () => {
  it('"chez les semenciers" is an employer condition: agriculture', () => {
    expect(read('Chez les semenciers : commerciaux terrain.').criteria.employer?.sectors).toEqual(['agriculture']);
  });
  it("millers', dairies', meat and fish processors' industries are food; a seed breeder's and a fishery's are agriculture", () => {
    for (const i of ['Meunerie', 'Milchverarbeitung', 'Industria cárnica', 'Indústria do pescado']) expect(industryMembership(i, 'food_beverage')).toBe('of');
    for (const i of ['Zaadveredeling', 'Pesca']) expect(industryMembership(i, 'agriculture')).toBe('of');
  });
});
