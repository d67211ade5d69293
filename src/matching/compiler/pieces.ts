// The compiler's grammar, part 1: a tagged sentence → clauses → list pieces.
//
//   sentence   := [heading ":"] body                 (a question "Who runs X?" is a heading too)
//   body       := clause { polarity clause }
//   polarity   := neg ("not", "excluding", "pas de", "sin", "geen", …)   → the rest is an exclusion
//               | plus ("plus", "as well as", "also")                  → back to inclusion
//               | unless ("who did not", "unless")                     → who an exclusion spares
//               | clause negpost ("… excluded", "… are out")           → that clause is an exclusion
//   clause     := piece { sep piece }                 (sep: "and", "or", ",", "/", "&", "y", "en", …)
//   piece      := words up to a separator; "(" list ")" and "including / such as" list attach to the
//                 piece before them as its examples or its definition (resolve.ts)
//
// A piece gathers what its words say: areas, levels (strong, or weak like "leaders"), named roles,
// conditions, ranges ("and up", "at least", "below", "from … to"), concepts ("decision makers for",
// "who runs"), references ("their", "themselves", "anyone above") and the words nothing knew.
import { CROSS_AREAS, functionOf, type AreaKey, type Employment, type Level, type Tenure, type Trait } from '../criteria.js';
import type { Tag } from './lexicon.js';
import type { Tagged } from './tokens.js';

export type Mode = 'in' | 'ex' | 'unless';

export interface Piece {
  mode: Mode;
  words: string[];
  areas: AreaKey[];
  /** Areas a noun or department word gave (not a product category). */
  levels: Level[];
  weak: Level[];
  roles: string[];
  traits: Trait[];
  employment: Employment[];
  /** Named by a noun that never takes a neighbour's area ("interns", "founders", "the CFO"). */
  alone: boolean;
  /** Named by a person noun ("engineers", "AEs"), not only a department word ("engineering"). */
  noun: boolean;
  all: boolean;
  any: boolean;
  senior: boolean;
  range: { up?: boolean; down?: boolean; below?: boolean; from?: boolean; to?: boolean };
  /** The level came before "of/in" and an area ("heads of sales"), or the area before the level noun ("sales managers"). */
  levelFirst: boolean;
  areaFirst: boolean;
  run: boolean;
  buy: { budget: boolean } | null;
  product: AreaKey[] | null;
  software: boolean;
  their: boolean;
  themselves: boolean;
  above: boolean;
  tenure?: Tenure;
  ceiling?: Level;
  /** The level named right after "below" / "under" / "at least": the bound of the range. */
  bound?: Level[];
  pendingBound?: boolean;
  /** What a named role implies ("the CPO": C-level, product), kept apart from what the piece asks for. */
  roleLevels: Level[];
  roleAreas: AreaKey[];
  /** Unknown words, and whether one stood where an area belongs ("heads of wombats"). */
  unknown: string[];
  unknownArea: boolean;
  /** Index of the piece whose examples or definition this piece is, and how it was introduced. */
  parent?: number;
  via?: 'paren' | 'ex' | 'inc';
  /** Said to be included ("freelancers included", "stagiaires inclus"): it adds to the piece it belongs to, never defines it. */
  included?: boolean;
  /** Words the typo corrector fixed. */
  corrected: string[];
  /** The list ended with "etc." / "and so on": its heading stays. */
  etc: boolean;
  /** Named by a generic noun ("engineers") whose area a following word may say. */
  generic?: boolean;
  /** The piece names a level itself ("managers"), not only through a noun like "juniors". */
  ownLevel?: boolean;
  /** Named by a noun for everyone of an area ("salespeople"). */
  whole: boolean;
  /** A noun replaced the department words before it ("brand designers" are designers). */
  modified: boolean;
  /** Clause number: lists distribute only inside a clause (a polarity marker or "plus" starts another). */
  clause: number;
  /** About roles at other companies ("founders of other companies"): names nobody here. */
  elsewhere?: boolean;
  /** A condition or "senior" came before the piece's area or noun ("hands-on DevOps", "senior SRE", "ICs in sales"): it holds for the list it starts. */
  condFirst?: boolean;
  /** "up to director" with nothing before "to": the range starts at the lowest rung its list names, else at the bottom. */
  openStart?: boolean;
  /** A person noun without a rung came before "to" ("FP&A analysts to heads"): the range starts at the bottom. */
  bareStart?: boolean;
  /** The individual-contributor condition came only from a noun for ICs ("SDRs", "reps"), which "any level" lifts. */
  icNoun?: boolean;
  /** "individual contributors" said as a condition: it stays whatever the level words. */
  icSaid?: boolean;
  /** Began with "in" / "only in" / "limited to" before its area ("interns, only in sales"): it may scope the people before it. */
  scoped?: boolean;
}

