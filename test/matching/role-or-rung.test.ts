// Session 25 (issue 22): in a sentence with no English words, "of" between a named role and an area's rung is the Dutch
// "or" ("CIO of IT-manager"): two alternatives, never the role "of" the rung (which kept every manager of the company).
// Compiler: tag-sentence.ts.
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
