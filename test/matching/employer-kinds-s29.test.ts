// Session 29: kinds of employer buyers name that the compiler did not know, and one a company's own words settle. Our own
// wordings.
// - Automotive suppliers said in more words ("proveedores de automoción", "fornecedores da indústria automóvel",
//   "fournisseurs automobiles", "car parts suppliers", "automotive toeleveranciers") are the `automotive` sector, as
//   "automotive suppliers" and "Automobilzulieferer" are (lexicon-employers.ts).
// - Groups of clinics or hospitals ("clinic groups", "Klinikgruppen", "groupes hospitaliers", "grupos de clínicas",
//   "redes hospitalares", "zorggroepen") are health care.
// - "Online retailers" (marketplaces) take a retailer filed under its goods ("Retail Apparel and Fashion") when its own
//   words say it sells online ("e-commerce", "online shop", "boutique en ligne"), and not when they describe shops only
//   (industry-neighbours.ts).
import { describe, expect, it } from 'vitest';
import type { EmployerCondition } from '../../src/matching/criteria.js';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts, employerVerdict } from '../../src/matching/sectors.js';

const read = (d: string) => compilePersona(d).criteria;

describe('automotive suppliers are the automotive sector, in six languages', () => {
  it.each([
    'Quality leads at car parts suppliers.',
    'Qualitätsleiter bei Autozulieferern.',
    'Responsables qualité chez les fournisseurs automobiles.',
    'Jefes de calidad en proveedores de automoción.',
    'Gerentes de qualidade em fornecedores da indústria automóvel.',
    'Kwaliteitsmanagers bij automotive toeleveranciers.',
  ])('%s', (d) => {
    const c = read(d);
    expect(c.employer?.sectors).toEqual(['automotive']);
    // The employer's words name nobody: the people are quality people.
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.areas.some((a) => a.startsWith('quality')))).toBe(true);
  });
});

describe('groups of clinics and hospitals are health care', () => {
  it.each([
    'Payroll managers at clinic groups.',
    'Lohnbuchhalter bei Klinikgruppen.',
    'Gestionnaires de paie dans les groupes hospitaliers.',
    'Técnicos de nóminas en grupos de clínicas.',
    'Analistas de folha de pagamento em redes hospitalares.',
    'Salarisadministrateurs bij zorggroepen.',
  ])('%s', (d) => {
    const c = read(d);
    expect(c.employer?.sectors).toEqual(['health_care']);
    expect(c.include.every((s) => s.areas.includes('payroll'))).toBe(true);
  });
});

describe('an online retailer filed under its goods is settled by its own words', () => {
  const online: EmployerCondition = { sectors: ['marketplaces'], except: [], text: 'online retailers' };
  const company = (industry: string, description: string) => employerFacts({ name: 'Lindqvist Home AB', industry, description, employees_count: 90 });
  it('a furniture retailer that sells through its online shop is an online retailer', () => {
    expect(
      employerVerdict(online, company('Retail Furniture and Home Furnishings', 'Scandinavian furniture through our online shop and two showrooms.')).kind,
    ).toBe('inside');
    expect(employerVerdict(online, company('Retail Apparel and Fashion', 'Label de prêt-à-porter : boutique en ligne et trois magasins.')).kind).toBe('inside');
  });
  it('one that describes only its stores is not', () => {
    expect(employerVerdict(online, company('Retail Furniture and Home Furnishings', 'Twelve furniture stores in southern Sweden.')).kind).toBe('outside');
    expect(employerVerdict(online, company('Retail Apparel and Fashion', 'Vingt magasins de vêtements pour enfants.')).kind).toBe('outside');
  });
  it('with no words of its own it stays a maybe, kept', () => {
    expect(employerVerdict(online, company('Retail Apparel and Fashion', '')).kind).toBe('inside');
  });
  it('the same retailer is a retailer for "retailers" whatever it says', () => {
    const retail: EmployerCondition = { sectors: ['retail'], except: [], text: 'retailers' };
    expect(employerVerdict(retail, company('Retail Furniture and Home Furnishings', 'Twelve furniture stores in southern Sweden.')).kind).toBe('inside');
  });
});
