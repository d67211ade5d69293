// Session 18 (issue 22): technical personas of development set 8 misread by the rules matcher, fixed as general
// vocabulary and grammar. Our own wordings in several languages, none taken from a labelled set.
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

describe('title reader: product marketers, students, test leads, development teams, research', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Product Marketer', 'entry', 'product_marketing'],
    ['Senior Product Marketer, EMEA', 'senior', 'product_marketing'],
    ['Part-time Student - Finance', 'intern', 'finance'],
    ['Estudante de Marketing (meio período)', 'intern', 'marketing'],
    ['Estudiante – Datos', 'intern', 'analytics'],
    ['Stage - Développement web', 'intern', 'software'],
    ['QA Test Lead', 'team_lead', 'software'],
    ['Test Engineer', 'entry', 'software'],
    ['Teamleider Development', 'team_lead', 'software'],
    ['Development Manager', 'manager', 'software'],
    ['Applied Scientist', 'entry', 'data_science'],
    ['Senior Research Scientist', 'senior', 'data_science'],
    ['Lab Scientist', 'entry', 'scientific_research'],
    ['Investigador Senior', 'senior', 'scientific_research'],
    ['Head of R&D', 'head', 'scientific_research'],
    // The German compound of Programm + Manager is a programme manager, not a developer.
    ['Programmmanagerin', 'entry', 'project_management'],
    ['Senior Programm-Manager', 'senior', 'project_management'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('business and learning development stay where they were; a stage manager is no intern; lab scientists are no data scientists', () => {
    expect(role('Business Development Manager').areas).not.toContain('software');
    expect(role('Learning & Development Lead').areas).toContain('learning'); // its own area of HR (AREA_ALSO: hr)
    expect(role('Stage Manager').level).not.toBe('intern');
    expect(role('Lab Scientist').areas).not.toContain('data_science');
  });
});

describe('trainees of a department defined in parentheses, and permanent staff', () => {
  it.each([
    'Working students and interns in tech (software, data, IT), no permanent staff',
    'Praktikanten und Werkstudenten in der Technik (Entwicklung, Daten, IT) – keine Festangestellten',
    'Stagiaires et alternants en tech (développement, data, IT), pas de salariés en CDI',
    'Stagiairs in tech (development, data, IT), geen vaste medewerkers',
  ])('%s', (d) => {
    expect(matches(d, 'Data Analyst Intern', 'Internship')).toBe(true);
    expect(matches(d, 'IT Intern', 'Internship')).toBe(true);
    expect(matches(d, 'Working Student Backend', 'Part-time')).toBe(true);
    expect(matches(d, 'Data Analyst', 'Full-time')).toBe(false);
    expect(matches(d, 'Software Engineer', 'Full-time')).toBe(false);
    expect(matches(d, 'Marketing Intern', 'Internship')).toBe(false);
  });
  it('permanent staff are the full-time employees, not trainees', () => {
    expect(compilePersona('Werkstudenten, keine Festangestellten').criteria.exclude[0]?.traits).toEqual(['full_time']);
  });
});

describe('people named by a condition after "the" belong to the areas just named', () => {
  it.each(['whoever runs platform engineering, the hands-on people and their leads', 'the SRE team: whoever heads it, the ICs and their managers'])(
    '%s',
    (d) => {
      expect(matches(d, 'Platform Engineer')).toBe(true);
      expect(matches(d, 'Head of Platform')).toBe(true);
      expect(matches(d, 'Recruiter')).toBe(false);
      expect(matches(d, 'Data Analyst')).toBe(false);
    },
  );
  it('without an area before it a condition still names everyone', () => {
    expect(matches('the hands-on people, not managers', 'Recruiter')).toBe(true);
  });
});

describe('"(interns too)" after a list of people, "whoever manages them"', () => {
  it.each([
    'ML researchers and data scientists (interns too), plus whoever manages them',
    'data scientists and ML engineers (interns too), plus whoever manages them',
  ])('%s', (d) => {
    expect(matches(d, 'Data Science Intern', 'Internship')).toBe(true);
    expect(matches(d, 'Data Science Manager')).toBe(true);
    expect(matches(d, 'Marketing Intern', 'Internship')).toBe(false);
    expect(matches(d, 'Lab Scientist')).toBe(false);
  });
  it('whoever manages SDRs are their team leads and managers', () => {
    const d = 'SDRs, plus whoever manages them';
    expect(matches(d, 'SDR Team Lead')).toBe(true);
    expect(matches(d, 'Sales Development Manager')).toBe(true);
    expect(matches(d, 'Account Executive')).toBe(false);
  });
});

describe('"level+" before "only"', () => {
  it.each(['growth marketers, manager level+ only', 'Growth-Marketer, Manager-Level+ nur'])('%s', (d) => {
    expect(matches(d, 'Head of Growth')).toBe(true);
    expect(matches(d, 'VP Growth')).toBe(true);
    expect(matches(d, 'Performance Marketing Specialist')).toBe(false);
  });
});

describe('a subject classified by a negated copula, or said to be too senior, is left out', () => {
  it.each([
    ['Engineering managers. Tech leads are not EMs.', 'Tech Lead', 'Engineering Manager'],
    ['Engineering Manager. Tech Leads sind keine Manager.', 'Tech Lead', 'Engineering Manager'],
    ['C-level executives. A chief of staff is not C-level.', 'Chief of Staff', 'CFO'],
    ['Sales leadership; the CRO is too senior for this sequence.', 'Chief Revenue Officer', 'Head of Sales'],
    ['Direction commerciale, le CRO est trop senior pour cette campagne.', 'CRO', 'Directeur commercial'],
    ['Liderazgo de ventas; el CRO es demasiado senior para nosotros.', 'CRO', 'Director de Ventas'],
  ])('%s leaves out the %s and keeps the %s', (d, left, kept) => {
    expect(matches(d, left)).toBe(false);
    expect(matches(d, kept)).toBe(true);
  });
  it('the predicate names nobody and the outreach words are not unrecognised', () => {
    const c = compilePersona('Marketing heads. The CMO is too senior for this sequence.');
    expect(c.criteria.include.flatMap((s) => s.roles)).not.toContain('cmo');
    expect(c.unrecognised).toEqual([]);
    expect(compilePersona('Tech leads are not EMs').criteria.exclude.flatMap((s) => s.roles)).toContain('tech_lead');
  });
});
