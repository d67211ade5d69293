// Session 61: a ship's seagoing crew is an area (the master, chief officer and chief engineer, the watch and engineer
// officers, the ratings); an airline's words ("Captain", "Second Officer") are the ship's at a shipping line, a ferry or a
// cruise operator, read by its industry or its name. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { keptRefs } from './profile-fixture.js';

const ferries = { name: 'Baltic Link Ferries AB', industry: 'Maritime Transportation', employees: 400 };
const cruises = { name: 'Azure Coast Cruises Ltd', industry: 'Travel Arrangements', employees: 250 };
const airline = { name: 'Nordwind Air', industry: 'Airlines and Aviation', employees: 900 };

const crew: Array<[string, string]> = [
  ['ma', 'Master'],
  ['co', 'Chief Officer (Deck)'],
  ['ce', 'Chief Engineer'],
  ['oo', 'Officer of the Watch'],
  ['te', 'Third Engineer'],
  ['et', 'ETO'],
  ['bo', 'Bosun'],
  ['ab', 'Able Seaman'],
  ['cd', 'Deck Cadet'],
  ['ms', 'Marine Superintendent'],
  ['hr', 'HR Business Partner'],
];

describe("a ship's crew (s61)", () => {
  it('"ship officers, not the ratings" keeps the master and the officers, no bosun, seamen, cadets or shore staff', async () => {
    expect(
      await keptRefs(crew, 'Ship officers on our vessels — the captain and the deck and engineer officers. Not the ratings, no shore staff.', ferries),
    ).toEqual(['ce', 'co', 'et', 'ma', 'oo', 'te']);
  });
  it('French: "commandants et chefs mécaniciens de la marine marchande" are the masters and chief engineers', async () => {
    const roster: Array<[string, string]> = [
      ['cp', 'Capitaine'],
      ['cm', 'Cheffe mécanicienne'],
      ['om', 'Officier mécanicien'],
      ['mt', 'Matelot'],
      ['ca', "Capitaine d'armement"],
    ];
    expect(await keptRefs(roster, 'Marine marchande : commandants et chefs mécaniciens.', ferries)).toEqual(['cm', 'cp']);
  });
  it('Portuguese: "os oficiais de náutica e de máquinas, não os marinheiros"', async () => {
    const roster: Array<[string, string]> = [
      ['on', 'Oficial de Náutica'],
      ['cq', 'Chefe de Máquinas'],
      ['im', 'Imediato'],
      ['mr', 'Marinheiro'],
      ['cz', 'Cozinheiro de Bordo'],
    ];
    expect(await keptRefs(roster, 'Nos navios: oficiais de náutica e de máquinas, imediatos e chefes de máquinas; não os marinheiros.', ferries)).toEqual([
      'cq',
      'im',
      'on',
    ]);
  });
  it('a cruise operator listed under travel is known by its name: its "Captain" and "Second Officer" sail ships', async () => {
    const roster: Array<[string, string]> = [
      ['cp', 'Captain'],
      ['so', 'Second Officer'],
      ['tc', 'Travel Consultant'],
    ];
    expect(await keptRefs(roster, 'Ship masters and deck officers.', cruises)).toEqual(['cp', 'so']);
  });
  it("an airline's captain stays its flight deck (guard)", async () => {
    expect(
      await keptRefs(
        [
          ['cp', 'Captain'],
          ['so', 'Second Officer'],
        ],
        'Ship masters and deck officers.',
        airline,
      ),
    ).toEqual([]);
    expect(await keptRefs([['cp', 'Captain']], 'Airline pilots.', airline)).toEqual(['cp']);
  });
  it('a software company named like a surname ("Ferry Labs") has no ship\'s engineers', async () => {
    const software = { name: 'Ferry Labs Ltd', industry: 'Software Development', employees: 60 };
    expect(
      await keptRefs(
        [
          ['ce', 'Chief Engineer'],
          ['te', 'Third Engineer'],
        ],
        'Ship officers and marine engineers.',
        software,
      ),
    ).toEqual([]);
  });
  it('"ship" as a verb names no crew (guard)', () => {
    const c = compilePersona('Engineers who ship features every week, and the captain of the sales team.').criteria;
    expect(c.include.flatMap((s) => s.areas)).not.toContain('ship_crew');
  });
  it('"merchant navy" names the crew as an area', () => {
    expect(compilePersona('Merchant navy officers.').criteria.include.map((s) => s.areas)).toEqual([['ship_crew']]);
  });
});
