// Rungs said of the people named before them: a sentence made only of rungs and conditions ("Individual contributors
// only, junior through lead.") scopes the areas of the sentence before it and adds nobody of its own.
import { TITLE_KINDS, type Level, type Trait } from '../criteria.js';
import type { Piece } from './piece.js';
import { uniq } from './resolve.js';

/** Named by nobody but a rung or a range ("junior through lead", "heads and directors", "any level"). */
const rungPiece = (p: Piece) =>
  (p.levels.length > 0 || p.any) && !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.buy && !p.their && !p.themselves;

/** Named by nobody but a condition of the people ("individual contributors only", "full-time"): who they are, not more people. */
const conditionPiece = (p: Piece) =>
  !p.levels.length &&
  !p.any &&
  !p.areas.length &&
  !p.roles.length &&
  !p.alone &&
  !p.all &&
  !p.buy &&
  !p.their &&
  !p.themselves &&
  !p.product?.length &&
  (p.traits.length > 0 || p.employment.length > 0);

/** Conditions a rung piece says of the people with its rungs ("senior individual contributors only"), not what its noun implies. */
const SAID: ReadonlySet<Trait> = new Set(['full_time', 'part_time', 'manages_people']);
const saidTraits = (p: Piece): Trait[] => p.traits.filter((t) => SAID.has(t) || (t === 'individual_contributor' && p.icSaid === true));

export interface RungSentence {
  levels: Level[];
  any: boolean;
  /** Traits said with the rungs, to hold for the people the rungs scope. */
  traits: Trait[];
  /** Pieces of conditions alone: they narrow the persona as a condition sentence would ("Individual contributors only."). */
  conditions: Piece[];
}

/**
 * "C-level, VP, Head and Director titles.", "Individual contributors only, junior through lead.", "Nur ICs, von Junior bis
 * Lead.": the inclusions of a sentence are all rungs or conditions, with at least one rung. Said after a sentence that named
 * people of some area, it scopes them (compile.ts). (A condition piece alone is a condition sentence, read in compile.ts.)
 */
export function rungSentence(ins: Piece[]): RungSentence | undefined {
  if (!ins.some(rungPiece) || !ins.every((p) => rungPiece(p) || conditionPiece(p))) return undefined;
  const rungs = ins.filter(rungPiece);
  return {
    levels: uniq(rungs.flatMap((p) => p.levels)),
    any: rungs.some((p) => p.any),
    traits: uniq(rungs.flatMap(saidTraits)),
    conditions: ins.filter(conditionPiece),
  };
}

/** A kind of work named by its own title and no rung ("ML engineers", "paralegals"): the rungs said after it scope it as they scope an area. */
export const kindOfWork = (p: Piece) => p.roles.length > 0 && p.roles.every((r) => TITLE_KINDS.has(r)) && !p.roleLevels.length && !p.levels.length && !p.alone;
