// Session 18: the vocabulary of health care and education (reader/verticals-care.ts, compiler/lexicon-care.ts), found
// on development set 7. Titles and personas in our own wordings, in the six languages, not the set's sentences.
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

describe('title reader: nurses, physicians, care workers and their leaders', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Registered Nurse - Theatres', 'entry', 'nursing'],
    ['Staff Nurse, Oncology', 'entry', 'nursing'],
    ['RN (nights)', 'entry', 'nursing'],
    ['Senior Staff Nurse - A&E', 'senior', 'nursing'],
    ['Charge Nurse, Cardiology', 'senior', 'nursing'],
    ['Lead Nurse Infection Control', 'senior', 'nursing'],
    ['Advanced Nurse Practitioner', 'senior', 'nursing'],
    ['Krankenpfleger Intensivstation', 'entry', 'nursing'],
    ['Altenpflegerin', 'entry', 'nursing'],
    ['Fachkrankenpfleger Anästhesie', 'senior', 'nursing'],
    ['Infirmière de bloc', 'entry', 'nursing'],
    ['Enfermero de urgencias', 'entry', 'nursing'],
    ['Licenciada en Enfermería', 'entry', 'nursing'],
    ['Enfermeira obstetra', 'entry', 'nursing'],
    ['Verpleegkundige interne geneeskunde', 'entry', 'nursing'],
    ['Ward Manager - Maternity', 'manager', 'nursing'],
    ['Stationsleiterin Chirurgie', 'manager', 'nursing'],
    ['Wohnbereichsleiter', 'manager', 'nursing'],
    ['Supervisor de Enfermería', 'manager', 'nursing'],
    ['Cadre de santé', 'manager', 'nursing'],
    ['Deputy Director of Nursing', 'director', 'nursing'],
    ['Pflegedienstleiterin', 'director', 'nursing'],
    ['Directeur des soins', 'director', 'nursing'],
    ['Diretora de Enfermagem', 'director', 'nursing'],
    ['Chief Nursing Officer', 'c_level', 'nursing'],
    ['Consultant Cardiologist', 'senior', 'medical'],
    ['Oberärztin Kardiologie', 'senior', 'medical'],
    ['Chefarzt Innere Medizin', 'head', 'medical'],
    ['Médecin urgentiste', 'entry', 'medical'],
    ['Médica de familia', 'entry', 'medical'],
    ['Huisarts', 'entry', 'medical'],
    ['Ärztliche Direktorin', 'director', 'medical'],
    ['Directeur médical', 'director', 'medical'],
    ['Healthcare Assistant (nights)', 'entry', 'care'],
    ['Senior Care Worker', 'senior', 'care'],
    ['Pflegehelfer', 'entry', 'care'],
    ['Aide-soignante', 'entry', 'care'],
    ['Auxiliar de Enfermagem', 'entry', 'care'],
    ['Verzorgende IG', 'entry', 'care'],
    ['Rota Coordinator', 'entry', 'workforce_planning'],
    ['Dienstplanerin Pflege', 'entry', 'workforce_planning'],
    ['Coordinador de Turnos', 'entry', 'workforce_planning'],
    ['Roosteraar zorg', 'entry', 'workforce_planning'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('names the clinical, practice and care-home managers, and the chief of a hospital', () => {
    expect(role('Director of Clinical Services').roles).toContain('clinical_director');
    expect(role('Directora Clínica').roles).toContain('clinical_director');
    expect(role('GP Practice Manager').roles).toContain('practice_manager');
    expect(role('Gerente de Clínica').roles).toContain('practice_manager');
    expect(role('Registered Manager (CQC)').roles).toContain('home_manager');
    expect(role('Heimleiterin').roles).toContain('home_manager');
    expect(role('Directrice d’EHPAD').roles).toContain('home_manager');
    expect(role('Krankenhausdirektor').roles).toContain('ceo');
  });
  it('leaves the look-alikes alone', () => {
    expect(role('Business Unit Manager').areas).not.toContain('nursing');
    expect(role('Principal Engineer').level).toBe('senior');
    expect(role('Principal Engineer').areas).not.toContain('education');
    expect(role('Customer Support Worker').areas).not.toContain('care');
    expect(role('Medical Device Sales Rep').areas).not.toContain('medical');
  });
});

