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
import type { EmployerCondition, Sector } from '../criteria.js';
import { CUSTOMERS_TAIL, EMPLOYER_EXCEPT, EMPLOYER_EXCEPT_AFTER, EMPLOYER_GLOSS, EVERY_EMPLOYER, OTHER_EMPLOYERS } from './lexicon-employers.js';
import { clauseOf, NEGATED, sectorExamples } from './employer-asides.js';
import { guessLanguage } from './language.js';
import { foldMapped, foldText } from './fold.js';
import { companySize, sizesAfterEmployer } from './size.js';
import { ownSizes } from './size-scope.js';
import { marketLead } from './employer-senses.js';
import { ADDING_START, addedSentence } from './employer-parts.js';
import { tagSentence } from './tag-sentence.js';
import { departmentAfterEmployer } from './employer-heading.js';
import { ARTICLE, joinCompounds, joinMapped, LIST_GAP, sectorsIn, type Found, type Frame } from './employer-find.js';

export { foldMapped, foldText } from './fold.js';
export { sizeRange } from './size.js';

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

/**
 * An employer said of people a negated predicate after it leaves out ("Developers at the software houses are not IT",
 * "Les développeurs des éditeurs de logiciels ne sont pas de l'IT"): it tells which people are out, no condition on the
 * persona's companies. Its words name nobody; the people before them stay excluded (everywhere: a negated clause that names
 * people before the kind, "not the lawyers of law firms", gives the exclusion its own employer instead, `peopleExcepted`).
 */
function saidOfExcluded(folded: string, f: Found): boolean {
  const from = Math.max(folded.lastIndexOf(';', f.start), folded.lastIndexOf(':', f.start)) + 1;
  const to = folded.slice(f.end).search(/[;:]/);
  const tagged = tagSentence(folded.slice(from, to < 0 ? undefined : f.end + to)).tagged;
  const last = f.text.split(/\s+/).pop() ?? '';
  const at = tagged.findIndex((t) => t.tag?.k === 'negpost');
  const own = tagged.findLastIndex((t, k) => k < at && t.text.includes(last));
  // The predicate's subject holds the employer: nothing starts another item between them ("…, Praktikanten ausgenommen").
  return own >= 0 && !tagged.slice(own + 1, at).some((t) => t.tag?.k === 'sep' || t.text === ',');
}

/** People a sentence leaves out where they work at a kind of employer ("ni recepcionistas de clínicas dentales"). */
export interface ExceptedAt {
  /** The words that name them (folded), to find their piece. */
  people: string;
  employer: EmployerCondition;
}

/**
 * The people the negated clause `before` ends in names between its negation and the kind excepted after it ("ni
 * recepcionistas de", "not the receptionists at"), or undefined for a place alone ("no en", "not at", "keine").
 */
function peopleExcepted(before: string): string | undefined {
  const clause = clauseOf(before);
  const negations = [...clause.matchAll(new RegExp(NEGATED.source, 'g'))];
  const last = negations[negations.length - 1];
  if (!last) return undefined;
  const between = clause.slice(last.index + last[0].length);
  const people = tagSentence(between).tagged.filter((t) => t.tag?.k === 'noun' || (t.tag?.k === 'level' && !t.tag.weak));
  return people.length ? people.map((t) => t.text).join(' ') : undefined;
}

