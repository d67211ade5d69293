// The Person Search query of a roster scan (issue 26): the company, and with a `filtered` source query
// (src/sources/query.ts) the persona's candidates, as one Elasticsearch `bool` query over People Data Labs'
// person fields. Records returned are the candidates, and each one is paid, so the query asks for them
// only; it stays broad where PDL's classification can be wrong (its role OR a title word, its level OR a
// level word).
//
// Who is on the roster: people whose current (primary) job is at the company (`job_company_linkedin_id`),
// and people who hold a current role there beside a primary job elsewhere (board members, advisors,
// fractional executives): an `experience` entry at the company whose title says so. PDL's `experience`
// fields are not nested, so "an entry at this company" and "that entry's title" cannot be tied together:
// the side-role branch asks for an entry at the company AND a side-role (or, filtered, a persona) word in
// any title; the mapping then reads the entry at this company (map.ts).
import type { QueryClause, SourceQuery } from '../query.js';

/** Title words of roles people hold beside a primary job elsewhere. */
export const SIDE_ROLE_TERMS = [
  'board',
  'advisor',
  'adviser',
  'advisory',
  'chair',
  'chairman',
  'chairwoman',
  'fractional',
  'interim',
  'freelance',
  'contract',
  'contractor',
  'director',
];

type Es = Record<string, unknown>;

const anyOf = (should: Es[]): Es => (should.length === 1 ? (should[0] as Es) : { bool: { should, minimum_should_match: 1 } });
const allOf = (must: Es[]): Es => (must.length === 1 ? (must[0] as Es) : { bool: { must } });
/** Each title word as a `match` of all its tokens (PDL titles are lower case, analysed text). */
const titleWords = (field: string, terms: readonly string[]): Es[] => terms.map((t) => ({ match: { [field]: { query: t, operator: 'and' } } }));

function clauseQuery(c: QueryClause, titleField: string): Es | null {
  const parts: Es[] = [];
  if (c.area) parts.push(anyOf([...(c.area.roles.length ? [{ terms: { job_title_role: c.area.roles } }] : []), ...titleWords(titleField, c.area.terms)]));
  if (c.level) parts.push(anyOf([{ terms: { job_title_levels: c.level.levels } }, ...titleWords(titleField, c.level.terms)]));
  return parts.length ? allOf(parts) : null;
}

/** The Person Search `query` for one company's roster, with the source query's candidates when filtered. */
export function rosterQuery(companyId: number, query?: SourceQuery): Es {
  const id = String(companyId);
  const primary: Es[] = [{ term: { job_company_linkedin_id: id } }];
  const side: Es[] = [{ term: { 'experience.company.linkedin_id': id } }, { bool: { must_not: [{ term: { job_company_linkedin_id: id } }] } }];
  if (!query || query.sourcing === 'full') {
    return anyOf([allOf(primary), allOf([...side, anyOf(titleWords('experience.title.name', SIDE_ROLE_TERMS))])]);
  }
  const primaryClauses = query.clauses.map((c) => clauseQuery(c, 'job_title')).filter((q): q is Es => q !== null);
  // Side roles: their role and level fields describe the job elsewhere; only the titles can tell.
  const sideWords = [...new Set(query.clauses.flatMap((c) => [...(c.area?.terms ?? []), ...(c.level?.terms ?? [])]))];
  const branches: Es[] = [allOf([...primary, ...(primaryClauses.length ? [anyOf(primaryClauses)] : [])])];
  if (sideWords.length) branches.push(allOf([...side, anyOf(titleWords('experience.title.name', sideWords))]));
  return anyOf(branches);
}
