// Tagging one sentence: tokens tagged over the lexicon (tokens.ts), then the tags that depend on their
// neighbours or on the whole persona ("VPs of People" is HR, Dutch "of" is "or", "en" is "in" in Spanish and French,
// IT, DevOps and procurement senses of shared words). Used by the persona compiler (compile.ts).
import { norm } from '../reader/text.js';
import { tenureOf } from './pieces.js';
import { buyersOfProducts, tag, tokenise, type Tagged } from './tokens.js';
import { shareHeadNoun, shareLastHead } from './share-noun.js';
import {
  ALSO,
  CONTROLLING_SENSES,
  EXPENSE_SENSES,
  ONBOARDING_SENSES,
  STAFFING_SENSES,
  DUTCH,
  ENG,
  INFRA,
  IT_ADMINS,
  DOES_PAYROLL,
  IT_AGENTS,
  IT_NAMED,
  IT_SENSE,
  IT_SUPPORT,
  IT_WORDS,
  ROMANCE,
} from './lexicon.js';
import { exceptionsToNegation, negativePredicates, pointedBackNegated } from './predicate.js';
import { guessLanguage } from './language.js';
import { alsoKind } from './also-kind.js';
import { managedPeople } from './managed.js';
import { namedAgain } from './named-again.js';
import { reasonAsides } from './reasons.js';
import { dealRoles } from './deal-roles.js';
import { CARE_SENSES } from './lexicon-care.js';
import { FRONTLINE_SENSES } from './lexicon-frontline.js';
import { TRADES_SENSES } from './lexicon-trades.js';
import { INSTITUTION_SENSES } from './lexicon-institutions.js';
import { INFRA_SENSES } from './lexicon-infrastructure.js';
import { PUBLIC_SENSES } from './lexicon-public.js';
import { INDUSTRY_SENSES } from './lexicon-industry.js';
import { FIRM_SENSES } from './lexicon-firms.js';
import { ENERGY_SENSES } from './lexicon-energy.js';
import { PRODUCT_DEVELOPMENT_SENSES } from './lexicon-product-development.js';
import { SITES_SENSES } from './lexicon-sites.js';
import { MEDIA_SENSES } from './lexicon-media.js';
import { CLINICAL_SENSES } from './lexicon-clinical.js';
import { SERVICE_SENSES } from './lexicon-service.js';
import { BUYER_SENSES } from './lexicon-buyers.js';
import { COMPANY_DIRECTOR, ONE_DIRECTOR, ONE_PERSON_ARTICLE } from './lexicon-seats.js';

/** Words for a staffing or recruitment agency after its consultants ("das agências de recrutamento", "des cabinets de recrutement"). DATA. */
const AGENCY_WORD = /^(agenc\w*|cabinets?|consultorias?|bureaus?|uitzendbureaus?|personaldienstleist\w*|zeitarbeit\w*|ett|empresas?|firms?)$/;
/** Marks the words naming the agency after an agency consultant (of, articles, the agency, its recruiting) as filler. */
/** A rung's word, or people with a rung or a seat ("gerente", "senior", "CTO", "coordenador"). */
const rungWord = (g: Tagged | undefined) =>
  g?.tag?.k === 'level' || g?.tag?.k === 'senior' || (g?.tag?.k === 'noun' && (!!g.tag.levels?.length || !!g.tag.roles?.length || !!g.tag.ic));

/**
 * "de senior a CTO", "de gerente a diretor", "de junior à directeur": "a" / "à" between a range's first rung (after "de",
 * "desde") and another rung is the range's "to" (as "até", "hasta", "jusqu'à" are), not an article of the rung after it
 * ("a diretor" alone would be the company's director).
 */
function rangeA(tagged: Tagged[]): Tagged[] {
  for (let i = 2; i < tagged.length - 1; i += 1) {
    const g = tagged[i] as Tagged;
    const start = tagged[i - 2];
    if (g.text !== 'a' || !rungWord(tagged[i - 1]) || !(start?.tag?.k === 'from' || (start?.tag?.k === 'of' && start.text === 'de'))) continue;
    const next = /^(o|a|la|el|le|l)$/.test(tagged[i + 1]?.text ?? '') ? tagged[i + 2] : tagged[i + 1];
    if (rungWord(next)) tagged[i] = { ...g, tag: { k: 'to' }, unknown: false };
  }
  return tagged;
}

function agencyTail(tagged: Tagged[], i: number): void {
  const span: number[] = [];
  let agency = false;
  for (let j = i + 1; j < tagged.length && j <= i + 6; j += 1) {
    const t = tagged[j] as Tagged;
    const k = t.tag?.k;
    if (!(k === undefined || k === 'of' || k === 'filler' || (k === 'area' && t.tag?.areas.includes('recruiting')))) break;
    if (AGENCY_WORD.test(t.text)) agency = true;
    span.push(j);
  }
  if (agency) for (const j of span) tagged[j] = { ...(tagged[j] as Tagged), tag: { k: 'filler' }, unknown: false };
}

