// Session 19 (issue 22): shapes found on development set 9 (long ICP briefs), written anew here in our own words. Each
// block names the rule it holds and the part of the matcher that holds it.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const person = (...positions: (string | Position)[]) =>
  makeProfile(
    'x',
    positions.map((p) => (typeof p === 'string' ? { title: p } : p)),
  );
const keeps = (definition: string, ...positions: (string | Position)[]) => judgeProfile(persona(definition), person(...positions)).match;

describe('an exclusion naming only areas, roles or rungs removes those roles; the person keeps another role that brings them in (judge)', () => {
  it.each([
    ['People team: HR managers, HR officers and payroll. Recruiters are not part of it.', 'HR Officer', 'Recruiter'],
    ['Purchasing: buyers and the head of procurement. Nobody from finance.', 'Acting Head of Procurement', 'Financial Controller'],
    ['Personalabteilung ohne Recruiting: Personalreferenten und Personalleitung.', 'Personalreferentin', 'Recruiterin'],
    ['Support leads and support managers, no customer success.', 'Support Team Lead', 'Customer Success Manager'],
  ])('%s', (definition, kept, other) => {
    // `kept`: a role the persona asks for; `other`: a role its exclusion names.
    expect(keeps(definition, kept, other)).toBe(true);
    expect(keeps(definition, other)).toBe(false);
    expect(keeps(definition, kept)).toBe(true);
  });

  it('a second role the persona does not ask for still leaves the person out when it is all they bring', () => {
    expect(keeps('HR officers and HR managers, recruiting excluded.', 'Recruiter', 'Office Manager')).toBe(false);
  });

  it('an exclusion of rungs alone is a ceiling on the person: a manager acting as director is no middle manager', () => {
    const d = 'Team leads and managers who run a team, not directors, heads or VPs.';
    expect(keeps(d, 'Engineering Manager', 'Acting Director of Engineering')).toBe(false);
    expect(keeps(d, 'Engineering Manager')).toBe(true);
  });

  it('an exclusion about the person (managing people, employment) still looks at every current role', () => {
    expect(keeps('Backend developers, no people managers.', 'Backend Developer', 'Interim Head of QA')).toBe(false);
    expect(keeps('Designers, no freelancers.', 'Product Designer', { title: 'UX Designer', employment_type: 'Freelance' })).toBe(false);
  });
});
