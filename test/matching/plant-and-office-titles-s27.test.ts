// Session 27: titles of plants, utilities and their back offices the reader misread. An in-house ERP team is IT ("SAP
// Analyst", "Consultora SAP interna", "ERP-Koordinator"), so are first-line support and the German "ISB"; a Dutch
// "ploegleider" of maintenance or production leads that team, not a grid crew; clinical trial staff in Portuguese and
// Spanish are clinical operations; "services généraux" / "servicios generales" managers are facilities; a Spanish "técnico
// en …" is one job in a field (no Dutch "en" = "and"), and "higiene y seguridad" is health and safety, not IT security; at a
// utility its "Network Operations Manager" runs the grid. Own words.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('in-house ERP, first-line support and information security are IT', () => {
  it.each([
    ['SAP Analyst', 'it'],
    ['Senior ERP Business Analyst', 'it'],
    ['Consultora SAP interna', 'it'],
    ['SAP-Inhouse-Beraterin', 'it'],
    ['ERP-Koordinator', 'it'],
    ['Second Line Support', 'it'],
    ['ISB', 'security'],
  ])('%s', (title, area) => {
    expect(read(title)?.areas).toContain(area);
  });
  it('an SAP developer stays a software engineer', () => {
    expect(read('SAP Developer')?.areas).toContain('software');
  });
});

describe('a ploegleider of a plant team leads that team', () => {
  it.each([
    ['Ploegleider onderhoud', 'maintenance'],
    ['Ploegleider productie', 'manufacturing'],
    ['Ploegleider', 'grid_field'],
  ])('%s', (title, area) => {
    expect(read(title)?.areas).toEqual([area]);
    expect(read(title)?.level).toBe('team_lead');
  });
});

describe('clinical trial staff in Portuguese, Spanish and Dutch', () => {
  it.each([
    ['Técnico de Ensaios Clínicos', 'entry'],
    ['Monitora de Estudos Clínicos', 'entry'],
    ['Klinisch onderzoeksmedewerker', 'entry'],
    ['Gestora de Ensaios Clínicos', 'manager'],
    ['Gerente de Proyectos Clínicos', 'manager'],
  ])('%s', (title, level) => {
    expect(read(title)?.areas).toEqual(['clinical_operations']);
    expect(read(title)?.level).toBe(level);
  });
});

describe('general services, health and safety', () => {
  it.each(['Responsable services généraux', 'Jefe de Servicios Generales', 'Coordenadora de Serviços Gerais'])('%s is facilities', (title) => {
    expect(read(title)?.areas).toContain('facilities');
  });
  it.each(['Técnica en Higiene y Seguridad', 'Técnico en Prevención', 'Técnico de Seguridad e Higiene'])('%s is HSE', (title) => {
    expect(read(title)?.areas).toEqual(['hse']);
  });
  it('a Dutch "en" still joins two jobs', () => {
    expect(read('Inkoop en Logistiek Manager')?.areas).toEqual(['procurement', 'logistics']);
  });
});

describe("a utility's network operations are its grid's", () => {
  const utility = { name: 'Muster Netze', industry: 'Electric Power Transmission, Control, and Distribution', employees: 300 };
  const bank = { name: 'Muster Bank', industry: 'Banking', employees: 300 };
  const keeps = (definition: string, title: string, company: typeof bank) =>
    judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
  it('at a utility a Network Operations Manager is no IT manager', () => {
    expect(keeps('IT managers', 'Network Operations Manager', utility)).toBe(false);
    expect(keeps('Field crew managers', 'Network Operations Manager', utility)).toBe(true);
    expect(keeps('IT managers', 'Network Operations Manager', bank)).toBe(true);
    expect(keeps('IT managers', 'IT Network Operations Manager', utility)).toBe(true);
  });
});
