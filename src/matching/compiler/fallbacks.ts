// Conditions on another seat (session 34): a fallback (`Selector.fallback_for`) and the seat it stands in for. Words:
// lexicon-fallbacks.ts. Grammar, over the folded words of each sentence (up to a full stop, "!", "?" or a line break):
// - a marker of a fallback said without its seat ("otherwise", "sonst", "sinon", "à défaut", "en su defecto", "senão",
//   "anders"): the inclusions read after it, up to a semicolon or the next marker, stand in for the last inclusion read
//   before it (in the sentence, or else in the sentences before: "Our buyer is the CFO. Otherwise the controller."); said
//   after both ("the CFO, or the finance manager where there is none"), the last inclusion before it stands in for the one
//   before that;
// - a condition naming a seat ("only where there is no IT head", "unless there is a sales director", "wenn es keinen
//   IT-Leiter gibt", "sans DRH,", "si no hay director comercial", "se não houver CFO", "tenzij er een salesdirecteur is"):
//   the inclusions of its clause before it (or, when there are none, after it: "Where there is no CISO, the head of IT")
//   stand in for the seat, read as a condition-only inclusion (`Selector.condition_only`) of its own: the seat is a
//   condition, not someone kept, even where the persona keeps such people too (another inclusion keeps them).
// A marker said of both a seat and people before it, a chain ("bei Firmen ohne Einkaufsleitung: der CFO, und wenn es den
// auch nicht gibt, der Geschäftsführer") stands in for the nearest. A condition whose people or seat cannot be read is
// said in a `not_applied` warning, never dropped silently. The links are made before neighbours merge (inclusions.ts) and
// put in place once the inclusions are settled (`placeFallbacks`: each fallback after the seat it names).
import type { Selector, Warning } from '../criteria.js';
import { foldText } from './fold.js';
import { splitSentences } from './sentences.js';
import { LEVEL_RANK, levelsBetween } from '../criteria.js';
import { ELSE_MARKERS, SEAT, SEAT_CONDITIONS, TOP_OF_LIST } from './lexicon-fallbacks.js';

/** Each fallback and the inclusion (or condition-only seat) it stands in for. */
export type FallbackLinks = Map<Selector, Selector>;

/** Reads the seat words of a condition into an inclusion (the compiler's own reading), or nothing. */
export type SeatReader = (words: string) => Selector | undefined;

const bounded = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'gu');
const ELSE = bounded(ELSE_MARKERS.join('|'));
const TOP = bounded(TOP_OF_LIST.join('|'));
const SEATS = SEAT_CONDITIONS.map((c) => bounded(c.replace('SEAT', `(${SEAT})`)));
/** Where a sentence ends (not at "bzw.", "e.g.": sentences.ts); a semicolon is a clause of it here. */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/g;
const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (s: string) => foldText(s).match(WORD) ?? [];
/** ", and", ", et", ", und", ", y", ", e", ", en", ", plus", ", as well as" (folded): the next item of a list. */
const AND_NEXT = /,\s+(?:and|plus|as well as|along with|et|ainsi que|und|sowie|y|e|en|alsook|ademas de|bem como)\s/;

/**
 * Whether a condition on a seat comes before these words in their sentence ("PMMs. If a company has no PMM, the top
 * marketing person instead"): the people they name stand in for that seat, they are no rung the people named elsewhere
 * are examples of.
 */
export function afterSeatCondition(definition: string, words: string): boolean {
  const own = wordsOf(words);
  if (!own.length) return false;
  return splitSentences(definition, SENTENCE_END).some((raw) => {
    const text = foldText(raw);
    const all = text.match(WORD) ?? [];
    const at = all.findIndex((_, i) => own.every((w, j) => all[i + j] === w));
    if (at < 0) return false;
    // (a fresh search each time: the shared expressions are global, and test() would move where the next one starts)
    return SEATS.some((re) => {
      const m = new RegExp(re.source, re.flags.replace('g', '')).exec(text);
      return !!m && (text.slice(0, m.index).match(WORD) ?? []).length < at;
    });
  });
}

interface Located {
  s: Selector;
  start: number;
  end: number;
}

