// Company-relative rungs said of a sentence (after compiler/top-rung.ts marks the tops said of one inclusion): "the number
// two in sales", "everyone below whoever runs IT", "das IT-Team ohne seinen Chef", first-line managers, managers of
// managers, one-person departments, "the top person in every function". Vocabulary: lexicon-rungs.ts (and lexicon-top.ts
// for the top). Grammar, over the words of one sentence (up to a full stop, semicolon, "!" or "?"):
// - a phrase of a rung in it (in this order: one-person, managers of managers, first line, number two, below the top — a
//   word of "below" or "without its boss" followed by the top of an area —, the top) makes the inclusions read in that
//   sentence one inclusion at that rung (`Selector.rung`): the others are what it is said of ("la persona justo por
//   debajo del máximo responsable comercial, sea su adjunto o el siguiente escalón de mando") or examples of it;
// - its areas are those the sentence's inclusions name (a role names its area: the CFO finance), or none (each person's
//   own area apart) when the sentence says "each department", "jedes Bereichs", "chaque service", "elk vakgebied" or names
//   no area;
// - "le numéro un de la finance et son numéro deux", "heads of each department … plus whoever sits directly below them":
//   a top said before the number two in the sentence is kept too.
// Then, across the definition, an inclusion of the same function as a rung's is an example of it and folds into it ("The
// most senior person in finance. At a small firm that may be a finance manager or a senior accountant; at a bigger one the
// CFO."): the top takes the rungs its examples name below the manager; the other rungs keep theirs. A number two's own
// exclusions of its function ("not the head of sales themselves", "nor the reps") are what the rung says already.
import { functionOf, levelsBetween, type AreaKey, type Level, type Selector, type SelectorRung, type Span } from '../criteria.js';
import { implied } from '../judge/judge.js';
import { norm } from '../reader/text.js';
import {
  ABOVE_FIRST_LINE_PHRASES,
  ALL_WORDS,
  EACH_AREA_WORDS,
  FIRST_LINE_PHRASES,
  NOTHING_WORDS,
  OWNER_WORDS,
  RUNG_WORDS,
  SECOND_PHRASES,
  SOLE_PHRASES,
  THE_WORDS,
  UNDER_WORDS,
  WITHOUT_WORDS,
} from './lexicon-rungs.js';
import { BOSS_NOUNS, LEAD_VERBS, TOP_PHRASES, WHO_WORDS } from './lexicon-top.js';
import { refersBack, saysTop, saysTopPhrase } from './top-rung.js';
import { afterSeatCondition } from './fallbacks.js';

const LEADERS = levelsBetween('team_lead', 'c_level');
const ALL_RUNGS = levelsBetween('entry', 'c_level');
const EMPTY: Selector = { areas: [], levels: [], roles: [], employment: [], traits: [], text: '' };
const TOP_SAID = levelsBetween('entry', 'c_level');
const TOP_BOSS = levelsBetween('manager', 'c_level');

const any = (xs: readonly string[]) => `(?:${xs.join('|')})`;
const phrase = (xs: readonly string[]) => new RegExp(`(?:^| )${any(xs)}(?: |$)`);
const SECOND = phrase(SECOND_PHRASES);
/** A number two with people in parentheses after it ("their number two (hotel manager, deputy GM)"). */
const SECOND_NAMED = new RegExp(`(?:^|\\s)${any(SECOND_PHRASES)}\\s*\\(`);
const FIRST_LINE = phrase(FIRST_LINE_PHRASES);
const ABOVE_FIRST_LINE = phrase(ABOVE_FIRST_LINE_PHRASES);
const SOLE = phrase(SOLE_PHRASES);
const EACH_AREA = phrase(EACH_AREA_WORDS);
const ALL = phrase(ALL_WORDS);
const TOP_OF_AREA = `(?:${any(TOP_PHRASES)}|${any(WHO_WORDS)}(?: \\S+){0,3} ${any(LEAD_VERBS)}|${any(THE_WORDS)} (?:\\S+ )?${any(BOSS_NOUNS)})`;
const UNDER_TOP = new RegExp(`(?:^| )(?<!${any(NOTHING_WORDS)} )${any(UNDER_WORDS)} (?:\\S+ ){0,3}${TOP_OF_AREA}(?! ${any(RUNG_WORDS)})(?: |$)`);
const WITHOUT_BOSS = new RegExp(`(?:^| )${any(WITHOUT_WORDS)} ${any(OWNER_WORDS)} (?:\\S+ )?${any(BOSS_NOUNS)}(?: |$)`);
/** Where a sentence ends. */
const SENTENCE_BREAK = /[.;!?\n]+/u;

/** Where one piece of a list ends and the next begins: a top is said within one ("Leaders only: CISO, head of security" says none). */
const PIECE_BREAK = /[,:()[\]{}|\u2013\u2014\u2022]+/u;

/** Whether a piece of the sentence (before `end`, a position in the sentence's pieces joined) says the top. */
function saysTopIn(pieces: readonly string[]): boolean {
  return pieces.some((p) => saysTop(p) === 'said');
}

