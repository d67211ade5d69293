// Session 37 (fx38b, development set 38): a school's heads of department are a kind of title apart from its leadership, so
// "not heads of department" keeps the head teacher; a school's bare director, deputies, head of studies and office; the
// nursing technicians apart from the nurses, and a negated list sharing its field ("nem técnicos nem auxiliares de
// enfermagem"). Own wordings and titles.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const school = { name: 'Colégio Monte Verde', industry: 'Primary and Secondary Education', employees: 80 };
const college = { name: 'Bildungswerk Rheinaue GmbH', industry: 'Weiterbildung', employees: 70 };
const bakery = { name: 'Padaria Central Lda', industry: 'Food Production', employees: 60 };
const keeps = (definition: string, title: string, company = school) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;
const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe("a school's heads of department are not its leadership", () => {
  it.each(['Head of History', 'Head of Geography', 'Head of Science', 'Department Chair'])('%s is a head of department', (title) => {
    expect(read(title)?.roles).toContain('department_head');
  });

  it.each([
    ['Senior leadership: the headmaster and the deputy heads. Department heads and teachers are out.', 'Headmaster', true],
    ['Senior leadership: the headmaster and the deputy heads. Department heads and teachers are out.', 'Head of Geography', false],
    ['Leadership team of the school: principals, vice principals; no heads of department, no teachers.', 'Vice Principal', true],
    ['Leadership team of the school: principals, vice principals; no heads of department, no teachers.', 'Head of History', false],
  ])('%s / %s', (d, title, kept) => {
    expect(keeps(d, title)).toBe(kept);
  });

  it('heads of department named with teachers are the kind, not every head of every area', () => {
    const d = 'History and geography teachers, plus their heads of department.';
    expect(keeps(d, 'Head of History')).toBe(true);
    expect(keeps(d, 'Head of Marketing')).toBe(false);
  });

  it('beside a university "heads of department" keep their reading', () => {
    const read = compilePersona('University deans and heads of department, not lecturers.').criteria.include;
    expect(read.some((s) => s.roles.includes('department_head'))).toBe(false);
  });

  it.each([
    ['Escola: a direção (diretora e subdiretores); sem os coordenadores de departamento nem professores.', 'Coordenadora de Departamento', false],
    ['Escola: a direção (diretora e subdiretores); sem os coordenadores de departamento nem professores.', 'Subdiretora', true],
  ])('%s / %s', (d, title, kept) => {
    expect(keeps(d, title)).toBe(kept);
  });
});

describe("a school's bare titles", () => {
  it.each([
    ['Subdirector', 'education', 'head'],
    ['Stellvertretende Schulleiterin', 'education', 'head'],
    ['Fachgruppenleiter Mathematik', 'education', 'head'],
    ['Sekretärin', 'office', 'entry'],
    ['Empfang', 'office', 'entry'],
  ])('%s at a training college', (title, area, level) => {
    const r = atCompany(readPerson(makeProfile('x', [{ title }])), employerFacts(college)).roles[0];
    expect(r?.areas).toContain(area);
    expect(r?.level).toBe(level);
  });

  it('a bare "Diretora" heads the school only at a school', () => {
    const d = 'School leadership: head teachers and their deputies.';
    expect(keeps(d, 'Diretora')).toBe(true);
    expect(keeps(d, 'Diretora', bakery)).toBe(false);
  });

  it.each(['Jefa de Estudios', 'Director of Studies', 'Coordinadora Pedagógica'])('%s is in the leadership team', (title) => {
    expect(read(title)?.areas).toContain('education');
    expect(read(title)?.roles).not.toContain('department_head');
  });

  it.each(['Ausbilderin', 'Formadora', 'Schulbegleiter'])('%s works in teaching', (title) => {
    expect(read(title)?.areas).toContain('education');
  });
});

describe('nursing technicians apart from the nurses', () => {
  it.each(['Técnico em Enfermagem', 'Técnica de Enfermagem'])('%s is a nursing technician', (title) => {
    expect(read(title)?.areas).toContain('nursing');
    expect(read(title)?.roles).toContain('nurse_technician');
  });

  it.each(['Registered General Nurse', 'RGN'])('%s is a nurse', (title) => {
    expect(read(title)?.areas).toContain('nursing');
  });

  it.each(['Enfermeiras e enfermeiros; nem técnicos nem auxiliares de enfermagem.', 'Equipa de enfermagem: enfermeiros, não os técnicos de enfermagem.'])(
    '%s',
    (d) => {
      const home = { name: 'Lar Santa Clara', industry: 'Nursing Homes', employees: 90 };
      expect(keeps(d, 'Enfermeira Generalista', home)).toBe(true);
      expect(keeps(d, 'Técnica de Enfermagem', home)).toBe(false);
    },
  );

  it('a bare noun before a negated list shares the field only when the phrase is one kind of people', () => {
    const ex = compilePersona('Enfermeiros; nem técnicos nem auxiliares de enfermagem.').criteria.exclude;
    expect(ex.some((s) => s.roles.includes('nurse_technician'))).toBe(true);
    expect(ex.some((s) => s.text === 'tecnicos')).toBe(false);
  });
});

describe("an area's advisors after its managers", () => {
  it.each(['HSE managers and advisors at our plants.', 'EHS managers and advisors; no interns.'])('%s are a job, not the advisor employment', (d) => {
    const read = compilePersona(d).criteria.include;
    expect(read.some((s) => s.employment.includes('advisor'))).toBe(false);
    expect(read.every((s) => s.areas.includes('hse'))).toBe(true);
  });

  it('advisors beside the board stay the advisor employment', () => {
    const read = compilePersona('Board members and advisors.').criteria.include;
    expect(read.some((s) => s.employment.includes('advisor'))).toBe(true);
  });
});

describe('French care-home words', () => {
  it('"IDE" beside care words are the registered nurses, coordinating nurses lead them', () => {
    const c = compilePersona('Infirmiers coordinateurs des maisons de retraite, pas les IDE ni les aides-soignants.').criteria;
    expect(c.exclude.find((s) => s.text.includes('ide'))?.areas).toEqual(['nursing']);
    expect(c.include[0]?.areas).toEqual(['nursing']);
    expect(c.include[0]?.levels).toContain('team_lead');
  });

  it.each(['Person in Charge'])('%s runs the care home', (title) => {
    expect(read(title)?.roles).toContain('home_manager');
  });
});