export function emptyPiece(mode: Mode): Piece {
  return {
    mode,
    words: [],
    areas: [],
    levels: [],
    weak: [],
    roles: [],
    traits: [],
    employment: [],
    alone: false,
    noun: false,
    all: false,
    any: false,
    senior: false,
    range: {},
    levelFirst: false,
    areaFirst: false,
    run: false,
    buy: null,
    product: null,
    software: false,
    their: false,
    themselves: false,
    above: false,
    unknown: [],
    unknownArea: false,
    corrected: [],
    roleLevels: [],
    roleAreas: [],
    clause: 0,
    etc: false,
    modified: false,
    whole: false,
  };
}

const add = <T>(into: T[], xs: readonly T[] | undefined) => {
  for (const x of xs ?? []) if (!into.includes(x)) into.push(x);
};

/** The areas "engineering" stands for when it names no finer area (software and hardware). */
const isEngineering = (areas: readonly AreaKey[]) => areas.length === 2 && areas.includes('software') && areas.includes('hardware');

/** What a piece has said so far about levels (for "of" and area-first bookkeeping). */
const hasLevel = (p: Piece) => p.levels.length > 0 || p.weak.length > 0;

/** Whether `x` is in the function of one of `areas` (the function itself, or an area of it). */
const sameFunction = (areas: readonly AreaKey[], x: AreaKey) => areas.some((a) => a === functionOf(x) || functionOf(a) === functionOf(x));
/** Whether `a` is a finer area of the same function as one of the finer areas `of`. */
const isCross = (a: AreaKey) => (CROSS_AREAS as ReadonlySet<AreaKey>).has(a);
const partOf = (a: AreaKey, of: readonly AreaKey[]) => a !== functionOf(a) && of.some((x) => x !== functionOf(x) && functionOf(x) === functionOf(a));

