// Session 31 (development set 26, buying committees: several areas, each with its own rungs and exclusions): readings of
// the grammar of per-area lists. Own words, several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('"in AREA, LIST" is the heading of its list', () => {
  it.each([
    ['Sales VPs; in marketing, the team leads and managers; plus the CTO.', 'Marketing Manager', 'Sales Manager'],
    ['Le DG ; côté marketing, les chefs d’équipe et les responsables.', 'Responsable marketing', 'Responsable commercial'],
    ['El CEO; en marketing, jefes de equipo y gerentes.', 'Gerente de Marketing', 'Gerente de Ventas'],
    ['Der CEO; im Marketing, Teamleiter und Manager.', 'Marketing Manager', 'Vertriebsmanager'],
  ])('%s', (d, kept, left) => {
    const c = criteria(d);
    // No selector for the whole area at every rung.
    expect(c.include.some((s) => s.areas.includes('marketing') && !s.levels.length && !s.roles.length)).toBe(false);
    // The rungs of the list are the area's, not the whole company's.
    expect(c.include.some((s) => !s.areas.length && !s.roles.length && s.levels.length > 0)).toBe(false);
    expect(keeps(d, kept)).toBe(true);
    expect(keeps(d, left)).toBe(false);
  });
  it('a list of areas stays a list of areas', () => {
    const c = criteria('In sales, marketing and product.');
    expect(c.include.flatMap((s) => s.areas)).toEqual(expect.arrayContaining(['marketing']));
  });
});

describe('"everyone" under a heading nobody read is no one in particular', () => {
  it.each(['Legal: only the GC; Zorblat: everyone.', 'Jurídico: o diretor jurídico; Zorblat: todos.'])('%s', (d) => {
    const c = compilePersona(d);
    expect(c.criteria.include.some((s) => !s.areas.length && !s.roles.length && !s.levels.length)).toBe(false);
    expect(c.unrecognised.some((u) => u.text.includes('zorblat'))).toBe(true);
    expect(keeps(d, 'Software Engineer')).toBe(false);
  });
});

describe('the Brazilian DP (departamento pessoal) is payroll', () => {
  const d = 'RH: só o diretor; Departamento Pessoal: todos.';
  it.each([d, 'RH: só o diretor; DP (folha): todos.'])('%s reads it as the payroll area', (x) => {
    expect(criteria(x).include.some((s) => s.areas.includes('payroll') && !s.levels.length)).toBe(true);
  });
  it.each(['Analista de DP', 'Gerente de DP', 'Assistente de Departamento Pessoal', 'Analista de Folha Pleno'])('keeps %s', (t) => {
    expect(keeps(d, t)).toBe(true);
  });
  it('leaves out the rest of HR below its director', () => {
    expect(keeps(d, 'Analista de RH')).toBe(false);
  });
});

describe('a committee label over bullets that each name their own area names nobody', () => {
  const d = 'Finance buying committee:\n- accounting — team leads up to the head of accounting\n- IT — the IT manager';
  it('keeps the bullets and not the label', () => {
    expect(keeps(d, 'Accounting Team Lead')).toBe(true);
    expect(keeps(d, 'IT Manager')).toBe(true);
    expect(keeps(d, 'Finance Director')).toBe(false);
    expect(keeps(d, 'CFO')).toBe(false);
  });
  it('a label over plain bullets is left as it was', () => {
    expect(keeps('Finance decision makers:\n- CFO\n- Finance Director', 'Finance Director')).toBe(true);
  });
});

describe('"RUNG of AREA and of AREA": the second area shares the rung', () => {
  it.each([
    ['Gerentes de planta e de produção.', 'Gerente de Produção', 'Operador de Produção'],
    ['Pas les responsables d’équipe ou de labo.', 'Technicien de laboratoire', 'Responsable de laboratoire'],
  ])('%s', (d, kept, left) => {
    expect(keeps(d, kept)).toBe(true);
    expect(keeps(d, left)).toBe(false);
  });
});

describe('a range up from people named by a noun with no rung is them and the leaders of their line', () => {
  it.each([
    ['Sales from AE up; the CFO.', 'Account Executive', 'Head of Sales', 'Marketing Manager'],
    ['Finanzen: ab Controller aufwärts; IT: nur der IT-Leiter.', 'Leiterin Finanzen', 'CFO', 'Buchhalterin'],
    ['Financeiro: controller e acima; TI: o gerente de TI.', 'Gerente Financeiro', 'Diretor Financeiro', 'Analista de Marketing'],
    ['Compras: compradores y superiores.', 'Comprador', 'Jefe de Compras', 'Jefe de Ventas'],
  ])('%s', (d, ic, leader, left) => {
    expect(keeps(d, ic)).toBe(true);
    expect(keeps(d, leader)).toBe(true);
    expect(keeps(d, left)).toBe(false);
  });
});
