// Session 53: transport planners as buyers list them: rail's train and timetable planners, a courier's network and service
// controllers (a field shared with the noun after "/", after a possessive), German "Dispo" and "Fahrplaner". Own wordings
// (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const rolesOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]?.roles ?? [];
const run = keptRefs;

describe('transport planners (s53)', () => {
  it("train planners and a courier's network / service controllers are transport planners, no logistics, IT or finance", () => {
    const inc = read("Route planners, the depot's network / service controllers and rail train planners.").include;
    expect(inc).toHaveLength(4);
    for (const s of inc) expect(s.roles).toEqual(['transport_planner']);
    expect(inc.flatMap((s) => s.areas)).not.toContain('it');
  });
  it('"finance and credit controllers" keep their own reading', () => {
    expect(read('Finance and credit controllers').include.map((s) => s.areas)).toEqual([['finance'], ['lending']]);
  });
  it('"Dispo", "Fahrplaner" and "Planificateur des tournées" are transport planners\' titles', () => {
    for (const t of ['Dispo Nahverkehr', 'Teamleiter Dispo', 'Fahrplanerin', 'Planificatrice des tournées'])
      expect(rolesOf(t), t).toContain('transport_planner');
    expect(rolesOf('Disponibilité Manager')).not.toContain('transport_planner');
  });
  it('keeps the dispatchers and train planners, not the warehouse staff or the IT network engineer', async () => {
    const roster: Array<[string, string]> = [
      ['tp', 'Train Planner'],
      ['dp', 'Dispo Fernverkehr'],
      ['wh', 'Warehouse Operative'],
      ['ne', 'Network Engineer'],
      ['fc', 'Financial Controller'],
    ];
    expect(await run(roster, "Rail train planners, dispatchers and the courier's network / service controllers.")).toEqual(['dp', 'tp']);
  });
});
