// Session 19 (development set 9, long ICP briefs as sales teams paste them): what the seller says about its product, its
// market and its reasons names nobody. Each rule in our own words in several languages (none taken from a labelled set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type?: string) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, ...(employment_type ? { employment_type } : {}) } as Position])).match;

describe('a reason or remark of the seller names nobody (reasons.ts, lexicon `reason`)', () => {
  it.each([
    ['Controllers and FP&A analysts. Not bookkeepers (we tried, they only want an ERP).', 'FP&A Analyst', 'Bookkeeper'],
    ['Vertriebsleiter und Head of Sales, keine Praktikanten (die sind nur ein paar Monate im Haus).', 'Vertriebsleiter', 'Praktikant Vertrieb'],
    ['Les comptables et le DAF, pas la paie (ils ont déjà leur logiciel).', 'Comptable', 'Gestionnaire de paie'],
    ['Jefes de ventas y directores comerciales, sin becarios (ya tienen su propio programa).', 'Jefe de Ventas', 'Becario de Ventas'],
    ['Gerentes de vendas, sem estagiários (porque eles ficam pouco tempo).', 'Gerente de Vendas', 'Estagiário de Vendas'],
    ['Hoofd klantenservice en teamleiders klantenservice, geen developers (die gebruiken het wel, maar beslissen niet).', 'Hoofd Klantenservice', 'Developer'],
  ])('%s', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
    // The reason adds no one: nobody outside the list is kept.
    expect(matches(d, 'Procurement Manager')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });

  it('a reason after a dash keeps its negation to itself ("they read the dashboards, not buyers" leaves no buyer out)', () => {
    const d = 'Data engineers and their managers. Not data scientists - they read the dashboards, not buyers.';
    const { criteria } = compilePersona(d);
    expect(criteria.exclude.flatMap((e) => e.areas)).not.toContain('procurement');
    expect(matches(d, 'Senior Data Engineer')).toBe(true);
    expect(matches(d, 'Data Scientist')).toBe(false);
  });

  it('a sentence that opens with a reason ends it at "so" before the negation it leads to', () => {
    const d = 'We tried selling to HR and it went nowhere, so no HR people either. Interns and working students only.';
    expect(matches(d, 'Marketing Intern')).toBe(true);
    expect(matches(d, 'HR Manager')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });

  it('"I know …, but X are …" ends the remark at "but" before people', () => {
    const d = 'Heads of sales and sales directors. No CS - I know the two overlap in places but CSMs are a different buyer for us.';
    expect(matches(d, 'Head of Sales')).toBe(true);
    expect(matches(d, 'Customer Success Manager')).toBe(false);
    expect(compilePersona(d).warnings).toEqual([]);
  });

  it.each([
    'Security engineers and the CISO. Bonus if they also run compliance.',
    'Security engineers and the CISO. Bonus wenn sie auch Compliance verantworten.',
    'Security engineers and the CISO. Si además llevan compliance, mejor.',
  ])('%s: a nice-to-have is no condition and no exclusion', (d) => {
    expect(compilePersona(d).criteria.exclude).toEqual([]);
    expect(matches(d, 'Security Engineer')).toBe(true);
    expect(matches(d, 'Compliance Officer')).toBe(false);
  });

  it('"since they …" after an inclusion adds no one', () => {
    const d = 'Platform engineers; heads of platform too, since they usually hold the cloud budget.';
    expect(matches(d, 'Head of Platform')).toBe(true);
    expect(matches(d, 'CFO')).toBe(false);
  });
});

describe('a sentence that ends by negating its own subject leaves the subject out (lexicon negpost, predicate.ts subjectNegated)', () => {
  it.each([
    "Buyers and procurement managers. Event planners are marketing folks, don't include them.",
    'Einkäufer und Einkaufsleiter. Eventplaner sind Marketing-Leute, bitte nicht aufnehmen.',
    "Acheteurs et responsables achats. Les organisateurs d'événements sont du marketing, à exclure.",
    'Compradores y jefes de compras. Los organizadores de eventos son de marketing, no los incluyas.',
    'Compradores e gerentes de compras. Os organizadores de eventos são marketing, não incluir.',
    'Inkopers en inkoopmanagers. Evenementenplanners zijn marketingmensen, niet meenemen.',
  ])('%s', (d) => {
    expect(matches(d, 'Procurement Manager')).toBe(true);
    expect(matches(d, 'Event Planner')).toBe(false);
    expect(compilePersona(d).criteria.include.every((s) => !s.areas.includes('marketing'))).toBe(true);
  });

  it.each([
    ['Recruiters and sourcers. Legal is not the target either.', 'Legal Counsel'],
    ['Recruiters and sourcers. Payroll: no.', 'Payroll Specialist'],
    ['Recruiters and sourcers. HR business partners are a different motion for us.', 'HR Business Partner'],
    ['Recruiters en sourcers. Juristen zijn niet de doelgroep.', 'Jurist'],
  ])('%s', (d, left) => {
    expect(matches(d, 'Recruiter')).toBe(true);
    expect(matches(d, left)).toBe(false);
    expect(compilePersona(d).warnings).toEqual([]);
  });
});
