// Session 21 (development set 15): a clause pointing back at the teams just named — "the people who lead those teams",
// "quienes dirigen esos equipos", "ceux qui pilotent ces équipes", "wer diese Teams führt", "quem lidera essas equipes",
// "wie die teams aanstuurt" — is one rule: the leaders (team lead and up) of the areas named before
// (compiler/lexicon.ts LEADERS_OF_THOSE_TEAMS). Our own wordings, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('the leaders of the teams just named', () => {
  it.each([
    'Recruiters, payroll specialists and the people who run those teams.',
    'Recruiters and payroll specialists, plus whoever heads those teams.',
    'Reclutadores y especialistas de nómina, y los que dirigen esos equipos.',
    'Recruteurs et gestionnaires de paie, et celles et ceux qui pilotent ces équipes.',
    'Recruiter und Payroll-Spezialisten und wer diese Teams führt.',
    'Recrutadores, analistas de folha de pagamento e quem lidera essas equipes.',
    'Recruiters en salarisadministrateurs, en wie die teams aanstuurt.',
  ])('%s', (d) => {
    const c = compilePersona(d);
    expect(c.unrecognised.map((u) => u.text)).toEqual([]);
    expect(matches(d, 'Recruiter')).toBe(true);
    expect(matches(d, 'Recruiting Team Lead')).toBe(true);
    expect(matches(d, 'Head of Talent Acquisition')).toBe(true);
    expect(matches(d, 'Payroll Manager')).toBe(true);
    // Nobody outside those areas, at any rung.
    expect(matches(d, 'Head of Finance')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
  });

  it('the reference is to the areas, not to everyone ("the people")', () => {
    const d = 'Customer success managers and the people who lead those teams.';
    expect(matches(d, 'VP Customer Success')).toBe(true);
    expect(matches(d, 'Account Executive')).toBe(false);
    expect(matches(d, 'Marketing Manager')).toBe(false);
  });
});