/** Where an inclusion's words stand in a sentence's words (its first and last part: merged neighbours are "a, b"). */
function locate(s: Selector, words: readonly string[]): Located | undefined {
  const at = (part: string, from: number) => {
    const w = wordsOf(part);
    if (!w.length) return -1;
    for (let i = from; i + w.length <= words.length; i += 1) if (w.every((x, j) => words[i + j] === x)) return i;
    return -1;
  };
  const parts = s.text.split(', ');
  const start = at(parts[0] ?? '', 0);
  if (start < 0) return compound(s, words);
  const last = parts[parts.length - 1] ?? '';
  const end = parts.length > 1 ? at(last, start) : start;
  return end < 0 ? undefined : { s, start, end: end + wordsOf(last).length };
}

/** Short words that glue a title's words together, found anywhere. */
const GLUE = new Set([
  'the',
  'and',
  'its',
  'des',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'het',
  'les',
  'los',
  'las',
  'del',
  'una',
  'uma',
  'our',
  'for',
  'von',
  'van',
]);

/**
 * Where the words of an inclusion read out of compounds stand ("Vertriebsteamleiter" read as "teamleiter vertrieb"):
 * each of its longer words inside a word of the sentence, within three words.
 */
function compound(s: Selector, words: readonly string[]): Located | undefined {
  // (a short word of a title counts too: "HSE managers" is not found at "its site managers")
  const own = wordsOf(s.text).filter((w) => w.length >= 4 || (w.length === 3 && !GLUE.has(w)));
  const at = own.map((w) => words.findIndex((x) => x.includes(w)));
  if (!own.length || at.some((i) => i < 0)) return undefined;
  const [start, end] = [Math.min(...at), Math.max(...at) + 1];
  return end - start <= 3 ? { s, start, end } : undefined;
}

/** The index of the word a character of `text` opens or stands in (words before it). */
const wordIndex = (text: string, char: number) => (text.slice(0, char).match(WORD) ?? []).length;

/** The rung an inclusion starts at (a chief's role alone is the C-level): "the head of IT" (head and up) is below the CIO. */
const rank = (s: Selector) => (s.levels.length ? Math.min(...s.levels.map((l) => LEVEL_RANK[l])) : s.roles.length ? LEVEL_RANK.c_level : -Infinity);

/** Whether two inclusions read the same people (their areas, rungs and roles). */
const sameReading = (a: Selector, b: Selector) =>
  [a.areas, a.levels, a.roles].every((x, i) => x.join() === [b.areas, b.levels, b.roles][i]!.join()) && a.areas.length + a.roles.length > 0;

/**
 * A seat read alone as the persona reads one of its inclusions alone is read as that inclusion is in its sentence ("Hotels
 * only: the general manager. If a hotel has no GM, …": the hotel's general manager, as "the general manager" is there).
 */
function inContext(seated: Selector | undefined, include: readonly Selector[], seat: SeatReader): Selector | undefined {
  if (!seated) return seated;
  const same = include.find((s) => !SEATS_READ.has(s) && !sameReading(s, seated) && sameAlone(seat(s.text), seated));
  return same ? { ...seated, areas: same.areas, levels: same.levels, roles: same.roles } : seated;
}
const sameAlone = (a: Selector | undefined, b: Selector) => a !== undefined && sameReading(a, b);

/** Whether following the links from `from` reaches `to`. */
function reaches(links: FallbackLinks, from: Selector, to: Selector): boolean {
  for (let s: Selector | undefined = from; s; s = links.get(s)) if (s === to) return true;
  return false;
}

/** The seats read out of conditions (kept, or condition-only): placed among the inclusions with their fallbacks. */
const SEATS_READ = new WeakSet<Selector>();

