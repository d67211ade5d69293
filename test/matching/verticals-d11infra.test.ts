// Session 19 (development set 11): the vocabulary of utilities, telecom networks, car dealers, property, architecture,
// pharma, marketplaces and broadcasters (reader/verticals-infrastructure.ts, compiler/lexicon-infrastructure.ts). Our own
// wordings in six languages, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey, Level } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const role = (title: string) => {
  const r = readPerson(makeProfile('x', [{ title }])).roles[0];
  if (!r) throw new Error(`no role read from ${title}`);
  return r;
};
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('title reader: sector titles read into their own areas, not software, IT or procurement', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Senior Grid Engineer (MV)', 'senior', 'grid_engineering'],
    ['Netzplaner Strom', 'entry', 'grid_engineering'],
    ['Storingsmonteur Gas', 'entry', 'grid_field'],
    ['Netzmeisterin Gas', 'team_lead', 'grid_field'],
    ['Liniero', 'entry', 'grid_field'],
    ['Leitwartenfahrer (m/w/d)', 'entry', 'grid_control'],
    ['Control Room Supervisor – Water', 'manager', 'grid_control'],
    ['RF Optimisation Engineer', 'entry', 'telecom_network'],
    ['Analista NOC Sr', 'senior', 'telecom_network'],
    ['Glasvezelmonteur', 'entry', 'telecom_field'], // also telecom_network by AREA_ALSO (session 23)
    ['Werkstattmeister Nutzfahrzeuge', 'team_lead', 'aftersales'],
    ['Jefe de Posventa', 'head', 'aftersales'],
    ['Objektbetreuer Wohnen', 'entry', 'property_management'],
    ['Lettings Manager', 'manager', 'property_management'],
    ['Portefeuillemanager Vastgoed', 'manager', 'asset_management'],
    ['Hausmeister', 'entry', 'facilities'],
    ['Projektentwicklerin Wohnbau', 'entry', 'property_development'],
    ['Fiscal de Obras', 'manager', 'construction'],
    ['Project Architect', 'senior', 'architecture'],
    ['Associate Architect', 'senior_manager', 'architecture'],
    ['Arquiteta', 'entry', 'architecture'],
    ['Statikerin', 'entry', 'building_engineering'],
    ['Senior Clinical Research Associate', 'senior', 'clinical_operations'],
    ['Chef de projet essais cliniques', 'manager', 'clinical_operations'],
    ['QC Microbiology Analyst', 'entry', 'quality'],
    ['QA Officer GMP', 'entry', 'quality'],
    ['Regulatory Affairs Associate', 'entry', 'regulatory_affairs'],
    ['Senior Category Manager – Toys', 'senior', 'category_management'],
    ['Content Moderator (Dutch)', 'entry', 'trust_safety'],
    ['Merchant Success Manager', 'entry', 'seller_success'],
    ['Tontechnikerin', 'entry', 'broadcast_engineering'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('look-alikes stay apart', () => {
    expect(role('Software Architect').areas).not.toContain('architecture');
    expect(role('Arquitecto de Soluciones').areas).toContain('sales_engineering');
    expect(role('QA Engineer').areas).toContain('software');
    expect(role('Network Engineer').areas).toContain('it');
    expect(role('Category Manager Procurement').areas).toContain('procurement');
    expect(role('Customer Service Advisor').roles).not.toContain('service_advisor');
    expect(role('Grid Engineer').areas).not.toContain('software');
    expect(role('Broadcast Engineer').areas).not.toContain('software');
  });
  it('kinds a buyer names apart', () => {
    expect(role('Serviceberaterin').roles).toContain('service_advisor');
    expect(role('Kfz-Mechatroniker').roles).toContain('mechanic');
    expect(role('Parts Counter Assistant').roles).toContain('parts_counter');
    expect(role('F&I Manager').roles).toContain('f_and_i');
    expect(role('Verkaufsberaterin Neuwagen').roles).toContain('consumer_sales');
    expect(role('BIM Coordinator').roles).toContain('bim');
    expect(role('Bauzeichner').roles).toContain('drafter');
  });
});

