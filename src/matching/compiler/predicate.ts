// The compiler's grammar, part 0 (before pieces.ts): a negative predicate. "Office managers and plant staff are not what
// we mean", "IT-Security ist nicht gemeint", "les stagiaires ne sont pas visés", "los becarios no nos interesan", "stagiairs
// zijn niet bedoeld", "Praktikanten ausgenommen": a negation next to a verb of the predicate (PREDICATE_VERB), followed by
// words that name nobody up to the end of the clause, or a bare negation that ends it, says the clause's SUBJECT is left
// out. The span is read as one postfix negation (pieces.ts turns the clause before it into an exclusion). Not a predicate:
// "senior or not", "whether or not" (an alternative), "not only X but also Y", "not X but Y" (no subject before),
// "who are not founders" (a relative clause: `unless`), a negation followed by people ("X are not managers").
import { POSSESSIVE, PREDICATE_VERB, TRAILING_NEGATION } from './lexicon.js';
import type { Tagged } from './tokens.js';

/** Tags that name people or a condition on them: a predicate holding one is a list of people, not a statement. */
const NAMES = new Set(['area', 'noun', 'level', 'senior', 'cond', 'all', 'buy', 'run', 'product', 'tenure', 'any', 'up', 'min', 'below', 'down']);
/** Where a clause's subject starts: after a polarity word, a heading or an open parenthesis. */
const BREAKS = new Set(['neg', 'negpost', 'plus', 'unless', 'inc', 'yes']);
const END = new Set([')', ',', ':', '--']);
const OR = /^(or|oder|ou|o|of|ob|whether|ni|nor)$/;

const verb = (t: Tagged | undefined) => !!t && PREDICATE_VERB.test(t.text);

/** Conditions a "… or not" alternative makes moot. */
const MOOT = new Set(['senior', 'level', 'cond']);

/**
 * "Engineers, senior or not", "senior of niet", "sênior ou não", "whether or not they manage people": an alternative
 * with its negation names no condition at all (the rung or condition before "or not", or after "whether or not", is moot).
 */
function alternatives(out: Tagged[]): Set<number> {
  const drop = new Set<number>();
  for (let i = 1; i < out.length; i += 1) {
    if (out[i]?.tag?.k !== 'neg' || !OR.test(out[i - 1]?.text ?? '')) continue;
    const before = out[i - 2];
    if (before && MOOT.has(before.tag?.k ?? '')) {
      for (let k = i - 2; k <= i; k += 1) drop.add(k);
      if (/^(whether|ob|que|sean|sejam|zij het)$/.test(out[i - 3]?.text ?? '')) drop.add(i - 3);
      continue;
    }
    // "whether or not they manage people": the condition after it, to the end of the clause.
    if (/^(whether|ob|egal ob|que)$/.test(before?.text ?? '')) {
      let end = i + 1;
      while (
        end < out.length &&
        !END.has(out[end]?.text ?? '') &&
        !BREAKS.has(out[end]?.tag?.k ?? '') &&
        !['area', 'noun', 'level'].includes(out[end]?.tag?.k ?? '')
      )
        end += 1;
      for (let k = Math.max(0, i - 2); k < end; k += 1) drop.add(k);
    }
  }
  return drop;
}

/** "Not marketing but sales", "nicht Marketing, sondern Vertrieb", "no X sino Y": after a sentence that opens negated, "but" brings the inclusion. */
const BUT = /^(but|sondern|sino|mais|mas|maar|aber|pero)$/;
function contrast(out: Tagged[]): void {
  const first = out.find((t) => t.tag?.k !== 'filler');
  if (first?.tag?.k !== 'neg') return;
  // "but" must be followed by people ("…, maar ook geen SDR's" goes on excluding).
  const at = out.findIndex((t, i) => i > 0 && BUT.test(t.text) && NAMES.has(out.slice(i + 1).find((x) => x.tag?.k !== 'filler')?.tag?.k ?? ''));
  if (at > 0) out[at] = { ...(out[at] as Tagged), tag: { k: 'plus' } };
}

/**
 * "Event planners are marketing folks, don't include them", "Los compradores de medios son marketing, no los incluyas": a
 * sentence that ends by negating its own subject after a comma leaves the subject out; what the subject is said to be
 * (after its verb) names nobody.
 */
