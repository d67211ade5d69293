// Session 28: how hurried buyers write a heading over its list. One "=" or arrow in a sentence without a colon is a colon
// ("Decision makers = CEO, CFO", "budget owners → Head of TA"; sentences.ts), except a range ("from SDR -> AE") or a gloss in
// parentheses ("(QA = quality assurance)"); a heading line that names nobody by itself over bullet lines is one sentence
// with its list (blocks.ts), while a heading of people ("HR:") keeps its own reading; an "etc." inside parentheses gives
// examples of that item, not of the list (read-sentence.ts); "GF" is the Geschäftsführer. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { sentences } from '../../src/matching/compiler/sentences.js';

const criteria = (d: string) => compilePersona(d).criteria;
const traitsIn = (d: string) => criteria(d).include.flatMap((s) => s.traits);
const rolesIn = (d: string) => criteria(d).include.flatMap((s) => s.roles);

describe('"=" and arrows as a colon', () => {
  it.each([
    'Decision makers = CEO, CFO, owners',
    'Decision makers → CEO, CFO, owners',
    'Decision makers -> CEO, CFO, owners',
    'Entscheider => Geschäftsführer, CFO, Inhaber',
  ])('%s: the list says who decides', (d) => {
    expect(traitsIn(d)).not.toContain('decision_maker');
    expect(rolesIn(d)).toEqual(expect.arrayContaining(['ceo', 'cfo']));
    expect(traitsIn(d)).toContain('owner');
  });
  it.each(['Sales from SDR -> AE', 'Vertrieb vom Junior → Senior', 'de junior → senior', 'SDR → AE → AM'])(
    '%s: a range (or a chain) with arrows is no heading',
    (d) => {
      expect(sentences(d).join(' ')).not.toContain(':');
    },
  );
  it('one arrow after a heading is a colon', () => {
    const [one, ...more] = sentences('Decision makers → CEO, CFO');
    expect(more).toEqual([]);
    expect(one).toMatch(/^Decision makers\s*:\s*CEO, CFO$/);
  });
  it('a gloss in parentheses is no heading', () => {
    const before = criteria('Quality people at pharma companies (QA here means quality assurance)');
    const after = criteria('Quality people at pharma companies (QA here = quality assurance)');
    expect(after.include.flatMap((s) => s.areas)).toEqual(before.include.flatMap((s) => s.areas));
  });
});

describe('a heading that names nobody over bullet lines', () => {
  it('the bullets say who the software buyers are', () => {
    const c = criteria('Who signs for new software:\n* CEO / MD\n* CTO, CIO\n* owner\nno board members, no advisors');
    expect(c.include.flatMap((s) => s.traits)).not.toContain('software_buyer');
    expect(c.include.flatMap((s) => s.roles)).toEqual(expect.arrayContaining(['ceo', 'cto', 'cio']));
    expect(c.exclude.flatMap((s) => s.employment)).toEqual(expect.arrayContaining(['board', 'advisor']));
  });
  it('a heading of people keeps its own reading (its area stays asked for)', () => {
    const c = criteria('People team:\n- HRBPs, HR managers\n- payroll\nno recruiters');
    expect(c.include.some((s) => s.areas.includes('human_resources') && !s.levels.length)).toBe(true);
  });
});

describe('"etc." inside parentheses', () => {
  it('gives examples of its item; the list still defines the heading', () => {
    expect(traitsIn('Decision makers: owners, C-level (CEO, CFO, CTO etc.)')).not.toContain('decision_maker');
    expect(traitsIn('Decision makers: owners, CEO, CFO etc.')).toContain('decision_maker');
  });
});

describe('GF', () => {
  it('is the Geschäftsführer', () => {
    expect(rolesIn('GF und Inhaber, keine Beiräte')).toContain('ceo');
    expect(compilePersona('GF und Inhaber').unrecognised).toHaveLength(0);
  });
});
