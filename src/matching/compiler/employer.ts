// The compiler's reading of the employer a persona names (criteria.ts `EmployerCondition`): a condition on the company,
// read beside the people's grammar, which leaves these words to name nobody.
// - Sectors (lexicon-employers.ts): an employer noun in the sentences that name the people ("at the banks, the credit
//   union and the fintech", "bij de gemeente", "em ONGs e fundações", "Kanzleien: …"), or a sector word after "at / in /
//   bei / chez / en / bij" or heading a sentence ("in de bouw", "Telecom network ops: …"). Words in a list share its
//   frame: after "for / to / für / pour / para / voor / aan" they are the seller's market and name no employer ("Cyber
//   security for hospitals, schools and firms"); after "outside / not at / skip / hors de / fuera de / buiten" or in a
//   negated clause they are excepted ("only outside software and fintech"). A list that ends in a word for any company
//   ("… and firms", "in allen Firmen") names no kind. The seller's context sentences (context.ts) are not read: the
//   development sets count a product's market ("We sell rostering software to care homes") as no condition.
// - Size (lexicon COMPANY_SIZE): "only companies with 50 or more people", "at mid-size companies", "bij bedrijven vanaf 50
//   medewerkers" hold for the whole persona. Not applied (warning `not_applied`) when said of a part ("plus the CHRO at
//   companies under 60 people", "the CEO too", "who often signs in smaller shops"), as the seller's market ("HRIS for
//   mid-market", "Wir verkaufen … an den Mittelstand"), as an account segment ("AEs (SMB, mid-market, enterprise)"), or
//   when the sizes said cannot all hold ("under 60 people … at 60+ people").
import type { EmployeeRange, EmployerCondition, Sector } from '../criteria.js';
import { COMPANY_SIZE, SELLER_LEAD } from './lexicon.js';
import { tagSentence } from './tag-sentence.js';
import {
  ACTIVITY_CLAUSE,
  ANY_EMPLOYER,
  COMPOUND_HEADS,
  EMPLOYER_AT,
  EMPLOYER_EXCEPT,
  EMPLOYER_EXCEPT_AFTER,
  EMPLOYER_LEXICON,
  EMPLOYER_MARKET,
  EVERY_EMPLOYER,
  OTHER_EMPLOYER,
  WORK_VERB,
  type SectorWords,
} from './lexicon-employers.js';

/** Lower case without accents, "ß" as "ss", punctuation but list marks as spaces (one pass, positions need not carry over). */
export const foldText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’'`\-–—]/g, ' ')
    .replace(/[^\p{L}\p{N},&/+:;()\s]/gu, ' ')
    .replace(/\s+/g, ' ');

/** A German or Dutch compound cut at its hyphen takes the head of the next one ("Chemie- und Lebensmittelherstellern": Chemieherstellern). */
const CUT_COMPOUND = new RegExp(`(\\p{L}+)-\\s+(und|oder|sowie|bzw\\.?|en|of)(\\s+\\p{L}*?(${COMPOUND_HEADS}))(?![\\p{L}])`, 'giu');
export const joinCompounds = (s: string) =>
  s.replace(CUT_COMPOUND, (_m, first: string, and: string, next: string, head: string) => `${first}${head} ${and}${next}`);

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (phrases: string) =>
  phrases
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join('|');

/** How a word names a sector: by itself (`noun`), after "at" or as a heading (`word`), only when excepted (`except`). */
type Kind = 'noun' | 'word' | 'except';
type Found = { sector: Sector; start: number; end: number; kind: Kind; text: string };

