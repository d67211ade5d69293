// Personas written by responsibility, as in a sales playbook (development set 24): a responsibility said first and spelled
// out in the next sentence ("Whoever signs off on software purchases. In organisations this size that is the CEO, …") is a
// heading; context sentences ("They typically report to the CFO", "This is the B2B sales force") name nobody; "leave X out";
// "X are reps" when the reps are left out; a function said to approve, left out.
import { areaCovers } from '../criteria.js';
import { foldMapped, foldText } from './fold.js';
import type { Language } from './language.js';
import { EITHER_ENGAGEMENT, LEAVE_OUT, OUT_HEADING, SEAT_CONDITION, kindSource, opensWith } from './lexicon-sentences.js';
import type { Piece } from './piece.js';
import { ELSE_MARKERS, TOP_OF_LIST } from './lexicon-fallbacks.js';

/** A sentence that names people by what they are responsible for (lexicon-sentences.ts heading, six languages). */
const RESPONSIBILITY = opensWith('heading');
/** A sentence that says who that is: "That means …", "Das heißt …", "In organisations this size that is …". */
const SPELLED_OUT = opensWith('spelled_out');
const folded = (s: string) => foldText(s).trim();

/** Whether `sentence` spells out the responsibility `previous` named, so that `previous` names nobody by itself. */
export function spellsOut(previous: string | undefined, sentence: string): boolean {
  return previous !== undefined && RESPONSIBILITY.test(folded(previous)) && SPELLED_OUT.test(folded(sentence));
}

/** "This is the B2B sales force", "Il s'agit des commerciaux": a sentence that restates whose persona it is. */
const RESTATES = opensWith('restates');
/** Whether the sentence only restates the persona's scope (its inclusions name no one new). */
const restatesScope = (sentence: string): boolean => RESTATES.test(folded(sentence));

/** "not the reps", "no reps", "pas les vendeurs": the definition leaves the reps or the individual contributors out. */
const REPS_OUT = new RegExp(`\\b${kindSource('reps_out')}\\b`);
/** "Key account managers are reps, whatever their title says": said to be among those left out. */
const ARE_REPS = new RegExp(`(?:^|\\s)${kindSource('are_reps')}\\b`, 'd');

/** A sentence saying some people are reps (or ICs) when the definition leaves those out: they are left out too. */
export function areLeftOutKind(definition: string, sentence: string): string {
  if (!REPS_OUT.test(foldText(definition))) return sentence;
  const { text, at } = foldMapped(sentence);
  const m = ARE_REPS.exec(text);
  const verb = m?.indices?.find((g, i) => i > 0 && g !== undefined);
  if (!m || !verb) return sentence;
  const end = m.index + m[0].length;
  const raw = (i: number) => (i < at.length ? (at[i] ?? sentence.length) : sentence.length);
  return `${sentence.slice(0, raw(verb[0]))}${text.slice(verb[0], verb[1])} not the target${sentence.slice(raw(end))}`;
}

/** Whom they report to, at the start of a clause, up to a colon or the end. */
const REPORTS_TO = new RegExp(`^\\s*${kindSource('reports_to')}\\b[^:;]*?(?::|$)`);
/** Clauses: a sentence is cut after a dash between spaces or a semicolon (the marks stay with the clause before). */
const CLAUSES = /(?<=\s[-–—]\s|[–—;])/;
/** "X is a separate topic", "Qualität ist ein eigenes Thema": the subject (a few words, no pronoun) is left out. */
const OWN_TOPIC = new RegExp(
  `^\\s*(?!(?:that|this|it|das|dies|es|cela|ca|c|eso|esto|isso|isto|dat|dit|het)\\b)([^,:;()]{2,60}?),? ${kindSource('own_topic')}\\b`,
  'd',
);

/** Each pattern's global twin, compiled once (matchAll copies it, so one is shared). */
const GLOBAL = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) GLOBAL.set(re, (g = re.flags.includes('g') ? re : new RegExp(re.source, `${re.flags}g`)));
  return g;
}

