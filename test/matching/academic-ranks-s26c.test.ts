// Session 26 (development set 12): the senior academic ranks named in a persona ("profesores titulares y catedráticos",
// "full professors", "maîtres de conférences", "hoogleraren", "W3-Professoren", "Lehrstuhlinhaber") are the senior
// rung of the teaching staff, as the title reader reads those titles (they read as every teaching IC, so assistants,
// associates and lecturers were kept); "PTU" / "TEU" (Spain's titular professor) is that rank. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

describe('compiler: senior academic ranks', () => {
  it.each([
    'Catedráticos y profesores titulares',
    'Full professors and tenured professors',
    'Maîtres de conférences',
    'Hoogleraren en universitair hoofddocenten',
    'Lehrstuhlinhaber und W3-Professoren',
    'Professores catedráticos',
  ])('%s', (definition) => {
    const c = compilePersona(definition).criteria;
    expect(c.include).toEqual([expect.objectContaining({ areas: ['education'], levels: ['senior'], traits: [] })]);
  });
});

describe('reader: PTU', () => {
  it.each(['PTU', 'Profesora Titular (PTU)', 'TEU'])('%s is a senior academic', (title) => {
    expect(readPerson(makeProfile('x', [{ title }])).roles[0]).toMatchObject({ level: 'senior', areas: ['education'] });
  });
});

describe('matcher: the full professors, not the assistants and associates', () => {
  const persona: PersonaInput = {
    slug: 'p',
    name: 'p',
    definition: 'Catedráticos y profesores titulares de la universidad; no los asociados ni los ayudantes.',
  };
  it('keeps the catedrática and the PTU', async () => {
    const titles = ['Catedrática de Universidad', 'PTU', 'Profesor Asociado', 'Profesora Ayudante Doctora', 'Teaching Assistant'];
    const profiles = titles.map((title, i) => makeProfile(`p${i}`, [{ title }]));
    const kept = (await createMatcher({ kind: 'rules' }).match(persona, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0', 'p1']);
  });
});
