// Session 30 (development set 22, regional and non-native briefs): readings of the compiler fixed by kind. Own words,
// several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('a bare "QA" left out is the testers', () => {
  it.each([
    'Backend developers. No QA please.',
    'Entwickler im Backend, keine QA und keine Werkstudenten.',
    'Programadores senior, nada de QA.',
    'Développeurs back-end, sans la QA.',
    'Engineers who write code; exclude QA.',
  ])('%s keeps the developers and leaves the testers out', (d) => {
    expect(criteria(d).exclude.some((e) => e.roles.includes('qa_tester') && !e.areas.includes('software'))).toBe(true);
    expect(keeps(d, 'Senior Backend Developer')).toBe(true);
    expect(keeps(d, 'QA Engineer')).toBe(false);
  });
  it('an included QA stays the area', () => {
    expect(criteria('QA and DevOps contractors').include.some((s) => s.areas.includes('software') && !s.roles.length)).toBe(true);
  });
});

describe('a kind of employment, then "also"', () => {
  it.each([
    "Ontwikkelaars en tech leads, zzp'ers ook.",
    'Backend-Entwickler, Freelancer auch.',
    'Desarrolladores backend, autónomos también.',
    'Développeurs, freelances aussi.',
  ])('%s widens the people before it and adds no contractor of its own', (d) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.employment.includes('contractor') && !s.areas.length && !s.roles.length)).toBe(false);
    expect(keeps(d, 'Accountant (freelance)')).toBe(false);
  });
});

describe('"senior X and team leads"', () => {
  it.each([
    ['Senior accountants and team leads.', 'Senior Accountant'],
    ['Senior Java developers and team leads', 'Senior Java Developer'],
    ['Backend engineers, senior backend engineers and team leads.', 'Senior Backend Engineer'],
  ])('%s keeps the senior rung beside the leads', (d, title) => {
    expect(keeps(d, title)).toBe(true);
    expect(criteria(d).include.some((s) => s.levels.includes('team_lead'))).toBe(true);
  });
});

describe('architects of software', () => {
  it.each(['Technical architects and developers', 'Arquitectos de software y desarrolladores', 'Software architects, no interns'])(
    '%s are software engineers',
    (d) => {
      const c = criteria(d);
      expect(c.include.some((s) => s.areas.includes('architecture'))).toBe(false);
      expect(keeps(d, 'Software Architect')).toBe(true);
    },
  );
});

describe('Indian ranks of a function', () => {
  it('GM / DGM / AGM before a function are its director, head and manager (compiler)', () => {
    const c = criteria('Finance leadership: GM / DGM / AGM Finance and the CFO.');
    expect(c.include.some((s) => s.roles.includes('ceo'))).toBe(false);
    const finance = c.include.find((s) => s.areas.includes('finance'));
    expect(finance?.levels).toEqual(expect.arrayContaining(['director', 'head', 'manager']));
  });
  it('a bare GM stays the general manager', () => {
    expect(criteria('The GM or the owner.').include.some((s) => s.roles.includes('ceo'))).toBe(true);
  });
  it.each([
    ['DGM – Accounts', 'head', 'accounting'],
    ['GM – Finance & Accounts', 'director', 'finance'],
    ['AGM Finance', 'manager', 'finance'],
    ['Sr. GM – HR', 'director', 'hr'],
  ])('the title %s reads at the %s rung of %s', (title, level, area) => {
    expect(readPerson(makeProfile('x', [{ title }])).roles[0]).toMatchObject({ level, areas: [area] });
  });
  it('accounts executives are accounting individual contributors', () => {
    const c = criteria('Finance managers and up, not the accounts executives.');
    expect(c.exclude.some((s) => s.areas.includes('accounting') && s.traits.includes('individual_contributor'))).toBe(true);
  });
});

describe('a role of individual contributors, then a range of leaders', () => {
  it.each(['Relationship managers and credit analysts, AVP and above.', 'RMs, VP and above please'])('%s is the area at those rungs', (d) => {
    const c = criteria(d);
    const rm = c.include.find((s) => s.areas.includes('account_management'));
    expect(rm?.roles).toEqual([]);
    expect(rm?.levels).not.toContain('entry');
    expect(keeps(d, 'Relationship Manager')).toBe(false);
    expect(keeps(d, 'VP, Relationship Management')).toBe(true);
  });
});

describe("a bank's credit titles", () => {
  it.each([
    ['Jefa de Crédito Empresarial', 'head'],
    ['Head of Credit', 'head'],
    ['Sous-directeur – analyse de crédit', 'head'],
    ['Directora Nacional de Crédito', 'director'],
  ])('%s leads lending', (title, level) => {
    expect(readPerson(makeProfile('x', [{ title }])).roles[0]).toMatchObject({ level, areas: ['lending'] });
  });
  it('"AVP, Credit Risk" is risk at the AVP rung', () => {
    expect(readPerson(makeProfile('x', [{ title: 'AVP, Credit Risk' }])).roles[0]).toMatchObject({ level: 'senior_manager', areas: ['risk'] });
  });
  it('a credit analyst and a credit risk manager keep their readings', () => {
    expect(readPerson(makeProfile('x', [{ title: 'Credit Analyst' }])).roles[0]).toMatchObject({ areas: ['lending'] });
    expect(readPerson(makeProfile('x', [{ title: 'Credit Risk Manager' }])).roles[0]).toMatchObject({ areas: ['risk'] });
  });
});
