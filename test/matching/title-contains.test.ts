// "Title contains" said in words (compiler/title-frame.ts), RevOps named in lists (compiler/ops-lists.ts) and product
// designers in six languages (issue 22, session 25). Every sentence is our own wording, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const includes = (definition: string): Selector[] => compilePersona(definition).criteria.include;
const matches = (definition: string, title: string) =>
  judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }], { headline: '' })).match;

describe('"title contains" phrasings are title phrases, the words as written (title-frame.ts)', () => {
  it.each([
    ['Anyone with Key Account in their title', ['key account']],
    ['anyone with key account in their title', ['key account']],
    ["Everyone whose title contains 'Growth'", ['growth']],
    ['People with "Partnerships" in the job title', ['partnerships']],
    ['Titles containing Customer Success', ['customer success']],
    ['Job titles with Partnerships', ['partnerships']],
    ["Everyone with 'Strategic Account' or 'Key Account' in the title", ['strategic account', 'key account']],
    ["Alle mit 'Key Account' im Titel", ['key account']],
    ["Alle, die 'Customer Success' im Jobtitel haben", ['customer success']],
    ['Alle, deren Titel „Growth“ enthält', ['growth']],
    ["Tous ceux qui ont 'grands comptes' dans leur intitulé", ['grands comptes']],
    ["Tous ceux qui ont 'Key Account' dans l'intitulé", ['key account']],
    ['Les personnes dont l’intitulé de poste contient Customer Success', ['customer success']],
    ["Cualquiera con 'Key Account' en el cargo", ['key account']],
    ['Cualquiera con Key Account en el cargo', ['key account']],
    ['Quienes tengan «Customer Success» en el título', ['customer success']],
    ["Quem tem 'Key Account' no cargo", ['key account']],
    ["Todos com 'Customer Success' no título", ['customer success']],
    ["Iedereen met 'Key Account' in de functietitel", ['key account']],
    ["Iedereen wiens functietitel 'Growth' bevat", ['growth']],
  ])('%s', (definition, phrases) => {
    const c = compilePersona(definition);
    expect(c.criteria.include).toHaveLength(1);
    const s = c.criteria.include[0] as Selector;
    expect(s.titles).toEqual(phrases);
    // The words asked for, not the area they also name (key accounts, growth, customer success, partnerships).
    expect(s.areas).toEqual([]);
    expect(s.levels).toEqual([]);
    expect(c.unrecognised).toEqual([]);
  });

  it.each([
    'Anyone with Key Account in their title, but no interns',
    "Alle mit 'Key Account' im Titel, außer Praktikanten",
    "Tous ceux qui ont 'Key Account' dans leur intitulé, sauf les stagiaires",
    "Cualquiera con 'Key Account' en el cargo, excepto becarios",
    "Quem tem 'Key Account' no cargo, exceto estagiários",
    "Iedereen met 'Key Account' in de functietitel, behalve stagiairs",
  ])('with an exclusion: %s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.map((s) => s.titles)).toEqual([['key account']]);
    expect(c.criteria.exclude.map((s) => s.levels)).toEqual([['intern']]);
  });

  it.each([
    'Key Account in their title, manager and up',
    "Everyone with 'Key Account' in the title, manager and up",
    "Alle mit 'Key Account' im Titel, ab Manager aufwärts",
    "Tous ceux qui ont 'Key Account' dans leur intitulé, à partir de manager",
    "Cualquiera con 'Key Account' en el cargo, de gerente para arriba",
    "Quem tem 'Key Account' no cargo, de gerente para cima",
    "Iedereen met 'Key Account' in de functietitel, vanaf manager",
  ])('a range said after the frame is its rungs, never everyone at them: %s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include).toHaveLength(1);
    expect(c.criteria.include[0]?.titles).toEqual(['key account']);
    expect(c.criteria.include[0]?.levels).toContain('manager');
    expect(c.criteria.include[0]?.levels).not.toContain('senior');
    expect(matches(definition, 'Key Account Director')).toBe(true);
    expect(matches(definition, 'Sales Director')).toBe(false);
    expect(matches(definition, 'Junior Key Account Executive')).toBe(false);
  });

  it('rungs said with the frame narrow it', () => {
    const [s] = includes('Managers and above with Key Account in their title');
    expect(s?.titles).toEqual(['key account']);
    expect(s?.levels).toContain('manager');
    expect(s?.levels).not.toContain('senior');
  });

  it.each([
    'Underwriters with experience in title insurance',
    'Gerentes con experiencia en el cargo',
    'Gerentes de ventas con experiencia en el puesto',
    'gerentes com autonomia no cargo',
  ])('a job word with lower-case words before it is about the job, not a title phrase: %s', (definition) =>
    expect(includes(definition).flatMap((s) => s.titles ?? [])).toEqual([]),
  );

  it('the judge keeps a Key Account Manager, not an Account Manager', () => {
    for (const definition of [
      'Anyone with Key Account in their title',
      "Cualquiera con 'Key Account' en el cargo",
      "Iedereen met 'Key Account' in de functietitel",
    ]) {
      expect(matches(definition, 'Key Account Manager')).toBe(true);
      expect(matches(definition, 'Senior Key Account Manager DACH')).toBe(true);
      expect(matches(definition, 'Account Manager')).toBe(false);
      expect(matches(definition, 'Account Executive')).toBe(false);
    }
    expect(matches('Anyone with Key Account in their title, but no interns', 'Key Account Intern')).toBe(false);
    expect(matches("Tous ceux qui ont 'grands comptes' dans leur intitulé", 'Responsable Grands Comptes')).toBe(true);
    expect(matches("Tous ceux qui ont 'grands comptes' dans leur intitulé", 'Chargé de comptes')).toBe(false);
  });

  it('the selector keeps the words of the frame, and the why quotes the phrase', () => {
    expect(includes('Anyone with Key Account in their title')[0]?.text).toBe('anyone with key account in their title');
    const r = judgeProfile(
      { slug: 't', name: 't', definition: 'Anyone with Key Account in their title' },
      makeProfile('x', [{ title: 'Key Account Manager' }]),
    );
    expect(r.why).toContain('title contains "key account"');
  });
});

