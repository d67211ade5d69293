// Session 26: a bare "controllers" is the finance team's staff (a list of finance people: "accountants, bookkeepers,
// controllers"), but in a persona that names controlling itself ("business controllers", "controlling", "control de
// gestión", the Dutch department "control") it is the controlling area's, and that "control" is the department.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const areasOf = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);

describe('controllers beside controlling are controlling', () => {
  it.each([
    'Controllers en business controllers, en wie control leidt.',
    'Controllers and business controllers, plus whoever runs controlling.',
    'FP&A and controlling: controllers and their managers.',
    'Controller und Controlling-Leitung.',
    'Contrôleurs de gestion et controllers.',
    'Control de gestión: controllers y sus jefes.',
    'Controladoria: controllers e o gerente de controladoria.',
  ])('%s', (d) => {
    const areas = areasOf(d);
    expect(areas).toContain('controlling');
    expect(areas).not.toContain('finance');
  });
});

describe('a bare controllers elsewhere keeps its finance reading', () => {
  it.each(['Finance staff: accountants, bookkeepers, controllers and analysts.', 'Financeiro: contadores e controllers.'])('%s', (d) => {
    expect(areasOf(d)).toContain('finance');
  });
  it('a control room is no controlling', () => {
    expect(areasOf('Control room staff: operators and controllers.')).not.toContain('controlling');
  });
});
