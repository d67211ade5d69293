// An employer said of some of the people only (employer.ts): a careful reader applies a kind of employer to the persona
// only when it is said of all of it, so these are left, with the warning `not_applied`.
// - Said of examples: the people after "including / e.g. / such as / z. B. / notamment / por ejemplo / zoals" and before
//   the employer ("account executives, including car sales executives at dealerships"), or the employer given as an
//   example itself ("IT managers, for instance at banks"). The examples run to the end of the sentence, so a later
//   employer in it is theirs too ("…, pharma reps and ad sales executives at publishers"). A kind of company with its
//   examples ("at companies such as banks") names the employer of all.
// - Followed by more people joined by "and / plus / as well as / sowie / ainsi que / así como / bem como / alsmede"
//   ("account executives at dealerships, and SDRs"): those are named at every employer. Not the people of the same
//   employer ("… and their crew leads"), levels ("and managers and above"), people left out ("…, geen stagiairs"), nor
//   people after a comma alone, which continue the list ("Network engineers at telecom operators, NOC technicians").
// - Said in a sentence that adds people to those of an earlier one ("CSMs. Seller success at marketplaces counts too.",
//   "Entwickler; Data Engineers bei Banken auch"): the employer is the added people's (`addedSentence`).
// - Said of one item inside a list, with people listed before it and more after a comma ("CSMs, seller success managers on
//   marketplaces, and their leaders"): `midList`.
// - Different employers, each after its own people ("car salespeople at dealerships, ad sales executives at publishers").
import { tagSentence } from './tag-sentence.js';
import { EMPLOYER_AT } from './lexicon-employers.js';
import { ADDING_CONJUNCTIONS, ALSO_AFTER, COMPANY_WORDS } from './lexicon-employer-forms.js';

type Span = { start: number; end: number; sectors?: readonly string[] };

const COMPANY = new RegExp(`(?:^|\\s)(?:${COMPANY_WORDS})$`);
const PEOPLE = new Set(['noun', 'level']);
const ALSO = new RegExp(`^(?:${ALSO_AFTER})$`);
/** After the people named after an employer: words that make them no people of their own ("…, juniors excluded", "…, commis up to head chef"). */
const NOT_ADDED = new Set(['up', 'above', 'negpost', 'down', 'min', 'below', 'to', 'inc', 'their', 'themselves', 'yes', 'only']);
/** Between a marker of examples and the employer: only its preposition and article ("e.g. at the", "z. B. bei den"). */
const ONLY_AT = new RegExp(EMPLOYER_AT.source.replace('(?:^|\\s)', '^\\s*'));

/** The people before the employer are examples: the last marker before it, then people (no comma between), or only "at". */
function examples(before: string): boolean {
  const tagged = tagSentence(before).tagged;
  const marker = tagged.map((t) => t.tag?.k).lastIndexOf('ex');
  // "at companies such as the big banks": examples of the employer, which it names.
  if (marker < 0 || COMPANY.test(tagged[marker - 1]?.text ?? '')) return false;
  const after = tagged.slice(marker + 1);
  if (ONLY_AT.test(after.map((t) => t.text).join(' '))) return true;
  // People, a field, or a word the lexicon does not know ("par exemple des vendeurs chez …").
  return after.some((t) => PEOPLE.has(t.tag?.k ?? '') || t.tag?.k === 'area' || !t.tag) && !after.some((t) => [',', '(', ')', ';'].includes(t.text));
}

const ADDING = new RegExp(`^[\\s,]*(?:(?:${ADDING_CONJUNCTIONS})(?![\\p{L}])[\\s,]*)+`, 'u');

/** After the last employer of a sentence: more people, joined by a word that adds them ("…, and SDRs", "plus the CHRO"). */
function morePeople(after: string): boolean {
  // A comma alone continues the list, whose employer it is ("Network engineers at telecom operators, NOC technicians and
  // network managers": all at telecom operators); a word that adds people after it starts another group.
  const joined = ADDING.exec(after);
  if (!joined) return false;
  const tagged = tagSentence(after.slice(joined[0].length)).tagged;
  const first = tagged.findIndex((t) => !['sep', 'plus', 'filler', 'of'].includes(t.tag?.k ?? ''));
  if (first < 0 || !PEOPLE.has(tagged[first]?.tag?.k ?? '')) return false;
  // Up to the end of the item: no word that makes it an exclusion, a range or people of the same employer ("…, juniors excluded").
  const end = tagged.findIndex((t, i) => i > first && t.tag?.k === 'sep');
  const rest = tagged.slice(first + 1, end < 0 ? undefined : end);
  return !rest.some((t) => NOT_ADDED.has(t.tag?.k ?? '') || ALSO.test(t.text));
}

