// Session 17 (issue 22): misreads found on development set 6, each fixed as a general rule and held here with our
// own wordings (paraphrases and other languages), never the set's sentences.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('areas said to be included add to a department, never narrow it (attach.ts)', () => {
  it.each([
    ['The whole marketing team (product marketing included)', 'Content Marketing Manager', 'Product Marketing Manager'],
    ['All of HR (recruiting included)', 'HR Business Partner', 'Recruiter'],
    ['Todo el equipo de ventas (incluido customer success)', 'Account Executive', 'Customer Success Manager'],
    ['Das ganze Vertriebsteam (Customer Success inbegriffen)', 'Vertriebsmitarbeiter', 'Customer Success Manager'],
    ['Todo o time de vendas (customer success incluído)', 'Executivo de Vendas', 'Customer Success Manager'],
    ['The sales team, including customer success', 'Account Executive', 'Customer Success Manager'],
  ])('%s keeps the %s and the %s', (d, whole, added) => {
    expect(matches(d, whole)).toBe(true);
    expect(matches(d, added)).toBe(true);
  });
  it('areas alone in parentheses still narrow a department', () => {
    expect(matches('GTM leadership (sales, marketing)', 'VP Customer Success')).toBe(false);
    expect(matches('GTM leadership (sales, marketing)', 'VP Sales')).toBe(true);
  });
});
