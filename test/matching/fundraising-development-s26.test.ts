// Session 26: a charity's or museum's "development" is its fundraising.
// - Persona: beside fundraising words (fundraising, donors, charities, foundations …) "development", "membership" and
//   "trusts" name the fundraising area ("development officers", "the head of development", "membership and trusts
//   managers"); "donors" is a word, no misspelling of the Portuguese "donos" (owners).
// - Title: a "Development Officer" / "Development Associate" (nothing before "development"), individual or regular giving,
//   philanthropy and a "Partnerships Officer" are fundraising; a "Business / Software / Learning & Development …" is not.
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const areas = (title: string) => readPerson(makeProfile('x', [{ title }])).roles.flatMap((r) => r.areas);
const included = (d: string) => compilePersona(d).criteria.include;

describe("a fundraising persona's development", () => {
  it.each([
    'Fundraising at charities: development officers and the head of development.',
    'Donor-facing fundraising staff: development officers and heads of development.',
    'Fundraising team: development officers, membership and trusts managers.',
    'Charity fundraising — development officers, development managers, head of development.',
  ])('%s is fundraising only', (d) => {
    const inc = included(d);
    expect(inc.length).toBeGreaterThan(0);
    for (const s of inc) expect(s.areas).toEqual(['fundraising']);
    // Officers are kept, not only managers and heads.
    expect(inc.some((s) => s.levels.length === 0 || s.levels.includes('senior'))).toBe(true);
  });
  it('"donors" is no owner', () => {
    for (const d of ["'Development' here means donors, not software developers.", 'People who look after our donors.']) {
      expect(included(d).some((s) => s.traits.includes('owner'))).toBe(false);
    }
  });
  it('without fundraising words "head of development" is no fundraiser', () => {
    expect(included('Head of development and QA leads.').some((s) => s.areas.includes('fundraising'))).toBe(false);
  });
});

describe('fundraising titles', () => {
  it.each([
    'Development Officer',
    'Senior Development Officer',
    'Development Associate',
    'Development Manager (Individual Giving)',
    'Regular Giving Manager',
    'Philanthropy Manager',
    'Corporate Partnerships Officer',
  ])('%s is fundraising', (t) => expect(areas(t)).toContain('fundraising'));
  it.each([
    'Business Development Officer',
    'Software Development Manager',
    'Learning & Development Officer',
    'Development Manager',
    'Economic Development Officer',
  ])('%s is not', (t) => expect(areas(t)).not.toContain('fundraising'));
});
