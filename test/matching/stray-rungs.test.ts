// A selector of rungs alone beside people of named areas is those people's rungs said apart from the list, never everyone at
// those rungs (compiler/rung-scope.ts strayRungs). Our own wordings; the shapes that keep their own rungs stay as they were.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';
import { strayRungs } from '../../src/matching/compiler/rung-scope.js';

const sel = (over: Partial<Selector>): Selector => ({ areas: [], levels: [], roles: [], employment: [], traits: [], text: '', ...over });

const arealess = (definition: string) => compilePersona(definition).criteria.include.filter((s) => !s.areas.length && !s.roles.length && !s.titles?.length);

describe('a stray range scopes the people named beside it', () => {
  it('unit: the range joins the people who name no rung, and goes', () => {
    const include = [
      sel({ areas: ['data_engineering'], traits: ['individual_contributor'] }),
      sel({ areas: ['data_science'], traits: ['individual_contributor'] }),
      sel({ roles: ['ml_engineer'] }),
      sel({ levels: ['entry', 'senior', 'tech_lead', 'team_lead'], traits: ['individual_contributor'] }),
    ];
    strayRungs(include, false);
    expect(include.map((s) => [s.areas, s.roles, s.levels])).toEqual([
      [['data_engineering'], [], ['entry', 'senior', 'tech_lead', 'team_lead']],
      [['data_science'], [], ['entry', 'senior', 'tech_lead', 'team_lead']],
      [[], ['ml_engineer'], []],
    ]);
  });

  it('unit: one rung, seats only, or any area keep the rungs as people of their own', () => {
    const cases: Array<[Selector[], boolean]> = [
      [[sel({ areas: ['legal_counsel'] }), sel({ levels: ['partner'] })], false],
      [[sel({ areas: ['data_engineering'] }), sel({ levels: ['manager', 'senior_manager'] })], false],
      [[sel({ roles: ['ceo'] }), sel({ roles: ['cfo'] }), sel({ levels: ['vp', 'c_level'] })], false],
      [[sel({ areas: ['sales_development'] }), sel({ levels: ['entry', 'senior'] })], true],
    ];
    for (const [include, anyArea] of cases) {
      const before = include.length;
      strayRungs(include, anyArea);
      expect(include.length).toBe(before);
    }
  });

  it('a range after the list leaves no selector of rungs alone (the grammar or strayRungs scopes it)', () => {
    const c = compilePersona('Data engineers and data scientists, individual contributors from junior to staff level. No analysts.').criteria;
    expect(c.include.every((s) => s.areas.length > 0 || s.roles.length > 0)).toBe(true);
  });

  const FORMS = [
    'Gestores de TI e de segurança da informação, de coordenador para cima, além do CIO e do CISO.',
    'Responsables de TI y de seguridad, de coordinador hacia arriba, y también el CIO.',
    'Data engineers and data scientists — individual contributors, junior to lead.',
  ];
  it.each(FORMS)('%s: nobody is kept for a rung alone', (definition) => expect(arealess(definition)).toEqual([]));

  const KEPT = [
    'C-level (CEO, CFO, CTO) and VPs',
    'Junior staff in any department: associates, coordinators and SDRs',
    'Kanzleien: Partner und Berufsträger (Steuerberater, Rechtsanwälte)',
    'Directors and VPs',
  ];
  it.each(KEPT)('%s: rungs of their own stay', (definition) => expect(arealess(definition).length).toBeGreaterThan(0));
});
