// Session 53: a container terminal's operations in Portuguese (planners of ships and of the yard, the operators of its
// cranes and machines, shift leads at the quay) and its stevedores as a kind of title, apart from the machine operators.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const run = keptRefs;

describe("a terminal's titles (s53)", () => {
  it('reads Portuguese planners, machine operators and quay leads as port operations', () => {
    for (const t of ['Planeadora de Parque', 'Controlador de Parque', 'Operador de Reach Stacker', 'Condutora de Straddle Carrier', 'Encarregado de Cais'])
      expect(roleOf(t)?.areas, t).toEqual(['port_operations']);
    expect(roleOf('Encarregado de Cais')?.level).toBe('team_lead');
  });
  it('stevedores are a kind of title; crane operators are not stevedores', () => {
    for (const t of ['Estivador', 'Trabalhadora Portuária', 'Lasher', 'Stevedore']) expect(roleOf(t)?.roles, t).toContain('stevedore');
    expect(roleOf('Operador de Pórtico')?.roles).not.toContain('stevedore');
  });
});

describe("a persona of a terminal's operations (s53)", () => {
  const d = 'Operações do terminal: planeadores de navios, operadores de pórtico e de reach stacker; não os estivadores.';
  it('reads the heading and every item as port operations, and the stevedores as the kind left out', () => {
    const c = read(d);
    // (Session 56: the planners are the terminal's own kind of title, `terminal_planner`, apart from its machine operators.)
    expect(c.include.every((s) => s.areas.includes('port_operations') || s.roles.includes('terminal_planner'))).toBe(true);
    expect(c.exclude).toEqual([expect.objectContaining({ roles: ['stevedore'] })]);
  });
  it('keeps the planner and the machine operators, not the stevedores', async () => {
    const roster: Array<[string, string]> = [
      ['pl', 'Planeador de Navios'],
      ['po', 'Operadora de Pórtico'],
      ['rs', 'Operador de Reach Stacker'],
      ['es', 'Estivador'],
      ['tp', 'Trabalhador Portuário'],
    ];
    expect(await run(roster, d)).toEqual(['pl', 'po', 'rs']);
  });
});
