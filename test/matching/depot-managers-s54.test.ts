// Session 54: who runs a bus garage or a train depot is a kind of title (`depot_manager`): "Depot Manager", "Depotchef",
// "Leiter Depot", "Jefe de Depósito", "Jefa de Base de Mantenimiento"; the places named after them are no people; a
// logistics company's depot manager runs a warehouse. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const operator = employerFacts({ name: 'Valley Buses Ltd', industry: 'Ground Passenger Transportation', employees_count: 300 });
const logistics = employerFacts({ name: 'Kempen Logistics NV', industry: 'Logistics', employees_count: 300 });

describe('depot managers (s54)', () => {
  it('"Depot managers — bus garages and rail depots" names the kind alone; the places add nobody', () => {
    const c = read('Depot managers — bus garages and rail depots.');
    expect(c.criteria.include.map((s) => s.roles)).toEqual([['depot_manager']]);
  });
  it("keeps an operator's depot managers in four languages, not its maintenance or driver managers", async () => {
    const roster: Array<[string, string]> = [
      ['dm', 'Depot Manager'],
      ['dc', 'Depotchef'],
      ['ld', 'Leiter Depot'],
      ['jd', 'Jefe de Depósito'],
      ['jb', 'Jefa de Base de Mantenimiento'],
      ['mm', 'Fleet Maintenance Manager'],
      ['jm', 'Jefa de Base de Maquinistas'],
    ];
    expect(await keptRefs(roster, 'Depot managers.', operator)).toEqual(['dc', 'dm', 'jb', 'jd', 'ld']);
  });
  it("a logistics company's depot manager runs a warehouse", async () => {
    expect(await keptRefs([['dm', 'Depot Manager']], 'Warehouse managers.', logistics)).toEqual(['dm']);
    expect(await keptRefs([['dm', 'Depot Manager']], 'Warehouse managers.', operator)).toEqual([]);
  });
});
