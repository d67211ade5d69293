// The Person Search query of a roster scan (issue 26): the company, and with a `filtered` source query
// (src/sources/query.ts) the persona's candidates, as one Elasticsearch `bool` query over People Data Labs'
// person fields. Records returned are the candidates, and each one is paid, so the query asks for them
// only; it stays broad where PDL's classification can be wrong (its role OR a title word, its level OR a
// level word).
//
// Who is on the roster: people whose current (primary) job is at the company (`job_company_linkedin_id`),
// and people who hold a current role there beside a primary job elsewhere (board members, advisors,
// fractional executives): an `experience` entry at the company whose title says so. PDL's `experience`
// fields are not nested, so "an entry at this company", "that entry's title" and "that entry has no end
// date" cannot be tied together: the side-role branch asks for an entry at the company AND a side-role (or,
// filtered, a persona) word in any title; the mapping then reads the entry at this company (map.ts).
//
// Current titles only, where PDL allows it. `job_title`, `job_title_role` and `job_title_levels` describe the
// primary job alone (PDL: the `experience` entry with `is_primary`, copied into the `job_*` fields); the
// titles of `experience` also hold every past job, so a persona's words there paid for everyone who once
// held the role. For a person whose primary job is here, the persona is asked of the primary job (and the
// headline); `experience.title.name` is read only for a second current role here, which is named as one
// ("Acting Head of Product" beside "FP&A Analyst": a side-role word in an experience title).
import { hasTerm, normalise, QUALIFIER_OF, type QueryClause, type SourceQuery } from '../query.js';

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

/**
 * Title words of a second role held beside the primary job at the same company, for a time: "Acting Head of
 * Sales" beside "FP&A Analyst", "Interim CFO" beside "Head of FP&A".
 */
export const SECOND_ROLE_TERMS = ['acting', 'interim', 'ad interim', 'kommissarisch', 'par interim', 'interino', 'interina'];

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
    if (t.endsWith('$') && QUALIFIER_OF[text]) return anyOf((typeof fields === 'string' ? [fields] : fields).map((f) => unqualifiedWord(f, text)));
    if (typeof fields === 'string') return whole ? { match: { [fields]: { query: text, operator: 'and' } } } : { match_phrase_prefix: { [fields]: text } };
    return whole ? { multi_match: { query: text, fields, operator: 'and' } } : { multi_match: { query: text, fields, type: 'phrase_prefix' } };
  });

/**
 * Phrases of product management that keep a title whose "product" also qualifies another function
 * ("Product Marketing Manager & Product Owner", "Product Designer / Product Manager"): each a phrase whose
 * last word is a prefix, or whole when written with a final "$" ("head of product", not "of production").
 */
export const OWN_PHRASES: Readonly<Record<string, readonly string[]>> = {
  product: [
    'product manag',
    'product own',
    'product lead',
    'product direct',
    'product head',
    'product officer',
    'product ops',
    'product operat',
    'product strateg',
    'product analy',
    'of product$',
    'vp product$',
    'head product$',
  ],
};

/**
 * A whole word that may only qualify another function (`QUALIFIER_OF`, src/sources/query.ts) as
 * Elasticsearch can ask it: the word where no title phrase makes it a qualifier ("product" but not
 * "product marketing", "product designer"), or one of the function's own phrases (`OWN_PHRASES`), which
 * keeps a title naming both ("Product Marketing Manager & Product Owner"). Plain `bool`, `match`,
 * `match_phrase` and `match_phrase_prefix`: a title whose every "product" qualifies another function and
 * which names none of the phrases is not asked for (PDL's role field still asks for it where PDL files it
 * under the function).
 */
function unqualifiedWord(field: string, word: string): Es {
  const qualified = (QUALIFIER_OF[word] ?? []).map((q) => ({ match_phrase: { [field]: `${word} ${q}` } }));
  const own = (OWN_PHRASES[word] ?? []).map((p) => (p.endsWith('$') ? { match_phrase: { [field]: p.slice(0, -1) } } : { match_phrase_prefix: { [field]: p } }));
  return anyOf([{ bool: { must: [{ match: { [field]: { query: word, operator: 'and' } } }], must_not: qualified } }, ...own]);
}

/**
 * Where a person's current role words can stand: for everyone, the primary job (its title, PDL's role and
 * level of it) and the headline (the role of a person whose title is empty); for a side role here or a
 * second role beside the primary job here, the titles of the experience entries (current or not: PDL cannot
 * tell which, see above).
 */
