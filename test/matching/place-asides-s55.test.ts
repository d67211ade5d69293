// Session 55: where the people work, said after a dash ("— bij verzekeraars én bij de makelaar"), is no heading whose
// list replaces them; a person noun after a preposition of place names the place, no people; the Dutch emphatic "én" is
// "en"; a gloss in parentheses after an exclusion ("(dat is verkoop)") names nobody. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const criteria = (text: string) => compilePersona(text).criteria;

describe('where the people work, after a dash (s55)', () => {
  it('"Acceptanten en schadebehandelaars — bij verzekeraars én bij de makelaar" keeps both kinds at insurers', () => {
    const c = criteria('Acceptanten en schadebehandelaars — bij verzekeraars én bij de makelaar.');
    expect(c.include.map((s) => s.areas)).toEqual([['underwriting'], ['claims']]);
    expect(c.employer?.sectors).toEqual(['insurance']);
  });
  it('"bij de makelaar" names no estate agents; it is reported unread', () => {
    const r = compilePersona('Schadebehandelaars, ook bij de makelaar.');
    expect(r.criteria.include.every((s) => !s.roles.includes('consumer_sales'))).toBe(true);
    expect(r.unrecognised.some((u) => u.text.includes('bij de makelaar'))).toBe(true);
  });
  it('"no" is a negation, no preposition of place: "no POs, no PMMs" leaves them out', () => {
    expect(criteria('Product managers; no POs, no PMMs.').exclude.map((e) => e.text)).toEqual(['pos', 'pmms']);
  });
  it('a heading before a dash still heads its list ("Finance leaders — CFO, VP Finance")', () => {
    expect(criteria('Finance leaders — CFO, VP Finance.').include.map((s) => s.text)).toEqual(['cfo', 'vp finance']);
  });
});

describe('a gloss in parentheses after an exclusion (s55)', () => {
  it('"geen teeltspecialisten (dat is verkoop)" leaves out the specialists, not sales', () => {
    const ex = criteria('Veredelaars; geen teeltspecialisten (dat is verkoop).').exclude;
    expect(ex.some((e) => e.areas.includes('sales'))).toBe(false);
  });
  it('"not the BDRs (that\'s sales development)" leaves out the BDRs only once', () => {
    expect(criteria("Account executives, not the BDRs (that's sales development).").exclude.map((e) => e.text)).toEqual(['the bdrs']);
  });
});