const AT_TAIL = new RegExp(EMPLOYER_AT.source.replace('(?:^|\\s)', '\\s*').replace('\\s*$', ''));
/** "…, and, at marketplaces, …": a conjunction and a comma right before the employer (its preposition aside). */
const FRONTED = new RegExp(`(?:^|\\s)(?:${ADDING_CONJUNCTIONS}|or|oder|ou|o|of)\\s*,\\s*(?:${AT_TAIL.source})?\\s*$`);
const ALSO_NEXT = new RegExp(`^\\s*,?\\s*(?:${ALSO_AFTER})\\s`);

/**
 * The employer set apart for the people after it, when others were named before: fronted between commas after a
 * conjunction ("customer success managers and, at marketplaces, seller success managers") or followed by "also"
 * ("CSMs, at marketplaces also seller success").
 */
function aside(before: string, after: string): boolean {
  const fronted = FRONTED.test(before) && /^\s*,/.test(after);
  const also = ALSO_NEXT.exec(after);
  return (fronted || (!!also && peopleFirst(after.slice(also[0].length)))) && namesPeople(before);
}

/**
 * The employer of one item inside a list: other people were listed before that item and the list goes on after a comma
 * ("CSMs, seller success managers on marketplaces, and their leaders"). (With nobody listed before it, the items after a
 * comma continue its people: "Network engineers at telecom operators, NOC technicians …".)
 */
function midList(before: string, after: string): boolean {
  if (!/^\s*,/.test(after)) return false;
  // The next item names people of its own: a noun or rung first ("and their leaders"), no range, exclusion or addition after.
  const tagged = tagSentence(after.split(/[.;]/)[0] ?? '').tagged;
  const first = tagged.findIndex((t) => !['sep', 'plus', 'filler'].includes(t.tag?.k ?? ''));
  const head = tagged[first];
  const end = tagged.findIndex((t, i) => i > first && t.tag?.k === 'sep');
  const item = tagged.slice(first, end < 0 ? undefined : end);
  // ("and their leaders": the leaders of everyone listed; "and CS directors": a field, then people.)
  const people =
    head?.tag?.k === 'their' || (!!head && ['noun', 'level', 'area', 'senior'].includes(head.tag?.k ?? '') && item.some((t) => PEOPLE.has(t.tag?.k ?? '')));
  if (!people || item.slice(1).some((t) => NOT_ADDED.has(t.tag?.k ?? ''))) return false;
  // Items before it split by commas only: "Monteurs en storingsmonteurs bij netbeheerders, plus hun ploegleiders" is one item.
  return before.split(/[,;]/).filter(namesPeople).length >= 2;
}

/** A new group of people: a semicolon, or "or" / "plus" / "as well as" (in six languages) after a comma or on its own (DATA). */
const GROUP = new RegExp(
  `;|,\\s*(?:or|oder|ou|o|of|and also|und auch|et aussi|y tambien|e tambem|en ook)(?![\\p{L}])|(?:^|\\s)(?:plus|as well as|sowie|ainsi que|asi como|bem como|alsmede|evenals)(?![\\p{L}])`,
  'gu',
);
const AT_START = /^\s*(?:at|in|on|for|bei|im|fur|chez|dans|pour|en|em|na|no|nas|nos|bij|voor)\b/;

/**
 * The employer of a later group of people: people were named before a semicolon, ", or", ", plus", "as well as"…, and the
 * employer is said inside the group after it, after its people ("…, or seller success managers at marketplaces", "…, plus
 * seller success at marketplaces") or before them ("…; at marketplaces: seller success"). ("CSMs and AEs at SaaS companies",
 * one group joined by "and", names the employer of both; so do groups that each name their own.)
 */
