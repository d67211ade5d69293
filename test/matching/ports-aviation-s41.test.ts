// Session 41: "their foremen" are the crews' own; a port's crane drivers; an airline's postholders and continuing
// airworthiness. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const at = (industry: string) => employerFacts({ id: 42, name: 'Acme', industry, employees_count: 300 });
const role = (title: string, industry: string) => atCompany(readPerson(makeProfile('x', [{ title }])), at(industry)).roles[0];
const include = (text: string) => compilePersona(text).criteria.include;

describe('foremen referred back (s41)', () => {
  it('"and their foremen" lead the crews named before, not a building site', () => {
    expect(include('Stevedores and crane operators, and their foremen.')[2]).toMatchObject({ areas: ['port_operations'], levels: ['team_lead'] });
    expect(include('Linesmen and jointers and their foremen')[2]?.areas).toEqual(['grid_field']);
    // (Session 53: stevedores are a kind of title of port operations, named by it.)
    expect(include('Estibadores y gruístas de la terminal, y sus capataces.').map((s) => (s.areas.length ? s.areas : s.roles))).toEqual([
      ['stevedore'],
      ['port_operations'],
      ['port_operations'],
    ]);
  });
  it('"site managers and their foremen" stay on the building site', () => {
    expect(include('Site managers and their foremen')[0]?.areas).toEqual(['construction']);
  });
  it('a port\'s crane drivers and stevedores; a "Gruista" alone is still a building site\'s', () => {
    expect(role('Gruista STS', 'Maritime Transportation')?.areas).toEqual(['port_operations']);
    expect(role('Estibador', 'Maritime Transportation')?.areas).toEqual(['port_operations']);
    expect(role('Capataz de Estiba', 'Maritime Transportation')).toMatchObject({ areas: ['port_operations'], level: 'team_lead' });
    expect(role('Gruista', 'Construction')?.areas).toEqual(['construction']);
  });
});

describe('aviation postholders (s41)', () => {
  it('"Postholders / nominated persons — flight ops, ground ops, continuing airworthiness …": the heads of those areas', () => {
    const pieces = include('Postholders / nominated persons — flight ops, ground ops, continuing airworthiness (CAM) and crew training.');
    expect(pieces.map((s) => s.levels)).toEqual([['head'], ['head'], ['head'], ['head']]);
    expect(pieces[2]?.areas).toEqual(['aircraft_maintenance']);
  });
  it.each(['Continuing Airworthiness Manager', 'Part-145 Maintenance Manager', 'Head of Aircraft Maintenance'])('"%s" is aircraft maintenance', (t) => {
    expect(role(t, 'Airlines and Aviation')?.areas).toEqual(['aircraft_maintenance']);
  });
});
