// Session 58: people left out "at" a kind of employer ("ni recepcionistas de clínicas dentales", "not the lawyers of law
// firms") are left out where they work at it; the kind is no condition on the persona's employer (it had left out every
// company of that kind, so a hospital kept nobody). A place alone ("no en hospitales", "not at banks") still is. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { readingWarnings } from '../../src/matching/warnings.js';
import { keptRefs } from './profile-fixture.js';

const hospital = { name: 'Hospital San Rafael', industry: 'Hospitals and Health Care', employees: 400 };
const accountingFirm = { name: 'Brook & Partners Chartered Accountants', industry: 'Accounting', employees: 60 };
const lawFirm = { name: 'Vance & Roe LLP', industry: 'Law Practice', employees: 80 };
const software = { name: 'Acme Software', industry: 'Software Development', employees: 200 };

describe('people left out at a kind of employer (s58)', () => {
  it('Spanish: "ni recepcionistas de clínicas dentales" keeps a hospital\'s secretaries and coders', async () => {
    const roster: Array<[string, string]> = [
      ['sec', 'Secretaria Médica'],
      ['cod', 'Codificadora Clínica'],
      ['dir', 'Director Médico'],
    ];
    const def = 'Secretarias médicas y codificadores. Ni recepcionistas de clínicas dentales.';
    expect(await keptRefs(roster, def, hospital)).toEqual(['cod', 'sec']);
    expect(compilePersona(def).criteria.employer).toBeUndefined();
  });
  it('English: the accountants left out "of accounting firms" stay at a software company, and go at a firm', async () => {
    const roster: Array<[string, string]> = [
      ['acc', 'Accountant'],
      ['pay', 'Payroll Clerk'],
    ];
    const def = 'Accountants and payroll clerks. Not the accountants of accounting firms.';
    expect(await keptRefs(roster, def, software)).toEqual(['acc', 'pay']);
    expect(await keptRefs(roster, def, accountingFirm)).toEqual(['pay']);
  });
  it('only the people named before the kind: "not the lawyers of law firms, not interns"', async () => {
    const roster: Array<[string, string]> = [
      ['law', 'Corporate Lawyer'],
      ['as', 'Legal Assistant'],
      ['int', 'Legal Intern'],
    ];
    const def = 'The in-house legal team: lawyers and legal assistants. Not the lawyers of law firms, not interns.';
    const { exclude } = compilePersona(def).criteria;
    expect(exclude.map((e) => e.employer?.sectors ?? [])).toEqual([['law_firms'], []]);
    expect(await keptRefs(roster, def, software)).toEqual(['as', 'law']);
  });
  it('a place alone is still the employer\'s: "not at law firms" keeps nobody there (guard)', async () => {
    const roster: Array<[string, string]> = [
      ['law', 'Corporate Lawyer'],
      ['as', 'Legal Assistant'],
    ];
    const def = 'In-house lawyers and legal assistants, not at law firms.';
    expect(await keptRefs(roster, def, lawFirm)).toEqual([]);
    expect(await keptRefs(roster, def, software)).toEqual(['as', 'law']);
  });
  it('an exclusion at a kind of employer removes nobody elsewhere, so it is no "removes everything" warning', () => {
    const codes = (d: string) => readingWarnings(d, compilePersona(d)).map((w) => w.code);
    expect(codes('Receptionists. Not the receptionists at dental clinics.')).not.toContain('exclusion_removes_everything');
    expect(codes('Receptionists. Not the receptionists.')).toContain('exclusion_removes_everything');
  });
});
