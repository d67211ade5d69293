// Rungs said of the people named before them: a sentence made only of rungs and conditions ("Individual contributors
// only, junior through lead.") scopes the areas of the sentence before it and adds nobody of its own.
import { functionOf, LEVEL_RANK, levelsBetween, TITLE_KINDS, type AreaKey, type Level, type Selector, type Trait } from '../criteria.js';
import type { Piece } from './piece.js';
import type { Tagged } from './tokens.js';
import { uniq } from './resolve.js';
import { tagSentence } from './tag-sentence.js';

/** Named by nobody but a rung or a range ("junior through lead", "heads and directors", "any level"). */
const rungPiece = (p: Piece) =>
  (p.levels.length > 0 || p.any) && !p.areas.length && !p.roles.length && !p.alone && !p.all && !p.buy && !p.their && !p.themselves;

/** Named by nobody but a condition of the people ("individual contributors only", "full-time"): who they are, not more people. */
const conditionPiece = (p: Piece) =>
  !p.levels.length &&
  !p.any &&
  !p.areas.length &&
  !p.roles.length &&
  !p.alone &&
  !p.all &&
  !p.buy &&
  !p.their &&
  !p.themselves &&
  !p.product?.length &&
  (p.traits.length > 0 || p.employment.length > 0);

/** Conditions a rung piece says of the people with its rungs ("senior individual contributors only"), not what its noun implies. */
const SAID: ReadonlySet<Trait> = new Set(['full_time', 'part_time', 'manages_people']);
const saidTraits = (p: Piece): Trait[] => p.traits.filter((t) => SAID.has(t) || (t === 'individual_contributor' && p.icSaid === true));

export interface RungSentence {
  levels: Level[];
  any: boolean;
  /** Traits said with the rungs, to hold for the people the rungs scope. */
  traits: Trait[];
  /** Pieces of conditions alone: they narrow the persona as a condition sentence would ("Individual contributors only."). */
  conditions: Piece[];
}

/**
 * "C-level, VP, Head and Director titles.", "Individual contributors only, junior through lead.", "Nur ICs, von Junior bis
 * Lead.": the inclusions of a sentence are all rungs or conditions, with at least one rung. Said after a sentence that named
 * people of some area, it scopes them (compile.ts). (A condition piece alone is a condition sentence, read in conditions.ts.)
 */
export function rungSentence(ins: Piece[]): RungSentence | undefined {
  if (!ins.some(rungPiece) || !ins.every((p) => rungPiece(p) || conditionPiece(p))) return undefined;
  const rungs = ins.filter(rungPiece);
  return {
    levels: uniq(rungs.flatMap((p) => p.levels)),
    any: rungs.some((p) => p.any),
    traits: uniq(rungs.flatMap(saidTraits)),
    conditions: ins.filter(conditionPiece),
  };
}

/** A range that starts at a rung: it has a "to", and no person or area is named before it ("Manager+, up to the CIO"). */
const rungsBeforeTo = (tagged: readonly Tagged[]) => {
  const to = tagged.findIndex((t) => t.tag?.k === 'to');
  return to >= 0 && !tagged.slice(0, to).some((t) => t.tag?.k === 'area' || t.tag?.k === 'noun');
};

/**
 * "function: IT; seniority: manager+ up to CIO", "Finance. Manager and up, up to the CFO.": a sentence that is only a range of
 * rungs up to a chief (no area or person named before its "to") scopes the areas of the sentence before it, as a sentence
 * of rungs does, when the chief heads those areas (the chief's area made the range a group of people of its own).
 */
export function rungsUpToChief(ins: Piece[], tagged: readonly Tagged[], before: readonly Piece[]): RungSentence | undefined {
  const p = ins[ins.length - 1];
  if (!p || !rungsBeforeTo(tagged)) return undefined;
  // ("Manager+, up to the CIO": the rungs said first, the chief after a comma, caps them; they borrowed the chief's areas.)
  const rungs = ins.slice(0, -1);
  if (!rungs.every((x) => x.levels.length && !x.roles.length && !x.alone && !x.all && !x.buy && !x.their && !x.themselves)) return undefined;
  const top = rangeToChiefOf(p, [...before]);
  const cap = top && Math.max(...top.map((l) => LEVEL_RANK[l]));
  const levels = cap && rungs.length ? uniq(rungs.flatMap((x) => x.levels)).filter((l) => LEVEL_RANK[l] <= cap) : top;
  return levels?.length ? { levels, any: false, traits: [], conditions: [] } : undefined;
}

/**
 * A kind of work named by its own title and no rung ("ML engineers", "paralegals", "CRM admins", "Marketing Ops"): the rungs
 * said after it scope it as they scope an area (a card's "Seniority: Manager+" holds for every role it lists).
 */