function absorb(p: Piece, t: Tag, prevOf: boolean): void {
  switch (t.k) {
    case 'area':
      // "heads of HR", and "directeurs RH", "VP HR", "Leiter Marketing": a level before its area.
      if (hasLevel(p) && (prevOf || (!p.areas.length && !p.noun))) p.levelFirst = true;
      // "new-logo sales", "IT security": a function after one of its own areas only repeats it.
      // "Außendienstmitarbeiter im Vertrieb": also after "in".
      if (p.areas.length && t.areas.every((x) => p.areas.some((y) => functionOf(y) === x))) break;
      // "Plattform-Engineering", "ingeniería de plataforma": engineering next to one of its areas is that area.
      if (isEngineering(t.areas) && p.areas.length && p.areas.every((x) => functionOf(x) === 'engineering') && !isEngineering(p.areas)) break;
      if (isEngineering(p.areas) && !p.noun && t.areas.every((x) => functionOf(x) === 'engineering') && !isEngineering(t.areas)) {
        p.areas = [...t.areas];
        break;
      }
      // "engenheiros SRE", "ingénieurs sécurité", "engenheiros de confiabilidade": an area after a generic noun says which engineers.
      if (p.generic && (!prevOf || t.areas.every((x) => functionOf(x) === 'engineering'))) {
        p.areas = [...(t.engineers ?? t.areas)];
        p.generic = false;
        break;
      }
      // "sales reps who look after existing accounts": an area of the noun's function narrows it.
      // "accountmanagers nieuwe klanten": an area of the same function as the noun's area says which part of it.
      if (p.noun && p.areas.length && t.areas.some((x) => x !== functionOf(x) && sameFunction(p.areas, x))) {
        p.areas = t.areas.filter((x) => sameFunction(p.areas, x));
        break;
      }
      add(p.areas, t.areas);
      break;
    case 'noun': {
      if (t.roles?.length) {
        p.noun = true;
        add(p.roles, t.roles);
        add(p.roleLevels, t.levels);
        add(p.roleAreas, t.areas);
        if (t.alone) p.alone = true;
        break;
      }
      if (t.areas?.length && hasLevel(p) && prevOf) p.levelFirst = true;
      if (!t.levels?.length && !t.traits?.length && !t.employment?.length && !hasLevel(p) && !p.range.from) p.bareStart = true;
      if (p.areas.length && t.levels?.length) p.areaFirst = true;
      if (t.levels?.length) p.ownLevel = true;
      p.generic = !p.areas.length && !!t.areas && t.areas.length === 2 && t.areas.includes('software') && t.areas.includes('hardware');
      // "new-business account managers": a finer area of the noun's own function says which part of it.
      if (t.areas?.length && p.areas.length && !hasLevel(p) && !p.noun && p.areas.every((a) => partOf(a, t.areas ?? []))) {
        p.noun = true;
        add(p.traits, t.ic ? ['individual_contributor'] : []);
        if (t.ic) p.icNoun = true;
        break;
      }
      // "growth engineers", "growth PMs": an area across functions says who they are (its people of any function).
      const cross = !!t.areas?.length && p.areas.length > 0 && !hasLevel(p) && !p.noun && p.areas.every((a) => isCross(a));
      if (t.areas?.length && p.areas.length && !hasLevel(p) && !p.noun && !cross) {
        // "brand designers", "ML engineers": the noun says the area, the words before it only qualify it.
        p.areas = [];
        p.modified = true;
      }
      if (!cross) add(p.areas, t.areas);
      add(p.levels, t.levels);
      add(p.traits, t.traits);
      add(p.employment, t.employment);
      if (t.ic) add(p.traits, ['individual_contributor']);
      if (t.ic) p.icNoun = true;
      if (t.whole) p.whole = true;
      p.noun = true;
      if (t.alone) p.alone = true;
      break;
    }
    case 'level':
      if (!t.weak && t.levels.length) p.ownLevel = true;
      if (p.pendingBound) [p.bound, p.pendingBound] = [t.levels, false];
      if (p.areas.length && !hasLevel(p)) p.areaFirst = true;
      add(t.weak ? p.weak : p.levels, t.levels);
      break;
    case 'senior':
      if (!p.areas.length && !hasLevel(p) && !p.noun && !p.roles.length) p.condFirst = true;
      p.senior = true;
      break;
    case 'cond':
      if (!p.areas.length && !hasLevel(p) && !p.noun && !p.roles.length) p.condFirst = true;
      add(p.traits, t.traits);
      add(p.employment, t.employment);
      if (t.traits?.includes('individual_contributor')) p.icSaid = true;
      if (p.areas.length && !hasLevel(p)) p.areaFirst = true;
      break;
    case 'up':
    case 'min':
      p.range.up = true;
      break;
    case 'down':
      p.range.down = true;
      break;
    case 'below':
      p.range.below = true;
      p.pendingBound = true;
      break;
    case 'from':
      // "da base à diretoria", "from the bottom to director": everyone up to the end of the range.
      if (t.bottom) p.range.down = true;
      else p.range.from = true;
      break;
    case 'to':
      // "up to director", "até a diretoria", "bis zur Leitung": with nothing before it, the range starts at the bottom.
      if (!p.range.from && !hasLevel(p) && !p.noun) {
        p.range.down = true;
        p.openStart = true;
        break;
      }
      // "desde analistas hasta jefes", "vanaf junior tot manager": with an end, a lower bound starts a range.
      p.range.from = true;
      p.range.to = true;
      break;
    case 'any':
      p.any = true;
      break;
    case 'etc':
      p.etc = true;
      break;
    case 'elsewhere':
      p.elsewhere = true;
      break;
    case 'tenure':
      p.tenure = { ...(t.min !== undefined ? { min: t.min } : {}), ...(t.max !== undefined ? { max: t.max } : {}) };
      break;
    case 'all':
      p.all = true;
      break;
    case 'their':
      p.their = true;
      break;
    case 'themselves':
      p.themselves = true;
      break;
    case 'above':
      p.above = true;
      break;
    case 'run':
      p.run = true;
      break;
    case 'buy':
      p.buy = { budget: !!t.budget || !!p.buy?.budget };
      break;
    case 'product':
      if (t.areas) p.product = [...(p.product ?? []), ...t.areas];
      else p.software = true;
      break;
    default:
      break;
  }
}

