// Session 19 (issue 22): shapes found on development set 9 (long ICP briefs), written anew here in our own words. Each
// block names the rule it holds and the part of the matcher that holds it.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readingWarnings } from '../../src/matching/warnings.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const person = (...positions: (string | Position)[]) =>
  makeProfile(
    'x',
    positions.map((p) => (typeof p === 'string' ? { title: p } : p)),
  );
const keeps = (definition: string, ...positions: (string | Position)[]) => judgeProfile(persona(definition), person(...positions)).match;

describe('an exclusion naming only areas, roles or rungs removes those roles; the person keeps another role that brings them in (judge)', () => {
  it.each([
    ['People team: HR managers, HR officers and payroll. Recruiters are not part of it.', 'HR Officer', 'Recruiter'],
    ['Purchasing: buyers and the head of procurement. Nobody from finance.', 'Acting Head of Procurement', 'Financial Controller'],
    ['Personalabteilung ohne Recruiting: Personalreferenten und Personalleitung.', 'Personalreferentin', 'Recruiterin'],
    ['Support leads and support managers, no customer success.', 'Support Team Lead', 'Customer Success Manager'],
  ])('%s', (definition, kept, other) => {
    // `kept`: a role the persona asks for; `other`: a role its exclusion names.
    expect(keeps(definition, kept, other)).toBe(true);
    expect(keeps(definition, other)).toBe(false);
    expect(keeps(definition, kept)).toBe(true);
  });

  it('a second role the persona does not ask for still leaves the person out when it is all they bring', () => {
    expect(keeps('HR officers and HR managers, recruiting excluded.', 'Recruiter', 'Office Manager')).toBe(false);
  });

  it('an exclusion of rungs alone is a ceiling on the person: a manager acting as director is no middle manager', () => {
    const d = 'Team leads and managers who run a team, not directors, heads or VPs.';
    expect(keeps(d, 'Engineering Manager', 'Acting Director of Engineering')).toBe(false);
    expect(keeps(d, 'Engineering Manager')).toBe(true);
  });

  it('an exclusion about the person (managing people, employment) still looks at every current role', () => {
    expect(keeps('Backend developers, no people managers.', 'Backend Developer', 'Interim Head of QA')).toBe(false);
    expect(keeps('Designers, no freelancers.', 'Product Designer', { title: 'UX Designer', employment_type: 'Freelance' })).toBe(false);
  });
});

describe('a restriction to kinds of engagement narrows every inclusion and includes nobody (scope, compile)', () => {
  it.each([
    'Treasury analysts and the head of treasury. Staff or fractional only; no freelancers.',
    'Treasury analysts and the head of treasury, employees or fractional people only.',
    'Only employees or fractional people. Treasury analysts and the head of treasury.',
  ])('%s', (d) => {
    expect(keeps(d, 'Treasury Analyst')).toBe(true);
    expect(keeps(d, 'Head of Treasury')).toBe(true);
    expect(keeps(d, { title: 'Treasury Analyst', employment_type: 'Freelance' })).toBe(false);
    // the restriction names nobody of its own
    expect(keeps(d, 'Backend Engineer')).toBe(false);
    expect(keeps(d, { title: 'Fractional CMO', employment_type: 'Part-time' })).toBe(false);
  });

  it.each([
    ['Buchhaltung und Controlling. Ausschließlich Mitarbeiter, nur Festangestellte.', 'Controller'],
    ['Comptables et contrôleurs de gestion. Uniquement des salariés.', 'Contrôleur de gestion'],
    ['Contadores y controllers. Solo empleados.', 'Controller'],
    ['Contadores e controllers. Apenas CLT.', 'Controller'],
    ['Boekhouders en controllers. Alleen vaste medewerkers.', 'Controller'],
  ])('%s', (d, title) => {
    expect(keeps(d, title)).toBe(true);
    expect(keeps(d, { title, employment_type: 'Freelance' })).toBe(false);
    expect(keeps(d, 'Product Designer')).toBe(false);
  });

  it('a fractional role named with its kind keeps to it', () => {
    const d = 'Finance leaders: VP Finance, the CFO, interim CFOs included. Employees or fractional only.';
    expect(keeps(d, { title: 'Interim CFO', employment_type: 'Contract' })).toBe(true);
    expect(keeps(d, 'VP Finance')).toBe(true);
    expect(keeps(d, 'Recruiter')).toBe(false);
  });

  it('words that named nobody stay unread under a restriction', () => {
    const c = compilePersona('We resell forecasting seats. FP&A analysts. Employees only.');
    expect(c.criteria.include.every((s) => s.areas.length > 0 || s.roles.length > 0 || s.levels.length > 0)).toBe(true);
  });
});