/** Reads the fallbacks said in the definition (see above) among the inclusions; the warnings say those not read. */
export function linkFallbacks(include: readonly Selector[], definition: string, warnings: Warning[], seat: SeatReader): FallbackLinks {
  const links: FallbackLinks = new Map();
  const seats = new Map<string, Selector>();
  const notApplied = (text: string, why: string) =>
    warnings.push({
      code: 'not_applied',
      text,
      message: `"${text}" is a condition on another seat that is not applied (${why}): the people named are kept wherever they are.`,
    });
  const link = (fallback: Selector, preferred: Selector) => {
    if (fallback !== preferred && !reaches(links, preferred, fallback)) links.set(fallback, preferred);
  };
  let earlier: Located[] = [];
  for (const raw of splitSentences(definition, SENTENCE_END)) {
    const text = foldText(raw);
    const words = text.match(WORD) ?? [];
    if (!words.length) continue;
    const here = include.flatMap((s) => locate(s, words) ?? []).sort((a, b) => a.start - b.start);
    const seatSpans: Array<[number, number]> = [];
    for (const re of SEATS)
      for (const m of text.matchAll(re)) {
        const [from, to] = [wordIndex(text, m.index), wordIndex(text, m.index + m[0].length)];
        seatSpans.push([m.index, m.index + m[0].length]);
        // (a parenthesis still open before it is its clause: "… plus the finance lead (CFO, or the finance manager if there is no CFO)")
        const open = text.lastIndexOf('(', m.index) > text.lastIndexOf(')', m.index) ? text.lastIndexOf('(', m.index) : -1;
        const clauseFrom = wordIndex(text, Math.max(text.lastIndexOf(';', m.index), text.lastIndexOf(':', m.index), open) + 1);
        const next = text.indexOf(';', m.index + m[0].length);
        const clauseTo = next < 0 ? words.length : wordIndex(text, next);
        const before = here.filter((l) => l.start >= clauseFrom && l.end <= from);
        const said = m[0].replace(/^[\s,]+|[\s,]+$/g, '');
        const seatWords = (m[1] ?? '').replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
        const seated = seats.get(seatWords) ?? inContext(seat(seatWords), include, seat);
        // the seat named again before it stands in for nobody ("registered managers — or the owner, if a home has no
        // registered manager": the owner stands in), and the people named before that seat are no part of the condition
        // ("the head of HR, plus the CFO or the finance manager if there is no CFO"): said in words of its own, not a word
        // inside another's ("Leiter" in "IT-Teamleiter nur, wenn es keinen IT-Leiter gibt").
        const apart = (l: Located) => before.every((o) => o === l || o.end <= l.start || o.start >= l.end);
        const again = before.findLastIndex((l) => seated !== undefined && apart(l) && sameReading(l.s, seated));
        const standing = before.slice(again + 1).filter((l) => !seated || !sameReading(l.s, seated));
        const people = standing.length ? standing : here.filter((l) => l.start >= to && l.end <= clauseTo);
        if (!people.length) notApplied(said, 'no one it is said of was read');
        else if (!seated) notApplied(said, 'its seat was not read');
        if (!people.length || !seated) continue;
        // "unless there is a sales director — then only the director": the seat is kept where it is held
        const kept = m[2] !== undefined;
        const condition: Selector = seats.get(seatWords) ?? { ...seated, ...(kept ? {} : { condition_only: true }), text: seatWords };
        SEATS_READ.add(condition);
        seats.set(seatWords, condition);
        for (const p of people) link(p.s, condition);
      }
    // "CTO, VP Engineering or head of engineering, whichever is top": each stands in for the one a rung above it
    for (const m of text.matchAll(TOP)) {
      const from = wordIndex(text, Math.max(text.lastIndexOf('(', m.index), text.lastIndexOf(';', m.index), text.lastIndexOf(':', m.index)) + 1);
      const listed = here.filter((l) => l.start >= from && l.end <= wordIndex(text, m.index)).map((l) => l.s);
      const ranked = [...listed].sort((a, b) => rank(b) - rank(a));
      if (listed.length < 2) notApplied(m[0].trim(), 'the seats it ranks were not read apart');
      ranked.forEach((s, i) => i > 0 && rank(s) < rank(ranked[i - 1]!) && link(s, ranked[i - 1]!));
    }
    const markers = [...text.matchAll(ELSE)].filter((m) => !seatSpans.some(([a, b]) => m.index < b && m.index + m[0].length > a));
    markers.forEach((m, i) => {
      const [from, to] = [wordIndex(text, m.index), wordIndex(text, m.index + m[0].length)];
      // (session 50: ", and …" after the people standing in starts the next item of the list: "the DRH or, failing that, the HR
      // manager, and the works council members" keeps the members wherever they are.)
      const rest = text.slice(m.index + m[0].length);
      const andAfter = AND_NEXT.exec(rest.replace(/^[\s,]+/, (x) => ' '.repeat(x.length)));
      // (Session 56: said inside parentheses, it ends with them: "(CIO, else the head of IT), the CCIO" keeps the CCIO anyway.)
      const inParens = text.lastIndexOf('(', m.index) > text.lastIndexOf(')', m.index);
      const stop = [
        text.indexOf(';', m.index + m[0].length),
        markers[i + 1]?.index ?? -1,
        andAfter ? m.index + m[0].length + andAfter.index : -1,
        inParens ? text.indexOf(')', m.index) : -1,
      ].filter((x) => x >= 0);
      const until = stop.length ? wordIndex(text, Math.min(...stop)) : words.length;
      const before = [...earlier, ...here.filter((l) => l.end <= from)];
      // (a marker read into the words of the people after it: "; anders de controller")
      const after = here.filter((l) => l.start >= from && l.end > to && l.end <= until);
      // said after both, it closes the words of the one standing in ("the finance manager where there is none")
      const closing = before.filter((l) => l.end >= from - 1 && l.end <= from).slice(-1);
      const fallbacks = after.length ? after : closing;
      const preferred = after.length ? before[before.length - 1] : before[before.length - 2];
      // a fallback read at the words of what it stands in for is a rung of the same words, not another seat
      const apart = (f: Located) => preferred !== undefined && (preferred.end <= f.start || preferred.start >= f.end);
      if (preferred && fallbacks.length && fallbacks.every(apart)) for (const f of fallbacks) link(f.s, preferred.s);
      // "the team leads where a department has them, else its managers": said of a company-relative rung, the rung reads it
      else if (!here.some((l) => l.s.rung)) notApplied(m[0].trim(), 'whom it stands in for, or who stands in, was not read');
    });
    earlier = [...earlier, ...here];
  }
  return links;
}

