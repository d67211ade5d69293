// Session 29: a clause of place after an employer, to the end of its sentence ("…, except at law firms, where partner means
// something else", "…, onde sócio é outra coisa", "…, donde socio es otra cosa", "…, wo Partner etwas anderes heißt",
// "…, waar partner iets anders betekent") is a gloss on that employer: it names nobody (its "partner" was read as people,
// or as a title phrase that swallowed the people before it). Compiler: lexicon-employers.ts EMPLOYER_GLOSS, employer.ts
// withoutWords. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

describe('a clause of place after an employer is its gloss', () => {
  it.each([
    ['Founders and owners, except at law firms, where partner means something else.', ['law_firms']],
    ['Gründer und Eigentümer, nicht bei Anwaltskanzleien, wo Partner etwas anderes heißt.', ['law_firms']],
    ['Oprichters en eigenaren, niet bij advocatenkantoren, waar partner iets anders betekent.', ['law_firms']],
    ['Fundadores y dueños, salvo en despachos de abogados, donde socio es otra cosa.', ['law_firms']],
    ['Fundadores e donos — exceto em escritórios de advocacia, onde sócio é outra coisa.', ['law_firms']],
  ])('%s', (d, except) => {
    const r = compilePersona(d);
    expect(r.criteria.employer?.except).toEqual(except);
    // Founders and owners only: no partner rung, no title phrase, nothing unread.
    expect(r.criteria.include.map((s) => s.traits)).toEqual([['founder'], ['owner']]);
    expect(r.criteria.include.every((s) => !s.levels.length && !s.titles?.length)).toBe(true);
    expect(r.unrecognised).toEqual([]);
  });

  it('the employer said of everyone stays, with its gloss gone', () => {
    const r = compilePersona('Platform engineers at banks, where the core systems still run on mainframes.');
    expect(r.criteria.employer?.sectors).toEqual(['banking']);
    expect(r.criteria.include.length).toBe(1);
    expect(r.unrecognised).toEqual([]);
  });

  it('a later sentence is not swallowed', () => {
    const r = compilePersona('Founders, except at law firms, where it means something else. No board members.');
    expect(r.criteria.exclude.map((e) => e.employment)).toEqual([['board']]);
  });
});