/** Words for "out" said after the people they leave out (DATA). */
const POST_OUT = new Set(['out', 'raus', 'draussen', 'dehors', 'fuera', 'fora', 'eruit', 'buiten']);
const isFrenchDeciders = (prev: Tagged | undefined) => prev?.tag?.k === 'buy' && /^(decideu|decisionnaire|preneurs)/.test(prev.text);
/** Prepositions of where people work (DATA): "bij de makelaar", "at the broker", "chez le courtier", "beim Makler". */
const PLACE_PREPOSITION = /^(at|bij|bei|beim|chez|aupres|em)$/; // (not "no", "na", "nos": a negation, or French "our")
const PLACE_ARTICLE = /^(the|de|het|der|die|dem|den|le|la|les|l|el|los|las|o|a|os|as)$/;
/**
 * Session 55: a person noun right after a preposition of place ("bij de makelaar", "at the dentist") names where the people
 * work, no people of its own (it had kept every estate agent): unread, so it is reported.
 */
function placeNouns(tagged: Tagged[]): Tagged[] {
  return tagged.map((t, i) => {
    if (t.tag?.k !== 'noun' || t.tag.levels?.length) return t;
    const prev = tagged[i - 1]?.text ?? '';
    const prep = PLACE_ARTICLE.test(prev) ? (tagged[i - 2]?.text ?? '') : prev;
    return PLACE_PREPOSITION.test(prep) ? { ...t, tag: null, unknown: true } : t;
  });
}
/** A relative pronoun opening "who lead them" ("who", "qui", "die", "que"). */
/** "Day to day" after who leads people (folded, as lexicon.ts says it). */
const DAY_TO_DAY = new Set(['day to day', 'on a day to day basis', 'au quotidien', 'im tagesgeschaft', 'en el dia a dia', 'no dia a dia', 'dagelijks']);
const RELATIVE = /^(who|qui|die|que) /;
/** Spanish and French words for how people are employed, said after them ("consultores externos", "consultants externes", "managers de transition"). */
const ROMANCE_EMPLOYED =
  /(^|\s)(externes|externos|externas|independientes|independants|interinos|interinas|temporales|autonomos|autonomes|freelances|de transition)$/;
const romance = (tagged: Tagged[]) => tagged.some((t) => ROMANCE.test(t.text)) && !tagged.some((t) => DUTCH.test(t.text));
const BUYING =
  /procure|procurment|purchas|buyer|einkauf|beschaffung|lieferant|achat|acheteu|approvisionn|fournisseur|compras|comprador|proveedor|suprimentos|fornecedor|inkoo|inkope|aankoop|leverancier|supplier|vendor/;
/** Technicians said alone ("pas les techniciens"); session 41. */
const BARE_TECHNICIANS = /^(techniciens|techniciennes|techniker|technikerinnen|tecnicos|tecnicas|technici)$/;
const ARTICLES: ReadonlySet<string> = new Set(['die', 'den', 'der', 'les', 'los', 'las', 'os', 'as', 'de', 'the']);
/** A negation and what follows it up to the next break ("not telecom network planners, …"). */
const NEGATED_SPAN = /\b(not|nor|nicht|keine?[nrs]?|pas|sans|ni|nem|sem|geen|niet|excluding|except|ohne|hors|sauf)\b[^,;.:()|]*/g;
/** Whether the word at `i` is said after a negation in its part of the sentence. */
function inNegation(tagged: readonly Tagged[], i: number): boolean {
  for (let j = i - 1; j >= 0; j -= 1) {
    const k = tagged[j]?.tag?.k;
    if (k === 'neg' || k === 'ex') return true;
    if (/^[,;.:()|]$/.test(tagged[j]?.text ?? '')) return false;
  }
  return false;
}
/** The word before `i`, past articles, is a negation ("pas les", "keine", "no los", "nem os", "geen"). */
function afterNegation(tagged: readonly Tagged[], i: number): boolean {
  let j = i - 1;
  // (Session 53: German "die" is also tagged as "of" ("Leiter die …"); after "nicht" it is the article: "Nicht die Techniker".)
  while (j >= 0 && (tagged[j]?.tag?.k === 'filler' || ARTICLES.has(tagged[j]?.text ?? ''))) j -= 1;
  return tagged[j]?.tag?.k === 'neg';
}
/** The people department's names, capitalised. */
const PEOPLE_DEPARTMENT = /^(?:People|Pessoas|Gente|Personas|Personnes)$/u;
const isHr = (prev: Tagged | undefined) => !!prev && ['level', 'of', 'sep'].includes(prev.tag?.k ?? '');

