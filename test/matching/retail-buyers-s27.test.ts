// Session 27: a retailer's buyers buy the ranges it sells (reader/firm.ts SECTOR_KINDS: the kind category_buyer beside
// procurement; one buying for the company itself or the materials it makes with stays procurement only); beside the shelf,
// supermarkets or retail, a persona's "buyers" and "category managers" are those (lexicon-service.ts SERVICE_SENSES),
// "retail buyers", "Handelseinkäufer" name them, "up to the head of buying" keeps the kind over the range (settle.ts), and a
// company whose industry only may be of an excepted sector is excepted when its own words say so (sectors.ts). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const grocer: EmployerFacts = { name: 'Example Foods', industry: 'Retail Groceries', employees: 300 };
const shop: EmployerFacts = { name: 'Example Online', industry: 'Online and Mail Order Retail', employees: 300, about: 'Online marketplace for books' };
const maker: EmployerFacts = { name: 'Example Works', industry: 'Machinery Manufacturing', employees: 300 };
const keeps = (definition: string, title: string, company: EmployerFacts) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe("a retailer's buyers buy its ranges", () => {
  const buyers = 'Retail buyers, up to the head of buying';
  it.each(['Buyer', 'Acheteuse Boissons', 'Compradora Hogar', 'Einkäuferin Frische', 'Inkoper Zuivel', 'Head of Buying'])('%s at a grocer', (title) => {
    expect(keeps(buyers, title, grocer)).toBe(true);
  });
  it.each(['Indirect Buyer', 'Einkäufer Nichthandelsware', 'Acheteur Emballages', 'Procurement Manager'])('%s at a grocer is procurement', (title) => {
    expect(keeps(buyers, title, grocer)).toBe(false);
    expect(keeps('Procurement, all levels', title, grocer)).toBe(true);
  });
  it('a buyer at a manufacturer buys for the company', () => {
    expect(keeps(buyers, 'Buyer', maker)).toBe(false);
    expect(keeps('Einkauf, alle Ebenen. Keine Handelseinkäufer.', 'Einkäufer', maker)).toBe(true);
  });
  it('indirect procurement leaves out the ranges buyers', () => {
    expect(keeps('Einkauf, alle Ebenen. Keine Handelseinkäufer.', 'Einkäufer', grocer)).toBe(false);
    expect(keeps('Einkauf, alle Ebenen. Keine Handelseinkäufer.', 'Strategischer Einkäufer Dienstleistungen', grocer)).toBe(true);
  });
});

describe('persona words for the buyers of a range', () => {
  it.each([
    'Buyers who choose what goes on the shelf',
    'Acheteurs et category managers du rayon frais',
    'Compradores del surtido de hogar',
    'Einkäufer für das Sortiment',
    'Merchandise buyers',
    'Retail buyers',
    'Handelseinkäufer',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.include.every((s) => s.roles.includes('category_buyer'))).toBe(true);
  });
  it("an employer's words change no reading: buyers at supermarkets are procurement, a retailer's buyers too", () => {
    const [s] = compilePersona('Compradores en supermercados').criteria.include;
    expect(s?.areas).toEqual(['procurement']);
    expect(keeps('Compradores en supermercados', 'Compradora', grocer)).toBe(true);
  });
  it('a range up to the head of buying keeps the kind and its top rungs', () => {
    const [s] = compilePersona('Category buyers up to the head of buying').criteria.include;
    expect(s?.roles).toEqual(['category_buyer']);
    expect(s?.levels).toContain('head');
    expect(s?.levels).toContain('director');
  });
  it('deciding what goes on the shelf is the job, not the decision makers', () => {
    const c = compilePersona('Buyers – the people deciding what goes on the shelf – up to the head of buying');
    expect(c.criteria.include.some((s) => s.traits.includes('decision_maker'))).toBe(false);
  });
});

describe('an excepted sector the company only may be of', () => {
  it('is excepted when its own words say so', () => {
    expect(keeps('Buyers at retailers, not at marketplaces', 'Buyer', shop)).toBe(false);
    expect(keeps('Buyers at retailers, not at marketplaces', 'Buyer', { ...shop, about: 'Books delivered next day' })).toBe(true);
  });
});
