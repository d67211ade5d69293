// A piece of a persona's list and what one tagged word adds to it (absorb). The grammar that cuts a sentence
// into pieces is pieces.ts; resolve.ts settles what each piece means.
import {
  CROSS_AREAS,
  functionOf,
  LEVEL_RANK,
  TITLE_KINDS,
  type AreaKey,
  type EmployerCondition,
  type Employment,
  type Level,
  type Tenure,
  type Trait,
} from '../criteria.js';
import type { Tag } from './lexicon.js';
import type { Tagged } from './tokens.js';
import { GENERIC_KINDS } from './kinds.js';
export type Mode = 'in' | 'ex' | 'unless';

export interface Piece {
  mode: Mode;
  words: string[];
  /** The tagged words of `words`, one for one (as-title.ts reads a phrase nobody knew from them). */
  seen: Tagged[];
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
  /** Kinds of trainee named ("working students", "apprentices"); `anyTrainee`: interns named without a kind. */
  trainees: ('working_student' | 'apprentice')[];
  anyTrainee: boolean;
  all: boolean;
  any: boolean;
  senior: boolean;
  range: { up?: boolean; down?: boolean; below?: boolean; from?: boolean; to?: boolean };
  /** The level came before "of/in" and an area ("heads of sales"), or the area before the level noun ("sales managers"). */
  levelFirst: boolean;
  areaFirst: boolean;
  run: boolean;
  /** A verb of managing people was said ("who manage", "qui encadrent"): people after it are whom they manage. */
  managesPeople?: boolean;
  /** "people who manage support agents": the people after the verb are whom they manage (their leaders are meant). */
  runPeople?: boolean;
  buy: { budget: boolean } | null;
  product: AreaKey[] | null;
  software: boolean;
  their: boolean;
  themselves: boolean;
  above: boolean;
  /** "anyone above senior managers": the rung named after "above" is the line, not a rung of the reference. */
  aboveNamed: boolean;
  tenure?: Tenure;
  ceiling?: Level;
  /** A kind of employer said of this sentence's people only (employer.ts `scoped`): the selector's `employer`. */
  employer?: EmployerCondition;
  /** The level named right after "below" / "under" / "at least": the bound of the range. */
  bound?: Level[];
  pendingBound?: boolean;
  /** "below" was said and only articles since: a chief named now is the bound (pieces.ts ends it at any other word). */
  chiefBound?: boolean;
  /** What a named role implies ("the CPO": C-level, product), kept apart from what the piece asks for. */
  roleLevels: Level[];
  roleAreas: AreaKey[];
  /** Unknown words, and whether one stood where an area belongs ("heads of wombats"). */
  unknown: string[];
  unknownArea: boolean;
  /** Index of the piece whose examples or definition this piece is, and how it was introduced. */
  parent?: number;
  via?: 'paren' | 'ex' | 'inc';
  /** Areas the kinds listed in its parentheses leave out ("developers (back, front, QA)": not DevOps): compiler/kinds-listed.ts. */
  leftOut?: AreaKey[];
  /** Said to be included ("freelancers included", "stagiaires inclus"): it adds to the piece it belongs to, never defines it. */
  included?: boolean;
  /** One of its own words named something (a person, area, rung, condition, concept or reference); a piece without one
   * (a stray letter, unknown words) only borrows from its neighbours and is never an item of its own. */
  own?: boolean;
  /** Words the typo corrector fixed. */
  corrected: string[];
  /** The list ended with "etc." / "and so on": its heading stays. */
  etc: boolean;
  /** Named by a generic noun ("engineers") whose area a following word may say. */
  generic?: boolean;
  /** Named by a noun for administrative staff ("administrativos"), whose area a field said after it replaces. */
  clerical?: boolean;
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
  /** A word for how people are employed came after the person noun ("CFO y COO interinos", "COOs on contract"). */
  employmentAfter?: boolean;
  /** "up to director" with nothing before "to": the range starts at the lowest rung its list names, else at the bottom. */
  openStart?: boolean;
  /** A person noun without a rung came before "to" ("FP&A analysts to heads"): the range starts at the bottom. */
  bareStart?: boolean;
  /** A person noun without a rung opened a "from … to …" range. */
  nounFrom?: boolean;
  /** A word for the start of a range opened the piece ("ab Leiter Rechnungswesen aufwärts", "from the head of accounting up"). */
  startSaid?: boolean;
  /** "senior" opened the piece before any rung or the end of a range ("from senior buyers up to the director"): the range starts there. */
  seniorStart?: boolean;
  /** Session 42: the areas came from the title at the end of a range ("… to site manager"); a heading's area wins over them. */
  endArea?: boolean;
  /** The individual-contributor condition came only from a noun for ICs ("SDRs", "reps"), which "any level" lifts. */
  icNoun?: boolean;
  /** A noun also said of leaders ("sales executives"): examples that are all leaders define it (attach.ts). */
  leadersByExample?: boolean;
  /** "individual contributors" said as a condition: it stays whatever the level words. */
  icSaid?: boolean;
  /** Began with "in" / "only in" / "limited to" before its area ("interns, only in sales"): it may scope the people before it. */
  scoped?: boolean;
  /** An area came after the piece's person noun ("analistas de ciberseguridad", "analysts in security", "analystes sécurité"). */
  areaAfterNoun?: boolean;
  /** A slash followed the piece ("product / UX / UI designers"): the next piece fills the same slot. */
  slashAfter?: boolean;
  /** The seat of each unit ("the GM of each hotel"): bare areas listed after it ("…, resort or hotel ship") are more units. */
  eachUnit?: boolean;
  /** A comma followed the piece: "Head of Ops, ops & production managers" — "ops" belongs with what follows it. */
  commaAfter?: boolean;
  /** A restriction of the whole persona to kinds of engagement ("employees or fractional only"): it narrows every inclusion. */
  restricts?: boolean;
}

