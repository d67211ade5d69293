// A "sales executive" is an individual seller (UK usage; the title reader reads "Sales Executive", "Media Sales
// Executive", "Car Sales Executive" as one), never an executive rung: in a persona "car sales executives", "ad sales
// executives", "field sales executives" are sellers. Senior ones, or leaders given as their only examples, are the sales
// leadership. Other languages name sellers by their own words, which were never an executive rung. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, parseTitle } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const EXEC = ['vp', 'svp', 'c_level'];
const include = (definition: string) => compilePersona(definition).criteria.include;
const dealer = employerFacts({ name: 'Ridgeway Motors', industry: 'Motor Vehicle Manufacturing', employees_count: 80 });
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: dealer }, makeProfile('x', [{ title }])).match;

describe('compiler: sales executives are sellers', () => {
  it.each([
    ['Used car sales executives.', [], ['consumer_sales']],
    ['Advertising sales executives at the regional papers.', ['account_executive'], []],
    ['Media sales execs and their team leads.', ['account_executive'], []],
    ['New business sales executives.', ['account_executive'], []],
    ['Sales executives in the UK team.', ['account_executive'], []],
    ['Field sales executives covering the north.', ['field_sales'], []],
    ['Internal sales executives and telesales executives.', ['inside_sales'], []],
  ])('%s', (definition, areas, roles) => {
    const first = include(definition)[0];
    expect(first?.levels.filter((l) => EXEC.includes(l))).toEqual([]);
    expect(first?.areas).toEqual(areas);
    expect(first?.roles).toEqual(roles);
  });

  it.each(['Ejecutivos de ventas.', 'Executivos de vendas.', 'Vertriebsmitarbeiter im Außendienst.', 'Commerciaux terrain.', 'Verkoopmedewerkers.'])(
    'the same sellers in other languages: %s',
    (definition) => {
      expect(include(definition).flatMap((s) => s.levels)).toEqual([]);
    },
  );

  it('not the sellers: "the sales executives are out" leaves out sellers, not the sales leadership', () => {
    const c = compilePersona('Sales managers at the dealer groups; the sales executives are out.').criteria;
    expect(c.exclude.flatMap((s) => s.levels)).toEqual([]);
    expect(c.exclude.flatMap((s) => s.areas)).toEqual(['account_executive']);
  });
});

describe('compiler: the sales leadership stays the leadership', () => {
  it('senior, top or chief sales executives, and the sales executive team', () => {
    for (const d of ['Senior sales executives.', 'Top sales executives at scale-ups.', 'Chief sales executives.', 'The sales executive team.'])
      expect(include(d)[0]?.levels).toEqual(EXEC);
  });
  it('rungs of leaders in parentheses are the sales leadership', () => {
    const s = include('Sales execs (VP or director level) and the CRO.');
    expect(s.flatMap((x) => x.areas)).not.toContain('account_executive');
    expect(s[0]?.areas).toEqual(['sales']);
    expect(s[0]?.levels).toEqual(expect.arrayContaining(['vp', 'director']));
    expect(s[0]?.traits).toEqual([]);
  });
  it('leaders as the only examples say which sense is meant', () => {
    const s = include('Sales executives such as the VP of Sales or the CRO.');
    expect(s.some((x) => x.areas.includes('account_executive'))).toBe(false);
    expect(s.flatMap((x) => x.roles)).toContain('cro');
  });
});

describe('title reader and persona agree', () => {
  it.each([
    'Car Sales Executive',
    'Media Sales Executive',
    'Ad Sales Executive',
    'New Business Sales Executive',
    'Field Sales Executive',
    'Internal Sales Executive',
  ])('%s is an individual seller', (title) => {
    const t = parseTitle(title);
    expect(t?.fn).toBe('sales');
    expect(t?.tier).toBe('entry');
  });
  it('a persona of sellers keeps them, one of sales leaders does not', () => {
    expect(matches('Car sales executives at dealerships.', 'Car Sales Executive')).toBe(true);
    expect(matches('Field sales executives.', 'Field Sales Executive')).toBe(true);
    expect(matches('Internal sales executives.', 'Internal Sales Executive')).toBe(true);
    expect(matches('Senior sales executives.', 'Car Sales Executive')).toBe(false);
  });
});