describe('RevOps named in lists is the RevOps area, never all of operations (ops-lists.ts)', () => {
  it.each([
    'RevOps / Sales Ops / Rev Ops',
    'Revenue & Sales Operations',
    'Sales and Revenue Ops, manager and up',
    'RevOps, Sales Ops and Ops',
    'Rev- und Sales-Ops',
    'Leiter Vertriebs- und Revenue-Operations',
    'Sales Ops / Ops commerciales',
    'operaciones de ventas y RevOps',
    'operações de vendas / RevOps',
    'sales operations en revenue operations',
  ])('%s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.length).toBeGreaterThan(0);
    for (const s of c.criteria.include) expect(s.areas).toEqual(['revops']);
    expect(c.unrecognised).toEqual([]);
  });
  it('rungs said after the list hold for it', () => {
    for (const s of includes('Sales and Revenue Ops, manager and up')) expect(s.levels).toContain('director');
  });
  it('operations named beside sales without an ops word stays operations', () => {
    expect(includes('Sales & Operations leaders').flatMap((s) => s.areas)).toContain('operations');
  });
});

describe('product designers are design, not the product function', () => {
  it.each([
    'product designers',
    'product and UX designers, ICs only',
    'Produktdesigner und UX-Designer',
    'Produkt- und UX-Designer:innen, nur ICs',
    'designers produit',
    'designers produit et UX, contributeurs individuels uniquement',
    'diseñadores de producto',
    'diseñadores de producto y UX',
    'designers de produto',
    'designers de produto e UX, apenas ICs',
    'productontwerpers',
    'product- en UX-ontwerpers, alleen ICs',
  ])('%s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.length).toBeGreaterThan(0);
    for (const s of c.criteria.include) expect(s.areas).toEqual(['design']);
    expect(c.warnings.filter((w) => w.code === 'read_as_title')).toEqual([]);
  });
  it('the judge keeps a Product Designer and leaves a Product Manager out', () => {
    expect(matches('designers produit', 'Product Designer')).toBe(true);
    expect(matches('designers produit', 'Product Manager')).toBe(false);
    expect(matches('Produktdesigner', 'Senior Product Designer')).toBe(true);
    expect(matches('Produktdesigner', 'Produktmanager')).toBe(false);
  });
});
