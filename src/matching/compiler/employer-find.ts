// Where a persona's sentences name a kind of employer (employer.ts reads the condition from what is found here): the sector
// words of lexicon-employers.ts and employer-forms.ts in a sentence, each with its frame (at / the seller's market / excepted /
// an example or a part of the persona) and whether it is held back (a place of activity, a heading of a department, a
// list beside an employer of no sector). German and Dutch compounds cut at a hyphen are joined first.
import { AREA_ALSO, functionOf, type Area, type AreaKey, type Sector } from '../criteria.js';
import { tagSentence } from './tag-sentence.js';
import {
  ACTIVITY_CLAUSE,
  ANY_EMPLOYER,
  COMPOUND_HEADS,
  DEPARTMENT_SECTORS,
  EMPLOYER_AT,
  EMPLOYER_EXCEPT,
  EMPLOYER_EXCEPT_AFTER,
  BARE_PRACTICE,
  EMPLOYER_LEXICON,
  EMPLOYER_MARKET,
  EMPLOYER_MARKET_AFTER,
  OTHER_EMPLOYER,
  OWN_WORKPLACES,
  WORK_VERB,
  JOB_CLAUSE,
  type SectorWords,
} from './lexicon-employers.js';
import { alternation, FORM_PATTERNS, wordsRe } from './employer-forms.js';
import { ALSO_AFTER } from './lexicon-employer-forms.js';
import { clauseOf, fieldOfOthers, inParentheses, negatedClause, NEGATED, PT_NO_WORD, workplaceAside } from './employer-asides.js';
import type { Language } from './language.js';
import { areaLeftOut, employerWords, sellersMarket } from './employer-senses.js';
import { saidOfSome } from './employer-parts.js';

/** A German or Dutch compound cut at its hyphen takes the head of the next one ("Chemie- und Lebensmittelherstellern": Chemieherstellern). */
const CUT_COMPOUND = new RegExp(`(\\p{L}+)-\\s+(und|oder|sowie|bzw\\.?|en|of)(\\s+\\p{L}*?(${COMPOUND_HEADS}))(?![\\p{L}])`, 'giu');
/** The text with cut compounds joined, and for each of its characters the index in `s` it comes from (the head taken over the hyphen: the hyphen's). */
export function joinMapped(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let last = 0;
  const copy = (from: number, to: number) => {
    for (let i = from; i < to; i += 1) [text, at[at.length]] = [text + s[i], i];
  };
  for (const m of s.matchAll(CUT_COMPOUND)) {
    const [whole, first = '', and = '', next = '', head = ''] = m;
    const hyphen = m.index + first.length;
    copy(last, hyphen);
    for (const c of `${head} `) [text, at[at.length]] = [text + c, hyphen];
    copy(m.index + whole.length - next.length - and.length, m.index + whole.length);
    last = m.index + whole.length;
  }
  copy(last, s.length);
  return { text, at };
}
export const joinCompounds = (s: string) => joinMapped(s).text;

/** How a word names a sector: by itself (`noun`), after "at" or as a heading (`word`), only when excepted (`except`). */
type Kind = 'noun' | 'word' | 'except';
/** `field`: a word for a sector with the sector's word ("the tech industry", "sector tecnológico"; employer-forms.ts). */
export type Found = { sector: Sector; start: number; end: number; kind: Kind; text: string; unsure?: boolean; field?: boolean };

const PATTERNS: ReadonlyArray<{ sector: Sector; re: RegExp; kind: Kind }> = (Object.entries(EMPLOYER_LEXICON) as Array<[Sector, SectorWords]>).flatMap(
  ([sector, w]) => [
    { sector, re: wordsRe(w.nouns), kind: 'noun' as const },
    ...(w.words ? [{ sector, re: wordsRe(w.words), kind: 'word' as const }] : []),
    ...(w.except ? [{ sector, re: wordsRe(w.except), kind: 'except' as const }] : []),
  ],
);

