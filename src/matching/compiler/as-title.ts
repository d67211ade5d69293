// Roles nobody has words for, read literally (the compiler's last resort before "not understood"): a piece of an inclusion
// or an exclusion that names nothing known but reads as a role noun phrase ("loss adjusters", "Disponenten", "conducteurs
// de travaux", "senior loss adjusters", "engagement managers", "heads of wombat husbandry") is a title phrase
// (`Selector.titles`): the people whose title says it. A careful reader does that with jargon they do not know. It is
// reported (warning `read_as_title`) so the user sees it was taken literally.
//
// Conservative on purpose (measured on the development sets: see README "Title phrases"):
// - the phrase is 1–4 words: words nobody knew, joined by "of" / "de" / "van" / "der" …, and at most one known rung or
//   person word as its head ("engagement managers", "heads of …"); a piece with anything else (verbs, pronouns, fillers
//   inside, references, purchases, areas) is no phrase;
// - its head word (the last, or the first before "of" / "de": "conducteurs de travaux") is a known rung or person word,
//   or a word nobody knew that has a person ending (-ers, -ors, -ists, -ants, -eurs, -iens, -eros, -istas, -enten,
//   -innen …) in the plural, or, alone, a German or Dutch compound of ten letters or more ending in -er / -or (their
//   plural is the singular: "Schadenregulierer"); a few common plurals that are no people ("clients", "others") are not
//   heads, nor rung words for a tier ("C-level", "management");
// - words before the phrase may only qualify it: a rung ("senior"), "all", a determiner, a condition or a range (after a
//   plural noun, "juniors contratados", the words qualify the people it names: no phrase). A rung
//   before the phrase stays a rung ("senior loss adjusters": the phrase and the senior rung); a rung that is the phrase's
//   head is in the phrase ("engagement managers" is the title "Engagement Manager", at any rung).
import type { Warning } from '../criteria.js';
import type { Piece } from './piece.js';
import type { Tagged } from './tokens.js';
import { titlePhrase } from '../reader/title-phrase.js';

/** The warning `read_as_title` for words read as title phrases, in an inclusion or an exclusion (any compiler's). */
export function titleWarning(text: string, phrases: readonly string[], side: 'include' | 'exclude'): Warning {
  const who = side === 'include' ? 'people' : 'the people left out are those';
  return { code: 'read_as_title', text, message: `"${text}" was read literally: ${who} whose title contains ${phrases.map((p) => `"${p}"`).join(' or ')}.` };
}

/** The prefix of a title phrase among a piece's roles (compiler-internal; criteria keep them in `titles`). */
export const TITLE_ROLE = 'title:';

/** Words that join the words of a title ("conducteur de travaux", "head of claims", "hoofd van de"). */
const JOINS = /^(of|de|d|des|du|del|da|do|das|dos|di|van|der|fur|voor)$/;
/** Articles a phrase may start with, or hold right after a joining word ("de la voirie"). */
const ARTICLES = /^(the|a|an|our|die|der|das|den|le|la|les|l|el|los|las|o|os|as|het|een|de|un|une|uno|una|um|uma)$/;
/** Tags that may stand before the phrase: they qualify the people it names. */
const QUALIFIERS: ReadonlySet<string> = new Set(['senior', 'level', 'all', 'cond', 'up', 'min', 'down', 'below', 'from', 'to', 'any', 'filler']);
const RANGES: ReadonlySet<string> = new Set(['up', 'min', 'down', 'below', 'from', 'to']);

/** Person endings of a plural (English, German, French, Spanish, Portuguese, Dutch). */
const PERSON_PLURAL =
  /(ers|ors|ores|oras|oren|ists|istes|istas|isten|ysten|istinnen|ians|iens|iennes|ants|antes|anten|entes|enten|ees|eurs|euren|euses|rices|iers|ieres|aires|arios|arias|aries|eros|eras|eiros|eiras|icos|icas|ives|men|leute|krafte|aars|sters|igen|innen|ents)$/;
/** German and Dutch compounds whose plural is the singular ("Schadenregulierer", "Bestandskundenbetreuer"). */
const LONG_SINGULAR = /^[a-z]{8,}(er|or)$/;
/** Plurals with a person ending that name no people. */
const NOT_PEOPLE =
  /^(manufacturers|retailers|insurers|reinsurers|wholesalers|suppliers|providers|distributors|lenders|resellers|exporters|importers|carriers|broadcasters|publishers|clients|others|orders|offers|numbers|papers|customers|users|headquarters|matters|letters|answers|centers|filters|servers|computers|containers|clusters|layers|markers|registers|powers|quarters|towers|printers|members|segments|events|contents|parents|students|patients|residents|departments|initiatives|objectives|incentives|alternatives|archives|lives|drives|estados|mercados|resultados|dados|datos|contenidos|periodos|politicas|practicas|metricas|publicos|basicos|servicios|servicos|anos|otros|outros|weeks|years|hours|months)$/;

