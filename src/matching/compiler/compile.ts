// The persona compiler: text → CompiledPersona (Criteria, warnings, unrecognised spans).
// Stages: sentences (sentences.ts) and tokens (tokens.ts) → tags over the lexicon (lexicon.ts, tokens.ts, tag-sentence.ts) → clauses
// and pieces (pieces.ts) → selectors (resolve.ts). One sentence is read in read-sentence.ts (its lists, and "HEAD: LIST":
// the list defines the heading and takes its areas). The seller's context (what is sold, to which market, before
// "Target:") is left out first (context.ts); the employer is read apart (employer.ts). Then, sentence by sentence
// (compileSentences, its state in reading.ts):
//   1. sentence-pieces.ts — the sentence's pieces; a sentence that restates, only names what is sold, or is a title adds nobody;
//   2. sentence-scope.ts — a sentence made only of levels, a permission or an "only" scopes the people before it instead;
//   3. sentence-rungs.ts — rungs carried to added areas, ranges, ladders, boss words, and references back ("their",
//      "themselves", "anyone above" take the areas named last; references.ts);
//   4. exclusions.ts — the sentence's exclusions as selectors.
// Then, over the whole persona: conditions said on their own hold for every inclusion (conditions.ts); the inclusions as
// selectors, settled together; a definition with exclusions and no inclusion means everyone else (inclusions.ts).
import { foldLigatures } from './fold.js';
import { orgScopes } from './org-scope.js';
import { CRITERIA_VERSION, type CompiledPersona, type EmployerCondition, type Selector } from '../criteria.js';
import { norm } from '../reader/text.js';
import { words } from './top-rung.js';
import { joinDottedPlurals, sentences } from './sentences.js';
import { readEmployer } from './employer.js';
import { sectorTitle } from './title-sector.js';
import { areLeftOutKind } from './responsibility.js';
import { blockSentences } from './blocks.js';
import { withoutContext } from './context.js';
import { readFields } from './fields.js';
import { readBoolean } from './boolean.js';
import { readCard } from './card.js';
import { startReading, type Reading, type SentenceRead } from './reading.js';
import { sentencePieces } from './sentence-pieces.js';
import { scopesBefore } from './sentence-scope.js';
import { settleRungs } from './sentence-rungs.js';
import { readExclusions } from './exclusions.js';
import { applyConditions } from './conditions.js';
import { readInclusions } from './inclusions.js';

/**
 * An aside between two dashes before the end of a range ("Editors who run a desk – news, sports – up to the editor-in-chief",
 * "Buyers – who pick the range – through the head of buying"): in parentheses, so the range starts at the people before it.
 * DASH_GLOSS: so is a short one before "and", "plus" and their kin ("Energy traders — power and gas — plus the junior
 * traders"); a long list between dashes stays the people it names.
 */
