// Session 61: a lender's collections and recoveries in its own words are the collections area (its rung from the title's
// own words); "outsourced" people are contractors ("no outsourced collectors" keeps the in-house ones). Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { keptRefs } from './profile-fixture.js';

const lender = { name: 'Crédito Norte', industry: 'Financial Services', employees: 300 };
const museum = { name: 'Museu do Mar', industry: 'Museums, Historical Sites, and Zoos', employees: 80 };

describe('collections in six languages (s61)', () => {
  const roster: Array<[string, string]> = [
    ['es', 'Responsable de Recobro'],
    ['pt', 'Gestora de Recuperação de Crédito'],
    ['fr', 'Chef d’équipe recouvrement'],
    ['de', 'Sanierungsbetreuer'],
    ['mw', 'Sachbearbeiterin Mahnwesen'],
    ['co', 'Supervisora de Cobrança'],
    ['hc', 'Head of Collections'],
    ['ri', 'Risk Analyst'],
    ['ar', 'Contable'],
  ];
  it('"collections and recoveries, every rung" keeps each of them, no risk or accounting', async () => {
    expect(await keptRefs(roster, 'Collections and recoveries, every rung.', lender)).toEqual(['co', 'de', 'es', 'fr', 'hc', 'mw', 'pt']);
  });
  it('"collections team leads and managers" keeps the leads and managers by their own words', async () => {
    expect(await keptRefs(roster, 'Collections team leads and managers.', lender)).toEqual(['co', 'fr']);
  });
  it("a museum's keeper of collections is no collector (guard)", async () => {
    expect(await keptRefs([['kc', 'Keeper of Special Collections']], 'Collections and recoveries staff.', museum)).toEqual([]);
  });
});

describe('"outsourced" people are contractors (s61)', () => {
  it('"no outsourced collectors" leaves out the contracted collectors only', () => {
    const c = compilePersona('Collectors and their team leads. No outsourced collectors.').criteria;
    expect(c.exclude.map((s) => [s.areas, s.employment])).toEqual([[['collections'], ['contractor', 'fractional']]]);
  });
  it('Portuguese and Dutch: "terceirizados", "uitbestede"', () => {
    for (const d of ['Operadores de cobrança, não os terceirizados.', 'Incassomedewerkers, geen uitbestede medewerkers.']) {
      expect(compilePersona(d).criteria.exclude.map((s) => s.employment)).toEqual([['contractor', 'fractional']]);
    }
  });
  it('in-house collectors stay, contracted ones go', async () => {
    const roster: Array<[string, string, string]> = [
      ['ic', 'Collections Agent', 'Full-time'],
      ['oc', 'Collections Agent', 'Freelance'],
    ];
    expect(await keptRefs(roster, 'Collections agents. No outsourced collectors.', lender)).toEqual(['ic']);
  });
  it('"the head of internal audit (outsourced heads count)" widens that head, adds no contractor heads of other areas', () => {
    for (const d of [
      'Internal auditors and the head of internal audit (outsourced heads count).',
      'Internal auditors and the head of internal audit (external heads count).',
    ]) {
      const c = compilePersona(d).criteria;
      expect(c.include.map((s) => [s.areas, s.levels, s.employment])).toEqual([
        [['audit'], [], []],
        [['audit'], ['head'], []],
      ]);
    }
  });
  it('"(outsourced / contract ones count)" widens the item before it, restricts nothing (guard)', () => {
    const c = compilePersona('The head of IT, else the IT manager (outsourced / contract ones count).').criteria;
    expect(c.include.every((s) => s.employment.length === 0)).toBe(true);
  });
});