/** "tech companies", "the banking sector", "secteur bancaire": a company or sector word with a sector's adjective (employer-forms.ts). */
const FORMS: ReadonlyArray<{ sector: Sector; re: RegExp; kind: Kind }> = FORM_PATTERNS;

/** Between two words of one list: separators and articles only. */
export const LIST_GAP =
  /^(?:\s|,|&|\/|\+|and|or|und|oder|et|ou|y|o|e|en|of|the|den|der|die|les|la|le|des|los|las|el|os|as|a|de|het|bei|at|in|chez|dans|em|bij|na|no|nas|nos)*$/;

/** `skip`: an example in parentheses or a part of the persona, with the rest of its list. */
export type Frame = 'at' | 'market' | 'except' | 'none' | 'skip';

const SEP = '(?:,|&|/|and|or|und|oder|et|ou|y|o|e|en|of)';
const AT_WORD = '(?:at|in|bei|im|chez|dans|en|em|na|no|nas|nos|bij)';
const AT_BEFORE = new RegExp(`(?:^|\\s)${AT_WORD}\\s`);
export const ARTICLE = '(?:the|den|der|die|les|la|le|l|des|los|las|el|os|as|a|de|het)';
/** A list item beside the sectors that is an employer or workplace with no sector ("plants, mines … and utilities", "the law firm and the audit firm"). */
const OTHER_BEFORE = new RegExp(`(?:^|\\s)(${alternation(OTHER_EMPLOYER)})\\s*${SEP}\\s*(?:${AT_WORD}\\s+)?(?:${ARTICLE}\\s+)?$`);
const OTHER_AFTER = new RegExp(`^\\s*${SEP}\\s+(?:${ARTICLE}\\s+)?(?:[\\p{L}\\p{N}]+\\s+){0,2}?(${alternation(OTHER_EMPLOYER)})(?![\\p{L}\\p{N}])`, 'u');
/** A workplace of a sector's own (OWN_WORKPLACES). */
const OWN_WORKPLACE = new Map(
  (Object.entries(OWN_WORKPLACES) as Array<[Sector, string]>).flatMap(([sector, w]) => w.split('|').map((x) => [x, sector] as const)),
);
/** Beside the list, a workplace of no sector named in it ("obras, minas y hospitales"; not "oil & gas and at mines"). */
const otherBeside = (before: string, after: string, sectors: Sector[]) =>
  [OTHER_BEFORE.exec(before)?.[1], OTHER_AFTER.exec(after)?.[1]].some((w) => w !== undefined && !sectors.includes(OWN_WORKPLACE.get(w) ?? ('' as Sector)));

/** "… and at agencies the art directors", "also at banks the tellers": a locative after a conjunction or "also" adds a part of the persona. */
const PART_AT =
  /(?:^|\s)(?:and|plus|und|sowie|et|y|e|en|ook|also|auch|aussi|tambien|tambem)\s+(?:at|in|bei|im|chez|dans|en|em|no|na|nos|nas|bij)(?:\s+(?:the|den|der|dem|les|la|le|los|las|el|os|as|o|a|de|het))?\s*$/;

/**
 * "… paralegals, and the same at the accountancy and consulting firms", "lo mismo en las consultoras": the same people at
 * those companies too: after no employer it widens nothing and keeps the people named wherever they are; after one ("at law
 * firms, and the same at the consultancies") it is one more (session 40).
 */
const SAME_AT =
  /(?:^|\s)(?:the same|likewise|ditto|same again|lo mismo|igual|o mesmo|idem|dasselbe|ebenso|genauso|pareil|de meme|la meme chose|hetzelfde|net zo|eveneens)\s+(?:at|in|for|bei|im|chez|dans|pour|en|em|no|na|nos|nas|bij|voor|para)(?:\s+(?:the|den|der|dem|die|les|la|le|los|las|el|os|as|o|a|de|het))?\s*$/;

/** After a sector word that opens a sentence: a heading that names no people before its colon ("Retail:", "Agency account teams:"). */
export function heading(after: string): boolean {
  const m = /^([^:,;()]{0,30}):/.exec(after);
  return !!m && !tagSentence(m[1] ?? '').tagged.some((t) => t.tag?.k === 'noun' || t.tag?.k === 'level');
}

