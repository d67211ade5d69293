// Utilities' and telcos' own teams (session 40): economic regulation, customer billing, energy trading and origination,
// network asset management, PRL and FaSi; an HSE "advisor" is an employee; "also external ones" is a permission; a dash
// before "and" adds to a list; a short aside between dashes is one in parentheses. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const UTILITY = employerFacts({ id: 42, name: 'Acme Energy', industry: 'Utilities', employees_count: 90 });
const role = (title: string) => atCompany(readPerson(makeProfile('x', [{ title }])), UTILITY).roles[0];
const criteria = (text: string) => compilePersona(text).criteria;
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: UTILITY }, makeProfile('x', [{ title }])).match;

describe("utilities' own teams (s40)", () => {
  it.each(['Head of Regulation', 'Regulierungsmanagerin', 'Responsable de Regulación', 'Analista de Regulação'])('%s is regulatory affairs', (t) => {
    expect(role(t)?.areas).toContain('regulatory_affairs');
  });
  it.each(['Billing Team Leader', 'Gestora de Facturación', 'Teamleiter Abrechnung', 'Chargé de facturation'])('%s is customer billing', (t) => {
    expect(role(t)?.areas).toContain('billing');
  });
  it.each(['Power Trader', 'Leiterin Energiehandel', 'Handelaar gas', 'Energy Procurement Manager'])('%s is on the trading desk', (t) => {
    expect(role(t)?.areas).toContain('trading');
  });
  it('originators are a kind inside trading; payroll and e-billing keep their own areas', () => {
    expect(role('PPA Manager')?.roles).toContain('origination');
    expect(role('Lohnabrechnung')?.areas).toEqual(['payroll']);
    expect(role('E-Billing Analyst')?.areas).not.toContain('billing');
  });
  it('an HSE or SHEQ advisor is an employee, not an advisor to the company', () => {
    expect(role('SHEQ Advisor')?.employment).toBe('employee');
    expect(role('Technical Advisor')?.employment).not.toBe('employee');
  });
  it('regulation, PRL and FaSi name their teams', () => {
    expect(keeps('Regulierung: Leitung und Regulierungsmanager.', 'Regulierungsmanager')).toBe(true);
    expect(keeps('Técnicos de PRL, sin becarios.', 'Técnico de PRL')).toBe(true);
    expect(keeps('FaSi und HSE-Manager.', 'HSE Manager')).toBe(true);
  });
  it('traders but not originators; the energy buyers are not procurement', () => {
    const text = 'Power and gas traders plus the head of trading, not originators.';
    expect(keeps(text, 'Gas Trader')).toBe(true);
    expect(keeps(text, 'Origination Manager')).toBe(false);
    expect(keeps('Buyers and procurement managers.', 'Energy Procurement Manager')).toBe(false);
  });
  it('"also external ones" keeps the people named however employed, not every contractor', () => {
    const c = criteria('HSE managers – also external ones.');
    expect(c.include).toHaveLength(1);
    expect(keeps('HSE managers – also external ones.', 'Sales Rep (contract)')).toBe(false);
  });
  it('a dash before "and" adds to the list; a short aside between dashes names nobody new', () => {
    expect(keeps('Billing clerks — and their team leads.', 'Billing Clerk')).toBe(true);
    expect(keeps('Energy traders — power and gas — plus the head of trading.', 'Power Trader')).toBe(true);
  });
  it('"and their coordinators and heads": the heads are theirs, the people named before stay individual contributors', () => {
    const text = 'Customer service and billing: agents, billing clerks and collections, and their coordinators and heads.';
    expect(keeps(text, 'Customer Service Agent')).toBe(true);
    expect(keeps(text, 'Head of Customer Service')).toBe(true);
    expect(keeps(text, 'Billing Clerk')).toBe(true);
  });
  it('"— that\'s trading" after an exclusion names nobody; "— that\'s the CFO" after people still names the CFO', () => {
    const c = criteria('Buyers and the head of procurement. Not the energy purchasing / portfolio folks — that’s trading.');
    expect(c.include.some((s) => s.areas.includes('trading'))).toBe(false);
    expect(keeps('Budget holders — that’s the CFO.', 'Chief Financial Officer')).toBe(true);
  });
  it('"customer operations" is customer service, not the operations line', () => {
    expect(criteria('Customer operations leaders').include[0]?.areas).toEqual(['customer_support']);
  });
});
