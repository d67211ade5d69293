// Session 30: sentences and clauses that describe the people already named name nobody more. A sentence about their
// pains or whom they report to (lexicon ABOUT_THEM, context.ts: "Padecen con los turnos.", "Elles rapportent au DAF.") and a
// gloss after a comma that gives the reason a named person is in ("…, le DAF, qui a le dernier mot sur le budget",
// reasons.ts glosses) add no selector (they were every HR person and every budget holder); a German "am Ende" is no
// account manager. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria;

describe('a sentence about the people named adds nobody', () => {
  it.each([
    ['Jefes de almacén y jefes de turno. Padecen con la rotación de personal y las vacaciones.', 1],
    ['Acheteurs et responsables achats. Elles rapportent souvent au DAF.', 2],
    ['Gestores de loja. Sofrem com as ruturas de stock.', 1],
    ['Lagerleiter. Sie berichten an die Geschäftsführung.', 1],
    ['Inkopers. Ze rapporteren meestal aan de CFO.', 1],
  ])('%s', (d, n) => {
    const c = read(d);
    expect(c.include.length).toBe(n);
    expect(c.include.flatMap((s) => s.roles)).not.toContain('cfo');
    expect(c.include.flatMap((s) => s.areas)).not.toContain('human_resources');
  });

  it('a sentence that negates is still read', () => {
    expect(read('Acheteurs. Ils ne rapportent pas au DAF: pas les contrôleurs de gestion.').exclude.length).toBeGreaterThan(0);
  });
});

describe('a gloss on the person just named adds nobody', () => {
  it.each([
    ['Le PDG et le DAF, qui a le dernier mot sur le budget.', ['ceo', 'cfo']],
    ['El consejero delegado y la directora financiera, que aquí decide el presupuesto.', ['ceo', 'cfo']],
    ['De directeur en de CFO, die het laatste woord heeft over het budget.', ['cfo']],
    ['O CEO e o diretor financeiro, que assina o orçamento.', ['ceo', 'cfo']],
  ])('%s', (d, roles) => {
    const c = read(d);
    expect(c.include.every((s) => !s.traits.includes('budget_holder'))).toBe(true);
    for (const r of roles) expect(c.include.flatMap((s) => s.roles)).toContain(r);
  });

  it('"die am Ende unterschreibt" is no account manager', () => {
    const c = read('Recruiter und die Personalleitung, die am Ende unterschreibt.');
    expect(c.include.flatMap((s) => s.areas)).not.toContain('account_management');
    expect(c.include.flatMap((s) => s.areas)).toEqual(expect.arrayContaining(['recruiting', 'human_resources']));
  });

  it('a restricting clause without a comma is still a condition', () => {
    expect(read('Directors who own a budget.').include[0]?.traits).toContain('budget_holder');
  });
});
