// Session 26 (issue 22): "those who decide" in five languages is the buyers (decision makers), and a sentence that starts by
// adding people ("plus", "sowie", "ainsi que", "además") names its employer for them only (employer-parts.ts addedSentence).
// Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('"those who decide" are the decision makers', () => {
  it.each([
    'Fundadores y cofundadores, más los que deciden. Nada de consejo ni asesores.',
    'Fundadores; también los directivos que toman decisiones.',
    'Les fondateurs et ceux qui décident',
    'Gründer und wer entscheidet',
    'Fundadores e os que decidem',
  ])('%s', (d) => {
    const { include } = compilePersona(d).criteria;
    expect(include.some((s) => s.traits.includes('decision_maker'))).toBe(true);
    expect(compilePersona(d).unrecognised).toEqual([]);
    expect(keeps(d, 'Chief Operating Officer')).toBe(true);
    expect(keeps(d, 'Software Engineer')).toBe(false);
  });
});

describe('an employer of people added in a sentence that starts by adding is theirs only', () => {
  it.each([
    'Controllers; plus risk analysts at banks',
    'Controller; sowie Risikoanalysten bei Banken',
    'Contrôleurs de gestion. Ainsi que les analystes risques dans les banques.',
  ])('%s', (d) => {
    const c = compilePersona(d);
    expect(c.criteria.employer?.sectors ?? []).toEqual([]);
    // Session 29: the added people are taken at banks only (Selector.employer), the controllers everywhere.
    expect(c.criteria.include.filter((s) => s.employer).map((s) => [s.areas, s.employer?.sectors])).toEqual([[['risk'], ['banking']]]);
    expect(c.criteria.include.filter((s) => !s.employer).map((s) => s.areas)).toEqual([['controlling']]);
  });
  it('a first sentence that starts with "Plus:" still names the employer', () => {
    expect(compilePersona('Plus: CFOs at banks.').criteria.employer?.sectors).toEqual(['banking']);
  });
});
