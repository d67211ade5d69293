// Session 18 (dev-personas-7, construction, plants, logistics, QHSE, agencies, law firms, charities): the verticals'
// vocabulary in the title reader (reader/verticals-trades.ts) and the persona compiler (compiler/lexicon-trades.ts),
// held here with our own titles and wordings in six languages, never the set's sentences.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey, Level } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const role = (title: string) => {
  const r = readPerson(makeProfile('x', [{ title }])).roles[0];
  if (!r) throw new Error(`no role read from ${title}`);
  return r;
};
const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type = 'Full-time') =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, employment_type }])).match;

describe('title reader: construction sites, plants, logistics, QHSE, charities', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    // Site managers run a building site (manager rung), foremen lead its crews (team-lead rung).
    ['Senior Site Manager', 'senior_manager', 'construction'],
    ['Bauleiterin Hochbau', 'manager', 'construction'],
    ['Conductrice de travaux', 'manager', 'construction'],
    ['Jefe de Obra', 'manager', 'construction'],
    ['Engenheira de Obras', 'manager', 'construction'],
    ['Hoofduitvoerder Utiliteitsbouw', 'manager', 'construction'],
    ['Construction Superintendent', 'manager', 'construction'],
    ['Polier', 'team_lead', 'construction'],
    ['Capataz de obra', 'team_lead', 'construction'],
    ['Meewerkend Voorman', 'team_lead', 'construction'],
    ['Encarregado', 'team_lead', 'construction'],
    ['Construction Director', 'director', 'construction'],
    ['Site Engineer', 'entry', 'construction'],
    ['Scaffolder', 'entry', 'construction'],
    // Construction's commercial side: quantity surveyors and estimators.
    ['Senior Quantity Surveyor', 'senior', 'cost_management'],
    ['Kalkulator Tiefbau', 'entry', 'estimating'],
    ['Orçamentista', 'entry', 'estimating'],
    // QHSE: safety people are not IT security; quality managers are not software QA.
    ['EHS Coordinator', 'entry', 'hse'],
    ['Fachkraft für Arbeitssicherheit', 'entry', 'hse'],
    ['Prevencionista de Riesgos Laborales', 'entry', 'hse'],
    ['Técnica de Segurança do Trabalho', 'entry', 'hse'],
    ['Health & Safety Advisor', 'entry', 'hse'],
    ['Kwaliteitsmanager', 'manager', 'quality'],
    ['Responsable Qualité', 'head', 'quality'],
    // Plants: the plant's head, shift leaders.
    ['Werksleiter', 'head', 'manufacturing'],
    ['Schichtführerin Montage', 'team_lead', 'manufacturing'],
    // Logistics: warehouses, road transport, the fleet.
    ['Distribution Centre Manager', 'manager', 'warehouse'],
    ['Jefa de Almacén', 'head', 'warehouse'],
    ['Lagerist', 'entry', 'warehouse'],
    ['Reach Truck Driver', 'entry', 'warehouse'],
    ['Fuhrparkmanagerin', 'manager', 'fleet'],
    ['Gestora de Frota', 'manager', 'fleet'],
    ['Disponent Nahverkehr', 'entry', 'transport'],
    ['LGV Driver', 'entry', 'transport'],
    ['Motorista de Caminhão', 'entry', 'transport'],
    // Charities: fundraising.
    ['Major Donors Officer', 'entry', 'fundraising'],
    ['Head of Fundraising & Supporter Care', 'head', 'fundraising'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('a title naming quality and safety holds both areas', () => {
    expect(role('Quality, Health & Safety Lead').areas).toEqual(expect.arrayContaining(['quality', 'hse']));
    expect(role('QHSE-Managerin').areas).toEqual(expect.arrayContaining(['quality', 'hse']));
  });
  it('road drivers are a kind of title; forklift drivers are warehouse staff', () => {
    expect(role('Class 2 Driver').roles).toContain('driver');
    expect(role('Vrachtwagenchauffeur').roles).toContain('driver');
    expect(role('Forklift Driver').roles).not.toContain('driver');
  });
  it('an IT security engineer stays security, a software QA engineer stays software', () => {
    expect(role('IT-Sicherheitsingenieur').areas).toContain('security');
    expect(role('Quality Assurance Engineer').areas).not.toContain('quality');
  });
  it('job advisors are employees of their function, not advisors to the company', () => {
    expect(role('Fire Safety Adviser').employment).toBe('employee');
    expect(role('Strategic Advisor').employment).toBe('advisor');
  });
  it('a purchase ledger clerk pays suppliers; a bare "Executive Director" is the chief executive', () => {
    expect(role('Purchase Ledger Assistant').areas).toContain('ap_ar');
    expect(role('Executive Director').roles).toEqual(expect.arrayContaining(['ceo', 'executive_director']));
    expect(role('Executive Director, Strategy').roles).not.toContain('ceo');
  });
});

