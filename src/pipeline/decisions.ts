// The pure decisions of the candidate stages, in one place: who is shortlisted (find_candidates), what a
// verification changes (verify_candidates), which decision a person gets (match_target) and the order of
// the result (publish). The stages apply them to job_people rows; the eval harness
// (src/matching/evaluate.ts) applies them to an in-memory roster, so its figures are the product's.
import type { Profile } from '../domain/people/types.js';
import { functionOf, LEVEL_RANK, LEVELS, type Selector, type SelectorRung } from '../matching/criteria.js';
import { LEVEL_WORDS, selectorName as named } from '../matching/judge/evidence.js';
import type { KeptBy, MatchDecision, PersonaInput, PersonaMatcher } from '../matching/port.js';
import type { Verification } from '../sources/port.js';

/** People per find_candidates chunk. */
export const SHORTLIST_CHUNK = 200;

/** One roster member as the candidate stages see them. */
export interface RosterPerson {
  personRef: string;
  /** Roster position (0-based, scan order): the tie-break of the ranking. */
  position: number;
  profile: Profile | null;
  /** A current position at the company (src/domain/people/employment.ts), kept up to date by verification. */
  currentEmployee: boolean;
}

export interface ShortlistMark {
  personRef: string;
  candidate: boolean;
  recallScore: number;
}

/**
 * find_candidates: the matcher's cheap recall pass over the current employees with a profile. Everyone
 * else (former employees, people the source no longer knows) is never a candidate.
 */
export function shortlist(matcher: PersonaMatcher, persona: PersonaInput, people: readonly RosterPerson[]): ShortlistMark[] {
  const eligible = people.filter((p) => p.currentEmployee && p.profile !== null);
  const scored = matcher.shortlist(
    persona,
    eligible.map((p) => p.profile as Profile),
  );
  const byRef = new Map(scored.map((s) => [s.person_ref, s]));
  return people.map((p) => {
    const s = p.currentEmployee ? byRef.get(p.personRef) : undefined;
    return { personRef: p.personRef, candidate: s?.keep ?? false, recallScore: s?.score ?? 0 };
  });
}

/** verify_candidates: a source that no longer knows the person reports them as not employed. */
export function notFoundVerification(personRef: string): Verification {
  return { person_ref: personRef, employed: false, email_status: 'unknown' };
}

/** verify_candidates: the candidate stays a current employee only when the live check says so. */
export function afterVerification(currentEmployee: boolean, v: Verification): { verified: boolean; currentEmployee: boolean } {
  return { verified: v.employed, currentEmployee: currentEmployee && v.employed };
}

/** match_target: who the full match judges (verified candidates still employed). */
export function toJudge(p: { verified: boolean; currentEmployee: boolean }): boolean {
  return p.verified && p.currentEmployee;
}

export type StoredDecision = Pick<MatchDecision, 'match' | 'score' | 'why' | 'is_decision_maker' | 'kept_by'> & {
  professional: MatchDecision['professional'] | null;
};

/** match_target: the decision stored for a person (the matcher's, or a non-match when it returned none). */
export function decisionFor(d: MatchDecision | undefined): StoredDecision {
  if (!d) return { match: false, score: 0, why: 'The matcher returned no decision for this person.', professional: null, is_decision_maker: false };
  const keptBy = d.kept_by?.length ? { kept_by: d.kept_by } : {};
  return { match: d.match, score: d.score, why: d.why, professional: d.professional, is_decision_maker: d.is_decision_maker, ...keptBy };
}

/** The score of a match demoted by `companyRungs` (as one an exclusion removes: included, then not kept). */
const DEMOTED_SCORE = 0.2;

/** The rungs (`LEVEL_RANK`) a rung selector's matches hold at one company, in one area, and how many people they are. */
interface RungGroup {
  ranks: number[];
  people: number;
}

/**
 * What a company-relative rung keeps, over the rungs its matches hold at one company in one area (highest first, each
 * once), and how many people they are: the one rule place for every rung (`SELECTOR_RUNGS`).
 */
const KEEPS: Readonly<Record<SelectorRung, (rank: number, g: RungGroup) => boolean>> = {
  // "the most senior person in finance": the highest rung (ties kept)
  top: (r, g) => r === g.ranks[0],
  // "the number two in sales": the rung next below the top (nobody where one rung is all there is)
  second: (r, g) => g.ranks.length > 1 && r === g.ranks[1],
  // "everyone below whoever runs sales", "the IT team without its boss": all but the top rung
  below_top: (r, g) => r < (g.ranks[0] as number),
  // "first-line managers": the lowest rung of leadership there is in the area
  first_line: (r, g) => r === g.ranks[g.ranks.length - 1],
  // "managers of managers": leaders above the lowest rung of leadership there is in the area
  above_first_line: (r, g) => r > (g.ranks[g.ranks.length - 1] as number),
  // "one-person departments": the only one of the area at the company
  sole: (_r, g) => g.people === 1,
};

/** What a kept rung says in a demoted decision's `why`. */
const LEFT_OUT: Readonly<Record<SelectorRung, string>> = {
  top: 'not the most senior of',
  second: 'not on the rung just below the most senior of',
  below_top: 'the most senior of',
  first_line: 'not on the lowest rung of leadership of',
  above_first_line: 'on the lowest rung of leadership of',
  sole: 'not the only one of',
};

