// Session 29: regional and non-native ways of leaving people out and naming trainees and temps (lexicon-regional.ts): "no
// need" after what is not wanted, politeness words ("kindly", "porfa", "bitte"), "que no sean", India's freshers and
// articleship, the UK placement year, Swiss "Lernende", Belgian "jobstudenten", Latin American "semi senior", Spain's ETT and
// Australia's labour hire, Swiss "Kader" and German "die Leitenden". Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria;
const excludedTexts = (d: string) => read(d).exclude.map((s) => s.text);
const includedTexts = (d: string) => read(d).include.map((s) => s.text);

describe('"no need" and its kin after what is not wanted', () => {
  it.each([
    ['Data engineers and analysts. Interns no need.', 'interns'],
    ['Sales reps, account managers; the cashiers not needed', 'the cashiers'],
    ['Ingénieurs logiciel. Les stagiaires, pas besoin.', 'les stagiaires'],
    ['Ingenieros de datos, becarios no hace falta.', 'becarios'],
    ['Engenheiros de dados, estagiários não precisa.', 'estagiarios'],
    ['Entwickler; Praktikanten brauchen wir nicht.', 'praktikanten'],
  ])('%s leaves out %s', (d, who) => {
    expect(excludedTexts(d).join(' | ')).toContain(who);
    expect(includedTexts(d).join(' | ')).not.toContain(who);
  });
});

describe('politeness and relative negations', () => {
  it('"kindly exclude" leaves out and "kindly" itself is no unrecognised word', () => {
    const r = compilePersona('Backend developers. Kindly exclude the interns.');
    expect(r.criteria.exclude.some((s) => s.levels.includes('intern'))).toBe(true);
    expect(r.unrecognised.map((u) => u.text)).not.toContain('kindly');
  });
  it.each(['Diseñadores de producto, que no sean becarios', 'Designers de produto, que não sejam estagiários'])('%s leaves the interns out', (d) => {
    const ex = read(d).exclude;
    expect(ex.some((s) => s.levels.includes('intern'))).toBe(true);
    expect(read(d).include.some((s) => s.levels.includes('intern'))).toBe(false);
  });
});

describe('trainees, graduates and temps', () => {
  it.each([
    ['Auditors, not the articled clerks', 'intern'],
    ['Tax accountants; no articleship trainees', 'intern'],
    ['HR generalists, nobody on a placement year', 'intern'],
    ['Buchhalter, keine Lernenden', 'intern'],
    ['Verkopers, geen jobstudenten', 'intern'],
    ['QA engineers, no freshers', 'entry'],
  ])('%s leaves out the %s rung', (d, level) => {
    expect(read(d).exclude.some((s) => s.levels.includes(level as 'intern' | 'entry'))).toBe(true);
  });
  it('Belgian jobstudenten are working students and Swiss Lernende apprentices', () => {
    expect(compilePersona('Magazijniers, geen jobstudenten').criteria.exclude.some((s) => s.levels.includes('intern'))).toBe(true);
    expect(compilePersona('Logistiker, keine Lernenden').criteria.exclude.some((s) => s.levels.includes('intern'))).toBe(true);
  });
  it.each(['Mozos de almacén, nada de ETT', 'Warehouse pickers, no labour-hire', 'Storemen but not labor hire workers'])('%s leaves out agency temps', (d) => {
    expect(read(d).exclude.some((s) => s.roles.includes('agency_temp'))).toBe(true);
  });
  it.each(['Desarrolladores semi senior', 'Analistas de datos semisenior'])('%s is the rung below senior', (d) => {
    const inc = read(d).include;
    expect(inc.flatMap((s) => s.levels)).toEqual(['entry']);
    expect(inc.flatMap((s) => s.areas).length).toBeGreaterThan(0);
  });
});

describe('Swiss Kader and German "die Leitenden"', () => {
  it.each(['Kaderleute im Einkauf', 'Das Kader im Einkauf', 'Einkäufer, auch die Leitenden'])('%s names procurement leaders', (d) => {
    const inc = read(d).include;
    expect(inc.some((s) => s.areas.includes('procurement') && s.levels.includes('manager'))).toBe(true);
  });
});
