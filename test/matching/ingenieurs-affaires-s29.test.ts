// Session 29 (issue 22): a persona's "ingénieurs d'affaires" are read as the title reader reads the title "Ingénieur
// d'affaires": account executives (lexicon.ts). Beside IT services words (ESN, SSII, IT services firms, entreprises de
// services du numérique) the ESN's seller also keeps the accounts it won: account management too (lexicon-industry.ts
// INDUSTRY_SENSES), as the title reader reads an ESN's "Business Manager" (reader/firm.ts SECTOR_TITLES).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const areas = (d: string) => [...new Set(compilePersona(d).criteria.include.flatMap((s) => s.areas))].sort();

describe("ingénieurs d'affaires are the account executives the title reader reads", () => {
  it.each([
    "Vendeurs : ingénieurs d'affaires et ingénieurs commerciaux, juniors comme seniors.",
    "Les ingénieures d'affaires des éditeurs de logiciels.",
    "Nos cibles : ingénieurs d'affaires, pas leurs managers.",
  ])('%s', (d) => {
    expect(areas(d)).toEqual(['account_executive']);
  });
});

describe('beside IT services words they also keep the accounts: account management too', () => {
  it.each([
    "Ingénieurs d'affaires des ESN.",
    "Les ingénieurs d'affaires en SSII, de junior à senior.",
    "Ingénieures d'affaires dans les entreprises de services du numérique.",
  ])('%s', (d) => {
    expect(areas(d)).toEqual(['account_executive', 'account_management']);
  });
});

describe('judged on people', () => {
  const persona = (definition: string, company: unknown) => ({ slug: 'x', name: 'x', definition, company: employerFacts(company) });
  const software = { name: 'Logiciel SAS', industry: 'Software Development', employees_count: 90 };
  const esn = { name: 'Numeria', industry: 'IT Services and IT Consulting', employees_count: 90 };
  const kept = (definition: string, company: unknown, title: string) => judgeProfile(persona(definition, company), makeProfile('x', [{ title }])).match;

  it.each(['Key Account Manager', 'Chargée de comptes', 'Account Manager'])('a bare persona keeps no account manager: %s', (title) => {
    expect(kept("Ingénieurs d'affaires et account executives.", software, title)).toBe(false);
  });
  it.each(["Ingénieur d'affaires", "Ingénieure d'affaires senior", 'Account Executive'])('it keeps the sellers: %s', (title) => {
    expect(kept("Ingénieurs d'affaires et account executives.", software, title)).toBe(true);
  });
  it.each(['Business Manager', 'Account Manager'])('at an ESN a %s keeps the accounts: kept when the persona says ESN, not when bare', (title) => {
    expect(kept("Ingénieurs d'affaires des ESN.", esn, title)).toBe(true);
    expect(kept("Ingénieurs d'affaires.", esn, title)).toBe(false);
  });
  it('an ESN persona keeps its account managers', () => {
    expect(kept("Ingénieurs d'affaires des ESN.", esn, 'Account Manager')).toBe(true);
  });
});