export const kindOfWork = (p: Piece) => p.roles.length > 0 && p.roles.every((r) => TITLE_KINDS.has(r)) && !p.roleLevels.length && !p.levels.length;

/** Words of a piece that name nobody ("but", "aber", "mais"): a piece of these alone adds no one after a range. */
const FILLER_ONLY = /^(but|aber|mais|pero|mas|maar|yet|though)$/;

/** A range of rungs said of nobody in particular ("from manager upwards", "de coordinador hacia arriba", "ab Teamleiter"). */
function rangeAlone(p: Piece): Level[] | undefined {
  if (p.mode !== 'in' || !(p.range.up || p.range.from || p.range.below) || p.areas.length || p.alone || p.all || p.any || p.buy || p.their) return undefined;
  if (p.themselves || p.traits.length || p.employment.length) return undefined;
  if (!p.roles.length) return p.levels.length ? p.levels : undefined;
  // "de coordinador hacia arriba": a kind of title said as the start of a range is its rung and those above it.
  const low = p.roleLevels[0];
  const kind = p.roles.every((r) => TITLE_KINDS.has(r)) && !p.levels.length;
  return p.range.up && !p.range.from && kind && p.roleLevels.length === 1 && low ? levelsBetween(low) : undefined;
}

/**
 * "Marketing, from manager up to the CMO", "Vertrieb, vom Teamleiter bis zum CSO", "Finanzas, de jefe de equipo hasta el CFO":
 * a range whose top is the chief of the areas listed before it (or of one of them) is the list's range, as a
 * range said of nobody is (it stood beside the list, which kept everyone of its areas).
 */
function rangeToChiefOf(p: Piece, list: readonly Piece[]): Level[] | undefined {
  if (p.mode !== 'in' || !(p.range.to || p.range.down) || !p.levels.length || p.roles.length || !p.areas.length) return undefined;
  if (p.alone || p.all || p.any || p.buy || p.their || p.themselves || p.traits.length || p.employment.length) return undefined;
  // The list names departments only ("Marketing, from manager up to the CMO"), not people who have their own rungs, nor
  // everyone ("Anyone in design, from junior designers to the head of design" keeps the whole team, as "all levels" does).
  if (!list.every((x) => !x.noun && !x.levels.length && !x.traits.length && !x.employment.length && !x.whole && !x.all)) return undefined;
  // The range starts at a rung, not at people ("from junior designers to …"): before its "to" no person or area is named.
  const tagged = tagSentence(p.words.join(' ')).tagged;
  if (!rungsBeforeTo(tagged)) return undefined;
  const fns = (xs: readonly AreaKey[]) => new Set(xs.map(functionOf));
  const chief = fns(p.areas);
  const listed = fns(list.flatMap((x) => x.areas));
  // (The chief heads one of the areas listed: "Engineering / Product, senior to CTO" is both teams' range.)
  return listed.size && [...chief].every((f) => listed.has(f)) ? p.levels : undefined;
}

/**
 * "Responsables de TI y seguridad, de gerente hacia arriba, y el CIO", "IT and security people, from manager upwards, and
 * the CIO", "IT- und Security-Leitung, ab Teamleiter aufwärts, dazu der CIO": a range set off by commas after a list of
 * areas, followed in its clause only by named people ("the CIO"), is the list's range: the areas take its rungs and it
 * adds nobody of its own (it stood as every manager-and-up of the company). A range the list's own clause ends with is
 * read in resolve.ts; a range before further people of some area stays their own ("… from manager upwards, and finance
 * directors").
 */
export function rangeOfList(pieces: Piece[]): void {
  pieces.forEach((p, i) => {
    const before = pieces.slice(0, i);
    const prev = before[before.length - 1];
    const list = before.filter((x) => x.clause === p.clause);
    const alone = rangeAlone(p);
    const levels = alone ?? rangeToChiefOf(p, list);
    if (!levels || !prev?.commaAfter) return;
    if (!list.length || list.length !== before.length) return;
    if (!list.every((x) => x.mode === 'in' && x.areas.length > 0 && !x.roles.length && !x.alone && !x.their && !x.themselves)) return;
    const after = pieces.slice(i + 1).filter((x) => x.clause === p.clause && x.mode === 'in' && x.words.some((w) => !FILLER_ONLY.test(w)));
    // "whoever runs support, team leads and up(, but no agents)": the rungs of running said as a range of its own, ending the
    // inclusions of the clause, are what running means there (it stood as everyone at those rungs).
    const runs = !after.length && list.every((x) => x.run && !x.noun);
    // (A range up to the list's chief may end the clause: the list's own range read in resolve.ts names no chief.)
    const chief = !alone && !after.length;
    if (!runs && !chief && (!p.commaAfter || !after.length || !after.every((x) => x.alone && x.roles.length > 0 && !x.areas.length))) return;
    for (const x of list) {
      x.levels = [...levels];
      if (p.ceiling) x.ceiling = p.ceiling;
    }
    Object.assign(p, { levels: [], roles: [], roleLevels: [], roleAreas: [], range: {}, ceiling: undefined, ...(alone ? {} : { areas: [] }) });
  });
}

