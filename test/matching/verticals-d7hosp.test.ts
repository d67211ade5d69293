// Session 18 (development set 7): the vocabulary of hospitality, retail, branch banking, insurance, owner-managed firms
// and finance abbreviations, in the title reader (reader/verticals-service.ts) and the persona compiler
// (compiler/lexicon-service.ts). Own wordings in six languages, not the set's sentences.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey, Level } from '../../src/matching/criteria.js';
import { makeProfile, type Position } from './profile-fixture.js';

const role = (title: string) => {
  const r = readPerson(makeProfile('x', [{ title }])).roles[0];
  if (!r) throw new Error(`no role read from ${title}`);
  return r;
};
const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, extra: { headline?: string; about?: string; employment_type?: string } = {}) =>
  judgeProfile(
    persona(definition),
    makeProfile('x', [{ title, company: 'Acme Foods', ...(extra.employment_type ? { employment_type: extra.employment_type } : {}) } as Position], extra),
  ).match;

describe('title reader: the service verticals and their ladders', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    // The kitchen brigade: the head chef heads it, the sous chef is its manager-rung deputy, cooks are its staff.
    ['Executive Chef', 'head', 'kitchen'],
    ['Küchenchefin', 'head', 'kitchen'],
    ['Jefe de Cocina', 'head', 'kitchen'],
    ['Chef de keuken', 'head', 'kitchen'],
    ['Sous-chef de cuisine', 'manager', 'kitchen'],
    ['Segundo de Cocina', 'manager', 'kitchen'],
    ['Souschef', 'manager', 'kitchen'],
    ['Junior Sous Chef', 'team_lead', 'kitchen'],
    ['Cuisinière', 'entry', 'kitchen'],
    ['Cocinero de línea', 'entry', 'kitchen'],
    ['Prep Cook', 'entry', 'kitchen'],
    // Restaurant and bar service: the restaurant's manager ("Directrice de restaurant", "maître d'hôtel") and its staff.
    ['Directrice de restaurant', 'manager', 'food_beverage'],
    ['Restaurantleiter', 'manager', 'food_beverage'],
    ['Food and Beverage Manager', 'manager', 'food_beverage'],
    ['Maître d’hôtel', 'manager', 'food_beverage'],
    ['Serveuse', 'entry', 'food_beverage'],
    ['Kellnerin', 'entry', 'food_beverage'],
    ['Bartender', 'entry', 'food_beverage'],
    // The hotel: its general manager is a director of the hotel, not the company's chief; its department managers.
    ['Directrice générale de l’hôtel', 'director', 'hotel'],
    ['Hoteldirektor', 'director', 'hotel'],
    ['Gerente de Hotel', 'director', 'hotel'],
    ['Front Office Manager', 'manager', 'hotel'],
    ['Chef de réception', 'manager', 'hotel'],
    ['Gobernanta general', 'manager', 'hotel'],
    ['Night Auditor', 'entry', 'hotel'],
    ['Femme de chambre', 'entry', 'hotel'],
    // Retail: store managers, their deputies, the area managers above them, the retail director, the shop floor.
    ['Store Manager', 'manager', 'retail'],
    ['Gerente de Tienda', 'manager', 'retail'],
    ['Filialleiterin', 'manager', 'retail'],
    ['Directeur de magasin', 'manager', 'retail'],
    ['Deputy Shop Manager', 'team_lead', 'retail'],
    ['Subgerente de Loja', 'team_lead', 'retail'],
    ['District Manager', 'senior_manager', 'retail'],
    ['Jefe de Zona', 'senior_manager', 'retail'],
    ['Diretora de Lojas', 'director', 'retail'],
    ['Caissière', 'entry', 'retail'],
    ['Kassierer', 'entry', 'retail'],
    // Insurance: underwriting and claims are areas of their own.
    ['Lead Underwriter', 'senior', 'underwriting'],
    ['Superintendente de Subscrição', 'head', 'underwriting'],
    ['Souscripteur IARD', 'entry', 'underwriting'],
    ['Claims Adjuster', 'entry', 'claims'],
    ['Gestionnaire sinistres', 'entry', 'claims'],
    ['Gerente de Siniestros', 'manager', 'claims'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });

  it('names general managers and branch managers as roles', () => {
    expect(role('General Manager').roles).toContain('general_manager');
    expect(role('Acting GM').roles).toContain('general_manager');
    expect(role('Hotel Manager').roles).toContain('general_manager');
    expect(role('Branch Manager').roles).toContain('branch_manager');
    expect(role('Directeur d’agence').roles).toContain('branch_manager');
    expect(role('Gerente de Sucursal').roles).toContain('branch_manager');
  });

  it('keeps what is not a vertical title', () => {
    // A French "chef de …" leads something; it is no cook.
    expect(role('Chef de projet').areas).not.toContain('kitchen');
    expect(role('Chef de publicité').areas).not.toContain('kitchen');
    // A shop floor is a plant's; an app store is marketing's.
    expect(role('Shop Floor Supervisor').areas).not.toContain('retail');
    expect(role('App Store Optimization Manager').areas).not.toContain('retail');
    // A Brazilian relationship manager at a bank is an individual contributor of account management.
    expect(role('Gerente de Relacionamento PJ').areas).toContain('account_management');
    expect(role('Gerente de Relacionamento PJ').level).toBe('entry');
  });
});

