// The source query (issue 26): from a persona's Criteria, who the data source should hand us as
// candidates, so a job pays for the people it looks for instead of the whole roster.
//
// Recall first. The query is deliberately BROADER than the judge (src/matching/judge), never narrower:
// - an area is widened to its whole function (both sub-functions of an ambiguous area, and more), plus
//   the neighbouring functions where titles are read differently (data work is engineering, analysis or
//   research depending on who reads it);
// - a level is widened to the neighbouring rungs of the ladder (a director may be read as a head or a
//   VP); a level whose titles carry no level word (entry, senior) leaves the level open;
// - every function, area, level and named role also matches by title words (`terms`), in the languages
//   of the network, for what a vendor's taxonomy lacks or misfiles;
// - exclusions, ceilings, tenure, org-chart scopes, "individual contributor", "junior", full/part time are ignored
//   (they only narrow; the judge applies them);
// - named roles add a clause of their own (the judge takes a named role as an alternative);
// - title phrases ("loss adjusters") are the title words of their clause (the stem of the phrase's longest word);
// - a company-relative rung (`rung: 'top'`, "IT, only its head") is asked at every level of its selector, as any
//   selector is: which of them is the top is known only at the company (the CIO at one, the IT manager at another), so
//   the query never narrows it to one rung, and the judge and publishing decide it (src/pipeline/decisions.ts).
// - a company known to be outside the persona's kind of employer ("at the hospitals"), or outside that of each of its
//   selectors, is asked for no one (`clauses` empty, `NO_ONE_HERE`): the judge keeps no one there by the same rule
//   (`employerVerdict`), so scan_team calls no source and find_candidates only checks the roster is not empty.
// When the criteria cannot be expressed safely the query is `full` and says why: an unread clause of
// the persona, a selector that names no one in particular ("anyone"), and founders, owners and whatever
// includes them (decision makers, budget holders, software buyers, people managers without a level),
// because a founder may be found only in the about text.
//
// A query is plain JSON. Each adapter does what its backend can (src/sources/README.md):
// - `textMatches` evaluates it on text (titles, headline, employment type): the embedded dataset's index
//   and the HTTP protocol's light roster entries use it;
// - `pdlQuery` (src/sources/pdl/query.ts) turns it into a People Data Labs Elasticsearch `bool` query.
import {
  functionOf,
  LEVEL_RANK,
  LEVELS,
  PDL_LEVEL,
  type Area,
  type AreaKey,
  type Criteria,
  type EmployerFacts,
  type JobFunction,
  type Level,
  type Selector,
  type Span,
  type Trait,
} from '../matching/criteria.js';
import { phraseStems } from '../matching/reader/title-phrase.js';
import { employerVerdict } from '../matching/sectors.js';
import { FUNCTION_TERMS } from './query-terms-function.js';
import { LEVEL_TERMS, ROLE_TERMS } from './query-terms-level.js';

export * from './query-text.js';

export type PdlLevel = (typeof PDL_LEVEL)[Level];

/** What a clause asks about the person's function (null in a clause: any function). */
export interface AreaCondition {
  /** People Data Labs `job_title_role` values (any of them). */
  roles: JobFunction[];
  /** Title words (normalised; see `hasTerm`) naming the function, an area of it or a named role (any of them). */
  terms: string[];
}

/** What a clause asks about the person's level (null in a clause: any level). */
export interface LevelCondition {
  /** People Data Labs `job_title_levels` values (any of them). */
  levels: PdlLevel[];
  /** Title words naming those rungs (any of them). */
  terms: string[];
}

/** One group of candidates: area AND level (each: roles/levels OR title words). */
export interface QueryClause {
  area: AreaCondition | null;
  level: LevelCondition | null;
  /** The area's words may stand in the employment type ("Contract") rather than the title: a headline cannot rule it out. */
  employmentType?: true;
}

export type SourceQuery =
  | { sourcing: 'full'; reason: string }
  | {
      sourcing: 'filtered';
      /** One line naming what is asked (for the job's usage and logs). */
      reason: string;
      /** A person is a candidate when any clause holds. None: no one is asked for (`NO_ONE_HERE`; the source is not called). */
      clauses: QueryClause[];
    };

/** The whole roster: what a job did before issue 26, and the fallback. */
export const FULL_ROSTER: SourceQuery = { sourcing: 'full', reason: 'the whole roster' };

/** Functions read differently by different readers: a query for one also asks for the others' titles. */
const NEIGHBOUR_FUNCTIONS: Readonly<Partial<Record<JobFunction, readonly JobFunction[]>>> = {
  analyst: ['research'],
  research: ['analyst'],
  sales: ['sales_engineering', 'partnerships'],
  sales_engineering: ['sales', 'engineering'],
  partnerships: ['sales'],
  advisory: [],
  support: [],
  product: [],
};

