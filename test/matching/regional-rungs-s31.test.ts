// Session 31 (development set 22, regional and non-native briefs): rungs and people misread by kind. Own words, several
// languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('a range up to a chief after people named at no rung', () => {
  it.each([
    ['Account managers and inside sales reps, up to the VP of Sales.', 'Head of Account Management', 'Marketing Manager'],
    ['Gerentes de cuenta y vendedores internos, hasta el director comercial.', 'Gerente de Cuentas Clave', 'Analista de Marketing'],
  ])('%s is their ladder, not all of sales from the interns up', (d, leader, other) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.levels.includes('intern'))).toBe(false);
    expect(keeps(d, leader)).toBe(true);
    expect(keeps(d, other)).toBe(false);
    expect(keeps(d, 'Sales Intern')).toBe(false);
  });
  it('a chief of another function stays a range of its own', () => {
    const c = criteria('Developers and testers, up to the CFO.');
    expect(c.include.some((s) => s.areas.includes('finance'))).toBe(true);
  });
});

describe('Portuguese operators', () => {
  it.each(['Chefes de turno da fábrica; os operadores não.', 'Supervisores de produção, sem os operadores.'])('%s leaves the operators out', (d) => {
    expect(keeps(d, 'Operador de Produção')).toBe(false);
    expect(criteria(d).exclude.some((e) => e.traits.includes('individual_contributor') && !e.titles?.length)).toBe(true);
  });
  it('a plant director said "fabril" is the plant\'s director', () => {
    expect(criteria('O diretor fabril e os chefes de turno').include.some((s) => s.areas.includes('manufacturing') && s.levels.includes('director'))).toBe(
      true,
    );
  });
});

describe('examples of another area after a list of areas', () => {
  it.each([
    ['Abteilungsleiter in Einkauf und Logistik, inkl. Einkaufsleiter.', 'Leiter Logistik'],
    ['Heads of marketing and design, including marketing directors.', 'Head of Design'],
    ['Jefes de compras y logística, por ejemplo el jefe de compras.', 'Jefe de Logística'],
  ])('%s keeps the other area', (d, title) => {
    expect(keeps(d, title)).toBe(true);
  });
});

describe('words for the boss of an area', () => {
  it.each([
    ['IT-Leiter und der CIO', 'IT Manager'],
    ['Abteilungsleiter im Einkauf', 'Einkaufsmanager'],
    ['Jefes de compras', 'Gerente de Compras'],
    ['Los jefes de sistemas', 'Gerente de TI'],
  ])('%s take the managers who lead the area', (d, title) => {
    expect(keeps(d, title)).toBe(true);
  });
  it.each([
    ['Vertriebsleiter und Sales Directors', 'Sales Manager', 'Head of Sales'],
    ['Jefes de ventas y directores comerciales', 'Gerente de Cuenta', 'Jefe de Ventas'],
  ])('%s in sales are its heads (a sales manager sells)', (d, seller, head) => {
    expect(keeps(d, seller)).toBe(false);
    expect(keeps(d, head)).toBe(true);
  });
  it('"not the bosses" alone is whoever manages people', () => {
    const c = criteria('Todo el equipo de ventas, pero no los jefes.');
    expect(c.exclude.some((e) => e.traits.includes('manages_people') && !e.levels.length)).toBe(true);
  });
});

describe('the staff themselves after their leaders', () => {
  it.each(['Leiter Kundendienst und Teamleiter. Nicht die Mitarbeiter selbst.', 'Support leads and heads of support; not the staff themselves.'])(
    '%s are the individual contributors',
    (d) => {
      expect(keeps(d, 'Teamleiter Kundenservice')).toBe(true);
      expect(keeps(d, 'Head of Customer Support')).toBe(true);
      expect(keeps(d, 'Customer Support Agent')).toBe(false);
    },
  );
});

describe('advisors of an area', () => {
  it.each([
    ['HR advisors and HR business partners', 'HR Advisor'],
    ['Conseillers clientèle et chargés de clientèle', 'Conseiller clientèle'],
  ])('%s hold a job in it', (d, title) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.employment.includes('advisor'))).toBe(false);
    expect(keeps(d, title)).toBe(true);
  });
  it('advisors alone sit on an advisory board', () => {
    expect(criteria('Advisors and board members').include.some((s) => s.employment.includes('advisor'))).toBe(true);
  });
});

describe('Québec customer service', () => {
  it('"service à la clientèle" is customer support', () => {
    const d = 'Les gestionnaires du service à la clientèle';
    expect(criteria(d).include.some((s) => s.areas.includes('customer_support'))).toBe(true);
    expect(keeps(d, 'Customer Service Manager')).toBe(true);
  });
});

describe('negations by non-native writers', () => {
  it.each([
    ['Controller und Buchhalter, Werkstudenten bitte nicht mit reinnehmen.', 'Werkstudent Controlling'],
    ['Leiter Logistik; Disponenten nicht einbeziehen.', 'Disponent'],
  ])('%s leaves the people before it out', (d, title) => {
    expect(keeps(d, title)).toBe(false);
  });
  it.each([
    'Teamleiter in der Buchhaltung, die Buchhalter selbst nicht (die entscheiden nichts).',
    'Jefes de contabilidad, los contables no (no deciden nada).',
  ])('%s: the gloss after the negation names nobody', (d) => {
    const c = criteria(d);
    expect(c.exclude.some((e) => e.traits.includes('decision_maker'))).toBe(false);
    expect(keeps(d, 'Teamleiter Buchhaltung')).toBe(d.startsWith('Teamleiter'));
    expect(keeps(d, 'Bilanzbuchhalter')).toBe(false);
  });
  it('a "general director" is the chief executive', () => {
    expect(criteria('The general director and the finance director').include.some((s) => s.roles.includes('ceo'))).toBe(true);
  });
});
