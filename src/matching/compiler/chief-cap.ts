// A range up to a chief said after people named at no rung: "Account managers and sales reps, up to the VP of Sales",
// "Gerentes de cuenta y ejecutivos de banca, hasta el vicepresidente comercial", "Einkäufer und Disponenten, bis zum
// Einkaufsleiter". The range is the ladder of the people listed, in their own areas, from their first rung to the chief's:
// it adds no one of its own (it stood as everyone of the chief's whole function, from the interns up).
import { functionOf, LEVEL_RANK, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';

const fns = (xs: readonly AreaKey[]) => new Set(xs.map(functionOf));

/** Said of the people before it: a range with nothing before its "to", ending its clause, whose chief heads their areas. */
function capOf(p: Piece): boolean {
  if (p.mode !== 'in' || !(p.range.down || p.range.to) || p.range.from || p.range.up || !p.openStart) return false;
  if (!p.areas.length || !p.levels.length || p.roles.length || p.alone || p.all || p.any || p.buy || p.their || p.themselves) return false;
  return !p.traits.length && !p.employment.length && !p.unknown.length;
}

/** People named by a noun or an area, at no rung of their own and not a named role. */
const listed = (x: Piece) =>
  x.mode === 'in' && x.areas.length > 0 && !x.levels.length && !x.roles.length && !x.alone && !x.all && !x.any && !x.buy && !x.their && !x.themselves;

export function nounsUpToChief(pieces: Piece[]): void {
  pieces.forEach((p, i) => {
    if (!capOf(p)) return;
    const prev = pieces[i - 1];
    if (!prev?.commaAfter) return;
    const list = pieces.slice(0, i).filter((x) => x.clause === p.clause);
    if (!list.length || !list.every(listed) || !list.some((x) => x.noun)) return;
    if (pieces.slice(i + 1).some((x) => x.clause === p.clause && x.mode === 'in')) return;
    const chief = fns(p.areas);
    const named = fns(list.flatMap((x) => x.areas));
    if (![...named].every((f) => chief.has(f)) || ![...chief].every((f) => named.has(f))) return;
    // From the people's first rung (trainees only when asked for) up to the chief's.
    const levels = p.levels.filter((l) => LEVEL_RANK[l] > LEVEL_RANK.intern);
    for (const x of list) {
      x.levels = [...levels];
      x.traits = x.traits.filter((t) => t !== 'individual_contributor');
      if (p.ceiling) x.ceiling = p.ceiling;
    }
    Object.assign(p, { levels: [], roles: [], roleLevels: [], roleAreas: [], areas: [], range: {}, ceiling: undefined });
  });
}
