// Session 33 (development set 32: plants, utilities, hotels, clinics, agencies, wholesalers, law and accounting firms): the
// sectors' own titles (works council and union seats, HSE and environment, maintenance, nursing management, a utility's
// crews and control centres, hotel deputies, Portuguese "Responsável") and the persona words for them. Own titles and
// wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe("a union's workplace representative is a works-council seat, no job", () => {
  it.each(['Shop Steward', 'Déléguée syndicale', 'Delegada sindical', 'Dirigente Sindical', 'Membre du conseil d’entreprise', 'Representante dos Empregados'])(
    '%s',
    (title) => {
      expect(read(title)).toMatchObject({ roles: ['works_council'], areas: [] });
      expect(keeps('employee representatives and works council members', title)).toBe(true);
    },
  );
});

describe('health, safety and environment titles said in full are HSE', () => {
  it.each([
    ['Jefa de Seguridad y Salud Laboral', 'head'],
    ['Coordenadora de Segurança no Trabalho', 'team_lead'],
    ['Head of Safety', 'head'],
    ['Responsable QSE', 'head'],
    ['Environmental Officer', 'entry'],
    ['Umweltbeauftragte', 'entry'],
    ['Directora de Prevención', 'director'],
  ])('%s', (title, level) => {
    expect(read(title)?.areas).toContain('hse');
    expect(read(title)?.level).toBe(level);
  });
  it('trust and safety stays its own area', () => {
    expect(read('Head of Trust and Safety')?.areas).not.toContain('hse');
  });
});

describe('maintenance as plants and hotels name it', () => {
  it.each([
    ['Reliability Supervisor', 'team_lead'],
    ['Leiterin Haustechnik', 'head'],
    ['Instandhaltungsmeister', 'team_lead'],
    ['Électromécanicienne', 'entry'],
  ])('%s', (title, level) => {
    expect(read(title)).toMatchObject({ areas: ['maintenance'], level });
  });
  it('a site reliability manager stays DevOps', () => {
    expect(read('Site Reliability Manager')?.areas).not.toContain('maintenance');
  });
});

describe('nursing management over wards and theatres', () => {
  it.each([
    ['Cadre supérieure de santé', 'head'],
    ['Infirmier cadre', 'manager'],
    ['Jefe de Bloque de Enfermería', 'head'],
    ['Supervisor de Urgencias', 'manager'],
  ])('%s', (title, level) => {
    expect(read(title)).toMatchObject({ areas: ['nursing'], level });
  });
});

describe("a utility's crews and control centre", () => {
  it.each([
    ['Eletricista de Redes', 'grid_field'],
    ['Chefe de Brigada', 'grid_field'],
    ['Despachante de Redes', 'grid_control'],
    ['Operadora de Central', 'grid_control'],
    ['Supervisor do Centro de Condução', 'grid_control'],
  ])('%s', (title, area) => {
    expect(read(title)?.areas).toEqual([area]);
  });
  it('"operação da rede" names the control centre and the field crews', () => {
    const c = criteria('operação da rede: eletricistas, despachantes e os seus chefes');
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.areas.every((a) => a === 'grid_control' || a === 'grid_field'))).toBe(true);
  });
});

describe("a hotel GM's deputy runs the hotel under the GM", () => {
  it.each(['Stellvertretende Hoteldirektorin', 'Deputy Hotel Director', 'Subdirector de Hotel', 'Directrice adjointe d’hôtel', 'Resident Manager'])(
    '%s',
    (title) => {
      expect(read(title)).toMatchObject({ areas: ['hotel'], level: 'senior_manager' });
      expect(read(title)?.roles).not.toContain('general_manager');
    },
  );
  it('a cluster GM is a hotel general manager; a head housekeeper manages housekeeping', () => {
    expect(read('Cluster GM')).toMatchObject({ areas: ['hotel'], roles: ['general_manager'] });
    expect(read('Head Housekeeper')).toMatchObject({ areas: ['hotel'], level: 'manager' });
  });
});

describe('revenue management prices the rooms', () => {
  it('a revenue analyst is the hotel’s and pricing’s; a persona’s "revenue management" is pricing', () => {
    expect(read('Senior Revenue Analyst')?.areas).toEqual(['hotel', 'pricing']);
    expect(keeps('the revenue management team', 'Revenue Manager')).toBe(true);
    expect(keeps('the revenue management team', 'Front Desk Manager')).toBe(false);
  });
});

describe('a Portuguese "Responsável" for something manages it', () => {
  it.each([
    ['Responsável de Armazém', 'manager'],
    ['Responsável da Qualidade', 'manager'],
  ])('%s', (title, level) => {
    expect(read(title)?.level).toBe(level);
  });
});

describe('persona words of the sites', () => {
  it('partners of a practice work at a law or an accounting firm; Spanish "asociados" are its associates (session 40)', () => {
    const c = criteria('los socios del despacho, sin asociados');
    expect(c.employer?.sectors).toEqual(['law_firms', 'accounting_firms']);
    expect(c.include[0]?.levels).toContain('partner');
    expect(c.include[0]?.employment).toEqual([]);
    expect(c.exclude[0]?.roles).toEqual(['law_associate']);
  });
  it('beside plants, shift leaders and workshop foremen lead the production floor', () => {
    const c = criteria('workshop foremen and shift supervisors at our factories');
    expect(c.include.every((s) => s.areas.includes('manufacturing') && s.levels.includes('team_lead'))).toBe(true);
    expect(keeps('encargadas de línea en la fábrica', 'Encargado de Línea')).toBe(true);
  });
  it('branch managers of a wholesaler; copywriters in the plural', () => {
    expect(criteria('Niederlassungsleiterinnen im Großhandel').include[0]?.roles).toEqual(['branch_manager']);
    expect(read('Niederlassungsleiterin')?.roles).toContain('branch_manager');
    expect(criteria('conceptrices-rédactrices et DA').include[0]?.roles).toEqual(['copywriter']);
  });
});
