// Session 26 (issue 22): the verb "exclude" in French, German, Spanish, Portuguese and Dutch, as an infinitive, an imperative or
// a passive, before or after what is left out, is a negation (lexicon.ts; before: "Excluir consejeros y asesores" included
// board members and advisors, "Exclure les stagiaires" included interns). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('"exclude" as a verb in five languages leaves out what it names', () => {
  it.each([
    'Responsables commerciaux. Exclure les stagiaires.',
    'Vertriebsleiter. Ausschließen: Praktikanten.',
    'Vertriebsleiter; Praktikanten ausschließen.',
    'Jefes de ventas. Excluir becarios.',
    'Jefes de ventas. Se excluyen los becarios.',
    'Gerentes comerciais. Excluir estagiários.',
    'Salesmanagers. Uitsluiten: stagiairs.',
    'Salesmanagers; stagiairs uitsluiten.',
  ])('%s', (d) => {
    const { include, exclude } = compilePersona(d).criteria;
    expect(include.every((s) => !s.levels.includes('intern'))).toBe(true);
    expect(exclude.some((s) => s.levels.includes('intern'))).toBe(true);
    expect(keeps(d, 'Sales Intern')).toBe(false);
  });
  it('board members and advisors after "Excluir" are left out', () => {
    const d = 'Fundadores y cofundadores. Excluir consejeros y asesores.';
    expect(keeps(d, 'Co-Founder & CEO')).toBe(true);
    expect(keeps(d, 'Board Advisor')).toBe(false);
    expect(compilePersona(d).criteria.include.every((s) => !s.employment.includes('board') && !s.employment.includes('advisor'))).toBe(true);
  });
});
