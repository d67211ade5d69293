// Session 22 (development sets 13 and 14), in our own wordings (none taken from a labelled set):
// - "<areas> people – everyone from A to B": everyone over a range under a heading is the heading's people over that range
//   (read-sentence.ts; was: the range's one area, the heading dropped).
// - "the foremen under them", "everyone below them": the people below those just named are theirs, as "their foremen"
//   and "their teams" say (tag-sentence.ts underThem; was: every rung below theirs, or everyone).
// - Building / general / main contractors are construction companies, not contract workers (lexicon-employers.ts).
// - Shop-floor and hotel titles: French whole-title store jobs, "Responsable de rayon", night porters, "Leitung Rezeption"
//   (reader/verticals-service.ts); beside supermarkets a Dutch "afdelingsmanager" is a store's department manager.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const facts = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const matches = (definition: string, title: string, industry?: string) =>
  judgeProfile({ slug: 't', name: 't', definition, ...(industry ? { company: { name: 'Acme', industry, employees: 80 } } : {}) }, makeProfile('x', [{ title }]))
    .match;

describe('everyone over a range under a heading is the heading people', () => {
  it.each([
    ['Infrastructure and security people – everyone from the service desk to the head of IT.', 'Security Analyst', 'Helpdesk Technician'],
    ['Marketing und Vertrieb – alle vom Junior bis zur Leitung.', 'Vertriebsmitarbeiterin', 'Marketing Manager'],
  ])('%s', (definition, a, b) => {
    expect(matches(definition, a)).toBe(true);
    expect(matches(definition, b)).toBe(true);
    expect(matches(definition, 'Chief Executive Officer')).toBe(false);
  });
});

describe('the people under them are theirs', () => {
  it.each([
    ['Store managers and the supervisors under them.', 'Store Supervisor', 'Cashier'],
    ['Bauleiter und die Poliere unter ihnen.', 'Polier', 'Maurer'],
    ['Directeurs de magasin et les chefs de rayon sous eux.', 'Chef de rayon', 'Caissière'],
    ['Jefes de obra y los capataces por debajo de ellos.', 'Capataz', 'Albañil'],
    ['Gerentes de loja e os supervisores abaixo deles.', 'Supervisora de Loja', 'Operadora de Caixa'],
    ['Filiaalmanagers en de teamleiders onder hen.', 'Store Supervisor', 'Kassamedewerker'],
  ])('%s', (definition, theirs, below) => {
    const c = compilePersona(definition).criteria;
    expect(c.include.some((s) => s.levels.includes('entry'))).toBe(false);
    expect(matches(definition, theirs)).toBe(true);
    expect(matches(definition, below)).toBe(false);
  });

  it('everyone below them is their teams, not the whole company', () => {
    const c = compilePersona('Heads of IT and everyone below them.').criteria;
    expect(c.include.every((s) => s.areas.length > 0)).toBe(true);
    expect(matches('Heads of IT and everyone below them.', 'Sales Manager')).toBe(false);
    expect(matches('Heads of IT and everyone below them.', 'IT Support Technician')).toBe(true);
  });
});

describe('building contractors are an employer', () => {
  it.each(['Foremen at the building contractors.', 'Site managers at general contractors and main contractors.', 'Poliere bei Bauunternehmen.'])(
    '%s',
    (definition) => {
      const c = compilePersona(definition).criteria;
      expect(c.employer?.sectors).toEqual(['construction']);
      expect(c.include.every((s) => !s.employment.includes('contractor'))).toBe(true);
    },
  );
});

describe('shop-floor and hotel titles', () => {
  it.each(['Vendeuse', 'Conseiller de vente', 'Équipière polyvalente', 'Hôte de caisse', 'Employé de rayon'])('%s is a store assistant', (title) => {
    expect(facts(title)?.areas).toContain('retail');
    expect(facts(title)?.level).toBe('entry');
  });
  it('a car salesman is no store assistant', () => {
    expect(facts('Vendeur automobile')?.areas ?? []).not.toContain('retail');
  });
  it.each(['Responsable de rayon', 'Adjointe responsable de rayon'])('%s leads a store department, as a chef de rayon', (title) => {
    expect(facts(title)?.areas).toContain('retail');
    expect(facts(title)?.level).toBe(facts('Chef de rayon')?.level);
  });
  it.each(['Night Porter', 'Nachtportier', 'Portier de nuit', 'Porteiro noturno'])('%s works the hotel front desk', (title) => {
    expect(facts(title)?.areas).toContain('hotel');
  });
  it.each(['Leitung Rezeption', 'Responsable de la réception'])('%s manages the front office', (title) => {
    expect(facts(title)?.areas).toContain('hotel');
    expect(facts(title)?.level).toBe('manager');
  });
  it('beside supermarkets a Dutch department manager is a store manager rung', () => {
    const definition = 'Afdelingsmanagers en bedrijfsleiders van de supermarkten.';
    expect(compilePersona(definition).criteria.include.flatMap((s) => s.areas)).toContain('retail');
    expect(matches(definition, 'Store Manager', 'Retail Groceries')).toBe(true);
    expect(matches(definition, 'Cashier', 'Retail Groceries')).toBe(false);
    expect(compilePersona('Afdelingsmanagers bij de gemeente.').criteria.include.flatMap((s) => s.areas)).not.toContain('retail');
  });
});
