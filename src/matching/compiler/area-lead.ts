// "In finance, the controller and FP&A", "côté finance, le DAF seul", "en atención al cliente, jefes de equipo y
// supervisores", "im Vertrieb, Teamleiter und Manager": an area said first after a preposition, then a comma, is the
// heading of the list after it, as "Finance: the controller and FP&A" is (read-sentence.ts reads "HEAD: LIST"). Without
// this the area was a person of its own (all of finance) and the list's bare rungs had no area at all.
import type { Tagged } from './tokens.js';

/** Prepositions that open an area said as the scope of what follows (six languages, folded). DATA. */
const SCOPE_PREP = new Set(['in', 'im', 'within', 'inside', 'bei', 'beim', 'bij', 'binnen', 'en', 'em', 'na', 'dans', 'cote', 'dentro de']);
/** Tags that may stand between the preposition and the comma: the areas, their articles and the words joining them. */
const HEAD_KINDS = new Set(['area', 'filler', 'of', 'sep']);

/**
 * The index of the comma that ends such a leading area (the last comma before the first word that is no area: "in
 * sales, marketing and CS, managers and up" is three areas over one list), or -1. The sentence must have no colon, and
 * a word that is no area must follow the comma.
 */
export function areaLeadComma(tagged: readonly Tagged[]): number {
  const first = tagged[0];
  // ("No product marketing, …", "sin legal, …": the negation is no preposition.)
  if (tagged.length < 4 || !first || !SCOPE_PREP.has(first.text) || first.tag?.k === 'neg' || first.tag?.k === 'negpost') return -1;
  if (tagged.some((t) => t.text === ':')) return -1;
  let comma = -1;
  let area = false;
  let i = 1;
  for (; i < tagged.length; i += 1) {
    const t = tagged[i] as Tagged;
    if (!HEAD_KINDS.has(t.tag?.k ?? '')) break;
    if (t.tag?.k === 'area') area = true;
    if (t.text === ',' && area) comma = i;
  }
  return comma > 1 && i < tagged.length && i > comma ? comma : -1;
}

/** The sentence's tags with such a comma read as the heading's colon (the preposition left out). */
export function areaLeadAsHeading(tagged: Tagged[]): Tagged[] {
  const at = areaLeadComma(tagged);
  if (at < 0) return tagged;
  return tagged.slice(1).map((t, i) => (i + 1 === at ? { tag: null, text: ':', unknown: false } : t));
}
