// Pieces with words nobody knew. A role noun phrase ("loss adjusters", "senior Disponenten") is read literally as a
// title phrase first (as-title.ts, warning `read_as_title`). Then the safety rule for rungs whose area or head noun nobody
// knew (pieces.ts sets `unknownArea`): "senior DEs", "wombat husbandry leads". Such a piece is never read as the rung in
// every function (that keeps everyone at those rungs). When the other items of its clause all name one area, it continues
// their list and takes that area ("data engineers, senior DEs and data engineering managers"); otherwise it is reported as
// not understood, with a warning, and names nobody (the shortlist then keeps every current employee for a smarter matcher).
import type { Span, Warning } from '../criteria.js';
import type { Piece } from './piece.js';
import { readAsTitle, TITLE_ROLE, titleWarning } from './as-title.js';

/** Whether the piece is a rung (or rungs) whose area word or head noun is unknown, with no area or named role of its own. */
const headless = (p: Piece) =>
  p.unknownArea && p.levels.length > 0 && !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.their && !p.themselves && !p.above;

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
    const phrase = synonym ? null : readAsTitle(p);
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