/** "CDO (digital)": the chief digital officer (lexicon.ts "cdo digital"), not the data chief; its parentheses name nobody else. */
const CDO_DIGITAL = /\b(cdos?)\s*\(\s*digital(?:es|e|s)?\s*\)/giu;

/** An HR word that means the staff (folded): "personnel" after a field, or before one in French. */
const STAFF_OF_AREA = new Set(['personnel']);
const hrWord = (t: Tagged | undefined) => t?.tag?.k === 'area' && t.tag.areas.includes('human_resources');
/**
 * Session 60: "warehouse personnel", "nursing personnel", "personnel de cuisine": the field's staff, no HR. After a field's
 * word, or before "de / du / des" and one (French), "personnel" is its staff ('all'); alone it stays HR ("Head of Personnel").
 */
function staffOfArea(tagged: Tagged[]): Tagged[] {
  const field = (t: Tagged | undefined) => t?.tag?.k === 'area' && !hrWord(t);
  return tagged.map((t, i) => {
    if (!STAFF_OF_AREA.has(t.text) || !hrWord(t)) return t;
    const before = field(tagged[i - 1]);
    const after = tagged[i + 1]?.tag?.k === 'of' && /^(de|du|des|d)$/.test(tagged[i + 1]?.text ?? '') && field(tagged[i + 2]);
    return before || after ? { ...t, tag: { k: 'all' } } : t;
  });
}

