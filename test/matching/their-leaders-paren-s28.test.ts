// Session 28: leaders of a named area in parentheses after a reference back say who "their managers" are
// ("SDRs and their bosses (SDR team leads, SDR managers)"; attach.ts), as a list after a colon does; before, "their bosses"
// also stood alone and kept every sales leader up to the CRO. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (d: string) => compilePersona(d).criteria.include;

describe('"X and their managers (A, B)"', () => {
  it.each([
    'SDRs and BDRs and their bosses (SDR team leads, SDR managers). No AEs.',
    'SDRs y BDRs y sus jefes (team leads de SDR, managers de SDRs), sin AEs',
    'SDRs und BDRs samt ihren Chefs (SDR-Teamleiter, SDR-Manager), keine AEs',
  ])('%s: the leaders named, not every sales leader', (d) => {
    const inc = include(d);
    const leaders = inc.filter((s) => s.levels.length > 0);
    expect(leaders.length).toBeGreaterThan(0);
    for (const s of leaders) {
      expect(s.areas).toEqual(['sales_development']);
      expect(s.levels).not.toContain('vp');
      expect(s.levels).not.toContain('c_level');
    }
    expect(inc.some((s) => s.areas.includes('sales_development') && s.traits.includes('individual_contributor'))).toBe(true);
  });
  it('a reference back without a list in parentheses still names the leaders above them', () => {
    const inc = include('SDRs and their managers');
    expect(inc.some((s) => s.levels.includes('manager'))).toBe(true);
  });
});
