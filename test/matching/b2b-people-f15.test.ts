// Session 21 (development set 15): who the staff are beside board seats and advisors, and consulting's "Advisory" service
// line. A board or advisory seat is no individual contributor, so "not the employees" after board members and advisors
// keeps them (judge/judge.ts); "Manager, Advisory" at a consultancy is a manager of its advisory practice, not an advisor
// of the company (reader/title-flags.ts ADVISOR_NOT). Every sentence here is our own wording, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { judgeProfile, parseTitle } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type = 'Part-time') =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, employment_type } as Position])).match;

describe('"not the employees" after board members and advisors keeps the board and the advisors', () => {
  it.each([
    'Board members and advisors, not the employees.',
    'Non-executive directors and advisors, but not the staff.',
    'Aufsichtsräte, Beiräte und Berater, nicht die Mitarbeiter.',
    'Les administrateurs et les conseillers stratégiques, pas les salariés.',
    'Consejeros y asesores, no los empleados.',
    'Conselheiros e advisors, não os funcionários.',
    'Commissarissen en adviseurs, niet de medewerkers.',
  ])('%s', (d) => {
    expect(matches(d, 'Board Member')).toBe(true);
    expect(matches(d, 'Strategic Advisor')).toBe(true);
    expect(matches(d, 'Software Engineer', 'Full-time')).toBe(false);
  });
});

describe("a consultancy's advisory practice is no advisory seat", () => {
  it.each(['Manager, Advisory', 'Senior Manager, Advisory', 'Advisory Manager', 'Director, Advisory Services', 'Partner, Advisory'])('%s', (title) => {
    expect(parseTitle(title)?.advisor).toBe(false);
  });
  it.each(['Advisor', 'Strategic Advisor', 'Advisory Board Member', 'Member of the Advisory Board', 'Board Advisor'])('%s stays an advisor', (title) => {
    expect(parseTitle(title)?.advisor).toBe(true);
  });
  it('"advisors" still finds the advisory board, not the advisory practice', () => {
    expect(matches('Our advisors.', 'Advisory Board Member')).toBe(true);
    expect(matches('Our advisors.', 'Senior Manager, Advisory', 'Full-time')).toBe(false);
  });
});
