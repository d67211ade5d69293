// A sentence that scopes the people named before it instead of naming more (compile.ts): rungs alone ("VP, Head and
// Director titles."), a permission ("fractional CFOs are fine"), areas said as "only", a condition.
import { LEVEL_RANK, LEVELS } from '../criteria.js';
import type { Piece } from './piece.js';
import { norm } from '../reader/text.js';
import { narrowByCondition, scopeBySentence, widenByPermission } from './scope.js';
import { tagSentence } from './tag-sentence.js';
import { ANY_AREA } from './lexicon-buyers.js';
import { kindOfWork, rungSentence, rungsUpToChief, rungsWelcome } from './rung-scope.js';
import { readExclusions } from './exclusions.js';
import type { Reading } from './reading.js';
import type { SentencePieces } from './sentence-pieces.js';

const FULL = LEVELS.filter((l) => LEVEL_RANK[l] >= LEVEL_RANK.entry && LEVEL_RANK[l] <= LEVEL_RANK.c_level);

/**
 * Whether the sentence scoped the people before it ("Finance and accounting. Managers and up." gives the rungs to the
 * areas); its exclusions are read then, and it adds nobody of its own.
 */
export function scopesBefore(r: Reading, sentence: string, { pieces, ins }: SentencePieces): boolean {
  const { it, devops } = r;
  // A sentence made only of levels scopes the areas of the sentence before it.
  // "… de qualquer área": rungs said to hold in any area scope nothing. ("The buyers are their team leads." refers back: it
  // adds the leads of the people before it, resolved below.)
  // ("Individual contributors only, junior through lead.": the conditions said with the rungs hold for the people as well.)
  const rungs = ANY_AREA.test(norm(sentence))
    ? undefined
    : (rungSentence(ins) ??
      (r.lastSentenceIn.some((x) => x.areas.length)
        ? rungsUpToChief(
            ins,
            tagSentence(sentence, it, devops).tagged,
            r.lastSentenceIn.filter((x) => x.areas.length),
          )
        : undefined));
  if (rungs && r.lastSentenceIn.some((p) => p.areas.length || kindOfWork(p))) {
    const { levels } = rungs;
    const any = rungs.any || FULL.every((l) => levels.includes(l) || l === 'partner' || l === 'svp' || l === 'tech_lead');
    // "…; team leads too.": levels said to be included add to the rungs before them.
    const too = tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'inc');
    const added: Piece[] = [];
    for (const p of r.lastSentenceIn.filter((x) => x.areas.length || kindOfWork(x))) {
      // ("BDRs and AMs. Grads are fine too.": people named at no rung keep every rung; the rungs said to be welcome are added
      // with their areas, not put in their place.)
      if (too && !any && !p.levels.length) added.push(...rungsWelcome(p, levels, rungs.traits));
      else p.levels = any ? [] : too && p.levels.length ? [...new Set([...p.levels, ...levels])] : levels;
      if (!too || any || p.levels.length) p.traits = [...new Set([...p.traits, ...rungs.traits])];
    }
    readExclusions(
      r,
      pieces.filter((x) => x.mode !== 'in'),
    );
    r.lastIn = [...r.lastIn, ...added, ...rungs.conditions];
    return true;
  }
  // "CFO, VP Finance; fractional CFOs are fine": a permission widens the pieces before it and adds nobody else.
  // "Interns and working students. Only sales or marketing ones.": a sentence of areas said as "only" scopes them.
  const permits = () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'inc');
  const only = () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'only');
  if (widenByPermission(ins, r.lastIn, permits) || scopeBySentence(ins, r.lastSentenceIn) || narrowByCondition(ins, r.lastIn, only)) {
    readExclusions(
      r,
      pieces.filter((x) => x.mode !== 'in'),
    );
    return true;
  }
  return false;
}
