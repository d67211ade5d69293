// Session 26: in a persona that names controlling itself ("business controllers", "controlling", "control de
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

// Session 27: a bare "controllers" is controlling's too (as the title reader reads "Controller"); a heading that names the
// finance staff or team over a list of its kinds still keeps all of finance (read-sentence.ts spellsOutTeam).
describe('a bare controllers is controlling; the finance staff spelled out is all of finance', () => {
  it.each(['Financeiro: contadores e controllers.', 'Controllers and their bosses.', 'FP&A analysts and controllers'])('%s', (d) => {
    expect(areasOf(d)).toContain('controlling');
    expect(areasOf(d)).not.toContain('finance');
  });
  it.each(['Finance staff: accountants, bookkeepers, controllers and analysts.', 'The finance team: accountants, controllers, FP&A and finance leadership'])(
    '%s',
    (d) => {
      expect(areasOf(d)).toContain('finance');
    },
  );
  it('the sales teams of one kind are those teams, not all of sales', () => {
    expect(areasOf('Los equipos comerciales de primera línea: SDRs, BDRs y ejecutivos de cuentas')).not.toContain('sales');
  });
  it('a control room is no controlling', () => {
    expect(areasOf('Control room staff: operators and controllers.')).not.toContain('controlling');
  });
});
