// Session 53: an insurer's distribution through intermediaries is an area (insurance_distribution): its broker and agency
// managers and its tied agents, in titles and personas of six languages; "Employer:" on a card names the kind of company.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { CriteriaSchema, type EmployerFacts } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const insurer: EmployerFacts = { name: 'Mutua Norte', industry: 'Insurance', employees: 900 };
const agency: EmployerFacts = { name: 'Wanderlust', industry: 'Travel Arrangements', employees: 40 };
const areasAt = (title: string, company?: EmployerFacts) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0]?.areas;
const run = keptRefs;

describe('insurance distribution titles (s53)', () => {
  it('tied and exclusive agents and broker managers anywhere, in six languages', () => {
    for (const t of [
      'Tied Agent',
      'Appointed Representative',
      'Broker Development Manager',
      'Maklerbetreuer',
      'Versicherungsvertreterin',
      'Agente exclusivo',
      'Verzekeringsagent',
      "Agent général d'assurance",
    ])
      expect(areasAt(t), t).toEqual(['insurance_distribution']);
  });
  it("an agency manager and a commercial inspector are the insurer's only at an insurer", () => {
    expect(areasAt('Agency Manager', insurer)).toEqual(['insurance_distribution']);
    expect(areasAt('Inspecteur commercial', insurer)).toContain('insurance_distribution');
    expect(areasAt('Agency Manager', agency)).not.toContain('insurance_distribution');
    expect(areasAt('Inspecteur commercial')).not.toContain('insurance_distribution');
  });
});

describe('a persona of insurance distribution (s53)', () => {
  const d = 'Function: Broker and agency management (broker consultants, Maklerbetreuer) and tied agents | Seniority: any | Employer: insurers only';
  it('reads every item as the area, and "Employer:" as the kind of company, no employment', () => {
    const c = compilePersona(d).criteria;
    expect(c.include.every((s) => s.areas.length === 1 && s.areas[0] === 'insurance_distribution')).toBe(true);
    expect(c.include.every((s) => s.employment.length === 0)).toBe(true);
    expect(c.employer?.sectors).toEqual(['insurance']);
    expect(CriteriaSchema.safeParse(c).success).toBe(true);
  });
  it('keeps the broker consultant, the agency manager and a contract tied agent at an insurer; not its underwriter or sales rep', async () => {
    const roster: Array<[string, string] | [string, string, string]> = [
      ['bc', 'Broker Consultant'],
      ['am', 'Agency Manager'],
      ['ta', 'Tied Agent', 'Contract'],
      ['uw', 'Underwriter'],
      ['sr', 'Sales Representative'],
    ];
    expect(await run(roster, d, insurer)).toEqual(['am', 'bc', 'ta']);
    expect(await run(roster, d, agency)).toEqual([]);
  });
});
