// Session 27: an employer excepted in parentheses or by a bare negation after an employer is an exception ("Buyers at
// retailers (not fashion brands)", "…, pas la mode"; employer.ts `negatedClause`), ISPs and internet providers are telecom
// operators, and beside shops the consultants and advisers are the shop floor (lexicon-service.ts SERVICE_SENSES). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const employer = (d: string) => compilePersona(d).criteria.employer;

describe('an employer excepted in parentheses or by a bare negation', () => {
  it.each([
    ['Store buyers at retailers (not fashion brands).', ['retail'], ['fashion']],
    ['Store buyers at retailers (not at fashion brands or marketplaces).', ['retail'], ['fashion', 'marketplaces']],
    ['Compradores en el comercio minorista (no en la moda).', ['retail'], ['fashion']],
    ['Einkäufer im Einzelhandel (nicht bei Modehäusern).', ['retail'], ['fashion']],
    ['Gestionnaires de stock dans la grande distribution, pas la mode', ['retail'], ['fashion']],
    ['Acheteurs dans le commerce de détail (pas la mode, pas les places de marché)', ['retail'], ['fashion', 'marketplaces']],
  ])('%s', (d, sectors, except) => {
    expect(employer(d)?.sectors).toEqual(sectors);
    expect([...(employer(d)?.except ?? [])].sort()).toEqual(except);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });
  it('an example in parentheses still names no employer', () => {
    expect(employer('Marketing managers (for example at banks).')).toBeUndefined();
  });
  it('a bare negated sector word with no employer named stays with the people', () => {
    expect(employer('Site managers of the wind farms. Not construction.')?.except ?? []).not.toContain('construction');
  });
});

describe('internet providers are telecom operators', () => {
  it.each([
    'Network engineers at ISPs',
    'Ingenieros de red en los proveedores de internet',
    'Engenheiros de rede nas operadoras de telecom e internet',
    'Netzwerkingenieure bei Internetanbietern',
  ])('%s', (d) => {
    expect(employer(d)?.sectors).toEqual(['telecom']);
  });
});

describe('beside shops, consultants and advisers are the shop floor', () => {
  it.each(['Consultores e gerentes das lojas', 'Asesores y gerentes de las tiendas', 'Sales advisors and managers in the stores'])('%s', (d) => {
    const { include } = compilePersona(d).criteria;
    expect(include.some((s) => s.areas.includes('retail') && s.traits.includes('individual_contributor'))).toBe(true);
    expect(include.some((s) => s.titles?.length)).toBe(false);
  });
  it('a fashion store is a fashion employer', () => {
    expect(employer('Gerentes de loja nas operadoras de telecom, não nas lojas de moda')?.except).toEqual(['fashion']);
  });
});