function laterGroup(before: string, after: string, prevEnd: number): boolean {
  const starts = [...before.matchAll(GROUP)];
  const last = starts[starts.length - 1];
  // Each group with its own employer ("deans at universities; directors of research institutes") names the employers of all.
  if (!last || prevEnd >= 0) return false;
  if (!namesPersons(before.slice(0, last.index))) return false;
  const group = before.slice(last.index + last[0].length);
  return namesPeople(group) || ((!group.trim() || AT_START.test(group)) && peopleFirst(after.replace(/^\s*:/, ' ')));
}

/** An article before the people ("also the warehouse managers", "ook de", "auch die", "aussi les", "también los", "também os"). */
const ARTICLE = /^\s*(?:the|die|der|den|les|le|la|l|los|las|el|os|as|o|a|de|het)\s+/;

/**
 * The words start with people ("also seller success", "also the warehouse managers"), not with another employer ("also at
 * insurers") or a verb alone ("also count"). A word the lexicon does not know first counts when people are named after it in
 * its clause ("ook de vestigingsmanagers, magazijnmanagers").
 */
function peopleFirst(text: string): boolean {
  const tagged = tagSentence(text.replace(ARTICLE, ' ')).tagged;
  const at = tagged.findIndex((t) => !['filler', 'sep'].includes(t.tag?.k ?? ''));
  const first = tagged[at];
  if (!first) return false;
  if (PEOPLE.has(first.tag?.k ?? '') || first.tag?.k === 'area') return true;
  // An unknown word (a title nobody has words for, or a verb: "also count the tellers") with people after it in its clause.
  const end = tagged.findIndex((t, i) => i > at && [';', '.'].includes(t.text));
  const clause = tagged.slice(at + 1, end < 0 ? undefined : end);
  return !first.tag && clause.some((t) => PEOPLE.has(t.tag?.k ?? ''));
}

/** Words that say the seat is named otherwise there ("that's", "c'est", "das ist", "dat is"), folded. DATA. */
const THAT_IS = /^\s*,?\s*(?:that s|thats|that is|this is|it s|c est|das ist|das sind|dat is|dat zijn|eso es|isso e)\s/;

/**
 * Session 56: "The CFO — at a council that's the s151 officer, in Germany the Kämmerer": an employer after people, then
 * "that's" and people, says what the seat is called there; it is said of those people only.
 */
function thatIsGloss(before: string, after: string): boolean {
  const that = THAT_IS.exec(after);
  return !!that && namesPersons(before) && peopleFirst(after.slice(that[0].length).split(/[.;]/)[0] ?? '');
}

/** For each list of employer words of a sentence (folded, in order; the ones that would apply), whether it is said of some of the people only. */
export function saidOfSome(sentence: string, lists: readonly Span[]): boolean[] {
  const out: boolean[] = [];
  lists.forEach((l, i) => {
    const prev = lists[i - 1];
    // A later employer of the same examples ("…, pharma reps and ad sales executives at publishers"), unless ";" starts anew.
    const same = prev !== undefined && out[i - 1] === true && !sentence.slice(prev.end, l.start).includes(';');
    const before = sentence.slice(0, l.start);
    const after = sentence.slice(l.end);
    out.push(
      same || examples(before) || aside(before, after) || midList(before, after) || laterGroup(before, after, prev?.end ?? -1) || thatIsGloss(before, after),
    );
  });
  const last = lists[lists.length - 1];
  if (last && morePeople(sentence.slice(last.end))) return out.map(() => true);
  if (eachItsOwn(sentence, lists)) return out.map(() => true);
  return out;
}

/**
 * Different employers, each after its own people ("car salespeople at dealerships, ad sales executives at publishers, estate
 * agents"): each is said of its people only, so none is the persona's (a persona is applied to one company at a time).
 */
function eachItsOwn(sentence: string, lists: readonly Span[]): boolean {
  if (lists.length < 2 || !namesPeople(sentence.slice(0, lists[0]!.start))) return false;
  // Some of the people have no employer: people after the last employer ("…, estate agents"). When every item has its own
  // ("CFOs at banks and controllers at insurers"; session 60: "negotiators, valuers and progressors at the estate agents, and
  // the new-homes advisers at the housebuilders", a list before the first employer being its people), the persona names
  // both employers of everyone: applied, as a list of them. A kind of engagement after the last ("— self-employed ones
  // count") names no other people.
  if (!namesOthers(sentence.slice(lists[lists.length - 1]!.end))) return false;
  // Each later employer has its own people before it and its own preposition ("…, ad sales executives at publishers"), not a
  // list continued ("at agencies, councils, police, schools"); and it names other kinds of company than the one before it.
  return lists.slice(1).every((l, i) => {
    const prev = lists[i]!;
    const between = sentence.slice(prev.end, l.start);
    const other = !(l.sectors ?? []).some((x) => (prev.sectors ?? []).includes(x));
    return other && EMPLOYER_AT.test(between) && namesPersons(between.replace(EMPLOYER_AT, ' '));
  });
}

