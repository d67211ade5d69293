// Session 26 (issue 22): technical sales reps visit customers, so they are field sales on both sides, and a French "chef
// des ventes" is a sales manager, not all of sales.
// - Reader (reader/title-vocab.ts): "Technico-commercial(e)", "Technical Sales Representative", "Técnica Comercial",
//   "Technisch Commercieel Medewerker", "Technischer Außendienstmitarbeiter" are field sales (were generic sellers).
// - Compiler (lexicon.ts): "technico-commerciaux", "technical sales reps", "técnicos comerciales" name field sales ICs
//   (were every seller); "chefs des ventes" are sales managers and heads (were every seller). Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, parseTitle } from '../../src/matching/index.js';
import { areasOf } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const areas = (t: string) => {
  const i = parseTitle(t);
  return i ? areasOf(i, t) : [];
};
const keeps = (definition: string, title: string) => judgeProfile({ slug: 's', name: 's', definition }, makeProfile('p1', [{ title }])).match;

describe('technical sales titles are field sales', () => {
  it.each([
    'Technico-commercial',
    'Technico-commerciale Grand Ouest',
    'Technical Sales Representative',
    'Senior Technical Sales Rep',
    'Técnico Comercial',
    'Técnica Comercial',
    'Technisch Commercieel Medewerker',
    'Technischer Außendienstmitarbeiter',
  ])('%s', (t) => {
    expect(areas(t)).toContain('field_sales');
  });
});

describe('persona words for technical sales and French sales managers', () => {
  it.each(['Les technico-commerciaux', 'Technical sales reps', 'Técnicos comerciales', 'Técnicos comerciais'])('%s', (d) => {
    const s = compilePersona(d).criteria.include[0];
    expect(s?.areas).toEqual(['field_sales']);
  });

  it('"chefs des ventes" are the sales managers', () => {
    expect(compilePersona('Les chefs des ventes').criteria.include[0]?.levels).toContain('manager');
    expect(keeps('Les chefs des ventes', 'Chef des ventes')).toBe(true);
    expect(keeps('Les chefs des ventes', 'Commercial sédentaire')).toBe(false);
  });

  it('technical sales reps and their managers, not inside sales', () => {
    const d = 'Technico-commerciaux et leur chef des ventes, pas les sédentaires';
    expect(keeps(d, 'Technico-commercial')).toBe(true);
    expect(keeps(d, 'Chef des ventes')).toBe(true);
    expect(keeps(d, 'Commercial sédentaire')).toBe(false);
    expect(keeps(d, 'Account Executive')).toBe(false);
  });
});
