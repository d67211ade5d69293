// Session 20 (issue 22): personas about the same kind of role written by several independent authors. Engineering
// managers ("EMs and senior EMs", "not tech leads"): the reading most authors share, in our own words and six
// languages (training examples, not the sets' sentences). Each block names the rule it holds.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
/** Whether a person with these current titles ("A // B" is two roles) is kept. */
const matches = (definition: string, titles: string) =>
  judgeProfile(
    persona(definition),
    makeProfile(
      'x',
      titles.split(' // ').map((title) => ({ title })),
    ),
  ).match;

describe('an engineering manager ("EM") stands on the manager and senior manager rungs of software engineering (lexicon.ts)', () => {
  it.each([
    'Engineering managers: EMs and senior EMs. Tech leads are out.',
    'Engineering Manager und Senior Engineering Manager, keine Tech Leads.',
    'Les engineering managers (EM) et senior EM, pas les tech leads.',
    'Gerentes de ingeniería y EMs senior, sin tech leads.',
    'Gerentes de engenharia (EMs), sem tech leads.',
    "Engineering managers en senior EM's, geen tech leads.",
  ])('%s', (d) => {
    expect(matches(d, 'Engineering Manager')).toBe(true);
    expect(matches(d, 'Senior Engineering Manager')).toBe(true);
    // Platform and SRE managers are engineering managers to most authors.
    expect(matches(d, 'SRE Manager')).toBe(true);
    // Team leads are named apart when they are wanted; a data team's manager is the data team's.
    expect(matches(d, 'Engineering Team Lead')).toBe(false);
    expect(matches(d, 'Data Engineering Manager')).toBe(false);
    expect(matches(d, 'Tech Lead')).toBe(false);
    expect(matches(d, 'Senior Software Engineer')).toBe(false);
  });
  it('team leads named beside the EMs are in, and that they have reports says who they are, not who the EMs are', () => {
    const d = 'EMs, senior EMs and team leads with direct reports; no tech leads.';
    expect(matches(d, 'Engineering Team Lead')).toBe(true);
    expect(matches(d, 'Engineering Manager')).toBe(true);
    expect(matches(d, 'Senior Engineering Manager')).toBe(true);
    expect(compilePersona(d).criteria.include.some((s) => s.levels.includes('manager'))).toBe(true);
  });
  it('"and team leads" is a list item, not "and their team"', () => {
    expect(compilePersona('Support managers and team leads').criteria.include.flatMap((s) => s.levels)).toEqual(
      expect.arrayContaining(['manager', 'team_lead']),
    );
    expect(matches('Support managers and team leads', 'Customer Support Team Lead')).toBe(true);
  });
});

describe('title reader: "EM - <team>" is a manager, a "responsable d\'équipe" has the team\'s people (reader/person.ts)', () => {
  it.each(['EM - Search', 'EM, Billing', 'EM – Mobile Apps', "Responsable d'équipe développement"])('%s', (title) => {
    expect(matches('EMs and senior EMs, no team leads', title)).toBe(true);
  });
  it("a chef d'équipe still leads the team", () => {
    expect(matches('EMs and senior EMs, no team leads', "Chef d'équipe développement")).toBe(false);
  });
});

describe('data engineering is the data team: software engineering and its managers leave it out, its leaders lead engineering too (criteria.ts)', () => {
  it.each([
    'Software engineers from junior to staff',
    'Everyone in engineering below director level',
    'Backend, frontend and mobile developers, employees only',
  ])('%s', (d) => {
    expect(matches(d, 'Backend Engineer')).toBe(true);
    expect(matches(d, 'Data Engineer')).toBe(false);
    expect(matches(d, 'Analytics Engineer')).toBe(false);
  });
  it('a buyer who wants the data engineers names them', () => {
    expect(matches('Software and data engineers', 'Data Engineer')).toBe(true);
    expect(matches('Data engineers and their managers', 'Data Engineering Manager')).toBe(true);
  });
  it('the head of data engineering is one of the heads of engineering', () => {
    expect(matches('Heads and directors of engineering', 'Head of Data Engineering')).toBe(true);
    expect(matches('Heads and directors of engineering', 'Data Engineering Manager')).toBe(false);
  });
});

describe('"nobody above X" is "not anyone above X" (lexicon.ts, tag-sentence.ts notAbove)', () => {
  it.each([
    'EMs and senior EMs, nobody above senior EM.',
    'Engineering Manager und Senior EMs, niemand über Senior EM.',
    'Engineering managers et senior EM, personne au-dessus du senior EM.',
    'EMs y EMs senior, nadie por encima del senior EM.',
    'EMs e EMs sêniores, ninguém acima do senior EM.',
    "EM's en senior EM's, niemand boven senior EM.",
  ])('%s', (d) => {
    expect(matches(d, 'Senior Engineering Manager')).toBe(true);
    expect(matches(d, 'Engineering Manager')).toBe(true);
    expect(matches(d, 'Director of Engineering')).toBe(false);
    expect(matches(d, 'VP Engineering')).toBe(false);
  });
});
