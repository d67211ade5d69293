// "Department heads and their deputies", "Abteilungsleiter und ihre Stellvertreter", "afdelingshoofden en teamleiders
// (plaatsvervangers ook)", "jefes de departamento y sus adjuntos": deputies named after people of a rung are those people's
// deputies, who stand on their rung (the title reader reads "Plaatsvervangend afdelingshoofd", "Abteilungsleiter-
// Stellvertreter", "Deputy Head of Department" at the head's rung). Their own rungs (lexicon: a deputy is a head or a
// director, said of no one before) added the directors of the whole company, and merged with the people before them they
// spanned four rungs, a range said apart that rung-scope.ts strayRungs dropped with everyone in it. They take the rungs and
// areas of the people named before them in the sentence.
import type { Piece } from './piece.js';

/** A piece of deputies only: "(their) deputies (too / included)" in six languages (folded words). DATA. */
const DEPUTIES =
  /^(?:(?:and|und|et|y|e|en|their|ihre|deren|leurs|leur|sus|seus|suas|hun|les|los|as|os|die|de|the)\s+)*(?:deputy|deputies|deputy heads|stellvertreter|stellvertreterin|stellvertreterinnen|stellvertretungen|adjoint|adjoints|adjointe|adjointes|adjunto|adjuntos|adjunta|adjuntas|substituto|substitutos|plaatsvervanger|plaatsvervangers)(?:\s+(?:too|also|as well|included|auch|ebenfalls|aussi|inclus|incluses|tambien|incluidos|incluidas|tambem|inclusos|inclusas|ook|inbegrepen))*$/;

/** The sentence's pieces with deputies after people of a rung given those people's rungs and areas. */
export function deputiesOfNamed(pieces: Piece[]): Piece[] {
  pieces.forEach((p, i) => {
    if (p.mode !== 'in' || p.roles.length || p.areas.length || !DEPUTIES.test(p.words.join(' ').trim())) return;
    const before = pieces.slice(0, i).filter((x) => x.mode === 'in' && x.levels.length > 0 && !x.roles.length);
    if (!before.length) return;
    p.levels = [...new Set(before.flatMap((x) => x.levels))];
    p.areas = [...new Set(before.flatMap((x) => x.areas))];
  });
  return pieces;
}
