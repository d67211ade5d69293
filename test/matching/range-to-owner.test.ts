// Session 26 (issue 22): the owner at the end of a range is its top rung (piece.ts `topPerson`), a range that starts at people
// named before runs from them (named-again.ts), and Spanish property-management words beside fincas / comunidades
// (lexicon-infrastructure.ts INFRA_SENSES), in our own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;
const criteria = (definition: string) => compilePersona(definition).criteria;

describe('"up to the owner" ends a range at the top; it keeps more than owners', () => {
  it.each([
    'Property managers, from assistants up to the owner',
    'Property managers up to the owner',
    'Hausverwalter bis zum Inhaber',
    'Gestionnaires de biens jusqu’au gérant',
    'Administradores de fincas, del auxiliar al dueño',
    'Gestores condominiais até o dono',
    'Vastgoedbeheerders tot en met de eigenaar',
  ])('%s', (d) => {
    for (const s of criteria(d).include) expect(s.traits).not.toContain('owner');
    expect(keeps(d, 'Property Manager')).toBe(true);
    expect(keeps(d, 'Senior Property Manager')).toBe(true);
    expect(keeps(d, 'Head of Property Management')).toBe(true);
    expect(keeps(d, 'Software Engineer')).toBe(false);
  });
});

describe('a range that starts at people named before runs from them', () => {
  it.each([
    'Administradores de fincas y gestores de comunidades, de los gestores al propietario',
    'Gestores de comunidades y administradores de fincas: de los gestores al dueño. Nada de conserjes.',
  ])('%s', (d) => {
    const { include } = criteria(d);
    for (const s of include) expect(s.levels.includes('entry') || s.levels.length === 0).toBe(true);
    expect(keeps(d, 'Gestor de comunidades')).toBe(true);
    expect(keeps(d, 'Administradora de fincas')).toBe(true);
    expect(keeps(d, 'Conserje')).toBe(false);
  });
});

describe('Spanish property management: "gestores", "administradores", "el titular"', () => {
  it.each([
    'Gestión de fincas: gestores, administradores y dueños',
    'Administradores de fincas: los gestores y el titular',
    'Empresas de gestión de fincas: administradores y gestores, y el propietario',
  ])('%s', (d) => {
    expect(keeps(d, 'Gestor de comunidades')).toBe(true);
    expect(keeps(d, 'Administrador de fincas')).toBe(true);
    expect(keeps(d, 'Jefe de mantenimiento')).toBe(false);
    expect(keeps(d, 'Director comercial')).toBe(false);
  });
  it('"propietarios del despacho" are the practice owners, no contractors of a law firm', () => {
    const { include } = criteria('Gestores de fincas y propietarios del despacho');
    for (const s of include) {
      expect(s.areas).not.toContain('legal');
      expect(s.employment).toEqual([]);
    }
  });
  it('"gestores" elsewhere keep their old reading ("Gestores de cuentas y comerciales")', () => {
    expect(keeps('Gestores de cuentas y comerciales', 'Gestor de cuentas')).toBe(true);
  });
});
