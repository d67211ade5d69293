// Session 25 (issue 22): an employer said of people added to others is theirs only, so it is not applied to the persona
// (warning not_applied), and the people stay. Compiler: employer-parts.ts (addedSentence, aside), employer.ts.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d);
const notApplied = (d: string) => read(d).warnings.filter((w) => w.code === 'not_applied').length > 0;

describe('an employer said of the people a later sentence adds is theirs (session 29: Selector.employer)', () => {
  it.each([
    // a later sentence (or clause after ";") that adds people with "too / also / auch / aussi / también / também / ook"
    'CSMs. Seller success at marketplaces counts too.',
    'CSMs; seller success managers at marketplaces too',
    'Backend-Entwickler. Data Engineers bei Banken auch.',
    'Développeurs backend. Les data engineers dans les banques aussi.',
    'Desarrolladores backend. Los ingenieros de datos en bancos también.',
    'Desenvolvedores backend. Engenheiros de dados em bancos também.',
    'Backend developers. Data engineers bij banken ook.',
  ])('%s', (d) => {
    const c = read(d).criteria;
    expect(c.employer).toBeUndefined();
    expect(notApplied(d)).toBe(false);
    // The first people at every company, the added ones at the kind said with them.
    expect(c.include.length).toBeGreaterThanOrEqual(2);
    expect(c.include[0]?.employer).toBeUndefined();
    expect(c.include[c.include.length - 1]?.employer?.sectors.length).toBe(1);
  });
});

describe('an employer said of added people inside one sentence is not applied (employer-parts)', () => {
  it.each([
    // fronted between commas after a conjunction, or followed by "also" and people
    'Customer success managers and, at marketplaces, seller success managers',
    'Kundenbetreuer und, bei Marktplätzen, Seller-Success-Manager',
    'CSMs - at marketplaces also seller success - and their heads',
  ])('%s', (d) => {
    expect(read(d).criteria.employer).toBeUndefined();
    expect(notApplied(d)).toBe(true);
    expect(read(d).criteria.include.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['Developers. Only at banks.', ['banking']],
    ['Sales reps at banks, also at insurers', ['banking', 'insurance']],
    ['Developers at banks also count', ['banking']],
  ])('an employer of everyone stays applied: %s', (d, sectors) => {
    expect(read(d).criteria.employer?.sectors).toEqual(sectors);
  });
});

describe("different employers, each after its own people, are not the persona's (employer-parts eachItsOwn)", () => {
  it.each([
    'Closers: AEs, car salespeople at dealerships, ad sales executives at publishers, estate agents',
    'Verkäufer in Autohäusern, Anzeigenverkäufer bei Verlagen und Makler',
    'Vendedores en concesionarios, vendedores de publicidad en editoriales y agentes inmobiliarios',
  ])('%s', (d) => {
    expect(read(d).criteria.employer).toBeUndefined();
    expect(notApplied(d)).toBe(true);
  });

  it.each([
    ['Developers at banks, data engineers at banks too', ['banking']],
    ['Engineers at banks and data scientists at insurers', ['banking', 'insurance']],
    ['Buyers, category managers and heads of procurement at hospitals, schools and universities', null],
  ])('one kind of company, or one list of them, stays applied: %s', (d, sectors) => {
    const employer = read(d).criteria.employer;
    expect(employer).toBeDefined();
    if (sectors) expect(employer?.sectors).toEqual(sectors);
  });
});