/** Function words no vocabulary tags that never stand inside a title ("nas petroleiras": at the oil companies). */
const FUNCTION_WORDS =
  /^(nas|nos|na|no|num|numa|nel|nella|dans|chez|aux|au|bei|beim|im|am|zum|zur|vom|op|bij|met|en|em|in|at|on|with|by|para|pour|con|com|sur|sobre|ohne|mit)$/;

const k = (t: Tagged): string => (t.unknown ? 'unknown' : (t.tag?.k ?? 'none'));
/** Session 48: a noun of two words for managers of no area ("business managers"): the head of "school business managers". */
export const managerNoun = (t: Tagged): boolean =>
  t.tag?.k === 'noun' &&
  !!t.tag.levels?.length &&
  !t.tag.levels.some((l) => l === 'intern' || l === 'entry') &&
  !t.tag.areas?.length &&
  !t.tag.roles?.length &&
  !t.tag.traits?.length &&
  !t.tag.employment?.length &&
  !t.tag.ic;
/** A known rung or person word that can be the head of a title ("managers", "heads", "Leiter", "leads"). */
const rungWord = (t: Tagged) =>
  (/^[a-z]+$/.test(t.text) || (/^[a-z]+ [a-z]+$/.test(t.text) && managerNoun(t))) &&
  !COLLECTIVE.test(t.text) &&
  ((t.tag?.k === 'level' && !t.tag.weak) || (t.tag?.k === 'noun' && !!t.tag.levels?.length && !t.tag.areas?.length));
/** Rung words that name a tier, not a title's noun ("weitere C-Level", "middle management"). */
const COLLECTIVE = /^(level|levels|management|leadership|leitung|fuhrung|direction|direccion|directie|diretoria|lideranca|suite|kader|middenkader)$/;
const personWord = (w: string, alone: boolean) => !NOT_PEOPLE.test(w) && w.length >= 5 && (PERSON_PLURAL.test(w) || (alone && LONG_SINGULAR.test(w)));

/** The title phrase a piece reads as, and whether a rung inside it was its head (then the piece's rungs are the phrase's). */
function phraseOf(seen: readonly Tagged[]): { words: string[]; from: number; to: number; rungHead: boolean } | null {
  const unknown = seen.map((t, i) => (t.unknown ? i : -1)).filter((i) => i >= 0);
  if (!unknown.length) return null;
  let from = unknown[0] as number;
  let to = unknown[unknown.length - 1] as number;
  let rungHead = false;
  // "engagement managers": a rung right after the words nobody knew is the phrase's head.
  const after = seen[to + 1];
  if (after && rungWord(after)) [to, rungHead] = [to + 1, true];
  // "heads of wombat husbandry", "responsables de la …": a rung before "of" (and its articles) heads the phrase.
  let j = from - 1;
  if (j >= 1 && ARTICLES.test(seen[j]?.text ?? '') && !JOINS.test(seen[j]?.text ?? '') && JOINS.test(seen[j - 1]?.text ?? '')) j -= 1;
  if (j >= 1 && JOINS.test(seen[j]?.text ?? '') && rungWord(seen[j - 1] as Tagged) && !rungHead) [from, rungHead] = [j - 1, true];
  const words = seen.slice(from, to + 1);
  // Inside: words nobody knew, joining words, articles right after them, what is sold ("software testers") and the head.
  const inside = words.every((t, i) => {
    if (t.unknown || (rungHead && (i === 0 || i === words.length - 1) && rungWord(t))) return true;
    if (i === 0 || i === words.length - 1) return false;
    if (JOINS.test(t.text) || t.tag?.k === 'product') return true;
    return ARTICLES.test(t.text) && JOINS.test(words[i - 1]?.text ?? '');
  });
  if (!inside) return null;
  const texts = words.flatMap((t) => t.text.split(' '));
  if (texts.length > 4 || texts.every((w) => w.length < 4) || texts.some((w) => FUNCTION_WORDS.test(w))) return null;
  // Its head: the last word, or the first before a joining word (Romance languages, "heads of …").
  const first = words[0] as Tagged;
  const last = words[words.length - 1] as Tagged;
  // "conducteurs de travaux", and a Romance noun with its adjective ("auditeurs stagiaires", "enfermeros titulados").
  const joined = (words.length > 2 && JOINS.test(words[1]?.text ?? '')) || words.length === 2;
  const head = (t: Tagged) => (rungHead && rungWord(t)) || (t.unknown && personWord(t.text, words.length === 1));
  if (!head(last) && !(joined && head(first))) return null;
  return { words: texts, from, to, rungHead };
}

/**
 * Reads a piece nobody understood as a title phrase, when it is one (see the header): sets its `titles`, and returns
 * the phrase; otherwise leaves it as it is and returns null.
 */
