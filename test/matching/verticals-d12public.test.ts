// Session 20 (development set 12): the vocabulary of fire and rescue, police, emergency control rooms, insurers' and
// pension funds' specialists, collections, public casework and inspection, social work, housing associations and audit
// firms (reader/verticals-public.ts, compiler/lexicon-public.ts). Our own wordings in six languages, none taken from a
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

describe('title reader: public-service and finance specialists read into their own areas', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Retained Firefighter', 'entry', 'firefighting'],
    ['Feuerwehrmann (Berufsfeuerwehr)', 'entry', 'firefighting'],
    ['Sapeur-pompier professionnel', 'entry', 'firefighting'],
    ['Bombera', 'entry', 'firefighting'],
    ['Crew Commander – Red Watch', 'team_lead', 'firefighting'],
    ['Watch Commander', 'manager', 'firefighting'],
    ['Station Commander (Operations)', 'senior_manager', 'firefighting'],
    ['Chief Fire Officer & Chief Executive', 'c_level', 'firefighting'],
    ['Control Room Operator – Fire', 'entry', 'emergency_control'],
    ['Politieagent', 'entry', 'policing'],
    ['Polizeikommissarin', 'entry', 'policing'],
    ['Agente de Policía Local', 'entry', 'policing'],
    ['Detective Constable', 'entry', 'policing'],
    ['Inspectrice principale de police', 'team_lead', 'policing'],
    ['Police Sergeant – Response', 'team_lead', 'policing'],
    ['Commissaire de police', 'manager', 'policing'],
    ['Actuaire tarification', 'entry', 'actuarial'],
    ['Senior Reserving Actuary', 'senior', 'actuarial'],
    ['Actuarial Analyst (graduate)', 'entry', 'actuarial'],
    ['Hoofd Actuariaat', 'head', 'actuarial'],
    ['Pensioenconsulent', 'entry', 'pension_administration'],
    ['Senior Pensions Administrator', 'senior', 'pension_administration'],
    ['Teamleider deelnemersadministratie', 'team_lead', 'pension_administration'],
    ['Analista de Cobranza', 'entry', 'collections'],
    ['Rent Arrears Officer', 'entry', 'collections'],
    ['Collections Team Leader', 'team_lead', 'collections'],
    ['Casemanager Wmo', 'entry', 'casework'],
    ['Benefits Assessor', 'entry', 'casework'],
    ['Toezichthouder milieu', 'entry', 'inspection'],
    ['Licensing Officer', 'entry', 'inspection'],
    ['Trabajadora Social', 'entry', 'social_work'],
    ['Travailleuse sociale', 'entry', 'social_work'],
    ['Maatschappelijk werker', 'entry', 'social_work'],
    ['Woonconsulent', 'entry', 'property_management'],
    ['Opzichter woningonderhoud', 'entry', 'maintenance'],
    ['Auditrice junior', 'entry', 'audit'],
    ['Audit Senior', 'senior', 'audit'],
    ['Chef de mission audit', 'team_lead', 'audit'],
    ['Prüfungsassistentin', 'entry', 'audit'],
    ['Portfoliomanager Aktien', 'entry', 'asset_management'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('look-alikes stay apart', () => {
    // A fire service's chief is not the finance chief, a pension fund's CIO not the IT chief.
    expect(role('CFO (Chief Fire Officer)').roles).not.toContain('cfo');
    expect(role('CFO (Chief Fire Officer)').areas).toContain('firefighting');
    expect(role('Directeur Beleggingen (CIO)').roles).not.toContain('cio');
    expect(role('Directeur Beleggingen (CIO)').roles).not.toContain('cfo');
    expect(role('Directeur Beleggingen (CIO)').areas).toContain('asset_management');
    expect(role('CIO').areas).toContain('it');
    // Area managers of a shop chain stay retail; a board's supervisors are no inspectors.
    expect(role('Area Manager').areas).not.toContain('firefighting');
    expect(role('Lid Raad van Toezicht').areas).not.toContain('inspection');
    expect(role('Portfoliomanager Immobilien').level).not.toBe('entry');
    expect(role('Loss Adjuster').roles).toContain('loss_adjuster');
    expect(role('Claims Handler').roles).not.toContain('loss_adjuster');
    expect(role('Wethouder Economie').roles).toContain('council_executive');
    expect(role('School Governor').employment).toBe('board');
  });
});

