// Session 19: the vocabulary of banks and lenders, newsrooms and broadcasters, universities and research institutes,
// councils and NGOs (reader/verticals-institutions.ts, compiler/lexicon-institutions.ts), found on development set 11.
// Titles and personas in our own wordings, in the six languages, not the set's sentences.
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
const matches = (definition: string, title: string, employment_type?: string) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, ...(employment_type ? { employment_type } : {}) } as Position])).match;

describe('title reader: newsrooms and broadcasters', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Reporter, Courts & Crime', 'entry', 'journalism'],
    ['Foreign Correspondent (Madrid)', 'entry', 'journalism'],
    ['Features Writer', 'entry', 'journalism'],
    ['Night Sub-Editor', 'entry', 'journalism'],
    ['Redakteur Kultur', 'entry', 'journalism'],
    ['Korrektorin', 'entry', 'journalism'],
    ['Journaliste pigiste', 'entry', 'journalism'],
    ['Periodista de investigación', 'entry', 'journalism'],
    ['Jornalista', 'entry', 'journalism'],
    ['Verslaggever binnenland', 'entry', 'journalism'],
    ['Eindredacteur', 'entry', 'journalism'],
    ['Leitende Redakteurin', 'senior', 'journalism'],
    ['City Editor', 'manager', 'journalism'],
    ['Ressortleiterin Politik', 'manager', 'journalism'],
    ['Chef de rubrique sport', 'manager', 'journalism'],
    ['Managing Editor, Digital', 'head', 'journalism'],
    ['CvD Nachrichten', 'head', 'journalism'],
    ['Editor-in-Chief', 'director', 'journalism'],
    ['Chefredakteurin', 'director', 'journalism'],
    ['Rédactrice en chef', 'director', 'journalism'],
    ['Hoofdredacteur', 'director', 'journalism'],
    ['Radio Producer', 'entry', 'media_production'],
    ['Moderatorin Frühsendung', 'entry', 'media_production'],
    ['Executive Producer, Current Affairs', 'head', 'media_production'],
    ['Tontechniker', 'entry', 'broadcast_engineering'],
    ['Camera Operator (freelance)', 'entry', 'broadcast_engineering'],
    ['Head of Broadcast Engineering', 'head', 'broadcast_engineering'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('keeps content writers in marketing, and a bare writer in both', () => {
    expect(role('Online-Redakteurin').areas).not.toContain('journalism');
    expect(role('Redactor de contenidos SEO').areas).not.toContain('journalism');
    expect(role('Concepteur-rédacteur').areas).not.toContain('journalism');
    expect(role('Redakteurin').areas).toEqual(expect.arrayContaining(['journalism', 'marketing']));
  });
  it('does not read a podcast host in a headline as hospitality', () => {
    expect(role('Podcast Host').areas).toContain('media_production');
  });
});

describe('title reader: banks and lenders', () => {
  it('reads relationship managers, personal bankers, branches and tellers', () => {
    expect(role('Private Banker').roles).toContain('relationship_manager');
    expect(role('Firmenkundenbetreuerin').roles).toContain('relationship_manager');
    expect(role('Relationship Manager').level).toBe('entry');
    expect(role('Baufinanzierungsberater').roles).toContain('personal_banker');
    expect(role('Mortgage Advisor').employment).toBe('employee');
    expect(role('Deputy Branch Manager').roles).toContain('branch_manager');
    expect(role('Subdirectora de Oficina').areas).toContain('branch_network');
    expect(role('Director de Oficina').roles).toContain('branch_manager');
    expect(role('Regionalbereichsleiterin').areas).toContain('branch_network');
  });
  it('reads risk and lending apart from accounting and HSE', () => {
    expect(role('Chief Risk Officer').roles).toContain('chief_risk_officer');
    expect(role('Chief Risk Officer').level).toBe('c_level');
    expect(role('CRO – Chief Risk Officer').roles).toContain('chief_risk_officer');
    expect(role('CRO').roles).toContain('cro');
    expect(role('Market Risk Analyst').areas).toContain('risk');
    expect(role('Responsable des risques').level).toBe('head');
    expect(role('Kreditanalystin').areas).toContain('lending');
    expect(role('Loan Officer').areas).toContain('lending');
    expect(role('Técnico de Prevención de Riesgos Laborales').areas).not.toContain('risk');
    expect(role('MLRO').areas).toContain('compliance');
    expect(role('Risk & Compliance Manager').areas).toEqual(['compliance']);
  });
});

describe('title reader: universities and research institutes', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Associate Professor of History', 'senior', 'education'],
    ['Hoogleraar Bestuurskunde', 'senior', 'education'],
    ['Assistant Professor', 'entry', 'education'],
    ['Maître de conférences', 'senior', 'education'],
    ['Prorektorin für Lehre', 'vp', 'education'],
    ['Doktorandin', 'entry', 'scientific_research'],
    ['PhD Student, Microbiology', 'entry', 'scientific_research'],
    ['Postdoc', 'entry', 'scientific_research'],
    ['Laborantin', 'entry', 'scientific_research'],
    ['Senior Research Fellow', 'senior', 'scientific_research'],
    ['Principal Investigator', 'manager', 'scientific_research'],
    ['Director of Research', 'director', 'scientific_research'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('reads the head of a university as its chief executive, and user researchers outside the lab', () => {
    expect(role('Vice-Chancellor').roles).toEqual(expect.arrayContaining(['ceo', 'university_head']));
    expect(role('Rectora').roles).toContain('university_head');
    expect(role('CEO').roles).not.toContain('university_head');
    expect(role('UX Researcher').areas).not.toContain('scientific_research');
  });
});

