// Session 41: a network company's crews as its trades name them, the industries that say "utility" in other languages, and
// a short list between dashes as a gloss. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts, industryMembership } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const at = (industry: string) => employerFacts({ id: 42, name: 'Acme', industry, employees_count: 90 });
const areas = (title: string, industry = 'Utilities') => atCompany(readPerson(makeProfile('x', [{ title }])), at(industry)).roles[0]?.areas ?? [];

describe('utility crews (s41)', () => {
  it.each([
    ['Störungsmonteur', 'Energieversorgung'],
    ['Monteur Kabelbau', 'Versorgungsunternehmen'],
    ['Craftsperson (Overhead Lines)', 'Utilities'],
    ['Faults Technician', 'Utilities'],
    ['Emergency Response Technician', 'Utilities'],
    ['Dépanneur réseau', 'Services publics'],
    ['Technicien réseau de chaleur', 'Services publics'],
    ['Técnico de Averías', 'Servicios de agua'],
    ['Lasser kabelnetten', 'Nutsbedrijven'],
    ['Capataz', 'Servicios de agua'],
  ])('"%s" at a network company (%s) is one of its field crews', (title, industry) => {
    expect(areas(title, industry)).toContain('grid_field');
  });
  it.each([
    ['Anlagenmonteur', 'Energieversorgung'],
    ['Technicien réseau informatique', 'Services publics'],
    ['Hulpmonteur', 'Nutsbedrijven'],
    ['Monteur', 'Maschinenbau'],
    ['Faults Technician', 'Computer Software'],
    ['Capataz', 'Construcción'],
  ])('"%s" at %s is not read as a network crew', (title, industry) => {
    expect(areas(title, industry)).not.toContain('grid_field');
  });
  it('"Versorgungsunternehmen", "Servicios de agua", "Nutsbedrijven" and "Services publics" are utilities', () => {
    for (const i of ['Versorgungsunternehmen', 'Servicios de agua', 'Nutsbedrijven', 'Services publics']) expect(industryMembership(i, 'utilities')).toBe('of');
  });
});

describe('a short list between dashes before "and their …" (s41)', () => {
  const areasOf = (text: string) => compilePersona(text).criteria.include.map((s) => s.text);
  it('three specialties between dashes gloss the people before them, who stay', () => {
    const pieces = areasOf('Alle Monteure im Netzbetrieb – Freileitung, Kabel, Störungsdienst – und ihre Meister.');
    expect(pieces).toContain('alle monteure im netzbetrieb');
    expect(pieces).toContain('ihre meister');
  });
  it('an aside between dashes closed before a comma glosses the people before it ("Todo RRHH —…—, sin …")', () => {
    const c = compilePersona('Todo RRHH —dirección de personas, HRBP, nóminas y formación técnica—, sin reclutadores externos ni becarios.').criteria;
    expect(c.include[0]).toMatchObject({ areas: ['human_resources'], levels: [] });
    expect(c.exclude.map((s) => s.text)).toEqual(['reclutadores externos', 'becarios']);
  });
  it('a list of seats between dashes still names them', () => {
    const roles = compilePersona('Senior leaders – CEO, CFO, CTO – and their assistants.').criteria.include.flatMap((s) => s.roles);
    expect(roles).toEqual(expect.arrayContaining(['ceo', 'cfo', 'cto', 'assistant']));
  });
  it('"Freileitung" is a power line, no "Frei…" department led', () => {
    const c = compilePersona('Monteure für Freileitung und Kabel.').criteria;
    expect(c.include.every((s) => !s.levels.includes('head'))).toBe(true);
  });
});
