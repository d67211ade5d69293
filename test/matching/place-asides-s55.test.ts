// Session 55: where the people work, said after a dash ("— bij verzekeraars én bij de makelaar"), is no heading whose
// list replaces them; a person noun after a preposition of place names the place, no people; the Dutch emphatic "én" is
// "en". A gloss in parentheses after an exclusion ("(ce sont des commerciaux terrain)") still says who the people are (a
// rule that read it as naming nobody was tried and reverted). Own wordings (none taken from a set).
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

describe('a gloss in parentheses after an exclusion (s55, kept as it was)', () => {
  it('"(ce sont des commerciaux terrain)" says who the people left out are: field sales', () => {
    const ex = criteria('Chefs de rayon ; pas les chefs de secteur GMS des marques (ce sont des commerciaux terrain).').exclude;
    expect(ex.some((e) => e.areas.includes('field_sales'))).toBe(true);
  });
});
