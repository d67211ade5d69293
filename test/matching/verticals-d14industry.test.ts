// Session 20 (development set 14): the vocabulary of water utilities, power network crews and control rooms, renewables,
// upstream oil & gas, mining, plant maintenance and automation, rail, ports, field service, farm advice and GMP quality
// (reader/verticals-industry.ts, compiler/lexicon-industry.ts). Our own wordings in six languages, none taken from a
// labelled set.
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

describe('title reader: heavy industry titles read into their own areas', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Abwassermeister Klärwerk Nord', 'team_lead', 'water_treatment'],
    ['Operadora de EDAR (turno noche)', 'entry', 'water_treatment'],
    ['Wastewater Treatment Technician', 'entry', 'water_treatment'],
    ['Rohrnetzmonteurin', 'entry', 'water_network'],
    ['Leak Detection Technician', 'entry', 'water_network'],
    ['Técnica de Redes de Agua', 'entry', 'water_network'],
    ['Overhead Lineswoman', 'entry', 'grid_field'],
    ['Senior Cable Jointer (HV)', 'senior', 'grid_field'],
    ['Kolonnenführerin Kabelbau', 'team_lead', 'grid_field'],
    ['Leiter Netzplanung Gas', 'head', 'grid_engineering'],
    ['Power System Engineer', 'entry', 'grid_engineering'],
    ['Solar Project Developer', 'entry', 'renewables_development'],
    ['Chargé de mission foncier solaire', 'entry', 'land'],
    ['Landwoman', 'entry', 'land'],
    ['Especialista em Licenciamento Ambiental', 'entry', 'permitting'],
    ['Wind Turbine Service Technician', 'entry', 'renewables_om'],
    ['Chef de parc éolien', 'manager', 'renewables_om'],
    ['Senior SCADA Engineer', 'senior', 'scada'],
    ['Pumper II', 'entry', 'oil_gas'],
    ['Wellsite Supervisor (Nights)', 'team_lead', 'oil_gas'],
    ['Completions Engineer', 'entry', 'petroleum_engineering'],
    ['Geóloga Senior de Exploración', 'senior', 'geoscience'],
    ['Geophysikerin', 'entry', 'geoscience'],
    ['Pit Supervisor', 'team_lead', 'mining'],
    ['Operador de Pala Hidráulica', 'entry', 'mining'],
    ['Supervisor de Mantenimiento Eléctrico', 'team_lead', 'maintenance'],
    ['Elektromechanicien', 'entry', 'maintenance'],
    ['Onderhoudsplanner', 'entry', 'maintenance'],
    ['Controls & Instrumentation Technician', 'entry', 'automation'],
    ['SPS-Programmierer', 'entry', 'automation'],
    ['Triebfahrzeugführerin', 'entry', 'train_crew'],
    ['Chefe de Comboio', 'entry', 'train_crew'],
    ['Fahrdienstleiter', 'entry', 'rail_control'],
    ['Técnico de Material Circulante', 'entry', 'rolling_stock'],
    ['Permanent Way Operative', 'entry', 'rail_infrastructure'],
    ['Straddle Carrier Operator', 'entry', 'port_operations'],
    ['Stowage Planner', 'entry', 'port_operations'],
    ['Hafenmeister', 'manager', 'marine'],
    ['Field Service Technician – X-ray', 'entry', 'field_service'],
    ['Field Service Manager DACH', 'manager', 'field_service'],
    ['Dairy Advisor', 'entry', 'agronomy'],
    ['Conseillère d’élevage', 'entry', 'agronomy'],
    ['Member Relations Manager', 'manager', 'member_relations'],
    ['QC Chemist', 'entry', 'quality_control'],
    ['Prüflaborantin', 'entry', 'quality_control'],
    ['CSV Engineer', 'entry', 'validation'],
    ['Drug Safety Officer', 'entry', 'pharmacovigilance'],
    ['Coordenadora de SSMA', 'team_lead', 'hse'],
    ['Responsable de Prevención', 'head', 'hse'],
    ['Especialista de Assuntos Regulamentares', 'entry', 'regulatory_affairs'],
    ['Diagnostic Technician', 'entry', 'aftersales'],
    ['Warranty Clerk', 'entry', 'aftersales'],
    ['Chef de quai', 'team_lead', 'warehouse'],
    ['Abrechner Tiefbau', 'entry', 'cost_management'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('QC laboratories and validation are quality too; maintenance planners are a kind', () => {
    expect(matches('quality people', 'QC Chemist')).toBe(true);
    expect(matches('quality people', 'Validation Engineer')).toBe(true);
    expect(role('Maintenance Planner').roles).toContain('maintenance_planner');
  });
  it('SSMA is health, safety and environment without quality; a German QS is quality assurance', () => {
    expect(role('Gerente de SSMA').areas).not.toContain('quality');
    expect(role('QS-Mitarbeiter').areas).toContain('quality');
    expect(role('Senior Quantity Surveyor').roles).toContain('quantity_surveyor');
    expect(role('Kalkulatorin').roles).not.toContain('quantity_surveyor');
  });
  it('a supervisor of a shift, a line or a trade leads a team', () => {
    expect(role('Production Supervisor').level).toBe('team_lead');
    expect(role('Jefe de Turno Envasado').level).toBe('team_lead');
    expect(role('Supervisor Manager').level).toBe('manager');
  });
  it('look-alikes stay apart', () => {
    expect(role('Control Engineer').areas).not.toContain('automation');
    expect(role('Controls Engineer').areas).toContain('automation');
    expect(role('Plant Operator (Excavator)').areas).not.toContain('oil_gas');
    expect(role('Responsable de site logistique').areas).not.toContain('renewables_om');
    expect(role('Software Developer').areas).not.toContain('renewables_development');
    expect(role('Revisor interno').areas).not.toContain('train_crew');
  });
});

