// Session 27 (issue 22): "X and their managers: A, B and C" — the list after the colon says who "their managers" are
// (leaders only); the people named before the reference stay (compiler/read-sentence.ts). Own wordings, three languages.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('the people before "their managers: …" stay', () => {
  it.each([
    'Buyers and their managers: purchasing team leads, purchasing managers and heads of purchasing.',
    'Acheteurs et leurs managers : responsables achats et directeurs achats.',
    'Inkopers en hun managers: inkoopmanagers en hoofden inkoop.',
  ])('%s', (definition) => {
    expect(keeps(definition, 'Senior Buyer')).toBe(true);
    expect(keeps(definition, 'Head of Purchasing')).toBe(true);
    expect(keeps(definition, 'Sales Manager')).toBe(false);
  });

  it('a list that names people of its own still defines the sentence', () => {
    expect(keeps('Engineers and their managers: EMs and heads of engineering.', 'Engineering Manager')).toBe(true);
  });
});
