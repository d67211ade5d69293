// Session 24 (issue 22): the administration of homeowners' associations and let buildings is property management.
// - Titles: its practitioners in six languages ("Gestora de Comunidades de Propietarios", "Administrador de Fincas Colegiado",
//   "Gestor Condominial", "Síndico Profissional", "Gestionnaire de syndic", "Hausverwalterin", "VvE-manager", "HOA Manager")
//   are property managers; the field named with a rung word ("Jefa de Administración de Fincas", "Gerente de Gestión de
//   Comunidades", "Leiterin Hausverwaltung", "Director of Property Management") is that rung of property management; its
//   clerks ("Oficial Administrativo de Fincas") property administrators (entry rung). "Property Management Software" stays
//   the software's trade.
// - Personas: "administración de fincas", "gestión de fincas", "gestión de comunidades", "gestores de comunidades",
//   "WEG-Verwaltung", "VvE-beheer", "HOA managers" name the area.
// Own wordings throughout.
import { describe, expect, it } from 'vitest';
import { compilePersona, parseTitle, readPerson } from '../../src/matching/index.js';
import { decide } from '../../src/matching/judge/judge.js';
import { makeProfile, type Position } from './profile-fixture.js';

const person = (...positions: Position[]) => readPerson(makeProfile('p', positions));
const kept = (persona: string, ...positions: Position[]) => decide(compilePersona(persona).criteria, person(...positions)).kind === 'kept';

describe('title reader: property administration', () => {
  it.each([
    ['Administradora de Fincas Colegiada', 'entry'],
    ['Administrador de Fincas', 'entry'],
    ['Gestor de Comunidades', 'entry'],
    ['Gestora de Comunidades de Propietarios', 'entry'],
    ['Oficial Administrativo de Fincas', 'entry'],
    ['Auxiliar Administrativa de Comunidades', 'entry'],
    ['Jefa de Administración de Fincas', 'head'],
    ['Responsable de Gestión de Comunidades', 'head'],
    ['Gerente de Administración de Fincas', 'manager'],
    ['Directora de Administración de Fincas', 'director'],
    ['Administradora de Condomínios', 'entry'],
    ['Gestora Condominial', 'entry'],
    ['Síndico Profissional', 'entry'],
    ['Gerente de Administração de Condomínios', 'manager'],
    ['Syndic de copropriété', 'entry'],
    ['Gestionnaire de copropriété', 'entry'],
    ['Gestionnaire de syndic', 'entry'],
    ['Responsable gestion de copropriété', 'head'],
    ['WEG-Verwalterin', 'entry'],
    ['Hausverwalter', 'entry'],
    ['Objektbetreuer', 'entry'],
    ['Immobilienverwalterin', 'entry'],
    ['Leiterin Hausverwaltung', 'head'],
    ['VvE-beheerder', 'entry'],
    ['VvE manager', 'entry'],
    ['Hoofd VvE-beheer', 'head'],
    ['HOA Manager', 'entry'],
    ['Community Association Manager', 'entry'],
    ['Block Manager', 'entry'],
    ['Estate Manager (residential)', 'entry'],
    ['Director of Property Management', 'director'],
    ['Property Administrator', 'entry'],
  ])('%s is property management at the %s rung', (title, tier) => {
    const t = parseTitle(title);
    expect([t?.fn, t?.sub]).toEqual(['operations', 'property']);
    expect(t?.tier).toBe(tier);
    expect(person({ title }).roles[0]?.areas).toContain('property_management');
  });

  it('the software of the trade is no property management', () => {
    expect(parseTitle('Account Executive, Property Management Software')?.sub).not.toBe('property');
    expect(parseTitle('Sales Manager – Property Management Platform')?.sub).not.toBe('property');
  });
});

describe('persona compiler and judge: property administration', () => {
  const head = { title: 'Jefa de Administración de Fincas' };
  const manager = { title: 'Gerente de Gestión de Comunidades' };
  const practitioner = { title: 'Gestora de Comunidades de Propietarios' };
  const opsHead = { title: 'Jefa de Operaciones' };

  it.each([
    'Jefes de administración de fincas',
    'Responsables de gestión de fincas en despachos de administración de fincas',
    'Líderes del área de gestión de comunidades',
    'Leiter der WEG-Verwaltung',
    'Hoofden VvE-beheer',
  ])('"%s" keeps the field’s head, not an operations head', (persona) => {
    expect(kept(persona, head)).toBe(true);
    expect(kept(persona, opsHead)).toBe(false);
  });

  it.each([
    'Gestores de comunidades de propietarios',
    'Administradores de fincas colegiados',
    'Gestores condominiais e síndicos profissionais',
    'Gestionnaires de syndic',
    'HOA managers and community association managers',
  ])('"%s" keeps the practitioners', (persona) => {
    expect(kept(persona, practitioner)).toBe(true);
    expect(kept(persona, { title: 'Gestor de Proyectos' })).toBe(false);
  });

  it('a Spanish persona of the field’s managers reads the area, not the owners of the flats', () => {
    const c = compilePersona('Gerentes de gestión de comunidades de propietarios');
    expect(c.criteria.include.flatMap((p) => p.areas)).toContain('property_management');
    expect(c.criteria.include.flatMap((p) => p.traits)).not.toContain('owner');
    expect(kept('Gerentes de gestión de comunidades de propietarios', manager)).toBe(true);
  });
});
