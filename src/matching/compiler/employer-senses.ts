// Which employer words name a kind of employer (compiler/employer.ts reads the sectors; this file decides the words
// that only look like one, session 22). A false employer condition puts whole companies outside, so a word that may
// name a team, a place, people or a market names no condition:
// - phrases that hold an employer noun but name none ("food banks", "operadoras de saúde", "staffing agencies":
//   lexicon-employers.ts NOT_EMPLOYERS);
// - a possessive of one company ("the bank's tellers"): the people of the company the persona is applied to;
// - a bare "agency": its kind is read from the sentence (AGENCY_SENSES: travel, estate, public, advertising agency); when
//   none is said it is of no known kind (`unsure`), and, like a list with an employer of no kind, no condition is applied;
// - a bare practice ("in der Kanzlei", "en cabinet", "en despacho", "em escritório", "in private practice"): a law or an
//   accounting firm by the words of its sentence (PRACTICE_SENSES); when none is said, a "Kanzlei" is both, as is a practice
//   beside its partners ("socios del despacho", session 33), and the others name no employer (a doctor's "cabinet", an office);
// - a sector word after "in" beside people who sell ("sales reps in healthcare", "Vertrieb im Einzelhandel", "commerciaux
//   dans la santé"): their market as much as their employer, so not read as the employer (a company noun still is:
//   "sales reps at banks", "AEs at insurers").
import { functionOf, type Sector } from '../criteria.js';
import { tagSentence } from './tag-sentence.js';
import { AGENCY_SENSES, BARE_AGENCY, BARE_PRACTICE, EMPLOYER_MARKET, NOT_EMPLOYERS, PRACTICE_ANY, PRACTICE_SENSES, SELLERS } from './lexicon-employers.js';