describe('personas naming sector roles', () => {
  it('utility crews, their leads and the control room are three buyers', () => {
    const crews = 'Line crews at our grid customers: field techs and linemen plus their crew leaders. No control room staff.';
    expect(matches(crews, 'Storingsmonteur Gas')).toBe(true);
    expect(matches(crews, 'Netzmeisterin Gas')).toBe(true);
    expect(matches(crews, 'Leitwartenfahrer')).toBe(false);
    const room = 'Leitwarte bei Stadtwerken: Operatoren und Schichtleiter, keine Monteure.';
    expect(matches(room, 'Leitwartenfahrer')).toBe(true);
    expect(matches(room, 'Storingsmonteur Gas')).toBe(false);
  });
  it('telecom network teams: NOC, RF and fibre field staff, not corporate IT', () => {
    const d = 'Operadoras móviles: NOC, ingenieros RF y técnicos de campo. Sin TI interna.';
    expect(matches(d, 'Analista NOC Sr')).toBe(true);
    expect(matches(d, 'RF Optimisation Engineer')).toBe(true);
    expect(matches(d, 'Systems Administrator')).toBe(false);
  });
  it('dealer aftersales: advisors and foremen, not mechanics or the parts counter', () => {
    const d = 'Aftersales at car dealers: service advisers and workshop foremen. No mechanics and no parts counter staff.';
    expect(matches(d, 'Serviceberaterin')).toBe(true);
    expect(matches(d, 'Werkstattmeister')).toBe(true);
    expect(matches(d, 'Kfz-Mechatroniker')).toBe(false);
    expect(matches(d, 'Parts Counter Assistant')).toBe(false);
  });
  it('car salespeople are not every seller; F&I is left out by name', () => {
    const d = 'Verkaufsberater im Autohaus und ihre Verkaufsleiter, keine F&I-Leute.';
    expect(matches(d, 'Automobilverkäufer')).toBe(true);
    expect(matches(d, 'Key Account Manager')).toBe(false);
    expect(matches(d, 'F&I Manager')).toBe(false);
  });
  it('"leasing people" and "facilities folks" name their area, never everyone', () => {
    for (const d of ['Leasing people and facilities folks, any level.', 'Verhuur- en facilitaire mensen, alle niveaus.']) {
      const c = compilePersona(d).criteria;
      expect(c.include.length).toBeGreaterThan(0);
      for (const s of c.include) expect(s.areas.length + s.roles.length, d).toBeGreaterThan(0);
    }
    expect(matches('Leasing people and facilities folks, any level.', 'Lettings Manager')).toBe(true);
    expect(matches('Leasing people and facilities folks, any level.', 'Backend Engineer')).toBe(false);
  });
  it('property managers and asset managers are different buyers', () => {
    const d = 'Vastgoedbeheerders en facilitair, geen assetmanagers.';
    expect(matches(d, 'Objektbetreuer Wohnen')).toBe(true);
    expect(matches(d, 'Hausmeister')).toBe(true);
    expect(matches(d, 'Portefeuillemanager Vastgoed')).toBe(false);
  });
  it('architects of a practice below partner, BIM in, drafting and structural engineers out', () => {
    const d = 'Architecture practices: project architects and associates, plus BIM people. No partners, no drafters, no structural engineers.';
    expect(matches(d, 'Project Architect')).toBe(true);
    expect(matches(d, 'BIM Coordinator')).toBe(true);
    expect(matches(d, 'Bauzeichner')).toBe(false);
    expect(matches(d, 'Statikerin')).toBe(false);
    expect(matches(d, 'Partner Architectuur')).toBe(false);
  });
  it('pharma QA is quality assurance, and a product pitch names nobody', () => {
    const d = 'We sell a GMP training tool. QA and QC people in biotech, up to the QP.';
    expect(matches(d, 'QA Officer GMP')).toBe(true);
    expect(matches(d, 'QC Microbiology Analyst')).toBe(true);
    expect(matches(d, 'QA Engineer')).toBe(false);
    expect(matches(d, 'Account Executive')).toBe(false);
  });
  it('clinical operations without medical affairs', () => {
    const d = 'Klinische Forschung: CRAs und Clinical Trial Manager, keine MSLs.';
    expect(matches(d, 'Senior Clinical Research Associate')).toBe(true);
    expect(matches(d, 'Medical Science Liaison')).toBe(false);
  });
  it('a marketplace: category management and seller success, not trust & safety', () => {
    const d = 'Op de marktplaats: categoriemanagers en seller success, geen trust & safety.';
    expect(matches(d, 'Senior Category Manager – Toys')).toBe(true);
    expect(matches(d, 'Merchant Success Manager')).toBe(true);
    expect(matches(d, 'Content Moderator (Dutch)')).toBe(false);
  });
});