/** Areas whose titles may be read in another function than their own. */
const NEIGHBOUR_OF_AREA: Readonly<Partial<Record<AreaKey, readonly JobFunction[]>>> = {
  data_engineering: ['analyst', 'research'],
  data_science: ['analyst', 'engineering'],
  analytics: ['research', 'engineering'],
  customer_success: ['sales'],
  account_management: ['support'],
  business_development: ['partnerships'],
  revops: ['operations'],
  strategy: ['professional_service'],
  product_marketing: ['product'],
  // product_management: none. The reader files product managers' titles under product, whose own query
  // needs no neighbour; asking marketing too paid for a whole marketing team on "Product managers".
  project_management: ['product', 'engineering'],
  procurement: ['finance'],
  general_management: ['advisory'],
  security: ['operations'],
};

/** Traits that bring in founders or owners (the judge may know them only from the about text). */
const FOUNDER_TRAITS: readonly Trait[] = ['founder', 'owner', 'decision_maker', 'budget_holder', 'software_buyer'];

/** Employment words of the title or the experience entry's employment type. */
const EMPLOYMENT_TERMS: Readonly<Record<string, readonly string[]>> = {
  contractor: ['freelanc', 'contract', 'fractional', 'self-employed', 'self employed', 'freiberuf', 'interim', 'temporary', 'seasonal', 'consultant'],
  fractional: ['fractional', 'interim', 'freelanc', 'contract'],
  advisor: FUNCTION_TERMS.advisory,
  board: FUNCTION_TERMS.advisory,
};

const uniq = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];

/**
 * Areas the title reader tells from the rest of their function by these words alone (src/matching/reader
 * title.ts): a query for only such areas asks for the words, not the whole function.
 */
const AREA_TERMS: Readonly<Partial<Record<AreaKey, readonly string[]>>> = {
  ecommerce: ['commerce', 'shop', 'onlinehandel', 'comercio', 'marketplace'],
  recruiting: [
    'recruit',
    'reclut',
    'recrut',
    'sourcer',
    'sourcing',
    'head hunter',
    'headhunter',
    'talent',
    'seleccion',
    'selecao',
    'personalbeschaffung',
    'personalgewinnung',
    'acquisition',
    'adquisicion',
    'aquisicao',
    'ta',
  ],
};

function areaCondition(areas: readonly AreaKey[]): AreaCondition {
  if (areas.every((a) => AREA_TERMS[a as Area])) {
    return { roles: [], terms: uniq(areas.flatMap((a) => AREA_TERMS[a as Area] ?? [])) };
  }
  const fns = new Set<JobFunction>();
  for (const a of areas) {
    const f = functionOf(a);
    fns.add(f);
    for (const n of NEIGHBOUR_FUNCTIONS[f] ?? []) fns.add(n);
    for (const n of NEIGHBOUR_OF_AREA[a] ?? []) fns.add(n);
  }
  const roles = [...fns].sort();
  return { roles, terms: uniq(roles.flatMap((f) => FUNCTION_TERMS[f])) };
}

/**
 * The rungs asked for: the vendor's level field also for the rung above each (a vendor's classification
 * slips a rung: a head filed as a VP, a CFO as an owner; a rung below would bring in a whole tier of
 * managers at a credit each, while their titles' words already catch a record filed too low); the title
 * words of the rungs asked (the judge reads a rung from exactly those words).
 */
function levelCondition(levels: readonly Level[]): LevelCondition | null {
  if (levels.some((l) => LEVEL_TERMS[l] === null)) return null;
  const ranks = new Set(levels.map((l) => LEVEL_RANK[l]));
  const near = LEVELS.filter(
    (l) => [...ranks].some((r) => LEVEL_RANK[l] - r >= 0 && LEVEL_RANK[l] - r <= 1) && (levels.includes(l) || LEVEL_TERMS[l] !== null),
  );
  return { levels: uniq(near.map((l) => PDL_LEVEL[l])).sort(), terms: uniq(levels.flatMap((l) => LEVEL_TERMS[l] ?? [])) };
}

type Expressed = { clauses: QueryClause[] } | { full: string };