export function readAsTitle(p: Piece): string | null {
  if (p.seen.map((t) => t.text).join(' ') !== p.words.join(' ')) return null;
  if (!p.unknown.length || p.mode === 'unless') return null;
  if (p.areas.length || p.roles.length || p.their || p.themselves || p.above || p.buy || p.run || p.elsewhere) return null;
  const found = phraseOf(p.seen);
  if (!found) return null;
  // Before the phrase only what qualifies it ("senior", "all", a condition, a range); after it nothing but a range.
  const before = p.seen.slice(0, found.from);
  const after = p.seen.slice(found.to + 1);
  if (!before.every((t) => QUALIFIERS.has(k(t)) || ARTICLES.test(t.text) || (t.tag?.k === 'noun' && !t.tag.areas?.length && !t.tag.roles?.length))) return null;
  // "juniors contratados", "managers intérimaires": after people named by a noun the words qualify them; no phrase.
  if (before.some((t) => (k(t) === 'level' || k(t) === 'noun') && /s$/.test(t.text))) return null;
  if (!after.every((t) => RANGES.has(k(t)) || k(t) === 'filler')) return null;
  // A rung that heads the phrase is the phrase ("engagement managers" at any rung); with a range or another rung before
  // it ("senior engagement managers") what is asked is unclear, and the piece stays unread.
  if (found.rungHead) {
    if ([...before, ...after].some((t) => RANGES.has(k(t)) || k(t) === 'senior' || k(t) === 'level')) return null;
    p.levels = [];
  }
  const phrase = titlePhrase(found.words.join(' '));
  if (!phrase) return null;
  // Kept among the piece's named roles until it is a selector (toSelector moves it to `titles`): like a named role it
  // never takes a neighbour's area and is never a condition on the others.
  p.roles = [`${TITLE_ROLE}${phrase}`];
  p.unknown = [];
  p.unknownArea = false;
  p.all = false;
  p.own = true;
  return phrase;
}

/** Words that say which people, not what their title is ("individual reps", "other agents"). */
const NO_TITLE_WORD = /^(individual|other|others|regular|ordinary|normal|actual|plain|remaining|usual|typical|autres|otros|outros|andere|anderen|overige)$/;
/** A noun for individual contributors of no area ("agents", "reps", "specialists", "techniciens", "Techniker"). */
const icNounOnly = (t: Tagged) => t.tag?.k === 'noun' && !!t.tag.ic && !t.tag.areas?.length && !t.tag.levels?.length && !t.tag.roles?.length;

/**
 * Session 48: "marine agents", "pas les agents maritimes", "techniciens viticoles", "agents de transit": a noun for
 * individual contributors of no area, with words nobody knew that say which ones, was every IC of the company (the words
 * were dropped, silently). A careful reader takes such a role literally: the noun and its words are a title phrase, in
 * the order written (English: the words before the noun; Romance: after it, maybe joined by "de"). One or two such
 * words only; otherwise the piece is left as it is.
 */
export function readIcNounAsTitle(p: Piece): string | null {
  if (p.seen.map((t) => t.text).join(' ') !== p.words.join(' ')) return null;
  if (!p.unknown.length || p.mode === 'unless' || !p.icNoun) return null;
  if (p.areas.length || p.levels.length || p.roles.length || p.all || p.their || p.themselves || p.above || p.buy || p.run || p.elsewhere) return null;
  let seen = p.seen;
  while (seen.length && (ARTICLES.test(seen[0]?.text ?? '') || k(seen[0] as Tagged) === 'filler') && !seen[0]?.unknown) seen = seen.slice(1);
  const at = seen.findIndex(icNounOnly);
  if (at < 0 || seen.filter(icNounOnly).length !== 1) return null;
  const before = seen.slice(0, at);
  let after = seen.slice(at + 1);
  // "agents de transit", "técnicos de la bodega": a joining word (and its article) after the noun.
  if (after.length && JOINS.test(after[0]?.text ?? '') && !after[0]?.unknown)
    after = after.slice(ARTICLES.test(after[1]?.text ?? '') && !after[1]?.unknown ? 2 : 1);
  const own = before.length ? before : after;
  if ((before.length && after.length) || !own.length || own.length > 2 || !own.every((t) => t.unknown && /^[a-z]{3,}$/.test(t.text))) return null;
  if (own.some((t) => FUNCTION_WORDS.test(t.text) || NO_TITLE_WORD.test(t.text))) return null;
  const words = seen.slice(before.length ? 0 : at, before.length ? at + 1 : seen.length).flatMap((t) => t.text.split(' '));
  const phrase = titlePhrase(words.join(' '));
  if (!phrase) return null;
  p.roles = [`${TITLE_ROLE}${phrase}`];
  p.unknown = [];
  p.unknownArea = false;
  p.own = true;
  return phrase;
}
