// Session 22 (development set 14), own wordings: "X are out, so is Y" leaves Y out too, while "X are in, so is Y" adds Y
// ("so is / so are / as is" carry the clause before them: tag-sentence.ts soAre); a dealership's finance and insurance
// titles ("Finance & Insurance Executive", "Sales & Finance Manager") are F&I (reader/verticals-infrastructure.ts).
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const roles = (title: string) => readPerson(makeProfile('x', [{ title }])).roles.flatMap((r) => r.roles);

describe('"so is" carries the clause before it', () => {
  it.each(['Service managers. Apprentices are out, so is the service desk.', 'Service advisors; the trainees are excluded, and so is payroll.'])(
    '%s: the second one is left out too',
    (definition) => {
      const c = compilePersona(definition).criteria;
      expect(c.exclude.length).toBe(2);
      expect(c.include.some((s) => /service desk|payroll/.test(s.text))).toBe(false);
    },
  );

  it('at the start of a sentence it follows the exclusion before it', () => {
    const c = compilePersona('Lab technicians. Anyone running a lab is out; so are the lecturers.').criteria;
    expect(c.exclude.some((s) => s.areas.includes('education'))).toBe(true);
    expect(c.include.some((s) => s.areas.includes('education'))).toBe(false);
  });

  it('after an inclusion it adds', () => {
    const c = compilePersona('Recruiters are in, so is payroll.').criteria;
    expect(c.exclude).toEqual([]);
    expect(c.include.flatMap((s) => s.areas)).toContain('payroll');
  });
});

describe("a dealership's finance and insurance titles", () => {
  it.each(['Finance & Insurance Executive', 'Finance and Insurance Advisor', 'Sales & Finance Manager', 'F&I Manager'])('%s is F&I', (title) => {
    expect(roles(title)).toContain('f_and_i');
  });
  it('a finance manager stays finance', () => {
    expect(roles('Finance Manager')).not.toContain('f_and_i');
  });
});
