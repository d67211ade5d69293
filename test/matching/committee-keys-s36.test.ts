// Buying-committee roles said as keys of the people after them ("champion: the X", "users = the Y", "Anwender die Z"):
// each value is read on its own, the key names nobody and adds no condition to the others; a bare kind under a product
// heading ("… planning tool. … users: the analysts") works in the product's area. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (text: string) => compilePersona(text).criteria.include;

describe('committee roles as keys (s36)', () => {
  it.each([
    ['Payroll add-on. Champion: the head of HR; users: the payroll clerks; tech evaluator: the IT manager.'],
    ['Champion = the head of HR, end users = payroll clerks, technical evaluator = the IT manager'],
    ['Champion the head of HR, users the payroll clerks, evaluator the IT manager.'],
    ['Beeinflusser: die HR-Leitung; Anwender: die Lohnbuchhalter; technischer Evaluator: der IT-Manager.'],
    ['Prescripteur : le DRH ; utilisateurs : les gestionnaires de paie ; évaluateur : le responsable informatique.'],
    ['Influenciador el jefe de RRHH, usuarios los técnicos de nóminas, evaluador el responsable de sistemas.'],
    ['Beïnvloeder = hoofd HR, gebruikers = salarisadministrateurs, evaluator = de IT-manager.'],
  ])('%s', (text) => {
    const inc = include(text);
    expect(inc.map((s) => s.text).join(' | ')).not.toMatch(
      /champion|users|evaluat|beeinflusser|anwender|prescripteur|utilisateurs|influenciador|usuarios|gebruikers|beinvloeder/,
    );
    expect(inc).toHaveLength(3);
    const [hr, payroll, it] = inc;
    expect(hr?.areas).toEqual(['human_resources']);
    expect(payroll?.areas).toEqual(['payroll']);
    expect(it?.areas).toEqual(['it']);
    for (const s of [hr, it]) expect(s?.traits).not.toContain('individual_contributor');
  });

  it.each([
    ['FP&A software. Champion: the head of FP&A; users: the analysts.', 'fpa'],
    ['Controlling-Software. Beeinflusser: der Leiter Controlling; Anwender: die Analysten.', 'controlling'],
    ['Logiciel de contrôle de gestion. Prescripteur : le responsable du contrôle de gestion ; utilisateurs : les analystes.', 'controlling'],
  ])('a bare kind under a product heading: %s', (text, area) => {
    const inc = include(text);
    expect(inc).toHaveLength(2);
    const [lead, kind] = inc;
    expect(lead?.traits).not.toContain('individual_contributor');
    expect(kind?.areas).toEqual([area]);
    expect(kind?.levels).toEqual([]);
  });

  it('the subject of a copula keeps its reading ("our users are SDRs", "the champion is the CISO")', () => {
    expect(include('Our users are SDRs.').map((s) => s.areas)).toEqual([['sales_development']]);
    expect(include('The champion is the CISO.').map((s) => s.roles)).toEqual([['ciso']]);
  });
});
