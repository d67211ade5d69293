// Session 26 (issue 22): an employer said of one item inside a list (employer-parts.ts `midList`) is not the persona's: people
// were listed before that item and more follow after a comma. A careful reader cannot apply it to everyone, so it is left with
// the warning `not_applied` (before: every person of the persona had to work at a marketplace, a bank, …). With nobody listed
// before it, the items after a comma continue its people and the employer holds. Seller success managers are individual
// contributors, as customer success managers are.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('an employer in the middle of a list is not applied', () => {
  it.each([
    ['CS people - CSMs, seller success managers on marketplaces, and their leaders. No support agents.', 'Customer Success Manager'],
    ['CSMs, seller success managers at marketplaces, and CS directors', 'Director of Customer Success'],
    ['Controllers, risk analysts at banks, and the CFO', 'Financial Controller'],
    ['Kundenbetreuer, Seller-Success-Manager bei Marktplätzen, und deren Leitung', 'Kundenbetreuer'],
  ])('%s', (d, title) => {
    const c = compilePersona(d);
    expect(c.criteria.employer?.sectors ?? []).toEqual([]);
    expect(c.warnings.map((w) => w.code)).toContain('not_applied');
    expect(keeps(d, title)).toBe(true);
  });
});

describe('an employer with nobody listed before it, or after the whole list, still holds', () => {
  it.each([
    'Network engineers at telecom operators, NOC technicians and network managers',
    'Actuaries and actuarial analysts at insurers and pension funds, all the way up to the chief actuary.',
    'Monteurs en storingsmonteurs bij netbeheerders, plus hun ploegleiders',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.employer?.sectors.length ?? 0).toBeGreaterThan(0);
  });
});

describe('seller success managers are individual contributors', () => {
  it.each(['Seller success managers and their team leads', 'Merchant success managers, plus the team leads above them'])('%s', (d) => {
    expect(keeps(d, 'Seller Success Manager')).toBe(true);
    expect(keeps(d, 'Seller Success Team Lead')).toBe(true);
    expect(keeps(d, 'Customer Success Manager')).toBe(false);
  });
});

describe('an employer of a later group ("…, or …", "…, plus …", "…; at X: …") is that group\'s only', () => {
  it.each([
    ['Customer success managers and heads of CS, or seller success managers at marketplaces. Not support, not IT.', 'Customer Success Manager'],
    ['Post-sale success people: CSMs and heads of CS, plus seller success at marketplaces.', 'Head of Customer Success'],
    ['Finanzleiter und Controller, sowie Risikoanalysten bei Banken', 'Controller'],
    ['Responsables financiers et contrôleurs de gestion, ainsi que les analystes risques dans les banques', 'Contrôleur de gestion'],
  ])('%s', (d, title) => {
    const c = compilePersona(d);
    expect(c.criteria.employer?.sectors ?? []).toEqual([]);
    expect(c.warnings.map((w) => w.code)).toContain('not_applied');
    expect(keeps(d, title)).toBe(true);
  });
  it.each([
    'CSMs and AEs at SaaS companies',
    'At SaaS companies: CSMs and AEs.',
    'CFOs at banks; controllers at insurers',
    'CSMs, AEs, and SDRs at SaaS companies',
    'Controllers, accountants, and the CFO at banks',
  ])('one group, or every group with its own employer, keeps it: %s', (d) => {
    expect(compilePersona(d).criteria.employer?.sectors.length ?? 0).toBeGreaterThan(0);
  });
});

describe("a later sentence headed by its employer is its people's only (session 29: Selector.employer)", () => {
  it('Customer success - CSMs, CS leadership; at marketplaces: seller success, seller success managers. Not support.', () => {
    const d = 'Customer success - CSMs, CS leadership; at marketplaces: seller success, seller success managers. Not support.';
    const c = compilePersona(d).criteria;
    expect(c.employer).toBeUndefined();
    expect(keeps(d, 'Customer Success Manager')).toBe(true);
    expect(c.include.filter((s) => s.employer?.sectors.includes('marketplaces')).length).toBeGreaterThan(0);
    expect(c.include.filter((s) => !s.employer).length).toBeGreaterThan(0);
  });
});