const DASH_ASIDE = /\s[–—]\s+([^–—()\n.;:]{1,100}?)\s+[–—](?=\s+(?:up to|all the way up to|through|to|bis|jusqu|jusqu'|hasta|ate|até|tot)\s)/giu;
/** "SDRs — and their managers", "Wind turbine techs — plus their site managers": a dash before "and their" or "and also" adds to the list, as a comma does (session 40). */
const DASH_AND =
  /\s+(?:[–—]|-{1,2})\s+(?=(?:and|plus|und|sowie|et|y|e|en|as well as|ainsi que|asi como|así como|bem como)\s+(?:their|its|ihre|ihren|leurs|leur|sus|su|os seus|as suas|seus|suas|hun|haar|also|ook|auch|aussi|tambien|también|tambem|também)\s)/giu;
/**
 * "Not the energy procurement people — that's trading.": after an exclusion, a short gloss after a dash that says what the
 * people left out are names nobody (session 40). Elsewhere it may name people ("Budget holders — that's the CFO.").
 */
const THATS =
  /(?<=\b(?:not|no|never|except|excluding|nicht|keine?[nrs]?|ohne|pas|sans|sauf|sin|ni|nada de|excepto|nao|não|sem|nem|geen|niet|behalve)\b[^.;]*)\s*[–—]\s*(?:that[’']?s|c[’']est|das ist|eso es|isso [ée]|dat is)\s+[^.;()–—]{1,30}(?=[.;]|$)/giu;
/** A short aside (one comma at most) between dashes before "and", "plus" and their kin: in parentheses too (session 40). */
const DASH_GLOSS = /\s[–—]\s+([^–—()\n.;:,]{1,60}?(?:,[^–—()\n.;:,]{1,40}?){0,2})\s+[–—](?=\s+(?:and|plus|und|sowie|et|y|e|en)\s)/giu;

/**
 * Session 41: an aside between two dashes closed right before a comma, a full stop or the end ("Todo RRHH —dirección de
 * personas, HRBP, selección, nóminas—, sin becarios"): in parentheses, so the people before it stay named.
 */
const DASH_CLOSED = /\s[–—]\s*([^–—()\n.;:]{1,120}?)\s*[–—](?=\s*(?:[,.;]|$))/gu;

export function compileText(written: string): CompiledPersona {
  // "Must have: … / Exclude: …", "✅ … / ❌ …", JSON and YAML snippets: a card's syntax as lines and fields (card.ts).
  // (Session 55: the Dutch emphatic "én" / "óók" are the plain words: "bij verzekeraars én bij de makelaar".)
  const text = readCard(joinDottedPlurals(foldLigatures(written))).replace(
    /(^|[^\p{L}])(én|óók)(?![\p{L}])/gu,
    (_m, pre: string, w: string) => `${pre}${w === 'én' ? 'en' : 'ook'}`,
  );
  // "(procurement OR purchasing) AND (head OR director) NOT assistant": a boolean title search as sentences (boolean.ts).
  const search = readBoolean(text);
  if (search) {
    const compiled = compileText(search.text);
    for (const note of search.prose)
      compiled.warnings.push({ code: 'not_applied', text: note, message: `"${note}" is read as a note beside the search, which says who is meant.` });
    return compiled;
  }
  // "Function: Finance | Seniority: Director, VP": a tool's filter fields, read field by field (fields.ts).
  const fields = readFields(text);
  if (fields) {
    const compiled = withFields(compileText(fields.text), fields.employer);
    for (const value of fields.notApplied)
      compiled.warnings.push({
        code: 'not_applied',
        text: value,
        message: `"${value}" is a filter of the tool that is not applied (a place, or a kind or size of company not read): people are kept wherever they are.`,
      });
    return compiled;
  }
  // An aside between dashes is one in parentheses: examples or a gloss, not the next people of a list.
  const definition = text.replace(DASH_ASIDE, ' ($1)').replace(DASH_GLOSS, ' ($1)').replace(DASH_CLOSED, ' ($1)').replace(THATS, '').replace(DASH_AND, ', ');
  const all = blockSentences(sentences(definition));
  const kept = withoutContext(all);
  if (kept.length === all.length && kept.every((s, i) => s === all[i])) return withEmployer(definition, all);
  // "We sell payroll software to HR teams.": when nothing but the seller's context names anyone, it is the request.
  const reading = withEmployer(definition, kept);
  const someone = reading.criteria.include.some((s) => s.text !== 'everyone') || reading.unrecognised.some((u) => u.side === 'include');
  return someone ? reading : withEmployer(definition, all);
}

/** The company filters of a tool's fields (headcount, industry) as the persona's employer, with any the sentences named. */
function withFields(compiled: CompiledPersona, employer: EmployerCondition | undefined): CompiledPersona {
  if (!employer) return compiled;
  const had = compiled.criteria.employer;
  compiled.criteria.employer = had
    ? {
        ...had,
        sectors: [...new Set([...had.sectors, ...employer.sectors])],
        ...(employer.employees ? { employees: employer.employees } : {}),
        text: `${had.text}; ${employer.text}`,
      }
    : employer;
  return compiled;
}

/**
 * The employer the people's sentences name (employer.ts), and the people read from them without its words (they name
 * nobody else: "founders of tech companies" are founders); a size or sector that cannot be applied is said to be left.
 */
function withEmployer(definition: string, read: readonly string[]): CompiledPersona {
  const { employer, sizesLeft, sectorsLeft, partsWithin, narrower, people, scoped, scopedOut } = readEmployer(definition, sectorTitle(read));
  // A sentence that only named the employer names nobody; the words taken out still give the others' senses ("tellers at banks"),
  // and the employer the persona is about gives them in every sentence ("At consultancies: … Not the consultants themselves.").
  const about = employer?.sectors.length ? ` (${employer.text})` : '';
  const named = people.flatMap((text, i) => {
    const own = scoped.get(i);
    const out = scopedOut.get(i);
    return /[\p{L}\p{N}]/u.test(text)
      ? [{ text, context: `${read[i] ?? text}${about}`, ...(own ? { employer: own } : {}), ...(out ? { excludeEmployer: out } : {}) }]
      : [];
  });
  const compiled = compileSentences(definition, named);
  withoutEveryEmployee(compiled);
  if (sectorsLeft.length)
    compiled.warnings.push({
      code: 'not_applied',
      text: [...new Set(sectorsLeft)].join(', '),
      message: `"${[...new Set(sectorsLeft)].join(', ')}" is not applied as a kind of employer: it is said of only some of the people (examples, or people named beside others), a place where the people work at something, or beside employers of no known kind, so people at every kind of company are kept.`,
    });
  if (narrower.length)
    compiled.warnings.push({
      code: 'not_applied',
      text: [...new Set(narrower)].join(', '),
      message: `"${[...new Set(narrower)].join(', ')}" is a kind of company within the kind the persona names, which the company's industry does not tell apart: it is not left out.`,
    });
  if (partsWithin.length)
    compiled.warnings.push({
      code: 'not_applied',
      text: [...new Set(partsWithin)].join(', '),
      message: `"${[...new Set(partsWithin)].join(', ')}" is said of only some of the people and is not applied to them alone: they are kept at every company of the kind the persona names for all.`,
    });
  for (const size of sizesLeft)
    compiled.warnings.push({
      code: 'not_applied',
      text: size,
      message: `"${size}" is a condition on the size of the company said of part of the persona or of the market, which is not applied: the people named are kept at companies of every size.`,
    });
  if (employer && sizeOfExample(definition, employer, compiled.criteria.include)) {
    compiled.warnings.push({
      code: 'not_applied',
      text: employer.text,
      message: `"${employer.text}" is said of an example of whom a company-relative rung keeps, not as a condition on the company: the people named are kept at companies of every size.`,
    });
    return compiled;
  }
  if (employer) compiled.criteria.employer = employer;
  return compiled;
}

/**
 * Session 54: "not salaried or locum GPs": an exclusion that names employees and nothing else ("salaried", "angestellte")
 * would leave out every employee the inclusions name when none of them asks for other kinds of engagement. It describes the
 * people after it, so it is not applied, and the reader is told.
 */
/** The bare word for employees, said before other people ("salaried or locum GPs"); "not on payroll" or "no salaried staff" name them. */
const LONE_EMPLOYED = /^(?:salaried|employed|angestellte?n?|festangestellte?n?|asalariad[oa]s?|salarie(?:e)?s?|assalariad[oa]s?|in loondienst)$/;
function withoutEveryEmployee(compiled: CompiledPersona): void {
  const c = compiled.criteria;
  const othersAsked = c.include.some((s) => s.employment.some((e) => e !== 'employee'));
  const everyEmployee = (s: Selector) =>
    s.employment.length === 1 &&
    s.employment[0] === 'employee' &&
    !s.areas.length &&
    !s.levels.length &&
    !s.roles.length &&
    !s.traits.length &&
    !s.titles?.length &&
    LONE_EMPLOYED.test(s.text.trim());
  if (othersAsked) return;
  for (const s of c.exclude.filter(everyEmployee)) {
    c.exclude.splice(c.exclude.indexOf(s), 1);
    compiled.warnings.push({
      code: 'not_applied',
      text: s.text,
      message: `"${s.text}" would leave out every employee the persona names; it is read as describing the people after it and not applied.`,
    });
  }
}

/** Where one piece of a list ends and the next begins. */
const PIECE_BREAK = /[.,;:!?()[\]{}|\n\u2013\u2014\u2022]+/u;

/**
 * "The most senior person in finance. At a small firm that may be a finance manager …", "die ranghöchste Person im
 * Einkauf – … in kleineren Firmen der erfahrenste Einkäufer": a size said apart from a company-relative rung (in another
 * piece of the definition than the rung's own words) says what the rung comes to at such companies, not which companies.
 */
function sizeOfExample(definition: string, employer: EmployerCondition, include: readonly Selector[]): boolean {
  if (employer.sectors.length || !employer.employees) return false;
  const rungs = include.filter((s) => s.rung);
  if (!rungs.length) return false;
  const size = ` ${words(employer.text)} `;
  const own = norm(definition)
    .split(PIECE_BREAK)
    .map((p) => ` ${words(p)} `)
    .filter((p) => rungs.some((s) => p.includes(` ${words(s.text)} `)));
  return own.length > 0 && !own.some((p) => p.includes(size));
}
/** The people of a persona's sentences read in order, then its conditions and inclusions over them all. */
function compileSentences(definition: string, read: ReadonlyArray<SentenceRead>): CompiledPersona {
  const r = startReading(definition, read);
  readSentences(r);
  applyConditions(r);
  readInclusions(r, readSeat);
  const { include, exclude, warnings, unrecognised } = r;
  // Where in an enterprise org chart the people sit ("the Group CFO", "the country finance directors"): org-scope.ts.
  return { criteria: orgScopes({ version: CRITERIA_VERSION, include, exclude }), warnings, unrecognised };
}

/** How deep a seat's words are being read (a seat is read as a definition of its own, never a seat within a seat). */
let seatDepth = 0;

/** The seat a condition names ("unless there is a sales director"), read as a definition of its own: its one inclusion. */
function readSeat(words: string): Selector | undefined {
  if (seatDepth > 0) return undefined;
  seatDepth += 1;
  try {
    const { include, exclude } = compileText(words).criteria;
    const [one] = include;
    return include.length === 1 && !exclude.length && one && one.fallback_for === undefined && !one.condition_only && one.text !== 'everyone' ? one : undefined;
  } finally {
    seatDepth -= 1;
  }
}

/** Each sentence's pieces, scoping the people before it or settled against them ("Sales managers. Directors too. Not the reps themselves."). */
function readSentences(r: Reading): void {
  for (const [n, said] of r.sentences.entries()) {
    const sentence = areLeftOutKind(r.definition, said);
    const sp = sentencePieces(r, n, sentence);
    if (!sp || scopesBefore(r, sentence, sp)) continue;
    settleRungs(r, sentence, sp);
    readExclusions(r, sp.pieces);
    if (sp.ins.length) r.lastSentenceIn = sp.ins;
    r.insOf[n] = sp.ins;
    r.lastIn = [...r.lastIn, ...sp.ins];
  }
}
