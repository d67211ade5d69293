// Session 25 (issue 22): vocabulary. "Academic" names the academic side of a university or school (education) in the six
// languages: "academic directors" are education's directors, not every director. Lexicon: lexicon-institutions.ts.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('"academic" is the education area (lexicon-institutions)', () => {
  it.each([
    ['academic directors', 'director'],
    ['directores académicos', 'director'],
    ['directeurs académiques', 'director'],
    ['diretores acadêmicos', 'director'],
    ['academisch directeuren', 'director'],
    ['akademische Leitung', 'head'],
    ['academic managers', 'manager'],
  ])('%s', (d, level) => {
    const include = compilePersona(d).criteria.include;
    expect(include.map((s) => s.areas)).toEqual([['education']]);
    expect(include[0]!.levels).toContain(level);
  });

  it('keeps an Academic Director, not the finance or marketing directors', () => {
    expect(keeps('academic directors', 'Academic Director')).toBe(true);
    expect(keeps('academic directors', 'Finance Director')).toBe(false);
    expect(keeps('academic directors', 'Director of Marketing')).toBe(false);
  });
});