const wordsRe = (phrases: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(phrases)})(?![\\p{L}\\p{N}])`, 'gu');
const PATTERNS: ReadonlyArray<{ sector: Sector; re: RegExp; kind: Kind }> = (Object.entries(EMPLOYER_LEXICON) as Array<[Sector, SectorWords]>).flatMap(
  ([sector, w]) => [
    { sector, re: wordsRe(w.nouns), kind: 'noun' as const },
    ...(w.words ? [{ sector, re: wordsRe(w.words), kind: 'word' as const }] : []),
    ...(w.except ? [{ sector, re: wordsRe(w.except), kind: 'except' as const }] : []),
  ],
);

/** Between two words of one list: separators and articles only. */
const LIST_GAP =
  /^(?:\s|,|&|\/|\+|and|or|und|oder|et|ou|y|o|e|en|of|the|den|der|die|les|la|le|des|los|las|el|os|as|a|de|het|bei|at|in|chez|dans|em|bij|na|no|nas|nos)*$/;
/** A clause's negation before a sector noun ("not the banks", "keine Banken", "pas les assureurs", "geen gemeenten"). */
const NEGATED = /(?:^|\s)(?:not|no|never|nicht|keine?[nm]?|ohne|pas(?=\s+[a-z])|sans|ni|sin|nada de|nao|sem|geen|niet|without)(?:\s|$)/;
const CLAUSE_START = /[,;:(]|\s(?:but|aber|mais|pero|mas|maar)\s/g;

/** `skip`: an example in parentheses or a part of the persona, with the rest of its list. */
type Frame = 'at' | 'market' | 'except' | 'none' | 'skip';

const SEP = '(?:,|&|/|and|or|und|oder|et|ou|y|o|e|en|of)';
const AT_WORD = '(?:at|in|bei|im|chez|dans|en|em|na|no|nas|nos|bij)';
const AT_BEFORE = new RegExp(`(?:^|\\s)${AT_WORD}\\s`);
const ARTICLE = '(?:the|den|der|die|les|la|le|des|los|las|el|os|as|a|de|het)';
/** A list item beside the sectors that is an employer or workplace with no sector ("plants, mines … and utilities", "the law firm and the audit firm"). */
const OTHER_BEFORE = new RegExp(`(?:^|\\s)(?:${alternation(OTHER_EMPLOYER)})\\s*${SEP}\\s*(?:${AT_WORD}\\s+)?(?:${ARTICLE}\\s+)?$`);
const OTHER_AFTER = new RegExp(`^\\s*${SEP}\\s+(?:${ARTICLE}\\s+)?(?:[\\p{L}\\p{N}]+\\s+){0,2}?(?:${alternation(OTHER_EMPLOYER)})(?![\\p{L}\\p{N}])`, 'u');

/** "… and at agencies the art directors": a locative after a conjunction adds a part of the persona. */
const PART_AT =
  /(?:^|\s)(?:and|plus|und|sowie|et|y|e|en|ook)\s+(?:at|in|bei|im|chez|dans|en|em|no|na|nos|nas|bij)(?:\s+(?:the|den|der|dem|les|la|le|los|las|el|os|as|o|a|de|het))?\s*$/;

/** After a sector word that opens a sentence: a heading that names no people before its colon ("Retail:", "Agency account teams:"). */
function heading(after: string): boolean {
  const m = /^([^:,;()]{0,30}):/.exec(after);
  return !!m && !tagSentence(m[1] ?? '').tagged.some((t) => t.tag?.k === 'noun' || t.tag?.k === 'level');
}

/** After a sector word, up to the end of its clause: people named ("… and at agencies the art directors"). */
function peopleAfter(after: string): boolean {
  const clause = after.split(/[,;:.()]/)[0] ?? '';
  return tagSentence(clause).tagged.some((t) => t.tag?.k === 'noun' || t.tag?.k === 'level');
}

function inParentheses(s: string, at: number): boolean {
  let depth = 0;
  for (const c of s.slice(0, at)) depth = c === '(' ? depth + 1 : c === ')' ? Math.max(0, depth - 1) : depth;
  return depth > 0;
}

/** Sectors named in one sentence (folded), with their frame. */
function sectorsIn(sentence: string): Array<Found & { frame: Frame; held: boolean }> {
  const found: Found[] = [];
  for (const { sector, re, kind } of PATTERNS)
    for (const m of sentence.matchAll(re)) found.push({ sector, start: m.index, end: m.index + m[0].length, kind, text: m[0] });
  // Longest first at each position; no overlaps.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const f of found) if (!kept.some((k) => f.start < k.end && k.start < f.end && !(k.start === f.start && k.end === f.end))) kept.push(f);
  const out: Array<Found & { frame: Frame }> = [];
  let prev: (Found & { frame: Frame }) | undefined;
  for (const f of kept) {
    const before = sentence.slice(0, f.start);
    const continues = prev && prev.start !== f.start && LIST_GAP.test(sentence.slice(prev.end, f.start));
    const sameAsPrev = prev && prev.start === f.start;
    let frame: Frame;
    if (sameAsPrev) frame = prev!.frame;
    else if (continues) frame = prev!.frame;
    else if (EMPLOYER_EXCEPT.test(before)) frame = 'except';
    else if (EMPLOYER_MARKET.test(before)) frame = 'market';
    else if (EMPLOYER_AT.test(before)) frame = 'at';
    else if (!before.trim() && heading(sentence.slice(f.end))) frame = 'at';
    else frame = 'none';
    // "at insurers, pension funds excluded": after a comma, a list excepted after it starts anew.
    if (continues && frame !== 'skip' && /^\s*,\s*$/.test(sentence.slice(prev!.end, f.start)) && EMPLOYER_EXCEPT_AFTER.test(sentence.slice(f.end)))
      frame = 'except';
    // A word that needs its frame ("in retail", "Retail: …") names nothing without it; examples in parentheses and a part
    // of the persona ("… and at agencies the art directors") name no employer of the whole.
    if ((f.kind === 'word' && frame === 'none') || (f.kind === 'except' && frame !== 'except')) continue;
    if (frame === 'skip' || inParentheses(sentence, f.start) || (!continues && PART_AT.test(before) && peopleAfter(sentence.slice(f.end)))) {
      prev = { ...f, frame: 'skip' };
      continue;
    }
    if (frame === 'at' || frame === 'none') {
      const clause = before.slice(Math.max(0, ...[...before.matchAll(CLAUSE_START)].map((m) => m.index + m[0].length)));
      // Negated before ("keine Banken"), or a list excepted after it that no "at" opened ("Pensionskassen … ausgenommen").
      if (NEGATED.test(clause) || (EMPLOYER_EXCEPT_AFTER.test(sentence.slice(f.end)) && !AT_BEFORE.test(before))) frame = 'except';
    }
    const item = { ...f, frame };
    out.push(item);
    prev = item;
  }
  // "hospitals, schools and firms": a list that ends in any company names no kind.
  const lists: Array<Array<Found & { frame: Frame }>> = [];
  for (const f of out) {
    const last = lists[lists.length - 1];
    const tail = last?.[last.length - 1];
    if (tail && (tail.start === f.start || LIST_GAP.test(sentence.slice(tail.end, f.start)))) last!.push(f);
    else lists.push([f]);
  }
  return lists
    .filter((l) => !ANY_EMPLOYER.test(sentence.slice(l[l.length - 1]!.end)))
    .flatMap((l) => {
      const first = l[0]!;
      const before = sentence.slice(0, first.start);
      const clause = before.slice(Math.max(0, ...[...before.matchAll(CLAUSE_START)].map((m) => m.index + m[0].length)));
      // Not applied: a list with an item of no sector, or a place where the people do something ("who fix the kit in hospitals").
      const held =
        first.frame !== 'except' &&
        first.frame !== 'market' &&
        (OTHER_BEFORE.test(before) || OTHER_AFTER.test(sentence.slice(l[l.length - 1]!.end)) || (ACTIVITY_CLAUSE.test(clause) && !WORK_VERB.test(clause)));
      return l.map((f) => ({ ...f, held }));
    });
}

const ADDED =
  /(?:^|\s)(?:too|also|plus|as well|additionally|auch|ebenfalls|zusatzlich|aussi|egalement|en plus|tambien|ademas|tambem|alem|ook|eveneens|who|which|qui|quien|quienes|quem|often|usually|sometimes|typically|oft|meist|meistens|souvent|parfois|a menudo|a veces|muitas vezes|vaak|soms)(?:\s|$)/;
const MARKET_SIZE = /^\(?\s*(?:(?:only|just|nur|seulement|uniquement|solo|apenas|alleen)\s+)?(?:for|to|fur|an|pour|aux|para|voor|aan)\s/;
const SIZE_HAS_FRAME =
  /\d|(?:^|\s)(?:at|in|among|with|bei|im|mit|chez|dans|parmi|en|con|entre|em|nas|nos|com|bij|binnen|met)\s|companies|company|firms?|businesses|business|orgs?|organi[sz]ations?|shops|firmen|firma|unternehmen|betrieb|entreprises?|societes|societe|boites|structures|empresas?|companias|companhias|organizaciones|organizacoes|bedrijven|bedrijf|organisaties|ondernemingen/;

/** The employee range a size phrase states (folded), or null. */
export function sizeRange(phrase: string): EmployeeRange | null {
  const f = foldText(phrase);
  const nums = [...f.matchAll(/\d+(?:[.,]\d{3})*/g)].map((m) => Number(m[0].replace(/[.,]/g, '')));
  const [a, b] = nums;
  if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  if (a !== undefined) {
    if (
      /\+|or more|and up|and above|at least|(?:^|\s)ab\s|mindestens|oder mehr|au moins|a partir de|et plus|ou plus|al menos|desde|o mas|pelo menos|ou mais|vanaf|of meer|en meer|minstens/.test(
        f + phrase.slice(-3),
      )
    )
      return { min: a };
    if (/more than|over|above|uber|mehr als|plus de|mas de|mais de|meer dan|boven|>/.test(f + phrase)) return { min: a + 1 };
    if (/under|below|fewer than|less than|unter|weniger als|moins de|menos de|minder dan|onder|</.test(f + phrase)) return { max: Math.max(0, a - 1) };
    if (/up to|(?:^|\s)bis\s|jusqu|hasta|(?:^|\s)ate\s|(?:^|\s)tot\s|at most/.test(f)) return { max: a };
    return null;
  }
  if (/small|tiny|kleine|petite|pequen|startups?/.test(f)) return { max: 49 };
  if (/mittelstand/.test(f)) return { max: 499 };
  if (/smbs?|smes?|kmus?|pmes?|pymes?|mkb/.test(f)) return { max: 249 };
  if (/mid|medium|moyenne|median|medias|middelgrot|mittelgro/.test(f)) return { min: 50, max: 999 };
  if (/large|big|grosse|grande|grote/.test(f)) return { min: 1000 };
  return null;
}

/** The employer condition of a definition, and the size phrases it does not apply. */
export function readEmployer(
  definition: string,
  peopleSentences: readonly string[],
): { employer?: EmployerCondition; sizesLeft: string[]; sectorsLeft: string[] } {
  const sectors = new Set<Sector>();
  const except = new Set<Sector>();
  let words: string[] = [];
  const sectorsLeft: string[] = [];
  for (const sentence of peopleSentences) {
    const folded = foldText(joinCompounds(sentence));
    if (EVERY_EMPLOYER.test(folded)) continue;
    for (const f of sectorsIn(folded)) {
      if (f.frame === 'market') continue;
      if (f.held) sectorsLeft.push(f.text);
      else (f.frame === 'except' ? except : sectors).add(f.sector);
      if (!f.held) words.push(f.frame === 'except' ? `not ${f.text}` : f.text);
    }
  }
  for (const s of except) sectors.delete(s);
  // A careful reader applies a kind of employer only when every employer named is one: else none is applied.
  if (sectorsLeft.length) {
    sectorsLeft.push(...words.filter((w) => !w.startsWith('not ')));
    words = words.filter((w) => w.startsWith('not '));
    sectors.clear();
  }
  // Sizes, on the raw sentences (the people's sentences have them removed).
  const sizesLeft: string[] = [];
  const ranges: Array<{ text: string; range: EmployeeRange }> = [];
  // Sizes said of parts ("at companies under 60 people that's the CEO, plus …") split the persona: none holds for the whole.
  let parts = 0;
  for (const raw of definition.split(/(?<=[.;!?])\s+|\n+/)) {
    const folded = foldText(raw).trim();
    for (const m of raw.matchAll(COMPANY_SIZE)) {
      const text = m[0].trim();
      if (!/[\p{L}\p{N}]/u.test(text)) continue;
      const range = sizeRange(text);
      const ft = foldText(text).trim();
      const part = ADDED.test(` ${foldText(raw.replace(m[0], ' '))} `);
      if (part) parts += 1;
      if (!range || part || SELLER_LEAD.test(folded) || MARKET_SIZE.test(ft) || !SIZE_HAS_FRAME.test(ft)) sizesLeft.push(text);
      else ranges.push({ text, range });
    }
  }
  let employees: EmployeeRange | undefined;
  if (parts) sizesLeft.push(...ranges.splice(0).map((r) => r.text));
  if (ranges.length) {
    const min = Math.max(...ranges.map((r) => r.range.min ?? 0));
    const max = Math.min(...ranges.map((r) => r.range.max ?? Infinity));
    if (min <= max) employees = { ...(min > 0 ? { min } : {}), ...(Number.isFinite(max) ? { max } : {}) };
    else sizesLeft.push(...ranges.map((r) => r.text));
  }
  if (!sectors.size && !except.size && !employees) return { sizesLeft, sectorsLeft };
  const text = [...new Set([...words, ...(employees ? ranges.map((r) => r.text.toLowerCase()) : [])])].join(', ');
  return { employer: { sectors: [...sectors], except: [...except], ...(employees ? { employees } : {}), text }, sizesLeft, sectorsLeft };
}
