// The compiler's grammar: the kinds of developer a persona lists in parentheses are the developers it means.
// "engenheiros de software (back, front, mobile, QA)", "Entwickler (Backend, Frontend, Mobile)", "developers (front and
// back end)": DevOps, SRE and platform engineers are software engineers too (criteria.ts AREA_ALSO), but a buyer who lists
// the kinds and leaves them out does not mean them. A list that names them ("backend, frontend, DevOps/SRE, QA") keeps
// them, and so does the persona when another of its parts names them ("developers (backend, frontend) and SREs").
import type { AreaKey, Exclusion, Selector } from '../criteria.js';
import type { Piece } from './piece.js';

/** Areas a listing of software kinds leaves out unless it names them. */
const NOT_LISTED: readonly AreaKey[] = ['devops'];

/** Marks a software noun whose parentheses list two or more kinds of developer, none of them DevOps (attach.ts). */
export function listedKinds(parent: Piece, subs: readonly Piece[], inside: readonly AreaKey[]): void {
  if (parent.areas.length !== 1 || parent.areas[0] !== 'software') return;
  if (subs.length < 2 || !subs.every((s) => s.via === 'paren' && !s.levels.length && !s.roles.length && !s.traits.length && !s.employment.length)) return;
  if (!inside.includes('software') || !inside.every((a) => a === 'software')) return;
  parent.leftOut = [...NOT_LISTED];
}

/** The exclusions the listed kinds imply, unless another part of the persona names those areas (compile.ts). */
export function leftOutKinds(pieces: readonly Piece[], include: readonly Selector[], exclude: Exclusion[]): void {
  const named = new Set(include.flatMap((s) => s.areas));
  const left = [...new Set(pieces.flatMap((p) => p.leftOut ?? []))].filter((a) => !named.has(a));
  for (const area of left)
    if (!exclude.some((e) => e.areas.length === 1 && e.areas[0] === area && !e.levels.length && !e.roles.length && !e.traits.length))
      exclude.push({ areas: [area], levels: [], roles: [], employment: [], traits: [], text: `${area} (not among the kinds listed)` });
}
