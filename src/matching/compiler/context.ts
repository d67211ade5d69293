// The compiler's grammar, part 0 (before the sentences are read): the seller's context names nobody. A brief pasted into a
// prospecting tool says what is sold, to which market and why before it says whom: "We sell observability.", "ICP for our
// MDM tool: IT leadership", "Helpdesk software.", "Plataforma de gobierno de datos.", "Notre outil gère l'onboarding …".
// - A sentence that opens with the seller (lexicon SELLER_LEAD) is context up to the request inside it ("… and want to
//   reach X", "… suchen wir X"), else, when it has a heading, up to the people it is sold to ("… to HR teams: …") or to
//   the heading's colon or dash; if none of these names people, the whole sentence is context ("We sell procurement
//   software to contractors and builders." names the market, not people).
// - A sentence or heading whose head is a product word (PRODUCT_FIRST, PRODUCT_LAST: "Sales engagement platform", "HRIS
//   for mid-market", "Outil de tests utilisateurs") and names no people is context, and so is what follows it in the
//   sentence unless that names people ("Customer success platform (health scores, QBR decks)").
// - The sentences before the first one that opens with a lead-in to the list (META_LEAD: "Target:", "We want",
//   "Doelgroep:", "On cible", "Nos interesan", "Convidamos") and names people are context, unless they negate; a heading
//   made only of such a lead-in ("Target:", "Interlocuteurs :") goes, so that the heading after it is read as one.
// - A sentence about the people already named (lexicon-sentences.ts: their pains, whom they report to when no list follows
//   after a colon) names nobody.
// compile.ts reads the definition without its context, and falls back to the whole text when nothing else names anyone.
import { foldText } from './fold.js';
import { opensWith } from './lexicon-sentences.js';
import { META_INNER, META_LEAD, MARKET_TO, PRODUCT_FIRST, PRODUCT_LAST, SELLER_LEAD } from './lexicon.js';
import { tagSentence } from './tag-sentence.js';

/** Lower case without accents, one character for each character of the text (so positions carry over). */
const fold = (s: string) =>
  s
    .split('')
    .map(
      (c) =>
        c
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .slice(0, 1) || c,
    )
    .join('');

/** "Sufren con la rotación.", "Ils rapportent en général au DAF.": about the people named (a list after a colon still names some). */
const PAINS = opensWith('pains');
const REPORTS_TO = opensWith('reports_to');
const aboutThem = (sentence: string) => {
  const f = foldText(sentence).trim();
  return PAINS.test(f) || (REPORTS_TO.test(f) && !f.includes(':'));
};

/** Tags that name people; areas name people where a list is expected. */
const PEOPLE = new Set(['noun', 'level', 'senior', 'all', 'buy', 'run']);
const namesPeople = (text: string, areas = true) => tagSentence(text).tagged.some((t) => PEOPLE.has(t.tag?.k ?? '') || (areas && t.tag?.k === 'area'));
const negates = (text: string) => tagSentence(text).tagged.some((t) => t.tag?.k === 'neg' || t.tag?.k === 'negpost');
/** A heading's colon, or a dash between spaces. */
const HEAD = /\s*:\s*|\s+[-–—]+\s+/;
/** What a product is for ("… for mid-market", "… für den Mittelstand", "… voor accountmanagement"). */
const FOR = /\s(?:for|fur|voor|pour|para)\s|\s*[(+]/;
/** A list separator before the last word: "DevOps, SRE and platform" names a team, not a product. */
const LISTED = /(?:[,/&+]|\b(?:and|or|und|oder|et|ou|y|o|e|en|of))\s*\S+$/;

/** Tags that end a compound noun when read backwards from its head ("our", "of", "and" …). */
const OUTSIDE = new Set(['filler', 'of', 'sep', 'neg', 'plus', 'buy', 'run']);

function productHeaded(segment: string): boolean {
  const f = fold(segment).trim();
  if (PRODUCT_FIRST.test(f)) return !namesPeople(segment, false);
  const at = FOR.exec(f);
  const before = (at ? f.slice(0, at.index) : f).replace(/[.!]+$/, '').trim();
  if (!PRODUCT_LAST.test(before) || LISTED.test(before)) return false;
  // The words of the product's own compound may name people ("Early-careers platform", "Board portal software"); words
  // before it ("Engineers building our platform") and after "for" ("Ops software for COOs") may not.
  const tagged = tagSentence(before).tagged;
  // "No los ingenieros de software", "sem desenvolvedores de software": people named before the product word with "de" are
  // the compound's head (Romance order), so they name people.
  const last = tagged[tagged.length - 1];
  if (last?.tag?.k === 'noun' && /\s(?:de|do|da|des|du|del|van|von)\s/.test(last.text)) return false;
  let start = tagged.length;
  while (start > 0 && !OUTSIDE.has(tagged[start - 1]?.tag?.k ?? '')) start -= 1;
  const people = (t: { tag: { k: string } | null }) => PEOPLE.has(t.tag?.k ?? '');
  return !tagged.slice(0, start).some(people) && !(at && namesPeople(segment.slice(at.index), false));
}

/** What is left of one sentence without its context: the sentence itself, a part of it, or nothing. */
function withoutContextOf(sentence: string): string {
  const f = fold(sentence);
  // "Sufren con la rotación de personal.", "Ils rapportent au DAF.": about the people named, naming no more.
  if (aboutThem(sentence) && !negates(sentence)) return '';
  const head = HEAD.exec(f);
  const rest = (from: number) => {
    const r = sentence.slice(from).trim();
    return r && namesPeople(r) ? r : '';
  };
  if (SELLER_LEAD.test(f)) {
    const inner = META_INNER.exec(f);
    if (inner) return rest(inner.index);
    if (!head) return '';
    // "We sell a planning tool to account management teams: account managers, KAMs …": the market names the heading.
    const to = MARKET_TO.exec(f.slice(0, head.index));
    const market = to && namesPeople(sentence.slice(to.index + to[0].length, head.index)) ? rest(to.index + to[0].length) : '';
    if (market) return market;
    // The list after the seller's heading is read as it was under it (a later colon is no heading of its own).
    const list = rest(head.index + head[0].length);
    return list && head[0].includes(':') ? `: ${list}` : list;
  }
  // "Interlocuteurs : les dirigeants – PDG, DG …", "ICP: compliance people: DPOs …": a heading made only of a lead-in goes,
  // so the heading after it is the one its list defines.
  if (head && head[0].includes(':') && META_LEAD.test(f.trim()) && !namesPeople(sentence.slice(0, head.index)))
    return sentence.slice(head.index + head[0].length);
  const segment = head ? sentence.slice(0, head.index) : sentence;
  if (productHeaded(segment)) return head ? rest(head.index + head[0].length) : '';
  return sentence;
}

/** The sentences of a definition without the seller's context. */
export function withoutContext(list: readonly string[]): string[] {
  const lead = list.findIndex((s) => META_LEAD.test(fold(s).replace(/^[^\p{L}]+/u, '')) && namesPeople(s));
  return list.map((s, i) => (i < lead && !negates(s) ? '' : withoutContextOf(s))).filter((s) => s.trim());
}
