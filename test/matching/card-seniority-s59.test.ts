// Session 59: a tool's seniority field said with the area's own seats ("Seniority: bar / restaurant manager and up",
// "Ebene: Marketing Manager bis Head of Marketing") scopes the function field, as a titles field does: read as a sentence of
// its own it had left the function at every rung. "Where:" / "Bei:" / "Bij:" name the kinds of employer. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/compiler/index.js';
import { keptRefs } from './profile-fixture.js';

describe('a card whose seniority names the seats (s59)', () => {
  const roster: Array<[string, string]> = [
    ['waiter', 'Waiter'],
    ['bar', 'Bartender'],
    ['rm', 'Restaurant Manager'],
    ['barm', 'Bar Manager'],
    ['dfb', 'Director of Food & Beverage'],
    ['mktasst', 'Marketing Assistant'],
    ['mkt', 'Marketing Manager'],
    ['hom', 'Head of Marketing'],
    ['cmo', 'Chief Marketing Officer'],
    ['sales', 'Sales Manager'],
  ];
  it('"Function: Food & Beverage (bars, dining) | Seniority: bar / restaurant manager and up" leaves the waiters out', async () => {
    expect(await keptRefs(roster, 'Function: Food & Beverage (bars, dining) | Seniority: bar / restaurant manager and up')).toEqual(['barm', 'dfb', 'rm']);
  });
  it('"Funktion: Marketing | Ebene: Marketing Manager bis Head of Marketing" is the range, in marketing (guard)', async () => {
    expect(await keptRefs(roster, 'Funktion: Marketing | Ebene: Marketing Manager bis Head of Marketing')).toEqual(['hom', 'mkt']);
  });
  it('a bucket with its ceiling in parentheses stays a bucket (guard)', async () => {
    expect(await keptRefs(roster, 'function: Marketing; seniority: manager+ (up to CMO)')).toEqual(['cmo', 'hom', 'mkt']);
  });
  it('"Where:" names the kind of employer; a place it cannot read is reported, not applied', () => {
    expect(compilePersona('Function: Sales | Seniority: Director, VP | Where: hotels and resorts').criteria.employer?.sectors).toEqual(['hospitality']);
    const place = compilePersona('Function: Sales | Seniority: Director, VP | Bij: Nederland');
    expect(place.criteria.employer).toBeUndefined();
    expect(place.warnings.map((w) => w.code)).toContain('not_applied');
  });
  it('"IC to Head of …" keeps its sentence: said of the area it would make every platform engineer an individual contributor (guard)', async () => {
    const platform: Array<[string, string]> = [
      ['sre', 'Site Reliability Engineer'],
      ['lead', 'Platform Team Lead'],
      ['head', 'Head of Platform'],
      ['mkt', 'Marketing Manager'],
    ];
    expect(await keptRefs(platform, 'Function: DevOps / SRE / Platform engineering | Seniority: IC to Head of Platform')).toEqual(['head', 'lead', 'sre']);
  });
});
