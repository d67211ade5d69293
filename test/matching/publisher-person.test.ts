// "the publisher" of a newspaper or magazine is a person, at the head of its business, as the title reader reads a
// "Publisher" (publishing, a leader's rung): "editors-in-chief and the publisher", "not the publisher" name people and no
// employer. "at publishers", "at the publisher", "publishing companies", "Verlage", "maisons d'édition", "editoriales",
// "editoras", "uitgeverijen" stay a kind of employer. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const paper = employerFacts({ name: 'The Harbour Gazette', industry: 'Newspaper Publishing', employees_count: 250 });
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: paper }, makeProfile('x', [{ title }])).match;

describe('compiler: the publisher is a person', () => {
  it.each([
    ['Desk heads, managing editors and the publisher.', 'include'],
    ['Magazine leadership: the editor-in-chief and the publisher.', 'include'],
    ['Newsroom chiefs. Not the publisher.', 'exclude'],
    ['Chefredakteure, aber nicht der Verleger.', 'exclude'],
    ['Hoofdredacteuren en de uitgever.', 'include'],
    ['Editores-chefes e o publisher.', 'include'],
    ['Rédacteurs en chef, pas le directeur de la publication.', 'exclude'],
  ] as const)('%s', (definition, side) => {
    const c = compilePersona(definition).criteria;
    expect(c.employer).toBeUndefined();
    const s = c[side].find((x) => x.areas.includes('publishing'));
    expect(s?.levels).toEqual(expect.arrayContaining(['director', 'c_level']));
  });

  it('the title "Publisher" is the person the persona names, kept or left out', () => {
    expect(matches('Managing editors and the publisher.', 'Publisher')).toBe(true);
    expect(matches('Section editors and desk heads. Not the publisher.', 'Publisher')).toBe(false);
  });
});

describe('compiler: publishers as employers stay a kind of employer', () => {
  it.each([
    'Sub-editors at publishers.',
    'Copy editors at the publisher.',
    'Lektoren bei Verlagen.',
    "Correcteurs chez les maisons d'édition.",
    'Correctores en editoriales.',
    'Revisores nas editoras.',
    'Eindredacteuren bij uitgeverijen.',
  ])('%s', (definition) => {
    expect(compilePersona(definition).criteria.employer?.sectors).toEqual(['publishing']);
  });
  it('"publisher" without "the" names nobody: "the rights and licensing team of a publisher"', () => {
    const c = compilePersona('The rights and licensing team of a publisher.').criteria;
    expect(c.include.flatMap((s) => s.areas)).toEqual(['rights_licensing']);
  });
  it('and excepted after "not at"', () => {
    expect(compilePersona('Proofreaders, not at the publisher.').criteria.employer?.except).toEqual(['publishing']);
  });
});
