// The compiler's second and third stages (sentences.ts is the first): the tokeniser (a sentence → words) and the tagger (words →
// tagged phrases over the lexicon, longest phrase first, then the entry's priority; a word the lexicon
// does not know is corrected when exactly one lexicon word is one edit away, two for long words).
import { norm } from '../reader/text.js';
import { markTitleFrames, TITLE_MARK } from './title-frame.js';
import { spellOutRevOps } from './ops-lists.js';
import { spellOutToolLists } from './tool-lists.js';
import { spellOutShorthand } from './shorthand-words.js';
import { TITLE_ROLE } from './as-title.js';
import { CAPITALS, LEXICON, TEAM_LEADS, THE_LEAD, type Tag } from './lexicon.js';
import { inParentheses } from './sentences.js';
import { NO_MISSPELLINGS } from './lexicon-employers.js';
import { dropEitherKind } from './either-kind.js';
import { responsibilityWords } from './responsibility.js';
import { SERVED_EXECUTIVE } from './lexicon-enterprise.js';

export interface Token {
  /** Normalised word or punctuation mark. */
  w: string;
  /** The word as written (case kept), for "IT" vs "it" and "People" vs "people". */
  raw: string;
}

export interface Tagged {
  tag: Tag | null;
  /** The words this phrase covers (normalised). */
  text: string;
  /** Content word the lexicon does not know. */
  unknown: boolean;
  /** Corrected from a typo. */
  corrected?: string;
}

/**
 * Session 45: a dash is a heading's ("Finance leaders - CFO, VP Finance", "FP&A and controlling — managers and heads") only
 * after a label: not after a list before a seat named with its article ("Data engineers, analytics engineers and whoever
 * heads data — the CDO or head of data"), and not before words that add people ("Chefs de projet et PMO — y compris les
 * producers"); there it starts another clause.
 */
const LIST_BEFORE = /,\s.*\s(?:and|und|et|y|e|en|&)\s/;
/**
 * Session 55: a list whose last people are named with their article ("Licensed engineers and the maintenance managers they
 * report to — base and line maintenance managers") is no label: what follows the dash names more of them, in a clause of its
 * own (as a heading it had replaced the engineers).
 */
const SEATED_LIST_BEFORE =
  /\S\s+(?:and|und|et|y|e|en|&)\s+(?:the|their|its|le|la|les|leurs|el|los|las|sus|os|as|seus|suas|het|hun|der|die|den|ihre)\s(?![^,]*\b(?:teams?|departments?|functions?|org|organi[sz]ation|abteilung|bereich|equipes?|équipes?|equipos?|equipas?|afdeling|departements?|departamentos?|service)\b)/i;
/**
 * What follows the dash lists more people (a joiner before the end of the sentence, and a word for people who lead or do a
 * job), no places ("— hotels, restaurants, venues and ships"), no rung said of the list ("— manager level and above") and
 * no word about them ("— skip them").
 */
const MORE_PEOPLE_AFTER =
  /^(?![^.;]*\b(?:level|levels|and above|and up|or above|or higher|upwards|ebene|niveau|nivel|them|they|ellos|eux|sie|hen)\b)(?=[^.;]*\b(?:managers?|heads?|leads?|leaders?|directors?|officers?|engineers?|chiefs?|supervisors?|coordinators?|consultants?|registrars?|specialists?|analysts?|technicians?|executives?|partners?|leiter\w*|directeurs?|directores?|diretores?|jef[ea]s?|gerentes?|responsables?|hoofden|leidinggevenden)\b)[^.;]*(?:,|\s(?:and|und|et|y|e|en|or|oder|ou|o|of)\s)/i;
/**
 * Session 55: the employers where the people work, said after the dash ("— bij verzekeraars én bij de makelaar", "— at
 * insurers"): no heading's list ("– in der Fertigung" names a department, and stays said of the list).
 */
