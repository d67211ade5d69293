// The compiler's grammar, a part of rule 3 (lists, resolve.ts): interns scoped to areas. "Interns and working students,
// only in sales or marketing", "Werkstudenten und Praktikanten im Vertrieb oder Marketing", "Sales and marketing interns
// and working students": the areas said with the interns are where all of them work.
import type { Piece } from './pieces.js';
import { areaOnly, uniq } from './resolve.js';

/** Interns named alone (no area of their own, no employment, no role). */
const internsOnly = (p: Piece) =>
  p.alone && !p.areas.length && !p.roles.length && !p.employment.length && p.levels.length > 0 && p.levels.every((l) => l === 'intern');

/**
 * "Interns and working students, only in sales or marketing", "interns and working students in sales or marketing": the
 * areas after "in" / "limited to" are where the interns listed before them work (they stood as whole departments, or
 * the first interns stood as every intern of the company).
 */
export function scopeInterns(list: Piece[]): void {
  const internsOf = (x: Piece | undefined, p: Piece) =>
    !!x && x.areas.length > 0 && x.levels.length > 0 && x.levels.every((l) => l === 'intern') && x.mode === p.mode && x.clause === p.clause;
  list.forEach((p, i) => {
    if (!internsOnly(p)) return;
    // "Sales and marketing interns and working students": the working students share the interns' areas.
    if (internsOf(list[i - 1], p) && list[i - 1]?.areaFirst) {
      const run: Piece[] = [];
      for (let k = i - 1; k >= 0; k -= 1) {
        const x = list[k] as Piece;
        if (!internsOf(x, p) && !(areaOnly(x) && !x.noun && x.clause === p.clause && x.mode === p.mode)) break;
        run.push(x);
      }
      p.areas = uniq(run.flatMap((x) => x.areas));
      return;
    }
    const j = list.findIndex((x, k) => k > i && !internsOnly(x));
    const q = list[j];
    if (!q || q.mode !== p.mode || q.clause !== p.clause || !q.areas.length || q.roles.length) return;
    const levelFirst = q.levelFirst && q.levels.every((l) => l === 'intern');
    if (!levelFirst && !(q.scoped && areaOnly(q))) return;
    // The bare areas right after it belong to the same scope ("in sales or marketing").
    const more: Piece[] = [];
    for (const x of list.slice(j + 1)) {
      if (!areaOnly(x) || x.noun || x.mode !== p.mode || x.clause !== p.clause) break;
      more.push(x);
    }
    const areas = uniq([...q.areas, ...more.flatMap((x) => x.areas)]);
    for (const x of list.slice(i, j)) x.areas = [...areas];
    if (levelFirst) {
      q.areas = [...areas];
      for (const x of more) x.levels = [...q.levels];
    } else for (const x of [q, ...more]) Object.assign(x, { areas: [], scoped: false });
  });
}
