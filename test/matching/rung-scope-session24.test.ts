// Session 24 (issue 22): rungs and conditions said of the people named before them, written in our own words. Each block
// names the rule it holds and the part of the matcher that holds it.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readingWarnings } from '../../src/matching/warnings.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const person = (...positions: (string | Position)[]) =>
  makeProfile(
    'x',
    positions.map((p) => (typeof p === 'string' ? { title: p } : p)),
  );
const keeps = (definition: string, ...positions: (string | Position)[]) => judgeProfile(persona(definition), person(...positions)).match;
/** An inclusion of nobody in particular but rungs or conditions: it would keep those rungs in every team of the company. */
const arealess = (definition: string) => compilePersona(definition).criteria.include.filter((s) => !s.areas.length && !s.roles.length);

describe('a sentence of rungs and conditions after people of some area scopes them and adds nobody (compile, rung-scope)', () => {
  it.each([
    'Backend developers and data engineers. Individual contributors only, junior to senior.',
    'Backend developers and data engineers. Only ICs, from junior through senior.',
    'Backend-Entwickler und Data Engineers. Nur Individual Contributors, von Junior bis Senior.',
    'Développeurs backend et data engineers. Contributeurs individuels uniquement, de junior à senior.',
    'Desarrolladores backend e ingenieros de datos. Solo contribuidores individuales, de junior a senior.',
    'Desenvolvedores backend e engenheiros de dados. Apenas contribuidores individuais, de júnior a sênior.',
    'Backend developers en data engineers. Alleen individual contributors, junior tot senior.',
  ])('%s', (d) => {
    expect(arealess(d)).toEqual([]);
    for (const s of compilePersona(d).criteria.include) {
      expect(s.levels).toEqual(['entry', 'senior']);
      expect(s.traits).toContain('individual_contributor');
    }
    expect(keeps(d, 'Senior Data Engineer')).toBe(true);
    expect(keeps(d, 'Junior Backend Developer')).toBe(true);
    // the rungs of the whole company are not asked for
    expect(keeps(d, 'Senior Marketing Manager')).toBe(false);
    expect(keeps(d, 'Junior Sales Representative')).toBe(false);
  });

  it('the range reaches a kind of work named by its own title ("ML engineers") as it reaches an area', () => {
    const d = 'Data engineers and ML engineers. Individual contributors only, junior through senior.';
    expect(arealess(d)).toEqual([]);
    const ml = compilePersona(d).criteria.include.find((s) => s.roles.includes('ml_engineer'));
    expect(ml?.levels).toEqual(['entry', 'senior']);
    expect(keeps(d, 'Senior Machine Learning Engineer')).toBe(true);
    expect(keeps(d, 'Senior Account Executive')).toBe(false);
  });

  it('a rung said with "individual contributors" keeps the condition ("Senior ICs only." is no senior manager)', () => {
    for (const d of [
      'Data engineers and data scientists. Senior individual contributors only.',
      'Data Engineers und Data Scientists. Nur Senior Individual Contributors.',
    ]) {
      for (const s of compilePersona(d).criteria.include) expect(s.traits).toContain('individual_contributor');
    }
  });

  it('the condition said alone in the rung sentence still narrows every inclusion, and exclusions after it stay exclusions', () => {
    const d = 'Data engineers, data scientists and ML engineers. Individual contributors only, junior through senior. No analysts, no managers.';
    expect(arealess(d)).toEqual([]);
    expect(compilePersona(d).criteria.include.every((s) => s.traits.includes('individual_contributor'))).toBe(true);
    expect(keeps(d, 'Data Scientist')).toBe(true);
    expect(keeps(d, 'Data Engineering Manager')).toBe(false);
    expect(keeps(d, 'Senior Product Marketing Specialist')).toBe(false);
  });
});

