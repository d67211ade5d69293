// The source query on text (src/sources/query.ts): whether a person's titles and headline can match a query, as the
// embedded dataset's index and the HTTP protocol's light roster entries filter. The query itself (what to ask for, from
// a persona's Criteria) is built in query.ts; this is only how its title words are found in text.
import { headlineRoles } from '../matching/reader/person.js';
import { TextMemo } from '../matching/text-memo.js';
import type { QueryClause, SourceQuery } from './query.js';
import { FUNCTION_TERMS } from './query-terms-function.js';
import { LEVEL_TERMS, ROLE_TERMS } from './query-terms-level.js';

/** Text as the terms are written: lower case, no accents, "ß" → "ss", other characters a space. */
export function normalise(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9&']+/g, ' ')
    .trim();
}

/**
 * Whole title words that, right before one of these words, only qualify another function: "Product
 * Marketing Manager" is marketing and "Product Designer" design (as the judge reads them), so such a
 * "product" does not count as product management's word; another "product" in the same title does
 * ("Product Marketing Manager & Product Owner"). A query for marketing or design has that function's own
 * words, which still catch the title.
 */
export const QUALIFIER_OF: Readonly<Record<string, readonly string[]>> = {
  product: ['marketing', 'marketer', 'design', 'designer'],
};

/**
 * Whether normalised text (see `normalise`) holds a term: a whole word up to 3 letters or when written with
 * a final `$` ("product$": not "production"; not where it only qualifies another function, `QUALIFIER_OF`),
 * anywhere otherwise.
 */
export function hasTerm(text: string, term: string): boolean {
  // The plain substring test first: most terms are not in most texts, and it allocates nothing.
  if (!text.includes(term.endsWith('$') ? term.slice(0, -1) : term)) return false;
  if (term.endsWith('$')) {
    const word = term.slice(0, -1);
    const qualifies = QUALIFIER_OF[word];
    if (!qualifies) return ` ${text} `.includes(` ${word} `);
    const words = text.split(' ');
    return words.some((w, i) => w === word && !qualifies.includes(words[i + 1] ?? ''));
  }
  if (term.length <= 3) return ` ${text} `.includes(` ${term} `);
  return text.includes(term);
}

const uniq = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];

/** Whether a clause holds on normalised text (every current title, employment type and headline of a person). */
function clauseOnText(c: QueryClause, text: string): boolean {
  if (c.area && !c.area.terms.some((t) => hasTerm(text, t))) return false;
  if (c.level && !c.level.terms.some((t) => hasTerm(text, t))) return false;
  return true;
}

/**
 * Whether a person described by these texts (each a current title here with its employment type, or the
 * headline; raw, normalised here) can match the query: a clause must hold within one text. `full` matches
 * everyone.
 */
export function textMatches(query: SourceQuery, texts: readonly string[]): boolean {
  return normalisedMatches(query, texts.map(normalise).join(PART));
}

/** Between the parts of an index text (`rosterText`): a clause must hold within one part. */
const PART = '\n';

/** `textMatches` over text already normalised (the embedded index keeps it so, in parts: see `rosterText`). */
export function normalisedMatches(query: SourceQuery, text: string): boolean {
  if (query.sourcing === 'full') return true;
  const parts = text.split(PART);
  return query.clauses.some((c) => parts.some((part) => clauseOnText(c, part)));
}

/** The part of a profile a text backend filters on: what the judge reads a role from, except the about text. */
export interface RosterTextSource {
  company_id: number;
  person: { headline: string };
  experience: ReadonlyArray<{ title: string; company: string; company_id: number; end: string; employment_type: string }>;
}

/**
 * A person's text for the index, in parts (each current title here with its employment type, and the
 * headline without the company's name: `headlineRole`), each normalised, or none for a former member: a
 * clause must hold within one part, as the judge reads each role on its own ("Software Engineer" and
 * "Acting Head of Design" do not make a head of engineering).
 */
export function rosterText(p: RosterTextSource): string {
  const here = p.experience.filter((e) => e.company_id === p.company_id);
  const current = here.filter((e) => e.end.trim() === '');
  // Someone who has left (entries here, none current) is never a match (the reader's `former`): no text.
  if (here.length && !current.length) return '';
  const company = here[0]?.company ?? '';
  return [...current.map((e) => normalise(`${e.title} | ${e.employment_type}`)), headlineRole(p.person.headline, company)].join(PART);
}

