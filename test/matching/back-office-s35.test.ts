// Session 35: an enterprise's back office. The finance shared-services centre and HR's reward (compensation & benefits)
// team are areas of their own (accounting and HR too), read from titles and personas in six languages; "AP" / "AR" said
// short; and a reference back ("their specialists", "the analysts in their teams") under a heading takes the areas of the
// people it refers to, not the whole function the heading names. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const areas = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0]?.areas ?? [];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('titles of the finance shared-services centre', () => {
  it.each(['SSC Manager', 'Shared Service Centre Supervisor', 'Director of Finance Shared Services', 'Shared Services Accountant'])(
    '%s is shared services',
    (title) => {
      expect(areas(title)).toEqual(['shared_services']);
    },
  );
  it.each(['HR Shared Services Advisor', 'IT Shared Services Manager'])('%s is not finance shared services', (title) => {
    expect(areas(title)).not.toContain('shared_services');
  });
  it.each(['AR Clerk', 'AP Supervisor', 'AP/AR Specialist'])('%s is accounts payable and receivable', (title) => {
    expect(areas(title)).toEqual(['ap_ar']);
  });
  it('an AR developer builds augmented reality, not receivables', () => {
    expect(areas('AR Developer')).not.toContain('ap_ar');
  });
});

describe('titles of reward, compensation and benefits', () => {
  it.each([
    'Total Rewards Manager',
    'Compensation Specialist',
    'Leiterin Vergütung',
    'Responsable rémunération',
    'Analista de Compensaciones',
    'Coordenadora de Remuneração',
    'Adviseur Beloning',
  ])('%s is reward', (title) => {
    expect(areas(title)).toEqual(['reward']);
  });
  it('a loyalty programme’s rewards are not HR', () => {
    expect(areas('Customer Rewards Manager')).not.toContain('reward');
  });
});

describe('personas of the back office', () => {
  it.each([
    'the shared services centre: its lead and its analysts',
    'SSC staff and their team leads',
    'el centro de servicios compartidos: responsables y analistas',
    'o centro de serviços compartilhados, coordenadores e analistas',
  ])('%s keeps the SSC and not the FP&A team', (d) => {
    expect(compilePersona(d).criteria.include.some((s) => s.areas.includes('shared_services'))).toBe(true);
    expect(keeps(d, 'Shared Services Analyst')).toBe(true);
    expect(keeps(d, 'FP&A Analyst')).toBe(false);
  });
  it.each(['compensation and benefits people', 'the total rewards team', 'Vergütung und Benefits', 'équipe rémunération', 'beloning specialisten'])(
    '%s keeps reward and not the HR generalists',
    (d) => {
      expect(keeps(d, 'Compensation Analyst')).toBe(true);
      expect(keeps(d, 'HR Generalist')).toBe(false);
    },
  );
  it('"HR people" still keep the reward team', () => {
    expect(keeps('HR people', 'Reward Specialist')).toBe(true);
  });
  it('"accounting" keeps the shared-services analysts', () => {
    expect(keeps('everyone in accounting', 'Shared Services Analyst')).toBe(true);
  });
});

describe('a reference back under a heading takes the areas it refers to', () => {
  it('"People team: payroll and reward managers and their specialists" — the specialists of payroll and reward only', () => {
    const d = 'People team: payroll and reward managers and their specialists.';
    expect(keeps(d, 'Payroll Specialist')).toBe(true);
    expect(keeps(d, 'Compensation Analyst')).toBe(true);
    expect(keeps(d, 'HR Generalist')).toBe(false);
  });
  it('"Shared services in finance: the centre\'s lead, the AR team leads and the analysts and specialists in their teams"', () => {
    const d = "Shared services in finance: the centre's lead, the AR team leads and the analysts and specialists in their teams.";
    const their = compilePersona(d).criteria.include.at(-1);
    expect(their?.areas).toEqual(expect.arrayContaining(['shared_services', 'ap_ar']));
    expect(keeps(d, 'Accounts Payable Specialist')).toBe(true);
    expect(keeps(d, 'Tax Analyst')).toBe(false);
  });
});
