// Session 29: "Controler(s)", the Portuguese spelling of the loanword, is a controller (controlling), in a persona and in
// a title (it was read literally as the title phrase "controlers"); financial planning in the six languages
// ("Planejamento Financeiro", "planification financière", "Finanzplanung", "financiële planning") is FP&A. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const areasOf = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('controllers spelt with one l', () => {
  it.each(['Controlers e coordenadores de controladoria', 'Os controlers da empresa, não os contadores'])('%s names controlling', (d) => {
    const r = compilePersona(d);
    expect(areasOf(d)).toContain('controlling');
    expect(r.criteria.include.flatMap((s) => s.titles ?? [])).toEqual([]);
  });
  it('keeps a Controler and a Controller, not a quality inspector or an accountant', () => {
    const d = 'Controlers, do júnior ao gerente';
    expect(keeps(d, 'Controler')).toBe(true);
    expect(keeps(d, 'Controller Sênior')).toBe(true);
    expect(keeps(d, 'Kwaliteitscontroleur')).toBe(false);
    expect(keeps(d, 'Contador')).toBe(false);
  });
});

describe('financial planning is FP&A', () => {
  it.each([
    'Equipe de planejamento financeiro',
    'Planification financière : analystes et responsables',
    'Alle aus der Finanzplanung',
    'Mensen van financiële planning',
    'Analistas de planificación financiera',
  ])('%s names FP&A', (d) => {
    expect(areasOf(d)).toContain('fpa');
  });
  it.each(['Analista de Planejamento Financeiro', 'Gerente de Planejamento Financeiro', 'Referentin Finanzplanung'])(
    '%s is kept by a persona for FP&A',
    (title) => {
      expect(keeps('FP&A people at every level', title)).toBe(true);
    },
  );
  it('an accountant is not FP&A', () => {
    expect(keeps('FP&A people at every level', 'Analista Contábil')).toBe(false);
  });
});
