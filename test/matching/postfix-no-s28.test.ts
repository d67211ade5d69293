// Session 28: a bare postfix "no" after a subject that carries an aside in parentheses ("The agents themselves (incl.
// tier-2) no.") still leaves the subject out (predicate.ts: the aside is part of the subject); "no." ends a sentence unless
// a number follows ("No. 2"), so "… no. CS is a different team" is two sentences (sentences.ts); a support desk's tier
// ("tier-2", "L2", "2nd level") names no one of its own (lexicon.ts). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d);
const texts = (xs: { text: string }[]) => xs.map((x) => x.text);

describe('a postfix "no" after an aside in parentheses', () => {
  it.each([
    'Helpdesk leaders: team leads and managers of support. The agents themselves (including tier-2) no.',
    'Helpdesk leaders: team leads and managers of support. Agents (tier 1 and tier 2) no.',
    'Support managers and heads of support; the reps (e.g. L2 folks) no.',
  ])('%s leaves the agents out', (d) => {
    const c = read(d).criteria;
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => !s.traits.includes('individual_contributor'))).toBe(true);
    expect(c.exclude.some((s) => s.traits.includes('individual_contributor'))).toBe(true);
  });
  it('an aside that names people is still left out with its subject', () => {
    const c = read('Support team leads. The agents (incl. technical support engineers) no.').criteria;
    expect(texts(c.exclude)).toContain('technical support engineers');
    expect(texts(c.include)).not.toContain('technical support engineers');
  });
});

describe('"no." ends a sentence unless a number follows', () => {
  it('"… no. CS is a different team" is two sentences: both are exclusions', () => {
    const c = read('Support leads and managers. The agents themselves no. CS is a different team, leave it out.').criteria;
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.levels).toContain('manager');
    expect(c.exclude.some((s) => s.areas.includes('customer_success'))).toBe(true);
    expect(c.exclude.some((s) => s.areas.includes('customer_support') && s.traits.includes('individual_contributor'))).toBe(true);
  });
});

describe("a support desk's tier", () => {
  it.each(['1st level support', '2nd level Support', 'support niveau 2', 'tier-2 support'])('%s is the support desk, nothing unrecognised', (d) => {
    const r = read(d);
    expect(r.criteria.include.some((s) => s.areas.includes('customer_support'))).toBe(true);
    expect(r.unrecognised).toHaveLength(0);
  });
});
