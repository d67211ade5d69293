// Session 54: a Spanish-speaking fire service's ranks: its first commander is the chief fire officer, a station commander a
// station manager, and at a fire or civil protection service (by its industry) "Jefe de Estación", "Jefe de Turno", "Jefe
// de Guardia" lead its crews, no railway station or plant shift. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const fire = employerFacts({
  name: 'Bomberos de Villaverde',
  industry: 'Seguridad pública',
  employees_count: 150,
  description: 'Servicio municipal de bomberos: tres parques.',
});
const police = employerFacts({
  name: 'Policía Local de Villaverde',
  industry: 'Seguridad pública',
  employees_count: 150,
  description: 'Policía local del municipio.',
});
const rail = employerFacts({ name: 'Ferrocarriles del Norte', industry: 'Rail Transportation', employees_count: 150 });

const roster: Array<[string, string]> = [
  ['pc', 'Primer Comandante de Bomberos'],
  ['ce', 'Comandante de Estación'],
  ['je', 'Jefe de Estación'],
  ['jt', 'Jefe de Turno'],
  ['jg', 'Jefa de Guardia'],
  ['b', 'Bombero'],
];

describe("a fire service's ranks (s54)", () => {
  it("keeps a fire service's commanders and watch leads, not its firefighters", async () => {
    expect(await keptRefs(roster, 'Fire officers: crew, watch and station managers and the chief fire officer.', fire)).toEqual(['ce', 'je', 'jg', 'jt', 'pc']);
  });
  it('a police force filed under public safety keeps its sergeants and shift heads out of the fire crews', async () => {
    const roster2: Array<[string, string]> = [
      ['sg', 'Sargento'],
      ['jt', 'Jefe de Turno'],
    ];
    expect(await keptRefs(roster2, 'Fire officers: crew, watch and station managers.', police)).toEqual([]);
  });
  it("a railway's station and shift heads are no fire officers", async () => {
    expect(await keptRefs(roster.slice(2, 4), 'Fire officers: watch and station managers.', rail)).toEqual([]);
  });
});
