// "Finance: controller and up", "Sales from AE up", "Financeiro: controller e acima", "Financiën: vanaf controller omhoog":
// a range up from people named by a noun with no rung of its own (controllers, AEs, buyers) is those people and the
// leaders above them in their function, from its managers up. The range was lost: the noun stood alone (its
// individual contributors only), and the finance managers, directors and CFO above the controllers were left out.
import { functionOf, LEVEL_RANK, LEVELS, TITLE_KINDS, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';

/** The rungs above an individual contributor: its line's managers and everyone above them ("managers" are no team leads). */
const LEADERS = LEVELS.filter((l) => LEVEL_RANK[l] >= LEVEL_RANK.manager && l !== 'partner' && l !== 'owner');

/** Functions that hold many departments (operations holds procurement, logistics, the stores): no line of their own. DATA. */
const BROAD: ReadonlySet<string> = new Set(['operations', 'engineering']);
/** The line whose leaders stand above an area's people: its function (controllers → finance), unless that is broad. */
const lineOf = (a: AreaKey): AreaKey => (BROAD.has(functionOf(a)) ? a : (functionOf(a) as AreaKey));

/** The pieces of a sentence with, after each such range, the leaders of its function. */
export function leadersAboveNoun(pieces: Piece[]): Piece[] {
  return pieces.flatMap((p) => {
    const open =
      p.mode === 'in' &&
      p.range.up &&
      !p.range.to &&
      !p.range.below &&
      p.noun &&
      p.areas.length > 0 &&
      !p.levels.length &&
      !p.weak.length &&
      !p.alone &&
      !p.all &&
      p.roles.every((r) => TITLE_KINDS.has(r));
    if (!open) return rungUpInLine(p);
    const fns = [...new Set(p.areas.map(lineOf))];
    const leaders: Piece = {
      ...p,
      areas: fns,
      levels: [...LEADERS],
      weak: [],
      roles: [],
      traits: p.traits.filter((t) => t !== 'individual_contributor' && t !== 'junior'),
      noun: false,
      range: {},
    };
    return [p, leaders];
  });
}

/**
 * "Finanzen: ab Leiter Rechnungswesen aufwärts", "finance from the head of accounting up": a range up from a rung of one
 * department of a function is that rung and the function's ladder above it (the finance directors and the CFO stand above
 * the head of accounting, not in accounting).
 */
function rungUpInLine(p: Piece): Piece[] {
  const open =
    p.mode === 'in' &&
    p.range.up &&
    p.startSaid &&
    !p.range.to &&
    !p.range.below &&
    p.levels.length > 0 &&
    p.areas.length > 0 &&
    !p.roles.length &&
    !p.alone &&
    !p.all;
  if (!open) return [p];
  const fns = [...new Set(p.areas.map(lineOf))].filter((f) => !p.areas.includes(f));
  if (!fns.length) return [p];
  // Only from a department's head up: "RevOps managers and up" stay in RevOps (their heads are RevOps'), and so do
  // "internal audit, from manager up".
  if (p.levels.some((l) => LEVEL_RANK[l] < LEVEL_RANK.head)) return [p];
  return [p, { ...p, areas: fns, weak: [], noun: false, range: {} }];
}
