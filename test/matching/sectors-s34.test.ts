// Session 34 (development sets 32 and 26: companies outside software and their buying committees): bare titles a kind of
// company gives their sense (a hotel's "General Manager" and "Chief Engineer", a hospital's "Jefe de Servicio"), art
// directors apart from creative directors, the owner-MD and the Portuguese "Diretor-Geral" as the chief executive, and a
// kind of company said of one part of a persona ("in manufacturing and logistics also the plant director"). Own titles
// and wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { makeProfile } from './profile-fixture.js';

const company = (name: string, industry: string, about = ''): EmployerFacts => ({ name, industry, employees: 120, about });
const HOTELS = company('Lakeside Hotels & Suites', 'Hospitality', 'Three city hotels and a spa resort.');
const DINERS = company('Smokehouse Diners', 'Restaurants', 'Barbecue restaurants.');
const CLINIC = company('Clínica San Rafael', 'Hospitals and Health Care', 'A private hospital with 200 beds.');
const read = (title: string, at?: EmployerFacts) => atCompany(readPerson(makeProfile('p', [{ title }])), at).roles[0];
const keeps = (definition: string, title: string, at?: EmployerFacts) =>
  judgeProfile({ slug: 't', name: 't', definition, ...(at ? { company: at } : {}) }, makeProfile('x', [{ title }])).match;

describe("a hotel company's bare titles", () => {
  it.each(['General Manager', 'GM', 'Direktorin', 'Director', 'Directrice', 'Diretora', 'Gastgeberin & Direktorin'])(
    '%s runs a hotel there: its director, not the chief executive',
    (title) => {
      expect(read(title, HOTELS)).toMatchObject({ level: 'director', areas: ['hotel'], roles: ['general_manager'] });
      expect(keeps('hotel general managers', title, HOTELS)).toBe(true);
      expect(keeps('Heads of department in the hotels; not the hotel directors', title, HOTELS)).toBe(false);
    },
  );
  it.each(['Subdirectora', 'Directeur adjoint', 'Deputy GM', 'Stellvertretende Direktorin'])('%s is the hotel director’s deputy', (title) => {
    expect(read(title, HOTELS)).toMatchObject({ level: 'senior_manager', areas: ['hotel'] });
  });
  it("the hotel's chief engineer heads maintenance, no C-level", () => {
    expect(read('Chief Engineer', HOTELS)).toMatchObject({ level: 'head', areas: ['maintenance'] });
    expect(keeps('the whole technical service: technicians, supervisors and its head', 'Chief Engineer', HOTELS)).toBe(true);
  });
  it('a restaurant chain and a company of no kind keep the words’ own reading', () => {
    expect(read('General Manager', DINERS)?.level).toBe('manager');
    expect(read('Director')?.areas).toEqual([]);
  });
});

describe('a hospital’s bare department heads and ward supervisors', () => {
  it.each(['Jefa de Servicio', 'Chef de service', 'Chefe de Serviço', 'Head of Department', 'Cheffe de pôle'])('%s heads a clinical department', (title) => {
    expect(read(title, CLINIC)).toMatchObject({ level: 'head', areas: ['medical'] });
    expect(keeps('medical department heads at the clinics', title, CLINIC)).toBe(true);
  });
  it('a ward supervisor leads nurses', () => {
    expect(read('Supervisora de Sala', CLINIC)).toMatchObject({ areas: ['nursing'] });
  });
  it('elsewhere a bare department head is no physician', () => {
    expect(read('Jefe de Servicio')?.areas).not.toContain('medical');
  });
});

describe('art directors are senior designers, apart from the creative directors', () => {
  it.each([
    ['Art Director', 'senior'],
    ['Directora de Arte', 'senior'],
    ['Directeur artistique', 'senior'],
    ['Art directeur', 'senior'],
    ['Junior Art Director', 'entry'],
  ])('%s', (title, level) => {
    expect(read(title)).toMatchObject({ level, areas: ['design'] });
    expect(read(title)?.roles).toContain('art_director');
    expect(keeps('creative directors at the agency', title)).toBe(false);
    expect(keeps('our art directors', title)).toBe(true);
  });
  it('creative directors stay directors; "not art directors" keeps them', () => {
    expect(read('Creative Director')?.level).toBe('director');
    expect(keeps('CDs and ECDs, no art directors', 'Executive Creative Director')).toBe(true);
    expect(keeps('CDs and ECDs, no art directors', 'Senior Art Director')).toBe(false);
  });
});

describe('the owner-MD and the Portuguese "Diretor-Geral" are the chief executive', () => {
  it.each(['Geschäftsführender Gesellschafter', 'Geschäftsführende Gesellschafterin', 'Diretora-Geral', 'Diretor Geral'])('%s', (title) => {
    expect(read(title)?.roles).toContain('ceo');
    expect(keeps('the MD or the CEO', title)).toBe(true);
  });
  it('a Spanish "Directora General de Personas" leads people, not the company', () => {
    expect(read('Director General de Personas')?.roles).not.toContain('ceo');
    expect(read('Director General de Personas')?.areas).toContain('hr');
  });
});

describe('a kind of company said of one part: "in X and Y also Z"', () => {
  it.each([
    'Finance leaders. In manufacturing and logistics also the plant director.',
    'Finanzleitung; in der Industrie auch die Werkleiter',
    "Responsables financiers ; dans l'industrie aussi les directeurs d'usine",
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    const plant = c.include.find((s) => s.employer);
    expect(plant?.employer?.sectors).toContain('manufacturing');
    expect(plant?.areas).toEqual(['manufacturing']);
    // No selector takes the whole production or logistics department.
    expect(c.include.filter((s) => !s.employer && (s.areas.includes('manufacturing') || s.areas.includes('logistics')))).toEqual([]);
  });
  it('"managers in manufacturing" still names the department', () => {
    expect(compilePersona('managers in manufacturing').criteria.include[0]?.areas).toEqual(['manufacturing']);
  });
});
