// "Zorginstellingen. Zorg: leidinggevenden …; facilitair: …", "Hospitals. Healthcare: ward managers; IT: …": a sector's word
// heading a sentence names the employer ("Healthcare: nurses", employer-find.ts heading), unless an earlier sentence has
// named that kind of employer by its noun already. Then the heading is the department of that name at those employers
// (the care floor of the care homes), as the other sentences' headings are theirs: when the word is an area of the people's
// lexicon, it is left to the people's grammar, which reads it as the heading of the list after it.
import type { Sector } from '../criteria.js';
import type { Found } from './employer-find.js';
import { tagSentence } from './tag-sentence.js';

/** Whether a sector word found heading a sentence is, after that sector's noun in an earlier sentence, a department. */
export function departmentAfterEmployer(folded: string, f: Found & { frame: string }, named: ReadonlySet<Sector>): boolean {
  if (f.kind !== 'word' || f.frame !== 'at' || !named.has(f.sector)) return false;
  if (folded.slice(0, f.start).trim() || !/^\s*:/.test(folded.slice(f.end))) return false;
  const own = tagSentence(f.text).tagged;
  return own.length === 1 && own[0]?.tag?.k === 'area';
}
