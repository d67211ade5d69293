// Session 60: employers said of their own people in one sentence ("negotiators … at the estate agents, and the new-homes
// advisers at the housebuilders") are applied as a list of them when every item has one; record labels are an employer and
// their A&R a kind of title. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { keptRefs } from './profile-fixture.js';

describe('employers said item by item (s60)', () => {
  it('each item with its employer: both kinds are applied', () => {
    const c = compilePersona('Negotiators, valuers and progressors at the estate agents, and new-homes sales advisers at the housebuilders.').criteria;
    expect(c.employer?.sectors).toEqual(['real_estate', 'construction']);
  });
  it('a kind of engagement after the last employer names no other people', () => {
    const c = compilePersona('Negotiators and valuers at the estate agents, and sales advisers at the housebuilders — freelance ones count.').criteria;
    expect(c.employer?.sectors).toEqual(['real_estate', 'construction']);
  });
  it('people after the last employer with none of their own: no kind is applied (guard)', () => {
    const c = compilePersona('Car salespeople at dealerships, ad sales executives at publishers, estate agents').criteria;
    expect(c.employer).toBeUndefined();
  });
  it('"sales progressors" are an agency\'s sales people', async () => {
    const agency = { name: 'Finch Homes', industry: 'Real Estate', employees: 40 };
    const roster: Array<[string, string]> = [
      ['sp', 'Sales Progressor'],
      ['ln', 'Lettings Negotiator'],
    ];
    expect(await keptRefs(roster, 'Sales progressors at the estate agents.', agency)).toEqual(['sp']);
  });
});

describe('record labels and their A&R (s60)', () => {
  const roster: Array<[string, string]> = [
    ['am', 'A&R Manager'],
    ['ca', 'Cazatalentos (A&R)'],
    ['ra', 'Responsable de A&R'],
    ['rd', 'R&D Manager'],
    ['ap', 'AP/AR Clerk'],
  ];
  it('"los A&R" are the label\'s scouts and A&R managers, no R&D or AP/AR', async () => {
    const label = { name: 'Sonido Norte', industry: 'Música', employees: 60 };
    expect(await keptRefs(roster, 'Sellos discográficos: los A&R.', label)).toEqual(['am', 'ca', 'ra']);
  });
  it('record labels are an employer of entertainment', () => {
    expect(compilePersona('A&R managers at record labels.').criteria.employer?.sectors).toEqual(['entertainment']);
  });
});
