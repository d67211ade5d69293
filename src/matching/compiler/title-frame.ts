// "Title contains" said in words (six languages): "anyone with Key Account in their title", "everyone whose title contains
// 'Growth'", "titles containing Customer Success", "alle mit 'Key Account' im Titel", "tous ceux qui ont 'grands comptes' dans
// leur intitulé", "cualquiera con 'Key Account' en el cargo", "quem tem 'Key Account' no cargo", "iedereen met 'Key Account'
// in de functietitel", "deren Titel 'Growth' enthält". The words asked for are a title phrase (`Selector.titles`), even when
// they also name an area ("Key Account" is account management, "Growth" an area): the buyer asked for the people whose title
// holds those words, not for the area.
//
// The tokeniser (tokens.ts) replaces the frame with one marker per phrase before anything else touches the sentence; the
// tagger reads the marker as a noun naming that title phrase (`TITLE_ROLE`), so the rest of the grammar (rungs, exclusions,
// "but no interns") applies to it as to any named role.
// - The phrase is the quoted words, or without quotes at most four words (after "with … in the title" they stand between
//   the two; after "title contains" they run to the end of the clause). Several quoted phrases, or phrases joined by "or" /
//   "and", are alternatives.
import { titlePhrase } from '../reader/title-phrase.js';
import { norm } from '../reader/text.js';

/** Words that only name a title (six languages): any words may stand in them. */
const TITLE_NOUN =
  '(?:(?:job|position|role)\\s+)?titles?|(?:job-?|stellen|berufs|funktions|positions)?titel|(?:stellen|berufs|funktions|positions|job)bezeichnung(?:en)?' +
  '|intitul[ée]s?(?:\\s+de\\s+(?:poste|fonction))?|titres?\\s+de\\s+poste|libell[ée]s?\\s+de\\s+poste' +
  '|t[íi]tulos?(?:\\s+del?\\s+(?:puesto|cargo))?|nombre\\s+del\\s+puesto' +
  '|(?:functie)?titels?|functienaam|functienamen';
/**
 * Words that also name the job itself ("cargo", "puesto", "titre"): "con experiencia en el cargo" is about the job, so the
 * words in them are a title phrase only when quoted or capitalised ("con 'Key Account' en el cargo").
 */
const JOB_NOUN = 'cargos?|puestos?|titres?';
/** "with", "having", "who have" before the phrase of "… in their title". */
const WITH =
  'with|having|who\\s+have|who\\s+has|mit|die|met|avec|qui\\s+ont|qui\\s+a|ayant|con|que\\s+tengan|que\\s+tienen|que\\s+tenga|com|que\\s+t[eê]m|que\\s+tenham|quem\\s+tem|tem|t[eê]m';
/** Articles and possessives before the title word ("their", "ihrem", "leur", "l'", "su", "seu", "hun"). */
const POSSESSIVE =
  "(?:their|the|his|her|his\\s+or\\s+her|its|a|der|dem|den|ihrem|ihrer|ihren|seinem|leur|leurs|le|la|son|sa|su|sus|el|seu|sua|o|hun|de|het|zijn|haar|l['’])";
/** "in their", "dans leur", "en el", "in de" (an article or possessive needed: "in title insurance" is no frame), "im", "no". */
const IN = `(?:(?:in|dans|en)\\s+${POSSESSIVE}|(?:im|em|no|na|nos|nas)(?:\\s+${POSSESSIVE})?)`;
/** "whose", "with a", "deren", "dont l'", "cuyo", "cujo", "waarvan de" before "title contains …". */
const WHOSE =
  "whose|with\\s+an?|with|deren|dessen|mit\\s+einem|dont\\s+l['’]|dont\\s+le|dont\\s+les|dont|avec\\s+un|cuyos?|cuyas?|con\\s+un|cujos?|cujas?|com\\s+um|wiens|waarvan\\s+de|van\\s+wie\\s+de|met\\s+een";
/** "contains", "containing", "enthält", "contient", "contiene", "contém", "bevat" (before the phrase). */
const CONTAINS =
  '(?:that\\s+|which\\s+)?(?:contains?|containing|includes?|including|mentions?|mentioning)' +
  '|enth[äa]lt|enthalten|contient|contiennent|contenant|comprenant|incluant|mentionnant' +
  '|(?:que\\s+)?(?:contiene|contienen|contenga|contengan|incluye|incluya|incluyan|cont[ée]m|cont[êe]m|contenha|contenham|inclui|incluem|inclua)' +
  '|bevat|bevatten';
/** "with", "mit", "avec", "con", "com", "met": after a title word they take only quoted or capitalised words ("titles with 'Growth'"). */
const WITH_AFTER = '(?:that\\s+|which\\s+)?(?:has|have|with|says?|saying)|mit|avec|con|com|met';
/** Verbs that end the clause in German and Dutch ("deren Titel 'Growth' enthält", "wiens functietitel 'Growth' bevat"). */
const CONTAINS_LAST = 'enth[äa]lt|enthalten|beinhaltet|bevat|bevatten';
/** One quoted phrase, or several joined by "or" / "and" / commas. */
const Q = `["'“”‘’«»„]`;
const QUOTED_ONE = `${Q}[^"“”‘’«»„]{1,60}?${Q}`;
const QUOTED = `${QUOTED_ONE}(?:\\s*(?:,|/|\\bor\\b|\\band\\b|\\boder\\b|\\bund\\b|\\bou\\b|\\bet\\b|\\bo\\b|\\by\\b|\\be\\b|\\bof\\b|\\ben\\b)\\s*${QUOTED_ONE})*`;
/** Up to four words written without quotes. */
const BARE = `[\\p{L}\\p{N}&][\\p{L}\\p{N}&.\\-]*(?:\\s+[\\p{L}\\p{N}&][\\p{L}\\p{N}&.\\-]*){0,3}`;
/** Words that are a phrase without quotes only when capitalised ("Key Account", "B2B Sales"): see `frames`. */
const CAPITALISED = /^[\p{Lu}\p{N}]/u;
/** What ends the phrase after "title contains": the end of the clause. */
const CLAUSE_END = `(?=\\s*(?:[,;:.()!?]|$)|\\s+(?:but|aber|mais|pero|mas|maar|except|excluding|sauf|excepto|au[sß]er|ausser|behalve|who|which|die|qui|que|wie)\\b)`;