/** `context`: the sentence as written, whose words give the senses of shared words (the employer's words are taken out of `sentence`). */
export function tagSentence(
  sentence: string,
  it = false,
  devops = false,
  procurement = false,
  context = sentence,
): { tagged: Tagged[]; tenure?: { max?: number; min?: number } } {
  const t = tenureOf(sentence);
  const text = (t ? sentence.replace(new RegExp(t.span.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), ' tenurex ') : sentence).replace(
    CDO_DIGITAL,
    '$1 digital',
  );
  const tokens = tokenise(text);
  const tagged = rangeA(
    exceptionsToNegation(
      negativePredicates(
        alsoKind(
          reasonAsides(pointedBackNegated(buyersOfProducts(shareLastHead(shareHeadNoun(namedAgain(managedPeople(placeNouns(staffOfArea(tag(tokens)))))))))),
        ),
      ),
    ),
  );
  // "People" capitalised after a level, "of" or a separator is the HR department ("VPs of People").
  let ti = 0;
  const senseTable = [
    // First: a staffing agency's consultants are no travel agency's.
    ...STAFFING_SENSES,
    ...FRONTLINE_SENSES,
    ...TRADES_SENSES,
    ...PUBLIC_SENSES,
    ...CARE_SENSES,
    // Beside a hospital's words, its lab, theatres, pharmacy and therapies (lexicon-clinical.ts).
    ...CLINICAL_SENSES,
    ...INSTITUTION_SENSES,
    ...INDUSTRY_SENSES,
    // Beside lawyers' words, a law firm's associates and counsel.
    ...FIRM_SENSES,
    // Beside asset words, "AM" is asset management.
    ...ENERGY_SENSES,
    ...PRODUCT_DEVELOPMENT_SENSES,
    // Beside plants, their shift leaders and workshop foremen (lexicon-sites.ts), after a mine's or an oilfield's.
    ...SITES_SENSES,
    ...INFRA_SENSES,
    ...MEDIA_SENSES,
    ...SERVICE_SENSES,
    ...BUYER_SENSES,
    ...CONTROLLING_SENSES,
    ...EXPENSE_SENSES,
    ...ONBOARDING_SENSES,
  ];
  // Session 53: words said only in what is left out do not give the senses of what is asked for ("T&D network planning
  // engineers — not telecom network planners": the telecom word names the exclusion, not the planners).
  const affirmed = norm(context).replace(NEGATED_SPAN, ' ');
  const sensesAll = senseTable.filter(([re]) => re.test(norm(context))).map(([, m]) => m);
  const senses = senseTable.filter(([re]) => re.test(affirmed)).map(([, m]) => m);
  const plainE = new Set<number>();
  const english = tagged.some((t) => /^(the|and|or|not)$/.test(t.text));
  const dutch = tagged.some((t) => DUTCH.test(t.text)) && !english;
  for (let i = 0; i < tagged.length; i += 1) {
    const g = tagged[i] as Tagged;
    const tok = tokens[ti];
    // Health care and school words (lexicon-care.ts): "CMO" beside nurses, "principals" beside teachers; "DON" only in capitals.
    const sense = (inNegation(tagged, i) ? sensesAll : senses).find((m) => m.has(g.text))?.get(g.text);
    if (sense) tagged[i] = { ...g, tag: sense, unknown: false };
    // "pas les techniciens", "keine Techniker", "geen technici": technicians left out with no field after them are the trades'
    // technicians, as "not the technicians" is (session 41); "técnicos de PRL" stay the field's people.
    const next = tagged[i + 1];
    const bare = !next || next.tag?.k === 'sep' || next.tag?.k === 'neg' || /^[.;,)]$/.test(next.text);
    if (BARE_TECHNICIANS.test(g.text) && g.tag?.k === 'noun' && !g.tag.areas?.length && bare && afterNegation(tagged, i))
      tagged[i] = { ...g, tag: { k: 'noun', areas: ['trade'] } };
    // "os consultores das agências de recrutamento", "les consultants des cabinets de recrutement": the agency named after its
    // consultants is their employer, not the area they recruit in.
    if (tagged[i]?.tag?.k === 'noun' && (tagged[i]?.tag as { areas?: string[] }).areas?.includes('agency_recruiting')) agencyTail(tagged, i);
    if (g.text === 'don' && g.tag?.k === 'noun' && !/^(DON|DoN)s?$/.test(tok?.raw ?? '')) tagged[i] = { ...g, tag: { k: 'filler' }, unknown: false };
    // So are "Pessoas", "Gente", "Personas", "Personnes" ("Head de Pessoas", "Diretora de Gente", "Responsable Personnes").
    if (PEOPLE_DEPARTMENT.test(tok?.raw ?? '') && g.text === norm(tok?.raw ?? '') && i > 0 && isHr(tagged[i - 1]))
      tagged[i] = { ...g, tag: { k: 'area', areas: ['human_resources'] } };
    // "the CTO owns internal IT", "the CFO owns the budget": "own(s)" right after the person is a verb of responsibility, not
    // the owners ("CEOs who own the company", "owner-managers" stay).
    if (['own', 'owns'].includes(g.text) && g.tag?.k === 'noun' && ['noun', 'level'].includes(tagged[i - 1]?.tag?.k ?? '') && tagged[i + 1])
      tagged[i] = { ...g, tag: { k: 'filler' } };
    // Portuguese "o" after a verb is the article ("quem lidera o time de plataforma"), not the Spanish "or".
    if (g.text === 'o' && g.tag?.k === 'sep' && ['run', 'buy'].includes(tagged[i - 1]?.tag?.k ?? '')) tagged[i] = { ...g, tag: { k: 'filler' } };
    // French "en" after the deciders and before a field is "in" ("décideurs en RH"), not the Dutch "and".
    if (g.text === 'en' && isFrenchDeciders(tagged[i - 1]) && tagged[i + 1]?.tag?.k === 'area') tagged[i] = { ...g, tag: { k: 'of' } };
    // "up to the CPO" next to procurement words: the chief procurement officer, also inside a range.
    if (procurement && g.tag?.k === 'noun' && g.tag.roles?.includes('cpo'))
      tagged[i] = { ...g, tag: { ...g.tag, roles: ['procurement_chief'], areas: ['procurement'], levels: ['c_level'] } };
    // "buyers, category managers, sourcing specialists": beside purchasing words, sourcing is procurement, not recruiting.
    if (procurement && g.text.startsWith('sourcing') && g.tag?.k === 'area' && g.tag.areas.includes('recruiting') && BUYING.test(norm(sentence)))
      tagged[i] = { ...g, tag: { k: 'area', areas: ['procurement'] } };
    // Spanish and French "en" after people and before a field is "in" ("expertos en seguridad"), not the Dutch "and"; also
    // after how they are employed ("consultants externes en achats", "consultores externos en compras").
    const employed = ['cond', 'noun'].includes(tagged[i - 1]?.tag?.k ?? '') && ROMANCE_EMPLOYED.test(tagged[i - 1]?.text ?? '');
    const french = ['fr', 'es'].includes(guessLanguage(norm(sentence)) ?? '');
    // Session 48: "sea & air" is freight; only "SEA" in capitals is search engine advertising.
    if (g.text === 'sea' && tok?.raw !== 'SEA' && g.tag?.k === 'area') tagged[i] = { ...g, tag: null, unknown: true };
    // Session 48: "GMS" in French is the supermarkets ("chefs de secteur GMS"), not general managers ("GMs").
    if (g.text === 'gms' && tok?.raw === 'GMS' && guessLanguage(norm(sentence)) === 'fr') tagged[i] = { ...g, tag: { k: 'filler' }, unknown: false };
    // Session 48: also after a word nobody knew that ends a rung's phrase ("chefs de secteur en magasin").
    const unknownAfterRung = !!tagged[i - 1]?.unknown && ['noun', 'level', 'of'].includes(tagged[i - 2]?.tag?.k ?? '') && french;
    if (
      g.text === 'en' &&
      (['noun', 'level'].includes(tagged[i - 1]?.tag?.k ?? '') || employed || unknownAfterRung) &&
      tagged[i + 1]?.tag?.k === 'area' &&
      (employed || french || romance(tagged))
    )
      tagged[i] = { ...g, tag: { k: 'of' } };
    // "de commerciële directie", "de financiële directie": the Dutch board word after a function is that function's leadership.
    if (g.text === 'directie' && g.tag?.k === 'level' && tagged[i - 1]?.tag?.k === 'area')
      tagged[i] = { ...g, tag: { k: 'level', levels: ['head', 'director', 'vp', 'svp', 'c_level'] } };
    // Dutch "of" is "or" before a named role ("manager automatisering of CIO", "hoofd IT of de CTO"); English "of" takes "the".
    const roleAfter = (t: Tagged | undefined) => t?.tag?.k === 'noun' && !!t.tag.roles?.length && !!t.tag.alone;
    // In a Dutch sentence "of" is "or" between people too ("tech leads of juniors", "medior of senior"), unless it is the
    // English "LEVEL of AREA" ("Head of IT").
    const dutchOr =
      dutch && ['level', 'noun', 'senior'].includes(tagged[i + 1]?.tag?.k ?? '') && !(tagged[i - 1]?.tag?.k === 'level' && tagged[i + 1]?.tag?.k === 'area');
    // "CIO of IT-manager", "CIO of de IT-manager", "CFO of manager financiën": a named role, then people, in a sentence with no English words
    // (English says "the CIO or the IT manager"; a role is not "of" an area's manager).
    const nextPeople = tagged.slice(i + 1).find((t) => !['de', 'het', 'een'].includes(t.text));
    const roleOrRung = !english && roleAfter(tagged[i - 1]) && ['area', 'level', 'noun'].includes(nextPeople?.tag?.k ?? '');
    if (
      g.text === 'of' &&
      g.tag?.k === 'of' &&
      (dutchOr || roleOrRung || roleAfter(tagged[i + 1]) || (tagged[i + 1]?.text === 'de' && roleAfter(tagged[i + 2])))
    )
      tagged[i] = { ...g, tag: { k: 'sep' } };
    // "… even if they are called CEO", "… egal ob sie Geschäftsführer heißen": an aside about titles, to the end of the clause.
    if (g.tag?.k === 'aside') {
      for (let j = i; j < tagged.length && tagged[j]?.text !== ')' && !['neg', 'plus'].includes(tagged[j]?.tag?.k ?? ''); j += 1)
        tagged[j] = { ...(tagged[j] as Tagged), tag: { k: 'filler' }, unknown: false };
    }
    // "not ex-founders", "keine ehemaligen Gründer": a past role names nobody here (no current role is past).
    if (g.tag?.k === 'former') {
      tagged[i] = { ...g, tag: { k: 'filler' } };
      const next = tagged[i + 1];
      if (next?.tag?.k === 'noun') tagged[i + 1] = { ...next, tag: { k: 'filler' } };
    }
    if (it && IT_AGENTS.has(g.text) && g.tag?.k === 'noun' && (IT_WORDS.test(context) || IT_NAMED.test(norm(context))))
      tagged[i] = { ...g, tag: { k: 'noun', areas: ['it'], roles: ['it_support'] }, unknown: false };
    else if (it && IT_SUPPORT.has(g.text) && (g.tag === null || g.tag.k === 'area' || g.tag.k === 'noun'))
      tagged[i] = { ...g, tag: { k: 'noun', areas: ['it'], roles: [IT_ADMINS.has(g.text) ? 'it_admin' : 'it_support'] }, unknown: false };
    else if (it && IT_SENSE.has(g.text) && (g.tag?.k === 'area' || g.tag?.k === 'noun')) tagged[i] = { ...g, tag: { ...g.tag, areas: ['it'] } };
    // "DevOps and platform engineers who run our cloud infrastructure": the infrastructure of DevOps, not IT.
    if (devops && INFRA.has(g.text) && (g.tag?.k === 'area' || g.tag?.k === 'noun')) tagged[i] = { ...g, tag: { ...g.tag, areas: ['devops'] } };
    // "Technology and product, senior to CTO", "Function: Technology", "technology leaders": a department, unless something
    // bought is meant ("who buys technology", "sign off on technology": the thing bought, after buying words).
    // (Not a kind of technology: "stage technology", "broadcast technology".)
    const prevWord = tagged[i - 1];
    const standsAlone =
      !prevWord || /^[,.;:|/()]$/.test(prevWord.text) || ['sep', 'of', 'neg', 'filler', 'level', 'senior', 'to', 'from'].includes(prevWord.tag?.k ?? '');
    if (g.text === 'technology' && g.tag?.k === 'product' && standsAlone && !tagged.slice(0, i).some((x) => x.tag?.k === 'buy'))
      tagged[i] = { ...g, tag: { k: 'area', areas: [...ENG] } };
    // "from junior to staff", "up to staff": after the end of a range "staff" is the staff engineer's rung, not everyone.
    const endOfRange = ['to', 'up', 'below'].includes(tagged[i - 1]?.tag?.k ?? '') && !['level', 'noun'].includes(tagged[i + 1]?.tag?.k ?? '');
    if (g.text === 'senior' && g.tag?.k === 'senior' && endOfRange) tagged[i] = { ...g, tag: { k: 'level', levels: ['senior'] } };
    if (g.text === 'staff' && g.tag?.k === 'all' && endOfRange) tagged[i] = { ...g, tag: { k: 'level', levels: ['senior'] } };
    // Session 57: "from team lead up to the director of operations": the end of a range is the director's rung, not the
    // operations seat (lexicon-seats.ts), whose rungs up to a VP spread to the whole range.
    const rangeEnd =
      ['to', 'up', 'below'].includes(tagged[i - 1]?.tag?.k ?? '') ||
      (tagged[i - 1]?.tag?.k === 'filler' && ['to', 'up', 'below'].includes(tagged[i - 2]?.tag?.k ?? ''));
    if (rangeEnd && g.tag?.k === 'noun' && g.tag.alone && g.tag.areas?.join() === 'operations' && g.tag.levels?.includes('vp') && !g.tag.roles?.length)
      tagged[i] = { ...g, tag: { k: 'noun', areas: ['operations'], levels: ['director'] } };
    // "Recruiters out.", "Praktikanten raus", "estagiários fora": "out" said right after people, at the end of a clause, is a
    // postfix negation ("… are out"); "fuera de …", "out of …" before more words keep their own reading.
    const clauseEnds = !tagged[i + 1] || tagged[i + 1]?.tag?.k === 'sep' || /^[,.;:)]$/.test(tagged[i + 1]?.text ?? '');
    if (POST_OUT.has(g.text) && !g.tag && clauseEnds && ['noun', 'area', 'level'].includes(tagged[i - 1]?.tag?.k ?? ''))
      tagged[i] = { ...g, tag: { k: 'negpost' }, unknown: false };
    // "auch Werkstudenten", "also interns": the interns of what was named before, as "including" says.
    const after = tagged[i + 1]?.tag;
    if (ALSO.has(g.text) && after?.k === 'noun' && after.alone && after.levels?.every((l) => l === 'intern')) tagged[i] = { ...g, tag: { k: 'ex' } };
    // "the crew managers who lead them", "les chefs d'équipe qui les dirigent": after people, "who lead them" is a relative
    // clause about them; they keep their own rungs and take the area of those they lead (LEADERS_OF_THEM's rungs are for
    // "the people who lead them", "whoever leads them" alone).
    if (g.tag?.k === 'their' && g.tag.levels && RELATIVE.test(g.text) && ['noun', 'level'].includes(tagged[i - 1]?.tag?.k ?? ''))
      tagged[i] = { ...g, tag: { k: 'their' } };
    // "plus whoever leads those crews day to day", "et ceux qui les encadrent au quotidien": who leads them every day is
    // their first line, the team-lead rung (not the managers above it).
    if (g.tag?.k === 'their' && g.tag.levels?.includes('team_lead') && DAY_TO_DAY.has(tagged[i + 1]?.text ?? ''))
      tagged[i] = { ...g, tag: { ...g.tag, levels: ['team_lead'] } };
    // "no QA", "nada de QA", "exclude QA/testing folks": a bare "QA" left out is the testers (as the reader reads every
    // software title with "QA"), not the whole software area (which left out every developer named beside it).
    const qaArea = (g.tag?.k === 'area' || (g.tag?.k === 'noun' && !g.tag.roles?.length)) && g.tag.areas?.join() === 'software';
    // "QA e devops fora", "QA is out": the same when the negation is said after it.
    const leftOutAfter = tagged.slice(i + 1).some((x) => x.tag?.k === 'negpost' || (POST_OUT.has(x.text) && !x.tag));
    if (g.text === 'qa' && qaArea && (tagged.slice(0, i).some((x) => x.tag?.k === 'neg') || leftOutAfter))
      tagged[i] = { ...g, tag: { k: 'noun', areas: ['software'], roles: ['qa_tester'] } };
    // "de directeur", "le directeur", "el director" alone, with nothing after them that says of what: the company's director.
    // ("desde comprador senior hasta el director": the end of a range is the rung of the people before it.)
    const ofWhat = ['area', 'of', 'noun', 'level', 'senior', 'product'].includes(tagged[i + 1]?.tag?.k ?? '');
    const endOf = ['to', 'up', 'below', 'from', 'min'].includes(tagged[i - 2]?.tag?.k ?? '') || tagged[i - 1]?.tag?.k === 'to';
    // Session 57: "o diretor ou gerente de TI", "le directeur ou responsable informatique": another rung of an area after
    // "or" says of what (the area is both rungs'), not the company's director.
    if (
      g.tag?.k === 'level' &&
      ONE_DIRECTOR.test(g.text) &&
      ONE_PERSON_ARTICLE.test(tagged[i - 1]?.text ?? '') &&
      !ofWhat &&
      !endOf &&
      !english &&
      !rungOfAreaAfter(tagged, i)
    )
      tagged[i] = {
        ...g,
        tag: { ...COMPANY_DIRECTOR, roles: [...COMPANY_DIRECTOR.roles], levels: [...COMPANY_DIRECTOR.levels], areas: [...COMPANY_DIRECTOR.areas] },
      };
    // "GM Finance", "GM / DGM / AGM Finance": a GM before a function (or before the other Indian ranks of one) is its director.
    if ((g.text === 'gm' || g.text === 'gms') && g.tag?.k === 'noun' && g.tag.roles?.includes('ceo')) {
      const next = tagged.slice(i + 1).find((x) => x.text !== '/' && x.tag?.k !== 'sep');
      if (next?.tag?.k === 'area' || (next?.tag?.k === 'level' && /^(agm|dgm)s?$/.test(next.text)))
        tagged[i] = { ...g, tag: { k: 'level', levels: ['director'] } };
    }
    // Portuguese "e" is "and"; only "é" is the copula ("os compradores e os gestores deles": the buyers and their managers).
    if (g.text === 'e' && tok && tok.raw.toLowerCase() === 'e') plainE.add(i);
    ti += g.text.split(' ').length;
  }
  return {
    tagged: soAre(underThem(notAbove(openAbove(dealRoles(runsPayrollAnd(whoLeadsLast(workObject(tagged))), plainE))))),
    ...(t ? { tenure: t.tenure } : {}),
  };
}

