// "The head of HR, plus the CFO or the finance manager if there is no CFO": the CFO is kept, the finance manager stands in
// for the CFO, and the people named before the seat the condition names are no part of the condition (the head of HR
// was read as standing in for the CFO too). Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (text: string) => compilePersona(text).criteria.include;

describe('a fallback for a seat named just before it (s36)', () => {
  it.each([
    ['The CFO, or the finance manager if there is no CFO.', []],
    ['Our champion is the head of HR, plus the CFO or the finance controller if there is no CFO', ['human_resources']],
    ['Whoever runs people ops, and the money side (CFO; or the finance manager where there is no CFO).', ['hr']],
    ['La DRH et le DAF, ou le RAF s’il n’y a pas de DAF.', ['human_resources']],
    ['El director de RRHH y el CFO, o el responsable financiero si no hay CFO.', ['human_resources']],
  ])('%s', (text, unconditional) => {
    const inc = include(text);
    const cfo = inc.filter((s) => s.roles.includes('cfo') && !s.condition_only);
    expect(cfo).toHaveLength(1);
    expect(cfo[0]?.fallback_for).toBeUndefined();
    const finance = inc.filter((s) => s.fallback_for !== undefined);
    expect(finance).toHaveLength(1);
    expect(inc[finance[0]!.fallback_for!]?.roles).toEqual(['cfo']);
    for (const area of unconditional) {
      const s = inc.find((x) => x.areas.includes(area as never));
      expect(s).toBeDefined();
      expect(s?.fallback_for).toBeUndefined();
    }
  });
  it('a seat only inside another word stays a condition ("IT-Teamleiter nur, wenn es keinen IT-Leiter gibt")', () => {
    const inc = include('Die IT-Leitung (Leiter IT, CIO). IT-Teamleiter nur, wenn es keinen IT-Leiter gibt.');
    const leads = inc.find((s) => s.levels.includes('team_lead'));
    expect(leads?.fallback_for).toBeDefined();
  });
});