/**
 * publish: a selector with a company-relative rung (`Selector.rung`: "IT, only its head", "the number two in sales",
 * "everyone below whoever runs IT", first-line managers, managers of managers, one-person departments) keeps those of its
 * matches at each company the rung keeps (`KEEPS`), over the rungs (`LEVEL_RANK`, ties are one rung) its matches hold
 * there, each area apart (by function: engineering's software and hardware are one area, finance and HR two; a selector
 * of no area takes each person's department, and leaves out the people of none, as the CEO). A fallback
 * (`Selector.fallback_for`: "the CISO if there is one, otherwise the head of IT") keeps its matches only where no match
 * of the selector it stands in for is kept at the company (in `include` order, so a fallback of a fallback stands in
 * for both); a condition-only seat (`Selector.condition_only`: the IT head of "IT team leads only where there is no IT
 * head") keeps no one, its matches only decide such fallbacks. The others it kept are demoted to non-matches, with a `why`
 * that says so, unless another selector keeps them too. `matches` are one company's matches with the decisions the
 * matcher stored (`kept_by`: the selectors that keep each and the level they meet each at; a decision without it is
 * left as it is). Returns the matches kept, in their order, and those demoted with their new decisions.
 */
export function companyRungs<T extends { decision: StoredDecision }>(matches: readonly T[], include: readonly Selector[]): { kept: T[]; demoted: T[] } {
  const rungOf = (k: KeptBy) => include[k.selector]?.rung;
  const group = (k: KeptBy) => `${k.selector}|${k.area ? functionOf(k.area) : ''}`;
  const seen = new Map<string, { ranks: Set<number>; people: number }>();
  for (const m of matches) {
    const mine = new Set<string>();
    for (const k of m.decision.kept_by ?? []) {
      if (!rungOf(k)) continue;
      const g = seen.get(group(k)) ?? { ranks: new Set<number>(), people: 0 };
      g.ranks.add(LEVEL_RANK[k.level]);
      if (!mine.has(group(k))) g.people += 1;
      mine.add(group(k));
      seen.set(group(k), g);
    }
  }
  const groups = new Map<string, RungGroup>([...seen].map(([key, g]) => [key, { ranks: [...g.ranks].sort((a, b) => b - a), people: g.people }]));
  // A rung of each department (a selector of no area) leaves out the people of none: the CEO's office is no department.
  const noDepartment = (k: KeptBy) => !include[k.selector]?.areas.length && (!k.area || k.area === 'general_management');
  const offRung = (k: KeptBy) => {
    const rung = rungOf(k);
    if (rung !== undefined && noDepartment(k)) return true;
    const g = groups.get(group(k));
    return rung !== undefined && g !== undefined && !KEEPS[rung](LEVEL_RANK[k.level], g);
  };
  // The selectors someone is held by at this company (on its rung, and not standing in for one held), in include order;
  // a condition-only seat by someone its own fallbacks do not keep too (the seat is someone else); a fallback's match off
  // its rung keeps no one ("PMMs; if there is no PMM, the top marketing person": a PMM below the CMO still holds the seat).
  const held = new Set<number>();
  const standsIn = (k: KeptBy) => {
    for (let p = include[k.selector]?.fallback_for; p !== undefined; p = include[p]?.fallback_for) if (held.has(p)) return true;
    return false;
  };
  const seatOnly = (i: number, by: readonly KeptBy[]) => !!include[i]?.condition_only && by.some((k) => include[k.selector]?.fallback_for === i && !offRung(k));
  include.forEach((_s, i) => {
    const holds = (by: readonly KeptBy[]) => !seatOnly(i, by) && by.some((k) => k.selector === i && !offRung(k) && !standsIn(k));
    if (matches.some((m) => holds(m.decision.kept_by ?? []))) held.add(i);
  });
  const leftOut = (k: KeptBy) => offRung(k) || standsIn(k) || !!include[k.selector]?.condition_only;
  const kept: T[] = [];
  const demoted: T[] = [];
  for (const m of matches) {
    const by = m.decision.kept_by ?? [];
    if (!by.length || !by.every(leftOut)) {
      kept.push(m);
      continue;
    }
    const k = by[0] as KeptBy;
    const why = `Not kept: ${offRung(k) ? offRungWhy(k, include, groups.get(group(k))) : fallbackWhy(k, include)} ${m.decision.why.replace(/^Not kept: /, '')}`;
    demoted.push({ ...m, decision: { ...m.decision, match: false, score: Math.min(m.decision.score, DEMOTED_SCORE), why } });
  }
  return { kept, demoted };
}

/** Why a match off its selector's rung is left out. */
function offRungWhy(k: KeptBy, include: readonly Selector[], g: RungGroup | undefined): string {
  const rung = include[k.selector]?.rung as SelectorRung;
  const top = LEVEL_WORDS[LEVELS.find((l) => LEVEL_RANK[l] === g?.ranks[0]) ?? k.level];
  return `${LEFT_OUT[rung]} ${named(include[k.selector])} here (${LEVEL_WORDS[k.level]} rung; the most senior of them at this company are on the ${top} rung).`;
}

/** Why a match of a fallback, or of a condition-only seat, is left out. */
function fallbackWhy(k: KeptBy, include: readonly Selector[]): string {
  const s = include[k.selector];
  if (s?.condition_only) {
    const fallbacks = include.filter((x) => x.fallback_for === k.selector).map(named);
    return `${named(s)} is only a condition here (whether there is one decides ${fallbacks.join(' and ')}), not a group of people kept.`;
  }
  return `${named(s)} is kept only where there is no ${named(include[s?.fallback_for ?? -1])}, and this company has one.`;
}

/** publish: the matches, best score first, ties in roster order. Returns a new array. */
export function rankMatches<T extends { score: number; position: number }>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => b.score - a.score || a.position - b.position);
}