/** The last text folded: a sentence goes through a dozen patterns and most leave it as it was. */
let lastFolded: { text: string; folded: ReturnType<typeof foldMapped> } | null = null;
function foldedOnce(text: string): ReturnType<typeof foldMapped> {
  if (lastFolded?.text !== text) lastFolded = { text, folded: foldMapped(text) };
  return lastFolded.folded;
}

/** Cuts the spans of `re` found in the folded text out of `text`, replacing each with `by(match)` (the text's own words). */
function replaceFolded(
  text: string,
  re: RegExp,
  by: (m: RegExpExecArray, raw: (from: number, to: number) => string, start: number) => string | undefined,
): string {
  const { text: f, at } = foldedOnce(text);
  const pos = (i: number) => (i < at.length ? (at[i] ?? text.length) : text.length);
  const raw = (from: number, to: number) => text.slice(pos(from), pos(to));
  let out = '';
  let last = 0;
  for (const m of f.matchAll(globalOf(re))) {
    const start = pos(m.index);
    const put = by(m, raw, start);
    if (put === undefined || start < last) continue;
    out += text.slice(last, start) + put;
    last = pos(m.index + m[0].length);
  }
  return out + text.slice(last);
}

/** "leave the CFO out", "lasst die Praktikanten draußen", "laissez les stagiaires de côté": "leave out …" in each language. */
const LEAVE_OUT_RE = (Object.keys(LEAVE_OUT) as Language[]).flatMap((l) => {
  const { before, article, after, first, last, bare } = LEAVE_OUT[l];
  const opens = bare ? `(?:(?:${article}) |(?!(?:${bare})\\b))` : `(?:${article}) `;
  return [
    new RegExp(`\\b(?:${before}) (${opens}[^,.;:()]{1,80}?) (?:${after})\\b(?! (?:of|de|van|du|da|von)\\b)`, 'gd'),
    ...(first ? [new RegExp(`(?:^|(?<=[ ,;:]))(?:${first}) ([^,.;:()]{2,80}?)(?=[.;:]|$)`, 'gd')] : []),
    ...(last ? [new RegExp(`(?:^\\s*|(?<=[,;:] ))([^,.;:()]{2,60}?) (?:${last})\\b`, 'gd')] : []),
  ];
});

/** A heading of the people left out, opening the sentence or a clause, with its colon (lexicon-sentences.ts OUT_HEADING). */
const OUT_HEAD_RE = new RegExp(`(?:^|(?<=[;]))\\s*(?:${OUT_HEADING})\\s*:`, 'g');

/** Either engagement set off by commas or parentheses after people (lexicon-sentences.ts EITHER_ENGAGEMENT). */
const EITHER_RE = new RegExp(`(?<=[,(] ?)(?:${EITHER_ENGAGEMENT})(?= ?[,)]|$)`, 'g');

