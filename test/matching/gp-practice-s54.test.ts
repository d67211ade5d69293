// Session 54: a GP practice's people: "the GP partners" are its partners (the partner rung), "assistant practice manager"
// is its practice manager (no assistant of any kind); "not salaried or locum GPs" describes GPs, so "salaried" alone is no
// exclusion of every employee (told as not applied). Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const practice = employerFacts({ name: 'Millbrook Surgery', industry: 'Medical Practices', employees_count: 40 });

const roster: Array<[string, string]> = [
  ['pm', 'Practice Manager'],
  ['apm', 'Assistant Practice Manager'],
  ['gpp', 'GP Partner'],
  ['mp', 'Managing Partner'],
  ['sgp', 'Salaried GP'],
  ['hca', 'Healthcare Assistant'],
  ['rec', 'Receptionist'],
];

describe("a GP practice's partners and managers (s54)", () => {
  it('keeps the practice managers and the partners; not salaried GPs, assistants or reception', async () => {
    const d = 'The practice manager and assistant practice manager, and the GP partners. Not salaried or locum GPs, not the reception team.';
    expect(await keptRefs(roster, d, practice)).toEqual(['apm', 'gpp', 'mp', 'pm']);
  });
  it('"salaried" alone before other people is not applied, and the reader is told', () => {
    const c = read('The GP partners. Not salaried or locum GPs.');
    expect(c.criteria.exclude.some((s) => s.employment.length === 1 && s.employment[0] === 'employee')).toBe(false);
    expect(c.warnings.map((w) => w.code)).toContain('not_applied');
  });
  it('"no salaried staff" still leaves out employees when the persona asks for freelancers', () => {
    const c = read('Freelancers and contractors, no salaried staff.');
    expect(c.criteria.exclude.map((s) => s.employment)).toEqual([['employee']]);
  });
});