const PLACE_AFTER = /^\s*(?:at|bij|bei|chez|aupres de)\s+(?:the|de|het|der|den|dem|les|le|la|l'|los|las|el|os|as|o|a)?\s*\p{L}/iu;
/** A seat named after the dash with its article ("— the CDO or head of data"), as examples are. */
const SEAT_AFTER =
  /^\s*(?:the|le|la|l'|les|el|los|las|o|os|a|as|het|der|die|das|den)\s(?![^,.;]*\b(?:themselves|selbst|memes|mêmes|mismos|mismas|mesmos|mesmas|zelf|people|leute|personen|personnes|personas|pessoas|mensen)\b)/i;
const ADDS_AFTER =
  /^\s*(?:including|incl|inclusive|y compris|incluant|incluidos?|incluidas?|incluyendo|inklusive|inkl|einschlie(?:ss|ß)lich|incluindo|inclusief|plus|and|und|et|y|e|en|as well as|sowie|ainsi que|asi como|así como|bem como)\b/i;
/** A negation that opens what follows a dash (DATA, six languages): "— not who we want", "— nicht gemeint", "— pas eux". */
const DASH_NEGATION = /^\s*(not|never|nicht|nie|keine?[nrs]?|pas|jamais|no|nunca|nada|nao|não|nem|niet|geen|nooit)\b/i;

/**
 * Session 61: a kind of employment said of the list with "also" after a dash ("producers and researchers — ook ZZP'ers",
 * "— also freelancers", "— freelancers too"): a comma, as also-kind.ts reads it (as a heading, or a clause of its own, it had
 * named every contractor of the company or nobody).
 */
const ALSO_KIND_AFTER =
  /^\s*(?:(?:also|too|auch|ebenfalls|aussi|egalement|également|tambien|también|tambem|também|ook|eveneens)\s+(?:(?:en|as|als|como|em|comme)\s+)?(?:freelanc\w*|contractors?|zzp\S*|freiberufl\w*|autonom\w*|autónom\w*|independent\w*|indépendant\w*|independant\w*|interim\w*|intérim\w*)|(?:freelanc\w*|contractors|zzp\S*|freiberufler\w*|autonom\w*|autónom\w*|independent\w*|indépendant\w*|independant\w*)\s+(?:too|also|auch|aussi|tambien|también|tambem|também|ook|included|eingeschlossen|inclus|compris|incluidos|incluídos|inbegrepen)\b)/i;

/** After "to", what ends the clause: "whoever the agents report to" says nothing more (not "report to the CFO"). */
const CLAUSE_END = String.raw`(?=\s*(?:[,.;:)!?—–-]|$|\s(?:and|or|but|not|plus|up|from|only)\b))`;
/** "the people support agents report to", "whoever our SDRs report to". */
const REPORTED_TO_EN = new RegExp(
  String.raw`\b(?:the people|the persons|the ones|the managers|the leaders|people|those|whoever|anyone|everyone)\s+(?:that\s+|whom\s+)?(?!(?:who|that|they|he|she|we|you|i)\b)((?:the\s+|our\s+|their\s+)?(?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+?)\s+(?:directly\s+)?report(?:s)?\s+(?:in)?to` +
    CLAUSE_END,
  'giu',
);
/** "the managers and team leads that our agents report to": after leaders named, the same clause (managed.ts reads "who manage"). */
const REPORTED_TO_LEADERS = new RegExp(
  String.raw`\b(?:that|whom)\s+(?!(?:who|that|they|he|she|we|you|i)\b)((?:the\s+|our\s+|their\s+)?(?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+?)\s+(?:directly\s+)?report(?:s)?\s+(?:in)?to` +
    CLAUSE_END,
  'giu',
);
/** French, Spanish and Portuguese: "ceux à qui les conseillers rapportent", "a quienes reportan los agentes", "a quem os atendentes se reportam". */
const REPORTED_TO_ROMANCE = new RegExp(
  String.raw`\b(?:ceux|celles|les personnes|les responsables)\s+(?:à|a)\s+qui\s+((?:les|nos)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+?)\s+(?:rapportent|reportent|rendent compte)\b` +
    String.raw`|\b(?:las personas\s+|los que\s+|aquellos\s+)?a\s+(?:quienes|quien)\s+(?:les\s+)?(?:reportan|responden)\s+((?:los|las|nuestros|nuestras)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)` +
    String.raw`|\b(?:as pessoas\s+|aqueles\s+)?a\s+quem\s+((?:os|as|nossos|nossas)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+?)\s+(?:se\s+)?(?:reportam|respondem)\b`,
  'giu',
);
/** German and Dutch, the verb last: "an die die Agents berichten", "denen die Agents unterstellt sind", "aan wie de agents rapporteren". */
const REPORTED_TO_GERMANIC = new RegExp(
  String.raw`\b(?:an die|denen|aan wie|bij wie)\s+((?:die|unsere|de|onze)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+?)\s+(?:berichten|reporten|unterstellt sind|rapporteren|verantwoording afleggen)\b`,
  'giu',
);

/**
 * "≥ senior manager", ">= gerente", "todo ≥ gerente": the sign and the rung after it, up to the end of the clause or a joining
 * word (a word for everyone before the sign says the floor holds for the whole list, as a bare "manager+" after it does).
 */
const AT_LEAST =
  /(?:\b(?:all|everything|everyone|todo|todos|todas|tout|tous|toutes|alles|alle|tudo|allemaal|iedereen)\s+)?(?:≥|>=|⩾)\s*(\p{L}+(?:\s+(?!(?:in|of|at|for|and|or|en|de|y|e|et|und|im|bei|only|no|not|sin|sem|sans|ohne|geen)\b)\p{L}+){0,2}?)(?=\s*(?:[,.;:()]|$|\s(?:in|of|at|for|and|or|en|de|y|e|et|und|im|bei|only|no|not|sin|sem|sans|ohne|geen)\b))/gu;

/**
 * The last word of a person's title before a relative "who" ("the controller who owns it", "an admin who runs it"); not a
 * word for anyone ("everyone who leads that team", "the person who runs it" are the leaders).
 */
const HOLDER_WORD =
  /^(?!(?:every|any|some|no)one|person|people|those|ones|other|others|whoever)\p{L}*(?:er|or|ist|ant|ent|admin|lead|head|manager|owner|officer|engineer|analyst)s?$/u;

/** Words and marks of one sentence. Hyphens inside words become spaces; "X+" is "X and up". */
export function tokenise(sentence: string): Token[] {
  let dash = 0;
  // "anyone with 'Key Account' in their title": the frame is one token naming its title phrases (title-frame.ts).
  const { text: framed, frames } = markTitleFrames(spellOutToolLists(spellOutRevOps(spellOutShorthand(dropEitherKind(sentence)))));
  // Whom they report to names nobody; "leave X out" is "leave out X" (responsibility.ts).
  const spaced = responsibilityWords(framed)
    .replace(/[’`]/g, "'")
    // German gender forms: "Gründer:innen", "Entwickler*innen", "Mitarbeiter/innen", "GründerInnen".
    .replace(/(\p{L})[:*_/](in|innen)\b/gu, '$1')
    // Session 43: French, Spanish and Portuguese gender forms ("directeur/trice", "infirmier/ère", "enfermero/a", "diretor(a)").
    .replace(/(\p{L})\/-?(trice|rice|euse|ere|ère|ienne|e|a|as|es)(?![-\p{L}])/gu, '$1')
    // Session 55: the same in parentheses ("Diretor(a) financeiro(a)", "coordenadores(as)", "Leiter(in)", "directeur(rice)").
    .replace(/(\p{L})\((?:trice|rice|euse|ere|ère|ienne|e|a|as|es|o|os|in|innen)\)(?![-\p{L}])/gu, '$1')
    .replace(/(\p{Ll})Innen\b/gu, '$1')
    // "chief of staff to the CEO", "EA to the CFO", "chef de cabinet du PDG": whom a serving job serves names nobody (lexicon-enterprise.ts).
    .replace(SERVED_EXECUTIVE, '$1')
    // "the agency's own marketing team": a possessive's "own" says whose team, not an owner.
    .replace(/(\p{L})'s\s+own\b/giu, "$1's")
    .replace(/(\w)'s\b/g, '$1s')
    // "(tech leads sí)": the accented Spanish "sí" closing parentheses is "yes" (unaccented, "si" is "if").
    .replace(/(\s)sí(?=\s*\))/giu, '$1yes')
    // "remote operations centre (ROC) people": an abbreviation restating the words before it, inside a phrase, is no item.
    .replace(/\s\((\p{Lu}[\p{Lu}&]{1,5})\)(?=\s+(?!(?:and|or|und|oder|et|ou|y|o|e|en|of)\b)\p{Ll})/gu, '')
    // "everyone but interns", "anybody but the founders": after a word for everyone, "but" is "except".
    .replace(/\b(everyone|everybody|anyone|anybody)\s+but\b(?!\s+(?:not|also|too)\b)/gi, '$1 except')
    // French and Italian elisions: "l'entreprise", "d'achat", "qu'il", "jusqu'à" are two words.
    .replace(/(^|[^\p{L}])([ldjmnstc]|qu|jusqu|lorsqu|puisqu)'(?=\p{L})/giu, '$1$2 ')
    // "exfundadores", "ex-fondateurs": the prefix of a past role is a word of its own.
    .replace(/\bex-?(?=(?:co-?)?(?:fundador|fondat|found|grund|gründ|oprich|socio|dueñ|duen|dono|propri|propiet|eigenaa|inhaber|owner))/giu, 'ex ')
    // German compounds of a field and its team: "Datenwissenschaftsteam", "Vertriebsabteilung".
    .replace(/(\p{L}{4,}?)s?(team|teams|abteilung|bereich)\b/giu, '$1 $2')
    // Dutch compounds of a field and its department: "marketingafdeling", "inkoopafdelingen" (those the lexicon lists whole stay).
    .replace(/(?<!\p{L})(?!schade|rechten)(\p{L}{2,}?)(afdeling|afdelingen)\b/giu, '$1 $2')
    // Suspended compounds: "Programma- en projectmanagers", "Vertriebs- und Marketingleiter" (session 49: and "BI- en
    // data-analisten", "Hardware- und Elektronikentwicklung").
    .replace(
      /(\p{L}+)-\s+(en|und|et|y|e|and|or|of|oder|ou|o)\s+(\p{L}+?)(-?)(managers?|manager(?:in|innen)|leiter(?:in|innen)?|leitung|leiders?|directeur(?:en)?|medewerkers|mitarbeiter(?:in|innen)?|ontwikkelaars|entwickler(?:in|innen)?|ontwerpers?|designer(?:in|innen|s)?|analisten|analysten|analysts|engineers?|specialisten|spezialist(?:en|innen)?|adviseurs|berater(?:in|innen)?|planners|planer(?:in|innen)?|techniker(?:in|innen)?|coordinatoren|coördinatoren|koordinator(?:en|in|innen)?)\b/giu,
      // An abbreviation keeps its hyphen ("IT- und Sicherheitsleiter": "IT-leiter", not "ITleiter"), and so does a first word
      // when the last is hyphenated ("Software- und Data-Engineers": "Software-Engineers"; "Produkt- und UX-Designer").
      (_m, first: string, and: string, stem: string, hyphen: string, head: string) =>
        `${first}${hyphen || /^\p{Lu}{2,4}$/u.test(first) ? '-' : ''}${head} ${and} ${stem}${hyphen}${head}`,
    )
    // Suspended compounds the other way round: "Security-Engineers und -Analysten", "Beveiligingsengineers en -analisten".
    .replace(/([\p{L}]+)-([\p{L}]+)\s+(und|and|et|y|e|en|oder|or|ou|o|of)\s+-([\p{L}]+)/giu, '$1-$2 $3 $1-$4')
    .replace(
      /([\p{L}]{4,}?)(engineers?|analisten|analysten|specialisten|spezialisten|ontwikkelaars|entwickler|architecten|adviseurs|berater|coordinatoren|coördinatoren|koordinatoren|planners|monteurs)\s+(und|en|oder|of)\s+-([\p{L}]+)/giu,
      '$1$2 $3 $1$4',
    )
    // "Vertriebsteamleiter", "Kundenservice-Teamleiterin": the team lead of a function ("Teamleiter Vertrieb").
    .replace(/\b(\p{L}{3,}?)s?-?(team|gruppen)(leiter|leitern|leiterin|leiterinnen|leitung)\b/giu, '$2$3 $1')
    // German compounds of a function and a head word: "Einkaufsleiter" is "Leiter Einkauf" (not team, group, shift or project leads;
    // session 41: nor a power line or a pipe, "Freileitung", "Kabelleitung", "Rohrleitung", "Fernwärmeleitung").
    .replace(
      /\b(?!(?:team|gruppen|schicht|projekt|bereichs|abteilungs|fach|filial|standort|niederlassungs)\p{L}*leit)(?!\p{L}*?(?:frei|rohr|fern|wasser|gas|strom|kabel|spannungs|anschluss|erd|ober|wärme|warme)leitung(?:en)?\b)(\p{L}{3,}?)s?(leiter|leitern|leiterin|leiterinnen|leitung)\b/giu,
      '$2 $1',
    )
    // "I+D", "I+D+i", "I&D", "P&D", "F&E": research and development.
    .replace(/\bi ?\+ ?d(?: ?\+ ?i)?(?![\p{L}\p{N}])|\b(?:i|p|f)&(?:d|e)\b/giu, 'r&d')
    // German and Dutch compounds of a function and its assistants: "Einkaufsassistenz" is "Assistenz Einkauf", "inkoopassistenten"
    // "assistenten inkoop".
    .replace(
      /\b(?!(?:team|chef|vorstands|direktions|management)assist)(\p{L}{4,}?)s?-?(assistenz|assistent|assistentin|assistenten|assistentinnen)\b/giu,
      '$2 $1',
    )
    // Dutch compounds of a function and its leadership: "Verkoopleiding" is "leiding verkoop" (not a team's, project's or the company's).
    .replace(/\b(?!(?:team|project|afdelings|groeps|bedrijfs|eind|directie|uitvoerings|bouw)leiding)(sales|\p{L}{3,}?)s?(leiding)\b/giu, '$2 $1')
    // "plus whoever runs it", "y quien lo dirige", "und wer es leitet": the leaders of the area named before ("IT" is the department).
    .replace(
      /\b(?:whoever|who|the (?:person|one) who|anyone who)\s+(?:runs|leads|heads|manages|owns)(?:\s+(?:or|and)\s+(?:runs|leads|heads|manages|owns))?\s+(it|that team|this team|the team|that group|that department|that function)\b|\b(?:the (?:person|people|one)|whoever is|whoever's|who is|who's) in charge\b(?! of)|\b(?:the )?(?:heads?|leads?|leaders?|bosse?s?|managers?) of (?:that|this|the|their) (?:team|teams|group|department|function|area|unit)\b|\bquien (?:lo|la) (?:dirige|lidera)\b|\bqui (?:le|la) (?:dirige|pilote)\b|\bquem (?:o|a) (?:lidera|dirige|comanda)\b|\bwer (?:es|sie) (?:leitet|führt|fuhrt)\b|\bwie het (?:leidt|aanstuurt)\b/gi,
      (m: string, pronoun: string | undefined, at: number, all: string) => {
        if (pronoun === 'IT') return m;
        // "the controller who owns it": a bare "who" after a person's word says which one, it names no one more
        const before = /(\p{L}+)\s+$/u.exec(all.slice(0, at))?.[1]?.toLowerCase();
        if (/^who\s/i.test(m) && before && !/^(?:and|or|plus|also|und|et|y|e|en)$/.test(before) && HOLDER_WORD.test(before)) return ' ';
        return ' their leaders ';
      },
    )
    // "the people support agents report to", "ceux à qui les conseillers rapportent", "a quienes reportan los agentes", "a quem os
    // atendentes se reportam", "an die die Agents berichten", "aan wie de agents rapporteren": whom those people report to are
    // their leaders, said as a verb of managing people (lexicon MANAGING_VERBS). Not "people who report to the CFO".
    .replace(REPORTED_TO_EN, (_m, who: string) => ` who manage ${who} `)
    .replace(REPORTED_TO_LEADERS, (_m, who: string) => ` who manage ${who} `)
    .replace(REPORTED_TO_ROMANCE, (_m, fr?: string, es?: string, pt?: string) =>
      fr ? ` ceux qui encadrent ${fr} ` : es ? ` quienes gestionan a ${es} ` : ` quem gerencia ${pt ?? ''} `,
    )
    .replace(REPORTED_TO_GERMANIC, (_m, who: string) => ` who manage ${who} `)
    // Bullets inside a line ("Target: • buyers • category managers") separate list items.
    .replace(/(^|\s)[•▪◦](?=\s)/g, '$1 , ')
    .replace(/\bw\/o\b/gi, 'without')
    .replace(/\b(e)\.(g)\.?/gi, '$1 $2')
    .replace(/\b(i)\.(e)\.?/gi, '$1 $2')
    // The first dash of a sentence is a heading ("Finance leaders - CFO, VP Finance"); inside parentheses a dash separates the
    // list there ("(…, the CFO - interim ones included)").
    // A dash before a negation is a comma: what follows leaves out the words before it ("guards — not who we want").
    .replace(/\s[-–—]+\s|[–—]/g, (m: string, at: number, s: string) =>
      inParentheses(s, at) || DASH_NEGATION.test(s.slice(at + m.length)) || ALSO_KIND_AFTER.test(s.slice(at + m.length))
        ? ' , '
        : dash++ === 0 &&
            !sentence.includes(':') &&
            !(LIST_BEFORE.test(s.slice(0, at).replace(/\([^()]*\)/g, '')) && SEAT_AFTER.test(s.slice(at + m.length))) &&
            !(SEATED_LIST_BEFORE.test(s.slice(0, at).replace(/\([^()]*\)/g, '')) && MORE_PEOPLE_AFTER.test(s.slice(at + m.length))) &&
            !PLACE_AFTER.test(s.slice(at + m.length)) &&
            !ADDS_AFTER.test(s.slice(at + m.length))
          ? ' : '
          : ' -- ',
    )
    // "≥ manager", ">= Teamleiter": a floor said with a sign is the rung "and up", as "manager+" (atLeast.ts).
    .replace(AT_LEAST, '$1+')
    // "manager+ (up to CHRO)", "Manager+ bis zum CHRO": a ceiling said after the "+" still leaves it "and up".
    .replace(
      /(\w)\+(?=\s*(?:[,.;()]|$|\s+(?:in|of|at|for|and|or|only|nur|seulement|uniquement|solo|solamente|apenas|alleen|up to|through|bis|jusqu|hasta|ate|até|tot)\b))/g,
      '$1 +up ',
    )
    // Session 46: compounds whose second half is a word of the grammar read alone: "multi-drop drivers" drop nobody,
    // "co-operatives" are no operatives.
    .replace(/\b(multi|co)-(drop|op|ops|operative|operatives)\b/gi, '$1$2')
    // "driver / Driver CPC trainers", "yard / yard control planners": a word said again at the head of the next item is that
    // item's kind too ("driver trainers"); not across "of" ("director / director of programmes").
    .replace(/\b(\p{L}+)\s*\/\s*(\1(?:\s+(?!(?:of|for|de|du|des|del|da|do|van|von|der|für)\b)\p{L}+){1,2}?\s+(\p{L}+s))\b/giu, '$1 $3 / $2')
    .replace(/(\w)-(?=\w)/g, '$1 ')
    .replace(/\b(\w+)\/(\w+)\b/g, (m, a: string, b: string) => (/^(ap\/ar|ui\/ux|ux\/ui|p\/l|ci\/cd)$/i.test(m) ? `${a} ${b}` : `${a} / ${b}`));
  const out: Token[] = [];
  for (const m of spaced.matchAll(new RegExp(`${TITLE_MARK}\\d+${TITLE_MARK}|\\+up|--|[\\p{L}\\p{N}][\\p{L}\\p{N}&'.]*|[,:()/+&]`, 'gu'))) {
    const frame = m[0].startsWith(TITLE_MARK) ? frames[Number(m[0].slice(1, -1))] : undefined;
    if (frame) {
      out.push({ w: `${TITLE_ROLE}${frame.phrases.join('|')}`, raw: frame.said });
      continue;
    }
    const raw = m[0] === '+up' ? '+up' : m[0].replace(/[.']+$/, '').replace(/'/g, '');
    const w = raw === '+up' ? '+up' : norm(raw).replace(/\./g, '');
    if (w) out.push({ w, raw });
  }
  return out;
}

// ---- the lexicon, indexed by first word -------------------------------------------------------------

interface Phrase {
  words: string[];
  tag: Tag;
  p: number;
}

const INDEX = new Map<string, Phrase[]>();
const SINGLE = new Set<string>();
/** Every word of every lexicon phrase: real words, never corrected ("officer" is no typo of "office"). */
const KNOWN = new Set<string>();

function plural(w: string): string {
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

const WORDS_OF_WORD = new Map<string, string[]>();
/** A combined phrase's words (Entry.combined): its words' tokens, each word tokenised once. */
function combinedWords(phrase: string): string[] {
  return phrase.split(' ').flatMap((w) => {
    let words = WORDS_OF_WORD.get(w);
    if (!words) WORDS_OF_WORD.set(w, (words = tokenise(w).map((t) => t.w)));
    return words;
  });
}

for (const e of LEXICON) {
  for (const phrase of e.phrases.split('|')) {
    const words = e.combined ? combinedWords(phrase) : tokenise(phrase).map((t) => t.w);
    if (!words.length) continue;
    const variants = [words];
    const last = words[words.length - 1] as string;
    if (!e.exact && (e.tag.k === 'noun' || e.tag.k === 'level') && /[a-z]$/.test(last) && last.length > 1) {
      variants.push([...words.slice(0, -1), plural(last)]);
      // Romance plurals ("fundadores", "contadores", "gestores") and German ones ("Juristen").
      if (/[^aeiou][rlndz]$/.test(last) || /[aeiou]r$/.test(last)) variants.push([...words.slice(0, -1), `${last}es`]);
      if (/ist$/.test(last)) variants.push([...words.slice(0, -1), `${last}en`]);
    }
    for (const v of variants) {
      for (const x of v) KNOWN.add(x);
      const list = INDEX.get(v[0] as string) ?? [];
      list.push({ words: v, tag: e.tag, p: e.p ?? 0 });
      INDEX.set(v[0] as string, list);
      if (v.length === 1 && (v[0] as string).length >= 4) SINGLE.add(v[0] as string);
    }
  }
}
for (const w of NO_MISSPELLINGS.split('|')) KNOWN.add(w);
for (const list of INDEX.values()) list.sort((a, b) => b.words.length - a.words.length || b.p - a.p);
const VOCAB = [...SINGLE];

/** Optimal string alignment distance, bounded (max + 1 when above). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] as number) + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

const typoCache = new Map<string, string | null>();
/** Two single lexicon words with the same tag ("receptionists", "réceptionnistes"): a misspelling close to both is no tie. */
function sameMeaning(a: string, b: string | null): boolean {
  const tagOf = (w: string) => JSON.stringify((INDEX.get(w) ?? []).find((x) => x.words.length === 1)?.tag ?? null);
  return b !== null && tagOf(a) === tagOf(b);
}

/** The one lexicon word a misspelling is close to (one edit, two for words of 9+ letters), or null; a word of the lexicon is no misspelling. */
export function correct(w: string): string | null {
  if (w.length < 5 || /\d/.test(w) || KNOWN.has(w)) return null;
  const hit = typoCache.get(w);
  if (hit !== undefined) return hit;
  const max = w.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestD = max + 1;
  let tie = false;
  for (const v of VOCAB) {
    const d = distance(w, v, max);
    if (d < bestD) [best, bestD, tie] = [v, d, false];
    else if (d === bestD && d <= max && v !== best && !sameMeaning(v, best)) tie = true;
  }
  const out = bestD <= max && !tie ? best : null;
  typoCache.set(w, out);
  return out;
}

/** "Acount Executives": a misspelt first word of a phrase the next words complete (alone it may be close to several words). */
function correctPhrase(words: string[], i: number): Phrase | undefined {
  const w = words[i] as string;
  if (w.length < 5 || /\d/.test(w) || KNOWN.has(w)) return undefined;
  const max = w.length >= 9 ? 2 : 1;
  const found = new Map<string, Phrase>();
  for (const [first, list] of INDEX) {
    // The distance first: it is cheap, and few first words are near (the tool lexicon's lists run to a thousand phrases).
    if (distance(w, first, max) > max) continue;
    const ph = list.find((x) => x.words.length > 1 && (x.tag.k === 'noun' || x.tag.k === 'area') && x.words.every((y, j) => j === 0 || words[i + j] === y));
    if (ph) found.set(first, ph);
  }
  // Close to two spellings of one phrase ("coordenadores / coordinadores pedagógicos"): no tie when they mean the same.
  return new Set([...found.values()].map((x) => JSON.stringify(x.tag))).size === 1 ? [...found.values()][0] : undefined;
}

/** "front ofice", "sales enginers": a phrase the word begins whose one later word is misspelt (one edit, two for long words). */
function correctLater(words: string[], i: number): Phrase | undefined {
  const near = (w: string | undefined, y: string) =>
    w !== undefined && w !== y && w.length >= 5 && !/\d/.test(w) && !KNOWN.has(w) && distance(w, y, w.length >= 9 ? 2 : 1) <= (w.length >= 9 ? 2 : 1);
  const hits = (INDEX.get(words[i] as string) ?? []).filter(
    (x) =>
      x.words.length > 1 &&
      (x.tag.k === 'noun' || x.tag.k === 'area') &&
      x.words.filter((y, j) => j > 0 && words[i + j] !== y).length === 1 &&
      x.words.every((y, j) => j === 0 || words[i + j] === y || near(words[i + j], y)),
  );
  const longest = hits.filter((x) => x.words.length === Math.max(...hits.map((h) => h.words.length)));
  if (new Set(longest.map((x) => JSON.stringify(x.tag))).size === 1) return longest[0];
  // "Quantity Surveyers": nearest to one spelling, which two lexicon entries share; it reads as that spelling would
  // (the index lists a spelling's entries by priority).
  const miss = (x: Phrase) => x.words.reduce((d, y, j) => d + (j > 0 && words[i + j] !== y ? distance(words[i + j] as string, y, 2) : 0), 0);
  const nearest = longest.filter((x) => miss(x) === Math.min(...longest.map(miss)));
  return new Set(nearest.map((x) => x.words.join(' '))).size === 1 ? nearest[0] : undefined;
}

/** Words that carry no criterion and are not worth reporting when unknown. */
const QUIET = /^(\d+|[a-z]|[,:()/+&]|--)$/;

/** Person and rung words that close Dutch and German compounds ("marketingmanagers", "Vertriebsmitarbeiter", "campagnemedewerkers"). */
const COMPOUND_HEADS =
  /(managers?|managerin|managerinnen|directeur|directeuren|direktor|direktoren|direktorin|director|directors|leiders?|engineers?|analisten|analysten|specialisten|ontwikkelaars|architecten|medewerkers?|mitarbeiter|mitarbeiterin|mitarbeiterinnen|mitarbeitende)$/;

/** A compound of an area word and a person or rung word, read as the two words ("marketingdirecteur" = marketing director). */
function compound(w: string): Tagged[] | null {
  const m = COMPOUND_HEADS.exec(w);
  if (!m || m.index < 3) return null;
  const head = m[1] as string;
  const pre = w.slice(0, m.index).replace(/-$/, '');
  for (const cand of [pre, pre.replace(/s$/, '')]) {
    const area = (INDEX.get(cand) ?? []).find((x) => x.words.length === 1 && x.tag.k === 'area');
    const person = (INDEX.get(head) ?? []).find((x) => x.words.length === 1);
    if (area && person)
      return [
        { tag: area.tag, text: cand, unknown: false },
        { tag: person.tag, text: head, unknown: false },
      ];
    if (area && !person) return [{ tag: area.tag, text: cand, unknown: false }];
  }
  return null;
}

/**
 * "EMs and team leads": "and team" is no "and their team" when its "team" begins a longer phrase ("team leads"); "y sus jefes
 * de equipo" are their team leads, not "their bosses".
 */
function opensOwnPhrase(ph: Phrase, words: string[], i: number): boolean {
  if ((ph.tag.k !== 'their' && ph.tag.k !== 'above') || ph.words.length < 2) return false;
  const at = i + ph.words.length - 1;
  if ((INDEX.get(words[at] as string) ?? []).some((x) => x.words.length > 1 && x.words.every((y, j) => words[at + j] === y))) return true;
  // Session 51: "y sus jefes de ventas", "et leurs chefs des ventes": a boss word joined to an area names that area's bosses
  // (their sales managers), not "their bosses" of no area.
  const area = words[at + 1] && OF_AREA.test(words[at + 1] as string) ? at + 2 : -1;
  return area > 0 && (INDEX.get(words[area] as string) ?? []).some((x) => x.tag.k === 'area' && x.words.every((y, j) => words[area + j] === y));
}
/** The joining word between a boss word and its area ("jefes de ventas", "chefs des ventes", "chefes de vendas"). */
const OF_AREA = /^(de|del|des|du|da|do|dos|das)$/;

/** Tags a sentence: at each position the longest lexicon phrase (then the highest priority). */
export function tag(tokens: Token[]): Tagged[] {
  const words = tokens.map((t) => t.w);
  const out: Tagged[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i] as string;
    const raw = tokens[i]?.raw ?? w;
    // A "title contains" frame (title-frame.ts): a noun naming its title phrases, like a named role.
    if (w.startsWith(TITLE_ROLE)) {
      const roles = w
        .slice(TITLE_ROLE.length)
        .split('|')
        .map((x) => `${TITLE_ROLE}${x}`);
      out.push({ tag: { k: 'noun', roles, alone: true }, text: raw, unknown: false });
      i += 1;
      continue;
    }
    // "IT" in capitals is the function; a lower-case "it" after a verb is a pronoun.
    // ("the reps who just live in it", "they spend all day in it": the tool they use, no department)
    const livesIn = words[i - 1] === 'in' && /^(?:live|lives|living|lived|day|days|time|hours|week|weeks)$/.test(words[i - 2] ?? '');
    if (w === 'it' && raw !== 'IT' && i > 0 && (livesIn || !/^(in|of|and|or|for|the|,|\/)$/.test(words[i - 1] as string))) {
      out.push({ tag: { k: 'filler' }, text: w, unknown: false });
      i += 1;
      continue;
    }
    // "DEs", "SE" in capitals are data and sales engineers (lexicon CAPITALS), whatever the lower-case word means.
    const capital = CAPITALS.get(raw);
    if (capital) {
      out.push({ tag: capital, text: w, unknown: false });
      i += 1;
      continue;
    }
    // "EM" in capitals is an engineering manager; a lower-case "em" is Portuguese for "in" ("em qualquer nível"),
    // unless it starts a longer phrase ("em vez de").
    const longer = (INDEX.get(w) ?? []).some((ph) => ph.words.length > 1 && ph.words.every((x, j) => words[i + j] === x));
    if (w === 'em' && raw !== 'EM' && !longer) {
      out.push({ tag: { k: 'of' }, text: w, unknown: false });
      i += 1;
      continue;
    }
    let found: Phrase | undefined;
    for (const ph of INDEX.get(w) ?? []) {
      if (ph.words.every((x, j) => words[i + j] === x) && !opensOwnPhrase(ph, words, i)) {
        found = ph;
        break;
      }
    }
    // "Revenue Operatons": a longer phrase whose one later word is misspelt wins over the shorter one spelt right ("revenue").
    const misspelt = found && correctLater(words, i);
    if (misspelt && found && misspelt.words.length > found.words.length) {
      out.push({ tag: misspelt.tag, text: words.slice(i, i + misspelt.words.length).join(' '), unknown: false, corrected: misspelt.words.join(' ') });
      i += misspelt.words.length;
      continue;
    }
    if (found) {
      // "sales team leads": after "team" a bare "leads" is the team's leads, not whoever leads the area ("FP&A leads").
      const teamLeads = found.words.length === 1 && /^leads?$/.test(w) && /^teams?$/.test(words[i - 1] ?? '');
      // "the HR lead", "the lead of finance": one person who leads an area is its head.
      const theLead = !teamLeads && w === 'lead' && found.words.length === 1 && (words[i - 1] === 'the' || words[i - 2] === 'the');
      out.push({ tag: teamLeads ? TEAM_LEADS : theLead ? THE_LEAD : found.tag, text: found.words.join(' '), unknown: false });
      i += found.words.length;
      continue;
    }
    const parts = compound(w);
    if (parts) {
      for (const part of parts) out.push(part);
      i += 1;
      continue;
    }
    const typo = correctPhrase(words, i) ?? correctLater(words, i);
    if (typo) {
      out.push({ tag: typo.tag, text: words.slice(i, i + typo.words.length).join(' '), unknown: false, corrected: typo.words.join(' ') });
      i += typo.words.length;
      continue;
    }
    const fixed = correct(w);
    const ph = fixed ? (INDEX.get(fixed) ?? []).find((x) => x.words.length === 1) : undefined;
    if (fixed && ph) out.push({ tag: ph.tag, text: w, unknown: false, corrected: fixed });
    else out.push({ tag: null, text: w, unknown: !QUIET.test(w) });
    i += 1;
  }
  return out;
}

/**
 * "Compradores de software de RRHH", "acheteurs de logiciels RH": buyers of a product are who decides its purchase, not
 * the procurement team (a "comprador de materias primas" stays a buyer in procurement).
 */
export function buyersOfProducts(tagged: Tagged[]): Tagged[] {
  return tagged.map((t, i) => {
    const buyer = t.tag?.k === 'noun' && t.tag.areas?.length === 1 && t.tag.areas[0] === 'procurement' && !t.tag.roles?.length;
    const product = tagged.slice(i + 2, i + 4).some((x) => x.tag?.k === 'product');
    return buyer && tagged[i + 1]?.tag?.k === 'of' && product ? { ...t, tag: { k: 'buy' } } : t;
  });
}
