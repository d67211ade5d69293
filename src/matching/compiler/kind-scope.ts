// The compiler's grammar: rungs and kinds of title scoped to the area named after them.
// - A kind of title scoped to areas. "Assistants in finance and in HR", "agency temps in production
// and in the warehouse", "Leiharbeiter / Zeitarbeitskräfte in der Produktion und im Lager": the areas said as a scope ("in
// …") after a kind of title (assistants, coordinators, agency temps) are where those people work, each of them; synonyms
// of the kind before it, joined by a slash, take the same scope. (Interns have their own rule: scope.ts scopeInterns.)
// - Rungs before the people of an area named after its noun: "managers and technicians in maintenance", "Jefes y técnicos
//   de mantenimiento", "Leiter und Techniker der Instandhaltung" are that area's managers and technicians, not every
//   manager of the company.
// - A function said with a part of it after a preposition is that part: "Vertrieb im Außendienst", "sales in the field",
//   "ventas en el canal de campo" are field sales, not all of sales.
import { functionOf, TITLE_KINDS, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';
import { areaOnly, uniq } from './resolve.js';

const kindOnly = (p: Piece) => p.roles.length > 0 && p.roles.every((r) => TITLE_KINDS.has(r)) && !p.levels.length && !p.traits.length;
const same = (p: Piece, q: Piece) => p.mode === q.mode && p.clause === q.clause;

export function scopeKinds(list: Piece[]): void {
  list.forEach((p, i) => {
    if (!kindOnly(p) || !p.areas.length) return;
    const run: Piece[] = [];
    for (const x of list.slice(i + 1)) {
      if (!same(p, x) || !areaOnly(x) || x.noun || !x.scoped) break;
      run.push(x);
    }
    for (const x of run) Object.assign(x, { roles: [...p.roles], employment: [...p.employment] });
    const areas = uniq([...p.areas, ...run.flatMap((x) => x.areas)]);
    for (let k = i - 1; k >= 0; k -= 1) {
      const x = list[k] as Piece;
      if (!same(p, x) || !kindOnly(x) || x.areas.length || !x.slashAfter || x.roles.join() !== p.roles.join()) break;
      x.areas = [...areas];
    }
  });
}

/** A word that puts the area after its noun ("technicians in maintenance", "técnicos de mantenimiento"). */
const AREA_AFTER = /^(in|of|im|der|des|de|du|del|da|do|em|no|na|en|van|bij|within)$/;
const bareRungs = (p: Piece) =>
  p.levels.length > 0 && !p.areas.length && !p.roles.length && !p.traits.length && !p.employment.length && !p.alone && !p.all && !p.any && !p.their;

export function scopeRungs(list: Piece[]): void {
  list.forEach((p, i) => {
    const q = list[i + 1];
    const before = list[i - 1];
    if (!q || !bareRungs(p) || !same(p, q) || (before && same(p, before))) return;
    if (!q.noun || !q.areas.length || q.levels.length || !q.words.slice(1).some((w) => AREA_AFTER.test(w.split(' ')[0] ?? ''))) return;
    p.areas = [...q.areas];
  });
}

export function narrowFunctions(list: Piece[]): void {
  for (const p of list) {
    const parts = p.areas.filter((a) => functionOf(a) !== a && p.areas.includes(functionOf(a)));
    if (!parts.length || !p.words.slice(1).some((w) => AREA_AFTER.test(w.split(' ')[0] ?? ''))) continue;
    const wide = new Set<AreaKey>(parts.map((a) => functionOf(a)));
    p.areas = p.areas.filter((a) => !wide.has(a));
  }
}
