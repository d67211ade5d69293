// Session 53: customer support as its titles and personas say it: a hyphenated service desk, the support tiers ("2nd
// Level"), Portuguese "Apoio ao Cliente"; the agents' coordinators are team leads; a team said "also" after the head of an
// area is more people. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const run = keptRefs;

describe('support titles (s53)', () => {
  it('a hyphenated service desk, a support tier and "Apoio ao Cliente" are customer support', () => {
    expect(roleOf('Service-Desk-Mitarbeiter')?.areas).toEqual(['customer_support']);
    expect(roleOf('Technikerin 3rd Level')?.areas).toEqual(['customer_support']);
    expect(roleOf('Analista de Apoio ao Cliente')?.areas).toEqual(['customer_support']);
    expect(roleOf('Team Leader Apoio ao Cliente')).toMatchObject({ areas: ['customer_support'], level: 'team_lead' });
  });
  it('an IT service desk and IT support at a tier stay IT', () => {
    expect(roleOf('IT-Service-Desk Analyst')?.areas).toEqual(['it']);
    expect(roleOf('IT Support (2nd level)')?.areas).toEqual(['it']);
  });
});

describe('the coordinators of people named before lead their team (s53)', () => {
  it('"agentes … y sus coordinadores" are their team leads, as "Coordinador de Soporte" is read', () => {
    expect(read('Soporte: técnicos de soporte y sus coordinadores.').include[1]).toMatchObject({
      areas: ['customer_support'],
      levels: ['team_lead'],
      roles: [],
    });
  });
  it('keeps the agents, their coordinators and the support team leads; not a marketing coordinator', async () => {
    const roster: Array<[string, string]> = [
      ['co', 'Coordinadora de Soporte'],
      ['tl', 'Support Team Lead'],
      ['ag', 'Agente de Soporte'],
      ['mk', 'Coordinadora de Marketing'],
    ];
    expect(await run(roster, 'Soporte: los agentes y sus coordinadores.')).toEqual(['ag', 'co', 'tl']);
  });
});

describe('a team said "also" after the head of its area (s53)', () => {
  it('"el jefe de soporte (también el service desk)" adds the service desk at any rung', () => {
    const inc = read('Agentes de soporte y el jefe de soporte (también el service desk).').include;
    expect(inc).toHaveLength(3);
    expect(inc[2]).toMatchObject({ areas: ['customer_support'], levels: [] });
  });
  it('keeps a service desk analyst beside the head', async () => {
    const roster: Array<[string, string]> = [
      ['hd', 'Head of Support'],
      ['sd', 'Service-Desk-Mitarbeiterin'],
      ['mk', 'Marketing Manager'],
    ];
    expect(await run(roster, 'El jefe de soporte (también el service desk).')).toEqual(['hd', 'sd']);
  });
});
