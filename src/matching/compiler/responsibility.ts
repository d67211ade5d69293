// Personas written by responsibility, as in a sales playbook (development set 24): a responsibility said first and spelled
// out in the next sentence ("Whoever signs off on software purchases. In organisations this size that is the CEO, …") is a
// heading; context sentences ("They typically report to the CFO", "This is the B2B sales force") name nobody; "leave X out";
// "X are reps" when the reps are left out; a function said to approve, left out.
import { norm } from '../reader/text.js';
import type { Piece } from './piece.js';

/** A sentence that names people by what they are responsible for (English). */
const RESPONSIBILITY = /^(?:whoever|anyone|anybody|everyone|everybody|the (?:person|people|one|ones) (?:who|that)|those (?:who|that)|people (?:who|that))\b/;

/** A sentence that says who that is (English): "That means …", "In other words …", "In organisations this size that is …". */
const SPELLED_OUT =
  /^(?:that means|this means|which means|that is|that s|this is|in other words|i e|namely|concretely|in practice|specifically|(?:in|at|for) (?:an? )?(?:organisations?|organizations?|companies|company|firms?|businesses|business) (?:of )?(?:this|that|our target) size (?:that is|this is|that means|it is|that s|these are|those are))\b/;

/** Whether `sentence` spells out the responsibility `previous` named, so that `previous` names nobody by itself. */
export function spellsOut(previous: string | undefined, sentence: string): boolean {
  return previous !== undefined && RESPONSIBILITY.test(norm(previous)) && SPELLED_OUT.test(norm(sentence));
}

/** "This is the B2B sales force", "These are sales people": a sentence that restates whose persona it is. */
const RESTATES = /^(?:this is|these are|this means|it s|that s|we are talking about|we mean)\b/;
/** Whether the sentence only restates the persona's scope (its inclusions name no one new). */
const restatesScope = (sentence: string): boolean => RESTATES.test(norm(sentence));

/** "not the reps", "no reps", "excluding ICs": the definition leaves the reps or the individual contributors out. */
const REPS_OUT = /\b(?:not|no|excluding|exclude|without|never)\s+(?:the\s+|any\s+)?(?:sales\s+)?(reps|representatives|individual contributors|ics)\b/;
/** "Key account managers are reps, whatever their title says": said to be among those left out. */
const ARE_REPS = /\b(are|is)\s+(?:just\s+|only\s+|really\s+|still\s+|also\s+)?(?:sales\s+)?(?:reps|representatives|individual contributors|ics)\b/i;

/** A sentence saying some people are reps (or ICs) when the definition leaves those out: they are left out too. */
export function areLeftOutKind(definition: string, sentence: string): string {
  return REPS_OUT.test(norm(definition)) && ARE_REPS.test(sentence) ? sentence.replace(ARE_REPS, '$1 not the target') : sentence;
}

/**
 * The words of a sentence before it is cut into words: "This person typically reports to the CFO: …", "They usually report to
 * the COO." say whom they report to, which names nobody (the list after a colon still names them; not "people who report to
 * the CFO", tokens REPORTED_TO_EN); "leave the CFO and the finance team out", "keep interns out" are said as "leave out …".
 */
export function responsibilityWords(text: string): string {
  return text
    .replace(/^\s*(?:this person|these people|this role|they|he or she|she or he)\s+(?:\w+ly\s+)?reports?\s+(?:in)?to\s+[^:;]*?(?::|$)/i, ' ')
    .replace(
      /\b(leave|keep)\s+(?!(?:it|them|those|these|that|this)\s+out\b)((?:the|all|any|our|their|every)\s+[^,.;:()]{1,80}?)\s+out\b(?!\s+of\b)/gi,
      (_m, v: string, what: string) => (v.toLowerCase() === 'keep' ? ` leave out ${what} ` : ` ${v} out ${what} `),
    );
}

/** The people read so far, without those of the sentence before when `sentence` spells out the responsibility it named. */
export function withoutHeading(lastIn: Piece[], heading: Piece[] | undefined, previous: string | undefined, sentence: string): Piece[] {
  return heading && spellsOut(previous, sentence) ? lastIn.filter((p) => !heading.includes(p)) : lastIn;
}

/** "This is the B2B sales force.": in a sentence restating the scope, areas named before, at no rung, add nobody. */
export function withoutRestated(pieces: Piece[], lastIn: readonly Piece[], sentence: string): Piece[] {
  if (!restatesScope(sentence)) return pieces;
  const again = (p: Piece) =>
    p.mode === 'in' &&
    p.areas.length > 0 &&
    !p.levels.length &&
    !p.roles.length &&
    !p.traits.length &&
    p.areas.every((a) => lastIn.some((x) => x.areas.includes(a)));
  return pieces.filter((p) => !again(p));
}

/**
 * "Finance approves the budget line but does not choose the tool": a function said to approve or decide, left out, is that
 * function's people; as a condition the deciders of a function would take the company's chief with them (judge.ts).
 */
export function approversLeftOut(p: Piece): void {
  if (p.areas.length && !p.levels.length && !p.roles.length) p.traits = p.traits.filter((t) => t !== 'budget_holder' && t !== 'decision_maker');
}
