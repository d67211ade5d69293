// Session 26 (development set 12): public agencies named as the employer in six languages ("dans les agences publiques",
// "bij overheidsinstanties", "en las agencias públicas", "in öffentlichen Stellen"): government (they named no employer,
// so every company's policy officers were kept). compiler/lexicon-employers.ts. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

describe('compiler: public agencies are the employer', () => {
  it.each([
    'Chargés de mission dans les agences publiques',
    'Beleidsmedewerkers bij overheidsinstanties',
    'Técnicos de las agencias públicas',
    'Referenten in öffentlichen Stellen',
    'Analistas em agências governamentais',
    'Policy officers at public agencies',
  ])('%s', (definition) => {
    expect(compilePersona(definition).criteria.employer?.sectors).toEqual(['government']);
  });
  it('a bare agency of no known kind names none', () => {
    expect(compilePersona('Analysts at the agency').criteria.employer).toBeUndefined();
  });
});