/** A condition on the company's other seats (lexicon-sentences.ts SEAT_CONDITION): its words name nobody. */
const SEAT_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${SEAT_CONDITION})(?![\\p{L}\\p{N}])`, 'gu');
/** A fallback's marker ("otherwise", "sonst", "à défaut", "en su defecto"; lexicon-fallbacks.ts): the people after it are the next of a list. */
const ELSE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ELSE_MARKERS.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
/** "…, whichever is top" (lexicon-fallbacks.ts TOP_OF_LIST): ranks the seats before it, names nobody. */
const TOP_RE = new RegExp(`(?:,\\s*)?(?<![\\p{L}\\p{N}])(?:${TOP_OF_LIST.join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/**
 * The words of a sentence before it is cut into words: whom they report to ("This person typically reports to the CFO: …",
 * "… – typischerweise berichtet diese Person an die Geschäftsführung: …", "Ils rapportent au DAF.") names nobody (the list
 * after a colon still names them; not "people who report to the CFO", tokens REPORTED_TO_EN); "leave the CFO and the
 * finance team out", "keep interns out", "deixar os estagiários de fora" are said as "leave out …"; "X is a separate topic"
 * as "leave out X".
 */
export function responsibilityWords(text: string): string {
  // "Wer über IT-Budgets entscheidet – typischerweise berichtet diese Person an …: IT-Leiter, …": the list after the clause's
  // colon is the heading's.
  let out = text
    .split(CLAUSES)
    .map((clause, i) => replaceFolded(clause, REPORTS_TO, (m) => (i > 0 && m[0].endsWith(':') ? ':' : ' ')))
    .join('')
    .replace(/\s[-–—]\s+:/g, ':');
  out = replaceFolded(out, OUT_HEAD_RE, () => ' exclude: ');
  out = replaceFolded(out, EITHER_RE, () => 'contractors included');
  out = replaceFolded(out, SEAT_RE, () => ' ');
  out = replaceFolded(out, ELSE_RE, () => ', ');
  out = replaceFolded(out, TOP_RE, () => '');
  for (const re of LEAVE_OUT_RE)
    out = replaceFolded(out, re, (m, raw) => {
      const what = m.indices?.[1];
      return what ? ` leave out ${raw(what[0], what[1])} ` : undefined;
    });
  return replaceFolded(out, OWN_TOPIC, (m, raw) => {
    const what = m.indices?.[1];
    return what ? `leave out ${raw(what[0], what[1])}` : undefined;
  });
}

/** The people read so far, without those of the sentence before when `sentence` spells out the responsibility it named. */
export function withoutHeading(lastIn: Piece[], heading: Piece[] | undefined, previous: string | undefined, sentence: string): Piece[] {
  return heading && spellsOut(previous, sentence) ? lastIn.filter((p) => !heading.includes(p)) : lastIn;
}

/**
 * "This is the B2B sales force.": in a sentence restating the scope, areas named before, at no rung, add nobody; nor does a
 * narrower area of one named before ("Heads of sales … This is the field sales force": the field sellers are no one new).
 */
export function withoutRestated(pieces: Piece[], lastIn: readonly Piece[], sentence: string): Piece[] {
  if (!restatesScope(sentence)) return pieces;
  const again = (p: Piece) =>
    p.mode === 'in' &&
    p.areas.length > 0 &&
    !p.levels.length &&
    !p.roles.length &&
    !p.traits.length &&
    p.areas.every((a) => lastIn.some((x) => x.areas.some((b) => areaCovers(b, a))));
  return pieces.filter((p) => !again(p));
}

/**
 * "Finance approves the budget line but does not choose the tool": a function said to approve or decide, left out, is that
 * function's people; as a condition the deciders of a function would take the company's chief with them (judge.ts).
 */
export function approversLeftOut(p: Piece): void {
  if (p.areas.length && !p.levels.length && !p.roles.length) p.traits = p.traits.filter((t) => t !== 'budget_holder' && t !== 'decision_maker');
}

/** A piece that names an area alone (no rung, role, condition or kind of engagement). */
const bareArea = (p: Piece) =>
  p.mode === 'in' && p.areas.length > 0 && !p.levels.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.all && !p.buy && !p.run;

/**
 * "Marketing. At the agencies, the whole marketing team. Elsewhere, marketing managers and up.": a first sentence of a word or
 * two (no colon) that only names areas is a heading when later sentences name those areas' people with a rung, a condition or an
 * employer of their own: it adds nobody by itself.
 */
export function withoutAreaHeading(lastIn: Piece[], heading: readonly Piece[] | undefined, first: string | undefined): Piece[] {
  // (A heading with a colon, "People team:", "Persona: Achats", keeps its own reading: read-sentence.ts, defining headings.)
  if (!heading?.length || !first || first.includes(':') || foldText(first).trim().split(' ').length > 3 || !heading.every(bareArea)) return lastIn;
  const later = lastIn.filter((p) => !heading.includes(p) && p.mode === 'in' && (p.levels.length || p.traits.length || p.employer));
  const said = heading.every((h) => h.areas.every((a) => later.some((p) => p.areas.includes(a))));
  return said ? lastIn.filter((p) => !heading.includes(p)) : lastIn;
}