/**
 * "Logistics and supply chain: planners and their team leads", "Logistik: Disponenten", "Logística: planificadores": a
 * heading whose word is also a department of the people's lexicon, over people of that department's function, names the
 * department (at any company), not an employer: sectors that are departments too are data (DEPARTMENT_SECTORS).
 */
function departmentHeading(f: Found, after: string): boolean {
  if (!DEPARTMENT_SECTORS.has(f.sector)) return false;
  const own = tagSentence(f.text).tagged;
  const tag = own.length === 1 ? own[0]?.tag : undefined;
  if (tag?.k !== 'area') return false;
  const fns = tag.areas.map(functionOf);
  const body = after.slice(after.indexOf(':') + 1);
  // (a road transport planner is logistics' too: AREA_ALSO)
  const ofIt = (a: AreaKey) => [a, AREA_ALSO[a as Area]].some((x) => x !== undefined && fns.includes(functionOf(x)));
  return tagSentence(body).tagged.some((t) => (t.tag?.k === 'area' || t.tag?.k === 'noun') && (t.tag.areas ?? []).some(ofIt));
}

/** After a sector word, up to the end of its clause: people named ("… and at agencies the art directors"). */
function peopleAfter(after: string): boolean {
  const clause = after.split(/[,;:.()]/)[0] ?? '';
  return tagSentence(clause).tagged.some((t) => t.tag?.k === 'noun' || t.tag?.k === 'level');
}

/**
 * A sector word that needs its frame, said of people ("excluding tech leads", "not in software sales", "outside banking
 * operations"): the word with the people or the field after it, not an employer. (A heading is read by `heading`:
 * "Telecom network ops: …" names the employer.)
 */
function ofPeople(sentence: string, f: Found): boolean {
  const clause = sentence.slice(f.start).split(/[,;:()]/)[0] ?? '';
  const own = f.text.split(' ').length;
  let words = 0;
  for (const t of tagSentence(clause).tagged) {
    words += t.text.split(' ').length;
    // A phrase of the people's words that runs past the sector word ("tech leads"), or people or a field right after it.
    if (words > own) return words - t.text.split(' ').length < own || ['noun', 'level', 'senior', 'area'].includes(t.tag?.k ?? '');
  }
  return false;
}

/**
 * "In manufacturing and logistics also the plant director", "Dans l'industrie, aussi le directeur d'usine": a word that is
 * also a department, opening the sentence after "in" with "also" and people after its list, is the kind of company where
 * those people are added (not the department).
 */
const OPENS_IN = /^\s*(?:in|at|bei|im|in der|chez|dans|dans l|en|em|na|no|bij|in de)\s+(?:(?:the|den|der|les|la|l|el|los|las|o|os|de|het)\s+)?$/;
const LIST_THEN_ALSO = new RegExp(`^(?:\\s*(?:,|and|und|et|y|e|en|&)\\s*[\\p{L}-]+)*\\s*,?\\s*(?:${ALSO_AFTER})\\s`, 'u');
const headsAddition = (before: string, after: string) => OPENS_IN.test(before) && LIST_THEN_ALSO.test(after);

/** Before a word for a sector: "of" ("of the", "der", "von der", "du", "de la", "del", "do", "da", "van de"). */
const OF_SECTOR = /(?:^|\s)(?:of|of the|from the|von der|von|der|des|du|de la|de l|des|del|de|da|do|das|dos|van de|van het|van|uit de|uit het)\s*$/;

/** "ainsi que", "de même que": "as well as", no relative clause (its "que" is no "who"). */
const AS_WELL_AS_QUE = /(?:^|\s)(?:ainsi|de meme|tout comme) que(?=\s)/g;

/** Dutch "en" is "and": a sector word after it is no place of work ("inkoop en logistiek"); in Spanish and French it is "in". */
const BARE_EN = /(?:^|\s)en\s*$/;
/** Portuguese "no" is "in the" ("no varejo"), never a negation (that is "não"). */
const PT_NO = /(?:^|\s)no\s*$/;

