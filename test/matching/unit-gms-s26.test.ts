// Session 26: a branch's general manager runs the branch, not the company. A persona's "branch GMs" are branch managers
// (lexicon-service.ts); the company's "GMs" stay its chief. A title "General Manager, Branch" / "Branch GM" is a branch
// manager (reader/verticals-institutions.ts).
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const first = (d: string) => compilePersona(d).criteria.include[0];

describe("a persona's unit GMs", () => {
  it.each(['Branch GMs.', 'Branch general managers and their deputies.', 'Our branch GMs'])('%s are branch managers', (d) => {
    expect(first(d)?.roles).toEqual(['branch_manager']);
  });
  it('the company GMs stay its chief', () => {
    expect(first('GMs and managing directors.')?.roles).toEqual(['ceo']);
  });
});

describe('a branch GM title', () => {
  const roles = (t: string) => readPerson(makeProfile('x', [{ title: t }])).roles.flatMap((r) => r.roles);
  it.each(['General Manager, Branch', 'Branch General Manager', 'Branch GM', 'General Manager of the Branch'])('%s is a branch manager', (t) => {
    expect(roles(t)).toContain('branch_manager');
  });
  it('a General Manager is not', () => expect(roles('General Manager')).not.toContain('branch_manager'));
});