/** The rungs a sentence (its pieces, flattened) says, in the order they are kept (a top said before a number two stays beside it). */
function rungsOf(pieces: readonly string[]): SelectorRung[] {
  const sentence = pieces.join(' ');
  if (ABOVE_FIRST_LINE.test(sentence)) return ['above_first_line'];
  if (FIRST_LINE.test(sentence)) return ['first_line'];
  const at = pieces.findIndex((p) => SECOND.test(p));
  if (at >= 0) {
    const second = SECOND.exec(pieces[at] as string) as RegExpExecArray;
    return saysTopIn([...pieces.slice(0, at), (pieces[at] as string).slice(0, second.index)]) ? ['top', 'second'] : ['second'];
  }
  if (pieces.some((p) => UNDER_TOP.test(p) || WITHOUT_BOSS.test(p))) return ['below_top'];
  if (saysTopIn(pieces)) return ['top'];
  return SOLE.test(sentence) ? ['sole'] : [];
}

/** Text as words: folded, letters and digits only, one space apart ("chef d'équipe" is "chef d equipe"). */
const flat = (s: string) =>
  norm(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether an inclusion's words stand in the sentence (an apostrophe read as a space or as nothing: "d equipe", "iter"). */
const within = (sentence: string, s: Pick<Selector, 'text'>) => {
  const joined = (t: string) => flat(t.replace(/'/g, ''));
  const [spaced, glued] = [` ${flat(sentence)} `, ` ${joined(sentence)} `];
  // merged neighbours' words are joined by ", " ("vp, head of marketing"): each stands in the sentence
  const parts = s.text.split(', ').filter((t) => flat(t));
  return (
    parts.length > 0 && parts.every((t) => spaced.includes(` ${flat(t)} `) || glued.includes(` ${joined(t)} `) || compounds(spaced, t) || opening(spaced, t))
  );
};

/** The first three words stand in the sentence, the rest rewritten ("everyone in IT below whoever runs it" read as "… below their leaders"). */
function opening(sentence: string, text: string): boolean {
  const own = flat(text).split(' ');
  return own.length > 3 && sentence.includes(` ${own.slice(0, 3).join(' ')} `);
}

/**
 * Words of three or more that stand in the sentence, the longer ones maybe inside a compound ("die Stellvertretung der
 * Marketingleitung" read as "die stellvertretung der leitung marketing").
 */
function compounds(sentence: string, text: string): boolean {
  const own = flat(text).split(' ');
  const theirs = sentence.trim().split(' ');
  return own.length >= 3 && own.every((w) => (w.length >= 4 ? theirs.some((x) => x.includes(w)) : theirs.includes(w)));
}

/** Areas of named roles the judge implies none for (a chief procurement officer runs procurement). */
const ROLE_AREAS: Readonly<Record<string, AreaKey>> = { procurement_chief: 'procurement' };
const areasOf = (s: Selector): AreaKey[] => [...new Set([...implied(s).areas, ...s.roles.flatMap((r) => (ROLE_AREAS[r] ? [ROLE_AREAS[r] as AreaKey] : []))])];
const functionsOf = (s: Selector) => new Set(areasOf(s).map(functionOf));

/** The levels a rung selector takes: a top said by a phrase of the top any rung, by a boss noun a leader's. */
function levelsOf(rung: SelectorRung, sentence: string, first: Selector): readonly Level[] {
  if (rung === 'top') return saysTopPhrase(sentence) ? TOP_SAID : TOP_BOSS;
  if (rung === 'sole') return ALL_RUNGS;
  if (rung === 'below_top') return !ALL.test(sentence) && first.levels.length && first.levels.every((l) => LEADERS.includes(l)) ? LEADERS : ALL_RUNGS;
  return LEADERS;
}

/**
 * Reads the rungs said of sentences (see above) into the inclusions, folds the examples of each into it, and drops the
 * words so read from `unrecognised`.
 */
export function relativeRungs(include: Selector[], exclude: Selector[], definition: string, unrecognised: Span[]): void {
  const sentences = norm(definition)
    .split(SENTENCE_BREAK)
    .map((raw) => ({ raw, pieces: raw.split(PIECE_BREAK).map(flat).filter(Boolean) }))
    .filter((t) => t.pieces.length);
  const hasTop = include.some((s) => s.rung === 'top') || sentences.some((t) => rungsOf(t.pieces).includes('top'));
  for (const { raw, pieces } of sentences) {
    const sentence = pieces.join(' ');
    let rungs = rungsOf(pieces);
    if (rungs[0] === 'sole' && hasTop) rungs = [];
    if (!rungs.length) continue;
    // ("the top marketer and their team leads": the people referred back to the rung are more people, not examples of it.)
    const here = include.filter((s) => within(raw, s) && !s.employer && !s.employment.some((e) => e === 'board' || e === 'advisor') && !refersBack(s));
    // Inclusions of an area a rung said before already holds are its examples (folded below), not a rung of their own.
    const made = include.filter((s) => s.rung && s.areas.length);
    const each = EACH_AREA.test(sentence);
    // "Les managers de proximité de chaque service": a rung of each area needs no inclusion of its own.
    if (!here.length && each && rungs.every((r) => r === 'first_line' || r === 'above_first_line' || r === 'sole')) {
      include.push(
        ...rungs.map((rung) => ({ areas: [], levels: [...levelsOf(rung, sentence, EMPTY)], roles: [], employment: [], traits: [], text: sentence, rung })),
      );
      continue;
    }
    if (!here.length || here.every((s) => made.some((r) => r !== s && !here.includes(r) && sameFunction(r, s)))) continue;
    // Session 56: "and their number two (resident manager, EAM, deputy GM)": people its parentheses name (attach.ts) are who
    // the number two is; the rung read over the sentence would fold the seats before it in too.
    if (rungs.length === 1 && rungs[0] === 'second' && SECOND_NAMED.test(raw) && !here.some((s) => SECOND.test(flat(s.text)))) continue;
    // A top one inclusion already says (top-rung.ts) is kept as it is (of each area apart when the sentence says so: "the
    // person at the top of each function"); its examples fold into it below.
    const top = here.find((s) => s.rung === 'top' && (!each || !s.areas.length));
    if (rungs.length === 1 && rungs[0] === 'top' && top) {
      // what follows it in the sentence naming no area is an example of it ("ob IT-Leiter, Administrator oder CIO")
      for (const s of here.slice(here.indexOf(top) + 1))
        if (!functionsOf(s).size && !s.traits.length && !s.employment.length) include.splice(include.indexOf(s), 1);
      continue;
    }
    const first = here[0] as Selector;
    const areas = each ? [] : [...new Set(here.flatMap(areasOf))];
    if (!areas.length && !each) continue;
    // A tenure every one of them was said with stays theirs ("engineers who joined in the last 6 months, the most senior of them").
    const tenure = first.tenure && here.every((s) => JSON.stringify(s.tenure) === JSON.stringify(first.tenure)) ? first.tenure : undefined;
    const rungSelectors = rungs.map((rung): Selector => ({
      areas,
      levels: [...levelsOf(rung, sentence, first)],
      roles: [],
      employment: [...new Set(here.flatMap((s) => s.employment))].filter((e) => e === 'employee'),
      traits: [],
      text: first.text,
      ...(tenure ? { tenure: { ...tenure } } : {}),
      rung,
    }));
    const at = include.indexOf(first);
    for (const s of here) include.splice(include.indexOf(s), 1);
    include.splice(at, 0, ...rungSelectors);
    for (let i = unrecognised.length - 1; i >= 0; i -= 1) {
      const u = unrecognised[i] as Span;
      if (u.side === 'include' && within(raw, u)) unrecognised.splice(i, 1);
    }
  }
  foldExamples(include, exclude, definition);
}

/** Whether an inclusion names only areas (or roles of areas) of the functions a rung selector names. */
function sameFunction(r: Selector, s: Selector): boolean {
  const fns = new Set(r.areas.map(functionOf));
  const f = functionsOf(s);
  return f.size > 0 && [...f].every((x) => fns.has(x));
}

/**
 * An inclusion elsewhere in the definition is an example of a rung selector (see above) when it names the same function,
 * or when it names only rungs or a kind of engagement ("interim leaders alike", "staat er een interim bovenaan"), or,
 * for a rung of each department, only leaders ("else whoever heads it"); never one with a kind of employer of its own.
 */
function example(r: Selector, s: Selector): boolean {
  if (
    s === r ||
    s.rung ||
    s.employer ||
    refersBack(s) ||
    s.traits.some((t) => t !== 'individual_contributor') ||
    s.employment.some((e) => e === 'board' || e === 'advisor')
  )
    return false;
  if (r.areas.length && sameFunction(r, s)) return true;
  const named = areasOf(s).length > 0 || s.roles.length > 0 || !!s.titles?.length;
  if (!named && (s.levels.length > 0 || s.employment.length > 0)) return true;
  return !r.areas.length && !s.roles.length && s.levels.length > 0 && s.levels.every((l) => LEADERS.includes(l));
}

/** Folds the examples of each rung selector into it; a number two's exclusions of its own function go (see above). */
function foldExamples(include: Selector[], exclude: Selector[], definition: string): void {
  for (const r of include.filter((s) => s.rung)) {
    // "PMMs. If a company has no PMM, the top marketing person instead": a rung said after a condition on a seat stands
    // in for that seat; the people named elsewhere are no examples of it.
    if (afterSeatCondition(definition, r.text)) continue;
    for (const s of include.filter((x) => example(r, x))) {
      if (r.rung === 'top' && r.areas.length) {
        const below = s.levels.length ? s.levels.filter((l) => l !== 'intern') : (['entry', 'senior'] as const);
        r.levels = [...new Set([...r.levels, ...below])];
        r.areas = [...new Set([...r.areas, ...s.areas])];
      }
      include.splice(include.indexOf(s), 1);
    }
    if (r.rung !== 'second') continue;
    for (let i = exclude.length - 1; i >= 0; i -= 1) {
      const e = exclude[i] as Selector;
      if (r.areas.length && sameFunction(r, e) && !e.employment.length && e.traits.every((t) => t === 'individual_contributor')) exclude.splice(i, 1);
    }
  }
}
