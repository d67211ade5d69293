// Session 22 (development sets 13 and 14): three shapes, in our own wordings (none taken from a labelled set).
// - "nothing below X" / "nada por debajo de X" / "niemand unter X" is a floor: the rungs below X are left out, not added
//   (tag-sentence.ts reads it as a negation and "below", like "nobody above X").
// - Sound, lighting and AV technicians of stages, studios and events are one title family (reader/verticals-media.ts, the
//   kind `camera_crew`), which a persona leaves out by name in six languages without leaving out every other employee.
// - A bare "agency" is an advertising agency unless the persona's own words say a travel agency (lexicon-employers.ts
//   AGENCY_SENSES: travel agents and tour guides "at the agency").
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const kinds = (title: string) => readPerson(makeProfile('x', [{ title }])).roles.flatMap((r) => r.roles);
const matches = (definition: string, title: string, industry?: string) =>
  judgeProfile({ slug: 't', name: 't', definition, ...(industry ? { company: { name: 'Acme', industry, employees: 80 } } : {}) }, makeProfile('x', [{ title }]))
    .match;

describe('"nothing below X" is a floor, not an inclusion of the rungs below', () => {
  it.each([
    ['Area managers and retail directors; nothing below area manager.', 'en'],
    ['Bezirksleiter und Vertriebsleiter Filialen, niemand unter Bezirksleiter.', 'de'],
    ['Responsables de secteur, rien en dessous du responsable de secteur.', 'fr'],
    ['Jefes de zona de las tiendas; nadie por debajo del jefe de zona.', 'es'],
    ['Gestores de zona das lojas, nada abaixo do gestor de zona.', 'pt'],
    ['Rayonmanagers van de winkels, niemand onder rayonmanager.', 'nl'],
  ])('%s (%s)', (definition) => {
    const c = compilePersona(definition).criteria;
    expect(c.include.some((s) => s.levels.some((l) => ['entry', 'team_lead', 'manager'].includes(l)))).toBe(false);
    expect(matches(definition, 'Store Manager')).toBe(false);
    expect(matches(definition, 'Cashier')).toBe(false);
    expect(matches(definition, 'District Manager')).toBe(true);
  });

  it('"nobody above X" keeps its reading', () => {
    expect(matches('Shift leads in the warehouse, nobody above shift lead.', 'Warehouse Manager')).toBe(false);
  });
});

describe('sound, lighting and AV technicians are one crew', () => {
  it.each([
    'AV Technician',
    'Audio Technician',
    'Lichttechnikerin',
    'Veranstaltungstechniker',
    'Technicien son',
    'Technicienne lumière',
    'Técnico de Sonido',
    'Operadora de Luces',
    'Técnica de Som',
    'Técnico de Iluminação',
    'Geluidstechnicus',
    'Lichttechnicus',
  ])('%s', (title) => {
    expect(kinds(title)).toContain('camera_crew');
  });

  it.each([
    ['Event producers and coordinators; sound and lighting technicians are out.', 'Lighting Technician', 'Event Coordinator'],
    ['Event-Produzenten und Event Manager, keine Ton- und Lichttechniker.', 'Tontechniker', null],
    ['Chefs de projet événementiel, sans les techniciens son et lumière.', 'Technicien lumière', null],
    ['Productores de eventos, sin técnicos de sonido e iluminación.', 'Técnico de Sonido', 'Productora de Eventos'],
    ['Produtores de eventos, sem técnicos de som e luz.', 'Técnico de Som', 'Produtor de Eventos'],
    ['Evenementenproducenten, geen geluids- en lichttechnici.', 'Lichttechnicus', null],
  ])('%s leaves out only the crew', (definition, crew, kept) => {
    const c = compilePersona(definition).criteria;
    expect(c.exclude.every((s) => s.roles.includes('camera_crew'))).toBe(true);
    expect(matches(definition, crew)).toBe(false);
    if (kept) expect(matches(definition, kept)).toBe(true);
  });
});

describe('a bare agency is the kind of agency the persona says', () => {
  it.each([
    ['Travel consultants and tour leaders at the agency, with their team leads.', 'en'],
    ['Reiseberater und Reiseleiter in der Agentur.', 'de'],
    ['Asesoras de viajes y guías de turismo en la agencia.', 'es'],
    ['Agentes de viagens e guias de turismo na agência.', 'pt'],
  ])('%s (%s): a travel agency', (definition) => {
    expect(compilePersona(definition).criteria.employer?.sectors).toEqual(['travel']);
    expect(matches(definition, 'Travel Consultant', 'Travel Arrangements')).toBe(true);
    expect(matches(definition, 'Travel Consultant', 'Advertising Services')).toBe(false);
  });

  it.each([
    ['Copywriters and art directors at the agency.', 'en'],
    ['Texter und Art Directors in der Agentur.', 'de'],
    ['Redactores creativos en la agencia.', 'es'],
  ])('%s (%s): an advertising agency as before', (definition) => {
    expect(compilePersona(definition).criteria.employer?.sectors).toEqual(['agencies']);
  });

  it('a named kind of agency keeps its sector', () => {
    expect(compilePersona('Account managers at ad agencies that also sell travel packages.').criteria.employer?.sectors).toEqual(['agencies']);
  });
});

// A workplace said with its locative ("at the mines", "en usine", "sur chantier", "en las minas") is where the people work:
// it adds no people of the plant's or the mine's area, and beside a sector of its own (mines beside oil and gas or mining)
// it does not keep that sector from being applied (lexicon-trades.ts, lexicon-employers.ts OWN_WORKPLACES).
describe('a workplace with its locative is a place, not people', () => {
  it.each([
    ['Shift leads and drilling supervisors in oil and gas and at the mines.', 'en'],
    ['Jefes de turno en la minería y en las minas.', 'es'],
  ])('%s (%s): the sector is applied, the mines add nobody', (definition) => {
    const c = compilePersona(definition).criteria;
    expect(c.employer?.sectors).toEqual(['oil_gas_mining']);
    expect(c.include.some((s) => s.areas.includes('mining') && !s.levels.length)).toBe(false);
    expect(matches(definition, 'Haul Truck Operator', 'Mining')).toBe(false);
  });

  it.each([
    ['HSE coordinators in the plant or on site.', 'en'],
    ['Animateurs sécurité en usine ou sur chantier.', 'fr'],
    ['Coordinadores de prevención en la planta o en obra.', 'es'],
  ])('%s (%s): no production or site managers', (definition) => {
    const c = compilePersona(definition).criteria;
    expect(c.include.flatMap((s) => s.areas)).not.toContain('manufacturing');
    expect(c.include.flatMap((s) => s.areas)).not.toContain('construction');
    expect(matches(definition, 'Production Manager')).toBe(false);
    expect(matches(definition, 'Site Manager')).toBe(false);
  });

  it('a French safety coordinator is HSE, not IT security', () => {
    const c = compilePersona('Animatrices sécurité dans les usines.').criteria;
    expect(c.include.flatMap((s) => s.areas)).toEqual(['hse']);
    expect(matches('Animatrices sécurité dans les usines.', 'Animateur Sécurité')).toBe(true);
    expect(matches('Animatrices sécurité dans les usines.', 'Security Analyst')).toBe(false);
  });

  it('a list of workplaces of no sector named still applies none', () => {
    expect(compilePersona('Safety technicians at the sites, mines and hospitals.').criteria.employer).toBeUndefined();
  });
});
