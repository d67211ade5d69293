// Session 30 (development set 24, personas written by responsibility as in a sales playbook): readings of the compiler and
// the title reader fixed by kind. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('people said not to do what the persona is about are left out', () => {
  it('"interns don\'t run anything"', () => {
    const d = 'Payroll specialists and payroll clerks. Interns don’t run anything.';
    expect(keeps(d, 'Payroll Specialist')).toBe(true);
    expect(keeps(d, 'Payroll Intern')).toBe(false);
  });
  it('"are too far from the floor"', () => {
    const d = 'Support team leads and support managers. Directors of support are too far from the floor.';
    expect(keeps(d, 'Support Team Lead')).toBe(true);
    expect(keeps(d, 'Director of Customer Support')).toBe(false);
  });
  it('"leave X out" around what it leaves out', () => {
    const d = 'The CEO, the CTO and the finance leaders; leave the CFO out.';
    expect(criteria(d).exclude.some((e) => e.roles.includes('cfo'))).toBe(true);
    expect(keeps(d, 'CFO')).toBe(false);
    expect(keeps(d, 'CTO')).toBe(true);
  });
  it('"don\'t confuse them with" names who they are not', () => {
    const d = 'Plant managers. Do not confuse them with the HR people.';
    expect(criteria(d).include.some((s) => s.areas.includes('human_resources'))).toBe(false);
    expect(keeps(d, 'HR Manager')).toBe(false);
    expect(keeps(d, 'Plant Manager')).toBe(true);
  });
  it('a function said to approve but not to choose is left out, not the company’s chief', () => {
    const d = 'The CEO and the head of IT. Finance approves the spend but does not choose the vendor.';
    expect(keeps(d, 'Chief Executive Officer')).toBe(true);
    expect(keeps(d, 'Head of IT')).toBe(true);
    expect(keeps(d, 'Finance Manager')).toBe(false);
  });
});

describe('context sentences name nobody', () => {
  it('"they usually report to the CFO"', () => {
    const d = 'Controllers and accounting managers. They usually report to the CFO.';
    expect(keeps(d, 'CFO')).toBe(false);
    expect(keeps(d, 'Accounting Manager')).toBe(true);
  });
  it('"this person reports to …:" before the list', () => {
    const d = 'Whoever owns the numbers. This person normally reports to the CFO: controllers and heads of accounting.';
    expect(keeps(d, 'Accounts Payable Clerk')).toBe(false);
    expect(keeps(d, 'Head of Accounting')).toBe(true);
  });
  it('a responsibility spelled out in the next sentence is a heading', () => {
    const d = 'Anyone who approves new tooling. That means the COO and the heads of operations.';
    expect(keeps(d, 'COO')).toBe(true);
    expect(keeps(d, 'Marketing Director')).toBe(false);
  });
  it('"this is the field sales force" restates the scope', () => {
    const d = 'Heads of sales and sales managers. This is the field sales force.';
    expect(keeps(d, 'Sales Manager')).toBe(true);
    expect(keeps(d, 'Sales Representative')).toBe(false);
  });
});

describe('people said to be among those left out', () => {
  it('"account managers are reps" after "not the reps"', () => {
    const d = 'Sales managers and sales team leads, not the reps. Account managers are reps too.';
    expect(keeps(d, 'Sales Team Lead')).toBe(true);
    expect(keeps(d, 'Key Account Manager')).toBe(false);
  });
});

describe('founders and owners who run the company', () => {
  it('"hands-on" said of owners and founders keeps them (they still lead)', () => {
    const d = 'Owners and founders who are still hands-on in the business, not those who founded another company before.';
    expect(criteria(d).include.every((s) => !s.traits.includes('individual_contributor'))).toBe(true);
    expect(criteria(d).exclude.some((e) => e.traits.includes('founder'))).toBe(false);
    expect(keeps(d, 'Owner & Managing Director')).toBe(true);
    expect(keeps(d, 'Co-Founder & COO')).toBe(true);
  });
});

describe('heads of a business unit, a division or a country', () => {
  const d = 'Business unit heads, divisional directors and country directors, not the group CEO.';
  it.each([
    'Directrice de division',
    'Country Manager Benelux',
    'Leiter Geschäftsbereich Automotive',
    'Diretor de Unidade de Negócio',
    'General Manager – Retail Division',
  ])('%s owns a unit', (title) => expect(keeps(d, title)).toBe(true));
  it.each(['CEO', 'Rooms Division Manager', 'Controller'])('%s does not', (title) => expect(keeps(d, title)).toBe(false));
  it('"the general manager of one hotel" is a hotel GM', () => {
    expect(criteria('The general manager of one hotel.').include[0]?.roles).toEqual(['general_manager']);
  });
});

describe('a rung and a kind share one noun', () => {
  it('"senior and category buyers" are buyers', () => {
    const d = 'Senior and category buyers.';
    expect(keeps(d, 'Senior Buyer')).toBe(true);
    expect(keeps(d, 'Senior Accountant')).toBe(false);
  });
});