/** The clauses of one include selector, or why it cannot be expressed. */
function expressSelector(s: Selector): Expressed {
  const label = s.text ? `"${s.text}"` : 'a selector';
  const founderTrait = s.traits.find((t) => FOUNDER_TRAITS.includes(t));
  if (founderTrait) return { full: `${label} asks for ${founderTrait.replace('_', ' ')}s, who may be founders known only from their about text` };
  if (s.levels.includes('owner')) return { full: `${label} asks for owners and founders, who may be known only from their about text` };
  // Title phrases ("loss adjusters"): the judge needs one in the title, so its longest word's stem (a prefix of the
  // word, matched inside words: "disponent" in "Speditionsdisponentin") is a title word of the clause, whatever else it
  // names; a stem of three letters or fewer would have to be a whole word, which its plural is not.
  if (s.titles?.length) {
    const terms = s.titles.map((t) => phraseStems(t).reduce((a, b) => (b.length > a.length ? b : a), ''));
    if (terms.some((t) => t.length < 4)) return { full: `${label} names a title phrase too short to look for` };
    return { clauses: [{ area: { roles: [], terms: uniq(terms) }, level: s.levels.length ? levelCondition(s.levels) : null }] };
  }
  const clauses: QueryClause[] = [];
  // A named role is an alternative of its own in the judge.
  if (s.roles.length) {
    const unknown = s.roles.find((r) => !ROLE_TERMS[r]);
    if (unknown) return { full: `${label} names the role "${unknown}", which has no title words here` };
    clauses.push({ area: { roles: [], terms: uniq(s.roles.flatMap((r) => ROLE_TERMS[r] ?? [])) }, level: null });
    if (!s.levels.length && !s.areas.length) return { clauses };
  }
  if (s.traits.includes('manages_people') && !s.levels.length) {
    return { full: `${label} asks for people managers at any level, and a founder known only from the about text leads people` };
  }
  const area = s.areas.length ? areaCondition(s.areas) : null;
  const level = s.levels.length ? levelCondition(s.levels) : null;
  const employment = s.employment.filter((e) => e !== 'employee');
  if (!area && !level) {
    // Only the employment (or nothing): contractors, board members, advisors are named by their title or employment type.
    if (employment.length && employment.length === s.employment.length) {
      const roles: JobFunction[] = employment.some((e) => e === 'board' || e === 'advisor') ? ['advisory'] : [];
      const contract = employment.some((e) => e === 'contractor' || e === 'fractional');
      clauses.push({
        area: { roles, terms: uniq(employment.flatMap((e) => EMPLOYMENT_TERMS[e] ?? [])) },
        level: null,
        ...(contract ? { employmentType: true as const } : {}),
      });
      return { clauses };
    }
    return { full: `${label} names no function, level or role: anyone on the roster may match` };
  }
  clauses.push({ area, level });
  return { clauses };
}

/**
 * The source query of a persona's reading (its Criteria and the spans the compiler could not read).
 * Pure; see the header for what it widens and when it is `full`.
 */
export function sourceQuery(compiled: { criteria: Criteria; unrecognised?: readonly Span[] }, company?: EmployerFacts): SourceQuery {
  const { criteria } = compiled;
  const unread = (compiled.unrecognised ?? []).filter((s) => s.side === 'include');
  if (unread.length) return { sourcing: 'full', reason: `part of the persona was not understood ("${unread[0]!.text}"), so nobody can be left out` };
  if (!criteria.include.length) return { sourcing: 'full', reason: 'the persona names no one in particular' };
  // A company outside the persona's kind of employer, or outside that of every selector, names no one here (the judge
  // keeps no one by the same rule, `employerVerdict`): nothing is bought (scan_team asks the source nothing).
  const asked = employerVerdict(criteria.employer, company).kind === 'outside' ? [] : askedAt(criteria.include, company);
  if (!asked.length) return { sourcing: 'filtered', reason: NO_ONE_HERE, clauses: [] };
  const clauses: QueryClause[] = [];
  for (const s of asked) {
    const e = expressSelector(s);
    if ('full' in e) return { sourcing: 'full', reason: e.full };
    // Two selectors may ask the same ("heads of engineering …, VPs, heads and directors of engineering"): once is enough.
    for (const c of e.clauses) if (!clauses.some((x) => JSON.stringify(x) === JSON.stringify(c))) clauses.push(c);
  }
  return { sourcing: 'filtered', reason: describe(clauses), clauses };
}

/** Why a filtered query asks for no one (its `clauses` are empty). */
export const NO_ONE_HERE = 'no one: the persona names people at another kind of employer than this company';

/**
 * The selectors worth asking for at this company. One with an employer of its own ("Finance leaders. At the hospitals
 * also the heads of purchasing.") that the company is known to be outside of names no one here (the judge drops it by
 * the same rule, `employerVerdict`), so its people are not bought. None left: no one is asked for.
 */
function askedAt(include: readonly Selector[], company: EmployerFacts | undefined): readonly Selector[] {
  if (!company) return include;
  return include.filter((s) => !s.employer || employerVerdict(s.employer, company).kind !== 'outside');
}

export function describe(clauses: readonly QueryClause[]): string {
  const parts = clauses.map((c) => {
    const a = c.area ? (c.area.roles.length ? c.area.roles.join('/') : `titles like ${c.area.terms.slice(0, 3).join('/')}`) : 'any function';
    const l = c.level ? c.level.levels.join('/') : 'any level';
    return `${a} at ${l}`;
  });
  return `candidates by title: ${parts.join('; ')}`;
}
