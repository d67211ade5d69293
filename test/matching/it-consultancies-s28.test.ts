// Session 28: IT consultancies named with the kind after the noun ("consultoras TI", "empresas de IT", "sociétés de conseil
// IT", "IT-Beratungen", "IT-adviesbureaus") are IT service providers (lexicon-employers.ts it_services); before, the
// Spanish "consultoras" was any consultancy and the "TI" after it an exclusion of every IT person. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria;

describe('an IT consultancy with the kind after the noun', () => {
  it.each([
    'Jefes de sistemas, sin contar las consultoras TI.',
    'Jefes de sistemas, fuera de las empresas de IT.',
    'Gerentes de TI, fora das consultorias TI.',
    'Responsables informatique, hors sociétés de conseil IT.',
    'IT-Leiter, keine IT-Beratungen.',
    'IT-managers, niet bij IT-adviesbureaus.',
  ])('%s', (d) => {
    const c = read(d);
    expect(c.employer?.except).toEqual(['it_services']);
    // The IT people asked for stay asked for: nobody of IT is left out.
    expect(c.exclude.filter((s) => s.areas.includes('it'))).toEqual([]);
    expect(c.include.some((s) => s.areas.includes('it'))).toBe(true);
  });
  it('a consultancy of no kind stays a consultancy', () => {
    expect(read('Jefes de sistemas, sin contar las consultoras.').employer?.except).toEqual(['consulting']);
  });
});