describe('persona compiler: the verticals in six languages', () => {
  it.each([
    // Site managers and up in construction; foremen are not.
    ['Site managers and everyone above them in construction', 'Bauleiter', 'Vorarbeiter Montage'],
    ['Bauleiter und Oberbauleiter, keine Poliere', 'Senior Site Manager', 'Polier'],
    ['Conducteurs de travaux, pas les chefs de chantier', 'Site Manager', 'Chef de chantier'],
    ['Jefes de obra; sin capataces', 'Site Agent', 'Capataz'],
    ['Uitvoerders, geen voormannen', 'Uitvoerder', 'Voorman'],
    // Estimating is a team of its own.
    ['QSs and estimators, not site engineers', 'Quantity Surveyor', 'Site Engineer'],
    ['Kalkulatoren und Einkäufer', 'Estimator', 'Bauleiter'],
    // QHSE.
    ['HSE managers and safety advisers at every site', 'Health & Safety Manager', 'Quality Manager'],
    ['Fachkräfte für Arbeitssicherheit', 'Sicherheitsfachkraft', 'IT-Sicherheitsingenieur'],
    ['Prevencionistas y jefes de calidad', 'Jefa de Calidad', 'Jefe de Compras'],
    ['Responsables QHSE', 'QHSE Manager', 'Finance Manager'],
    // Logistics.
    ['Fleet managers and transport planners; drivers are excluded', 'Fleet Manager', 'HGV Driver'],
    ['Fleet managers and transport planners; drivers are excluded', 'Load Planner', 'Warehouse Manager'],
    ['Gerentes de flota y de transporte, sin conductores', 'Gerente de Transporte', 'Chofer'],
    ['Wagenparkbeheerders en magazijnmanagers', 'Fleet Manager', 'Transport Planner'],
    ['Lagerleiter und Teamleiter Lager, keine Staplerfahrer', 'Teamleiterin Lager', 'Staplerfahrer'],
    ['Responsables d’entrepôt, pas les caristes', 'Responsable d’entrepôt', 'Cariste'],
    // Plants: maintenance is a different buyer.
    ['Plant and production managers. Maintenance is a different buyer.', 'Production Manager', 'Maintenance Manager'],
    // Charities.
    ['Heads of fundraising and the development director, not trustees', 'Director of Development', 'Trustee'],
    ['Executive Directors of charities', 'Executive Director', 'Managing Director'],
    // Procurement without category buyers.
    ['Buyers and purchasing managers; category managers do not count', 'Purchasing Manager', 'Category Manager'],
    ['Compradores, no los gestores de categoría', 'Comprador', 'Gestor de Categoría'],
    // Agencies: the kind of firm is context, its account and creative leads are the people.
    ['At agencies: account directors and creative directors', 'Account Director', 'Copywriter'],
    ['En agence : directeurs artistiques et directeurs de création', 'Directrice artistique', 'Graphiste'],
    ['Agency temps and freelancers excluded; warehouse managers', 'Warehouse Manager', 'Warehouse Manager (agency)'],
  ])('%s keeps the %s and leaves out the %s', (d, kept, left) => {
    expect(matches(d, kept), kept).toBe(true);
    const leftType = /agency/.test(left) ? 'Contract' : 'Full-time';
    expect(matches(d, left, leftType), left).toBe(false);
  });
  it('the industry after a role is context, not an area of the person', () => {
    const c = compilePersona('Projectleiders in de bouw').criteria;
    expect(c.include.flatMap((s) => s.areas)).not.toContain('construction');
  });
  it("an agency or a law firm named as the buyer's market is no employment", () => {
    for (const d of ['Account managers at agencies', 'Partners at law and accounting firms']) {
      expect(
        compilePersona(d).criteria.include.flatMap((s) => s.employment),
        d,
      ).toEqual([]);
    }
  });
});

describe('law and tax firms: tax advisers, partners, support staff', () => {
  it.each([
    ['Steuerberaterin', 'tax'],
    ['Tax Manager', 'tax'],
    ['Fiscaliste senior', 'tax'],
    ['Asesora Fiscal', 'tax'],
    ['Belastingadviseur', 'tax'],
  ])('%s reads as %s', (title, area) => {
    expect(role(title).areas).toContain(area);
  });
  it.each([
    ['Partners and lawyers at law firms, not paralegals', 'Equity Partner', 'Legal Secretary'],
    ['Tax lawyers and partners at law firms', 'Senior Partner, Tax Law', 'Tax Manager'],
    ['In Kanzleien: Partnerinnen, Anwälte und Steuerberater, keine Steuerfachangestellten', 'Steuerberater', 'Steuerfachangestellte'],
    ['In Kanzleien: Partnerinnen, Anwälte und Steuerberater, keine Steuerfachangestellten', 'Partnerin', 'Rechtsanwaltsfachangestellte'],
    ['Tax advisers and tax partners', 'Tax Partner', 'Accounts Payable Clerk'],
    ['Asesores fiscales y abogados', 'Asesor Fiscal', 'Contable'],
  ])('%s keeps the %s and leaves out the %s', (d, kept, left) => {
    expect(matches(d, kept), kept).toBe(true);
    expect(matches(d, left), left).toBe(false);
  });
});
