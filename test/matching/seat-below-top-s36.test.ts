// Session 36 (fx37): a condition-only seat is held by someone its own fallback matches only below the fallback's rung
// ("PMMs; where there is no PMM, the top marketing person": a PMM below the CMO is the seat, so the CMO is not kept).
// The rule is src/pipeline/decisions.ts companyRungs, over one company's matches. Own wordings.
import { describe, expect, it } from 'vitest';
import type { Selector } from '../../src/matching/index.js';
import { companyRungs, type StoredDecision } from '../../src/pipeline/decisions.js';
import type { KeptBy } from '../../src/matching/port.js';

const sel = (text: string, extra: Partial<Selector> = {}): Selector => ({
  areas: ['marketing'],
  levels: [],
  roles: [],
  employment: [],
  traits: [],
  text,
  ...extra,
});
const decision = (kept_by: KeptBy[]): StoredDecision => ({ match: true, score: 0.8, why: 'Kept.', professional: null, is_decision_maker: false, kept_by });
const m = (ref: string, ...by: KeptBy[]) => ({ ref, decision: decision(by) });

describe('a fallback at the top of an area and the seat it stands in for', () => {
  const include = [
    sel('product marketing managers', { areas: ['product_marketing'] }),
    sel('pmm', { areas: ['product_marketing'], condition_only: true }),
    sel('the top marketing person', { rung: 'top', fallback_for: 1, levels: ['senior', 'manager', 'head', 'c_level'] }),
  ];
  it('a PMM below the CMO holds the seat: the CMO is not kept', () => {
    const pmm = m('pmm', { selector: 0, level: 'senior' }, { selector: 1, level: 'senior' }, { selector: 2, level: 'senior', area: 'marketing' });
    const cmo = m('cmo', { selector: 2, level: 'c_level', area: 'marketing' });
    expect(companyRungs([pmm, cmo], include).kept.map((x) => x.ref)).toEqual(['pmm']);
  });
  it('without a PMM, the top marketing person is kept', () => {
    const cmo = m('cmo', { selector: 2, level: 'c_level', area: 'marketing' });
    const manager = m('manager', { selector: 2, level: 'manager', area: 'marketing' });
    expect(companyRungs([cmo, manager], include).kept.map((x) => x.ref)).toEqual(['cmo']);
  });
  it('a PMM who is the top marketing person is the fallback, not the seat', () => {
    const pmm = m('pmm', { selector: 0, level: 'head' }, { selector: 1, level: 'head' }, { selector: 2, level: 'head', area: 'marketing' });
    expect(companyRungs([pmm], include).kept.map((x) => x.ref)).toEqual(['pmm']);
  });
});
