// People outside the payroll are the company's contractors: "not on payroll", "non salariés", "niet in loondienst" name
// them with a negation that belongs to the phrase, so the list in parentheses after it says who they are (it is no
// exclusion). Before: "People not on payroll (contractors, freelancers)" excluded the contractors it listed and kept
// everyone else; "Off-payroll workers" were payroll clerks. Own wordings.
import { describe, expect, it } from 'vitest';
import type { Selector } from '../../src/matching/criteria.js';
import { compilePersona } from '../../src/matching/index.js';

const contractorsOnly = (s: Selector) => s.employment.includes('contractor') && !s.employment.includes('employee');

describe('compiler: people outside the payroll are contractors', () => {
  it.each([
    'Anyone not on our payroll',
    'Off-payroll workers',
    'People who are not on payroll (contractors, freelancers, agency temps)',
    'Everyone who is not on the payroll',
    'People not on payroll (contractors, freelancers)',
    'Externe Kräfte ohne Festanstellung (Freiberufler, Leiharbeiter)',
    'Personnes non salariées (freelances, consultants externes)',
    'Personal no en plantilla (autónomos y contratistas)',
    'Profissionais fora da folha de pagamento (PJ, terceirizados)',
    "Medewerkers die niet in loondienst zijn (zzp'ers, gedetacheerden)",
  ])('%s', (definition) => {
    const { criteria } = compilePersona(definition);
    expect(criteria.include.length).toBeGreaterThan(0);
    expect(criteria.include.filter((s) => !contractorsOnly(s))).toEqual([]);
    expect(criteria.exclude).toEqual([]);
    expect(criteria.include.some((s) => s.areas.includes('payroll'))).toBe(false);
  });

  it('a negation of contractors still excludes them, and developers not on payroll are the contractors among them', () => {
    const engineersNoContractors = compilePersona('Engineers who are not contractors').criteria;
    expect(engineersNoContractors.exclude.map((s) => s.employment)).toEqual([['contractor', 'fractional']]);
    // After a comma the negation stays one: developers who are contractors, not every contractor.
    const offPayrollDevelopers = compilePersona('Developers, not on payroll').criteria;
    expect(offPayrollDevelopers.include.map((s) => s.areas)).toEqual([['software']]);
    // (Session 52: besides, developers leave out testers, DevOps and ML engineers, exclusions of no employment.)
    expect(offPayrollDevelopers.exclude.filter((s) => s.employment.length).map((s) => s.employment)).toEqual([['employee']]);
  });
});
