// Session 28: a class of company size said with its own number is the number's range, the class giving only the bound the
// number leaves open ("SMEs with fewer than 80 staff" is under 80, not under 250; "SMEs (50+ employees)" 50 to 249, not
// every size); an SME word stands for the company noun before a number ("pymes de menos de 80 empleados"), and a size in
// parentheses reads its comparison ("(ab 100 Mitarbeitern)", "(menos de 50 empleados)"). Own words (compiler/size.ts).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const employees = (d: string) => compilePersona(d).criteria.employer?.employees;

describe('an SME word with its own number', () => {
  it.each([
    ['Heads of finance at SMEs with fewer than 80 employees.', { max: 79 }],
    ['Jefes de compras en pymes de menos de 80 empleados.', { max: 79 }],
    ['Einkaufsleiter in KMU mit weniger als 80 Mitarbeitern.', { max: 79 }],
    ['Responsables achats des PME de moins de 80 salariés.', { max: 79 }],
    ['Gerentes de compras em PMEs com menos de 80 funcionários.', { max: 79 }],
    ['Inkoopmanagers bij mkb met minder dan 80 medewerkers.', { max: 79 }],
    ['Heads of finance at SMEs with more than 50 staff.', { min: 51, max: 249 }],
  ])('%s', (d, range) => {
    expect(employees(d)).toEqual(range);
    // The number is the company's size, not a team's: no selector keeps it.
    expect(
      compilePersona(d)
        .criteria.include.map((s) => s.text)
        .join(' '),
    ).not.toMatch(/\d/);
  });
});

describe('a number in parentheses after a class narrows it', () => {
  it.each([
    ['Controllers at SMEs (50+ employees).', { min: 50, max: 249 }],
    ['Controllers at mid-size companies (200 to 500 people).', { min: 200, max: 500 }],
    ['Geschäftsführer im Mittelstand (ab 100 Mitarbeitern).', { min: 100, max: 499 }],
    ['Directores financieros de pymes (menos de 50 empleados).', { max: 49 }],
  ])('%s', (d, range) => {
    expect(employees(d)).toEqual(range);
  });
  it('two classes in a list stay alternatives', () => {
    expect(employees('CFOs at SMEs or mid-market companies.')).toEqual({ max: 999 });
    expect(employees('DAF de PME et d’ETI.')).toEqual({ max: 4999 });
  });
  it('a class alone keeps its range', () => {
    expect(employees('CFOs at SMEs.')).toEqual({ max: 249 });
  });
});
