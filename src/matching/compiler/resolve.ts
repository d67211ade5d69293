// The compiler's grammar, part 2: pieces → selectors. The rules, in order:
//
// 1. (settle.ts) A piece settles its own words: weak levels ("leaders") only when no other level is named; "senior"
//    before a level noun is that noun's senior rung ("senior EMs"), alone it is the senior rung;
//    ranges ("manager and up", "at least VP", "below director", "from APMs up to the CPO"); concepts
//    ("decision makers for HR software" = HR's decision makers; "who can sign a software purchase" =
//    the software buyers; "budget holders"; "HR decision makers" = HR's managers and up, without the
//    company's top, which only a purchase brings in: `toSelector`); "who runs X" = X's leaders.
// 2. Lists distribute: a piece with levels only takes the areas of the next piece that has both
//    ("VPs, heads and directors of marketing"); an area-only piece takes the levels of the piece before
//    it written "LEVEL of AREA" ("directors of marketing, growth or brand"), or of the piece after it
//    written "AREA LEVEL" ("sales and marketing managers"); a last piece made only of levels,
//    conditions or "at any level" narrows the area-only pieces before it ("product and design, senior
//    and above"); "at any level" drops the levels of the list's areas.
// 3. References take the areas named before: "their team leads", "the AEs themselves", "anyone above".
// 4. (attach.ts) Parentheses and "including / such as" after a piece: examples add to it, keeping its areas and
//    conditions; they define it instead when it is a concept or leadership in general ("budget holders
//    for software (owners, the CEO, …)", "Finance leadership (chief, VP, head or director roles …)");
//    areas alone in parentheses specialise it ("designers (UX, UI, product)") and change nothing.
// 5. (selector.ts) Exclusions: a person noun without a level names the area's individual contributors ("excluding
//    accountants" keeps the head of accounting); "who did not / unless" spares people.
import { functionOf, LEVEL_RANK, TITLE_KINDS, type AreaKey, type Level, type Trait } from '../criteria.js';
import type { Piece } from './piece.js';
import { narrowFunctions, scopeKinds, scopeRungs } from './kind-scope.js';
import { slashSharesRung } from './rung-span.js';
import { employmentOnly, icNounRungs, scopeInterns, shareEmployment, shareEmploymentOverRoles } from './scope.js';
import { DEFINITE, GENERIC_NOUN, RUNG_WORD, SHARED_NOUN, TEAM_WORD } from './lexicon.js';
import { nounOf } from './share-noun.js';

const rank = (l: Level) => LEVEL_RANK[l];
const LEADERS: Level[] = ['head', 'director', 'vp', 'svp', 'c_level'];
const MANAGER_SET: Level[] = ['tech_lead', 'team_lead', 'manager', 'senior_manager'];
/** Who leads teams (plural): their managers and the leaders above ("who leads the platform teams"; "who runs the sales team" is its leaders). */
const TEAM_LEADERS: Level[] = ['manager', 'senior_manager', ...LEADERS];
export const uniq = <T>(xs: T[]) => [...new Set(xs)];

export const hasRange = (p: Piece) => !!(p.range.up || p.range.down || p.range.below || p.range.from);
const levelOnly = (p: Piece) => p.levels.length > 0 && !p.areas.length && !p.roles.length && !p.alone;
export const areaOnly = (p: Piece) =>
  p.areas.length > 0 && !p.levels.length && !p.roles.length && !p.alone && !p.buy && !p.traits.length && !p.employment.length;
/** A piece of words no vocabulary knows and nothing else. */
const unknownOnly = (p: Piece) =>
  !!p.unknown?.length &&
  !p.areas.length &&
  !p.levels.length &&
  !p.roles.length &&
  !p.traits.length &&
  !p.employment.length &&
  !p.alone &&
  !p.all &&
  !p.buy &&
  !p.noun;
