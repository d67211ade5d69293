// Session 54: quality inspectors on the floor or at intake ("QC-inspecteurs", "Kwaliteitscontroleurs", "Keurmeesters",
// "Inspectores de calidad", "Classificador de Grãos") are quality people, as the reader reads their titles, not a GMP QC lab;
// lab staff left out leave them in. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const dairy = employerFacts({ name: 'Zuivelhoeve B.V.', industry: 'Food and Beverage Manufacturing', employees_count: 200 });

describe('quality inspectors (s54)', () => {
  it('"QC-inspecteurs en keurmeesters" are quality inspectors; nothing is read literally', () => {
    const c = read('QC-inspecteurs en keurmeesters.');
    expect(c.warnings).toEqual([]);
    expect(c.criteria.include.map((s) => s.areas)).toEqual([['quality'], ['quality']]);
  });
  it('keeps the inspectors and graders, not the lab analyst, under "geen labmedewerkers"', async () => {
    const roster: Array<[string, string]> = [
      ['qi', 'QC Inspector'],
      ['km', 'Keurmeester'],
      ['cg', 'Classificador de Grãos'],
      ['ic', 'Inspectora de Calidad'],
      ['lab', 'QC Lab Analyst'],
      ['fc', 'Financial Controller'],
    ];
    expect(await keptRefs(roster, 'Kwaliteitscontroleurs en keurmeesters; geen labmedewerkers.', dairy)).toEqual(['cg', 'ic', 'km', 'qi']);
  });
});
