// Session 33 (fixer FM, the weakest development sets): general reading shapes — customer service supervisors on the
// team-lead rung, a German "Leitung" as an area's leadership and "kaufmännische Leitung" as finance's, a range up from a
// department head that continues up its function, planners, shift leads and distribution centres, a whole title "ISO". Own titles and wordings, several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('reader: a customer service supervisor leads a team of agents (the team-lead rung)', () => {
  it.each([
    'Customer Service Supervisor',
    'Call Centre Supervisor',
    'Supervisor de Soporte',
    'Supervisor de Servicio al Cliente',
    'Supervisora Call Center',
    'Supervisor de Atendimento ao Cliente',
    'Superviseure service client',
    'Superviseur plateau relation client',
    'Supervisor klantcontact',
    'Coordinadora de Equipo de Atención al Cliente',
  ])('%s', (title) => {
    const r = read(title);
    expect(r?.level).toBe('team_lead');
    expect(r?.areas).toContain('customer_support');
  });
  it.each([
    ['Customer Service Manager', 'manager'],
    ['Head of Customer Care', 'head'],
  ])('%s stays %s', (title, level) => {
    expect(read(title)?.level).toBe(level);
  });
  it('a support persona that names team leads keeps them', () => {
    expect(keeps('Support team leads and their head', 'Customer Care Supervisor')).toBe(true);
    expect(keeps('Jefes de equipo en atención al cliente', 'Supervisora de Atención al Cliente')).toBe(true);
  });
});

describe('reader: planners, shift leads, distribution centres and dispatch', () => {
  it.each([
    ['Demand Planer', 'supply_planning', 'entry'],
    ['Senior Inventory Planer', 'supply_planning', 'senior'],
    ['Planificadora Senior', 'supply_planning', 'senior'],
    ['Planificador de Stock', 'supply_planning', 'entry'],
    ['Planejadora', 'supply_planning', 'entry'],
    ['Warehouse Shift Lead', 'warehouse', 'team_lead'],
    ['Leiterin Distributionszentrum Süd', 'warehouse', 'head'],
    ['Teamleiter Kommissionierung', 'warehouse', 'team_lead'],
    ['Teamleiterin Disposition', 'transport', 'team_lead'],
  ])('%s is %s at %s', (title, area, level) => {
    const r = read(title);
    expect(r?.areas).toContain(area);
    expect(r?.level).toBe(level);
  });
  it('a shift planner still plans the rota', () => {
    expect(read('Shift Planner')?.areas).toContain('workforce_planning');
  });
  it('a whole title "ISO" is the information security officer', () => {
    expect(read('ISO')?.areas).toContain('security');
  });
});

describe('compiler: a German "Leitung" is the leadership of its area', () => {
  it.each([
    ['Die Vertriebsleitung', 'sales'],
    ['Leitung Kundendienst', 'customer_support'],
    ['die Marketingleitung und die Leitung Personal', 'marketing'],
  ])('%s', (d, area) => {
    const s = criteria(d).include.find((x) => x.areas.includes(area as never));
    expect(s?.levels).toEqual(expect.arrayContaining(['head', 'director', 'vp', 'c_level']));
  });
  it('keeps a sales director and a VP sales, not a sales rep', () => {
    const d = 'Entscheider: die Vertriebsleitung';
    expect(keeps(d, 'Sales Director')).toBe(true);
    expect(keeps(d, 'VP Sales DACH')).toBe(true);
    expect(keeps(d, 'Außendienstmitarbeiter')).toBe(false);
  });
  it('the end of a range is still the head ("bis zur Leitung")', () => {
    const s = criteria('Einkauf: Einkäufer bis zur Einkaufsleitung').include[0];
    expect(s?.levels).toContain('head');
    expect(s?.levels).not.toContain('c_level');
  });
  it.each(['Geschäftsführung oder kaufmännische Leitung', 'der kaufmännische Leiter und die Geschäftsführerin', 'kaufmännische Geschäftsführung'])(
    '%s: finance leadership, not all of finance',
    (d) => {
      expect(keeps(d, 'Kaufmännische Leiterin')).toBe(true);
      expect(keeps(d, 'CFO')).toBe(true);
      expect(keeps(d, 'Finance Manager')).toBe(false);
      expect(keeps(d, 'Werkstudent Rechnungswesen')).toBe(false);
    },
  );
});

describe('compiler: a range up from a department head continues up its function', () => {
  it.each(['Finanzen: ab Leiterin Buchhaltung aufwärts', 'Finance: from the head of accounting up', 'Financiën: vanaf hoofd boekhouding'])('%s', (d) => {
    expect(keeps(d, 'Chief Financial Officer')).toBe(true);
    expect(keeps(d, 'Finance Director')).toBe(true);
    expect(keeps(d, 'Head of Accounting')).toBe(true);
    expect(keeps(d, 'Accountant')).toBe(false);
  });
  it.each([
    // A range said at a rung, not from a person: it stays in its own area.
    'Customer success leaders at director level or higher',
    'RevOps managers and up',
  ])('%s', (d) => {
    expect(criteria(d).include.every((s) => !s.areas.includes('support' as never) && !s.areas.includes('sales' as never))).toBe(true);
  });
});