const IS = /^(are|is|sind|ist|sont|est|son|es|sao|zijn)$/;
function subjectNegated(out: Tagged[]): void {
  const last = out.length - 1;
  if (out[last]?.tag?.k !== 'negpost' || out[last - 1]?.text !== ',') return;
  let start = last - 2;
  while (start >= 0 && !BREAKS.has(out[start]?.tag?.k ?? '') && !['(', ':', '--', ','].includes(out[start]?.text ?? '')) start -= 1;
  const verbAt = out.findIndex((t, i) => i > start && i < last - 1 && IS.test(t.text));
  if (verbAt < 0 || !out.slice(start + 1, verbAt).some((x) => NAMES.has(x.tag?.k ?? ''))) return;
  for (let k = verbAt; k < last - 1; k += 1) out[k] = { ...(out[k] as Tagged), tag: { k: 'filler' }, unknown: false };
}

/**
 * "die Einkäufer selbst nicht (die entscheiden nichts)", "the buyers no (they don't decide)": a gloss in parentheses after a
 * negation, saying why with a negative predicate and naming nobody, explains the negation; it is no clause of its own (it
 * was read as everyone who decides, left out).
 */
const PERSON = new Set(['area', 'noun', 'level', 'senior', 'all']);
const GLOSS_NEGATION = /^(not|nothing|nicht|nichts|pas|rien|nada|nao|não|niet|niets)$/;
function negationGlosses(tagged: readonly Tagged[], drop: Set<number>): void {
  for (let i = 1; i < tagged.length; i += 1) {
    if (tagged[i]?.text !== '(') continue;
    // The clause before the parenthesis is negated ("… selbst nicht (…)", "nicht die Einkäufer selbst (…)").
    let from = i - 1;
    while (from > 0 && !END.has(tagged[from - 1]?.text ?? '') && tagged[from - 1]?.text !== '(') from -= 1;
    if (!tagged.slice(from, i).some((t) => t.tag?.k === 'neg' || t.tag?.k === 'negpost')) continue;
    let end = i + 1;
    while (end < tagged.length && tagged[end]?.text !== ')') end += 1;
    const inside = tagged.slice(i + 1, end);
    const negated = inside.some((t) => t.tag?.k === 'negpost' || t.tag?.k === 'neg' || GLOSS_NEGATION.test(t.text));
    if (end >= tagged.length || !negated || inside.some((t) => PERSON.has(t.tag?.k ?? ''))) continue;
    for (let k = i; k <= end; k += 1) drop.add(k);
  }
}

/** Pronouns that point back at people named before ("them", "die", "les", "los", "deles", "ze"). DATA. */
const BACK = /^(them|those|these|die|diese|sie|les|en|eux|los|las|esos|esas|ellos|ellas|os|as|deles|delas|esses|essas|ze|hen|deze)$/;
/** Tags a clause that points back and says nothing of people may hold. */
const SAYS_NOTHING = new Set(['filler', 'reason', 'sep', 'their', 'of', 'neg', 'negpost']);

/**
 * Session 57: "Buchhalter, die brauchen wir nicht", "Accountants, we don't want them", "Boekhouders, die hebben we niet
 * nodig": a last clause after a comma that points back with a pronoun, negates and names nobody leaves out the people
 * before it (read as one postfix negation; the people were kept).
 */