/**
 * Session 57: "whoever runs payroll and HR": those who run payroll do it (lexicon.ts), and the area after "and" is still
 * run, by its leaders ("and whoever runs HR"); alone it would be everyone in HR.
 */
function runsPayrollAnd(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = out.length - 3; i >= 0; i -= 1) {
    const g = out[i];
    if (g?.tag?.k !== 'noun' || !DOES_PAYROLL.test(g.text) || !/^(and|&)$/.test(out[i + 1]?.text ?? '') || out[i + 2]?.tag?.k !== 'area') continue;
    out.splice(i + 2, 0, { text: 'whoever runs', tag: { k: 'run' }, unknown: false });
  }
  return out;
}

/** Relative pronouns before a clause about the people just named (DATA). */
const WHO_WORK = /^(who|that|which|qui|que|die|welche|quienes|quem)$/;

/**
 * Session 57: "the accountants who process claims", "the controllers who check invoices": a function's people, then a
 * relative pronoun, a verb nobody knew and an area's word up to the end of the clause: the area is what they work on, not
 * their department (the accountants were read as the claims team).
 */
function workObject(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 0; i + 3 < out.length; i += 1) {
    const n = out[i];
    if (n?.tag?.k !== 'noun' || !n.tag.areas?.length || !WHO_WORK.test(out[i + 1]?.text ?? '') || out[i + 2]?.tag || !out[i + 2]?.unknown) continue;
    let end = i + 3;
    while (out[end]?.tag?.k === 'area') end += 1;
    if (end === i + 3 || !(end === out.length || /^[,.;:()]$/.test(out[end]?.text ?? '') || out[end]?.tag?.k === 'sep')) continue;
    for (let k = i + 1; k < end; k += 1) out[k] = { ...(out[k] as Tagged), tag: { k: 'filler' }, unknown: false };
  }
  return out;
}