describe('personas naming public-service and finance specialists', () => {
  it('firefighters and their crew leaders, not the control room', () => {
    const d = 'Brandweer: brandweermensen en bevelvoerders, geen meldkamer.';
    expect(matches(d, 'Retained Firefighter')).toBe(true);
    expect(matches(d, 'Crew Commander')).toBe(true);
    expect(matches(d, 'Fire Control Operator')).toBe(false);
    expect(matches(d, 'Caretaker')).toBe(false);
  });
  it('fire officers from a rung upward, with the chief named by an ambiguous abbreviation', () => {
    const d = 'Officers of the fire service from station manager upward, incl. the CFO.';
    expect(matches(d, 'Station Commander')).toBe(true);
    expect(matches(d, 'CFO (Chief Fire Officer)')).toBe(true);
    expect(matches(d, 'Watch Manager')).toBe(false);
    expect(matches(d, 'Firefighter')).toBe(false);
  });
  it('police officers in French and German, without the civilian staff or the control room', () => {
    const fr = 'Policiers de terrain : agents et inspecteurs, enquêteurs compris. Pas de dispatchers, pas de CALog.';
    expect(matches(fr, 'Agente de police')).toBe(true);
    expect(matches(fr, 'Enquêtrice')).toBe(true);
    expect(matches(fr, 'Calltaker')).toBe(false);
    expect(matches(fr, 'Customer Service Agent')).toBe(false);
    const de = 'Polizeibeamte und Kriminalbeamte, keine Leitstelle.';
    expect(matches(de, 'Polizeiobermeister')).toBe(true);
    expect(matches(de, 'Detective Constable')).toBe(true);
  });
  it('actuaries up to their head, and pension administration without investments', () => {
    const a = 'Aktuare bis zur Leitung des Aktuariats.';
    expect(matches(a, 'Senior Reserving Actuary')).toBe(true);
    expect(matches(a, 'Hoofd Actuariaat')).toBe(true);
    expect(matches(a, 'Data Analyst')).toBe(false);
    const p = 'Uitvoering bij pensioenfondsen: pensioenadministratie en pensioenconsulenten, geen beleggers.';
    expect(matches(p, 'Senior Pensions Administrator')).toBe(true);
    expect(matches(p, 'Portfoliomanager Aktien')).toBe(false);
    expect(matches(p, 'Payroll Specialist')).toBe(false);
  });
  it("collections agents and their supervisors, not the lenders' credit analysts", () => {
    const d = 'Agentes de cobranza y sus supervisores en fintechs y entidades de crédito.';
    expect(matches(d, 'Analista de Cobranza')).toBe(true);
    expect(matches(d, 'Collections Team Leader')).toBe(true);
    expect(matches(d, 'Analista de Crédito')).toBe(false);
  });
  it('claims handlers without the loss adjusters', () => {
    const d = 'Schadensachbearbeiter bei Versicherern, keine Gutachter und keine Schadenregulierer.';
    expect(matches(d, 'Claims Handler')).toBe(true);
    expect(matches(d, 'Loss Adjuster')).toBe(false);
    expect(matches(d, 'Kfz-Sachverständiger')).toBe(false);
  });
  it('caseworkers, enforcement and social workers are three buyers', () => {
    expect(matches('Caseworkers and grant officers at public agencies.', 'Casemanager Wmo')).toBe(true);
    expect(matches('Caseworkers and grant officers at public agencies.', 'Toezichthouder milieu')).toBe(false);
    const v = 'Handhaving en vergunningverlening: BOA’s en toezichthouders.';
    expect(matches(v, 'Toezichthouder milieu')).toBe(true);
    expect(matches(v, 'Lid Raad van Toezicht')).toBe(false);
    const s = 'Assistentes sociais e educadores sociais, sem ajudantes de lar.';
    expect(matches(s, 'Trabajadora Social')).toBe(true);
    expect(matches(s, 'Care Worker')).toBe(false);
  });
  it('housing: tenancy officers and maintenance, not asset management', () => {
    const d = 'Housing associations: tenancy officers, opzichters and maintenance operatives. No asset managers.';
    expect(matches(d, 'Woonconsulent')).toBe(true);
    expect(matches(d, 'Opzichter woningonderhoud')).toBe(true);
    expect(matches(d, 'Portefeuillemanager Vastgoed')).toBe(false);
  });
  it('audit teams below the partners, and the partners who sign', () => {
    const d = "Équipes d'audit : auditeurs et chefs de mission, sans les associés.";
    expect(matches(d, 'Auditrice junior')).toBe(true);
    expect(matches(d, 'Chef de mission audit')).toBe(true);
    expect(matches(d, 'Associée audit')).toBe(false);
    expect(matches('Audit partners and commissaires aux comptes.', 'Associée audit')).toBe(true);
    expect(matches('Audit partners and commissaires aux comptes.', 'Board Member')).toBe(false);
  });
  it('non-executives without elected members', () => {
    const d = 'Non-execs and governors of public bodies; not the elected councillors.';
    expect(matches(d, 'School Governor')).toBe(true);
    expect(matches(d, 'Wethouder Economie')).toBe(false);
  });
  it('a civil-service ladder: officers and senior advisers, not their heads', () => {
    const d = 'Conseillers techniques et chargés de mission, sans les chefs de bureau.';
    expect(matches(d, 'Chargée de mission mobilités')).toBe(true);
    expect(matches(d, 'Chef de bureau')).toBe(false);
  });
  it('hospital doctors by their Portuguese names, without the clinical directors', () => {
    const d = 'Plantonistas e médicos residentes, sem diretores clínicos.';
    expect(matches(d, 'Médico Plantonista')).toBe(true);
    expect(matches(d, 'Diretor Clínico')).toBe(false);
  });
  it('a heading stays when its list only adds to it', () => {
    const c = compilePersona('Support agents – team leads included, contractors too.').criteria;
    expect(c.include.some((s) => s.areas.includes('customer_support') && !s.levels.length)).toBe(true);
  });
  it('"upward" ends a range that starts at a rung', () => {
    expect(matches('Sales people from team lead upward.', 'Head of Sales')).toBe(true);
    expect(matches('Sales people from team lead upward.', 'Account Executive')).toBe(false);
  });
});
