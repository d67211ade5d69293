// Session 27 (issue 22): an "approvisionneur" orders the materials a plan needs: supply chain planning, as a
// "Materialdisponent" or a material planner, not a buyer (reader/title-vocab.ts; compiler lexicon-buyers.ts). So "Acheteurs …
// pas les approvisionneurs" keeps the buyers (the exclusion used to remove every procurement individual contributor).
// Development sets disagree here (two model the title as a buyer); see src/matching/README.md, session 27. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('approvisionneurs are supply planning', () => {
  it.each([
    'Acheteurs et responsables achats. Pas les approvisionneurs.',
    "Le service achats : acheteurs, acheteurs projets et leur responsable, sans les approvisionneuses ni l'assistante.",
  ])('%s', (d) => {
    expect(keeps(d, 'Acheteuse')).toBe(true);
    expect(keeps(d, 'Responsable achats')).toBe(true);
    expect(keeps(d, 'Approvisionneur')).toBe(false);
  });
  it('supply planners include them', () => {
    const d = 'Supply planners, demand planners and approvisionneurs';
    expect(compilePersona(d).criteria.include.every((s) => s.areas.includes('supply_planning'))).toBe(true);
    expect(keeps(d, 'Approvisionneuse')).toBe(true);
    expect(keeps(d, 'Acheteur')).toBe(false);
  });
});