/**
 * A headline, normalised, as the title reader takes a role from it (`headlineRoles`,
 * src/matching/reader/person.ts): its segments about this company or no company, without "at <company>…".
 * "Head of Product at Brightwave Software" is about product whatever the words of the company's name, and
 * "Advisor @ Initech" is not about this company at all.
 */
export function headlineRole(headline: string, company: string): string {
  return headlineRoles(headline, company).map(normalise).join(' ').trim();
}

/** Every title word the query knows of (any function or level): a headline with none of them says nothing about the role. */
const ALL_TERMS: readonly string[] = uniq([
  ...Object.values(FUNCTION_TERMS).flat(),
  ...Object.values(LEVEL_TERMS).flatMap((t) => t ?? []),
  ...Object.values(ROLE_TERMS).flat(),
]);

/** Whether normalised text names any role at all (a function, level or named role word). */
export function namesARole(text: string): boolean {
  return namesATerm(normalise(text));
}

/** `namesARole` over normalised text, memoised: a roster's headlines repeat across pages, jobs and personas, and ALL_TERMS is long. */
const named = new TextMemo<boolean>(50_000);
function namesATerm(t: string): boolean {
  return named.get(t, () => ALL_TERMS.some((term) => hasTerm(t, term)));
}

/**
 * Whether a light roster entry is worth its full profile, from its headline alone (the HTTP source
 * protocol, whatever its server did with the filter). Only a headline segment that states a position
 * ("Head of Finance at Globex", "Sr. PM @ Orbit | …") is taken as saying who the person is; an entry is
 * dropped when it has such segments, every one names a role, and none can match the query. Anything else
 * (no headline, a tagline such as "Discovery, delivery, outcomes", a position the words do not place) is
 * kept. A person whose headline names only another of their current roles can be missed: the equality
 * test counts those (test/sources/sourcing-equality.test.ts).
 */
export function headlineCanMatch(query: SourceQuery, headline: string): boolean {
  return headlineSays(query, headline) !== 'no';
}

/** What a headline says about the query: a position that can match (`yes`), only positions that cannot (`no`), or nothing placed (`unknown`). */
export function headlineSays(query: SourceQuery, headline: string): 'yes' | 'no' | 'unknown' {
  if (query.sourcing === 'full' || query.clauses.some((c) => c.employmentType)) return 'unknown';
  const positions = headline
    .split(/[|·•]/)
    .map((seg) => /^(.*?)(?:\s+(?:at|bei|chez|en|em)\s+|\s*@\s*)\S/i.exec(seg.trim())?.[1] ?? '')
    .map(normalise)
    .filter(Boolean);
  if (!positions.length || positions.some((p) => !namesATerm(p))) return 'unknown';
  return positions.some((p) => normalisedMatches(query, p)) ? 'yes' : 'no';
}

/**
 * A page is taken whole when at least this share of its placed headlines (those that state a position the
 * words place) can match: the headline rule would then save at most 6.7 times the fetches, and it misses the
 * people whose headline names another of their current roles ("Sr. FP&A Analyst at Globex" who is also
 * "Acting Head of Sales"). A narrow persona's pages stay far below it. 0.15, not 0.2 (session 17, bundled and
 * blind sets 1–2, 21,530 matches): 198 losses (0.92 %) for 246,056 profiles, against 217 (1.01 %) for 234,176;
 * 0.1 gave 163 (0.76 %) for 268,149. Figures: docs/benchmarks.md
 * "Sourcing" and test/sources/sourcing-equality.test.ts.
 */
export const WHOLE_PAGE_SHARE = 0.15;

/** Which entries of one roster page (their headlines) are worth their full profiles: `headlineCanMatch`, or all of them (`WHOLE_PAGE_SHARE`). */
export function headlinesKept(query: SourceQuery, headlines: readonly string[]): boolean[] {
  const says = headlines.map((h) => headlineSays(query, h));
  const yes = says.filter((x) => x === 'yes').length;
  const placed = yes + says.filter((x) => x === 'no').length;
  return placed > 0 && yes >= WHOLE_PAGE_SHARE * placed ? headlines.map(() => true) : says.map((x) => x !== 'no');
}
