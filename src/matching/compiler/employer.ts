// The compiler's reading of the employer a persona names (criteria.ts `EmployerCondition`): a condition on the company,
// read beside the people's grammar, which leaves these words to name nobody.
// - Sectors (lexicon-employers.ts): an employer noun in the sentences that name the people ("at the banks, the credit
//   union and the fintech", "bij de gemeente", "em ONGs e fundações", "Kanzleien: …"), or a sector word after "at / in /
//   bei / chez / en / bij" or heading a sentence ("in de bouw", "Telecom network ops: …"). Words in a list share its
//   frame: after "for / to / für / pour / para / voor / aan" they are the seller's market and name no employer ("Cyber
//   security for hospitals, schools and firms"), nor do customers ("who close deals with dealerships", "with banks as
//   clients", "die Banken betreuen": lexicon-employers.ts CLOSING, EMPLOYER_MARKET_AFTER), nor people: the market's words,
//   with their frame, are taken out of the people's sentences ("AEs selling to publishers" are AEs); after "outside / not
//   at / skip / hors de / fuera de / buiten" or in a negated clause they are excepted ("only outside software and fintech"). A list that ends in a word for any company
//   ("… and firms", "in allen Firmen") names no kind. The seller's context sentences (context.ts) are not read: the
//   development sets count a product's market ("We sell rostering software to care homes") as no condition.
// - A word for companies with a sector's adjective names it too ("tech companies", "empresas tecnológicas", "boîtes tech",
//   "Tech-Unternehmen", "IT-Dienstleister"; lexicon-employer-forms.ts).
// - The words that name the applied condition are its own (readEmployer `people`): with their frame ("at / of / von / chez /
//   de / em / bij", "not at / outside / außerhalb von / hors / fora de / niet bij") and their list, they are taken out of
//   the sentences the people's grammar reads, so they add no area, title phrase or unread span ("founders of tech
//   companies" are founders; "IT managers, not at tech companies" excludes nobody), and a piece that only named the
//   employer adds nobody. Words not applied (a place of activity, a list beside an employer of no sector,
//   "across all 20") stay with the people, as before.
// - Size (lexicon COMPANY_SIZE): "only companies with 50 or more people", "at mid-size companies", "bij bedrijven vanaf 50
//   medewerkers" hold for the whole persona. Not applied (warning `not_applied`) when said of a part ("plus the CHRO at
//   companies under 60 people", "the CEO too", "who often signs in smaller shops"), as the seller's market ("HRIS for
//   mid-market", "Wir verkaufen … an den Mittelstand"), as an account segment ("AEs (SMB, mid-market, enterprise)"), or
//   when the sizes said cannot all hold ("under 60 people … at 60+ people").
import { AREA_ALSO, functionOf, type Area, type AreaKey, type EmployerCondition, type Sector } from '../criteria.js';
import { tagSentence } from './tag-sentence.js';
import {
  ACTIVITY_CLAUSE,
  ANY_EMPLOYER,
  COMPOUND_HEADS,
  CUSTOMERS_TAIL,
  DEPARTMENT_SECTORS,
  EMPLOYER_AT,
  EMPLOYER_EXCEPT,
  EMPLOYER_EXCEPT_AFTER,
  EMPLOYER_GLOSS,
  EMPLOYER_LEXICON,
  EMPLOYER_MARKET,
  EMPLOYER_MARKET_AFTER,
  EVERY_EMPLOYER,
  OTHER_EMPLOYER,
  OWN_WORKPLACES,
  WORK_VERB,
  JOB_CLAUSE,
  type SectorWords,
} from './lexicon-employers.js';
import { alternation, FORM_PATTERNS, wordsRe } from './employer-forms.js';
import { clauseOf, fieldOfOthers, inParentheses, negatedClause, NEGATED, PT_NO_WORD, sectorExamples, workplaceAside } from './employer-asides.js';
import { guessLanguage, type Language } from './language.js';
import { foldMapped, foldText } from './fold.js';
import { companySize, sizesAfterEmployer } from './size.js';
import { areaLeftOut, employerWords, marketLead, sellersMarket } from './employer-senses.js';
import { ADDING_START, addedSentence, saidOfSome } from './employer-parts.js';