describe('title reader: councils and NGOs', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Policy Adviser', 'entry', 'public_policy'],
    ['Beleidsmedewerker jeugd', 'entry', 'public_policy'],
    ['Chargée de mission transition écologique', 'entry', 'public_policy'],
    ['Senior Policy Officer', 'senior', 'public_policy'],
    ['Head of Unit', 'head', 'public_policy'],
    ['Housing Officer', 'entry', 'casework'],
    ['Programme Officer', 'entry', 'programmes'],
    ['Programme Manager – Nutrition', 'manager', 'programmes'],
    ['Head of Programmes', 'head', 'programmes'],
    ['Country Director', 'director', 'programmes'],
    ['Head of Philanthropy', 'head', 'fundraising'],
    ['Captadora de Recursos', 'entry', 'fundraising'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('reads elected members as the board, and a policy adviser as an employee', () => {
    expect(role('Wethouder').employment).toBe('board');
    expect(role('Councillor').employment).toBe('board');
    expect(role('Policy Adviser').employment).toBe('employee');
    expect(role('Programme Manager').areas).toContain('project_management');
  });
});

describe('persona compiler: the sectors in buyers’ words', () => {
  it('keeps reporters and leaves their editors out', () => {
    const d = 'People who write the news: reporters, correspondents and subs. Not the section editors, not presenters.';
    expect(matches(d, 'Courts Reporter')).toBe(true);
    expect(matches(d, 'Sub-editor')).toBe(true);
    expect(matches(d, 'News Editor')).toBe(false);
    expect(matches(d, 'TV Presenter')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });
  it('reads newsroom leadership in German and Dutch', () => {
    const de = 'Die Chefredaktion und die Ressortleitungen, keine Redakteure.';
    expect(matches(de, 'Chefredakteur')).toBe(true);
    expect(matches(de, 'Ressortleiter Sport')).toBe(true);
    expect(matches(de, 'Redakteurin Lokales')).toBe(false);
    const nl = 'Hoofdredacteuren en eindredacteuren.';
    expect(matches(nl, 'Hoofdredacteur')).toBe(true);
    expect(matches(nl, 'Eindredacteur')).toBe(true);
  });
  it('reads bank relationship managers as the role, not every account manager', () => {
    const d = 'Banks: relationship managers and branch managers, no tellers.';
    expect(matches(d, 'Relationship Manager')).toBe(true);
    expect(matches(d, 'Assistant Branch Manager')).toBe(true);
    expect(matches(d, 'Key Account Manager')).toBe(false);
    expect(matches(d, 'Bank Teller')).toBe(false);
  });
  it('reads "CRO" beside risk words as the chief risk officer', () => {
    const d = 'Risk teams at lenders, from risk analysts up to the CRO.';
    expect(matches(d, 'Chief Risk Officer')).toBe(true);
    expect(matches(d, 'Operational Risk Analyst')).toBe(true);
    expect(matches(d, 'Chief Revenue Officer')).toBe(false);
    expect(matches('Análisis de riesgos y crédito: analistas y jefes, sin cajeros.', 'Analista de Crédito')).toBe(true);
  });
  it('reads researchers without the data scientists, and academic leaders', () => {
    const d = 'Lab researchers at universities: doctoral candidates, postdocs, lab technicians. Not group leaders.';
    expect(matches(d, 'Doctoral Researcher')).toBe(true);
    expect(matches(d, 'Laboratory Technician')).toBe(true);
    expect(matches(d, 'Data Scientist')).toBe(false);
    expect(matches(d, 'Research Group Leader')).toBe(false);
    const lead = 'University leadership: the rector, provosts and deans.';
    expect(matches(lead, 'Reitora')).toBe(true);
    expect(matches(lead, 'Provost')).toBe(true);
    expect(matches(lead, 'Managing Director')).toBe(false);
  });
  it('reads policy officers, elected members and NGO programmes', () => {
    const d = 'Policy advisers and Referenten at local authorities, no councillors.';
    expect(matches(d, 'Policy Adviser')).toBe(true);
    expect(matches(d, 'Councillor')).toBe(false);
    const ngo = 'At charities: programme managers and heads of programmes, no volunteer coordinators.';
    expect(matches(ngo, 'Head of Programmes')).toBe(true);
    expect(matches(ngo, 'Programme Manager, Livelihoods')).toBe(true);
    expect(matches(ngo, 'Volunteer Coordinator')).toBe(false);
    expect(matches('Captação de recursos: captadores e gerentes de captação.', 'Gerente de Captação')).toBe(true);
  });
});
