// Session 27 (issue 22): at a university the head of an academic unit (department, school, institute, faculty,
// laboratory, Fachbereich, afdeling, kenniscentrum) leads teaching and research whatever its discipline: education, not
// the discipline's engineering (reader/firm.ts atUniversity). The administration's units keep their function, and so do
// the same titles elsewhere. "Cheffe du département", "Instituutsdirecteur" are read at their rung
// (reader/title-normalise.ts). Own wordings.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const university = employerFacts({ name: 'Westmoor University', industry: 'Higher Education', employees_count: 2500 });
const maker = employerFacts({ name: 'Rotex Antriebe GmbH', industry: 'Machinery Manufacturing', employees_count: 400 });
const keeps = (definition: string, title: string, company = university) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
const LEADERS = 'Academic leaders: deans, heads of department and institute directors';

describe('heads of academic units at a university are academic leaders', () => {
  it.each([
    'Head of Department, Mechanical Engineering',
    'Head of the School of Chemistry',
    'Acting Head of School, Nursing',
    'Leiter der Abteilung Maschinenbau',
    'Direktorin des Instituts für Werkstofftechnik',
    'Leiter des Fachbereichs Elektrotechnik',
    'Directrice du laboratoire de chimie',
    'Cheffe du département Génie mécanique',
    'Afdelingshoofd Werktuigbouwkunde',
    'Instituutsdirecteur',
    'Directeur Kenniscentrum Techniek',
  ])('%s', (title) => {
    expect(keeps(LEADERS, title)).toBe(true);
  });

  it.each(['Head of IT Services', 'Leiterin der Abteilung Personal', 'Head of Procurement', 'Directeur du service financier', 'Hoofd afdeling Financiën'])(
    '%s at a university keeps its function',
    (title) => {
      expect(keeps(LEADERS, title)).toBe(false);
    },
  );

  it('elsewhere the discipline stays', () => {
    expect(keeps(LEADERS, 'Leiter der Abteilung Elektrotechnik', maker)).toBe(false);
    expect(keeps('Engineering leaders', 'Leiter der Abteilung Elektrotechnik', maker)).toBe(true);
  });
});