describe('founders and owners of this company, read from the words people use', () => {
  it('reads a bare "Gérant" as the owner-manager, a "gérant de restaurant" as the restaurant manager', () => {
    expect(readPerson(makeProfile('x', [{ title: 'Gérante' }])).owner).toBe(true);
    expect(readPerson(makeProfile('x', [{ title: 'Gérant de restaurant' }])).owner).toBe(false);
    expect(role('Gérant de restaurant').areas).toContain('food_beverage');
  });
  it('reads "I started <this company>" and a headline "Co-founded <this company>" as founding it', () => {
    const about = 'In 2011 we started Acme Foods from a market stall.';
    expect(readPerson(makeProfile('x', [{ title: 'Managing Director', company: 'Acme Foods' }], { about })).founder).toBe(true);
    const working = 'I started working at Acme Foods in 2011.';
    expect(readPerson(makeProfile('x', [{ title: 'Managing Director', company: 'Acme Foods' }], { about: working })).founder).toBe(false);
    const headline = 'Co-founded Acme Foods | Chef at heart';
    expect(readPerson(makeProfile('x', [{ title: 'CEO', company: 'Acme Foods' }], { headline })).founder).toBe(true);
    const other = 'Co-founded a supper club';
    expect(readPerson(makeProfile('x', [{ title: 'CEO', company: 'Acme Foods' }], { headline: other })).founder).toBe(false);
  });
  it('reads a headline "MD na <company>" as the managing director', () => {
    const r = readPerson(makeProfile('x', [{ title: '', company: 'Acme Foods' }], { headline: 'MD na Acme Foods' })).roles[0];
    expect(r?.level).toBe('c_level');
  });
});

describe('persona compiler: the service verticals in six languages', () => {
  it.each([
    ['Kitchen leaders: executive chefs and sous chefs, no commis or line cooks.', 'Sous Chef', true],
    ['Kitchen leaders: executive chefs and sous chefs, no commis or line cooks.', 'Commis Chef', false],
    ['Küchenchefs und Souschefs, keine Köche.', 'Küchenchef', true],
    ['Jefes de cocina y segundos de cocina; nada de cocineros.', 'Cocinero', false],
    ['Chefes de cozinha e subchefes, sem cozinheiros.', 'Subchefe de Cozinha', true],
    ['Chefs de keuken en souschefs.', 'Chef de keuken', true],
    ['Restaurant and bar managers at restaurant chains, not waiters.', 'Bar Manager', true],
    ['Restaurant and bar managers at restaurant chains, not waiters.', 'Waitress', false],
    ['Hotel GMs and their department heads (front office, housekeeping, F&B).', 'General Manager', true],
    ['Hotel GMs and their department heads (front office, housekeeping, F&B).', 'Executive Housekeeper', true],
    ['Directeurs d’hôtel et chefs de service (réception, restauration), pas les réceptionnistes.', 'Chef de réception', true],
    ['Directeurs d’hôtel et chefs de service (réception, restauration), pas les réceptionnistes.', 'Réceptionniste', false],
    ['Store managers and their deputies, not the district managers.', 'Store Manager', true],
    ['Store managers and their deputies, not the district managers.', 'District Manager', false],
    ['Filialleiter, nicht die Bezirksleiter.', 'Filialleiterin', true],
    ['Gerentes de tienda; no los jefes de zona.', 'Jefe de Zona', false],
    ['Area managers and regional managers of the retail chain.', 'Regional Manager', true],
    ['Branch managers at credit unions, not tellers.', 'Branch Manager', true],
    ['Branch managers at credit unions, not tellers.', 'Bank Teller', false],
    ['Directeurs d’agence et conseillers, pas les guichetiers.', 'Directeur d’agence', true],
    ['Underwriters of every level, but no claims people.', 'Senior Underwriter', true],
    ['Underwriters of every level, but no claims people.', 'Claims Handler', false],
    ['Seguros: suscriptores y liquidadores de siniestros.', 'Gerente de Siniestros', true],
    ['CFOs and FDs at mid-sized firms.', 'FD', true],
    ['Familiebedrijven: eigenaren en DGA’s, geen commissarissen.', 'Eigenaar', true],
    ['Owner-managed companies: the gérant or the proprietor.', 'Gérant', true],
  ] as Array<[string, string, boolean]>)('%s | %s → %s', (definition, title, expected) => {
    expect(matches(definition, title)).toBe(expected);
  });

  it('reads a context of what is sold and to whom as no people', () => {
    const c = compilePersona('We sell EPOS and kitchen display systems to restaurant groups. Head chefs only.').criteria;
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.areas).toEqual(['kitchen']);
  });

  it('reads "PJ e PF" as client segments, not contractors', () => {
    const c = compilePersona('Gerentes de relacionamento (PJ e PF).').criteria;
    expect(c.include.every((s) => !s.employment.includes('contractor'))).toBe(true);
  });

  it('corrects a misspelt later word of a phrase ("front ofice")', () => {
    const c = compilePersona('Hotel managers: front ofice and housekeeping managers.').criteria;
    expect(c.include.some((s) => s.areas.includes('hotel') && !s.areas.includes('office'))).toBe(true);
  });

  it('gives a rung said without its areas the areas in its parentheses ("department heads (finance, HR)")', () => {
    const c = compilePersona('Department heads (finance, HR).').criteria;
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.areas).toEqual(['finance', 'human_resources']);
  });
});
