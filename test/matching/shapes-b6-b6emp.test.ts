// Session 18 (issue 22): shapes of development set 6 (test/fixtures/blind-personas-6, opened after its held-out
// measurement) that read as the whole company, written anew here in our own words. Each block names the rule it holds.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type?: string) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, ...(employment_type ? { employment_type } : {}) } as Position])).match;

describe('"only people on the payroll" after named people narrows them, it adds nobody (compile)', () => {
  it.each([
    'Product leadership: VP Product and the CPO. Only people on the payroll, no freelancers.',
    'VP Product and the CPO. Only employees.',
    'VP Product, CPO; only staff on payroll please',
  ])('%s', (d) => {
    expect(matches(d, 'VP Product')).toBe(true);
    expect(matches(d, 'Backend Engineer')).toBe(false);
    expect(matches(d, 'Office Manager')).toBe(false);
  });
});

describe('the size of the buyer company and what is sold name nobody (lexicon)', () => {
  it.each([
    'We sell an accounting platform. Buyers: the CFO and heads of finance. In small firms (fewer than 40 employees) the founder decides too.',
    'Finance platform. Who signs: CFO, heads of finance; at companies under 80 people also the CEO.',
  ])('%s', (d) => {
    expect(matches(d, 'CFO')).toBe(true);
    expect(matches(d, 'Head of Finance')).toBe(true);
    expect(matches(d, 'Site Reliability Engineer')).toBe(false);
    expect(matches(d, 'Account Executive')).toBe(false);
    expect(matches(d, 'Product Designer')).toBe(false);
  });
});

describe('Brazilian CLT is the payroll; interim executives (pt / es) are the fractional kind, not every contractor (lexicon)', () => {
  it.each([
    'PJ e freelancers de qualquer área; sem CLT e sem gestores interinos.',
    'Prestadores PJ, freelancers. Nada de celetistas nem executivos interinos.',
    'Autónomos y freelancers. Sin ejecutivos interinos.',
  ])('%s', (d) => {
    expect(matches(d, 'Freelance Bookkeeper', 'Self-employed')).toBe(true);
    expect(matches(d, 'Product Designer', 'Freelance')).toBe(true);
    expect(matches(d, 'Product Designer', 'Full-time')).toBe(false);
    expect(matches(d, 'Interim CFO', 'Contract')).toBe(false);
  });
  it('CLT after a role keeps employees', () => {
    expect(matches('Desenvolvedores backend CLT, sem PJ', 'Backend Developer', 'Full-time')).toBe(true);
    expect(matches('Desenvolvedores backend CLT, sem PJ', 'Backend Developer', 'Freelance')).toBe(false);
  });
});

describe('an employment said of the first bare rung of a list holds for the rungs after it; a permanent seat is the payroll (scope, lexicon)', () => {
  it.each(['Interim or fractional VPs / directors. No one in a permanent role.', 'Fractional directors and VPs; anyone in a permanent position is out.'])(
    '%s',
    (d) => {
      expect(matches(d, 'Interim VP Marketing', 'Contract')).toBe(true);
      expect(matches(d, 'Fractional Finance Director', 'Freelance')).toBe(true);
      expect(matches(d, 'VP Marketing', 'Full-time')).toBe(false);
      expect(matches(d, 'Finance Director', 'Full-time')).toBe(false);
    },
  );
});

describe('an ingénieur commercial closes deals: an account executive, not a prospector (lexicon)', () => {
  it.each(['Account executives; an ingénieur commercial counts as one.', 'Ingénieurs commerciaux et AE seniors, salariés uniquement.'])('%s', (d) => {
    expect(matches(d, 'Ingénieur Commercial')).toBe(true);
    expect(matches(d, 'Account Executive')).toBe(true);
    expect(matches(d, 'SDR')).toBe(false);
    expect(matches(d, 'Business Development Representative')).toBe(false);
  });
});

describe('"<condition> execs only" after named chiefs restates them, it adds no VPs (compile)', () => {
  it.each(['The CEO, CFO and COO. Full-time execs only.', 'Chiefs (CEO, CTO, CFO) - full-time executives only, no interim ones.'])('%s', (d) => {
    expect(matches(d, 'Chief Financial Officer', 'Full-time')).toBe(true);
    expect(matches(d, 'VP Sales', 'Full-time')).toBe(false);
    expect(matches(d, 'VP Engineering', 'Full-time')).toBe(false);
  });
});

describe("Dutch women's forms of founder and owner are read (title reader)", () => {
  it('oprichtster is a founder, eigenaresse an owner', () => {
    expect(matches('Founders and co-founders still at the company.', 'CFO en mede-oprichtster')).toBe(true);
    expect(matches('Founders and co-founders still at the company.', 'Oprichtster')).toBe(true);
    expect(matches('Owners of the business.', 'Eigenaresse')).toBe(true);
    expect(matches('Owners of the business.', 'Producteigenaar')).toBe(false);
  });
});
