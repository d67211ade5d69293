// The compiler's grammar: kinds of a heading's area. "Design team: UX, UI, product, graphic, research, its leads",
// "Equipo de datos: producto, marketing, riesgos": a bare area listed under a heading that names one function, next to
// the function's own people, is a kind of that function (product design, design research), not another department.
import { functionOf, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';
import { PR_COMMS_WORDS } from './lexicon-media.js';

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
export const GENERIC_KINDS: ReadonlySet<string> = new Set(['assistant', 'coordinator', 'working_student', 'apprentice', 'agency_temp']);
export function genericKindsOfHeading(bodyIn: Piece[], areas: AreaKey[]): void {
  if (!areas.length) return;
  for (const p of bodyIn) if (!p.areas.length && p.roles.length && p.roles.every((r) => GENERIC_KINDS.has(r)) && !p.their) p.areas = [...areas];
}

/**
 * "Marketeers, behalve PR / communicatie", "Marketing, not PR", "le marketing, hors communication": press and communications
 * left out beside marketers named are the title kind `pr_comms` (press officers, PR and communications managers), not the
 * whole of marketing the word also names (which would leave out everyone asked for). Elsewhere the word stays marketing.
 */
export function commsApart(p: Piece, included: readonly Piece[]): void {
  if (p.mode !== 'ex' || p.areas.join() !== 'marketing' || p.levels.length || p.roles.length || !PR_COMMS_WORDS.test(p.words.join(' '))) return;
  if (!included.some((x) => x.mode === 'in' && x.areas.includes('marketing'))) return;
  p.areas = [];
  p.roles = ['pr_comms'];
  p.alone = true;
}
