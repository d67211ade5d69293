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
import { hasTerm, normalise, type QueryClause, type SourceQuery } from '../query.js';

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
/**
 * Each title word as PDL's analysed text can match it: a short word (up to 3 letters, "cfo") or one
 * written whole ("product$") as a whole token (`match`); a longer one, often a stem ("financ", "chief financ"), as a phrase whose last word is a
 * prefix (`match_phrase_prefix`: "chief financial officer"). A stem inside a compound ("buchhalt" in
 * "finanzbuchhalterin") is left to PDL's role and level fields.
 */
const titleWords = (fields: string | readonly string[], terms: readonly string[]): Es[] =>
  terms.map((t) => {
    const text = t.replace(/[^a-z0-9]+/g, ' ').trim();
    const whole = t.length <= 3 || t.endsWith('$');
    if (typeof fields === 'string') return whole ? { match: { [fields]: { query: text, operator: 'and' } } } : { match_phrase_prefix: { [fields]: text } };
    return whole ? { multi_match: { query: text, fields, operator: 'and' } } : { multi_match: { query: text, fields, type: 'phrase_prefix' } };
  });

/**
 * Where a current employee's role words can stand: the primary job's title, the titles of every experience
 * entry (a second current role here: "Acting Head of Sales" beside "FP&A Analyst"), and the headline (the
 * role of a person whose title is empty).
 */
const ROLE_TEXT = ['job_title', 'experience.title.name', 'headline'] as const;

/**
 * How much of the title words a query carries, most first: Elasticsearch refuses a query of more than
 * MAX_CLAUSES clauses, so a persona naming many functions is asked with fewer fields, then with PDL's role
 * fields alone where a clause has them (its level words stay).
 */
const DETAIL: ReadonlyArray<{ fields: readonly string[]; areaWordsWithRoles: boolean }> = [
  { fields: ROLE_TEXT, areaWordsWithRoles: true },
  { fields: ['job_title', 'experience.title.name'], areaWordsWithRoles: true },
  { fields: ['job_title'], areaWordsWithRoles: true },
  { fields: ['job_title'], areaWordsWithRoles: false },
];

/**
 * Title words in one field. In the headline, a word that is part of the company's own name ("software" of
 * "Brightwave Software", "legal" of "Lumen Legal Tech") says nothing about the person's role, since most
 * headlines name the company ("Head of Product at Brightwave Software"): it counts there only for a person
 * with no job title, whose headline may be all the role there is.
 */
function fieldWords(field: string, terms: readonly string[], companyName: string): Es | null {
  const inName = field === 'headline' && companyName ? terms.filter((t) => hasTerm(companyName, t)) : [];
  const plain = titleWords(field, inName.length ? terms.filter((t) => !inName.includes(t)) : terms);
  const named = inName.length ? [allOf([{ bool: { must_not: [{ exists: { field: 'job_title' } }] } }, anyOf(titleWords(field, inName))])] : [];
  const all = [...plain, ...named];
  return all.length ? anyOf(all) : null;
}

/**
 * One clause of the source query. The area is PDL's role or the title words of it, the level PDL's level or
 * the level words; but a record is asked for only when PDL's own fields hold together (role and level), or
 * its role and the level words, or the area and level words stand in the same field. Not the area words with
 * PDL's level alone: about 10 % of records carry a wrong level, and the area words of a big function
 * (every engineer) with a misfiled "director" or "cxo" paid for a tenth of the function; the judge reads a
 * level from the title words anyway (src/matching/reader/title.ts), which the level words cover.
 */
function clauseQuery(c: QueryClause, detail: (typeof DETAIL)[number], companyName: string): Es | null {
  const fields = detail.fields;
  const words = (terms: readonly string[]) => fields.map((f) => fieldWords(f, terms, companyName)).filter((q): q is Es => q !== null);
  const role: Es | null = c.area?.roles.length ? { terms: { job_title_role: c.area.roles } } : null;
  const level: Es | null = c.level ? { terms: { job_title_levels: c.level.levels } } : null;
  const areaWords = c.area && (!role || detail.areaWordsWithRoles);
  if (c.area && c.level) {
    // Per field: (PDL's role or the area words there) and the level words there; or PDL's role and level.
    const perField = fields.flatMap((f) => {
      const levelWords = fieldWords(f, c.level!.terms, companyName);
      const area = [...(role ? [role] : []), ...(areaWords ? [fieldWords(f, c.area!.terms, companyName)] : [])].filter((q): q is Es => q !== null);
      return levelWords && area.length ? [allOf([anyOf(area), levelWords])] : [];
    });
    return anyOf([...(role ? [allOf([role, level!])] : []), ...perField]);
  }
  if (c.area) return anyOf([...(role ? [role] : []), ...(areaWords ? words(c.area.terms) : [])]);
  if (c.level) return anyOf([level!, ...words(c.level.terms)]);
  return null;
}

/** Elasticsearch's default limit of clauses in one query (`indices.query.bool.max_clause_count`, 7.x). */
export const MAX_CLAUSES = 1024;

/**
 * Title words without the ones another word already covers as a phrase prefix ("financ" covers
 * "financial", "financier"): the query stays under MAX_CLAUSES.
 */
function essential(terms: readonly string[]): string[] {
  const uniq = [...new Set(terms)];
  const prefixes = uniq.filter((t) => t.length > 3 && !t.includes(' ') && !t.endsWith('$'));
  return uniq.filter((t) => t.length <= 3 || !prefixes.some((p) => p !== t && t.startsWith(p)));
}

/**
 * The Person Search `query` for one company's roster, with the source query's candidates when filtered;
 * `companyName` (PDL's name of the company, when known) keeps the words of its name out of the headline.
 */
export function rosterQuery(companyId: number, query?: SourceQuery, companyName = ''): Es {
  const id = String(companyId);
  const primary: Es = { term: { job_company_linkedin_id: id } };
  const side: Es = allOf([
    { term: { 'experience.company.linkedin_id': id } },
    { bool: { must_not: [primary] } },
    anyOf(titleWords('experience.title.name', SIDE_ROLE_TERMS)),
  ]);
  const onRoster = anyOf([primary, side]);
  if (!query || query.sourcing === 'full') return onRoster;
  const name = normalise(companyName);
  const trimmed = query.clauses.map((c) => ({
    ...c,
    area: c.area ? { ...c.area, terms: essential(c.area.terms) } : null,
    level: c.level ? { ...c.level, terms: essential(c.level.terms) } : null,
  }));
  let out: Es = onRoster;
  for (const detail of DETAIL) {
    const clauses = trimmed.map((c) => clauseQuery(c, detail, name)).filter((q): q is Es => q !== null);
    out = clauses.length ? { bool: { filter: [onRoster], must: [anyOf(clauses)] } } : onRoster;
    if (clauseCount(out) <= MAX_CLAUSES) break;
  }
  return out;
}

/** Leaf clauses of a query (what Elasticsearch counts against MAX_CLAUSES, roughly). */
export function clauseCount(q: unknown): number {
  if (!q || typeof q !== 'object') return 0;
  if (Array.isArray(q)) return q.reduce((n: number, x) => n + clauseCount(x), 0);
  const o = q as Record<string, unknown>;
  if ('bool' in o) return Object.values(o.bool as Record<string, unknown>).reduce((n: number, x) => n + clauseCount(x), 0);
  if ('multi_match' in o) return ((o.multi_match as { fields: unknown[] }).fields ?? []).length;
  return 1;
}
