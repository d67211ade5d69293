// Session 28: a kind of person named without an area under a heading of areas ("FP&A and controlling: analysts and
// controllers up to the head of controlling") is the heading's, before the list distributes: it took the area of the next
// item (controlling's analysts only, FP&A's were lost), or was dropped ("Médicos do corpo clínico – …, especialistas").
// Examples in parentheses stay their parent's ("todo FP&A (analistas incluidos)"). read-sentence.ts headKinds. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (d: string) => compilePersona(d).criteria.include;

describe('a bare kind of person under a heading of areas', () => {
  it.each([
    ['FP&A and controlling — analysts and controllers up to the head of controlling.', 'analysts', ['fpa', 'controlling']],
    ['Finanzplanung und Controlling: Analysten und Controller bis zur Leitung Controlling', 'analysten', ['fpa', 'controlling']],
    ['Treasury and tax: specialists and heads of tax', 'specialists', ['treasury', 'tax']],
  ])("%s: the %s are the heading's", (d, who, areas) => {
    const s = include(d).find((x) => x.text === who);
    expect(s?.areas.slice().sort()).toEqual([...areas].sort());
  });
  it('a kind with its own area keeps it', () => {
    const s = include('FP&A and controlling: controllers up to the head of controlling').find((x) => x.areas.length);
    expect(s?.areas).toEqual(['controlling']);
  });
  it('examples in parentheses stay with their parent', () => {
    const c = include('Finance: the CFO, the controllers and all of FP&A (analysts included); no accountants');
    expect(c.some((x) => x.areas.includes('fpa'))).toBe(true);
    expect(c.some((x) => x.areas.join() === 'finance' && x.text.includes('analyst'))).toBe(false);
  });
});
