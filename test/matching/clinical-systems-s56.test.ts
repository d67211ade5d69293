// Session 56: a care provider's clinical systems people are kinds of title: the clinical informatics leads (CCIO, CNIO,
// CMIO) and the analysts, trainers and project leads of its EPR, LIS, KIS or DPI, whatever department their titles name; an
// "else" said inside parentheses ends with them. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const hospital = employerFacts({ name: 'Riverside General Hospital', industry: 'Hospital & Health Care', employees_count: 2000 });
const rolesOf = (title: string) => readPerson(makeProfile('x', [{ title, company_id: 42 }])).roles.flatMap((r) => r.roles);

describe('clinical systems titles (s56)', () => {
  it.each([
    'EHR Application Analyst',
    'Anwendungsbetreuerin KIS',
    'Cheffe de projet DPI',
    'Applicatiebeheerder HiX',
    'Analista de Sistemas Clínicos',
    'LIS Trainer',
  ])('%s is a clinical application analyst', (t) => expect(rolesOf(t)).toContain('clinical_application_analyst'));
  it.each(['Chief Medical Information Officer', 'CCIO'])('%s is a clinical informatics lead', (t) => expect(rolesOf(t)).toContain('clinical_informatics_lead'));
  it('a data analyst, a ward nurse and a project manager of another system are none of them', () => {
    for (const t of ['Data Analyst', 'Ward Nurse', 'Project Manager ERP']) expect(rolesOf(t)).not.toContain('clinical_application_analyst');
  });
});

describe('a persona of clinical systems (s56)', () => {
  const roster: Array<[string, string]> = [
    ['epr', 'EPR Application Analyst'],
    ['kis', 'Anwendungsbetreuer KIS'],
    ['cnio', 'Chief Nursing Information Officer'],
    ['nurse', 'Staff Nurse'],
    ['hca', 'Healthcare Assistant'],
    ['desk', 'Service Desk Analyst'],
  ];
  it('"EHR analysts and the CNIO" keep the analysts and the CNIO, not every clinician', async () => {
    expect((await keptRefs(roster, 'Our EHR analysts and the CNIO.', hospital)).sort()).toEqual(['cnio', 'epr', 'kis']);
  });
  it('an "else" inside parentheses ends with them: the seat after it is kept anyway', () => {
    const c = compilePersona('Whoever runs IT (the CIO, else the IT manager), the CMIO and the clinical systems analysts.').criteria;
    const cmio = c.include.find((s) => s.roles.includes('clinical_informatics_lead'));
    expect(cmio).toBeDefined();
    expect(cmio?.fallback_for).toBeUndefined();
  });
});
