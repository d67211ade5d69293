// Session 27: a Dutch "statutair directeur" and a Portuguese "administrador executivo" sit on the management board,
// a "Group MD" is the managing director; a "chargée de foncier" secures land; at a power or renewables company its French
// "développement" is project development, not software. Own words.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('board-level executives in Dutch and Portuguese', () => {
  it.each(['Statutair directeur', 'Statutair bestuurder', 'Administradora Executiva', 'Group MD'])('%s is C-level', (title) => {
    expect(read(title)?.level).toBe('c_level');
  });
  it('a co-founder and statutory director is both', () => {
    const p = readPerson(makeProfile('x', [{ title: 'Medeoprichter & Statutair directeur' }]));
    expect(p.founder).toBe(true);
    expect(p.roles[0]?.level).toBe('c_level');
  });
});

describe("a renewables developer's land and development people", () => {
  it('a chargé de foncier is land', () => {
    expect(read('Chargé de foncier')?.areas).toEqual(['land']);
  });
  const windfarms = { name: 'Vents du Nord', industry: 'Renewable Energy Power Generation', employees: 90 };
  const software = { name: 'Logiciels SA', industry: 'Software Development', employees: 90 };
  const keeps = (definition: string, title: string, company: typeof software) =>
    judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
  it('"Responsable développement" develops wind farms there, software at a software company', () => {
    expect(keeps('Chefs de projet développement éolien et leur directeur', 'Responsable développement', windfarms)).toBe(true);
    expect(keeps('Responsables du développement logiciel', 'Responsable développement', windfarms)).toBe(false);
    expect(keeps('Responsables du développement logiciel', 'Responsable développement', software)).toBe(true);
  });
});
