// Session 25 (issue 22), Dutch grammar:
// - in a sentence with no English words, "of" between a named role and an area's rung is the Dutch "or" ("CIO of
//   IT-manager"): two alternatives, never the role "of" the rung (which kept every manager of the company). tag-sentence.ts.
// - a compound of a function and "leiding" is that function's leadership ("Verkoopleiding" = "leiding verkoop"), as the
//   German "Vertriebsleitung" is; not a team's, a project's or the company's. tokens.ts.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('a named role "of" an area\'s rung, without English words, is "or" (tag-sentence)', () => {
  it.each([
    ['Beslissers: CEO, CTO, CIO of IT-manager', 'IT Manager', 'Chief Information Officer', 'Marketing Manager'],
    ['Beslissers: de CFO of financieel manager', 'Finance Manager', 'CFO', 'Sales Manager'],
    ['Wie tekent: de CTO of engineering manager', 'Engineering Manager', 'CTO', 'HR Manager'],
  ])('%s', (d, rung, role, other) => {
    const include = compilePersona(d).criteria.include;
    // no selector both names a role and takes a rung of no area
    expect(include.filter((s) => s.roles.length && s.levels.length && !s.areas.length)).toEqual([]);
    expect(keeps(d, rung)).toBe(true);
    expect(keeps(d, role)).toBe(true);
    expect(keeps(d, other)).toBe(false);
  });

  it('English keeps its "of" ("the CIO of IT" is the CIO)', () => {
    expect(compilePersona('the CIO of IT').criteria.include.map((s) => s.roles)).toEqual([['cio']]);
  });
});

describe('a Dutch compound of a function and "leiding" is its leadership (tokens)', () => {
  it.each([
    ['Verkoopleiding', 'sales'],
    ['Salesleiding', 'sales'],
    ['Marketingleiding', 'marketing'],
    ['Inkoopleiding', 'procurement'],
    ['Productieleiding', 'manufacturing'],
    ['Logistiekleiding', 'logistics'],
    ['Klantenserviceleiding', 'customer_support'],
  ])('%s', (d, area) => {
    const include = compilePersona(d).criteria.include;
    expect(include.map((s) => s.areas)).toEqual([[area]]);
    expect(include[0]!.levels).toContain('head');
    expect(include[0]!.levels).not.toContain('entry');
  });

  it('left out, it removes the leaders only: "Buitendienst en binnendienst, niet de verkoopleiding"', () => {
    const d = 'Buitendienst en binnendienst, niet de verkoopleiding';
    expect(keeps(d, 'Buitendienstmedewerker')).toBe(true);
    expect(keeps(d, 'Commercieel directeur')).toBe(false);
    expect(compilePersona(d).criteria.exclude.map((e) => e.areas)).toEqual([['sales']]);
  });

  it('"Projectleiding" and "Teamleiding" are no function\'s leadership', () => {
    expect(compilePersona('Teamleiding').criteria.include.flatMap((s) => s.areas)).toEqual([]);
    expect(compilePersona('Projectleiding').criteria.include.flatMap((s) => s.levels)).not.toContain('head');
  });
});