/**
 * Puts the fallbacks read in place among the settled inclusions: each after the inclusion (or the condition-only seat,
 * added here) it stands in for, with its position as `fallback_for`. A link whose fallback is no longer an inclusion
 * goes; one whose seat was merged away is said in a warning.
 */
export function placeFallbacks(include: Selector[], links: FallbackLinks, warnings: Warning[]): void {
  const live = new Map([...links].filter(([f, p]) => include.includes(f) && (include.includes(p) || SEATS_READ.has(p))));
  for (const [f, p] of links)
    if (include.includes(f) && !live.has(f))
      warnings.push({
        code: 'not_applied',
        text: f.text,
        message: `"${f.text}" was said to stand in for "${p.text}", which is not read apart: it is kept wherever it is.`,
      });
  if (!live.size) return;
  const order: Selector[] = include.filter((s) => !live.has(s));
  const place = (s: Selector) => {
    if (order.includes(s)) return;
    const p = live.get(s);
    if (p) place(p);
    order.push(s);
  };
  for (const s of include) place(s);
  include.splice(0, include.length, ...order);
  for (const [f, p] of live) f.fallback_for = include.indexOf(p);
  // The seat said again as people kept ("The CISO. Where there is no CISO, …") is the same seat.
  if ([...live.values()].some(chiefSeat)) for (const s of include) if (chiefSeat(s)) seatOfChief(s);
}

/**
 * Session 51: a chief's seat that a fallback stands in for ("the CISO if there is one, otherwise …", "where there is no
 * CISO, …") is the seat, whatever its title says: where no title says CISO, the company's security executive holds it
 * ("VP Security", "VP, Information Security"), and the fallback does not stand in. Read as the top rung of security's
 * executives (VP and up), so a CISO, where there is one, is that top. A head of security is not the seat (the development
 * sets' labels keep the IT head beside one where "there is no CISO"). Only the CISO: a CIO's or a CFO's seat has its heads
 * as fallbacks of its own ("otherwise the head of IT").
 */
const chiefSeat = (s: Selector) =>
  s.roles.length === 1 && s.roles[0] === 'ciso' && !s.areas.length && !s.levels.length && !s.titles?.length && !s.rung && !s.traits.length;
function seatOfChief(s: Selector): void {
  s.roles = [];
  s.areas = ['security'];
  s.levels = levelsBetween('vp', 'c_level');
  s.rung = 'top';
}
