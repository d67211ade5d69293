// Session 28: a bank's client segments said with its relationship managers. "PJ" (pessoa jurídica) beside a bank's
// managers, portfolios or segments is the business clients' segment, not people hired as a company (lexicon-institutions.ts
// INSTITUTION_SENSES; still contractors when hiring is said: "contratados como PJ", "PJ ou CLT"); the individual clients'
// managers ("gerentes de contas pessoa física", "gerentes PF") are personal bankers, in a persona and in a title
// (reader/verticals-institutions.ts), and "PF e PJ" together still names both. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const criteriaOf = (d: string) => compilePersona(d).criteria;
const employmentOf = (d: string) => [...criteriaOf(d).include, ...criteriaOf(d).exclude].flatMap((s) => s.employment);

describe('"PJ" beside a bank\'s managers is a segment', () => {
  it.each([
    'Gerentes de relacionamento PJ e Private nos bancos.',
    'Coordenadores de carteiras PJ / Corporate em bancos de varejo.',
    'Gerentes dos segmentos PJ e Alta Renda, sem os gerentes de agência.',
  ])('%s names no contractors', (d) => {
    expect(employmentOf(d)).not.toContain('contractor');
  });
  it.each(['Atendentes PJ.', 'Desenvolvedores PJ ou CLT no banco.', 'Analistas contratados via PJ em bancos.'])(
    '%s still names people hired as a company',
    (d) => {
      expect(employmentOf(d)).toContain('contractor');
    },
  );
});

describe("the individual clients' managers are personal bankers", () => {
  const bank: EmployerFacts = { name: 'Banco Exemplo', industry: 'Banking', employees: 400 };
  const definition = 'Gerentes de relacionamento Private e PJ nos bancos, sem os gerentes de contas pessoa física.';
  const keeps = (title: string) => judgeProfile({ slug: 't', name: 't', definition, company: bank }, makeProfile('x', [{ title }])).match;
  it('the exclusion is the personal bankers', () => {
    const ex = criteriaOf(definition).exclude;
    expect(ex.some((s) => s.roles.includes('personal_banker'))).toBe(true);
    expect(ex.some((s) => s.areas.includes('account_management'))).toBe(false);
  });
  it('keeps the private and business relationship managers, not the personal bankers', () => {
    expect(keeps('Relationship Manager, Private Banking')).toBe(true);
    expect(keeps('Gerente de Relacionamento PJ')).toBe(true);
    expect(keeps('Gerente de Contas Pessoa Física')).toBe(false);
    expect(keeps('Personal Banker')).toBe(false);
  });
  it('"PF e PJ" together names the managers of both', () => {
    const inc = criteriaOf('Gerentes de contas PF e PJ nas agências.').include;
    expect(inc.some((s) => s.areas.includes('account_management'))).toBe(true);
    expect(inc.flatMap((s) => s.employment)).not.toContain('contractor');
  });
});
