// The tool lexicon's phrases are combinations (every system name with every word for its owners, ~77,000 phrases), indexed
// word by word (Entry.combined in compiler/lexicon.ts, tokens.ts) because tokenising each whole phrase took 15 s at
// start-up. Indexing them so is right only while tokenising a combined phrase whole gives the same words: a sample of
// every combined entry, whole, is found in the index as that entry's tag.
import { describe, expect, it } from 'vitest';
import { LEXICON } from '../../src/matching/compiler/lexicon.js';
import { tag, tokenise } from '../../src/matching/compiler/tokens.js';

const combined = LEXICON.filter((e) => e.combined);

describe('combined lexicon phrases', () => {
  it('the tool lexicon is the combined one, and large', () => {
    expect(combined.length).toBeGreaterThan(5);
    expect(combined.reduce((n, e) => n + e.phrases.split('|').length, 0)).toBeGreaterThan(10_000);
  });

  it('a combined phrase tokenised whole reads as its entry', () => {
    for (const e of combined) {
      const phrases = e.phrases.split('|');
      // Every 37th phrase, and the first and last of each entry.
      const sample = phrases.filter((_, i) => i % 37 === 0 || i === phrases.length - 1);
      for (const phrase of sample) {
        const tagged = tag(tokenise(phrase)).filter((t) => t.tag !== null);
        expect({ phrase, tags: tagged.map((t) => t.tag) }).toEqual({ phrase, tags: [e.tag] });
      }
    }
  });
});