describe('title reader: teachers, teaching assistants, school leaders and school offices', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Science Teacher', 'entry', 'education'],
    ['Senior Lecturer in Law', 'senior', 'education'],
    ['Lehrerin für Mathematik', 'entry', 'education'],
    ['Professeure des écoles', 'entry', 'education'],
    ['Profesora de secundaria', 'entry', 'education'],
    ['Docente de Inglês', 'entry', 'education'],
    ['Leraar geschiedenis', 'entry', 'education'],
    ['Classroom Assistant', 'entry', 'education'],
    ['Headteacher', 'head', 'education'],
    ['Assistant Headteacher', 'head', 'education'],
    ['Vice-Principal, Upper School', 'head', 'education'],
    ['Dean of Engineering', 'head', 'education'],
    ['Chair of the History Department', 'head', 'education'],
    ['Schulleiterin', 'head', 'education'],
    ['Proviseur adjoint', 'head', 'education'],
    ['Directora de Colegio', 'head', 'education'],
    ['Schooldirectrice', 'head', 'education'],
    ['Admissions Coordinator', 'entry', 'office'],
    ['Exams Officer', 'entry', 'office'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level, title).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('a department chair is no board member', () => {
    expect(role('Department Chair, Mathematics').employment).toBe('employee');
  });
});

describe('persona compiler: health-care buyers in six languages', () => {
  it.each([
    'Staff nurses and charge nurses, not the ward managers, no care assistants',
    'Pflegefachkräfte, keine Leitungen, keine Pflegehelfer',
    'Infirmiers et infirmières, pas les cadres, pas les aides-soignants',
    'Enfermeros asistenciales, sin jefaturas ni auxiliares',
    'Enfermeiros, sem chefias, sem auxiliares de enfermagem',
    'Verpleegkundigen, geen leidinggevenden, geen verzorgenden',
  ])('%s: the nurses who manage nobody', (d) => {
    expect(matches(d, 'Registered Nurse')).toBe(true);
    expect(matches(d, 'Senior Staff Nurse')).toBe(true);
    expect(matches(d, 'Ward Manager')).toBe(false);
    expect(matches(d, 'Healthcare Assistant')).toBe(false);
    expect(matches(d, 'Consultant Surgeon')).toBe(false);
    expect(matches(d, 'Machine Operator')).toBe(false);
  });
  it.each([
    'Nurse leaders: ward managers up to the director of nursing, employees only',
    'Stationsleitungen und Pflegedienstleitungen, keine Zeitarbeiter',
    'Cadres de santé et directeurs des soins',
    'Supervisoras de enfermería y la dirección de enfermería',
    'Enfermeiros-chefe e a diretora de enfermagem',
  ])('%s: nursing from the ward up', (d) => {
    expect(matches(d, 'Ward Manager')).toBe(true);
    expect(matches(d, 'Director of Nursing')).toBe(true);
    expect(matches(d, 'Staff Nurse')).toBe(false);
    expect(matches(d, 'Medical Director')).toBe(false);
    expect(matches(d, 'Head of Finance')).toBe(false);
  });
  it.each(['Medical director / CMO and the DON', 'Ärztliche Leitung und Pflegedirektion', 'Directeurs médicaux et directeurs des soins'])(
    '%s: the medical and nursing chiefs',
    (d) => {
      expect(matches(d, 'Chief Medical Officer')).toBe(true);
      expect(matches(d, 'Director of Nursing')).toBe(true);
      expect(matches(d, 'Chief Marketing Officer')).toBe(false);
      expect(matches(d, 'Consultant Physician')).toBe(false);
    },
  );
  it('"CMO" is the marketing chief away from clinics, and a lower-case "don" is the verb', () => {
    expect(matches('CMO and VPs of marketing', 'Chief Marketing Officer')).toBe(true);
    expect(matches('We don’t sell to nurses: heads of finance only', 'Director of Nursing')).toBe(false);
    expect(matches('We don’t sell to nurses: heads of finance only', 'Head of Finance')).toBe(true);
  });
  it.each([
    'Practice managers and registered managers of care homes',
    'Praxismanagerinnen und Heimleitungen',
    'Administradores de clínica y directores de residencia',
  ])('%s: practice and care-home managers', (d) => {
    expect(matches(d, 'Practice Manager')).toBe(true);
    expect(matches(d, 'Care Home Manager')).toBe(true);
    expect(matches(d, 'Office Manager')).toBe(false);
    expect(matches(d, 'Ward Manager')).toBe(false);
  });
  it('rota planners by their job, and agency or bank staff are contractors', () => {
    expect(matches('the people who make the rota: workforce planners, rota coordinators', 'Rostering Coordinator')).toBe(true);
    expect(matches('Dienstplaner und Einsatzplaner', 'Personaleinsatzplanerin')).toBe(true);
    expect(matches('Ward managers, no bank staff', 'Ward Manager', 'Contract')).toBe(false);
    expect(matches('Ward managers, no bank staff', 'Ward Manager')).toBe(true);
    expect(compilePersona('We sell rostering software to care homes and hospitals: ward managers').unrecognised).toEqual([]);
  });
});

