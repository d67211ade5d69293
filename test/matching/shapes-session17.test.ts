// Session 17 (issue 22): misreads found on development set 5, each fixed as a general rule and held here with our
// own wordings (paraphrases and other languages), never the set's sentences.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('examples in parentheses add to a rung the noun names itself (attach.ts)', () => {
  it.each([
    ['Finance directors (e.g. the CFO)', 'Finance Director', 'CFO'],
    ['Finance directors, e.g. the CFO', 'Director of Finance', 'Chief Financial Officer'],
    ['Directeurs financiers (par exemple le DAF)', 'Directeur Financier Adjoint', 'DAF'],
    ['Directores financieros (p. ej. el CFO)', 'Director Financiero', 'CFO'],
    ['Finanzdirektoren (etwa der CFO)', 'Finanzdirektor', 'CFO'],
    ['Heads of marketing (CMO, VP Marketing)', 'Head of Marketing', 'CMO'],
    ['Heads of engineering (like the CTO)', 'Head of Engineering', 'CTO'],
  ])('%s keeps the %s and the %s', (d, own, example) => {
    expect(matches(d, own)).toBe(true);
    expect(matches(d, example)).toBe(true);
  });
  it.each([
    ['Finance leadership (CFO, VP Finance)', 'Finance Director'],
    ['Marketing leaders (CMO, heads of marketing)', 'VP Marketing'],
  ])('leadership in general is defined by its examples: %s leaves out the %s', (d, title) => {
    expect(matches(d, title)).toBe(false);
  });
  it('the examples still add, not replace: the rung noun stays a selector of its own', () => {
    const c = compilePersona('Heads of sales (CRO, VP Sales)').criteria;
    expect(c.include.some((s) => s.levels.includes('head') && s.areas.includes('sales'))).toBe(true);
    expect(c.include.some((s) => s.roles.includes('cro'))).toBe(true);
  });
});
