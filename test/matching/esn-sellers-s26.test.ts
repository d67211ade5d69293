// Session 26: an IT services firm's (an ESN's) seller.
// - Persona: an "ingénieur d'affaires" wins accounts and keeps them: account executives and account management; beside ESN
//   words ("des ESN", "SSII", "IT services firms", the ingénieurs d'affaires themselves) "business managers" are the same
//   sellers, not a manager rung (at a car dealer they stay the F&I sellers).
// - Title: at an IT services firm a "Business Manager" is that seller (account management), not a rank of the delivery
//   ladder; elsewhere the title keeps its reading.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const included = (d: string) => compilePersona(d).criteria.include;

describe("a persona's ingénieurs d'affaires and business managers", () => {
  it.each([
    "Ingénieurs d'affaires des ESN.",
    "Les ingénieures d'affaires et les business managers de SSII.",
    'Business managers at IT services firms.',
    'Business managers em ESN e consultoras de TI (IT consultancies).',
  ])('%s are sellers of every rung', (d) => {
    const inc = included(d);
    expect(inc.length).toBeGreaterThan(0);
    for (const s of inc) {
      expect(s.areas).toEqual(['account_executive', 'account_management']);
      expect(s.levels).toEqual([]);
    }
  });
  it('at car dealers business managers stay the F&I sellers', () => {
    expect(included('Business managers at car dealers.')[0]?.roles).toEqual(['f_and_i']);
  });
});

describe('a Business Manager title at an IT services firm', () => {
  // (Session 29: a bare "Ingénieurs d'affaires." are account executives, as the title reader reads the title; the ESN's
  // business managers, account management, are its ingénieurs d'affaires when the persona says ESN.)
  const persona = (company: unknown, definition = "Ingénieurs d'affaires des ESN.") => ({ slug: 'x', name: 'x', definition, company: employerFacts(company) });
  const esn = { name: 'ESN', industry: 'IT Services and IT Consulting', employees_count: 80 };
  const bank = { name: 'Bank', industry: 'Banking', employees_count: 80 };
  it.each(['Business Manager', 'Senior Business Manager'])('%s is the ESN seller', (title) => {
    expect(judgeProfile(persona(esn), makeProfile('x', [{ title }])).match).toBe(true);
  });
  it('elsewhere a Business Manager is no seller', () => {
    expect(judgeProfile(persona(bank, "Ingénieurs d'affaires et account managers."), makeProfile('x', [{ title: 'Business Manager' }])).match).toBe(false);
  });
  it('the ESN consultants are not sellers', () => {
    expect(judgeProfile(persona(esn), makeProfile('x', [{ title: 'Senior Consultant' }])).match).toBe(false);
  });
});