export const ADDING_START =
  /^\s*(?:plus|as well as|and also|also|sowie|ausserdem|zusatzlich|ainsi que|en plus|et aussi|ademas|y tambien|alem disso|e tambem|plus ook|daarnaast|en ook)(?![\p{L}])/u;
const ALSO_WORD = new RegExp(`(?:^|\\s)(?:${ALSO_AFTER})(?=\\s|$|[,;:)])`);
/** After the employer: "also" (or ", also"), then people ("also the warehouse managers", "ook de vestigingsmanagers"). */
function alsoPeople(after: string): boolean {
  const also = ALSO_NEXT.exec(after);
  return !!also && peopleFirst(after.slice(also[0].length));
}
/** People named in the text beyond a kind of engagement of those named ("— self-employed ones count", "freelancers too"). */
const namesOthers = (text: string) =>
  tagSentence(text).tagged.some((t) => {
    const tag = t.tag;
    if (!tag || !PEOPLE.has(tag.k)) return false;
    return !(tag.k === 'noun' && tag.employment?.length && !tag.areas?.length && !tag.levels?.length && !tag.roles?.length);
  });
/** People or a field ("seller success") named in the text. */
const namesPeople = (text: string) => tagSentence(text).tagged.some((t) => PEOPLE.has(t.tag?.k ?? '') || t.tag?.k === 'area');
/** People's nouns or rungs named in the text (a field alone is not enough: French "comme" was once read as one). */
const namesPersons = (text: string) => tagSentence(text).tagged.some((t) => PEOPLE.has(t.tag?.k ?? ''));

/**
 * Whether a sentence (folded) adds people to those of the sentences before it ("Seller success at marketplaces counts too",
 * "Data Engineers bei Banken auch"): it says "too / also / auch / aussi / también / também / ook", names people before
 * `employerStart`, and an earlier sentence names people. Its employer is then said of the added people only.
 */
export function addedSentence(folded: string, employerStart: number, earlier: readonly string[], employerEnd = employerStart): boolean {
  if (!earlier.some(namesPeople)) return false;
  // "…; at marketplaces: seller success, seller success managers": a sentence headed by its employer names its own people.
  const lead = folded.slice(0, employerStart);
  const headed = AT_START.test(lead) && !namesPeople(lead) && /^\s*:/.test(folded.slice(employerEnd));
  // "…; at logistics companies also the warehouse managers", "Bij logistieke bedrijven ook de planners": a sentence headed by
  // its employer, then "also" and people, adds them. ("Also at banks the tellers" is a part already: employer.ts PART_AT.)
  const alsoHeaded = AT_START.test(lead) && !namesPeople(lead) && alsoPeople(folded.slice(employerEnd));
  // "Controllers; plus risk analysts at banks": a sentence that starts by adding ("plus", "sowie", "ainsi que", "además").
  const adds = ADDING_START.test(folded) && namesPeople(folded.slice(0, employerStart));
  // "At the hospitals, also the heads of purchasing", "At the insurers, the heads of compliance too": a sentence headed by
  // its employer, with "also" and the people it adds after it.
  const headedAlso = AT_START.test(lead) && !namesPeople(lead) && ALSO_WORD.test(folded.slice(employerEnd)) && namesPeople(folded.slice(employerEnd));
  // "In SaaS companies the CTO owns internal IT, so include the CTO there", "Bei Banken zusätzlich der CRO": a sentence
  // headed by its employer after sentences that named people is said of its own people, with or without "also".
  const headedPeople = AT_START.test(lead) && !namesPeople(lead) && namesPersons(folded.slice(employerEnd));
  return headed || alsoHeaded || headedAlso || headedPeople || adds || (ALSO_WORD.test(folded) && namesPeople(lead));
}