export function emptyPiece(mode: Mode): Piece {
  return {
    mode,
    words: [],
    seen: [],
    areas: [],
    levels: [],
    weak: [],
    roles: [],
    traits: [],
    employment: [],
    alone: false,
    noun: false,
    trainees: [],
    anyTrainee: false,
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
    aboveNamed: false,
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

export const add = <T>(into: T[], xs: readonly T[] | undefined) => {
  for (const x of xs ?? []) if (!into.includes(x)) into.push(x);
};

/** The areas "engineering" stands for when it names no finer area (software and hardware). */
const isEngineering = (areas: readonly AreaKey[]) => areas.length === 2 && areas.includes('software') && areas.includes('hardware');

/** What a piece has said so far about levels (for "of" and area-first bookkeeping). */
export const hasLevel = (p: Piece) => p.levels.length > 0 || p.weak.length > 0;

/** Whether `x` is in the function of one of `areas` (the function itself, or an area of it). */
const sameFunction = (areas: readonly AreaKey[], x: AreaKey) => areas.some((a) => a === functionOf(x) || functionOf(a) === functionOf(x));
/** Whether `a` is a finer area of the same function as one of the finer areas `of`. */
const isCross = (a: AreaKey) => (CROSS_AREAS as ReadonlySet<AreaKey>).has(a);
const partOf = (a: AreaKey, of: readonly AreaKey[]) => a !== functionOf(a) && of.some((x) => x !== functionOf(x) && functionOf(x) === functionOf(a));

export function absorb(p: Piece, t: Tag, prevOf: boolean): void {
  // "anyone above senior managers": only a rung right after "above" is its line ("anyone above them in support" names none).
  if (
    p.aboveNamed &&
    p.above &&
    !hasLevel(p) &&
    t.k !== 'above' &&
    t.k !== 'filler' &&
    !(t.k === 'level' || t.k === 'senior' || (t.k === 'noun' && t.levels?.length))
  )
    p.aboveNamed = false;
  switch (t.k) {
    case 'area':
      if (p.noun && !p.roles.length) p.areaAfterNoun = true;
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
      // (Session 56: "engenheiros de segurança do trabalho": occupational safety's engineers too.)
      if (p.generic && (!prevOf || t.areas.every((x) => functionOf(x) === 'engineering' || x === 'hse'))) {
        p.areas = [...(t.engineers ?? t.areas)];
        p.generic = false;
        break;
      }
      // Session 58: "administrativos de admisión", "employés administratifs des achats": the field after administrative staff is theirs.
      if (p.clerical && prevOf) {
        p.areas = [...t.areas];
        p.clerical = false;
        break;
      }
      // "jefes de proyecto de ingeniería", "gerentes de projeto de TI": an engineering department after project managers says
      // where their projects are, as "engineering project managers" does (the titles read project management); it adds no one.
      if (p.noun && p.areas.length === 1 && p.areas[0] === 'project_management' && t.areas.every((x) => functionOf(x) === 'engineering')) break;
      // "sales reps who look after existing accounts": an area of the noun's function narrows it.
      // "accountmanagers nieuwe klanten": an area of the same function as the noun's area says which part of it.
      if (p.noun && p.areas.length && t.areas.some((x) => x !== functionOf(x) && sameFunction(p.areas, x))) {
        p.areas = t.areas.filter((x) => sameFunction(p.areas, x));
        break;
      }
      add(p.areas, t.areas);
      break;
    case 'noun': {
      if (t.trainee) add(p.trainees, [t.trainee]);
      else if (t.levels?.includes('intern')) p.anyTrainee = true;
      // "fractional CFOs", "freelance developers": how they are employed, said before who they are, may hold for a list.
      const employmentWord = !!t.employment?.length && !t.roles?.length && !t.areas?.length && !t.levels?.length;
      if (employmentWord && !p.areas.length && !hasLevel(p) && !p.roles.length && !p.noun) p.condFirst = true;
      if (employmentWord && (p.roles.length || p.areas.length)) p.employmentAfter = true;
      // "people who manage support agents", "ceux qui encadrent les conseillers clientèle", "quienes gestionan a los agentes": an
      // area's individual contributors after a verb of managing people, with nobody named before it, are whom they manage: the
      // piece is the leaders of that area.
      if (
        p.managesPeople &&
        !p.noun &&
        !hasLevel(p) &&
        !p.roles.length &&
        t.ic &&
        t.areas?.length &&
        !t.roles?.length &&
        !t.levels?.length &&
        !t.employment?.length
      ) {
        add(p.areas, t.areas);
        p.runPeople = true;
        break;
      }
      // "from junior to tech lead", "van medior tot techlead": a title that names a rung, said as the end of a range, is that rung.
      if (t.end && (p.range.to || p.openStart)) {
        add(p.levels, t.end);
        // Its own area ("from team lead to site manager": construction's) unless the range had one or a heading gives one.
        if (!p.areas.length && t.areas?.length) {
          add(p.areas, t.areas);
          p.endArea = true;
        }
        break;
      }
      // "property managers up to the owner", "del auxiliar al dueño", "bis zum Inhaber": the owner (or founder) at the end of a
      // range is its top rung, not a condition that keeps owners only.
      const topPerson =
        !!t.traits?.length && t.traits.every((x) => x === 'owner' || x === 'founder') && !t.areas?.length && !t.levels?.length && !t.roles?.length;
      if (topPerson && (p.range.to || p.openStart)) {
        add(p.levels, ['owner']);
        break;
      }
      // "finance leaders below the CFO", "Führungskräfte im Vertrieb unterhalb des CSO": a chief after "below" is the bound of
      // the range (its rung), in its own area when the people had none; the chief is not among them.
      if (t.roles?.length && p.chiefBound && p.pendingBound && p.range.below && t.levels?.includes('c_level')) {
        [p.bound, p.pendingBound, p.chiefBound] = [t.levels, false, false];
        if (!p.areas.length)
          add(
            p.areas,
            (t.areas ?? []).filter((a) => a !== 'general_management'),
          );
        break;
      }
      if (t.roles?.length) {
        p.noun = true;
        add(p.roles, t.roles);
        // (Session 50: the rungs said of a kind of title are its rungs, "QA leads", "test managers": the kind at those rungs.)
        const leading = (t.levels?.length ?? 0) >= 3 && !!t.levels?.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead && LEVEL_RANK[l] <= LEVEL_RANK.head);
        add(leading && t.roles.every((r) => TITLE_KINDS.has(r)) && !t.alone ? p.levels : p.roleLevels, t.levels);
        // "inkoopassistenten", "legal assistants": a kind of title that has no area of its own is the named area's.
        add(t.roles.every((r) => GENERIC_KINDS.has(r)) ? p.areas : p.roleAreas, t.areas);
        // "agency temps": a kind of worker that says how they are engaged (contractors).
        add(p.employment, t.employment);
        if (t.alone) p.alone = true;
        break;
      }
      if (t.areas?.length && hasLevel(p) && prevOf) p.levelFirst = true;
      if (!t.levels?.length && !t.traits?.length && !t.employment?.length && !hasLevel(p) && !p.range.from) p.bareStart = true;
      // "from sourcers up to the head of TA": a person noun without a rung right after "from" is the bottom of the range.
      if (t.areas?.length && !t.levels?.length && p.range.from && !p.range.to && !hasLevel(p)) p.nounFrom = true;
      if (p.areas.length && t.levels?.length) p.areaFirst = true;
      if (t.levels?.length) p.ownLevel = true;
      p.generic = !p.areas.length && !!t.areas && t.areas.length === 2 && t.areas.includes('software') && t.areas.includes('hardware');
      p.clerical = !p.areas.length && t.clerical === true;
      // "new-business account managers": a finer area of the noun's own function says which part of it.
      if (t.areas?.length && p.areas.length && !hasLevel(p) && !p.noun && p.areas.every((a) => partOf(a, t.areas ?? []))) {
        p.noun = true;
        add(p.traits, t.ic ? ['individual_contributor'] : []);
        // "fire & rescue officers from watch manager upward": the noun's own rung holds.
        add(p.levels, t.levels);
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
      if (t.leadersByExample) p.leadersByExample = true;
      if (t.whole) p.whole = true;
      p.noun = true;
      if (t.alone) p.alone = true;
      break;
    }
    case 'level':
      if (!t.weak && t.levels.length) p.ownLevel = true;
      if (p.pendingBound) [p.bound, p.pendingBound] = [t.levels, false];
      if (p.areas.length && !hasLevel(p)) p.areaFirst = true;
      // "Sachbearbeiter bis Teamleiter": the end of a range is the rung the word names as an end; so is its start ("ab
      // Abteilungsleiter aufwärts", "desde jefe hacia arriba": the heads and up, not the managers the word also names).
      add(t.weak ? p.weak : p.levels, t.end && (p.range.to || p.openStart || p.range.up || p.range.from) ? t.end : t.levels);
      break;
    case 'senior':
      if (!p.areas.length && !hasLevel(p) && !p.noun && !p.roles.length) p.condFirst = true;
      if (!hasLevel(p) && !p.range.to) p.seniorStart = true;
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
      p.range.up = true;
      break;
    case 'min':
      p.range.up = true;
      p.startSaid = true;
      break;
    case 'down':
      p.range.down = true;
      break;
    case 'below':
      p.range.below = true;
      p.pendingBound = true;
      p.chiefBound = true;
      break;
    case 'from':
      // "da base à diretoria", "from the bottom to director": everyone up to the end of the range.
      if (t.bottom) p.range.down = true;
      else p.range.from = p.startSaid = true;
      break;
    case 'to':
      // "desde comprador senior hasta el director", "du niveau senior jusqu'au DAF", "from senior buyers to the director":
      // "senior" said before the end of a range is its start, the senior rung (not the bottom of the noun's ladder).
      if (p.seniorStart && !hasLevel(p)) add(p.levels, ['senior']);
      // "up to director", "até a diretoria", "bis zur Leitung": with nothing before it, the range starts at the bottom.
      if (!p.range.from && !hasLevel(p) && !p.noun) {
        p.range.down = true;
        p.openStart = true;
        break;
      }
      // "vom Helpdesk bis zur IT-Leitung", "du support jusqu'au DSI": a team or a kind of title without a rung starts the
      // range at the bottom (its people are the individual contributors), as a person noun after "from" does.
      if (p.noun && !hasLevel(p) && p.roles.every((r) => TITLE_KINDS.has(r))) p.nounFrom = true;
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
      if (t.levels) add(p.levels, t.levels);
      break;
    case 'themselves':
      p.themselves = true;
      break;
    case 'above':
      p.above = true;
      if (!hasLevel(p)) p.aboveNamed = true;
      break;
    case 'run':
      p.run = true;
      if (t.people) p.managesPeople = true;
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
