// A sector named by a word for companies or for a sector that the sector's adjective or stem qualifies (DATA in
// lexicon-employer-forms.ts; employer.ts reads the matches as nouns, which name the employer by themselves):
// - a company word: "tech companies", "Tech-Unternehmen", "empresas tecnológicas", "boîtes tech";
// - a word for a sector: "the banking sector", "the software industry", "Softwarebranche", "zorgsector" (stem before it,
//   also as one compound), "secteur bancaire", "secteur de l'assurance", "sector de la construcción", "setor de
//   tecnologia" (after it, with or without an article).
import type { Sector } from '../criteria.js';
import {
  COMPANY_NOUNS,
  FOUNDER_NOUNS,
  SECTOR_ARTICLES,
  SECTOR_FORMS,
  SECTOR_NOUNS_AFTER,
  SECTOR_NOUNS_BEFORE,
  type SectorForms,
} from './lexicon-employer-forms.js';

/** A company word in the singular between the adjective and the founders ("tech startup founders", "SaaS company CEOs"). */
const FOUNDER_COMPANY = 'startup|start up|company|firm|scale up|scaleup|business|unternehmens|firmen';
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Phrases joined by "|" as one alternation, longest first. */
export const alternation = (phrases: string) =>
  phrases
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join('|');
const bounded = (inner: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${inner})(?![\\p{L}\\p{N}])`, 'gu');
export const wordsRe = (phrases: string) => bounded(alternation(phrases));

const join = (...lists: Array<string | undefined>) => lists.filter(Boolean).join('|');
/** Between two adjectives of one sector: "software and hardware companies", "empresas de software y (de) hardware", "software/hardware firms". */
const AND = '(?:\\s*[,/&]\\s*|\\s+(?:and|or|und|oder|et|ou|y|o|e)\\s+)';
/** "Our" before the seller's customers, and the words for customers before and after a sector's word. */
const OUR = 'our|unseren|unsere|unserer|onze|nos|nuestros|nuestras|nossos|nossas';
const CUSTOMERS_BEFORE = 'customers|clients|kunden|klanten';
const CUSTOMERS_AFTER = 'clients|clientes';
/** One adjective of the sector, or several joined ("software and hardware", "de software y de hardware"); after the first, the sector's own words too ("empresas de software y tecnología"). */
const coordinated = (phrases: string, more = phrases) => `(?:${alternation(phrases)})(?:${AND}(?:${alternation(more)}))*`;

/** Every sector's adjectives before a company word: "SaaS and fintech companies" share the company word across sectors. */
const ALL_BEFORE = alternation(join(...Object.values(SECTOR_FORMS as Record<string, SectorForms>).map((f) => f.before)));

/**
 * Each sector's forms as patterns: a company word is a `noun` (it names the employer by itself); a word for a sector is a
 * `word`, which needs "at / in / outside …" or a heading, as the sector's own words do ("sales reps in the insurance
 * industry" may be selling to it: employer-senses.ts sellersMarket).
 */
export const FORM_PATTERNS: ReadonlyArray<{ sector: Sector; re: RegExp; kind: 'noun' | 'word' }> = (
  Object.entries(SECTOR_FORMS) as Array<[Sector, SectorForms]>
).flatMap(([sector, f]) => {
  const out: Array<{ sector: Sector; re: RegExp; kind: 'noun' | 'word' }> = [];
  const add = (kind: 'noun' | 'word', re: RegExp) => out.push({ sector, re, kind });
  if (f.before) add('noun', bounded(`${coordinated(f.before)}\\s?(?:${alternation(COMPANY_NOUNS)})`));
  if (f.after) add('noun', bounded(`(?:${alternation(COMPANY_NOUNS)})\\s${coordinated(f.after, join(f.after, f.field))}`));
  if (f.alone) add('noun', wordsRe(f.alone));
  // "SaaS and fintech companies", "Software- und Fintech-Unternehmen": a sector's adjective before another sector's, which the
  // company word follows. (After the company word, "empresas SaaS y fintech", the list was read already.)
  if (f.before)
    add(
      'noun',
      bounded(`${coordinated(f.before)}(?=${AND}(?:${ALL_BEFORE})(?:${AND}(?:${ALL_BEFORE}))*\\s?(?:${alternation(COMPANY_NOUNS)})(?![\\p{L}\\p{N}]))`),
    );
  // "tech founders", "tech startup founders", "fondateurs SaaS": the adjective (with a company word) is the employer's; the people stay.
  if (f.before)
    add('noun', bounded(`(?:${alternation(f.before)})(?:\\s(?:${alternation(FOUNDER_COMPANY)}))?(?=\\s(?:${alternation(FOUNDER_NOUNS)})(?![\\p{L}\\p{N}]))`));
  if (f.after) add('noun', new RegExp(`(?<=(?<![\\p{L}\\p{N}])(?:${alternation(FOUNDER_NOUNS)})\\s)(?:${alternation(f.after)})(?![\\p{L}\\p{N}])`, 'gu'));
  const stems = join(f.before, f.stems);
  if (stems) add('word', bounded(`(?:${alternation(stems)})\\s?(?:${alternation(SECTOR_NOUNS_BEFORE)})`));
  const field = join(f.after, f.field);
  // The seller's own customers of a sector are where the people work: "at our manufacturing customers", "bei unseren
  // Fertigungskunden", "onze softwareklanten", "chez nos clients industriels", "en nuestros clientes de software".
  if (stems) add('noun', bounded(`(?:${OUR})\\s${coordinated(stems)}\\s?(?:${CUSTOMERS_BEFORE})`));
  if (field) add('noun', bounded(`(?:${OUR})\\s(?:${CUSTOMERS_AFTER})\\s(?:(?:${alternation(SECTOR_ARTICLES)})\\s)?${coordinated(field)}`));
  // "empresas de distribución mayorista", "entreprises du numérique", "empresas de logística": a company word with the sector's own words.
  if (field) add('noun', bounded(`(?:${alternation(COMPANY_NOUNS)})\\s(?:(?:${alternation(SECTOR_ARTICLES)})\\s)?(?:${alternation(field)})`));
  if (field) add('word', bounded(`(?:${alternation(SECTOR_NOUNS_AFTER)})\\s(?:(?:${alternation(SECTOR_ARTICLES)})\\s)?(?:${alternation(field)})`));
  return out;
});