export { foldMapped, foldText } from './fold.js';
export { sizeRange } from './size.js';

/** A German or Dutch compound cut at its hyphen takes the head of the next one ("Chemie- und Lebensmittelherstellern": Chemieherstellern). */
const CUT_COMPOUND = new RegExp(`(\\p{L}+)-\\s+(und|oder|sowie|bzw\\.?|en|of)(\\s+\\p{L}*?(${COMPOUND_HEADS}))(?![\\p{L}])`, 'giu');
/** The text with cut compounds joined, and for each of its characters the index in `s` it comes from (the head taken over the hyphen: the hyphen's). */
function joinMapped(s: string): { text: string; at: number[] } {
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
type Found = { sector: Sector; start: number; end: number; kind: Kind; text: string; unsure?: boolean; field?: boolean };

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
const LIST_GAP =
  /^(?:\s|,|&|\/|\+|and|or|und|oder|et|ou|y|o|e|en|of|the|den|der|die|les|la|le|des|los|las|el|os|as|a|de|het|bei|at|in|chez|dans|em|bij|na|no|nas|nos)*$/;

/** `skip`: an example in parentheses or a part of the persona, with the rest of its list. */
type Frame = 'at' | 'market' | 'except' | 'none' | 'skip';

const SEP = '(?:,|&|/|and|or|und|oder|et|ou|y|o|e|en|of)';
const AT_WORD = '(?:at|in|bei|im|chez|dans|en|em|na|no|nas|nos|bij)';
const AT_BEFORE = new RegExp(`(?:^|\\s)${AT_WORD}\\s`);
const ARTICLE = '(?:the|den|der|die|les|la|le|l|des|los|las|el|os|as|a|de|het)';
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

/** After a sector word that opens a sentence: a heading that names no people before its colon ("Retail:", "Agency account teams:"). */
function heading(after: string): boolean {
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

/** Before a word for a sector: "of" ("of the", "der", "von der", "du", "de la", "del", "do", "da", "van de"). */
const OF_SECTOR = /(?:^|\s)(?:of|of the|from the|von der|von|der|des|du|de la|de l|des|del|de|da|do|das|dos|van de|van het|van|uit de|uit het)\s*$/;

/** "ainsi que", "de même que": "as well as", no relative clause (its "que" is no "who"). */
const AS_WELL_AS_QUE = /(?:^|\s)(?:ainsi|de meme|tout comme) que(?=\s)/g;

/** Dutch "en" is "and": a sector word after it is no place of work ("inkoop en logistiek"); in Spanish and French it is "in". */
const BARE_EN = /(?:^|\s)en\s*$/;
/** Portuguese "no" is "in the" ("no varejo"), never a negation (that is "não"). */
const PT_NO = /(?:^|\s)no\s*$/;

/** Sectors named in one sentence (folded), with their frame; `language` the sentence's (language.ts), if its words say. */
function sectorsIn(sentence: string, language?: Language): Array<Found & { frame: Frame; held: boolean; part?: boolean }> {
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
      (f.kind === 'except' && frame !== 'except' && !(frame === 'at' && (continues ? prev!.kind === 'except' : fieldOfOthers(before, f.text))))
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
    if (frame === 'skip' || aside || (!continues && PART_AT.test(before) && peopleAfter(sentence.slice(f.end)))) {
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

const ONLY_WORD = '(?:only|just|nur|ausschliesslich|seulement|uniquement|solo|solamente|unicamente|apenas|alleen|enkel)';
const LEAD_ONLY = new RegExp(`(?:^|\\s)${ONLY_WORD}\\s+$`);
const TRAIL_ONLY = new RegExp(`^\\s+${ONLY_WORD}(?![\\p{L}\\p{N}])`, 'u');
const LEAD_BUT = /(?:^|\s)(?:but|aber|doch|mais|pero|mas|maar)\s+$/;
const LEAD_PREP =
  '(?:at|in|of|from|within|among|bei|beim|im|in der|in den|von|vom|aus|unter|chez|dans|de|du|des|del|d|en|entre|em|na|no|nas|nos|da|do|das|dos|bij|binnen|van|uit|onder)';
/** Before an employer's words, what belongs to them: "at the", "of", "von", "chez les", "de", "em", "bij de". */
/** A verb of working before the employer's preposition is its frame too ("working in banking", "travaillant dans des ESN"). */
const WORKING =
  '(?:working|who work|that work|employed|arbeitend|die arbeiten|tatig|travaillant|qui travaillent|trabajando|que trabajan|trabalhando|que trabalham|werkzaam|die werken|werkend)';
const LEAD = new RegExp(`(?:^|\\s)(?:${WORKING}\\s+)?(?:${LEAD_PREP}\\s+)?(?:${ARTICLE}\\s+)*$`);
const BETWEEN_NEGATION = new RegExp(`^\\s*(?:(?:${LEAD_PREP}|${ARTICLE})\\s+)*$`);
const COMPANIES_BEFORE = new RegExp(
  `(?:^|\\s)(?:${LEAD_PREP}\\s+)?(?:${ARTICLE}\\s+)?(?:companies|firms|businesses|organisations|organizations|employers|firmen|unternehmen|arbeitgebern|entreprises|societes|structures|empresas|companias|companhias|organizaciones|organizacoes|bedrijven|organisaties|werkgevers)\\s*$`,
);
const startOf = (m: RegExpExecArray) => m.index + (/^[\s(]/.test(m[0]) ? 1 : 0);

/** Where the words that name an employer start, with their frame's words ("not at", "außerhalb von", "fora de", "of", "bei den"). */
function leadStart(folded: string, f: Found & { frame: Frame }): number {
  const before = folded.slice(0, f.start);
  let start = f.start;
  const except = f.frame === 'except' ? EMPLOYER_EXCEPT.exec(before) : null;
  // "not the banks", "keine Banken", "sin bancos": the negation, when only articles stand between.
  const negation = f.frame === 'except' && !except ? [...before.matchAll(new RegExp(NEGATED.source, 'g'))].pop() : undefined;
  const lead = LEAD.exec(before);
  const market = f.frame === 'market' ? marketLead(before) : undefined;
  if (except) start = startOf(except);
  else if (market !== undefined) start = market;
  else if (negation && BETWEEN_NEGATION.test(before.slice(negation.index + negation[0].length))) start = startOf(negation as RegExpExecArray);
  else if (lead) start = startOf(lead);
  // "at companies outside tech", "em empresas fora do setor de tecnologia": any company, said before the exception, is its.
  const anyCompany = f.frame === 'except' ? COMPANIES_BEFORE.exec(folded.slice(0, start)) : null;
  if (anyCompany) start = startOf(anyCompany);
  // "at non-tech companies": the preposition before the exception's word is its too.
  const leadExcept = except && !anyCompany ? LEAD.exec(folded.slice(0, start)) : null;
  if (leadExcept) start = startOf(leadExcept);
  // "only at banks", "nur bei Banken": the restriction is the employer's; so is "but" before its exception ("…, but not at fintechs").
  const only = (f.frame === 'except' ? LEAD_BUT : LEAD_ONLY).exec(folded.slice(0, start));
  return only ? startOf(only) : start;
}

/**
 * A sentence without the words that named the applied employer condition: each sector phrase with its frame's words and
 * the separators of its list ("founders of tech companies" → "founders", "CFOs, not at banks or insurers" → "CFOs,"); a
 * heading that only named it goes with its colon ("Banks: CFOs" → "CFOs").
 */
function withoutWords(sentence: string, found: ReadonlyArray<readonly [string, Found & { frame: Frame }]>): string {
  if (!found.length) return sentence;
  const folded = found[0]![0];
  const joined = joinMapped(sentence);
  const { text, at: foldedAt } = foldMapped(joined.text);
  if (text !== folded) return sentence;
  const at = foldedAt.map((i) => joined.at[i] ?? i);
  const spans = found.map(([, f]) => [leadStart(folded, f), f.end] as [number, number]).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [a, b] of spans) {
    const last = merged[merged.length - 1];
    if (last && (a <= last[1] || LIST_GAP.test(folded.slice(last[1], a)))) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  // "at banks only", "bei Banken nur": the restriction after them is theirs too; so is "as clients" after the customers.
  for (const span of merged) span[1] += TRAIL_ONLY.exec(folded.slice(span[1]))?.[0].length ?? 0;
  // "empresas de tecnología (software, hardware)": kinds of the employer in parentheses after it are its examples.
  for (const span of merged) span[1] += sectorExamples(folded.slice(span[1]));
  for (const span of merged) span[1] += CUSTOMERS_TAIL.exec(folded.slice(span[1]))?.[0].length ?? 0;
  // "…, except at law firms, where partner means something else": a clause of place about the employer is its gloss.
  for (const span of merged) span[1] += EMPLOYER_GLOSS.exec(folded.slice(span[1]))?.[0].length ?? 0;
  // "…, pension funds excluded": the word that excepts the list after it goes with it (not when other words stand between:
  // "Pensionskassen, Kapitalanlage und Schaden ausgenommen" still excludes the people of the others).
  for (const span of merged) {
    const after = EMPLOYER_EXCEPT_AFTER.exec(folded.slice(span[1]));
    if (after && LIST_GAP.test(after[0].replace(/\S+$/, ''))) span[1] += after[0].length;
  }
  let out = sentence;
  for (const [a, b] of merged.reverse()) {
    const start = at[a] ?? 0;
    const end = (at[b - 1] ?? sentence.length - 1) + 1;
    const rest = out.slice(end);
    out = out.slice(0, start) + ' ' + (out.slice(0, start).trim() ? rest : rest.replace(/^\s*[:\-–—]\s*/, ''));
  }
  return out;
}

type Applied = { sentence: number; folded: string; f: Found & { frame: Frame }; part?: boolean };

/** The employer condition of a definition, the size phrases it does not apply, and the people's sentences without its words. */
export function readEmployer(
  definition: string,
  peopleSentences: readonly string[],
): {
  employer?: EmployerCondition;
  sizesLeft: string[];
  sectorsLeft: string[];
  partsWithin: string[];
  people: string[];
  scoped: Map<number, EmployerCondition>;
} {
  const sectors = new Set<Sector>();
  // Kinds of employer said of one sentence's people only, by sentence (`Selector.employer`).
  const own: Array<{ sentence: number; sector: Sector; text: string }> = [];
  const except = new Set<Sector>();
  let words: string[] = [];
  const sectorsLeft: string[] = [];
  // Employers said of some of the people only (employer-parts.ts), and those of them within the kind applied to all.
  const parts: Found[] = [];
  const partsWithin: string[] = [];
  const read: Applied[] = [];
  const whole = guessLanguage(foldText(definition));
  const languages = peopleSentences.map((sentence) => guessLanguage(foldText(sentence)) ?? whole);
  peopleSentences.forEach((sentence, i) => {
    const folded = foldText(joinCompounds(sentence));
    if (EVERY_EMPLOYER.test(folded)) return;
    const earlier = peopleSentences.slice(0, i);
    for (const found of sectorsIn(folded, languages[i])) {
      // The seller's market names no employer, nor people: its words are taken out of the people's sentences.
      if (found.frame === 'market') {
        read.push({ sentence: i, folded, f: found });
        continue;
      }
      // Said in a sentence that adds people to earlier ones ("CSMs. Seller success at marketplaces counts too."): theirs only.
      // (A sentence that starts by adding, "Ainsi que les analystes risques dans les banques.", adds all its people.)
      const open = !found.held || (found.part === true && ADDING_START.test(folded));
      const added = found.frame !== 'except' && open && i > 0 && addedSentence(folded, found.start, earlier, found.end);
      const f = added ? { ...found, held: true, part: true } : found;
      if (added) {
        own.push({ sentence: i, sector: f.sector, text: f.text });
        read.push({ sentence: i, folded, f, part: true });
        continue;
      }
      if (f.held && f.part) parts.push(f);
      else if (f.held) sectorsLeft.push(f.text);
      else (f.frame === 'except' ? except : sectors).add(f.sector);
      if (!f.held) words.push(f.frame === 'except' ? `not ${f.text}` : f.text);
      // Said of some of the people only: the words still name no people ("ad sales executives at publishers").
      if (!f.held || f.part) read.push({ sentence: i, folded, f, part: f.part });
    }
  });
  for (const s of except) sectors.delete(s);
  // An employer said of a part within the kind said of all ("Sales directors at banks and insurers; at the banks also the heads
  // of the branch network") leaves the condition of all standing: the part's people are kept at every company of that kind.
  const within = sectors.size > 0 && parts.every((f) => sectors.has(f.sector));
  if (within) partsWithin.push(...parts.map((f) => f.text));
  else sectorsLeft.push(...parts.map((f) => f.text));
  // A sentence's own kind is applied to its people when it narrows the persona's ("… at banks and insurers; at the banks
  // also …"); one beside another kind said of the rest ("Developers at banks. Data engineers at insurers too.") is not.
  const scoped = new Map<number, EmployerCondition>();
  if (own.every((o) => !sectors.size || sectors.has(o.sector)))
    for (const o of own) {
      const c = scoped.get(o.sentence) ?? { sectors: [], except: [], text: '' };
      if (!c.sectors.includes(o.sector)) c.sectors.push(o.sector);
      c.text = c.text ? `${c.text}, ${o.text}` : o.text;
      scoped.set(o.sentence, c);
    }
  else sectorsLeft.push(...own.map((o) => o.text));
  // A careful reader applies a kind of employer only when every employer named is one: else none is applied.
  if (sectorsLeft.length) {
    sectorsLeft.push(...words.filter((w) => !w.startsWith('not ')));
    words = words.filter((w) => w.startsWith('not '));
    sectors.clear();
  }
  // The words that named the applied condition name nobody else: the people's grammar reads the sentences without them.
  const applied = read.filter((r) => r.f.frame === 'except' || r.f.frame === 'market' || r.part || !sectorsLeft.length);
  const after = sizesAfterEmployer(
    peopleSentences,
    peopleSentences.map((_, i) => applied.filter((r) => r.sentence === i && r.f.frame !== 'except' && r.f.frame !== 'market').map((r) => r.f.text)),
    (raw) => foldText(joinCompounds(raw)),
  );
  const people = peopleSentences.map((sentence, i) =>
    after
      .filter((a) => a.sentence === i)
      .reduce(
        (s, a) => s.replace(a.text, ' '),
        withoutWords(
          sentence,
          applied.filter((r) => r.sentence === i).map((r) => [r.folded, r.f] as const),
        ),
      ),
  );
  // What a Portuguese "no" leaves with the people is "in the", not a negation ("gerentes de compras no agronegócio").
  people.forEach((s, i) => {
    if (languages[i] === 'pt') people[i] = s.replace(/(^|[^\p{L}])no(?=\s)/giu, '$1em');
  });
  const { employees, sizesLeft, ranges } = companySize(definition, after);
  if (!sectors.size && !except.size && !employees) return { sizesLeft, sectorsLeft, partsWithin, people, scoped };
  const text = [...new Set([...words, ...(employees ? ranges.map((r) => r.text.toLowerCase()) : [])])].join(', ');
  return {
    employer: { sectors: [...sectors], except: [...except], ...(employees ? { employees } : {}), text },
    sizesLeft,
    sectorsLeft,
    partsWithin,
    people,
    scoped,
  };
}
