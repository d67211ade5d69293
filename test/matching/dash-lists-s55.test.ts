// Session 55: a dash after a list whose last people are named with their article adds more of them (it is no heading
// that replaces the list); a permission that names the people before again with their employment ("Contract engineers
// are fine") adds nobody; licensed aircraft engineers by their licence after the title word ("Licensed Engineer B1/B2").
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const include = (text: string) => compilePersona(text).criteria.include;
const airline = employerFacts({ name: 'Northwind Air', industry: 'Airlines and Aviation', employees_count: 400 });

describe('a dash after "X and the Y" (s55)', () => {
  it('the engineers stay when the dash names the managers they report to', () => {
    const s = include('Licensed aircraft engineers and the maintenance managers they report to — line maintenance managers and the head of maintenance.');
    expect(s.map((x) => x.text)).toContain('licensed aircraft engineers');
    expect(s.find((x) => x.text === 'licensed aircraft engineers')?.areas).toEqual(['aircraft_maintenance']);
  });
  it('"Ward nurses and the doctors — registrars and consultants": the nurses stay', () => {
    const s = include('Ward nurses and the doctors — registrars and consultants.');
    expect(s.some((x) => x.areas.includes('nursing'))).toBe(true);
  });
  it('places after the dash are no more people: "Head chefs and their sous chefs — hotels, restaurants and venues"', () => {
    const s = include('Head chefs and their sous chefs — hotels, restaurants, venues and ships.');
    expect(s.every((x) => x.areas.every((a) => a === 'kitchen'))).toBe(true);
  });
  it('a team after the article is still a heading: "Finance and the controlling team — managers and heads"', () => {
    expect(include('Finance and the controlling team — managers and heads.')).toMatchObject([
      { areas: ['finance', 'controlling'], levels: ['manager', 'senior_manager', 'head'] },
    ]);
  });
});

describe('a permission naming the people again (s55)', () => {
  it('"Contract engineers are fine." after aircraft engineers adds no software engineers', async () => {
    const text = 'Licensed aircraft engineers and their managers. Contract engineers are fine.';
    expect(include(text).every((x) => !x.areas.includes('software'))).toBe(true);
    const roster: Array<[string, string]> = [
      ['lae', 'Licensed Aircraft Engineer'],
      ['lc', 'Licensed Engineer B1 (contract)'],
      ['sw', 'Software Engineer (contract)'],
    ];
    expect(await keptRefs(roster, text, airline)).toEqual(['lae', 'lc']);
  });
  it('"Freelance data engineers are fine." after data engineers adds nobody new', () => {
    expect(include('Data engineers and analysts. Freelance data engineers are fine.').map((x) => x.text)).toEqual(['data engineers', 'data analysts']);
  });
  it('a permission for people of another area still names them', () => {
    expect(include('Data engineers. Contract designers are fine.').some((x) => x.areas.includes('design'))).toBe(true);
  });
});

describe('licensed aircraft engineers by their licence (s55)', () => {
  it('"Licensed Engineer B1/B2", "Technicien avionique B2", "Mécanicien licencié B1" maintain aircraft', async () => {
    const roster: Array<[string, string]> = [
      ['le', 'Licensed Engineer B1/B2'],
      ['ta', 'Technicien avionique B2'],
      ['ml', 'Mécanicien licencié B1'],
      ['b2b', 'B2B Sales Engineer'],
      ['sw', 'Software Engineer'],
    ];
    expect(await keptRefs(roster, 'Licensed aircraft engineers (B1 / B2).', airline)).toEqual(['le', 'ml', 'ta']);
  });
});