const bare = (p: Piece) => !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.buy;
const genericEngineering = (areas: readonly AreaKey[]) => areas.length === 2 && areas.includes('software') && areas.includes('hardware');
/** Named as a kind of title only ("ML engineers", "tech leads", "assistants"), which has people at every rung. */
/** Roles named for an area's individual contributors ("RMs", "account managers", "CSMs"): their leaders hold other titles. DATA. */
const IC_ROLES: ReadonlySet<string> = new Set([
  'relationship_manager',
  'account_manager',
  'personal_banker',
  'customer_success_manager',
  'account_executive',
  'sdr',
]);
const kindOnly = (p: Piece) => p.roles.length > 0 && p.roles.every((r) => TITLE_KINDS.has(r));

export function add(into: Trait[], t: Trait): void {
  if (!into.includes(t)) into.push(t);
}

/** Rule 2 over the pieces of one list (same polarity and attachment). */
/** A word for a rung of the ladder with no area: "interns", "analysts" (individual contributors), "managers". */
const isIcNoun = (p: Piece) => p.noun && !p.levels.length && !p.alone && p.traits.length === 1 && p.traits[0] === 'individual_contributor';
export const isRung = (p: Piece) =>
  !p.areas.length &&
  !p.roles.length &&
  !p.buy &&
  !p.employment.length &&
  !hasRange(p) &&
  (isIcNoun(p) || (p.levels.length > 0 && (!p.alone || p.levels.every((l) => l === 'intern')) && !p.traits.some((t) => t !== 'junior')));

/**
 * "A TI inteira, sejam estagiários, analistas ou gestores", "the data team: interns, ICs and managers": a run
 * of rung words after an area names its rungs; from the bottom (interns or individual contributors) to
 * managers it is the whole ladder, so any level.
 */
function ladder(list: Piece[]): void {
  const start = list.findIndex((p, i) => i > 0 && isRung(p) && list.slice(i).every(isRung));
  const owners = start > 0 ? list.slice(0, start).filter((p) => p.areas.length && !p.roles.length && !p.alone) : [];
  const rungs = start > 0 ? list.slice(start) : [];
  if (!owners.length || rungs.length < 2 || !rungs.some((p) => isIcNoun(p) || p.alone)) return;
  // "no accountants, interns or working students", "pas les comptables ni les stagiaires / alternants": kinds of trainee
  // after people named by a noun are people of their own, not the rungs of those people.
  if (owners.every((o) => o.noun) && rungs.every((p) => p.alone && p.levels.length > 0 && p.levels.every((l) => l === 'intern'))) return;
  const levels = uniq(rungs.flatMap((p) => (isIcNoun(p) ? (['entry', 'senior'] as Level[]) : p.levels)));
  const whole = levels.some((l) => rank(l) <= rank('entry')) && levels.some((l) => MANAGER_SET.includes(l) || rank(l) > rank('manager'));
  for (const o of owners) {
    o.levels = whole ? [] : levels;
    if (whole) o.any = true;
  }
  list.splice(start);
}

/** A kind of title ("testers", "IT admins"): a leading condition of a list holds for it as for an area. */
const titleKind = (role: string) => TITLE_KINDS.has(role);

/** Rungs that run from the bottom (juniors, interns) through seniors to managers or leaders: the whole ladder. */
export function wholeLadder(rungs: Piece[]): boolean {
  const levels = rungs.flatMap((p) => (isIcNoun(p) ? (['entry', 'senior'] as Level[]) : p.levels));
  return levels.some((l) => rank(l) <= rank('entry')) && levels.includes('senior') && levels.some((l) => rank(l) >= rank('team_lead'));
}

