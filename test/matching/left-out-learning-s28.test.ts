// Session 28: "fica de fora", "queda fuera", "reste dehors", "valt af", "fällt raus" leave their subject out; the title reader reads "T&D", "Head of Learning", "développement des compétences", "responsable
// formation" as learning and development. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const criteria = (d: string) => compilePersona(d).criteria;

describe('postfix "left out" in five languages', () => {
  it.each([
    'RH e DP; recrutamento fica de fora',
    'RRHH; el reclutamiento queda fuera',
    'RH ; le recrutement reste dehors',
    'HR; recruitment valt af',
    'Personal; Recruiting fällt raus',
  ])('%s excludes recruiting', (d) => {
    const c = criteria(d);
    expect(c.exclude.some((s) => s.areas.includes('recruiting'))).toBe(true);
    expect(c.include.some((s) => s.areas.includes('recruiting'))).toBe(false);
  });
});

describe('learning titles', () => {
  it.each(['Analista de T&D', 'Gerente de T&D', 'Head of Learning', 'Responsable développement des compétences', 'Responsable formation'])(
    '%s is learning and development',
    (title) => {
      const facts = readPerson(makeProfile('x', [{ title }]));
      expect(facts.roles[0]?.areas).toContain('learning');
    },
  );
});
