// Session 26 (issue 22): a university's graduate school in five languages is education, not the junior rung "graduates"
// (lexicon-care.ts). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('directors of the graduate school lead education', () => {
  it.each([
    'University leadership: provosts, deans, heads of department, directors of the graduate school',
    'Deans and the director of the grad school',
    'Leitung der Graduiertenschule und Dekane',
    "Directeurs d'école doctorale et doyens",
    'Directores de la escuela de posgrado y decanos',
  ])('%s', (d) => {
    const { include } = compilePersona(d).criteria;
    for (const s of include) {
      expect(s.areas).toEqual(['education']);
      expect(s.traits).not.toContain('junior');
      expect(s.levels).not.toContain('entry');
    }
    expect(keeps(d, 'Dean of Engineering')).toBe(true);
    expect(keeps(d, 'Graduate Research Assistant')).toBe(false);
  });
});
