// The compiler's grammar, rule 1 (see resolve.ts for the others): what a piece's own words say: weak levels,
// "senior" before a level noun, ranges ("manager and up", "below director", "from APMs up to the CPO"), "who runs X",
// and the concepts of buying ("decision makers for HR software", "budget holders").
import { levelsBetween, LEVEL_RANK, LEVELS, TITLE_KINDS, type Level } from '../criteria.js';
import type { Piece } from './piece.js';
import { add, LEADERS, MANAGER_SET, TEAM_LEADERS, uniq } from './resolve.js';
import { directorAndUp } from './scope.js';
import { TEAM_WORD } from './lexicon.js';

/** Kinds of title that are a rung of their own: said in a range, they are its bottom, not a kind over it. */
const RUNG_KINDS: ReadonlySet<string> = new Set(['assistant', 'coordinator', 'working_student', 'apprentice']);

const rank = (l: Level) => LEVEL_RANK[l];
const PEOPLE_LEADERS: Level[] = ['team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'];
const below = (l: Level) => LEVELS.filter((x) => rank(x) < rank(l));

/** Rule 1: what a piece's own words say. */
export function settle(p: Piece): void {
  if (p.elsewhere) {
    // "founders of other companies", "Gründer von Nebenprojekten": roles elsewhere name nobody at this company.
    Object.assign(p, { areas: [], levels: [], weak: [], roles: [], traits: [], employment: [], alone: false, noun: false, all: false, any: false });
    return;
  }
  // "HR advisors", "conseillers clientèle", "asesores comerciales": advisors of an area hold a job in it (its individual
  // contributors), not a seat on an advisory board.
  // (Left out, they may be the sales side of an area the persona keeps: "no credit advisors" stays the advisers.)
  if (p.mode === 'in' && p.alone && p.areas.length && p.employment.join() === 'advisor' && !p.roles.length && !p.levels.length && !p.all) {
    Object.assign(p, { alone: false, employment: [], noun: true, icNoun: true });
    add(p.traits, 'individual_contributor');
  }
  unitSeat(p);
  if (p.senior) {
    // "senior EMs", "from senior EM up": the senior rung of the noun, not its other rungs (and the bound of a range).
    if (p.levels.some((l) => MANAGER_SET.includes(l))) p.levels = p.levels.filter((l) => !MANAGER_SET.includes(l)).concat('senior_manager');
    if (p.levels.includes('vp')) p.levels.push('svp');
    if (!p.levels.length && !p.weak.length) p.levels.push('senior');
    // "do júnior ao sênior", "from junior to senior": with nothing after it, "senior" is the top of the range.
    else if (p.range.from && p.levels.every((l) => rank(l) < rank('senior'))) p.levels.push('senior');
  }
  // "IT-medewerkers met een leidinggevende rol", "staff who manage people": a word for staff does not make people managers ICs
  // (a said "individual contributors who manage people" stays both: a contradiction the warnings report).
  if (p.noun && p.traits.includes('manages_people')) p.traits = p.traits.filter((t) => t !== 'individual_contributor');
  if ((!p.levels.length || p.range.from) && p.weak.length) p.levels = uniq([...p.levels, ...p.weak]);
  // "who runs X" names X's leaders; after a person noun it says what they do ("the engineers who run our infra").
  // "who leads the platform teams", "quem lidera os times de plataforma": a team is led by its manager, so managers and up.
  // "people who manage support agents": the leaders of people are their team leads and everyone above them.
  if (p.run && !p.levels.length && p.areas.length && !p.roles.length && !p.noun)
    p.levels = p.runPeople ? [...PEOPLE_LEADERS] : TEAM_WORD.test(p.words.join(' ')) ? [...TEAM_LEADERS] : [...LEADERS];
  // "desde coordinador hasta el CIO": a kind of title that is a rung starts the range at its rung, not at the bottom.
  const rungFrom = p.roles.some((r) => RUNG_KINDS.has(r));
  if ((p.range.from || p.range.down) && p.roleLevels.length) {
    // "from APMs up to the CPO", "marketing up to the CMO": a range whose end is a named role is a range of levels in its area.
    p.levels = uniq([...p.levels, ...p.roleLevels]);
    p.areas = uniq([...p.areas, ...p.roleAreas]);
    // "category buyers up to the head of buying": a kind of title at the end stays the kind, over the range's rungs (the
    // kinds that are rungs, "from assistants up to the director", start the range).
    if (p.roles.every((r) => TITLE_KINDS.has(r) && !RUNG_KINDS.has(r))) [p.roleLevels, p.roleAreas] = [[], []];
    else p.roles = [];
    p.alone = false;
  }
  directorAndUp(p);
  // "do estagiário ao diretor", "from interns to directors": a range of rungs, not interns standing alone.
  if (p.range.from && p.alone && p.levels.length > 1 && !p.roles.length && !p.employment.length) p.alone = false;
  // "de analistas a gerentes", "from ICs to directors", "FP&A analysts to heads": individual contributors, or a
  // person noun without a rung, are the bottom of the range.
  // ("from senior buyers up to the director", "vom Senior-Einkäufer bis zum Direktor": "senior" said at the start is the
  // bottom rung; piece.ts adds it.)
  const seniorStart = p.range.from && !!p.seniorStart;
  if (seniorStart) {
    p.levels = uniq([...p.levels, 'senior']);
    p.traits = p.traits.filter((t) => t !== 'individual_contributor');
  }
  if (
    p.range.from &&
    p.levels.length &&
    !seniorStart &&
    (p.traits.includes('individual_contributor') || (p.nounFrom && !rungFrom) || (p.bareStart && !p.range.up))
  ) {
    p.levels.push('entry');
    p.traits = p.traits.filter((t) => t !== 'individual_contributor');
  }
  const ranked = p.levels.map(rank);
  // "everyone in finance below the CFO": a bound alone (piece.ts: a chief after "below") is the range of its area.
  const bounded = p.range.below && !!p.bound?.length && p.areas.length > 0;
  if ((ranked.length || bounded) && (p.range.up || p.range.down || p.range.below || p.range.from)) {
    const lo = LEVELS.find((l) => rank(l) === Math.min(...ranked)) as Level;
    const hi = LEVELS.filter((l) => rank(l) === Math.max(...ranked)).pop() as Level;
    if (p.range.below) {
      // "people managers below director level": the bound is the level named after "below" (its lowest rung: "below
      // manager level" is below managers and senior managers alike), else the highest level named; the others stay.
      const bound = p.bound?.length ? (LEVELS.find((l) => p.bound?.includes(l)) ?? hi) : hi;
      const under = below(bound);
      const own = p.levels.filter((l) => rank(l) < rank(bound));
      p.levels = own.length ? own : under;
      const top = under[under.length - 1];
      if (top) p.ceiling = top;
    } else if (p.range.from && (!p.range.up || p.range.to)) {
      p.levels = levelsBetween(lo, hi);
      p.traits = p.traits.filter((t) => t !== 'junior');
      // "juniors to execs": the whole ladder is any level.
      if (rank(lo) <= rank('entry') && rank(hi) >= rank('c_level')) p.levels = [];
    } else if (p.range.up) p.levels = levelsBetween(lo);
    else if (p.range.down) p.levels = levelsBetween(undefined, hi);
  }
  p.levels = uniq(p.levels);
  if (p.buy || (p.software && !p.areas.length && p.product === null && p.run)) {
    const fnAreas = uniq([...p.areas, ...(p.product ?? [])]);
    p.areas = fnAreas;
    if (fnAreas.length) add(p.traits, p.buy?.budget ? 'budget_holder' : 'decision_maker');
    else if (p.software) add(p.traits, 'software_buyer');
    else add(p.traits, p.buy?.budget ? 'budget_holder' : 'decision_maker');
    if (!p.employment.length) p.employment = ['employee'];
  }
}

