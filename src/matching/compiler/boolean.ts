// The compiler's grammar, part −2: a boolean title search as the tools take it ("(procurement OR purchasing) AND (head OR
// director) NOT assistant NOT intern"). Groups joined by AND are read as the first group's words heading the list of the
// others' ("procurement, purchasing: head, director"): the areas a list heads are those of its people (read-sentence.ts),
// so the rungs hold for those areas and the area words add nobody at every rung. Each "NOT x" is an exclusion. A key before
// the search ("Cargo:", "Functietitel:") names the field the search is written in, and goes. Beside a search, the fields of a
// tool's filter stay (fields.ts); a sentence of prose is the buyer's note ("We look for whoever signs off on …"), not more
// people, and is left out with a warning (compile.ts). Without a search the definition is left as written.
import { isField, segments } from './fields.js';

/** One group: "(a OR b OR "c d")". */
const GROUP = String.raw`\(\s*[^()]+?\s*\)`;
/** A search: groups joined by AND, then NOT terms (a word, a quoted phrase or a group). */
const SEARCH = new RegExp(
  String.raw`(?:(?<=^|[.;|\n])\s*[^:()\n.;|]{1,30}:\s*)?(${GROUP}(?:\s+AND\s+${GROUP})+)((?:\s+(?:AND\s+)?NOT\s+(?:"[^"]+"|${GROUP}|[^\s()"]+))*)`,
  'gu',
);

/** The words of a group or a term, without parentheses and quotes. */
const words = (group: string) =>
  group
    .replace(/^\s*\(|\)\s*$/g, '')
    .split(/\s+OR\s+/)
    .map((w) => w.replace(/"/g, '').trim())
    .filter(Boolean);

export interface BooleanReading {
  /** The search as sentences, with the fields beside it. */
  text: string;
  /** Sentences of prose beside the search, left out. */
  prose: string[];
}

/** The definition with its boolean searches written as sentences, or null when it has none. */
export function readBoolean(definition: string): BooleanReading | null {
  SEARCH.lastIndex = 0;
  if (!SEARCH.test(definition)) return null;
  SEARCH.lastIndex = 0;
  const searches: string[] = [];
  const rest = definition.replace(SEARCH, (_m, groups: string, nots: string) => {
    const [head, ...others] = groups.split(/\s+AND\s+/).map(words);
    searches.push(`${(head ?? []).join(', ')}: ${others.flat().join(', ')}.`);
    const excluded = [...nots.matchAll(/NOT\s+("[^"]+"|\([^()]+\)|[^\s()"]+)/g)].flatMap((m) => words(m[1] as string));
    if (excluded.length) searches.push(`Not ${excluded.join(', ')}.`);
    return '\n';
  });
  const parts = segments(rest);
  return { text: [...searches, ...parts.filter(isField)].join('\n'), prose: parts.filter((s) => !isField(s)) };
}
