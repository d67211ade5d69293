// Session 26 (issue 22): whom leaders lead. People named after a verb of leading or managing are whom the leaders lead, not
// people asked for (compiler/managed.ts), in our own words in five languages; a verb said of individual contributors keeps
// its old reading, and a heading's people stay when the list adds whoever leads them (read-sentence.ts `ledBelow`).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;
const criteria = (definition: string) => compilePersona(definition).criteria;

describe('leaders "who manage" people: the people managed are not included and lend the leaders no trait', () => {
  it.each([
    'Customer support leaders who manage agents and support reps',
    'Heads of support (team lead up to VP) who supervise frontline agents and support specialists',
    'Support managers and heads of support who coach the agents and the support engineers',
    'Responsables du support client qui encadrent les conseillers et les techniciens support',
    'Jefes de soporte que supervisan a los agentes y a los técnicos de soporte',
    'Gerentes de suporte que gerenciam os atendentes e os técnicos de suporte',
  ])('%s', (d) => {
    const { include } = criteria(d);
    expect(include.length).toBeGreaterThan(0);
    for (const s of include) {
      expect(s.areas).toEqual(['customer_support']);
      expect(s.traits).not.toContain('individual_contributor');
      expect(s.levels.length).toBeGreaterThan(0);
    }
    expect(keeps(d, 'Head of Customer Support') || keeps(d, 'Customer Support Manager')).toBe(true);
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
    expect(keeps(d, 'Technical Support Engineer')).toBe(false);
    expect(keeps(d, 'Head of Sales')).toBe(false);
  });
});

describe('"whoever manages / the people who run" people, with nobody named before: the leaders of those people', () => {
  it.each([
    'the people who run our support agents',
    'whoever manages the support agents and the support engineers',
    'Whoever supervises our helpdesk agents and support specialists',
  ])('%s', (d) => {
    const { include } = criteria(d);
    expect(include).toHaveLength(1);
    expect(include[0]?.areas).toEqual(['customer_support']);
    expect(include[0]?.traits).toEqual([]);
    expect(keeps(d, 'Support Team Lead')).toBe(true);
    expect(keeps(d, 'Director of Customer Support')).toBe(true);
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
    expect(keeps(d, 'Support Specialist')).toBe(false);
  });
});

describe('the managed people give their area to leaders said without one', () => {
  it.each(['Team leads who manage support agents', 'Team leads who coach our support reps day to day'])('%s', (d) => {
    expect(criteria(d).include).toEqual([expect.objectContaining({ areas: ['customer_support'], levels: ['team_lead', 'tech_lead'], traits: [] })]);
    expect(keeps(d, 'Support Team Lead')).toBe(true);
    expect(keeps(d, 'Sales Team Lead')).toBe(false);
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
  });
});

describe('"day to day" is how often, not a range of rungs', () => {
  it.each(['Sales managers who coach the AEs day-to-day', 'Heads of customer support and the support team leads who run the agents day to day'])('%s', (d) => {
    for (const s of criteria(d).include) expect(s.levels).not.toContain('entry');
    expect(keeps(d, 'Account Executive')).toBe(false);
  });
});

describe('a verb said of individual contributors keeps its reading', () => {
  it('the engineers who run our infra are the infrastructure engineers', () => {
    const d = 'the engineers who run our infra';
    expect(keeps(d, 'DevOps Engineer')).toBe(true);
    expect(keeps(d, 'Head of Infrastructure')).toBe(true);
  });
});

describe('a heading of people stays when its list adds whoever leads them', () => {
  it.each([
    'Account managers: the people who look after renewals, and whoever heads the AM team',
    'Account managers - those who own renewals and upsell, plus whoever runs the AM team',
  ])('%s', (d) => {
    expect(keeps(d, 'Account Manager')).toBe(true);
    expect(keeps(d, 'Head of Account Management')).toBe(true);
    expect(keeps(d, 'Account Management Team Lead')).toBe(true);
    expect(keeps(d, 'Account Executive')).toBe(false);
  });
});

describe('leaders "over" / "for" people, and leaders "that X report to": whom they lead names nobody', () => {
  it.each([
    'Support leaders (managers, team leads) over the agents and support specialists, not CS',
    'Team leads, managers and the head of support for our frontline agents and tier 2 support engineers',
    'Support leadership: the managers and team leads that our agents and support engineers report to. Not customer success.',
    'Teamleiter und Manager im Support für unsere Agents und Support-Techniker',
    'Responsables et chefs d’équipe support pour nos conseillers clients',
  ])('%s', (d) => {
    const { include } = criteria(d);
    for (const s of include) {
      expect(s.areas).toEqual(['customer_support']);
      expect(s.traits).not.toContain('individual_contributor');
      expect(s.levels.length).toBeGreaterThan(0);
    }
    expect(keeps(d, 'Customer Support Manager')).toBe(true);
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
    expect(keeps(d, 'Support Specialist')).toBe(false);
  });
  it('a preposition after people who are no leaders keeps its reading ("Recruiters for engineers and designers")', () => {
    const d = 'Recruiters for engineers and designers';
    expect(keeps(d, 'Technical Recruiter')).toBe(true);
  });
});