/** "each / every" in the six languages, before the unit a seat is the number one of. DATA. */
const EACH = /^(each|every|cada|jede|jeder|jedes|jeden|chaque|elk|elke|iedere|ieder)$/;
const UNIT_SEATS: ReadonlySet<string> = new Set(['ceo', 'general_manager']);
/** A general manager's words (read as the company's chief away from hotels). DATA. */
const GM_WORDS = /\b(gm|gms|general managers?)$/;

/**
 * Session 56: "the GM of each hotel", "the general manager of every plant", "le directeur de chaque site": a chief of each
 * unit is that unit's general manager; the unit's words are where the seat is, not an area whose people it adds (a named
 * seat with an area is either: everyone in hotels).
 */
function unitSeat(p: Piece): void {
  deputySeat(p);
  if (!p.noun || !p.roles.length || !p.roles.every((r) => UNIT_SEATS.has(r)) || p.levels.length) return;
  const seen = p.seen.map((t) => t.tag?.k ?? '');
  const of = seen.indexOf('of');
  const seat = seen.indexOf('noun');
  if (of < 0 || seat < 0 || seat > of || !EACH.test(p.seen[of + 1]?.text ?? '')) return;
  // (A chief executive of each is one: "the CEO of each portfolio company".)
  if (!p.roles.includes('general_manager') && !GM_WORDS.test(p.seen[seat]?.text ?? '')) return;
  if (!p.seen.slice(of + 2).every((t) => t.tag?.k === 'area' || t.tag?.k === 'filler' || !t.tag)) return;
  Object.assign(p, { areas: [], roles: ['general_manager'], eachUnit: true });
}

/** A deputy's words before a seat ("deputy GM", "stellvertretender Geschäftsführer", "adjunto al director general"). DATA. */
const DEPUTY =
  /^(deputy|vice|assistant|stellvertretende|stellvertretender|stellvertretenden|stv|adjoint|adjointe|adjunto|adjunta|adjunto al|subdirector|sub|plaatsvervangend|plaatsvervangende)$/;

/**
 * Session 56: "deputy GM", "assistant general managers": the general manager's deputy, whom the title reader reads as a general
 * manager ("Deputy General Manager"), not everyone on the deputies' rungs or the company's chief executive.
 */
function deputySeat(p: Piece): void {
  if (!p.noun || !p.alone || !p.roles.length || !p.roles.every((r) => UNIT_SEATS.has(r))) return;
  const at = p.seen.findIndex((t) => t.tag?.k === 'noun');
  const before = p.seen[at - 1];
  if (!before || !DEPUTY.test(before.text) || !GM_WORDS.test(p.seen[at]?.text ?? '')) return;
  // (Beside hotels, where a general manager is the hotel's, the deputy is the hotel's senior manager, as the reader reads a
  // hotel company's "Deputy GM", "Resident Manager", "Subdirector".)
  const hotel = p.roles.includes('general_manager');
  Object.assign(p, hotel ? { roles: [], levels: ['senior_manager'], areas: ['hotel'], alone: false } : { roles: ['general_manager'], levels: [], areas: [] });
}
