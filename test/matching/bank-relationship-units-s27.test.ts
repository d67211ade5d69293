// Session 27 (issue 22): a bank's relationship managers as their titles and their teams say it. Titles with a rung or a
// segment inside ("Gestora Junior de Banca Privada", "Gestionnaire de fortune", "Gerente Private", "Gerente PJ") are
// relationship managers; the client units ("Private Banking", "Banca de Empresas", "Banque privée", "Corporate") are their
// area, so a unit's team lead leads relationship managers (reader/verticals-institutions.ts). A persona's "their team
// leads" after relationship managers are those team leads (compiler/lexicon-institutions.ts). Own wordings.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('relationship managers by their titles', () => {
  it.each([
    'Gestora Junior de Banca Privada',
    'Gestor Senior de Banca de Empresas',
    'Gestora de Banca Corporativa',
    'Gestionnaire de fortune',
    "Chargée d'affaires professionnels",
    'Asesora Patrimonial',
    'Gerente Private',
    'Gerente PJ',
  ])('%s', (title) => {
    expect(keeps('Relationship managers', title)).toBe(true);
  });
});

describe('the team leads of relationship managers', () => {
  const RMS = ['Relationship managers and their team leads', 'Banquiers privés, avec leurs chefs d’équipe', 'Gestores de banca privada y sus jefes de equipo'];
  it.each(RMS)('%s', (definition) => {
    for (const title of ['Team Leader, Corporate Banking', 'Team Lead Private Banking', 'Coordenadora Private', 'Private Banker'])
      expect(keeps(definition, title)).toBe(true);
    for (const title of ['Sales Team Lead', 'Support Team Lead', 'Tendering Team Lead']) expect(keeps(definition, title)).toBe(false);
  });

  it('the head of a client unit is a head of account management, not a relationship manager', () => {
    expect(keeps('Heads of account management', 'Head of Corporate Banking')).toBe(true);
    expect(keeps('Relationship managers', 'Head of Corporate Banking')).toBe(false);
  });
});