export function pointedBackNegated(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  const c = out.map((t) => t.text).lastIndexOf(',');
  const stop = out.slice(0, Math.max(c, 0)).findLastIndex((x) => x.text === '.' || x.text === ';');
  const clause = out.slice(stop + 1, Math.max(c, 0));
  if (c < 1 || !clause.some((x) => NAMES.has(x.tag?.k ?? '')) || clause.some((x) => x.tag?.k === 'neg' || x.tag?.k === 'negpost')) return out;
  const tail = out.slice(c + 1);
  const words = tail.flatMap((t) => t.text.split(' '));
  // (German and Dutch "die" with its subject after it opens a relative clause: "Buchhalter, die wir nicht kennen".)
  const back = words.findIndex((w) => BACK.test(w));
  if (back < 0 || (/^(die|diese|deze)$/.test(words[back] ?? '') && SUBJECT.test(words[back + 1] ?? ''))) return out;
  // (A real negation: "noch", "ni", "nor" join a list; a German or Dutch "die" clause is said with its negation last, "die
  // brauchen wir nicht", where a relative clause puts its verb last: "die noch operativ mitarbeiten".)
  const negation = (t: Tagged) => (t.tag?.k === 'neg' || t.tag?.k === 'negpost') && !/^(noch|ni|nor|weder|nem|nog)$/.test(t.text);
  if (!tail.some(negation) || !tail.every((t) => !t.tag || SAYS_NOTHING.has(t.tag.k))) return out;
  if (/^(die|diese|deze)$/.test(words[back] ?? '') && !negation(tail[tail.length - 1] as Tagged)) return out;
  // (A clause that opens negated is an exclusion of its own, its article no pronoun: "…, pas les collaborateurs"; unless
  // only the pronoun and known words follow it: "Bookkeepers, we don't want them", "Los contables, no los queremos".)
  if (tail[0]?.tag?.k === 'neg' && !tail.slice(1).every((t) => BACK.test(t.text) || t.text === '.' || t.tag?.k === 'filler')) return out;
  out.splice(c + 1, tail.length, { text: tail.map((t) => t.text).join(' '), tag: { k: 'negpost' }, unknown: false });
  return out;
}
/** Subject pronouns after a relative "die" (DATA). */
const SUBJECT = /^(wir|ich|man|sie|er|we|ik|wij|ze|zij|hij|men)$/;

export function negativePredicates(tagged: Tagged[]): Tagged[] {
  // The words of a moot alternative go: a piece of them alone would split the list they sit in.
  const drop = alternatives(tagged);
  negationGlosses(tagged, drop);
  const out = tagged.filter((_, i) => !drop.has(i));
  contrast(out);
  subjectNegated(out);
  // "PMMs and project managers don't": an elliptic negation that ends the sentence after people leaves them out.
  const last = out[out.length - 1];
  if (last && !last.tag && TRAILING_NEGATION.test(last.text) && NAMES.has(out[out.length - 2]?.tag?.k ?? ''))
    out[out.length - 1] = { ...last, tag: { k: 'negpost' }, unknown: false };
  // "Les juristes …, non.", "Praktikanten, nein": a bare negation after a comma that ends the sentence leaves out the people before it.
  if (
    last?.tag?.k === 'neg' &&
    out[out.length - 2]?.text === ',' &&
    out.slice(0, -2).some((x) => NAMES.has(x.tag?.k ?? '')) &&
    !OR.test(out[out.length - 3]?.text ?? '')
  )
    out[out.length - 1] = { ...last, tag: { k: 'negpost' }, unknown: false };
  for (let i = 0; i < out.length; i += 1) {
    const t = out[i] as Tagged;
    if (t.tag?.k !== 'neg') continue;
    let start = i - 1;
    while (start >= 0 && !BREAKS.has(out[start]?.tag?.k ?? '') && !['(', ':', '--'].includes(out[start]?.text ?? '')) {
      // "The agents themselves (incl. tier-2) no": an aside in parentheses is part of the subject before it.
      if (out[start]?.text === ')') while (start > 0 && out[start]?.text !== '(') start -= 1;
      start -= 1;
    }
    const subject = out.slice(start + 1, i);
    if (!subject.some((x) => NAMES.has(x.tag?.k ?? ''))) continue;
    const prev = out[i - 1];
    if (!prev || OR.test(prev.text) || prev.tag?.k === 'sep') continue;
    let end = i + 1;
    while (end < out.length && !END.has(out[end]?.text ?? '') && !BREAKS.has(out[end]?.tag?.k ?? '')) end += 1;
    const predicate = out.slice(i + 1, end);
    // The verbs before the negation ("are", "ne sont", "zijn") belong to the predicate.
    let from = i;
    while (from - 1 > start + 1 && verb(out[from - 1]) && subject.slice(0, from - 1 - (start + 1)).some((x) => NAMES.has(x.tag?.k ?? ''))) from -= 1;
    // "Media buyers are not procurement", "IT-Helpdesk ist kein Kundensupport": a department after "is not" says where the
    // subject does not belong; the subject is left out and the department names nobody (people after it still do:
    // "X are not managers" is no statement about a department).
    if (
      (from < i || verb(t) || verb(predicate[0])) &&
      predicate.some((x) => x.tag?.k === 'area') &&
      predicate.every((x) => !NAMES.has(x.tag?.k ?? '') || x.tag?.k === 'area' || verb(x))
    ) {
      for (let k = from; k < end; k += 1) out[k] = { ...(out[k] as Tagged), tag: { k: 'filler' }, unknown: false };
      out[i] = { ...t, tag: { k: 'negpost' }, unknown: false };
      i = end - 1;
      continue;
    }
    // "Tech leads are not EMs", "A Chief of Staff is not C-suite", "Stagiairs zijn geen developers": people after a copula
    // that opens the sentence classify its subject, which is left out; the people after it name nobody.
    const person = (x: Tagged) => ['area', 'noun', 'level', 'senior'].includes(x.tag?.k ?? '');
    if (
      start === -1 &&
      !POSSESSIVE.test(out[0]?.text ?? '') &&
      (from < i || verb(t)) &&
      predicate.some(person) &&
      predicate.every((x) => !NAMES.has(x.tag?.k ?? '') || person(x) || verb(x)) &&
      (end === out.length || END.has(out[end]?.text ?? ''))
    ) {
      for (let k = from; k < end; k += 1) out[k] = { ...(out[k] as Tagged), tag: { k: 'filler' }, unknown: false };
      out[i] = { ...t, tag: { k: 'negpost' }, unknown: false };
      i = end - 1;
      continue;
    }
    if (predicate.some((x) => NAMES.has(x.tag?.k ?? '') && !verb(x))) continue;
    const bare = predicate.length === 0 && (end === out.length || END.has(out[end]?.text ?? ''));
    // A verb after the negation opens the predicate ("no nos interesan", "não são o foco").
    if (!bare && from === i && !verb(t) && !predicate.slice(0, 2).some(verb)) continue;
    for (let k = from; k < end; k += 1) out[k] = { ...(out[k] as Tagged), tag: { k: 'filler' }, unknown: false };
    out[i] = { ...t, tag: { k: 'negpost' }, unknown: false };
    i = end - 1;
  }
  return out;
}

