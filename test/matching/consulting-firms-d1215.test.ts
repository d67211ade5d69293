// Session 22 (development sets 12 and 15): consultancies. A rank with the practice named beside it ("Manager (Beratung)",
// "Manager conseil", "Senior Manager, Advisory", "Directeur de mission") is client delivery; at a consulting or IT-services
// firm its bare ranks ("Manager", "Senior", "Principal", "Partner", "Socio") are the delivery ladder (reader/firm.ts); a
// persona's "engagement managers", and beside consultancies its "principals", "consultants" and "analysts", are that
// ladder's rungs (compiler/lexicon-public.ts), also in a later sentence of the same persona. Our own wordings.
import { describe, expect, it } from 'vitest';
import { createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import { compilePersona } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { atFirm } from '../../src/matching/reader/firm.js';
import { makeProfile } from './profile-fixture.js';

const areasOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]?.areas ?? [];
const firm: EmployerFacts = { name: 'Example Partners', industry: 'Business Consulting and Services', employees: 90 };
const itFirm: EmployerFacts = { name: 'Example Systems', industry: 'IT Services and IT Consulting', employees: 300 };
const shop: EmployerFacts = { name: 'Example Shop', industry: 'Retail', employees: 90 };

describe('reader: a rank with its consulting practice is client delivery', () => {
  it.each([
    'Manager (Beratung)',
    'Senior Manager (Beratung)',
    'Manager conseil',
    'Directrice de mission',
    'Senior Manager, Advisory',
    'Manager Advies',
    'Advisory Director',
  ])('%s', (title) => expect(areasOf(title)).toEqual(['professional_service']));

  it("an advisory board and a bank's advice centre are not", () => {
    expect(areasOf('Advisory Board Member')).not.toContain('professional_service');
    expect(areasOf('Kundenberaterin')).not.toContain('professional_service');
  });
});

describe('reader: the bare ranks of a consultancy are its delivery ladder', () => {
  const at = (title: string, company: EmployerFacts) => atFirm(readPerson(makeProfile('x', [{ title }])), company).roles[0]?.areas ?? [];

  it.each([
    'Manager',
    'Senior Manager',
    'Senior',
    'Analista',
    'Principal',
    'Associate Director',
    'Partner, Public Sector',
    'Socia Directora',
    'Gerente de Proyecto',
  ])('%s at a consultancy', (title) => expect(at(title, firm)).toContain('professional_service'));

  it('also at an IT-services firm, and the title keeps its own reading first', () => {
    expect(at('Senior Manager', itFirm)).toEqual(['professional_service']);
    expect(at('Business Analyst', itFirm)[0]).not.toBe('professional_service');
    expect(at('Business Analyst', itFirm)).toContain('professional_service');
  });

  it("the firm's own functions and other companies' ranks are untouched", () => {
    expect(at('Head of Finance', firm)).not.toContain('professional_service');
    expect(at('Talent Acquisition Partner', firm)).not.toContain('professional_service');
    expect(at('Manager', shop)).toEqual([]);
    expect(at('Senior Manager', shop)).toEqual([]);
  });
});

describe('compiler: who runs client engagements', () => {
  it('engagement managers, principals and partners of consultancies are the delivery ladder from manager up', () => {
    const c = compilePersona('Consultancies only: engagement leads, principals and partners. Not the consultants or analysts.').criteria;
    expect(c.employer?.sectors).toEqual(['consulting']);
    expect(c.include).toHaveLength(1);
    expect(c.include[0]).toMatchObject({ areas: ['professional_service'] });
    expect(c.include[0]?.levels).toEqual(expect.arrayContaining(['manager', 'senior_manager', 'director', 'partner']));
    expect(c.include[0]?.levels).not.toContain('senior');
    // The later sentence is read beside the consultancies too: their consultants, not contractors.
    for (const e of c.exclude) expect(e).toMatchObject({ areas: ['professional_service'], employment: [], traits: ['individual_contributor'] });
  });

  it('elsewhere "principals" keep their other senses and "consultants" their contractor sense', () => {
    expect(compilePersona('Principals and assistant principals of the schools.').criteria.include[0]?.areas).toEqual(['education']);
    expect(compilePersona('Staff and principal engineers.').criteria.include[0]?.areas).not.toContain('professional_service');
    expect(compilePersona('Everyone, but no consultants.').criteria.exclude[0]?.employment).toContain('contractor');
  });
});

describe('matcher: at the firm, not at a shop', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: 'Engagement managers and principals at consultancies. No analysts.' };
  const profiles = ['Manager', 'Principal', 'Senior Manager (Beratung)', 'Analyst', 'Head of Finance'].map((title, i) => makeProfile(`p${i}`, [{ title }]));

  it('keeps the ranks from manager up at a consultancy, nobody at the shop', async () => {
    const m = createMatcher({ kind: 'rules' });
    const atFirmDecisions = (await m.match({ ...persona, company: firm }, profiles)).decisions;
    expect(atFirmDecisions.filter((d) => d.match).map((d) => d.person_ref)).toEqual(['p0', 'p1', 'p2']);
    const atShop = (await m.match({ ...persona, company: shop }, profiles)).decisions;
    expect(atShop.filter((d) => d.match)).toEqual([]);
  });
});
