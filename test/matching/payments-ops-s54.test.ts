// Session 54: a bank's or a payment firm's payments operations are an area (`payments`): payments officers, chargeback and
// dispute analysts, "Zahlungsverkehr", "Betalingsverkeer", "Operações de Pagamentos", and there a reconciliation analyst;
// elsewhere a reconciliation analyst is no payments person. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const bank = employerFacts({ name: 'Havenbank N.V.', industry: 'Banking', employees_count: 400 });
const software = employerFacts({ name: 'Ledgerly GmbH', industry: 'Software Development', employees_count: 80 });

const roster: Array<[string, string]> = [
  ['po', 'Payments Officer'],
  ['cb', 'Chargeback Analyst'],
  ['zv', 'Sachbearbeiterin Zahlungsverkehr'],
  ['gl', 'Gruppenleiter Zahlungsverkehr'],
  ['bv', 'Medewerker Betalingsverkeer'],
  ['op', 'Analista de Operações de Pagamentos'],
  ['rec', 'Reconciliation Analyst'],
  ['fr', 'Fraud Analyst'],
  ['acc', 'Accountant'],
];

describe('payments operations (s54)', () => {
  it('"Operações de pagamentos: analistas de chargeback e os coordenadores deles" reads the payments area', () => {
    const c = read('Operações de pagamentos: analistas de chargeback e os coordenadores deles.');
    expect(c.criteria.include.map((s) => [s.areas, s.levels])).toEqual([
      [['payments'], []],
      [['payments'], ['team_lead']],
    ]);
  });
  it("keeps a bank's payments people, not fraud or accounting", async () => {
    expect(await keptRefs(roster, 'Payments operations, any level.', bank)).toEqual(['bv', 'cb', 'gl', 'op', 'po', 'rec', 'zv']);
  });
  it('their team leads only', async () => {
    expect(await keptRefs(roster, 'Payments operations: chargeback analysts and their team leads; team leads only.', bank)).toEqual(['gl']);
  });
  it('a reconciliation analyst at a software company is no payments person', async () => {
    expect(await keptRefs([['rec', 'Reconciliation Analyst']], 'Payments operations, any level.', software)).toEqual([]);
  });
});
