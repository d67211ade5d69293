// Session 29: R&D in a persona is research, as the title reader reads "Head of R&D", besides engineering ("heads of R&D"
// kept no "Head of R&D"); "I+D", "I+D+i", "I&D", "P&D" and "F&E" are R&D, in a persona and in a title. "Los ingenieros de
// software", "engenheiros de software": people named before a product word with "de" name people, not the seller's
// product (the whole sentence was taken for the seller's context, so its exclusion was lost). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('R&D leaders', () => {
  it.each(['Heads of R&D', 'Jefes de I+D', 'Responsables de I+D+i', 'Diretores de I&D', 'Gerentes de P&D', 'Leiter F&E', 'Hoofden R&D'])(
    '%s names research',
    (d) => {
      expect(compilePersona(d).criteria.include.flatMap((s) => s.areas)).toContain('research');
    },
  );
  it.each(['Head of R&D', 'Jefa de I+D', 'Responsable I+D+i', 'Diretora de I&D', 'Leiterin F&E'])('%s is kept by an R&D leaders persona', (title) => {
    expect(keeps('R&D leadership: heads and directors of R&D', title)).toBe(true);
  });
  it('an R&D leaders persona leaves out the finance head', () => {
    expect(keeps('R&D leadership: heads and directors of R&D', 'Head of Finance')).toBe(false);
  });
});

describe('software engineers said in Romance order are people', () => {
  it.each([
    ['Jefes de producto. No los ingenieros de software.', 'Ingeniera de Software'],
    ['Gerentes de engenharia. Sem engenheiros de software.', 'Engenheiro de Software Sênior'],
    ['Chefs de projet. Pas les développeurs de logiciels.', 'Développeur logiciel'],
  ])('%s leaves out the software engineers', (d, title) => {
    const r = compilePersona(d);
    expect(r.criteria.exclude.flatMap((e) => e.areas)).toContain('software');
    expect(keeps(d, title)).toBe(false);
  });
  it('a product sentence is still the seller context', () => {
    const r = compilePersona('Plataforma de gestión de flotas. Jefes de logística.');
    expect(r.criteria.include.flatMap((s) => s.levels)).toContain('head');
    expect(r.criteria.exclude).toEqual([]);
  });
});
