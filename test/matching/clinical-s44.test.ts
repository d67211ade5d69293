// Session 44: health care's clinical departments beside nursing and the physicians (operating theatres, the clinical
// laboratory, imaging, pharmacy, the therapies, ambulance services, dentistry, veterinary practice, infection prevention),
// read in titles and in personas, and diagnostic laboratories read as health care. Own wordings (none taken from a persona set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts, industryMembership } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const HOSPITAL = employerFacts({ id: 1, name: 'Northfield General Hospital', industry: 'Hospitals and Health Care', employees_count: 1200 });
const LABS = employerFacts({ id: 2, name: 'Labor Dr. Feld', industry: 'Medizinische Laboratorien', employees_count: 300 });
const PHARMA = employerFacts({ id: 3, name: 'Curavia Pharma', industry: 'Pharmaceutical Manufacturing', employees_count: 600 });
const VENUE = employerFacts({ id: 4, name: 'The Lyric Rooms', industry: 'Performing Arts', employees_count: 80 });
const MAKER = employerFacts({ id: 5, name: 'Kraft Antriebe GmbH', industry: 'Industrial Machinery Manufacturing', employees_count: 200 });
const at = (company: typeof HOSPITAL, title: string) => atCompany(readPerson(makeProfile('x', [{ title }])), company).roles[0];
const keeps = (company: typeof HOSPITAL, definition: string, title: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
const read = (text: string) => compilePersona(text).criteria;

describe('clinical professions in titles, six languages (s44)', () => {
  it.each([
    ['Scrub Nurse', 'theatres'],
    ['Anaesthetic Practitioner', 'theatres'],
    ['OP-Schwester', 'theatres'],
    ['Infirmier de bloc opératoire', 'theatres'],
    ['Enfermero de quirófano', 'theatres'],
    ['Anesthesiemedewerker', 'theatres'],
    ['Medical Laboratory Scientist', 'clinical_lab'],
    ['MTLA Mikrobiologie', 'clinical_lab'],
    ['Técnica de análises clínicas', 'clinical_lab'],
    ['Klinisch chemisch analist', 'clinical_lab'],
    ['CT Technologist', 'imaging'],
    ['Manipulateur radio', 'imaging'],
    ['Técnico Superior en Imagen para el Diagnóstico', 'imaging'],
    ['Clinical Pharmacist', 'pharmacy'],
    ['Préparateur en pharmacie hospitalière', 'pharmacy'],
    ['Ziekenhuisapotheker', 'pharmacy'],
    ['Ergotherapeutin', 'therapies'],
    ['Orthophoniste', 'therapies'],
    ['Fonoaudióloga', 'therapies'],
    ['Notfallsanitäterin', 'ambulance'],
    ['Técnico en Emergencias Sanitarias', 'ambulance'],
    ['Ambulancier', 'ambulance'],
    ['Mondhygiënist', 'dental'],
    ['Zahnmedizinische Fachangestellte', 'dental'],
    ['Médica Dentista', 'dental'],
    ['Dierenarts', 'veterinary'],
    ['Auxiliaire spécialisée vétérinaire', 'veterinary'],
    ['Infection Control Nurse', 'infection_prevention'],
    ['Infirmière hygiéniste', 'infection_prevention'],
  ])('"%s" is %s', (title, area) => {
    expect(at(HOSPITAL, title)?.areas[0]).toBe(area);
  });
  it('a theatre or infection prevention nurse is a nurse too; an ODP and a radiographer are not', () => {
    expect(at(HOSPITAL, 'Recovery Nurse')?.areas).toEqual(['theatres', 'nursing']);
    expect(at(HOSPITAL, 'IPC Nurse Specialist')?.areas).toContain('nursing');
    expect(at(HOSPITAL, 'ODP')?.areas).toEqual(['theatres']);
    expect(at(HOSPITAL, 'Diagnostic Radiographer')?.areas).toEqual(['imaging']);
  });
  it('a radiologist is a physician of imaging, a pathologist one of the laboratory', () => {
    expect(at(HOSPITAL, 'Consultant Radiologist')).toMatchObject({ areas: ['medical', 'imaging'], level: 'senior' });
    expect(at(HOSPITAL, 'Radiologe')?.roles).toContain('radiologist');
  });
  it('the rung words stay: chiefs and heads head, leads lead, seniors are senior', () => {
    expect(at(HOSPITAL, 'Chief Pharmacist')).toMatchObject({ areas: ['pharmacy'], level: 'head' });
    expect(at(HOSPITAL, 'Head of Theatres')).toMatchObject({ areas: ['theatres'], level: 'head' });
    expect(at(HOSPITAL, 'Imaging Services Manager')).toMatchObject({ areas: ['imaging'], level: 'manager' });
    expect(at(HOSPITAL, 'Leitende MTRA')).toMatchObject({ areas: ['imaging'], level: 'manager' });
    expect(at(HOSPITAL, 'Cadre de santé du laboratoire')).toMatchObject({ areas: ['clinical_lab'], level: 'manager' });
    expect(at(HOSPITAL, 'Senior Biomedical Scientist')).toMatchObject({ areas: ['clinical_lab'], level: 'senior' });
    expect(at(HOSPITAL, 'Leiter Rettungsdienst')).toMatchObject({ areas: ['ambulance'], level: 'head' });
  });
  it('short abbreviations other fields share are read only as the title itself', () => {
    expect(at(HOSPITAL, 'SLT')?.areas).toEqual(['therapies']);
    expect(at(MAKER, 'SLT Member – Operations')?.areas).not.toContain('therapies');
    expect(at(MAKER, 'VET Coordinator')?.areas ?? []).not.toContain('veterinary');
    expect(at(MAKER, 'Leitung Operations')?.areas).toEqual(['operations']);
    expect(at(MAKER, 'Sales or Account Manager')?.areas).not.toContain('theatres');
  });
  it("a drug maker's pharmacists and lab staff keep their own areas; a bank's admissions admit credit risks", () => {
    expect(at(PHARMA, 'Pharmacien responsable')?.areas).toEqual(['quality']);
    expect(at(PHARMA, 'Pharmacien affaires réglementaires')?.areas).toEqual(['regulatory_affairs']);
    expect(at(PHARMA, 'MTLA')?.areas).toEqual(['scientific_research']);
    expect(at(MAKER, 'S&OP-Manager')?.areas ?? []).not.toContain('theatres');
    expect(at(HOSPITAL, 'Jefa de Admisión')?.areas).toEqual(['patient_administration']);
    expect(at(MAKER, 'Jefe de Admisión de Riesgos')?.areas ?? []).not.toContain('patient_administration');
  });
  it('patient administration: coders, medical secretaries and records staff, in an area of their own that is office work too', () => {
    expect(at(HOSPITAL, 'Kodierfachkraft')).toMatchObject({ areas: ['patient_administration'] });
    expect(at(HOSPITAL, 'Kodierfachkraft')?.roles).toContain('clinical_coder');
    expect(at(HOSPITAL, 'Secretaria Médica')?.roles).toContain('medical_secretary');
    expect(at(HOSPITAL, 'Health Records Manager')).toMatchObject({ areas: ['patient_administration'], level: 'head' });
    expect(keeps(HOSPITAL, 'Office and administration staff', 'Ward Clerk')).toBe(true);
  });
  it('kinds inside the areas: phlebotomists, sonographers, dental nurses, veterinary nurses, pharmacy technicians', () => {
    expect(at(HOSPITAL, 'Phlebotomist')?.roles).toContain('phlebotomist');
    expect(at(HOSPITAL, 'Echographiste')?.roles).toContain('sonographer');
    expect(at(HOSPITAL, 'Dental Nurse')?.roles).toContain('dental_nurse');
    expect(at(HOSPITAL, 'TFA')?.roles).toContain('vet_nurse');
    expect(at(HOSPITAL, 'Pharmacy Technician')?.roles).toContain('pharmacy_technician');
  });
});

describe('a sector reads its generic lab and theatre titles (s44)', () => {
  it("a hospital's or a diagnostic laboratory's lab is the clinical laboratory; a drug maker's stays its own", () => {
    expect(at(HOSPITAL, 'Laboratory Manager')?.areas).toEqual(['clinical_lab']);
    expect(at(LABS, 'Teamleiterin Labor')).toMatchObject({ areas: ['clinical_lab'], level: 'team_lead' });
    expect(at(PHARMA, 'Laboratory Manager')?.areas).not.toContain('clinical_lab');
  });
  it("a hospital's Theatre Manager runs its theatres; a venue's does not", () => {
    expect(at(HOSPITAL, 'Theatre Manager')?.areas).toEqual(['theatres']);
    expect(at(VENUE, 'Theatre Manager')?.areas ?? []).not.toContain('theatres');
  });
  it('diagnostic laboratories, imaging centres and rehabilitation clinics are health care', () => {
    for (const i of ['Medizinische Laboratorien', 'Medicina diagnóstica', 'Imagerie médicale', 'Rehabilitation', 'Thuiszorg'])
      expect(industryMembership(i, 'health_care')).toBe('of');
  });
});

describe('personas name the clinical departments (s44)', () => {
  it('theatre teams: managers, practitioners and nurses, not the surgeons', () => {
    const c = read('Operating theatre staff: ODPs, scrub nurses and the theatre managers; not the surgeons');
    expect(c.include.every((s) => s.areas.includes('theatres'))).toBe(true);
    expect(keeps(HOSPITAL, 'Operating theatre staff: ODPs, scrub nurses and the theatre managers; not the surgeons', 'Scrub Nurse')).toBe(true);
    expect(keeps(HOSPITAL, 'Operating theatre staff: ODPs, scrub nurses and the theatre managers; not the surgeons', 'Ward Nurse')).toBe(false);
  });
  it('a lab card at manager level and up, without phlebotomy', () => {
    const text = 'Department: Clinical Laboratory | Level: Manager and above | Excluding: phlebotomy';
    expect(read(text).include[0]?.areas).toEqual(['clinical_lab']);
    expect(read(text).exclude[0]?.roles).toEqual(['phlebotomist']);
    expect(keeps(LABS, text, 'Laborleiterin')).toBe(true);
    expect(keeps(LABS, text, 'MTLA')).toBe(false);
  });
  it('beside a hospital "the lab" is the clinical laboratory; beside QC it stays quality control', () => {
    expect(read('Hospital lab staff and their managers').include[0]?.areas).toEqual(['clinical_lab']);
    expect(read('QC lab analysts at the plants').include[0]?.areas).not.toContain('clinical_lab');
  });
  it('imaging: radiographers and sonographers, and the radiologists as a kind', () => {
    const c = read('Radiographers, sonographers and the radiologists');
    expect(c.include[0]?.areas).toEqual(['imaging']);
    expect(c.include.some((s) => s.roles.includes('radiologist'))).toBe(true);
    expect(keeps(HOSPITAL, 'Radiographers, sonographers and the radiologists', 'Consultant Radiologist')).toBe(true);
    expect(keeps(HOSPITAL, 'Radiographers, sonographers and the radiologists', 'Consultant Cardiologist')).toBe(false);
  });
  it('pharmacists and their chief, not the technicians', () => {
    const text = 'Pharmacists and the chief pharmacist, not pharmacy technicians';
    expect(keeps(HOSPITAL, text, 'Chief Pharmacist')).toBe(true);
    expect(keeps(HOSPITAL, text, 'Apothekerin')).toBe(true);
    expect(keeps(HOSPITAL, text, 'Pharmacy Technician')).toBe(false);
  });
  it('therapists by their professions; agency therapists left out, not all therapists', () => {
    const text = 'Physios, OTs and dietitians in the rehab clinics; no agency therapists';
    expect(read(text).exclude[0]?.employment).toContain('contractor');
    expect(keeps(HOSPITAL, text, 'Occupational Therapist')).toBe(true);
    expect(keeps(HOSPITAL, text, 'Dietitian')).toBe(true);
  });
  it('ambulance crews in German and Spanish, their drivers apart', () => {
    expect(read('Rettungssanitäter und Notfallsanitäter, keine Krankentransportfahrer').include[0]?.areas).toEqual(['ambulance']);
    expect(read('Rettungssanitäter und Notfallsanitäter, keine Krankentransportfahrer').exclude[0]?.roles).toEqual(['ambulance_driver']);
    expect(read('Técnicos en emergencias sanitarias y conductores de ambulancia').include.map((s) => [...s.areas, ...s.roles] as string[])).toEqual([
      ['ambulance'],
      ['ambulance_driver'],
    ]);
  });
  it('dentists and hygienists, not the dental nurses; vets, not the vet nurses', () => {
    const d = 'Dentists and hygienists, not the dental nurses';
    expect(keeps(HOSPITAL, d, 'Associate Dentist')).toBe(true);
    expect(keeps(HOSPITAL, d, 'Dental Hygienist')).toBe(true);
    expect(keeps(HOSPITAL, d, 'Dental Nurse')).toBe(false);
    const v = 'Tierärzte, keine TFA';
    expect(keeps(HOSPITAL, v, 'Tierärztin')).toBe(true);
    expect(keeps(HOSPITAL, v, 'TFA')).toBe(false);
  });
  it('infection prevention nurses are their own area, not all nurses', () => {
    const text = 'Infection prevention and control nurses';
    expect(keeps(HOSPITAL, text, 'Hygienefachkraft')).toBe(true);
    expect(keeps(HOSPITAL, text, 'Staff Nurse')).toBe(false);
  });
});

describe('fallbacks said with gender forms or with what nobody does (s44)', () => {
  it('a seat written with a gender form ("Director/a") still has its fallback', () => {
    const c = read('Director/a de Compras; si no hay, el director general.');
    const ceo = c.include.find((s) => s.roles.includes('ceo'));
    expect(ceo?.fallback_for).toBe(0);
  });
  it('"where nobody does X" makes the people after it stand in for those before', () => {
    const c = read('Heads of pricing; where nobody does pricing, whoever heads finance.');
    expect(c.include).toHaveLength(2);
    expect(c.include[1]?.fallback_for).toBe(0);
  });
  it('dental and veterinary clinics named as employers are no area of people', () => {
    const c = read('Practice managers at dental and veterinary clinic chains');
    expect(c.include.every((s) => !s.areas.includes('veterinary') && !s.areas.includes('dental'))).toBe(true);
  });
});
