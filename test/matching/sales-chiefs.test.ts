// Session 26 (issue 22): "CSO" and "CCO" beside sales words, with no word of security, customer success or support, are the
// chief sales / commercial officer (lexicon-buyers.ts BUYER_SENSES; before: "CSO" was always the security chief). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('"CSO" / "CCO" beside sales words are the sales chief', () => {
  it.each([
    'Sales leaders: VP Sales, CSO/CCO, heads of sales',
    'Vertriebsleitung bis hoch zum CSO',
    'Direction commerciale : directeurs commerciaux et CCO',
    'Directores de ventas y el CSO',
    'Diretores comerciais e o CCO',
    'Verkoopdirecteuren en de CSO',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.include.every((s) => !s.roles.includes('ciso') && !s.areas.includes('security'))).toBe(true);
    expect(keeps(d, 'Chief Sales Officer') || keeps(d, 'Chief Commercial Officer')).toBe(true);
    expect(keeps(d, 'Chief Information Security Officer')).toBe(false);
  });
});

describe('alone, or beside security or customer words, they keep their other sense', () => {
  it.each([
    ['The CSO (security)', 'ciso'],
    ['CSO and CISO', 'ciso'],
    ['Customer success leaders and the CCO', 'cco'],
    ['Security and sales engineering: the CSO', 'ciso'],
  ])('%s', (d, role) => {
    expect(compilePersona(d).criteria.include.some((s) => s.roles.includes(role))).toBe(true);
  });
});
