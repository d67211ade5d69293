// Session 27: an aside between two dashes before the end of a range is one in parentheses, so the range starts at the people
// before it (compile.ts DASH_ASIDE: it started at the bottom); a book publisher's "Desk Editor" edits manuscripts, an
// individual contributor of book editorial, no newsroom desk head (reader/firm.ts SECTOR_AREAS). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const levelsOf = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.levels);

describe('an aside between dashes before the end of a range', () => {
  it.each([
    'Section editors – politics, business, culture – up to the editor-in-chief',
    'Section editors — politics, business, culture — up to the editor-in-chief',
    'Ressortleiter – Politik, Wirtschaft – bis zur Chefredaktion',
  ])('%s starts at the people before it', (d) => {
    const levels = levelsOf(d);
    expect(levels).toContain('manager');
    expect(levels).not.toContain('entry');
    expect(levels).not.toContain('intern');
  });
  it('a list between dashes with no range after it is read as before', () => {
    const c = compilePersona('HSE – safety advisors, QHSE managers – at the plants');
    expect(c.criteria.include.some((s) => s.areas.includes('hse'))).toBe(true);
  });
});

describe("a book publisher's desk editor", () => {
  const books: EmployerFacts = { name: 'Example Books', industry: 'Book and Periodical Publishing', employees: 90 };
  const paper: EmployerFacts = { name: 'Example News', industry: 'Newspaper Publishing', employees: 90 };
  const keeps = (definition: string, company: EmployerFacts) =>
    judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title: 'Desk Editor' }])).match;
  it('is no newsroom desk head at a book publisher', () => {
    expect(keeps('Newsroom desk heads up to the editor-in-chief', books)).toBe(false);
    expect(keeps('Book editors, all levels', books)).toBe(true);
  });
  it('still runs a desk at a newspaper', () => {
    expect(keeps('Newsroom desk heads up to the editor-in-chief', paper)).toBe(true);
  });
});
