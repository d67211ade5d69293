// Session 28: a procurement title that says its tenders after brackets, a dash or a comma ("Procurement Officer (Tenders)",
// "Purchasing Specialist – Tendering") is a public buyer: the title is read without its brackets, so the rule that
// expected them never held (reader/title-normalise.ts). A Spanish "Técnico/a Superior de Contratación" is a public buyer
// too, not a policy officer (the civil-service grade read first took the title; reader/verticals-institutions.ts). Own words.
import { describe, expect, it } from 'vitest';
import { parseTitle } from '../../src/matching/index.js';

const kindOf = (t: string) => parseTitle(t)?.kind ?? '';

describe('tender titles of public buyers', () => {
  it.each([
    'Procurement Officer (Tenders)',
    'Senior Procurement Officer (Tendering)',
    'Purchasing Specialist – Tenders',
    'Procurement Advisor, Tenders',
    'Técnico Superior de Contratación',
    'Técnica Superior de la Contratación',
  ])('%s is a public buyer', (t) => {
    expect(kindOf(t)).toBe('public_buyer');
  });
  it.each(['Procurement Officer', 'Técnico Superior', 'Senior Buyer (Packaging)'])('%s is not', (t) => {
    expect(kindOf(t)).not.toBe('public_buyer');
  });
});
