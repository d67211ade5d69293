// The compiler's grammar: kinds of a heading's area. "Design team: UX, UI, product, graphic, research, its leads",
// "Equipo de datos: producto, marketing, riesgos": a bare area listed under a heading that names one function, next to
// the function's own people, is a kind of that function (product design, design research), not another department.
import { functionOf, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';

/** An area said alone: no person noun, level, role, trait, range or purchase. */
const bare = (p: Piece) => p.areas.length > 0 && !p.levels.length && !p.roles.length && !p.alone && !p.noun && !p.buy && !p.traits.length && !p.all;

/** Retargets the bare areas outside the heading's one function to it, when the list also names that function's people. */
export function kindsOfHeading(bodyIn: Piece[], areas: AreaKey[]): void {
  const fns = [...new Set(areas.map((a) => functionOf(a)))];
  if (fns.length !== 1) return;
  const within = (a: AreaKey) => functionOf(a) === fns[0];
  if (!bodyIn.some((p) => !bare(p) && p.areas.length > 0 && p.areas.every(within))) return;
  for (const p of bodyIn) if (bare(p) && !p.areas.some(within)) p.areas = [...areas];
}

/**
 * Kinds of title that say no area of their own: "Customer support: agents, coordinators and heads of support",
 * "Marketing: assistants and managers", "Produktion: Werkstudenten und Leiharbeiter": listed under a heading that names
 * areas, they are that area's coordinators, assistants, working students and agency temps (not every one of the company).
 */
const GENERIC_KINDS: ReadonlySet<string> = new Set(['assistant', 'coordinator', 'working_student', 'apprentice', 'agency_temp']);
export function genericKindsOfHeading(bodyIn: Piece[], areas: AreaKey[]): void {
  if (!areas.length) return;
  for (const p of bodyIn) if (!p.areas.length && p.roles.length && p.roles.every((r) => GENERIC_KINDS.has(r)) && !p.their) p.areas = [...areas];
}