/** The preposition of a place right before an excepted kind ("no en hospitales", "not at hospitals", "nicht in Kliniken"). */
const PLACE_BEFORE = /(?:^|\s)(?:at|in|en|bei|chez|dans|em|nos|nas|bij|aux)\s+(?:(?:the|los|las|les|den|der|die|het|de|os|as|el|la|le)\s+)?$/;

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
  /** Exceptions of a kind within the kind said ("clínicas (no en hospitales)"): no sector tells them apart, so not applied. */
  narrower: string[];
  people: string[];
  scoped: Map<number, EmployerCondition>;
  /** Kinds of employer said of the people a sentence leaves out (`Exclusion.employer`), by sentence. */
  scopedOut: Map<number, ExceptedAt[]>;
} {
  const sectors = new Set<Sector>();
  // Kinds of employer said of one sentence's people only, by sentence (`Selector.employer`).
  const own: Array<{ sentence: number; sector: Sector; text: string }> = [];
  // … and said of the people one sentence leaves out (`Exclusion.employer`).
  const ownOut: Array<{ sentence: number; sector: Sector; text: string; people: string }> = [];
  const except = new Set<Sector>();
  let words: string[] = [];
  const sectorsLeft: string[] = [];
  // Employers said of some of the people only (employer-parts.ts), and those of them within the kind applied to all.
  const parts: Found[] = [];
  const partsWithin: string[] = [];
  const exceptWords = new Map<Sector, string[]>();
  const read: Applied[] = [];
  const whole = guessLanguage(foldText(definition));
  const languages = peopleSentences.map((sentence) => guessLanguage(foldText(sentence)) ?? whole);
  // "At the agencies, their whole marketing team. At every other company, its managers and up.": each kind named is its sentence's.
  const others = peopleSentences.findIndex((sentence) => OTHER_EMPLOYERS.test(foldText(sentence)));
  // Kinds of employer named by their noun in the sentences read so far (employer-heading.ts).
  const byNoun = new Set<Sector>();
  peopleSentences.forEach((sentence, i) => {
    const folded = foldText(joinCompounds(sentence));
    if (EVERY_EMPLOYER.test(folded)) return;
    const earlier = peopleSentences.slice(0, i);
    const inSentence = sectorsIn(folded, languages[i]);
    for (const found of inSentence) {
      if (departmentAfterEmployer(folded, found, byNoun)) continue;
      // The seller's market names no employer, nor people: its words are taken out of the people's sentences.
      if (found.frame === 'market') {
        read.push({ sentence: i, folded, f: found });
        continue;
      }
      // Said in a sentence that adds people to earlier ones ("CSMs. Seller success at marketplaces counts too."): theirs only.
      // (A sentence that starts by adding, "Ainsi que les analystes risques dans les banques.", adds all its people.)
      if (found.frame !== 'except' && !found.held && saidOfExcluded(folded, found)) {
        read.push({ sentence: i, folded, f: found, part: true });
        continue;
      }
      const open = !found.held || (found.part === true && ADDING_START.test(folded));
      const added = found.frame !== 'except' && ((open && i > 0 && addedSentence(folded, found.start, earlier, found.end)) || (others >= 0 && others !== i));
      const f = added ? { ...found, held: true, part: true } : found;
      if (added) {
        own.push({ sentence: i, sector: f.sector, text: f.text });
        read.push({ sentence: i, folded, f, part: true });
        continue;
      }
      // Session 58: "Ni recepcionistas de clínicas dentales", "not the receptionists at dental clinics": people named in the
      // negated clause before the kind are left out where they work at it, not everyone at it (the exclusion's own employer).
      const excepted = !f.held && f.frame === 'except' ? peopleExcepted(folded.slice(0, f.start)) : undefined;
      if (excepted) {
        ownOut.push({ sentence: i, sector: f.sector, text: f.text, people: excepted });
        read.push({ sentence: i, folded, f });
        continue;
      }
      if (f.held && f.part) parts.push(f);
      else if (f.held) sectorsLeft.push(f.text);
      else (f.frame === 'except' ? except : sectors).add(f.sector);
      if (!f.held) words.push(f.frame === 'except' ? `not ${f.text}` : f.text);
      // (only an exception of a place, "no en hospitales", "not at hospitals": "not the hotel directors" names people)
      if (!f.held && f.frame === 'except' && PLACE_BEFORE.test(folded.slice(0, f.start)))
        exceptWords.set(f.sector, [...(exceptWords.get(f.sector) ?? []), f.text]);
      // Said of some of the people only: the words still name no people ("ad sales executives at publishers").
      if (!f.held || f.part) read.push({ sentence: i, folded, f, part: f.part });
    }
    for (const f of inSentence) if (f.kind === 'noun' && f.frame !== 'except' && f.frame !== 'market' && !f.held) byNoun.add(f.sector);
  });
  // Session 54: "En clínicas (no en hospitales)": an exception of the very kind said names a narrower kind within it (hospitals
  // within health care), which no sector tells apart: the kind said stands and the exception is not applied (told).
  const narrower = [...except]
    .filter((s) => sectors.has(s) && exceptWords.has(s))
    .flatMap((s) => {
      except.delete(s);
      const said = exceptWords.get(s) ?? [];
      words = words.filter((w) => !said.some((t) => w === `not ${t}`));
      return said;
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
  const scopedOut = new Map<number, ExceptedAt[]>();
  for (const o of ownOut) {
    const list = scopedOut.get(o.sentence) ?? [];
    const same = list.find((x) => x.people === o.people);
    if (!same) list.push({ people: o.people, employer: { sectors: [o.sector], except: [], text: o.text } });
    else {
      if (!same.employer.sectors.includes(o.sector)) same.employer.sectors.push(o.sector);
      if (!same.employer.text.split(', ').includes(o.text)) same.employer.text = `${same.employer.text}, ${o.text}`;
    }
    scopedOut.set(o.sentence, list);
  }
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
  // Sizes said of one clause's people only (size-scope.ts): that clause's condition, not the persona's.
  const sized = ownSizes(definition, people);
  for (const o of sized) {
    const c = scoped.get(o.sentence) ?? { sectors: [], except: [], text: '' };
    c.employees = o.range;
    c.text = c.text ? `${c.text}, ${o.text}` : o.text;
    scoped.set(o.sentence, c);
  }
  const { employees, sizesLeft, ranges } = companySize(
    definition,
    after,
    sized.map((o) => o.text),
  );
  if (!sectors.size && !except.size && !employees) return { sizesLeft, sectorsLeft, partsWithin, narrower, people, scoped, scopedOut };
  const text = [...new Set([...words, ...(employees ? ranges.map((r) => r.text.toLowerCase()) : [])])].join(', ');
  return {
    employer: { sectors: [...sectors], except: [...except], ...(employees ? { employees } : {}), text },
    sizesLeft,
    sectorsLeft,
    partsWithin,
    narrower,
    people,
    scoped,
    scopedOut,
  };
}