describe('persona compiler: the sectors named as their buyers say it', () => {
  const areasOf = (definition: string) => compilePersona(definition).criteria.include.flatMap((i) => i.areas);
  it.each<[string, AreaKey]>([
    ['treatment works operators and their Wassermeister', 'water_treatment'],
    ['Fachkräfte für Abwassertechnik', 'water_treatment'],
    ['leakage technicians on the water mains', 'water_network'],
    ['cable jointers and linesmen', 'grid_field'],
    ['wind turbine technicians', 'renewables_om'],
    ['los técnicos de O&M', 'renewables_om'],
    ['SCADA and remote operations staff', 'scada'],
    ['landmen and land agents', 'land'],
    ['geophysicists', 'geoscience'],
    ['company men and toolpushers', 'oil_gas'],
    ['maintenance supervisors', 'maintenance'],
    ['automação industrial', 'automation'],
    ['train drivers and guards on our trains', 'train_crew'],
    ['signallers', 'rail_control'],
    ['havenarbeiders en kraanmachinisten', 'port_operations'],
    ['servicemonteurs', 'field_service'],
    ['melkveeadviseurs', 'agronomy'],
    ['the QC lab', 'quality_control'],
    ['validação', 'validation'],
    ['pharmacovigilance', 'pharmacovigilance'],
  ])('%s', (definition, area) => {
    expect(areasOf(definition)).toContain(area);
  });
  it('a word means what the sector beside it says', () => {
    expect(matches('Technicians at our wind and solar parks', 'Solar O&M Technician')).toBe(true);
    expect(matches('Technicians at our wind and solar parks', 'Maintenance Technician')).toBe(false);
    expect(matches('Maintenance crews: technicians and mechanics, no planners', 'Mecánico de Mantenimiento')).toBe(true);
    expect(matches('Maintenance crews: technicians and mechanics, no planners', 'Maintenance Scheduler')).toBe(false);
    expect(matches('Field service engineers and the service managers above them', 'Field Service Manager')).toBe(true);
    expect(matches('F&I and business managers at the dealer group', 'Business Manager (F&I)')).toBe(true);
    expect(matches('F&I and business managers at the dealer group', 'HR Manager')).toBe(false);
    expect(matches('Drilling supervisors, not the superintendents', 'Drilling Superintendent')).toBe(false);
    expect(matches('Drilling supervisors, not the superintendents', 'Company Man')).toBe(true);
  });
  it('exclusions in six languages name the sector areas', () => {
    expect(matches('Kalkulation, aber keine Abrechner', 'Kalkulator Hochbau')).toBe(true);
    expect(matches('Kalkulation, aber keine Abrechner', 'Bauabrechner')).toBe(false);
    expect(matches('Estimating, no QS', 'Quantity Surveyor')).toBe(false);
    expect(matches('Qualitätssicherung, aber kein Labor', 'QC Chemist')).toBe(false);
    expect(matches('Qualitätssicherung, aber kein Labor', 'Quality Technician')).toBe(true);
    expect(matches('Assurance qualité et contrôle qualité, sans la validation', 'Validation Engineer')).toBe(false);
    expect(matches('Calidad, sin laboratorio', 'QC Analyst')).toBe(false);
    expect(matches('Calidad, sin laboratorio', 'Ingeniero de Calidad')).toBe(true);
    expect(matches('Qualidade, mas sem validação', 'Especialista CSV')).toBe(false);
    expect(matches('Onderhoud: monteurs en teamleiders, geen werkvoorbereiders', 'Werkvoorbereider onderhoud')).toBe(false);
    expect(matches('Onderhoud: monteurs en teamleiders, geen werkvoorbereiders', 'Allround onderhoudsmonteur')).toBe(true);
  });
  it('an abbreviation in parentheses inside a phrase restates it', () => {
    expect(compilePersona('the remote operations centre (ROC) people').criteria.include).toHaveLength(1);
  });
});
