// Session 28: two sectors' adjectives sharing one company word ("SaaS and fintech companies", "Software- und
// Fintech-Unternehmen", "SaaS and fintech startups") name both kinds of employer (employer-forms.ts; only the last one was
// read); a company size that was the first item of a list ("AEs at fintechs — SMB and enterprise AEs") no longer leaves
// its "and" behind (tokens.ts), which read as more people beside the employer's, so the employer was not applied; insurance
// brokerages (the firm: "corredurías de seguros", "cabinets de courtage", "assurantiekantoren") are insurance employers,
// not the underwriting and claims areas (lexicon-employers.ts). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const employerOf = (d: string) => compilePersona(d).criteria.employer;

describe('two sectors sharing one company word', () => {
  it.each([
    ['Account executives at SaaS and fintech companies', ['software', 'fintech']],
    ['Account Executives bei Software- und Fintech-Unternehmen', ['software', 'fintech']],
    ['Founders of SaaS and fintech startups', ['software', 'fintech']],
    ['Controllers at tech and banking firms', ['software', 'banking']],
  ])('%s names both', (d, sectors) => {
    expect(employerOf(d)?.sectors.slice().sort()).toEqual([...sectors].sort());
  });
  it('one sector with two of its own adjectives stays one ("software and hardware companies")', () => {
    expect(employerOf('CFOs at software and hardware companies')?.sectors).toEqual(['software']);
  });
  it('an adjective that is no sector takes nothing ("large and fintech companies" is fintech only)', () => {
    expect(employerOf('AEs at Acme and fintech companies')?.sectors ?? []).not.toContain('software');
  });
});

describe('a company size first in a list after the employer', () => {
  it.each([
    'AEs at insurance companies — SMB and enterprise account executives. No SDRs.',
    'AEs at insurance companies: SMB, mid-market and enterprise AEs.',
    'AEs at insurance companies (SMB and enterprise AEs).',
  ])('%s keeps the employer', (d) => {
    expect(employerOf(d)?.sectors).toEqual(['insurance']);
    const c = compilePersona(d);
    expect(c.criteria.include.every((s) => s.areas.includes('account_executive'))).toBe(true);
  });
  it('people added after a size that was not the first item are still more people', () => {
    const c = compilePersona('SDRs and AEs at SMBs and their managers');
    expect(c.criteria.include.length).toBeGreaterThan(1);
  });
});

describe('insurance brokerages are employers of the insurance kind', () => {
  it.each([
    ['Compliance officers at insurance brokerages and banks', ['insurance', 'banking']],
    ['Responsables conformité dans les cabinets de courtage', ['insurance']],
    ['Compliance bij assurantiekantoren, alle niveaus', ['insurance']],
    ['Compliance em corretoras de seguros e fintechs', ['insurance', 'fintech']],
    ['Protección de datos en fintech y corredurías de seguros', ['fintech', 'insurance']],
  ])('%s', (d, sectors) => {
    const c = compilePersona(d).criteria;
    expect(c.employer?.sectors.slice().sort()).toEqual([...sectors].sort());
    expect(c.include.flatMap((s) => s.areas)).not.toContain('claims');
  });
  it('insurance brokers are still people', () => {
    expect(compilePersona('Insurance brokers and their team leads').criteria.employer).toBeUndefined();
  });
});
