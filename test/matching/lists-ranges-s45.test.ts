// Session 45: list and range grammar buyers use everywhere. A bare "analysts" / "specialists" / "coordinators" after an
// area's managers shares their area; "de senior a CTO" is a range as "desde … hasta" is; a range up to the chief of one of
// the areas listed is the list's range; "technology" is a department unless something bought is meant; a word for how
// people are employed joined to the piece "counts" / "is in" is one more word of it. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';

const read = (text: string) => compilePersona(text).criteria;
const brief = (s: Selector) => ({ areas: [...s.areas].sort(), levels: s.levels, roles: s.roles, employment: s.employment, traits: s.traits });

describe('a fieldless people word after an area shares the area (s45)', () => {
  it.each([
    ['Controlling managers and analysts', 'controlling'],
    ['procurement managers and specialists', 'procurement'],
    ['Payroll managers and administrators', 'payroll'],
    ['Pricing-Manager und Analysten', 'pricing'],
    ['responsables de compras y analistas', 'procurement'],
    ['Facilities managers and coordinators', 'facilities'],
  ])('%s: the second people are of %s and carry no rung of the first', (text, area) => {
    const inc = read(text).include;
    expect(inc).toHaveLength(2);
    const [managers, second] = inc as [Selector, Selector];
    expect(managers.traits).not.toContain('individual_contributor');
    expect(second.areas).toContain(area);
    expect(second.levels).not.toEqual(managers.levels);
  });

  it('keeps the bare word alone when nothing names a field', () => {
    const inc = read('CFOs and analysts').include;
    expect(inc.some((s) => s.roles.includes('cfo'))).toBe(true);
    expect(inc.every((s) => !s.areas.length || !s.areas.includes('controlling'))).toBe(true);
  });
});

describe('Romance ranges with "a" / "à" (s45)', () => {
  it.each([
    ['Área: Compras | Nivel: de analista a director', 'procurement', 'entry', 'director'],
    ['Função: Marketing | Nível: de gerente a diretor', 'marketing', 'manager', 'director'],
    ['Logística, de senior a director', 'logistics', 'senior', 'director'],
    ['Fonction : Achats | Niveau : de manager à directeur', 'procurement', 'manager', 'director'],
  ])('%s is %s from %s to %s, one group', (text, area, low, high) => {
    const inc = read(text).include;
    expect(inc).toHaveLength(1);
    const s = inc[0] as Selector;
    expect(s.areas).toContain(area);
    expect(s.areas).not.toContain('general_management');
    expect(s.levels[0]).toBe(low);
    expect(s.levels[s.levels.length - 1]).toBe(high);
  });

  it('a range up to a chief in Spanish caps the function it is said of', () => {
    const inc = read('Función: Finanzas | Nivel: de senior a CFO').include;
    expect(inc).toHaveLength(1);
    expect(inc[0]?.areas).toContain('finance');
    expect(inc[0]?.levels[0]).toBe('senior');
    expect(inc[0]?.levels).toContain('c_level');
  });
});

describe('a range up to the chief of one of the areas listed (s45)', () => {
  it.each([
    ['Design and product, from senior up to the CPO', ['design', 'product']],
    ['Data and engineering, senior to CTO', ['analytics', 'data_engineering', 'data_science', 'hardware', 'software']],
  ])('%s is the range of every area listed', (text, areas) => {
    const inc = read(text).include;
    expect(inc.flatMap((s) => s.areas).sort()).toEqual([...areas].sort());
    for (const s of inc) expect(s.levels[0]).toBe('senior');
  });

  it('a chief of another function stays a group of its own', () => {
    const inc = read('Marketing, from manager up to the CFO').include;
    expect(inc.length).toBeGreaterThan(1);
  });
});

describe('"technology" is a department unless something bought is meant (s45)', () => {
  it('Function: Technology is engineering', () => {
    const inc = read('Function: Technology | Seniority: VP+').include;
    expect(inc.map(brief)).toEqual([expect.objectContaining({ areas: ['hardware', 'software'] })]);
  });

  it('technology leaders are engineering leaders', () => {
    expect(read('technology leaders at the bank').include[0]?.areas).toEqual(expect.arrayContaining(['software']));
  });

  it('after buying words technology is the thing bought', () => {
    const inc = read('people who approve technology purchases').include;
    expect(inc.every((s) => !s.areas.includes('software'))).toBe(true);
  });

  it('a kind of technology is not the department', () => {
    const c = compilePersona('Venue managers; not lighting or stage technology.');
    expect(c.criteria.exclude.every((s) => !s.areas.includes('software'))).toBe(true);
  });
});

describe('how people are employed, joined to the piece said to count (s45)', () => {
  it.each(['The COO — a fractional or interim COO counts.', 'The COO; interim or fractional COOs are in.', 'A fractional or interim COO counts.'])(
    '%s',
    (text) => {
      const inc = read(text).include;
      // Every person named is a COO (the COO of any engagement): no group of every contractor of the company.
      expect(inc.length).toBeGreaterThan(0);
      for (const s of inc) expect(s.roles).toContain('coo');
    },
  );
});