/** Sectors named in one sentence (folded), with their frame; `language` the sentence's (language.ts), if its words say. */
export function sectorsIn(sentence: string, language?: Language): Array<Found & { frame: Frame; held: boolean; part?: boolean }> {
  const found: Found[] = [];
  for (const { sector, re, kind } of PATTERNS)
    for (const m of sentence.matchAll(re)) found.push({ sector, start: m.index, end: m.index + m[0].length, kind, text: m[0] });
  // A phrase the lexicon lists names its own sector ("IT-Dienstleister": IT services); a form adds no other for it.
  // A form of the same sector as a word that needs its frame is that word as a noun ("tech founders": "tech").
  const listed = found.map((f) => `${f.start}:${f.end}`);
  const sameSector = found.map((f) => `${f.start}:${f.end}:${f.sector}`);
  for (const { sector, re, kind } of FORMS)
    for (const m of sentence.matchAll(re))
      if (!listed.includes(`${m.index}:${m.index + m[0].length}`) || sameSector.includes(`${m.index}:${m.index + m[0].length}:${sector}`))
        found.push({ sector, start: m.index, end: m.index + m[0].length, kind, text: m[0], ...(kind === 'word' ? { field: true } : {}) });
  // Longest first at each position; no overlaps.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const longest: Found[] = [];
  for (const f of found) if (!longest.some((k) => f.start < k.end && k.start < f.end && !(k.start === f.start && k.end === f.end))) longest.push(f);
  // Only the words that name an employer (employer-senses.ts: no "food banks", no "the bank's tellers", a bare agency by its sentence).
  const kept = employerWords(sentence, longest);
  const out: Array<Found & { frame: Frame }> = [];
  let prev: (Found & { frame: Frame }) | undefined;
  for (const f of kept) {
    const before = sentence.slice(0, f.start);
    // A list does not run out of parentheses: "temps (through an agency) at manufacturers" names the manufacturers.
    const continues =
      prev &&
      prev.start !== f.start &&
      LIST_GAP.test(sentence.slice(prev.end, f.start)) &&
      inParentheses(sentence, prev.start) === inParentheses(sentence, f.start);
    const sameAsPrev = prev && prev.start === f.start;
    let frame: Frame;
    if (sameAsPrev) frame = prev!.frame;
    else if (continues) frame = prev!.frame;
    else if (workplaceAside(sentence, f.start)) frame = 'at';
    else if (EMPLOYER_EXCEPT.test(before)) frame = 'except';
    else if (EMPLOYER_MARKET.test(before)) frame = 'market';
    else if (EMPLOYER_AT.test(before) && !(language === 'nl' && BARE_EN.test(before))) frame = sellersMarket(f, before) ? 'market' : 'at';
    else if (language === 'pt' && PT_NO.test(before)) frame = 'at';
    // "decisores del sector tecnológico", "founders of the tech industry": people of a sector are employed in it.
    else if (f.field && OF_SECTOR.test(before)) frame = 'at';
    // Session 33: "socios del despacho", "associés des cabinets": the partners of a practice are employed by it.
    else if (BARE_PRACTICE.test(f.text) && OF_SECTOR.test(before)) frame = 'at';
    else if (!before.trim() && heading(sentence.slice(f.end)) && !departmentHeading(f, sentence.slice(f.end))) frame = 'at';
    else frame = 'none';
    // "AEs with dealerships as clients", "mit Autohäusern als Kunden": the list names the customers.
    if (frame === 'none' && !continues && EMPLOYER_MARKET_AFTER.test(sentence.slice(f.end))) frame = 'market';
    // "at insurers, pension funds excluded": after a comma, a list excepted after it starts anew.
    if (continues && frame !== 'skip' && /^\s*,\s*$/.test(sentence.slice(prev!.end, f.start)) && EMPLOYER_EXCEPT_AFTER.test(sentence.slice(f.end)))
      frame = 'except';
    // "at retailers (not fashion, not marketplaces)", "…, pas la mode": beside an employer named before, a negation that
    // opens the clause the sector ends excepts it (alone, "Not construction." may be a phase of the work).
    const negatedHere = negatedClause(before, sentence.slice(f.end), language);
    if (frame === 'none' && f.kind === 'word' && negatedHere && out.some((o) => o.frame === 'at' || (o.frame === 'none' && o.kind === 'noun')))
      frame = 'except';
    // A word that needs its frame ("in retail", "Retail: …") names nothing without it; examples in parentheses and a part
    // of the persona ("… and at agencies the art directors") name no employer of the whole.
    if (
      (f.kind === 'word' && frame === 'none') ||
      (f.kind === 'except' &&
        frame !== 'except' &&
        !(frame === 'at' && (continues ? prev!.kind === 'except' : fieldOfOthers(before, f.text) || headsAddition(before, sentence.slice(f.end)))))
    )
      continue;
    if (f.kind !== 'noun' && !sameAsPrev && before.trim() && ofPeople(sentence, f)) continue;
    // "at dealerships, pharma sales reps and …": a word after the list's comma with people after it says who they are; the list ends.
    if (continues && !sameAsPrev && sentence.slice(prev!.end, f.start).includes(',') && ofPeople(sentence, f)) {
      prev = undefined;
      continue;
    }
    if (f.kind === 'word' && frame === 'except' && areaLeftOut(before, f.text)) continue;
    // An exception in parentheses is one ("at retailers (not fashion brands)", "(hors des places de marché)"); examples are not.
    const aside = inParentheses(sentence, f.start) && !workplaceAside(sentence, f.start) && frame !== 'except' && !(negatedHere && frame !== 'market');
    if (
      frame === 'skip' ||
      aside ||
      (!continues && ((PART_AT.test(before) && peopleAfter(sentence.slice(f.end))) || (SAME_AT.test(before) && !out.some((o) => o.frame === 'at'))))
    ) {
      prev = { ...f, frame: 'skip' };
      continue;
    }
    if (frame === 'at' || frame === 'none') {
      const clause = clauseOf(before);
      // Negated before ("keine Banken"), or a list excepted after it that no "at" opened ("Pensionskassen … ausgenommen").
      const negated = NEGATED.test(language === 'pt' ? clause.replace(PT_NO_WORD, ' ') : clause);
      if (negated || (EMPLOYER_EXCEPT_AFTER.test(sentence.slice(f.end)) && !AT_BEFORE.test(before))) frame = 'except';
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
  const named = lists.filter((l) => !ANY_EMPLOYER.test(sentence.slice(l[l.length - 1]!.end)));
  // Said of some of the people only ("account executives, including car sales executives at dealerships"; employer-parts.ts).
  const applying = named.filter((l) => l[0]!.frame !== 'except' && l[0]!.frame !== 'market');
  const some = saidOfSome(
    sentence,
    applying.map((l) => ({ start: l[0]!.start, end: l[l.length - 1]!.end, sectors: l.map((f) => f.sector) })),
  );
  return named.flatMap((l) => {
    const first = l[0]!;
    const before = sentence.slice(0, first.start);
    const clause = clauseOf(before);
    // Not applied: a list with an item of no sector, or a place where the people do something ("who fix the kit in hospitals").
    const held =
      first.frame !== 'except' &&
      first.frame !== 'market' &&
      (some[applying.indexOf(l)] === true ||
        l.some((f) => f.unsure) ||
        otherBeside(
          before,
          sentence.slice(l[l.length - 1]!.end),
          l.map((f) => f.sector),
        ) ||
        (ACTIVITY_CLAUSE.test(clause.replace(AS_WELL_AS_QUE, ' ')) && !WORK_VERB.test(clause) && !JOB_CLAUSE.test(clause)));
    const part = some[applying.indexOf(l)] === true;
    return l.filter((f) => !(f.unsure && f.frame === 'except')).map((f) => ({ ...f, held, part }));
  });
}