/** Words for "or" between two rungs of one area (DATA). */
const OR_RUNG = /^(ou|o|u|oder|of)$/;

/** "diretor ou (o) gerente de TI", "directeur ou responsable informatique": "or", a rung, then its area ("de TI", "informatique"). */
function rungOfAreaAfter(tagged: Tagged[], i: number): boolean {
  if (!OR_RUNG.test(tagged[i + 1]?.text ?? '')) return false;
  const j = ONE_PERSON_ARTICLE.test(tagged[i + 2]?.text ?? '') ? i + 3 : i + 2;
  if (tagged[j]?.tag?.k !== 'level') return false;
  const area = tagged[j + 1]?.tag?.k === 'of' ? tagged[j + 2] : tagged[j + 1];
  return area?.tag?.k === 'area';
}

/** German and Dutch put the verb last: "wer den Einkauf leitet", "wie de marketingafdeling leidt" (DATA). */
const WHO_FIRST = /^(wer|wie)$/;
const LEADS_LAST = /^(leitet|leiten|fuhrt|fuhren|verantwortet|verantworten|leidt|leiden|runt|runnen)$/;
const BETWEEN = new Set(['area', 'of', 'filler']);

/**
 * "wer den Einkauf leitet", "wer im Vertrieb die Verantwortung trägt" → "who runs procurement": "wer" / "wie", the words of
 * an area (articles and prepositions allowed) and a verb of leading at the end of the clause read as "who runs" that area.
 */
