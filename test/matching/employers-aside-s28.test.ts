// Session 28: a parenthesis right after a word for employers says which kinds they are, as one after a workplace does
// ("at our employers (insurer, savings bank, law firm)", "bei den Arbeitgebern (Versicherung, Sparkasse, Kanzlei)"):
// the kinds are the employer condition, not people (a bare "Versicherung" was read as underwriting and claims people, a
// "law firm" as outside counsel). A kind said in the singular there, or after "at", names it too. Own words
// (employer-asides.ts workplaceAside, lexicon-employers.ts EMPLOYERS_ASIDE).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria;

describe('a parenthesis after a word for employers names their kinds', () => {
  it.each([
    ['Graduates and interns at our employers (insurer, savings bank, law firm).', ['insurance', 'banking', 'law_firms']],
    ['Trainees und Praktikanten bei unseren Arbeitgebern (Versicherung, Sparkasse).', ['insurance', 'banking']],
    ['Stagiaires chez nos employeurs (assureur, banque, cabinet d’avocats).', ['insurance', 'banking', 'law_firms']],
    ['Stagiairs bij de werkgevers (verzekeraar, bank, advocatenkantoor).', ['insurance', 'banking', 'law_firms']],
    ['Becarios en los empleadores (aseguradora, banco).', ['insurance', 'banking']],
    ['Estagiários nas organizações (seguradora, banco).', ['insurance', 'banking']],
  ])('%s', (d, sectors) => {
    const c = read(d);
    expect(c.employer?.sectors).toEqual(sectors);
    // The kinds name nobody: every person asked for is a trainee, none of an area, none a contractor.
    expect(c.include.every((s) => s.areas.length === 0 && !s.employment.includes('contractor'))).toBe(true);
  });
  it('a kind in the singular after "at" is the employer', () => {
    expect(read('Gestionnaires sinistres chez un assureur.').employer?.sectors).toEqual(['insurance']);
    expect(read('Schadenregulierer in der Versicherung.').employer?.sectors).toEqual(['insurance']);
    expect(read('Paralegals at the law firm.').employer?.sectors).toEqual(['law_firms']);
  });
  it('a parenthesis of people after a word for employers is no employer', () => {
    expect(read('Finance people at our employers (controllers, accountants).').employer).toBeUndefined();
  });
});