/** Months at the company: "joined in the last 6 months", "more than 2 years", "new hires". */
const NUM: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, twelve: 12, eighteen: 18, a: 1 };
export function tenureOf(sentence: string): { tenure: Tenure; span: string } | null {
  // "in the last year", "within the past month": one of them.
  const n = sentence.toLowerCase().replace(/\b(the last|the past|last|past) (year|month)\b/g, '$1 1 $2');
  const m =
    /\b(?:who )?(?:joined|hired|started|arrived|been (?:here|there|with (?:us|the company))|at the company|with the company|tenure)\b[^,.;:]*?\b(in the last|within the last|in the past|within|less than|under|fewer than|more than|over|at least|longer than|for more than|for over|for at least)\s+(\d+|one|two|three|four|five|six|nine|twelve|eighteen|a)\s+(months?|years?)(?: ago)?/.exec(
      n,
    ) ??
    /\b(more than|over|at least|longer than|less than|under)\s+(\d+|one|two|three|four|five|six|nine|twelve|eighteen|a)\s+(months?|years?)\b(?: (?:at|with|in) the company| of tenure| tenure| in the job| in role)/.exec(
      n,
    );
  if (m) {
    const [op, num, unit] = m.length === 4 ? [m[1], m[2], m[3]] : [m[1], m[2], m[3]];
    const months = (Number(num) || NUM[num ?? ''] || 0) * (/year/.test(unit ?? '') ? 12 : 1);
    const max = /last|past|within|less|under|fewer/.test(op ?? '');
    return { tenure: max ? { max: months } : { min: months }, span: m[0].replace(/\b(last|past) 1 (year|month)\b/, '$1 $2') };
  }
  const plus =
    /\b(\d+|one|two|three|six|twelve)\s*\+\s*(months?|years?)\b(?: (?:at|with|in) the company| of tenure| tenure)?|\b(\d+|one|two|three|six|twelve) (months?|years?) or (?:more|longer)\b/.exec(
      n,
    );
  if (plus) {
    const num = plus[1] ?? plus[3] ?? '';
    const unit = plus[2] ?? plus[4] ?? '';
    return { tenure: { min: (Number(num) || NUM[num] || 0) * (/year/.test(unit) ? 12 : 1) }, span: plus[0] };
  }
  return null;
}

/** Whether the next word that is not an article names a rung or people ("a gerentes", "à la direction"). */
function rungAhead(tagged: Tagged[], from: number): boolean {
  for (const t of tagged.slice(from, from + 3)) {
    if (/^(os|as|los|las|les|la|le|el|o|de)$/.test(t.text)) continue;
    return t.tag?.k === 'level' || t.tag?.k === 'senior' || (t.tag?.k === 'noun' && !!t.tag.levels?.length) || (t.tag?.k === 'noun' && !!t.tag.roles?.length);
  }
  return false;
}

