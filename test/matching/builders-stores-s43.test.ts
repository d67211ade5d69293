// Session 43: contractors' bids, estimating and site engineering; facility services and guarding firms; a store's
// deputies apart from its floor; dark stores; a fintech's CRO; gender slashes in personas; industries read by their
// words. Own wordings (none taken from a persona set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts, industryMembership } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const BUILDER = employerFacts({ id: 1, name: 'Harrow Build Ltd', industry: 'Construction', employees_count: 300 });
const CLEANERS = employerFacts({ id: 2, name: 'Sparkle FM GmbH', industry: 'Facilities Services', employees_count: 400 });
const UNIVERSITY = employerFacts({ id: 3, name: 'Universidad del Norte', industry: 'Higher Education', employees_count: 900 });
const SHOPS = employerFacts({ id: 4, name: 'Lojas Aurora', industry: 'Retail', employees_count: 500 });
const FINTECH = employerFacts({ id: 5, name: 'Paywise', industry: 'Financial Services', employees_count: 120 });
const BANK = employerFacts({ id: 6, name: 'Banca del Monte', industry: 'Banking', employees_count: 800 });
const SOFTWARE = employerFacts({ id: 7, name: 'Kodewerk BV', industry: 'Software Development', employees_count: 80 });
const HOSPITAL = employerFacts({ id: 8, name: 'St Aldhelm Hospital', industry: 'Hospitals and Health Care', employees_count: 900 });
const at = (company: typeof BUILDER, title: string) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0];
const keeps = (company: typeof BUILDER, definition: string, title: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
const read = (text: string) => compilePersona(text).criteria;

describe('bids and tenders win a contractor its work (s43)', () => {
  it.each(['Bid Manager', 'Tender Co-ordinator', 'Tendermanagerin', "Chargée d'appels d'offres", 'Jefe de Licitaciones', 'Angebotsbearbeiter'])(
    '"%s" at a contractor is business development',
    (t) => {
      expect(at(BUILDER, t)?.areas).toContain('business_development');
      expect(at(CLEANERS, t)?.areas).toContain('business_development');
    },
  );
  it("a university's tendering team buys: no business development there, nor at a software company", () => {
    expect(at(UNIVERSITY, 'Tendering Officer')?.areas).not.toContain('business_development');
    expect(at(SOFTWARE, 'Bid Manager')?.areas).toEqual([]);
  });
  it('"at contractors" names the employer, "no contractors" the employment', () => {
    const c = read('Bid writers and tender managers at contractors');
    expect(c.employer?.sectors).toEqual(['construction']);
    expect(c.include.every((s) => s.employment.length === 0)).toBe(true);
    expect(read('Quantity surveyors, no contractors').exclude[0]?.employment).toContain('contractor');
  });
  it('a BDM develops business as an individual contributor; "Leiter Geschäftsentwicklung" heads it, no software', () => {
    expect(at(BUILDER, 'BDM')).toMatchObject({ areas: ['business_development'], manages: false });
    expect(at(CLEANERS, 'Leiter Geschäftsentwicklung')).toMatchObject({ areas: ['business_development'], level: 'head' });
  });
});

describe("a builder's trades, estimators and engineers (s43)", () => {
  it('the kind of work in a trade title is no sales', () => {
    expect(at(BUILDER, 'Electrician (Domestic)')?.areas).toEqual(['trade']);
    for (const t of ['Commercial Plumber', 'Roofer – Residential']) expect(at(BUILDER, t)?.areas).toEqual(['construction']);
    expect(at(BUILDER, 'Commercial Manager')?.areas).toEqual(['cost_management']);
  });
  it("a contractor's engineering assistants, setting-out engineers and planners build; a software firm's engineers write software", () => {
    expect(at(BUILDER, 'Assistente de Engenharia')?.areas).toEqual(['construction']);
    expect(at(BUILDER, 'Setting-Out Engineer')?.areas).toEqual(['construction']);
    expect(at(BUILDER, 'Planner')?.areas).toEqual(['construction']);
    expect(at(SOFTWARE, 'Software Engineer')?.areas).toEqual(['software']);
    // An engineering manager leads engineers wherever (the word alone says no site).
    expect(at(BUILDER, 'Engineering Manager')?.areas).toEqual(['software']);
  });
  // (Session 54: they value the works done, quantity surveying's side, apart from the estimators who price a bid.)
  it('measurers and cost engineers value the works', () => {
    expect(read('Medidores e engenheiros de custos').include.map((s) => s.areas)).toEqual([['cost_management'], ['cost_management']]);
    expect(read('Técnicos de mediciones y cost engineers').include.flatMap((s) => s.areas)).toEqual(['cost_management', 'cost_management']);
  });
});

describe('health and safety lists, guarding firms (s43)', () => {
  it('"advisors" and "inspectors" in a safety list are the field\'s, never board advisors', () => {
    const c = read('Site safety: HSE managers, advisors and inspectors');
    expect(c.include.every((s) => s.areas.includes('hse'))).toBe(true);
    expect(c.include.some((s) => s.employment.includes('advisor'))).toBe(false);
    expect(read('Board advisors and the CEO').include[0]?.employment).toContain('advisor');
  });
  it('beside SHEQ words they are both fields', () => {
    const c = read('SHEQ: health & safety and quality managers, advisors and officers');
    expect(c.include.filter((s) => s.text === 'advisors')[0]?.areas).toEqual(['hse', 'quality']);
  });
  it("a guarding company's post and site chiefs guard", () => {
    const c = read('Dans les sociétés de sécurité : chefs de poste et chefs de site');
    expect(c.employer?.sectors).toEqual(['facility_services']);
    expect(c.include.every((s) => s.areas.includes('guarding'))).toBe(true);
  });
});

describe("a store's manager, deputies and floor (s43)", () => {
  it('a retailer\'s "Gerente de Filial" runs a store; a "Jefe de Sección" leads part of one', () => {
    expect(at(SHOPS, 'Gerente de Filial')).toMatchObject({ areas: ['retail'], level: 'manager' });
    expect(at(SHOPS, 'Department Manager')).toMatchObject({ areas: ['retail'], level: 'team_lead' });
  });
  it("deputy store managers are the deputies, not the floor's department heads", () => {
    const text = 'Store managers and deputy store managers';
    expect(keeps(SHOPS, text, 'Assistant Store Manager')).toBe(true);
    expect(keeps(SHOPS, text, 'Subgerente de Loja')).toBe(true);
    expect(keeps(SHOPS, text, 'Store Manager')).toBe(true);
    expect(keeps(SHOPS, text, 'Department Manager')).toBe(false);
  });
  it('a dark store is a warehouse; a showroom and a café are stores', () => {
    expect(at(SHOPS, 'Dark Store Manager')?.areas).toEqual(['warehouse']);
    expect(at(SHOPS, 'Showroom Manager')).toMatchObject({ areas: ['retail'], level: 'manager' });
    expect(keeps(SHOPS, 'Store managers, not dark store managers', 'Store Manager')).toBe(true);
    expect(keeps(SHOPS, 'Store managers, not dark store managers', 'Dark Store Manager')).toBe(false);
  });
  it('"Filialleitung" names the store managers', () => {
    expect(read('Filialleitung').include[0]).toMatchObject({ areas: ['retail'], levels: ['manager'] });
  });
});

describe('seats and words (s43)', () => {
  it("a fintech's CRO is its revenue chief; a bank's its chief risk officer", () => {
    expect(at(FINTECH, 'CRO')?.roles).toEqual(['cro']);
    expect(at(BANK, 'CRO')?.roles).toEqual(['chief_risk_officer']);
  });
  it('gender slashes in a persona name one job ("directeur/trice", "enfermero/a"), and "Marketing/E-commerce" stays two areas', () => {
    expect(read('directeur/trice des soins').include).toHaveLength(1);
    expect(read('enfermero/a').include[0]?.areas).toEqual(['nursing']);
    expect(read('Marketing/E-commerce managers').include.flatMap((s) => s.areas)).toEqual(['marketing', 'ecommerce']);
  });
  it.each([
    ['Electrical Contracting', 'construction'],
    ['Installatietechniek', 'construction'],
    ['Woningcorporatie', 'real_estate'],
    ['Sécurité privée', 'facility_services'],
    ['Baustoffhandel', 'wholesale'],
    ['Matériaux de construction', 'manufacturing'],
    ['Software para construcción', 'software'],
  ] as const)('the industry "%s" is of %s', (industry, sector) => {
    expect(industryMembership(industry, sector)).toBe('of');
  });
  it('software for builders is no builder', () => {
    expect(industryMembership('Software para construcción', 'construction')).not.toBe('of');
  });
});

describe("a hospital's estates and pharmacy (s43)", () => {
  it('facilities and estates run the buildings (facilities, which the office covers too)', () => {
    expect(at(HOSPITAL, 'Head of Estates & Facilities')).toMatchObject({ areas: ['facilities'], level: 'head' });
    expect(at(HOSPITAL, 'Hoofd Facilitair Bedrijf')?.areas).toEqual(['facilities']);
    expect(at(SOFTWARE, 'Office & Facilities Manager')?.areas).toEqual(['office', 'facilities']);
    expect(keeps(HOSPITAL, 'Heads of facilities', 'Head of Estates & Facilities')).toBe(true);
    expect(keeps(SOFTWARE, 'Office management, not facilities', 'Head of Facilities')).toBe(false);
  });
  it("a hospital's pharmacy is a department of it, no pharmacy chain", () => {
    expect(read('Pharmacists working in hospital pharmacies').employer).toBeUndefined();
    expect(read('Pharmacists at pharmacies').employer?.sectors).toBeDefined();
  });
});
