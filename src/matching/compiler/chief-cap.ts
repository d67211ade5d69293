// A range up to a chief said after people named at no rung: "Account managers and sales reps, up to the VP of Sales",
// "Gerentes de cuenta y ejecutivos de banca, hasta el vicepresidente comercial", "Einkäufer und Disponenten, bis zum
// Einkaufsleiter". The range is the ladder of the people listed, in their own areas, from their first rung to the chief's:
// it adds no one of its own (it stood as everyone of the chief's whole function, from the interns up).
import { functionOf, LEVEL_RANK, LEVELS, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';

const fns = (xs: readonly AreaKey[]) => new Set(xs.map(functionOf));

/** Said of the people before it: a range with nothing before its "to", ending its clause, whose chief heads their areas. */
function capOf(p: Piece): boolean {
  if (p.mode !== 'in' || !(p.range.down || p.range.to) || p.range.from || p.range.up || !p.openStart) return false;
  if (!p.areas.length || !p.levels.length || p.roles.length || p.alone || p.all || p.any || p.buy || p.their || p.themselves) return false;
  return !p.traits.length && !p.employment.length && !p.unknown.length;
}

/**
 * Session 50: "Controlling and FP&A, from analyst to CFO", "Finanzen: vom Analysten bis zum CFO": a range from an individual
 * contributor's noun of no area up to a chief, said after the areas of the chief's function. The areas are kept from their
 * first rung to the chief's, and the chief is kept (it stood as everyone of the chief's whole function).
 */
function fromIcToChief(p: Piece): string[] | undefined {
  if (p.mode !== 'in' || !p.range.from || !p.range.to || p.range.up || !p.nounFrom || !p.icNoun || p.levels.length || p.roles.length) return undefined;
  if (!p.roleLevels.includes('c_level') || !p.roleAreas.length || p.alone || p.all || p.any || p.buy || p.their || p.themselves) return undefined;
  if (p.traits.length || p.employment.length || p.unknown.length) return undefined;
  for (const s of [...p.seen].reverse()) if (s.tag?.k === 'noun' && s.tag.roles?.length) return s.tag.roles;
  return undefined;
}

/** People named by a noun or an area, at no rung of their own and not a named role. */
const listed = (x: Piece) =>
  x.mode === 'in' && x.areas.length > 0 && !x.levels.length && !x.roles.length && !x.alone && !x.all && !x.any && !x.buy && !x.their && !x.themselves;

export function nounsUpToChief(pieces: Piece[]): void {
  pieces.forEach((p, i) => {
    const chiefRoles = fromIcToChief(p);
    if (!capOf(p) && !chiefRoles) return;
    const prev = pieces[i - 1];
    if (!prev?.commaAfter) return;
    const list = pieces.slice(0, i).filter((x) => x.clause === p.clause);
    if (!list.length || !list.every(listed) || !(chiefRoles || list.some((x) => x.noun))) return;
    if (pieces.slice(i + 1).some((x) => x.clause === p.clause && x.mode === 'in')) return;
    const chief = fns(p.areas);
    const named = fns(list.flatMap((x) => x.areas));
    if (![...named].every((f) => chief.has(f)) || ![...chief].every((f) => named.has(f))) return;
    // From the people's first rung (trainees only when asked for) up to the chief's.
    const levels = chiefRoles
      ? LEVELS.filter((l) => LEVEL_RANK[l] > LEVEL_RANK.intern && LEVEL_RANK[l] <= LEVEL_RANK.c_level)
      : p.levels.filter((l) => LEVEL_RANK[l] > LEVEL_RANK.intern);
    for (const x of list) {
      x.levels = [...levels];
      x.traits = x.traits.filter((t) => t !== 'individual_contributor');
      if (p.ceiling) x.ceiling = p.ceiling;
    }
    Object.assign(p, { levels: [], roles: chiefRoles ?? [], roleLevels: [], roleAreas: [], areas: [], range: {}, ceiling: undefined });
  });
}

/**
 * Session 41: a range from a rung up to another area's seat, said after leadership pieces ("Field operations and O&M
 * leadership, from team lead up to the director of operations"): the range is the leaders' band (team leads to directors of
 * field operations and of O&M), and its top is one more seat (the director of operations), not everyone of its area
 * between the two rungs (project managers and the customer operations lead are no field leadership).
 */
export function leadersUpToSeat(pieces: Piece[]): void {
  pieces.forEach((p, i) => {
    if (p.mode !== 'in' || !p.range.from || !(p.range.to || p.range.up) || !p.areas.length || p.levels.length < 2) return;
    if (p.roles.length || p.alone || p.all || p.any || p.buy || p.their || p.themselves || p.traits.length || p.employment.length || p.unknown.length) return;
    if (!pieces[i - 1]?.commaAfter) return;
    if (pieces.slice(i + 1).some((x) => x.clause === p.clause && x.mode === 'in')) return;
    const list = pieces.slice(0, i).filter((x) => x.clause === p.clause && x.mode === 'in');
    const leaders = (x: Piece) =>
      x.areas.length > 0 && x.levels.length > 0 && x.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.head) && !x.roles.length && !x.their && !x.alone;
    if (!list.length || !list.every(leaders)) return;
    // The seat is another area's: its own area among the leaders' is one piece already ("…, from team lead up to the head of field operations").
    const seat = fns(p.areas);
    if (list.some((x) => x.areas.some((a) => seat.has(functionOf(a))))) return;
    const top = Math.max(...p.levels.map((l) => LEVEL_RANK[l]));
    for (const x of list) {
      x.levels = [...p.levels];
      if (p.ceiling) x.ceiling = p.ceiling;
    }
    p.levels = p.levels.filter((l) => LEVEL_RANK[l] === top);
    p.range = {};
  });
}