/** A bare adjective rung of individual contributors ("junior", "mid-level", "senior"), not a noun like "managers". */
/** "of" and its Romance and Dutch/German forms, opening an area that shares the noun before it ("… e de produção"). DATA. */
const OF_WORD = /^(of|de|d|des|du|do|da|dos|das|del|van|von|der)$/;
/** "gerentes de planta e de produção", "heads of sales and of marketing": a bare area opened by "of" after "RUNG of AREA". */
const sharesOf = (before: Piece | undefined, p: Piece) =>
  !!before &&
  before.noun &&
  before.areas.length > 0 &&
  !before.roles.length &&
  before.words
    .join(' ')
    .split(' ')
    .slice(1, -1)
    .some((w) => OF_WORD.test(w)) &&
  OF_WORD.test(p.words[0] ?? '') &&
  p.words.length === 2;
// "DC and site managers", "plant and unit managers": a last item the lexicon reads as one phrase of leaders ("site
// managers", "unit managers") still ends in the rung noun the bare areas before it share.
const LEADER_END = /^(managers?|directors?|heads|leads|leaders|supervisors?|superintendents?)$/;
const leaderPhrase = (p: Piece) =>
  p.noun &&
  p.words.join(' ').split(' ').length >= 2 &&
  !DEFINITE.test(p.words.join(' ').split(' ')[0] ?? '') &&
  !p.roles.length &&
  p.levels.length > 0 &&
  p.levels.every((l) => rank(l) >= rank('team_lead')) &&
  LEADER_END.test(p.words.join(' ').split(' ').pop() ?? '');
const icRungWord = (p: Piece) => levelOnly(p) && p.words.length <= 2 && !p.employment.length && p.levels.every((l) => rank(l) <= rank('senior'));

