// The rungs of one sentence's people settled with the sentences before it (compile.ts): rungs carried to an added area,
// ranges, ladders, references back (references.ts), boss words.
import { carryRungs, rangeAfterParentheses } from './scope.js';
import { tagSentence } from './tag-sentence.js';
import { ALSO } from './lexicon.js';
import { fillLadder, fillLeadership } from './ladder.js';
import { leadersUpToSeat, nounsUpToChief } from './chief-cap.js';
import { bossRungs } from './boss-rung.js';
import { leadersHandsOn, rangeOfList } from './rung-scope.js';
import { referencesBack } from './references.js';
import type { Reading } from './reading.js';
import type { SentencePieces } from './sentence-pieces.js';

/** The rungs a sentence's pieces hold ("Heads and directors of sales. Marketing too." gives marketing the same rungs; "reps up to the VP"). */
export function settleRungs(r: Reading, sentence: string, sp: SentencePieces): void {
  const { pieces, ins } = sp;
  // "… heads and directors. Product marketing belongs too.": an added area takes the rungs of the list before it.
  const addition = () => tagSentence(sentence, r.it, r.devops).tagged.some((t) => t.tag?.k === 'inc' || t.tag?.k === 'plus' || ALSO.has(t.text));
  carryRungs(ins, r.lastSentenceIn, addition);
  rangeAfterParentheses(pieces);
  rangeOfList(pieces);
  nounsUpToChief(pieces);
  leadersUpToSeat(pieces);
  fillLadder(ins);
  referencesBack(r, sp);
  fillLeadership(ins);
  ins.forEach(leadersHandsOn);
  // "Vertrieb: Leiter und Direktoren. Customer Success auch.": the rungs of a boss word in sales are settled with the
  // sentence, so an area added after it takes the rungs meant (boss-rung.ts).
  for (const p of pieces) p.levels = bossRungs(p.words, p.areas, p.levels);
}