function whoLeadsLast(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 0; i < out.length; i += 1) {
    const g = out[i] as Tagged;
    if (!WHO_FIRST.test(g.text)) continue;
    let j = i + 1;
    while (j < out.length && (BETWEEN.has(out[j]?.tag?.k ?? '') || (!out[j]?.tag && ARTICLE.test(out[j]?.text ?? ''))) && !LEADS_LAST.test(out[j]?.text ?? ''))
      j += 1;
    const verb = out[j];
    if (!verb || !LEADS_LAST.test(verb.text) || !out.slice(i + 1, j).some((x) => x.tag?.k === 'area')) continue;
    out[i] = { ...g, tag: { k: 'run' }, unknown: false };
    out[j] = { ...verb, tag: { k: 'filler' }, unknown: false };
  }
  return out;
}

/**
 * "nobody above senior EM", "niemand über Teamleiter": a negation, then "anyone above" (the rung after it is the line);
 * "nothing below area manager", "nada por debajo de gerente": a negation, then "below".
 */
function notAbove(tagged: Tagged[]): Tagged[] {
  return tagged.flatMap((g) =>
    (g.tag?.k === 'above' || g.tag?.k === 'below') && g.tag.negated
      ? [
          { ...g, tag: { k: 'neg' as const }, text: 'not' },
          { ...g, tag: { k: g.tag.k }, text: g.text },
        ]
      : [g],
  );
}

