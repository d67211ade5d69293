// Session 26 (development set 12): school districts. A principal named with the school ("Principal – Oak Ridge
// Elementary", "Principal, Lincoln High School") heads it (it read as a "principal" senior IC); a district's
// "Superintendent of Schools" is its chief executive and leads education, the deputy or assistant superintendents are its
// VPs, and at a school district a bare "Superintendent" is education's, no building site's (reader/verticals-care.ts,
// areas.ts, firm.ts); special education ("SPED Director", "Director of Special Education") is teaching. In a persona
// about schools, "superintendents" and "the superintendent's office" are that chief and the deputies, and "SPED" and
// "curriculum" name teaching (compiler/lexicon-care.ts). Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { atCompany } from '../../src/matching/reader/firm.js';
import { makeProfile } from './profile-fixture.js';

const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('reader: school leaders', () => {
  it.each(['Principal – Oak Ridge Elementary', 'Principal, Lincoln High School', 'Principal at Westfield Academy'])('%s heads a school', (title) => {
    expect(roleOf(title)).toMatchObject({ level: 'head', areas: ['education'] });
  });
  it('other principals keep their reading', () => {
    expect(roleOf('Principal Engineer')?.areas).not.toContain('education');
    expect(roleOf('Principal Software Engineer, School Products')?.level).toBe('senior');
  });
  it.each(['Superintendent of Schools', 'County Superintendent', 'School Superintendent'])('%s is the chief executive, of education too', (title) => {
    const r = roleOf(title);
    expect(r?.level).toBe('c_level');
    expect(r?.roles).toContain('ceo');
    expect(r?.areas).toContain('education');
  });
  it.each(['Deputy Superintendent', 'Assistant Superintendent of Instruction', 'Associate Superintendent for Business Services'])(
    '%s is a VP of education',
    (title) => {
      expect(roleOf(title)).toMatchObject({ level: 'vp', areas: ['education'] });
    },
  );
  it("a police force's and a mine's superintendents are not", () => {
    expect(roleOf('Deputy Superintendent of Police')?.areas).not.toContain('education');
    expect(roleOf('Mine Superintendent')?.areas).not.toContain('education');
  });
  it('at a school district a bare superintendent leads education, at a builder a site', () => {
    const district: EmployerFacts = { name: 'Example Unified School District', industry: 'Primary and Secondary Education', employees: 900 };
    const builder: EmployerFacts = { name: 'Example Builders', industry: 'Construction', employees: 90 };
    const p = readPerson(makeProfile('x', [{ title: 'Superintendent' }]));
    expect(atCompany(p, district).roles[0]?.areas).toContain('education');
    expect(atCompany(p, builder).roles[0]?.areas).toContain('construction');
  });
  it.each(['Director of Special Education', 'SPED Director'])('%s directs teaching', (title) => {
    expect(roleOf(title)).toMatchObject({ level: 'director', areas: ['education'] });
  });
});

describe('compiler: superintendents beside schools, SPED and curriculum', () => {
  it('superintendents and principals of schools are education leaders, no site managers', () => {
    const c = compilePersona('Superintendents and principals of the schools').criteria;
    expect(c.include.every((s) => s.areas.every((a) => a === 'education'))).toBe(true);
    expect(c.include.flatMap((s) => s.levels)).toContain('c_level');
  });
  it("the superintendent's office is the chief and the deputies", () => {
    const c = compilePersona("Principals and the superintendent's office").criteria;
    expect(c.include.flatMap((s) => s.levels)).toEqual(expect.arrayContaining(['vp', 'c_level']));
    expect(c.include.flatMap((s) => s.areas)).not.toContain('office');
  });
  it.each(['SPED directors', 'Curriculum directors', 'Directors of special education'])('%s', (definition) => {
    expect(compilePersona(definition).criteria.include).toEqual([expect.objectContaining({ areas: ['education'], levels: ['director'] })]);
  });
  it('superintendents on building sites stay site managers', () => {
    expect(compilePersona('Site managers and superintendents on building sites').criteria.include.flatMap((s) => s.areas)).toContain('construction');
  });
});

describe('matcher: school leadership of a district', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: "School leaders: principals, SPED directors and the superintendent's office." };
  it('keeps the principal, the SPED director and the superintendents, not the teacher', async () => {
    const titles = [
      'Principal – Hillside Middle School',
      'Director of Special Education',
      'Superintendent of Schools',
      'Deputy Superintendent',
      'Math Teacher',
    ];
    const profiles = titles.map((title, i) => makeProfile(`p${i}`, [{ title }]));
    const kept = (await createMatcher({ kind: 'rules' }).match(persona, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});
