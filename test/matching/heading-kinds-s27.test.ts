// Session 27 (issue 22): fields listed under a heading of people whose noun fields share ("Hands-on designers: product, UX and
// UI") are kinds of those people, not everyone in the field (compiler/share-noun.ts headingKinds); so are the fields before
// a shared noun after a rung ("senior product and UX designers"). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;
const areas = (d: string) => [...new Set(compilePersona(d).criteria.include.flatMap((s) => s.areas))];

describe('fields under a heading of people are their kinds', () => {
  it.each([
    'Hands-on designers: product, UX and UI, from junior to senior.',
    'Designers: product, UX, UI',
    'Junior to senior product and UX designers',
    'Senior product and UX designers',
  ])('%s', (d) => {
    expect(areas(d)).toEqual(['design']);
    expect(keeps(d, 'Senior Product Designer')).toBe(true);
    expect(keeps(d, 'Product Manager')).toBe(false);
  });
  it('engineers under a heading keep their kinds', () => {
    expect(areas('Engineers: backend, frontend and mobile')).toEqual(['software']);
  });
  it('a field that makes no kind with the noun leaves the list alone', () => {
    expect(areas('Designers: product, and marketing managers')).toContain('marketing');
  });
});