/** Splits a tagged sentence into pieces with their polarity and their attachments. */
/** `opens`: the sentence opens the persona (nothing before it is asked for). */
export function piecesOf(tagged: Tagged[], startMode: Mode = 'in', tenure?: Tenure, opens = false): Piece[] {
  const out: Piece[] = [];
  let mode: Mode = startMode;
  let cur = emptyPiece(mode);
  let prevOf = false;
  /** Open attachment: the piece examples or parentheses belong to. */
  let parent: { index: number; via: 'paren' | 'ex' | 'inc' } | null = null;
  let clauseStart = 0;
  let outerStart = 0;
  /** The first separator after each piece ("," or "and"…), by the piece's index. */
  const sepAfter = new Map<number, string>();
  let clause = 0;
  /** The polarity before an open parenthesis. */
  let parenMode: Mode | null = null;
  const flush = () => {
    if (cur.words.length) {
      if (parent) [cur.parent, cur.via] = [parent.index, parent.via];
      cur.clause = clause;
      out.push(cur);
    }
    cur = emptyPiece(mode);
    prevOf = false;
  };
  for (const [i, t] of tagged.entries()) {
    const k = t.tag?.k;
    // "de analistas a gerentes", "de junior à directeur": after people, "a" / "à" before a rung ends a range.
    if (t.text === 'a' && (hasLevel(cur) || cur.noun) && rungAhead(tagged, i + 1)) {
      cur.range.from = true;
      cur.words.push(t.text);
      continue;
    }
    if (t.text === 'tenurex') {
      cur.words.push('tenurex');
      if (tenure) cur.tenure = tenure;
      continue;
    }
    if (t.text === '(') {
      flush();
      parenMode = mode;
      if (out.length) parent = { index: out.length - 1, via: 'paren' };
      outerStart = clauseStart;
      clauseStart = out.length;
      continue;
    }
    if (t.text === ')') {
      flush();
      // "the CPO (procurement, not product) and buyers": a negation inside parentheses ends with them.
      if (parenMode !== null && parenMode !== mode) {
        mode = parenMode;
        cur.mode = mode;
        clause += 1;
      }
      parenMode = null;
      parent = null;
      clauseStart = Math.min(outerStart, clauseStart);
      continue;
    }
    if (
      k === 'neg' &&
      !(mode === 'ex' && ['ni', 'nor', 'no', 'not', 'nem', 'noch', 'nog', 'sin', 'sem', 'sans', 'geen', 'keine', 'kein', 'pas de', 'pas les'].includes(t.text))
    ) {
      flush();
      mode = 'ex';
      cur.mode = mode;
      parent = null;
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'neg') {
      // "not IT admins or helpdesk, not managers": a second "not" starts another item, which narrows none before it.
      flush();
      if (!['ni', 'nor', 'nem', 'noch', 'nog'].includes(t.text)) clause += 1;
      continue;
    }
    if (k === 'plus' && t.text === '+' && mode === 'ex') {
      // "excl. office managers + plant/production": inside an exclusion "+" lists what is left out.
      flush();
      continue;
    }
    if (k === 'plus') {
      flush();
      mode = 'in';
      cur.mode = mode;
      parent = null;
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'unless' && mode !== 'ex') {
      // "Senior leaders who are not founders": outside an exclusion it starts one.
      flush();
      mode = 'ex';
      cur.mode = mode;
      parent = null;
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    if (k === 'unless' && mode === 'ex') {
      flush();
      mode = 'unless';
      cur.mode = mode;
      clause += 1;
      continue;
    }
    if (k === 'negpost' && mode === 'in' && !cur.words.length && out.length === clauseStart) {
      // "…; quedan fuera jefes y becarios", "Excluded: managers": said before what it names, it negates what follows.
      flush();
      mode = 'ex';
      cur.mode = mode;
      parent = null;
      clause += 1;
      continue;
    }
    if (k === 'negpost') {
      // "…, pas les SDR, managers exclus": inside an exclusion the last item is one of its own.
      if (mode === 'ex') clause += 1;
      flush();
      // "DevOps engineers, IT admins excluded": a comma list that opens the persona keeps its first item (else nobody
      // would be asked for); "interns and contractors excluded" after an inclusion takes its whole list.
      const keepFirst = opens && clauseStart === 0 && mode === 'in' && out.length > 1 && sepAfter.get(0) === ',';
      for (let i = clauseStart + (keepFirst ? 1 : 0); i < out.length; i += 1) if ((out[i] as Piece).mode === 'in') (out[i] as Piece).mode = 'ex';
      clauseStart = out.length;
      clause += 1;
      continue;
    }
    // "até o head", "hasta el jefe": an article after "to" / "from" / "at least" is no list separator.
    if (k === 'sep' && /^(o|a|e|y|en)$/.test(t.text) && ['to', 'from', 'min'].includes(tagged[i - 1]?.tag?.k ?? '')) {
      cur.words.push(t.text);
      continue;
    }
    if (k === 'sep') {
      flush();
      if (out.length && !sepAfter.has(out.length - 1)) sepAfter.set(out.length - 1, t.text);
      continue;
    }
    if (k === 'onlyif') {
      // "the CEO, only if they founded it", "CEOs who are also founders": the words after it narrow the piece before it.
      const last = out[out.length - 1];
      if (!cur.words.length && last && last.mode === mode && out.length > clauseStart) cur = out.pop() as Piece;
      continue;
    }
    if (k === 'inc') {
      // "finance people on payroll, CFO included": the piece belongs to the one before it.
      if (cur.words.length && out.length && !parent) [cur.parent, cur.via] = [out.length - 1, 'inc'];
      if (cur.words.length) cur.included = true;
      const keep = parent;
      flush();
      parent = keep;
      continue;
    }
    if (k === 'ex') {
      flush();
      if (out.length && !parent) parent = { index: out.length - 1, via: 'ex' };
      // "(not only the leaders)", "(including interns)": inside parentheses the examples add to the piece, they do not define it.
      else if (parent?.via === 'paren' && !cur.words.length && out.length - 1 === parent.index) parent = { index: parent.index, via: 'ex' };
      continue;
    }
    if (k === 'of' && !cur.areas.length && !cur.levels.length && !cur.roles.length && !cur.noun && !cur.all && !cur.employment.length && !cur.traits.length)
      cur.scoped = true;
    cur.words.push(t.text);
    if (t.corrected) cur.corrected.push(`${t.text} → ${t.corrected}`);
    if (t.unknown) {
      cur.unknown.push(t.text);
      if (prevOf) cur.unknownArea = true;
    }
    if (t.tag) absorb(cur, t.tag, prevOf);
    prevOf = k === 'of';
  }
  flush();
  return out;
}