describe('persona compiler: education buyers in six languages', () => {
  it.each([
    'Our champions are teaching staff: teachers, lecturers, tutors. No trainee teachers, not the school office.',
    'Lehrkräfte und Dozenten, keine Referendare',
    'Les enseignants et formateurs, pas les stagiaires',
    'Profesores y docentes, sin estudiantes en práctica',
    'Professores e docentes, sem estagiários',
    'Docenten en leerkrachten, geen stagiairs',
  ])('%s: the teachers', (d) => {
    expect(matches(d, 'Maths Teacher')).toBe(true);
    expect(matches(d, 'Senior Lecturer')).toBe(true);
    expect(matches(d, 'Headteacher')).toBe(false);
    expect(matches(d, 'Exams Officer')).toBe(false);
    expect(matches(d, 'Accountant')).toBe(false);
  });
  it.each([
    'School leadership: headteachers, principals and their deputies, deans. Not classroom teachers.',
    'Schulleitungen und Konrektoren, keine Lehrer',
    'Proviseurs, proviseurs adjoints et doyens, pas les enseignants',
    'Directores de colegio y decanos, no los profesores',
    'Diretores de escola, sem professores',
    'Schoolleiders en decanen, geen docenten',
  ])('%s: who leads a school', (d) => {
    expect(matches(d, 'Headteacher')).toBe(true);
    expect(matches(d, 'Vice Principal')).toBe(true);
    expect(matches(d, 'Dean of Students')).toBe(true);
    expect(matches(d, 'Teacher')).toBe(false);
    expect(matches(d, 'Head of Finance')).toBe(false);
  });
  it('"principal" is the senior rung away from schools', () => {
    expect(matches('senior and principal engineers', 'Principal Engineer')).toBe(true);
    expect(matches('senior and principal engineers', 'Headteacher')).toBe(false);
  });
});

describe('HR business partners, HR directors, boards and function advisors (session 18, step 2)', () => {
  it('reads HR business partners as a named kind of HR job, and function advisors as employees', () => {
    expect(role('Senior HR Business Partner').roles).toContain('hrbp');
    expect(role('People Partner, Engineering').roles).toContain('hrbp');
    expect(role('Business Partner RH').roles).toContain('hrbp');
    expect(role('HR Officer').roles).not.toContain('hrbp');
    expect(role('HRD').level).toBe('director');
    expect(role('Payroll & Benefits Advisor').employment).toBe('employee');
    expect(role('Health & Safety Advisor').employment).toBe('employee');
    expect(role('Recruitment Advisor').areas).toContain('recruiting');
    expect(role('Strategic Advisor').employment).toBe('advisor');
    expect(role('Adviseur van de directie').employment).toBe('advisor');
  });
  it('reads trustees, NEDs and a Chilean "directorio" as the board', () => {
    for (const t of ['Trustee', 'Board Trustee', 'NED', 'Miembro del Directorio', 'Director (Directorio)']) expect(role(t).employment, t).toBe('board');
  });
  it.each(['HR software. Who signs: the HRD, HR managers and HRBPs, plus payroll.', 'Logiciel RH. DRH, RRH et HRBP, et la paie.'])(
    '%s: HR leaders, HR managers, business partners and payroll, not every HR officer',
    (d) => {
      expect(matches(d, 'HR Director')).toBe(true);
      expect(matches(d, 'HR Manager')).toBe(true);
      expect(matches(d, 'HR Business Partner')).toBe(true);
      expect(matches(d, 'Payroll Specialist')).toBe(true);
      expect(matches(d, 'HR Officer')).toBe(false);
      expect(matches(d, 'Software Engineer')).toBe(false);
    },
  );
  it('a sentence naming only what is sold names nobody when others name the people', () => {
    expect(compilePersona('Payroll tool. Heads of HR.').criteria.include).toHaveLength(1);
    expect(matches('Payroll tool. Heads of HR.', 'Payroll Administrator')).toBe(false);
    expect(matches('Payroll tool. Heads of HR.', 'Head of HR')).toBe(true);
    expect(matches('Logiciel de paie. Les DRH.', 'Gestionnaire de paie')).toBe(false);
  });
  it('the people who use what is sold are its area, not its leaders', () => {
    expect(matches('Payroll software. Heads of HR, and also the payroll people who use it.', 'Payroll Officer')).toBe(true);
    expect(matches('Payroll software. Who signs: heads of HR — and the payroll people who run it.', 'Payroll Officer')).toBe(true);
  });
  it.each(['Board members, NEDs and trustees', 'Trustees and governors of the charity', 'Miembros del directorio'])('%s: the board', (d) => {
    expect(matches(d, 'Non-Executive Director', 'Part-time')).toBe(true);
    expect(matches(d, 'Trustee', 'Part-time')).toBe(true);
    expect(matches(d, 'HR Advisor')).toBe(false);
  });
  it('"the info-sec people" are the security team', () => {
    expect(matches('IT Director, the info-sec people and the DPO', 'Information Security Officer')).toBe(true);
    expect(matches('IT Director, the info-sec people and the DPO', 'IT Support Technician')).toBe(false);
    expect(matches('Security for schools: IT heads, info sec people, DPOs.', 'Cyber Security Analyst')).toBe(true);
  });
});