interface Word {
  sector: Sector;
  start: number;
  end: number;
  kind: 'noun' | 'word' | 'except';
  text: string;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_EMPLOYER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NOT_EMPLOYERS.split('|')
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Sectors beside a bare agency that say which agency it is. */
const PUBLIC_BESIDE: ReadonlySet<Sector> = new Set(['government', 'public_sector', 'health_care', 'schools', 'higher_education']);
const FIRMS_BESIDE: ReadonlySet<Sector> = new Set(['consulting', 'it_services', 'software', 'law_firms', 'accounting_firms']);

/** A bare agency's kind: `null` for none, `undefined` when the sentence does not say. */
function agencySense(sentence: string, beside: readonly Sector[]): Sector | null | undefined {
  const said = AGENCY_SENSES.find((s) => s.re.test(sentence));
  if (said?.sector === null) return null;
  if (said && said.sector !== 'agencies') return said.sector;
  if (beside.some((s) => PUBLIC_BESIDE.has(s))) return 'government';
  if (said || beside.some((s) => FIRMS_BESIDE.has(s))) return 'agencies';
  return undefined;
}

/**
 * The sector words of a folded sentence (longest first, no overlaps) that name an employer: without the phrases that
 * name none and the possessives, a bare agency read by its sentence (`unsure` when it says nothing).
 */
export function employerWords<T extends Word>(sentence: string, found: readonly T[]): Array<T & { unsure?: boolean }> {
  const blocked = [...sentence.matchAll(NOT_EMPLOYER)].map((m) => [m.index, m.index + m[0].length] as const);
  const kept = found.filter(
    (f) =>
      !blocked.some(([a, b]) => f.start < b && a < f.end) &&
      // "the bank's tellers" (folded "the bank s tellers"): the people of this company.
      !(/^(?:the|de|het)\s/.test(f.text) && /^\s?s(?:\s|$)/.test(sentence.slice(f.end))),
  );
  const others = kept.filter((f) => !BARE_AGENCY.test(f.text)).map((f) => f.sector);
  // The practice's kind is read before a negation ("socios del despacho, ni asociados ni counsel": the counsel left out say
  // nothing of the firm).
  const said = sentence.split(PRACTICE_NEGATION)[0] ?? sentence;
  const practices = PRACTICE_SENSES.filter((s) => s.re.test(said)).map((s) => s.sector);
  return kept.flatMap((f) => {
    if (BARE_PRACTICE.test(f.text))
      return practices.includes(f.sector) || (!practices.length && (PRACTICE_ANY.test(f.text) || PRACTICE_PARTNERS.test(said))) ? [f] : [];
    if (f.sector !== 'agencies' || !BARE_AGENCY.test(f.text)) return [f];
    const sense = agencySense(sentence, others);
    if (sense === null) return [];
    return sense === undefined ? [{ ...f, unsure: true }] : [{ ...f, sector: sense }];
  });
}

/** Session 33: a practice's partners ("socios del despacho", "associés des cabinets"): a law or an accounting firm's, either. */
const PRACTICE_PARTNERS = /(?:^|\s)(?:partners?|socios|socias|associes|associees|vennoten|teilhaber\w*)(?:\s|$)/;
const PRACTICE_NEGATION = /(?:^|\s)(?:ni|not|nor|keine|keinen|ohne|hors|sans|pas|sin|sem|nao|geen|niet|zonder)(?=\s|$)/;

const IN_FRAME =
  /(?:^|\s)(?:in|im|in der|in den|in de|in het|dans|dans la|dans le|dans les|en|en el|en la|em|na|no|nos|nas)(?:\s+(?:the|la|le|les|el|los|las|o|a|os|as|de|het|der|den))?\s*$/;

/** "sales reps in healthcare": a sector word after "in" beside people who sell is their market as much as their employer. */
export function sellersMarket(word: Word, before: string): boolean {
  if (word.kind !== 'word' || !IN_FRAME.test(before)) return false;
  const clause = before.split(/[,;:.()]/).pop() ?? '';
  return SELLERS.test(clause);
}

/** A negation right before a word (folded; six languages). */
const NEGATION_BEFORE =
  /(?:^|\s)(excluding|except|other than|but not|not|no|without|ohne|ausser|ausgenommen|nicht|kein|keine|sauf|hors|pas|sans|sin|excepto|salvo|menos|sem|exceto|fora|zonder|behalve|geen|niet)\s*$/;

/**
 * "Operations, excluding logistics", "Betrieb ohne Logistik", "Operaciones, excepto logística": a bare sector word right after
 * a negation, when the people before it name an area of the same function as the word's own area, is that area left out of
 * them (its people), not an employer ("IT managers, not in logistics" keeps its "in": the employer).
 */
export function areaLeftOut(before: string, word: string): boolean {
  if (!NEGATION_BEFORE.test(before)) return false;
  const own = tagSentence(word).tagged;
  const tag = own.length === 1 ? own[0]?.tag : undefined;
  if (tag?.k !== 'area') return false;
  const fns = tag.areas.map(functionOf);
  return tagSentence(before).tagged.some((t) => (t.tag?.k === 'area' || t.tag?.k === 'noun') && (t.tag.areas ?? []).some((a) => fns.includes(functionOf(a))));
}

/** Before the market's words: a relative pronoun and a verb of selling ("who sell to", "qui vendent aux", "die an … verkaufen" keeps its verb). */
const RELATIVE =
  /(?:^|\s)(?:who|that|which|die|der|welche|qui|que|quien|quienes|dat|wie)(?:\s+(?:sell|sells|sold|verkaufen|verkauft|vendent|vend|venden|vende|vendem|verkopen|verkoopt))?\s*$/;
/** "AEs with dealerships as clients": the preposition before the customers. */
const WITH = /(?:^|\s)(?:with|mit|avec|con|com|met)(?:\s+(?:the|den|der|dem|die|les|la|le|l|des|los|las|el|os|as|o|a|de|het))*\s*$/;
const NOT_BEFORE = /(?:^|\s)(?:(?:but|aber|mais|pero|mas|maar)\s+)?(?:not|no|never|nicht|pas|nao|niet|nunca|jamais)\s*$/;
/** Markers of the market that hold the people's noun ("auditors of", "regulators of"): it is no part of the market's words. */
const PEOPLE_OF = /^(?:auditors|regulators|inspectors|examiners|supervisors)\s+(?=of\s)/;
const startOf = (m: RegExpExecArray) => m.index + (/^\s/.test(m[0]) ? 1 : 0);

/**
 * Where the words of the seller's market start, before its sectors (folded): at the word that makes it the market ("selling
 * to", "close deals with", "for", "aux", "with … as clients"), with the relative clause that holds it ("who close deals
 * with"), so that what is left names the people only ("AEs"). `undefined` when none is found (a market "in healthcare").
 */
export function marketLead(before: string): number | undefined {
  const m = EMPLOYER_MARKET.exec(before) ?? WITH.exec(before);
  if (!m) return undefined;
  // "auditors of banks": the people named by the marker stay with the people.
  const start = startOf(m) + (PEOPLE_OF.exec(before.slice(startOf(m)))?.[0].length ?? 0);
  // "…, not for banks": the negation of the market goes with it (left alone it would negate the people before).
  const lead = RELATIVE.exec(before.slice(0, start)) ?? NOT_BEFORE.exec(before.slice(0, start));
  return lead ? startOf(lead) : start;
}
