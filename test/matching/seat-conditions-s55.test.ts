// Session 55: "the production manager only where there is no plant director" (and "solo donde no haya …") is a condition
// on a seat: the people named before it stay, and its "only" says no top rung; a manufacturer's bare shift and section
// leads lead production teams. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const criteria = (text: string) => compilePersona(text).criteria;

describe('"only where there is no …" after a list (s55)', () => {
  it('English: the shift leads and supervisors stay, the production manager stands in for the plant director', () => {
    const c = criteria('Shift leads and production supervisors; the production manager only where there is no plant director.');
    expect(c.include.map((s) => s.text)).toContain('production supervisors');
    const seat = c.include.findIndex((s) => s.condition_only);
    expect(seat).toBeGreaterThanOrEqual(0);
    const fallback = c.include.find((s) => s.fallback_for === seat);
    expect(fallback?.text).toBe('the production manager');
    expect(fallback?.rung).toBeUndefined();
  });
  it('Spanish "solo donde no haya": the "solo" is the condition\'s, not a word of the people', () => {
    const c = criteria('Encargados y supervisores de producción; el jefe de producción solo donde no haya director de planta.');
    expect(c.include[0]?.text).toBe('encargados, supervisores de produccion');
    expect(c.include.some((s) => s.text === 'el jefe de produccion' && s.fallback_for !== undefined)).toBe(true);
  });
  it('"the head of IT only" still says the top', () => {
    expect(criteria('The head of IT only.').include[0]?.levels).toContain('c_level');
  });
});

describe("a manufacturer's bare shift leads (s55)", () => {
  const plant = employerFacts({ name: 'Kessel Umformtechnik GmbH', industry: 'Maschinenbau', employees_count: 400 });
  it('"Ploegleider", "Shiftleader", "Chef d\'équipe", "Encargada de Sección", "Werkstattleiter" lead production teams', async () => {
    const roster: Array<[string, string]> = [
      ['pl', 'Ploegleider'],
      ['sl', 'Shiftleader'],
      ['ce', 'Chef d’équipe'],
      ['es', 'Encargada de Sección'],
      ['wl', 'Werkstattleiter'],
      ['op', 'Maschinenbediener'],
      ['acc', 'Buchhalterin'],
    ];
    expect(await keptRefs(roster, 'Production team leads and shift leads.', plant)).toEqual(['ce', 'es', 'pl', 'sl', 'wl']);
  });
});
