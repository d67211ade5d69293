// The probe grid of employer conditions (session 23; data in employer-grid-data.ts, our own wordings): each sector in each
// frame buyers write ("at banks", "in the banking sector", "Bankbranche", "secteur bancaire", "fuera del sector bancario",
// "fora do setor bancário", "buiten de banksector", "not at banks", "anywhere but banking", with a size), in six languages,
// beside people named before it. For every wording: the condition reads the sector (or excepts it), the people are read as
// they are without the employer's words, and no employer word is left with the people (in a selector's text or an
// unrecognised span).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';
import { rows, type Row } from './employer-grid-data.js';

/**
 * Wordings left as they are, with the reason. "working in software / manufacturing / food": after "in" these words also name
 * a function ("in software engineering", "in manufacturing"), so only an exception or a company word makes them a sector.
 */
const LEFT = new Set(['en software working in S', 'en manufacturing working in S', 'en food working in S']);

const shape = (s: Selector) => ({ areas: [...s.areas].sort(), levels: s.levels, roles: s.roles, employment: s.employment, traits: s.traits });
const people = (definition: string) => {
  const c = compilePersona(definition);
  return {
    include: c.criteria.include.map(shape),
    exclude: c.criteria.exclude.map(shape),
    texts: c.criteria.include.map((s) => s.text),
    unrecognised: c.unrecognised.map((u) => u.text),
  };
};

const all = rows();
const byLanguage = new Map<string, Row[]>();
for (const r of all) if (!LEFT.has(`${r.lang} ${r.key} ${r.frame}`)) byLanguage.set(r.lang, [...(byLanguage.get(r.lang) ?? []), r]);

describe('the grid covers every language, sector and frame', () => {
  it('has rows in six languages', () => {
    expect([...byLanguage.keys()].sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
    expect(all.length).toBeGreaterThan(1300);
  });
});

for (const [lang, list] of byLanguage)
  describe(`employer conditions in ${lang}`, () => {
    it.each(list.map((r) => [`${r.key} [${r.frame}] ${r.text}`, r] as const))('%s', (_name, r) => {
      const c = compilePersona(r.text);
      const employer = c.criteria.employer;
      expect([...(employer?.sectors ?? [])].sort()).toEqual([...r.sectors].sort());
      expect([...(employer?.except ?? [])].sort()).toEqual([...r.except].sort());
      expect(employer?.employees).toEqual(r.employees);
      const alone = people(`${r.people}.`);
      const read = people(r.text);
      expect({ include: read.include, exclude: read.exclude }).toEqual({ include: alone.include, exclude: alone.exclude });
      expect(read.unrecognised).toEqual(alone.unrecognised);
      // No employer word is left in an include selector's text.
      expect(read.texts).toEqual(alone.texts);
    });
  });

const employerOf = (definition: string) => {
  const e = compilePersona(definition).criteria.employer;
  return { sectors: [...(e?.sectors ?? [])].sort(), except: [...(e?.except ?? [])].sort() };
};

describe('a sector said as the adjective of people whose word names no function is their employer', () => {
  it.each([
    ['Tech founders.', ['software'], 'founders'],
    ['SaaS CEOs and founders.', ['software'], 'ceos and founders'],
    ['Fintech CFOs.', ['fintech'], 'cfos'],
    ['Healthcare CIOs.', ['health_care'], 'cios'],
    ['Non-profit CFOs.', ['nonprofit'], 'cfos'],
    ['Tech-Gründer.', ['software'], 'grunder'],
    ['Fondateurs SaaS.', ['software'], 'fondateurs'],
    ['Fundadores fintech.', ['fintech'], 'fundadores'],
  ] as const)('%s', (definition, sectors, text) => {
    const c = compilePersona(definition);
    expect(employerOf(definition).sectors).toEqual([...sectors]);
    expect(c.criteria.include.map((s) => s.text).join(' and ')).toBe(text);
  });
  it.each(['Tech leads.', 'Retail buyers.', 'Insurance brokers.', 'Media buyers.', 'Automotive technicians.'])(
    '%s names a kind of people, no employer',
    (definition) => expect(compilePersona(definition).criteria.employer).toBeUndefined(),
  );
});

describe('"non-X companies" excepts X', () => {
  it.each([
    ['Founders at non-tech companies.', 'software'],
    ['IT managers at non-bank companies.', 'banking'],
    ['Buyers at non-SaaS companies.', 'software'],
  ] as const)('%s', (definition, sector) => {
    expect(employerOf(definition)).toEqual({ sectors: [], except: [sector] });
    expect(compilePersona(definition).unrecognised).toEqual([]);
  });
});

describe('a department named beside people is no employer', () => {
  it.each([
    'Heads of logistics.',
    'Leiter Logistik und Einkauf.',
    'Jefes de logística.',
    'Chefs de la logistique et des achats.',
    'Gerentes de logística e compras.',
    'Hoofden logistiek en inkoop.',
    'IT managers in finance.',
    'Heads of construction.',
    'Directeurs de la construction.',
    'Heads of retail operations.',
  ])('%s', (definition) => expect(compilePersona(definition).criteria.employer).toBeUndefined());
  it('"Responsables RH en logistique" keeps the sector, as older tests read it', () =>
    expect(employerOf('Responsables RH en logistique.')).toEqual({ sectors: ['logistics'], except: [] }));
});

describe('a shop is a workplace of no sector: beside one, no retail condition is applied', () => {
  it('retail chains and shops', () =>
    expect(compilePersona('Store managers at the retail chains and shops (grocery and phone shops).').criteria.employer).toBeUndefined());
  it('retail chains alone', () => expect(employerOf('Buyers at retail chains.')).toEqual({ sectors: ['retail'], except: [] }));
});
