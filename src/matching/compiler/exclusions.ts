// The exclusions of one sentence, read into selectors (compile.ts): "not the reps themselves", "no freelancers",
// "… unless they founded the company".
import type { Exclusion } from '../criteria.js';
import type { Piece } from './piece.js';
import { exclusionNoun, meaningful, toSelector } from './selector.js';
import { engineersThemselves } from './scope.js';
import { commsApart } from './kinds.js';
import { approversLeftOut } from './responsibility.js';
import { areasOfRef, nothingOwn, roleContext, type Reading } from './reading.js';

/** The excluded pieces of a sentence as exclusions ("Sales leaders, but not the reps themselves or interns"), with their "unless". */
export function readExclusions(r: Reading, pieces: Piece[]): void {
  let lastEx: Exclusion[] = [];
  let lastClause = -1;
  for (const p of pieces) {
    if (p.mode === 'in') continue;
    if (p.mode === 'unless') {
      // "investors, board members and advisors who did not found the company": spares them all.
      if (meaningful(p)) {
        const u = toSelector(p);
        for (const e of lastEx) e.unless = u;
      }
      continue;
    }
    if (!meaningful(p)) {
      if (p.unknown.length) r.unrecognised.push({ text: p.words.join(' '), side: 'exclude' });
      continue;
    }
    if (nothingOwn(r, p, 'exclude')) continue;
    if ((p.their || p.themselves) && !p.areas.length) {
      const ref = r.lastIn.filter((x) => areasOfRef(x).length).pop();
      if (ref) p.areas = [...areasOfRef(ref)];
    }
    exclusionNoun(p);
    commsApart(p, [...r.lastIn, ...pieces]);
    approversLeftOut(p);
    // "keine Freelancer-Entwickler", "no freelance developers": the people who write software, in an exclusion as in an
    // inclusion, are the engineers themselves (not an interim CTO), unless a rung or "individual contributors" says who.
    if (!p.traits.includes('individual_contributor')) engineersThemselves(p);
    const e: Exclusion = roleContext(r, toSelector(p));
    r.exclude.push(e);
    lastEx = lastClause === p.clause ? [...lastEx, e] : [e];
    lastClause = p.clause;
  }
}
