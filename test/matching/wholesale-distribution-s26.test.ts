// Session 26 (issue 22): wholesale distributors as buyers name them.
// - A company word with the sector's own words after it ("empresas de distribución mayorista", "entreprises de commerce de
//   gros", "empresas de distribuição atacadista", "entreprises du numérique") names the employer, as "empresas mayoristas"
//   did; "empresas de distribución", "empresas distribuidoras", "distribuidoras" are distributors (compiler/employer-forms.ts).
// - A retail chain or a logistics provider is a wholesaler only when its own words say so: they are neighbours of
//   wholesale (industry-neighbours.ts), no longer maybes whatever they say. Our own wordings.
import { describe, expect, it } from 'vitest';
import type { EmployerCondition } from '../../src/matching/criteria.js';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts, employerVerdict } from '../../src/matching/sectors.js';

const sectors = (d: string) => compilePersona(d).criteria.employer?.sectors;

describe('a company word with the sector’s own words names the employer', () => {
  it.each([
    'Jefes de compras en empresas de distribución mayorista',
    'Compradores en compañías de distribución',
    'Compradores en empresas distribuidoras, sin becarios',
    'Responsables de almacén en el sector de la distribución mayorista',
    'Acheteurs dans les entreprises de commerce de gros',
    'Compradores em empresas de distribuição atacadista',
    'Gerentes de compras em distribuidoras',
    'Buyers at wholesale distributors, not the assistants',
  ])('%s', (d) => {
    expect(sectors(d)).toEqual(['wholesale']);
  });

  it.each([
    ['Directeurs commerciaux des entreprises du numérique', 'software'],
    ['Responsables de logística en empresas de logística', 'logistics'],
    ['Compras en distribuidoras eléctricas', 'utilities'],
  ])('%s', (d, sector) => {
    expect(sectors(d)).toEqual([sector]);
  });
});

describe('a retailer or a logistics provider is a wholesaler when it says so', () => {
  const cond: EmployerCondition = { sectors: ['wholesale'], except: [], text: '' };
  const company = (industry: string, description: string) =>
    employerFacts({ name: 'Harlow & Pike', industry, description, specialties: [], employees_count: 90 });

  it('by its filing alone, it is not', () => {
    expect(employerVerdict(cond, company('Retail', 'Garden centres and home stores across the west.')).kind).toBe('outside');
    expect(employerVerdict(cond, company('Transportation, Logistics, Supply Chain and Storage', 'Contract logistics and road freight.')).kind).toBe('outside');
  });

  it('its own words saying wholesale or distribution make it one', () => {
    expect(employerVerdict(cond, company('Retail', 'Retail stores and wholesale supply of garden products to resellers.')).kind).toBe('inside');
    expect(employerVerdict(cond, company('Transportation, Logistics, Supply Chain and Storage', 'Distributor of spare parts for trucks.')).kind).toBe('inside');
  });

  it('a company filed as wholesale stays inside', () => {
    expect(employerVerdict(cond, company('Wholesale', 'Food service supplies.')).kind).toBe('inside');
  });
});
