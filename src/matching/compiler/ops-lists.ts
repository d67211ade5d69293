// Revenue operations named in a list (six languages): "Revenue & Sales Operations", "Sales and Revenue Ops", "Rev- und
// Sales-Ops", "Vertriebs- und Revenue-Operations" share one head word: each is the RevOps team ("Revenue Operations and Sales
// Operations"), not sales beside the whole operations function. A bare "Ops" / "Operations" listed right after RevOps words
// ("RevOps / Sales Ops / Ops") is one more name of the same team, never all of operations.
// Read by the tokeniser (tokens.ts) before the words are split.

/** Words that make the RevOps team with "Ops" / "Operations" after them ("Revenue", "Sales", "GTM", "Vertriebs"). */
const REV = '(?:rev|revenue|sales|gtm|go[ -]to[ -]market|vertriebs?|verkoop|deal|commercial)';
/** What joins two items of a list. */
const JOIN = '(?:&|/|\\+|(?:and|or|und|oder|sowie|et|ou|y|o|e|en|of)(?!\\p{L}))';
const OPS = '(?:ops|operations)';
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** "Revenue & Sales Operations", "Rev- und Sales-Ops": the head word said once for both. */
const SHARED_HEAD = new RegExp(`${B}(${REV})(?:-\\s*|\\s+|\\s*(?=[&/+]))(${JOIN})\\s*(${REV})(?:-|\\s+)?(${OPS})${E}`, 'giu');
/** A RevOps name ("RevOps", "Sales Ops", "Revenue Operations") and a bare "Ops" after it in the list. */
const BARE_AFTER = new RegExp(
  `${B}((?:revops|salesops|${REV}[ -]?${OPS})\\s*(?:,|${JOIN})\\s*)(${OPS})(?=\\s*(?:[,;/&.:)]|$|(?:and|or|und|oder|et|ou|y|o|e|en|of)\\s))`,
  'giu',
);

/** The sentence with RevOps lists spelled out (see the header). */
export function spellOutRevOps(sentence: string): string {
  return sentence
    .replace(SHARED_HEAD, (_m, a: string, join: string, b: string, ops: string) => `${a} ${ops} ${join} ${b} ${ops}`)
    .replace(BARE_AFTER, '$1RevOps');
}
