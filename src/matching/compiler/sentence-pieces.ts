// The pieces of one sentence of a persona (compile.ts), before they meet the sentences around them: read
// (read-sentence.ts), and left out when the sentence restates, only names what is sold, or is the persona's title.
import type { Piece } from './piece.js';
import { employmentRestriction } from './scope.js';
import { tagSentence } from './tag-sentence.js';
import { readSentence } from './read-sentence.js';
import { withoutHeading, withoutRestated } from './responsibility.js';
import { unknownHeads } from './unknown-head.js';
import { leadersAboveNoun } from './noun-up.js';
import { deputiesOfNamed } from './deputies.js';
import type { Reading } from './reading.js';

/** Areas called "ops" (DATA): a later bare "ops" restates them. */
const OPS_AREAS: ReadonlySet<string> = new Set(['revops', 'devops']);

/** One sentence's pieces and its inclusions among them. */
export interface SentencePieces {
  pieces: Piece[];
  ins: Piece[];
}

/**
 * The pieces sentence n names ("Heads of finance, not the CFO." → the heads included, the CFO excluded), or none when it
 * names nobody beside the other sentences ("HR & payroll tool. Who signs: …"; a title line "Retail." over lists).
 */
export function sentencePieces(r: Reading, n: number, sentence: string): SentencePieces | undefined {
  const { it, devops } = r;
  // "Whoever signs off on software. That is the CEO and the CTO.": the first sentence was a heading.
  r.lastIn = withoutHeading(r.lastIn, r.insOf[n - 1], r.sentences[n - 1], sentence);
  const pieces = unknownHeads(
    deputiesOfNamed(
      leadersAboveNoun(readSentence(sentence, it, devops, !r.include.length && !r.lastIn.length, r.procurementContext, r.read[n]?.context).pieces),
    ),
    r.warnings,
    r.unrecognised,
  );
  // A kind of employer said of this sentence's people only ("At the hospitals, also the heads of purchasing.").
  const own = r.read[n]?.employer;
  if (own) for (const p of pieces) if (p.mode === 'in') p.employer = own;
  // … and of some of the people it leaves out ("not the avocats of law firms, not interns": the avocats only at law firms).
  for (const at of r.read[n]?.excludeEmployer ?? []) {
    const named = new Set(at.people.split(' '));
    for (const p of pieces) if (p.mode === 'ex' && p.words.some((w) => w.split(' ').some((x) => named.has(x)))) p.employer = at.employer;
  }
  // "Revenue operations, manager and up. Ops people only, not sales leadership.": the bare "ops" of a later sentence that says
  // "only" or sets it against others names the ops area included before (RevOps), not all of operations.
  const restates = (p: Piece) =>
    p.mode === 'in' &&
    p.areas.join() === 'operations' &&
    !p.levels.length &&
    !p.roles.length &&
    !p.traits.length &&
    !p.employment.length &&
    r.lastIn.some((x) => x.mode === 'in' && x.areas.some((a) => OPS_AREAS.has(a)));
  if (pieces.some(restates) && tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'only' || t.tag?.k === 'neg'))
    pieces.splice(0, pieces.length, ...pieces.filter((p) => !restates(p)));
  // "This is the B2B sales force.": areas named again, at no rung, add nobody.
  if (n > 0) pieces.splice(0, pieces.length, ...withoutRestated(pieces, r.lastIn, sentence));
  const ins = pieces.filter((p) => p.mode === 'in');
  employmentRestriction(ins, () => tagSentence(sentence, it, devops).tagged.some((t) => t.tag?.k === 'only'));
  // "HR & payroll tool. Who signs: …": a sentence that only names what is sold names nobody when others name the people.
  const nobody = (p: Piece) =>
    !p.noun && !p.levels.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.buy && !p.run && !p.alone && !p.all;
  if (r.sentences.length > 1 && ins.length === pieces.length && ins.some((p) => p.software && p.areas.length) && ins.every(nobody)) return undefined;
  // "Retail. Stores: …; Buying: …; Marketing: …": a first sentence that is one bare area, over sentences that each head
  // their own list, is the persona's title (the kind of business), not everyone in that area.
  if (n === 0 && titleLine(ins, pieces, sentence, r.sentences.slice(1))) {
    r.warnings.push({
      code: 'unrecognised',
      text: sentence,
      message: `"${sentence}" reads as the persona's title over the lists after it and names nobody itself.`,
    });
    return undefined;
  }
  return { pieces, ins };
}

/** A first sentence of one bare area and nothing else, before two or more sentences that each head a list ("AREA: …"). */
function titleLine(ins: readonly Piece[], pieces: readonly Piece[], sentence: string, rest: readonly string[]): boolean {
  const [p] = ins;
  if (ins.length !== 1 || pieces.length !== 1 || !p || sentence.includes(':')) return false;
  const bare = p.areas.length > 0 && !p.levels.length && !p.weak.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.noun && !p.all;
  return bare && p.words.length === 1 && rest.length >= 2 && rest.every((s) => /^[^:]{1,40}:\s*\S/u.test(s));
}