/** The words that make an exception ("except", "sauf", "außer", "excepto", "exceto", "behalve"; "unless it is …"). */
const EXCEPT_WORD =
  /^(?:except|except for|excepting|apart from|sauf|hormis|excepte|a l exception de|ausser|ausser fur|ausgenommen|excepto|salvo|a excepcion de|exceto|com excecao de|behalve|met uitzondering van|unless|unless it is|unless it s|unless they are)$/;
const FILLERS = new Set(['filler', 'of']);

/**
 * "No HR, except the CHRO", "pas les RH, sauf le DRH", "keine HR, außer der CHRO", "ignore HR unless it is the CHRO": an
 * exception to what a negation left out, naming people (a role or a rung, not a bare field: "no interns except in
 * engineering" stays), brings them back in, as "but the CHRO" does.
 */
export function exceptionsToNegation(tagged: Tagged[]): Tagged[] {
  let negated = false;
  let named = false;
  return tagged.map((t, i) => {
    if (t.text === ';') negated = named = false;
    else if (t.tag?.k === 'neg' && !EXCEPT_WORD.test(t.text)) negated = true;
    else if (negated && NAMES.has(t.tag?.k ?? '')) named = true;
    if (!negated || !named || !EXCEPT_WORD.test(t.text) || !['neg', 'unless'].includes(t.tag?.k ?? '')) return t;
    const next = tagged.slice(i + 1).find((x) => !FILLERS.has(x.tag?.k ?? '') && !['it', 'is', 's', 'they', 'are'].includes(x.text));
    const person = next?.tag?.k === 'level' || (next?.tag?.k === 'noun' && (!!next.tag.roles?.length || !!next.tag.levels?.length));
    return person ? { ...t, tag: { k: 'plus' } } : t;
  });
}
