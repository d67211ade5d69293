// Session 56: seats of a unit. "The GM of each hotel, resort or hotel ship" is the general manager of each (the places
// listed after it are more units, not areas whose people it adds); "hotel, restaurant and club general managers" are general
// managers (bare areas before a named seat are its places; before a kind of title, its areas: "IT and HR assistants");
// "deputy GM" is the GM's deputy, beside hotels the hotel's senior manager, as the reader reads "Deputy General Manager",
// "Resident Manager", "Executive Assistant Manager (EAM)"; "their number two (…)" is who the parentheses name.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const include = (text: string) => compilePersona(text).criteria.include;
const hotels = employerFacts({
  name: 'Seaview Hotels Ltd',
  industry: 'Hospitality',
  employees_count: 400,
  description: 'A group of six seaside hotels and a resort.',
});
const gyms = employerFacts({ name: 'Pulse Gyms Ltd', industry: 'Health, Wellness & Fitness', employees_count: 150 });

const HOTEL: Array<[string, string]> = [
  ['gm', 'General Manager'],
  ['dgm', 'Deputy General Manager'],
  ['eam', 'Executive Assistant Manager (EAM)'],
  ['fom', 'Front Office Manager'],
  ['hk', 'Head Housekeeper'],
  ['rec', 'Receptionist'],
];

describe('the seat of each unit (s56)', () => {
  it('"the GM of each hotel" keeps the GMs, not every hotel person', async () => {
    expect(await keptRefs(HOTEL, 'The GM of each hotel.', hotels)).toEqual(['gm']);
  });
  it('"the general manager of every site, depot or store": the units listed after the seat add no one', () => {
    for (const s of include('The general manager of every site, depot or store.')) expect(s.areas).toEqual([]);
  });
});

describe('bare areas before a named seat (s56)', () => {
  it('"hotel, spa and restaurant general managers" are general managers only', async () => {
    expect(await keptRefs(HOTEL, 'Hotel, spa and restaurant general managers.', hotels)).toEqual(['gm']);
  });
  it('"finance and the CFO" stays two things: the article makes it no list of places', () => {
    const [finance, cfo] = include('Finance and the CFO.');
    expect(finance?.areas).toEqual(['finance']);
    expect(cfo?.roles).toEqual(['cfo']);
  });
  it('"IT and HR assistants" are the assistants of each, not all of IT', () => {
    const [it, hr] = include('IT and HR assistants');
    expect(it?.areas).toEqual(['it']);
    expect(it?.roles).toEqual(['assistant']);
    expect(hr?.roles).toEqual(['assistant']);
  });
});

describe("the GM's deputy (s56)", () => {
  it('"GMs and their number two (resident manager, EAM, deputy GM)" keeps the GM and the deputies, not the department heads', async () => {
    const kept = await keptRefs(HOTEL, 'Hotel GMs and their number two (resident manager, EAM, deputy GM).', hotels);
    expect(kept.sort()).toEqual(['dgm', 'eam', 'gm']);
  });
  it('"deputy GM" away from hotels is the deputy general manager, not every head and the CEO', async () => {
    const roster: Array<[string, string]> = [
      ['agm', 'Deputy General Manager'],
      ['ceo', 'Chief Executive Officer'],
      ['hos', 'Head of Sales'],
    ];
    expect(await keptRefs(roster, 'Deputy GMs.', gyms)).toEqual(['agm']);
  });
});