describe("the size of the buyer's company names nobody; said of the whole persona it is the employer condition (lexicon, tokens, employer.ts)", () => {
  it.each([
    ['IT managers and the head of IT. Only firms with 80 or more employees; smaller than that there is no IT team.', 'at least'],
    ['IT managers at mid-sized companies.', 'class'],
    ['At 200+ people: IT managers and the head of IT.', 'plus'],
    ['IT-Leiter und IT-Manager bei Unternehmen ab 100 Mitarbeitern.', 'de'],
    ['Responsables informatiques dans les entreprises de plus de 100 salariés.', 'fr'],
    ['Gerentes de TI en empresas con más de 100 empleados.', 'es'],
    ['Gerentes de TI em empresas com mais de 100 funcionários.', 'pt'],
    ['IT-managers bij bedrijven vanaf 100 medewerkers.', 'nl'],
  ])('%s (%s)', (d) => {
    expect(keeps(d, 'IT Manager')).toBe(true);
    expect(keeps(d, 'Account Executive')).toBe(false);
    expect(keeps(d, 'Warehouse Operative')).toBe(false);
    // Since CRITERIA_VERSION 123 the size is applied (test/matching/employer.test.ts), so it is no longer reported.
    expect(compilePersona(d).criteria.employer?.employees).toBeDefined();
    expect(readingWarnings(d, compilePersona(d)).some((w) => w.code === 'condition_not_applied')).toBe(false);
  });

  it('market words (SMBs, Mittelstand, MKB) name nobody', () => {
    for (const d of ['Payroll managers for SMBs.', 'Payroll managers im Mittelstand.', 'Payroll managers in het MKB.', 'Payroll managers des PME.']) {
      expect(keeps(d, 'Payroll Manager')).toBe(true);
      expect(keeps(d, 'Marketing Manager')).toBe(false);
    }
  });
});

describe('a role in the deal as the subject of "are" and references back take the area named before (tag-sentence, compile)', () => {
  const d = 'Our users are BDRs. The buyers are their team leads. Include all of them (the reps themselves + leads + managers). No AEs.';
  it('keeps the BDRs, their leads and managers, nobody else', () => {
    expect(keeps(d, 'Business Development Representative')).toBe(true);
    expect(keeps(d, 'BDR Team Lead')).toBe(true);
    expect(keeps(d, 'Procurement Manager')).toBe(false);
    expect(keeps(d, 'Buyer')).toBe(false);
    expect(keeps(d, 'Marketing Manager')).toBe(false);
    expect(keeps(d, 'Account Executive')).toBe(false);
  });
  it('"buyers are out" and "buyers are our target" keep their reading', () => {
    expect(keeps('Procurement managers. Buyers are out.', 'Buyer')).toBe(false);
    expect(keeps('Buyers are our target: buyers and procurement managers.', 'Buyer')).toBe(true);
  });
  it('"the advisors themselves" of a service team are its agents', () => {
    const fr = 'Notre cible : le support client – les conseillers eux-mêmes, les techniciens support, et leurs superviseurs.';
    expect(keeps(fr, 'Conseiller clientèle')).toBe(true);
    expect(keeps(fr, { title: 'Strategic Advisor', employment_type: 'Self-employed' })).toBe(false);
  });
  it('a permission in Dutch widens and adds nobody; "even senior ones" restates the exclusion', () => {
    expect(keeps("Platform engineers en SRE's. ZZP'ers tellen mee.", 'Product Designer', 'Freelance')).toBe(false);
    expect(keeps("Platform engineers en SRE's. ZZP'ers tellen mee.", { title: 'Platform Engineer', employment_type: 'Freelance' })).toBe(true);
    expect(keeps('SREs. Backend engineers are out too, even senior ones.', 'Senior Accountant')).toBe(false);
  });
});

describe('what a product serves is no condition; a leader "of people" in lower case leads HR (compile, lexicon)', () => {
  it.each([
    'Onboarding software for new hires. HR managers and recruiters.',
    'Notre logiciel accompagne les nouveaux arrivants. Les responsables RH et les recruteurs.',
  ])('%s', (d) => {
    const recruiter = makeProfile('x', [{ title: 'Recruiter' }]);
    // the person started years ago: the tenure of the people the product serves does not narrow the buyers
    recruiter.experience[0]!.start = '2015-03';
    expect(judgeProfile(persona(d), recruiter).match).toBe(true);
  });
  it('the head of people is HR', () => {
    const d = 'Recruiters, plus the head of people.';
    expect(keeps(d, 'Head of People')).toBe(true);
    expect(keeps(d, 'Head of Sales')).toBe(false);
  });
});

describe('a dash inside parentheses is no heading (tokens)', () => {
  it('the list before the parentheses stays', () => {
    const d = 'Target: treasury analysts, controllers and finance leaders (VP Finance, the CFO - interim CFOs included).';
    expect(keeps(d, 'Treasury Analyst')).toBe(true);
    expect(keeps(d, 'Controller')).toBe(true);
    expect(keeps(d, { title: 'Interim CMO', employment_type: 'Contract' })).toBe(false);
  });
});

describe('being staff alone names nobody', () => {
  it('"only people who work as <unknown words>" keeps no one and reports the words', () => {
    const c = compilePersona('Only people who currently work as lighthouse keepers on Mars.');
    expect(c.criteria.include).toEqual([]);
    expect(c.unrecognised.map((u) => u.side)).toEqual(['include']);
  });
});