/**
 * "X are out, so is Y": "so is / so are / as is" carry the clause before them: a negation after one, or at the start of a
 * sentence (which follows one: "… is out; so are lecturers"), an addition after an inclusion ("X are in, so is Y").
 */
const SO_ARE = new Set(['and so are', 'so are', 'as are', 'and so is', 'so is', 'as is']);
function soAre(tagged: Tagged[]): Tagged[] {
  return tagged.map((g, i) => {
    if (g.tag?.k !== 'neg' || !SO_ARE.has(g.text)) return g;
    const before = tagged.slice(0, i).filter((x) => x.tag?.k !== 'sep' && !/^[,;:.]$/.test(x.text));
    return before.length && !before.some((x) => x.tag?.k === 'neg' || x.tag?.k === 'negpost') ? { ...g, tag: { k: 'plus' as const } } : g;
  });
}

/** A pronoun pointing back at the people just named ("under them", "unter ihnen", "sous eux", "debajo de ellos", "onder hen"). */
const THEM = /^(them|ihnen|eux|elles|ellos|ellas|eles|elas|hen)$/;
const PEOPLE_WORDS = new Set(['noun', 'level', 'senior', 'all']);
const ARTICLE = /^(the|die|der|den|les|los|las|os|as|de|het)$/;

/**
 * "the foremen under them", "die Poliere unter ihnen", "los supervisores debajo de ellos": the people below those just
 * named are theirs, as "their foremen" says (not every rung below theirs in every area); "everyone below them" is their teams.
 */
function underThem(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = out.length - 1; i > 0; i--) {
    const g = out[i];
    // The pronoun may be the phrase's own last word ("abaixo deles", "en dessous d'eux").
    const own = /\s(deles|delas|eux)$/.test(g?.text ?? '');
    if (!g || g.tag?.k !== 'below' || g.tag.negated || !(own || THEM.test(out[i + 1]?.text ?? ''))) continue;
    let s = i;
    while (s > 0 && PEOPLE_WORDS.has(out[s - 1]?.tag?.k ?? '')) s--;
    if (s === i) continue;
    const anyone = out.slice(s, i).every((x) => x.tag?.k === 'all');
    // The article before them goes with "their" ("the foremen under them": "their foremen").
    const article = ARTICLE.test(out[s - 1]?.text ?? '') ? 1 : 0;
    out.splice(i, own ? 1 : 2);
    if (anyone) out.splice(s - article, i - s + article, { ...g, text: 'their teams', tag: { k: 'their' } });
    else out.splice(s - article, article, { ...g, text: 'their', tag: { k: 'their' } });
  }
  return out;
}

/** "sales managers and directors (and above)", "(y por encima)", "(und höher)": a range's top alone in parentheses reads as without them. */
function openAbove(tagged: Tagged[]): Tagged[] {
  const drop = new Set<number>();
  for (let i = 0; i < tagged.length; i += 1) {
    if (tagged[i]?.text !== '(') continue;
    const end = tagged.findIndex((x, k) => k > i && x.text === ')');
    if (end < 0) break;
    const inner = tagged.slice(i + 1, end);
    if (inner.some((x) => x.tag?.k === 'up') && inner.every((x) => ['up', 'sep', 'filler'].includes(x.tag?.k ?? ''))) drop.add(i).add(end);
    i = end;
  }
  return drop.size ? tagged.filter((_, k) => !drop.has(k)) : tagged;
}
