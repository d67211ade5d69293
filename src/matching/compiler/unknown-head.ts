// Pieces with words nobody knew. A word listed before a noun first takes the noun's head (`shareHead`: "yard" in "quay,
// yard and operations managers"). A role noun phrase ("loss adjusters", "senior Disponenten") is read literally as a
// title phrase first (as-title.ts, warning `read_as_title`). Then the safety rule for rungs whose area or head noun nobody
// knew (pieces.ts sets `unknownArea`): "senior DEs", "wombat husbandry leads". Such a piece is never read as the rung in
// every function (that keeps everyone at those rungs). When the other items of its clause all name one area, it continues
// their list and takes that area ("data engineers, senior DEs and data engineering managers"); otherwise it is reported as
// not understood, with a warning, and names nobody (the shortlist then keeps every current employee for a smarter matcher).
import type { Span, Warning } from '../criteria.js';
import type { Piece } from './piece.js';
import { readAsTitle, readIcNounAsTitle, TITLE_ROLE, titleWarning } from './as-title.js';
import { nounOf } from './share-noun.js';

/** Whether the piece is a rung (or rungs) whose area word or head noun is unknown, with no area or named role of its own. */
const headless = (p: Piece) =>
  p.unknownArea && p.levels.length > 0 && !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.their && !p.themselves && !p.above;

/** A noun's head word the words before it in a list may share ("managers", "planners", "engineers"). */
const SHARED_HEAD = /^[a-z]+(ers|ors|ists|ants|ents)$|^(heads|leads|leaders|staff)$/;
/** A word that names people itself ("expediteurs", "librarians", "interventores"): no modifier of the next noun. */
const PEOPLE_WORD = /(ers|ors|ists|ans|ants|ents|anten|aars|eurs|ores|oras|istas|istes|eros|eras|eiros|iens|aires|arios|enten|innen|ees|ies)$/;
const unknownOnly = (p: Piece) =>
  p.seen.some((t) => t.unknown) &&
  p.seen.length <= 3 &&
  p.seen.every((t, k) => t.unknown || (k === 0 && /^(the|die|les|los|las|os|as|de|het)$/.test(t.text))) &&
  !p.levels.length &&
  !p.roles.length &&
  !p.areas.length;
const bareArea = (p: Piece) => p.seen.length === 1 && p.areas.length > 0 && !p.levels.length && !p.roles.length && !p.noun;

/**
 * Session 47: "quay, yard and operations managers", "base and line maintenance managers": a word nobody knew, listed
 * before a noun of two words or more whose head the list shares, is that head's kind too: its piece takes the head (the
 * noun's words after its first) and is the noun the lexicon knows when it is one ("demand planners"), else a title phrase
 * like any role nobody has words for ("yard managers", "base maintenance managers"). English word order only (the head
 * last, with an English plural), and not after a word that names people itself ("expediteurs", "librarians").
 */
function shareHead(pieces: readonly Piece[], i: number): void {
  const p = pieces[i] as Piece;
  if (!unknownOnly(p) || p.mode === 'unless' || p.seen.some((t) => PEOPLE_WORD.test(t.text))) return;
  let j = i + 1;
  while (pieces[j] && (unknownOnly(pieces[j] as Piece) || bareArea(pieces[j] as Piece))) j += 1;
  const q = pieces[j];
  if (!q || q.mode !== p.mode || q.clause !== p.clause || !(q.noun || q.levels.length) || q.parent !== undefined || p.parent !== undefined) return;
  if (pieces.slice(i, j).some((x) => x.mode !== p.mode || x.clause !== p.clause)) return;
  const words = q.words.join(' ').split(' ');
  const head = words[words.length - 1] ?? '';
  if (words.length < 2 || !SHARED_HEAD.test(head)) return;
  // "base and line maintenance managers": the words after the noun's first are the head the list shares.
  const shared = words.slice(1).slice(-2);
  // "demand and production planners": the words with the head may be a noun the lexicon knows ("demand planners").
  const own = nounOf([...p.seen.filter((t) => t.unknown).map((t) => t.text), ...shared].join(' '));
  if (own?.k === 'noun' && (own.areas?.length || own.roles?.length)) {
    // (Session 49: with its kind of title, "inventory and stock controllers": inventory controllers.)
    p.areas = [...(own.areas ?? [])];
    p.levels = [...(own.levels ?? [])];
    if (own.roles?.length) p.roles = [...own.roles];
    p.own = true;
    p.unknown = [];
    p.unknownArea = false;
    p.noun = true;
    return;
  }
  p.seen = [...p.seen, ...shared.map((w) => ({ tag: null, text: w, unknown: true }))];
  p.words = [...p.words, ...shared];
}

/** Resolves the headless pieces of one sentence: they take their list's one area, or leave the reading (reported). */
export function unknownHeads(pieces: Piece[], warnings: Warning[], unrecognised: Span[]): Piece[] {
  const dropped = new Set<Piece>();
  for (const p of pieces) {
    // "loss adjusters", "senior Disponenten", "engagement managers": a role nobody has words for is its title (as-title.ts);
    // not between slashes beside a role understood ("ward managers / sisters"): there it is another name for that role.
    const i = pieces.indexOf(p);
    const understood = (q: Piece | undefined) =>
      !!q && q.mode === p.mode && !q.unknown.length && (q.areas.length > 0 || q.roles.some((r) => !r.startsWith(TITLE_ROLE)));
    const synonym = (pieces[i - 1]?.slashAfter && understood(pieces[i - 1])) || (p.slashAfter && understood(pieces[i + 1]));
    if (!synonym) shareHead(pieces, i);
    const phrase = synonym ? null : (readAsTitle(p) ?? readIcNounAsTitle(p));
    if (phrase) {
      warnings.push(titleWarning(p.words.join(' '), [phrase], p.mode === 'in' ? 'include' : 'exclude'));
      continue;
    }
    if (!headless(p) || p.mode === 'unless') continue;
    const text = p.words.join(' ');
    const mates = pieces.filter((q) => q !== p && q.mode === p.mode && q.clause === p.clause && q.areas.length > 0 && !q.alone && !headless(q));
    const keys = new Set(mates.map((q) => [...q.areas].sort().join()));
    if (mates.length && keys.size === 1) {
      p.areas = [...(mates[0] as Piece).areas];
      p.unknownArea = false;
      warnings.push({
        code: 'unrecognised',
        text,
        message: `"${p.unknown.join(' ')}" is not a known area or role; "${text}" was read in the area of the list it continues (${p.areas.join(', ')}).`,
      });
      continue;
    }
    dropped.add(p);
    unrecognised.push({ text, side: p.mode === 'in' ? 'include' : 'exclude' });
    warnings.push({
      code: 'unrecognised',
      text,
      message: `"${p.unknown.join(' ')}" is not a known area or role, so "${text}" was left out of the reading (it would have meant everyone at those levels).`,
    });
  }
  return dropped.size ? pieces.filter((p) => !dropped.has(p)) : pieces;
}