/** Rungs that all lead a team (team lead and up), one of them more than a tech lead (who may lead no one). */
export const leadersOnly = (levels: readonly Level[]) =>
  levels.length > 0 && levels.some((l) => l !== 'tech_lead') && levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead);

/**
 * "Hands-on support leads", "quota-carrying sales managers", "Teamleiter im Support, die selbst Hand anlegen", "líderes de
 * suporte com a mão na massa": doing the work oneself, said of people whose rungs all lead a team, says they still do it,
 * not that they lead no one (no lead would be kept): the rungs stand and the condition is dropped. Said in a sentence of
 * its own for the whole persona ("Individual contributors only.") it stays, and the reading warns (warnings.ts).
 */
export function leadersHandsOn(p: Piece): void {
  // Founders and owners "who still run the company, hands-on" run it: they are said to do the work too, not to lead no one.
  const runsIt = p.traits.includes('founder') || p.traits.includes('owner');
  const leads = runsIt || (p.levels.length ? leadersOnly(p.levels) : p.roles.length > 0 && leadersOnly(p.roleLevels));
  if (p.mode === 'in' && leads) p.traits = p.traits.filter((t) => t !== 'individual_contributor');
}

/** Traits a selector of rungs alone may carry and still be rungs alone (who they are at those rungs, not more people). */
const RUNG_TRAITS: ReadonlySet<Trait> = new Set(['individual_contributor', 'junior']);
const rungsAlone = (s: Selector) =>
  s.levels.length > 0 &&
  !s.areas.length &&
  !s.roles.length &&
  !s.employment.length &&
  !s.titles?.length &&
  !s.tenure &&
  !s.ceiling &&
  s.traits.every((t) => RUNG_TRAITS.has(t)) &&
  // interns named alone are people of their own ("Sales, and interns")
  !s.levels.every((l) => l === 'intern');

/**
 * "Data engineers and data scientists (ICs only, junior to lead)", "Gestores de TI e segurança — de gerente para cima —, o CIO":
 * a selector of rungs alone, in a persona whose every other inclusion names areas or roles, is those people's rungs said
 * apart from the list, never everyone at those rungs: people who name no rung take its rungs, the others keep their own,
 * and it goes. (A persona of rungs only, "Directors and VPs", keeps them: nothing else names anyone.)
 */
export function strayRungs(include: Selector[], anyArea: boolean): void {
  const stray = include.filter(rungsAlone);
  const named = include.filter((s) => !stray.includes(s));
  // A range, not a rung noun ("Partner und Berufsträger", "Managers and data engineers": the partners and managers are people
  // of their own; a range spans four rungs or more: "junior to lead", "manager and up"); areas named, not only seats
  // ("C-level (CEO, CFO) y VPs" keeps every VP); and not said of any area ("juniors in any department").
  // (Title phrases are named like areas: "anyone with 'Key Account' in their title, manager and up".)
  const titled = (s: Selector) => s.areas.length > 0 || !!s.titles?.length;
  if (anyArea || stray.length !== 1 || (stray[0]?.levels.length ?? 0) < 4 || !named.some(titled)) return;
  if (!named.every((s) => titled(s) || s.roles.length > 0)) return;
  const [rungs] = stray as [Selector];
  // ("Le DAF ou le dirigeant. Les gestionnaires de paie.": individual contributors take no leaders' rungs; a range of their
  // own, "junior to lead", they do.)
  const leaders = rungs.levels.some((l) => LEVEL_RANK[l] >= LEVEL_RANK.manager);
  for (const s of named)
    if (!s.levels.length && !s.roles.length && !(leaders && s.traits.includes('individual_contributor'))) {
      s.levels = [...rungs.levels];
      s.traits = uniq([...s.traits, ...rungs.traits]);
    }
  include.splice(include.indexOf(rungs), 1);
}

/**
 * "Account managers and BDRs. Grads are fine.", "Buyers; team leads too.": rungs said to be welcome after people named at no
 * rung add those rungs of the same people (their areas and kinds; a team lead is no individual contributor), and take
 * nobody's rungs away.
 */
export function rungsWelcome(p: Piece, levels: Level[], traits: Trait[]): Piece[] {
  // (Rungs below the team lead are already among people named at every rung.)
  if (!levels.some((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead)) return [];
  const kept = p.traits.filter((t) => t !== 'individual_contributor');
  return [{ ...p, levels: [...levels], traits: [...new Set([...kept, ...traits])] }];
}
