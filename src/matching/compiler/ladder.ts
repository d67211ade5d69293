// The compiler's grammar: a ladder said by its rungs. "ops managers, heads of ops, COO", "IT-Leiter, IT-Manager, CIO":
// rungs of one area from below its leadership up to its chief name the whole ladder between them, so the directors and
// VPs in between are meant too (heads and directors stay distinct rungs when a persona names only one of them).
import { functionOf, LEVEL_RANK, LEVELS, type Level } from '../criteria.js';
import type { Piece } from './piece.js';
import { uniq } from './resolve.js';

const rank = (l: Level) => LEVEL_RANK[l];

/** A named chief of one area ("COO", "CIO", "DRH"): a single role on the C-level rung that leads an area. */
const chiefOf = (p: Piece) => p.mode === 'in' && p.roles.length === 1 && p.roleLevels.includes('c_level') && p.roleAreas.length > 0;

/** Fills the rungs between the highest one named and the chief, in the inclusions of one sentence. */
export function fillLadder(ins: Piece[]): void {
  for (const chief of ins.filter(chiefOf)) {
    const under = (a: Piece['areas'][number]) => chief.roleAreas.some((c) => a === c || functionOf(a) === c);
    const rungs = ins.filter(
      (p) =>
        p !== chief && p.mode === 'in' && p.clause === chief.clause && !p.roles.length && p.areas.length > 0 && p.levels.length > 0 && p.areas.every(under),
    );
    const levels = rungs.flatMap((p) => p.levels);
    // From below the leadership (managers, team leads) up to it: "heads of IT and the CIO" alone is no ladder.
    if (!levels.some((l) => rank(l) < rank('head')) || !levels.some((l) => rank(l) >= rank('head'))) continue;
    const top = Math.max(...levels.map(rank));
    const between = LEVELS.filter((l) => rank(l) >= top && rank(l) < rank('c_level') && l !== 'partner');
    for (const p of rungs) if (p.levels.some((l) => rank(l) === top)) p.levels = uniq([...p.levels, ...between]);
  }
}

/**
 * Session 51: "CS team leads and whoever heads CS", "les chefs d'équipe et qui dirige le support": the team leads of one area
 * and whoever runs it, in one clause, name its leadership from the one to the other, so its managers in between are meant
 * too.
 */
export function fillLeadership(ins: Piece[]): void {
  // (The head of one of the areas the team leads are of counts: "CS and support team leads, and whoever heads CS".)
  const same = (high: Piece, low: Piece) => high.areas.every((x) => low.areas.includes(x));
  const plain = (p: Piece) => p.mode === 'in' && !p.roles.length && p.areas.length > 0 && p.levels.length > 0 && !p.their && !p.above && !p.alone;
  // (Not their team leads after whoever runs the area: "whoever runs support and their team leads" are its top and its team
  // leads, s35.)
  const lows = ins.filter(plain);
  for (const low of lows.filter((p) => p.levels.includes('team_lead') && p.levels.every((l) => rank(l) <= rank('team_lead')))) {
    // (Said by whoever runs it: "team leads and directors" are two rungs, and the managers between them are left out.)
    const high = ins.find((p) => p !== low && plain(p) && p.run && p.clause === low.clause && same(p, low) && p.levels.every((l) => rank(l) >= rank('head')));
    if (!high) continue;
    low.levels = uniq([...low.levels, ...LEVELS.filter((l) => rank(l) > rank('team_lead') && rank(l) < rank('head'))]);
  }
}