export function distribute(list: Piece[]): Piece[] {
  ladder(list);
  // "hands-on DevOps, SRE and platform engineers", "senior DevOps and SRE engineers", "ICs in sales, marketing and support":
  // a leading condition or "senior" holds for the list.
  // "freelance or contract developers / engineers": an employment alone before it is one more word of the leading condition.
  const start = list[0] && list[1] && employmentOnly(list[0]) && list[1].condFirst && list[1].employment.length ? 1 : 0;
  const lead = list[start];
  const leadLevels = lead?.senior ? lead.levels : [];
  if (lead?.condFirst && lead.areas.length && lead.levels.length === leadLevels.length)
    for (const p of list.slice(start + 1))
      if ((p.areas.length || p.roles.length) && !p.levels.length && p.roles.every(titleKind) && !p.alone && !p.traits.length && !p.employment.length) {
        p.levels = [...leadLevels];
        p.traits = [...lead.traits];
        p.employment = [...lead.employment];
      }
  // "team leads and managers, up to the head of support": a range with no start of its own starts at the lowest rung listed before it
  // (not one whose start was said in words nobody knew: "du contrôleur jusqu'au DAF").
  list.forEach((p, i) => {
    const before = p.openStart && !p.unknown.length ? list.slice(0, i).flatMap((x) => x.levels) : [];
    if (before.length) p.levels = p.levels.filter((l) => rank(l) >= Math.min(...before.map(rank)));
  });
  scopeInterns(list);
  scopeKinds(list);
  scopeRungs(list);
  narrowFunctions(list);
  shareEmployment(list);
  shareEmploymentOverRoles(list);
  icNounRungs(list);
  slashSharesRung(list);
  const wasAreaOnly = list.map((p) => areaOnly(p) && !p.noun);
  /** Range pieces whose rungs the bare areas before them took, with those areas. */
  const ranged = new Map<Piece, AreaKey[]>();
  /** Levels of the group a "LEVEL of AREA" piece closes: it and the level-only pieces before it. */
  const groupLevels = new Map<Piece, Level[]>();
  let pending: Piece[] = [];
  list.forEach((p, i) => {
    if (levelOnly(p)) {
      const q = list.slice(i + 1).find((x) => x.areas.length > 0);
      const prev = list[i - 1];
      // "Directeurs et responsables RH", "Directors and HR managers": a bare rung word right before "LEVEL AREA" shares its area.
      const sharesNext =
        q === list[i + 1] &&
        !!q &&
        q.noun &&
        q.levels.length > 0 &&
        !q.roles.length &&
        p.words.length <= 2 &&
        rank(p.levels[0] ?? 'entry') >= rank('team_lead');
      if (q && (q.levelFirst || sharesNext)) {
        p.areas = [...q.areas];
        pending.push(p);
      } else if (
        q &&
        (q.senior || (q.levels.length && q.levels.every((l) => rank(l) <= rank('senior')) && !q.areaFirst)) &&
        icRungWord(p) &&
        list.slice(i + 1, list.indexOf(q)).every(icRungWord)
      ) {
        // "junior or senior DevOps engineers", "mid-level and senior SREs": the rung words share the noun after them.
        p.areas = [...q.areas];
        p.traits = uniq([...p.traits, ...q.traits.filter((t) => t !== 'junior')]);
        p.employment = uniq([...p.employment, ...q.employment]);
      } else if (prev && prev.areaFirst && prev.levels.length && prev.areas.length && !prev.noun && !hasRange(p)) p.areas = [...prev.areas];
    } else if (p.buy && !p.areas.length) {
      // "budget holders / decision makers for HR tools": synonyms share what they are about.
      const q = list.slice(i + 1).find((x) => x.buy && x.areas.length);
      if (q) {
        p.areas = [...q.areas];
        p.product = q.product;
        p.software = q.software;
        p.traits = p.traits.map((t) => (t === 'budget_holder' || t === 'software_buyer' ? 'decision_maker' : t));
      }
    } else if (p.levelFirst) {
      groupLevels.set(p, uniq([...pending.flatMap((x) => x.levels), ...p.levels]));
      pending = [];
    } else pending = [];
  });
  list.forEach((p, i) => {
    if (!wasAreaOnly[i]) return;
    const j = list
      .slice(0, i)
      .map((_, k) => k)
      .reverse()
      .find((k) => !wasAreaOnly[k]);
    const before = j === undefined ? undefined : list[j];
    if (before && (before.run || before.buy) && before.areas.length && !before.noun && !before.roles.length && !before.product && !before.software) {
      // "Quem lidera os times de plataforma / infraestrutura / cloud", "décideurs RH et recrutement": the concept holds for each area.
      // "who leads the platform, infrastructure and cloud teams": the teams named at the end are those of the whole list.
      if (before.run && TEAM_WORD.test(p.words.join(' ')) && before.levels.every((l) => LEADERS.includes(l))) before.levels = [...TEAM_LEADERS];
      Object.assign(p, { levels: [...before.levels], run: before.run, buy: before.buy });
      p.traits = uniq([...p.traits, ...before.traits]);
      p.employment = uniq([...p.employment, ...before.employment]);
      return;
    }
    // (Session 56: a word no vocabulary knows between slashes is passed over: "quay / yard / operations managers" are quay
    // managers too; the word itself is reported unrecognised.)
    const after = list.slice(i + 1).find((x, k) => !wasAreaOnly[i + 1 + k] && !(x.slashAfter && unknownOnly(x)));
    // "Head of Ops, ops & production managers": after a comma, an area joined by "and" to "AREA LEVEL" goes with it.
    const joinedAfter = !!before?.commaAfter && !p.commaAfter && !!after?.areaFirst && after.levels.length > 0;
    // "Directors of sales + the whole customer success team": everyone of an area takes no rung from the list before it.
    // ("gerentes de planta e de produção": a rung's noun read as one phrase shares its rungs with the area after "and of".)
    if ((before?.levelFirst || sharesOf(before, p)) && before && before.levels.length && !joinedAfter && !p.all) {
      p.levels = [...(groupLevels.get(before) ?? before.levels)];
      p.traits = uniq([...p.traits, ...before.traits]);
      return;
    }
    // "DevOps and SRE engineers at any level from junior to principal": a range of the last piece holds for the bare areas before it.
    if (
      after &&
      (after.areaFirst ||
        leaderPhrase(after) ||
        (hasRange(after) && after.noun && !after.roles.length && after.levels.length > 0 && after.levels.every((l) => rank(l) <= rank('senior')))) &&
      (after.levels.length || after.traits.length) &&
      after.areas.length
    ) {
      p.levels = [...after.levels];
      p.traits = uniq([...p.traits, ...after.traits]);
      // "Controlling und FP&A, vom Controller bis zur Leitung": the range's people are those of the areas it ranges over
      // (its "controller" stood for the whole finance team).
      if (after.range.from && after.noun) ranged.set(after, uniq([...(ranged.get(after) ?? []), ...p.areas]));
    }
  });
  for (const [r, areas] of ranged)
    if (areas.every((a) => r.areas.some((b) => b === a || b === functionOf(a))) && !areas.every((a) => r.areas.includes(a))) r.areas = areas;
  // Session 56: "hotel, restaurant, club and park general managers": bare areas (and words no vocabulary knows) listed before
  // a named seat ("general managers") are places of that seat; each is the seat. (The area stays a condition only of a kind
  // of title, "IT and HR assistants"; with another seat it would be an alternative to it: everyone in hotels.)
  /** Heads of a kind of title an area before them shares ("IT and HR assistants"). DATA. */
  const KIND_HEAD =
    /^(assistants|coordinators|administrators|secretaries|assistentes|asistentes|assistentinnen|assistenten|coordinadores|coordenadores|coordinateurs)$/;
  // (Said of several seats, written in the plural and without an article: "finance and the CFO" are two things.)
  const seats = new Set<Piece>();
  list.forEach((p, i) => {
    if (!wasAreaOnly[i] || p.words.length > 2 || p.mode !== 'in') return;
    const k = list.findIndex((x, j) => j > i && !(wasAreaOnly[j] && x.words.length <= 2) && !unknownOnly(x));
    const seat = list[k];
    if (!seat || !seat.noun || !seat.roles.length || seat.mode !== p.mode || seat.clause !== p.clause) return;
    const words = seat.words.join(' ').split(' ');
    if (DEFINITE.test(words[0] ?? '') || !/s$/.test(words[words.length - 1] ?? '')) return;
    // A kind of title keeps each area as its condition ("IT and HR assistants": IT assistants, HR assistants), when the area
    // words are joined to the title by "and" / "or" alone and its head is a word for a kind of staff.
    if (kindOnly(seat)) {
      if (k !== i + 1 || p.commaAfter || p.slashAfter || words.length < 2 || !KIND_HEAD.test(words[words.length - 1] ?? '')) return;
      Object.assign(p, { roles: [...seat.roles], alone: seat.alone, noun: true, traits: uniq([...p.traits, ...seat.traits]) });
      return;
    }
    if (!seat.alone || words.length < 2 || seat.roles.some((r) => TITLE_KINDS.has(r))) return;
    Object.assign(p, { roles: [...seat.roles], alone: true, noun: true, levels: [...seat.levels], areas: [] });
    seats.add(seat);
  });
  // "the GM of each hotel, resort or hotel ship": the areas listed after the seat of each unit are more units.
  list.forEach((p, i) => {
    if (!p.eachUnit) return;
    for (let j = i + 1; j < list.length; j += 1) {
      const x = list[j] as Piece;
      if (unknownOnly(x)) continue;
      if (!wasAreaOnly[j] || x.mode !== p.mode || x.clause !== p.clause) break;
      Object.assign(x, { roles: [...p.roles], alone: true, noun: true, areas: [] });
    }
  });
  // The last item's own area word is a place of the seat too ("… and restaurant general managers").
  for (const seat of seats) if (seat.words.length > 1 && seat.areas.length) seat.areas = [];
  // "product and brand designers", "data and ML engineers": a bare area before a qualified noun shares it.
  list.forEach((p, i) => {
    const owner = list.slice(i + 1).find((_, k) => !(wasAreaOnly[i + 1 + k] && list[i + 1 + k]?.words.length === 1));
    // "product / UX / UI / graphic designers": bare areas joined by slashes share the qualified noun that ends the run.
    const slashed = !!owner && list.slice(i, list.indexOf(owner)).every((x) => x.slashAfter);
    const next = slashed ? owner : list[i + 1];
    const nextWords = next?.words.join(' ').split(' ') ?? [];
    const qualified = !!next && (next.modified || (nextWords.length >= 2 && GENERIC_NOUN.test(nextWords[nextWords.length - 1] ?? '')));
    if (wasAreaOnly[i] && p.words.length === 1 && qualified && next && next.areas.length) {
      // "product and brand designers" are designers; "DevOps and systems engineers" are DevOps engineers and systems engineers.
      const ownEngineering = p.areas.every((a) => functionOf(a) === 'engineering') && next.areas.every((a) => functionOf(a) === 'engineering');
      // The bare word is read with the noun's head as one phrase when the lexicon knows it: in "product / UX / graphic
      // designers" the product and UX designers are designers, only the last are graphic designers.
      const own = nounOf(`${p.words[0] ?? ''} ${nextWords[nextWords.length - 1] ?? ''}`);
      if (!ownEngineering) p.areas = own?.k === 'noun' && own.areas?.length ? [...own.areas] : [...next.areas];
      p.traits = uniq([...p.traits, ...next.traits]);
    } else if (
      wasAreaOnly[i] &&
      p.words.length <= 2 &&
      owner?.noun &&
      owner.areas.length &&
      !owner.levels.length &&
      !owner.roles.length &&
      SHARED_NOUN.test(owner.words.join(' '))
    ) {
      // "DevOps and SRE practitioners", "sales and marketing ICs": the areas before the noun are its people too.
      p.traits = uniq([...p.traits, ...owner.traits]);
      p.employment = uniq([...p.employment, ...owner.employment]);
    } else if (wasAreaOnly[i] && p.words.length === 1 && next?.roles.length && !next.areas.length && /\S \bengineers?$/.test(next.words.join(' '))) {
      // "data and ML engineers": the engineers of that area ("ML engineers" are a kind of title, no area).
      const eng = p.areas.filter((a) => functionOf(a) === 'engineering');
      p.areas = eng.length ? eng : ['software'];
      p.traits = uniq([...p.traits, ...next.traits]);
    }
  });
  // "Ingenieros y analistas de ciberseguridad", "engineers and analysts in security": a bare generic noun before a noun
  // whose area follows it shares that area (its own "engineers" stood for all of software and hardware).
  for (let i = list.length - 2; i >= 0; i -= 1) {
    const p = list[i] as Piece;
    const q = list[i + 1] as Piece;
    const bareNoun = p.noun && !p.levels.length && !p.roles.length && !p.alone && !p.areaAfterNoun && (!p.areas.length || genericEngineering(p.areas));
    if (bareNoun && q.noun && q.areaAfterNoun && q.areas.length && !q.roles.length && GENERIC_NOUN.test(p.words[p.words.length - 1] ?? '')) {
      p.areas = [...q.areas];
      p.areaAfterNoun = true;
    }
  }
  const last = list[list.length - 1];
  // "team leads and managers with direct reports": a trailing qualifier describes every level named before it.
  const named = list.filter((p) => !(bare(p) && (p.range.below || p.range.up || p.range.down) && p === last));
  const tail = named[named.length - 1];
  if (tail && levelOnly(tail) && named.length > 1) {
    const q = tail.traits.filter((t) => t === 'manages_people' || t === 'individual_contributor');
    if (q.length && named.every(levelOnly)) for (const p of named) for (const t of q) add(p.traits, t);
  }
  // "managers and team leads, under director level": a trailing range narrows the levels before it.
  const levelTargets = list.slice(0, -1).filter((x) => x.levels.length && !x.areas.length && !x.roles.length && !x.alone);
  if (
    last &&
    bare(last) &&
    (last.range.below || last.range.up || last.range.down) &&
    levelTargets.length > 0 &&
    levelTargets.length === list.length - 1 &&
    // "team leads, managers and above": a rung the range leaves out is its own item, not narrowed to nothing.
    levelTargets.every((t) => t.levels.some((l) => last.levels.includes(l)))
  ) {
    for (const t of levelTargets) {
      t.levels = t.levels.filter((l) => last.levels.includes(l));
      if (last.ceiling) t.ceiling = last.ceiling;
      t.traits = uniq([...t.traits, ...last.traits]);
    }
    list.pop();
    return list;
  }
  // "SRE engineers, plenos e sêniores", "developers, juniors and seniors": a trailing run of individual contributors' rung
  // words is one qualifier (the first of them stood alone as every mid-level person of the company).
  let runStart = list.length;
  while (runStart > 0 && icRungWord(list[runStart - 1] as Piece) && !hasRange(list[runStart - 1] as Piece)) runStart -= 1;
  const runOwner = list[runStart - 1];
  if (runStart < list.length - 1 && runOwner && runOwner.areas.length && !runOwner.levels.length && !runOwner.roles.length) {
    const rungs = list.splice(runStart);
    const merged = rungs[rungs.length - 1] as Piece;
    merged.levels = uniq(rungs.flatMap((r) => r.levels));
    merged.traits = uniq(rungs.flatMap((r) => r.traits.filter((t) => t !== 'junior' || rungs.every((x) => x.traits.includes('junior')))));
    list.push(merged);
  }
  // "DevOps engineers, senior level and above, still hands-on": several trailing qualifiers all apply,
  // the last one first (a qualifier before it is then a qualifier, not a piece of its own).
  for (let first = true; ; first = false) {
    const last = list[list.length - 1];
    if (
      !first &&
      !(last && bare(last) && (hasRange(last) || last.any || last.senior || (!last.levels.length && (last.traits.length > 0 || last.employment.length > 0))))
    )
      break;
    const condOnly = !!last && bare(last) && !last.levels.length && !last.any && (last.traits.length > 0 || last.employment.length > 0);
    // "ML engineers, senior or above": a kind of title is a job at every rung, so a trailing rung narrows it like an area.
    // (In an exclusion, people after it are people of their own: "excluding tech leads and senior ICs"; so is a range above
    // the rungs such titles hold: "tech leads, heads and above".)
    // ("juniors to leads": a range of rung nouns narrows it too.)
    const kindRungs =
      !!last &&
      (!last.noun || hasRange(last)) &&
      !last.traits.some((t) => t !== 'junior') &&
      (last.any || last.levels.some((l) => rank(l) <= rank('tech_lead')));
    const kind = (x: Piece) => kindOnly(x) && kindRungs && x.mode === 'in';
    // "Corporate banking RMs and the credit people, AVP and above": a role named for its individual contributors, then a
    // range of leaders' rungs, is its area at those rungs (the AVPs of relationship management hold no RM title).
    const leadersRange = !!last && hasRange(last) && last.levels.length > 0 && last.levels.every((l) => rank(l) >= rank('manager'));
    const icRole = (x: Piece) => leadersRange && x.mode === 'in' && x.areas.length > 0 && x.roles.length > 0 && x.roles.every((r) => IC_ROLES.has(r));
    const targets = list
      .slice(0, -1)
      .filter((x) => (condOnly ? true : (x.areas.length || kind(x)) && (!x.roles.length || kind(x) || icRole(x)) && (!x.alone || icRole(x))));
    for (const t of targets) if (icRole(t)) [t.roles, t.alone] = [[], false];
    // "recruiters, sourcers and their managers and heads": a bare rung of leads or above after person nouns is more people of their areas, not a narrowing.
    // ("pas les SDR ni les managers", "no SDRs or managers": in an exclusion a bare rung is anyone on it.) "EMs and team leads
    // who have direct reports": that its people lead a team says who they are, not who the nouns before are.
    const rungAfterNouns =
      !!last &&
      last.mode === 'in' &&
      bare(last) &&
      !hasRange(last) &&
      !last.any &&
      last.traits.every((t) => t === 'manages_people') &&
      !last.employment.length &&
      last.levels.length > 0 &&
      last.levels.every((l) => rank(l) >= rank('team_lead'));
    // "support managers, heads of support, team leads": after pieces that name rungs of their own it is one more rung.
    // ("senior accountants and team leads": "senior" before a noun is its own rung too; the leads were put in its place.)
    const ownRungs = (t: Piece) => (t.noun && !t.levels.length) || (t.levels.length > 0 && (!!t.ownLevel || (t.senior && t.noun)));
    // "agents, billing clerks and collections, and their coordinators and heads": a rung right after a reference back is
    // one more of its people (their heads), not a narrowing of the people named before it (session 40).
    const before = list[list.length - 2];
    if (last && rungAfterNouns && before?.their && before.mode === last.mode) {
      last.their = true;
      return list;
    }
    if (last && rungAfterNouns && targets.length && targets.every(ownRungs)) {
      last.areas = uniq(targets.flatMap((t) => t.areas));
      return list;
    }
    // "no SDRs or managers": in an exclusion a bare rung of leads or above is one more item, not a narrowing.
    const ownRung =
      rungAfterNouns === false &&
      !!last &&
      last.mode === 'ex' &&
      !last.noun &&
      !hasRange(last) &&
      !last.any &&
      !last.traits.length &&
      !last.employment.length &&
      last.levels.length > 0 &&
      last.levels.every((l) => rank(l) >= rank('team_lead'));
    if (last && bare(last) && !last.their && !ownRung && targets.length && (last.levels.length || last.any || last.traits.length || last.employment.length)) {
      for (const t of targets) {
        // "Ontwikkelaars op medior- en seniorniveau", "engenheiros plenos e sêniores": a rung word ending the noun's piece
        // and the rung after it are one run ("medior" was replaced by "senior").
        const ic = (ls: Level[]) => ls.length > 0 && ls.every((l) => rank(l) <= rank('senior'));
        const runOfRungs = ic(t.levels) && ic(last.levels) && t.noun && !t.alone && RUNG_WORD.test(t.words[t.words.length - 1] ?? '');
        if (last.levels.length) t.levels = runOfRungs ? uniq([...t.levels, ...last.levels]) : [...last.levels];
        if (last.ceiling) t.ceiling = last.ceiling;
        // "analistas JR/PL": the rungs after it say who they are; juniors who say so only when those rungs say so too.
        if (last.levels.length && !last.traits.includes('junior')) t.traits = t.traits.filter((x) => x !== 'junior');
        t.traits = uniq([...t.traits, ...last.traits]);
        t.employment = uniq([...t.employment, ...last.employment]);
        if (last.any) t.any = true;
      }
      list.pop();
      continue;
    }
    break;
  }
  // "at any level" drops the levels a list's areas got from elsewhere, not those a piece names ("engineering managers of any seniority").
  // ("any level from junior to principal" is a range, not any level).
  if (list.some((p) => p.any && !hasRange(p)))
    for (const p of list) {
      if (p.areas.length && !p.range.up && !p.range.from && !p.ceiling && !p.ownLevel) p.levels = [];
      // "SDRs and BDRs, all levels": the team at every rung, not only the reps the nouns name.
      if (p.icNoun && !p.icSaid && p.areas.length && !p.roles.length) p.traits = p.traits.filter((t) => t !== 'individual_contributor');
    }
  return list;
}

export { MANAGER_SET, LEADERS, TEAM_LEADERS };