/** The verb of "die 'Key Account' im Titel haben", "die 'Key Account' in hun titel hebben". */
const VERB_AFTER = '(?:\\s+(?:haben|hat|tragen|tr[äa]gt|stehen|steht|hebben|heeft|dragen|draagt|staan|staat))?';

/** The space before a title word (none after an elided article: "l'intitulé"). */
const SP = "(?:\\s+|(?<=['’]))";
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/**
 * The frames around the words of a title phrase, for title words (`noun`); `capital`: bare words must be capitalised
 * (checked on the words found, as the frames ignore case).
 */
const frames = (noun: string, capital: boolean): Array<{ re: RegExp; capital: boolean }> => [
  // "with 'Key Account' in their title", "alle, die 'Key Account' im Titel haben", "qui ont 'grands comptes' dans leur intitulé".
  { re: new RegExp(`(?:,\\s*)?${B}(?:${WITH})\\s+(${QUOTED}|${BARE})\\s+(?:${IN})${SP}(?:${noun})${VERB_AFTER}${E}`, 'giu'), capital },
  // "'Key Account' in the title", "Key Account in their title, …": quoted words, or words opening the clause, need no "with".
  // (With a word that also names the job, only quoted ones: "Gerentes con experiencia en el cargo" is about the job.)
  {
    re: new RegExp(`(${QUOTED}${capital ? '' : `|(?<=^\\s*|[:,;]\\s*)${BARE}`})\\s+(?:${IN})${SP}(?:${noun})${VERB_AFTER}${E}`, 'giu'),
    capital,
  },
  // "deren Titel 'Growth' enthält", "wiens functietitel Growth bevat".
  { re: new RegExp(`(?:(?:,\\s*)?${B}(?:${WHOSE})${SP})?${B}(?:${noun})\\s+(${QUOTED}|${BARE})\\s+(?:${CONTAINS_LAST})${E}`, 'giu'), capital },
  // "whose title contains 'Growth'", "titles containing Customer Success", "dont l'intitulé contient …", "cuyo cargo contiene …".
  { re: new RegExp(`(?:(?:,\\s*)?${B}(?:${WHOSE})${SP})?${B}(?:${noun})\\s+(?:${CONTAINS})\\s+(${QUOTED}|${BARE}?${CLAUSE_END})`, 'giu'), capital },
  // "titles with 'Growth'", "job titles with Partnerships": after "with" only quoted or capitalised words.
  { re: new RegExp(`(?:(?:,\\s*)?${B}(?:${WHOSE})${SP})?${B}(?:${noun})\\s+(?:${WITH_AFTER})\\s+(${QUOTED}|${BARE}?${CLAUSE_END})`, 'giu'), capital: true },
];
const FRAMES = [...frames(TITLE_NOUN, false), ...frames(JOB_NOUN, true)];

/** The phrases of the words found in a frame: each quoted phrase, or the bare words split at "or" / "and". */
function phrasesOf(found: string): string[] {
  const quoted = [...found.matchAll(new RegExp(`${Q}([^"“”‘’«»„]{1,60}?)${Q}`, 'gu'))].map((m) => m[1] as string);
  const parts = quoted.length ? quoted : found.split(/\s+(?:or|and|oder|und|ou|et|o|y|e|of|en)\s+|\s*[,/]\s*/i);
  return [...new Set(parts.map(titlePhrase).filter((p) => p.length > 0))];
}

/** The marker of a title phrase in a sentence (tokens.ts reads it as one token). */
export const TITLE_MARK = '\uE000';

/** A frame found: its title phrases (alternatives) and its words as written, normalised (the selector's words). */
export interface TitleFrame {
  phrases: string[];
  said: string;
}

/**
 * Replaces each "title contains" frame of a sentence with a marker (`TITLE_MARK` + index + `TITLE_MARK`), and returns the
 * sentence and the frames the markers stand for.
 */
export function markTitleFrames(sentence: string): { text: string; frames: TitleFrame[] } {
  const found: TitleFrame[] = [];
  let text = sentence;
  for (const { re, capital } of FRAMES)
    text = text.replace(re, (m: string, words: string) => {
      const quoted = new RegExp(`^${Q}`, 'u').test(words);
      if (capital && !quoted && !CAPITALISED.test(words)) return m;
      const phrases = phrasesOf(words);
      if (!phrases.length) return m;
      found.push({
        phrases,
        said: norm(m)
          .replace(/[^a-z0-9&]+/g, ' ')
          .trim(),
      });
      return ` ${TITLE_MARK}${found.length - 1}${TITLE_MARK} `;
    });
  return { text, frames: found };
}