describe('a range set off by commas after a list of areas, before named people, is the list range (compile, rung-scope)', () => {
  it.each([
    'IT and security people, from manager upwards, and the CIO.',
    'IT- und Security-Leitung, ab Teamleiter aufwärts, dazu der CIO.',
    'Responsables IT et sécurité, à partir de manager, ainsi que le DSI.',
    'Responsables de TI y seguridad, de gerente hacia arriba, y el CIO.',
    'Gestores de TI e segurança, de gerente para cima, além do CIO.',
    'Gestores de TI e de segurança da informação, de coordenador para cima, e o CISO.',
    'Mensen uit IT en security, vanaf manager, en de CIO.',
  ])('%s', (d) => {
    expect(arealess(d)).toEqual([]);
    const areas = compilePersona(d).criteria.include.filter((s) => s.areas.length);
    expect(areas.length).toBeGreaterThan(0);
    for (const s of areas) expect(s.levels).toContain('director');
    expect(keeps(d, 'IT Manager')).toBe(true);
    expect(keeps(d, 'Director of Information Security')).toBe(true);
    // the range is not every manager-and-up of the company
    expect(keeps(d, 'Marketing Manager')).toBe(false);
    expect(keeps(d, 'Director of Sales')).toBe(false);
  });

  it('the named people after the range stay people of their own', () => {
    const d = 'Responsables de TI y seguridad, de gerente hacia arriba, y el CIO.';
    expect(compilePersona(d).criteria.include.some((s) => s.roles.includes('cio'))).toBe(true);
    expect(keeps(d, 'Chief Information Officer')).toBe(true);
  });

  it('a range before further people of some area is left as it was read ("…, from manager upwards, and finance directors")', () => {
    const d = 'IT and security people, from manager upwards, and finance directors.';
    const main = 'IT and security people, from manager upwards.';
    expect(compilePersona(d).criteria.include.filter((s) => s.areas.includes('finance')).length).toBe(1);
    expect(arealess(main)).toEqual([]);
  });
});

describe('doing the work oneself, said of people who all lead a team, keeps the leads (compile, rung-scope; warnings)', () => {
  /** An inclusion no one meets: rungs that all lead a team and "individual contributor". */
  const leadingIcs = (d: string) =>
    compilePersona(d).criteria.include.filter(
      (s) =>
        s.traits.includes('individual_contributor') &&
        s.levels.length > 0 &&
        s.levels.every((l) => !['intern', 'entry', 'senior'].includes(l)) &&
        s.levels.some((l) => l !== 'tech_lead'),
    );
  it.each([
    'Hands-on support team leads.',
    'Support-Teamleiter, die selbst Hand anlegen.',
    "Chefs d'équipe support, hands-on.",
    'Jefes de equipo de soporte que todavía atienden tickets, hands-on.',
    'Líderes de equipe de suporte com a mão na massa.',
    'Teamleiders klantenservice, hands-on.',
  ])('%s', (d) => {
    expect(leadingIcs(d)).toEqual([]);
    expect(keeps(d, 'Support Team Lead')).toBe(true);
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
    expect(keeps(d, 'Sales Team Lead')).toBe(false);
  });

  it('managers who still carry a quota or write code are the managers ("quota-carrying sales managers", "hands-on engineering managers")', () => {
    expect(keeps('Quota-carrying sales managers.', 'Sales Manager')).toBe(true);
    expect(keeps('Hands-on engineering managers.', 'Engineering Manager')).toBe(true);
    expect(keeps('Hands-on engineering managers.', 'Software Engineer')).toBe(false);
  });

  it('a tech lead may lead no one: "hands-on tech leads" keep the condition', () => {
    expect(compilePersona('Hands-on tech leads.').criteria.include.every((s) => s.traits.includes('individual_contributor'))).toBe(true);
  });

  it.each([
    'Support managers. Individual contributors only.',
    'Teamleiter im Support. Nur Individual Contributors.',
    'Responsables du support. Contributeurs individuels uniquement.',
  ])('a whole-persona condition that leaves leads contradictory is warned about: %s', (d) => {
    expect(readingWarnings(d, compilePersona(d)).map((w) => w.code)).toContain('contradictory_constraints');
  });
});

describe('an exclusion by employment alone does not remove an inclusion made only of the kinds it names (judge swallows)', () => {
  it.each([
    'Freelance designers and contract developers, not contractors hired through agencies.',
    'Freiberufliche Designer und freie Entwickler, aber keine Freelancer über Agenturen.',
    'Designers freelances et développeurs indépendants, pas de prestataires passant par des agences.',
    'Diseñadores freelance y desarrolladores autónomos, sin freelancers de agencias.',
    'Designers freelancers e desenvolvedores autônomos, sem terceirizados via agências.',
    'Freelance designers en zzp-developers, geen contractors via bureaus.',
  ])('%s', (d) => {
    expect(keeps(d, 'Freelance UX Designer')).toBe(true);
    expect(keeps(d, 'Freelance Backend Developer')).toBe(true);
    // the inclusion still asks for contractors
    expect(keeps(d, 'Product Designer')).toBe(false);
  });

  it('an exclusion by employment still removes its kind from people not named by it', () => {
    expect(keeps('Designers and developers, no freelancers.', 'Freelance UX Designer')).toBe(false);
    expect(keeps('Designers and developers, no freelancers.', 'Product Designer')).toBe(true);
  });
});