const EXPERIENCE_TEXT = ['experience.title.name'] as const;

/**
 * How much of the title words a query carries, most first: Elasticsearch refuses a query of more than
 * MAX_CLAUSES clauses, so a persona naming many functions is asked with fewer words. First the experience
 * titles go (everyone with a side or second role here is then a candidate: a few in a hundred), then the
 * headline, then the area words where PDL's role fields stand for them (the level words stay).
 */
const DETAIL: ReadonlyArray<{ fields: readonly string[]; experienceWords: boolean; areaWordsWithRoles: boolean }> = [
  { fields: ['job_title', 'headline'], experienceWords: true, areaWordsWithRoles: true },
  { fields: ['job_title', 'headline'], experienceWords: false, areaWordsWithRoles: true },
  { fields: ['job_title'], experienceWords: false, areaWordsWithRoles: true },
  { fields: ['job_title'], experienceWords: false, areaWordsWithRoles: false },
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
function clauseQuery(c: QueryClause, detail: (typeof DETAIL)[number], companyName: string, fields: readonly string[], pdlFields: boolean): Es | null {
  const words = (terms: readonly string[]) => fields.map((f) => fieldWords(f, terms, companyName)).filter((q): q is Es => q !== null);
  const role: Es | null = pdlFields && c.area?.roles.length ? { terms: { job_title_role: c.area.roles } } : null;
  const level: Es | null = pdlFields && c.level ? { terms: { job_title_levels: c.level.levels } } : null;
  const areaWords = c.area && (!c.area.roles.length || detail.areaWordsWithRoles);
  if (c.area && c.level) {
    // Per field: (PDL's role or the area words there) and the level words there; or PDL's role and level.
    const perField = fields.flatMap((f) => {
      const levelWords = fieldWords(f, c.level!.terms, companyName);
      const area = [...(role ? [role] : []), ...(areaWords ? [fieldWords(f, c.area!.terms, companyName)] : [])].filter((q): q is Es => q !== null);
      return levelWords && area.length ? [allOf([anyOf(area), levelWords])] : [];
    });
    const any = [...(role && level ? [allOf([role, level])] : []), ...perField];
    return any.length ? anyOf(any) : null;
  }
  const any = c.area
    ? [...(role ? [role] : []), ...(areaWords ? words(c.area.terms) : [])]
    : c.level
      ? [...(level ? [level] : []), ...words(c.level.terms)]
      : [];
  return any.length ? anyOf(any) : null;
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
  const sideWords = anyOf(titleWords('experience.title.name', SIDE_ROLE_TERMS));
  const side: Es = allOf([{ term: { 'experience.company.linkedin_id': id } }, { bool: { must_not: [primary] } }, sideWords]);
  const onRoster = anyOf([primary, side]);
  const secondWords = anyOf(titleWords('experience.title.name', SECOND_ROLE_TERMS));
  if (!query || query.sourcing === 'full') return onRoster;
  const name = normalise(companyName);
  const trimmed = query.clauses.map((c) => ({
    ...c,
    area: c.area ? { ...c.area, terms: essential(c.area.terms) } : null,
    level: c.level ? { ...c.level, terms: essential(c.level.terms) } : null,
  }));
  let out: Es = onRoster;
  for (const detail of DETAIL) {
    // Everyone on the roster by their primary job and headline; a side role here or a second role beside the
    // primary job here by the experience titles (all of those people when the words would not fit).
    const askedOf = (fields: readonly string[], pdlFields: boolean) =>
      trimmed.map((c) => clauseQuery(c, detail, name, fields, pdlFields)).filter((q): q is Es => q !== null);
    const primaryJob = askedOf(detail.fields, true);
    if (!primaryJob.length) return onRoster; // nothing the fields can ask: the whole roster
    const sideRoles = detail.experienceWords ? askedOf(EXPERIENCE_TEXT, false) : [];
    const notPrimary = anyOf([side, allOf([primary, secondWords])]);
    out = anyOf([
      ...(primaryJob.length ? [{ bool: { filter: [onRoster], must: [anyOf(primaryJob)] } }] : []),
      sideRoles.length ? { bool: { filter: [notPrimary], must: [anyOf(sideRoles)] } } : notPrimary,
    ]);
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
