// The pure decisions of the candidate stages, in one place: who is shortlisted (find_candidates), what a
// verification changes (verify_candidates), which decision a person gets (match_target) and the order of
// the result (publish). The stages apply them to job_people rows; the eval harness
// (src/matching/evaluate.ts) applies them to an in-memory roster, so its figures are the product's.
import type { Profile } from '../domain/people/types.js';
import { functionOf, LEVEL_RANK, type Level, type Selector } from '../matching/criteria.js';
import { LEVEL_WORDS } from '../matching/judge/evidence.js';
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

/** The score of a match demoted by `onlyTopRungs` (as one an exclusion removes: included, then not kept). */
const DEMOTED_SCORE = 0.2;

/**
 * publish: a selector that takes only the most senior of its matches at each company (`rung: 'top'`, "IT, only its head")
 * keeps those of its matches on the highest rung any of them holds here (`LEVEL_RANK`: ties are kept, a head beside a
 * director; each area of a selector of several apart: "the top person in finance and in HR"); the others it kept are demoted to non-matches, with a `why` that says so, unless another selector keeps them
 * too (a top selector at whose top rung they stand, or any other). `matches` are one company's matches with the decisions
 * the matcher stored (`kept_by`: the selectors that keep each and the level they meet each at; a decision without it is
 * left as it is). Returns the matches kept, in their order, and those demoted with their new decisions.
 */
export function onlyTopRungs<T extends { decision: StoredDecision }>(matches: readonly T[], include: readonly Selector[]): { kept: T[]; demoted: T[] } {
  const isTop = (i: number) => include[i]?.rung === 'top';
  // The highest level each top selector's matches reach at this company (each area of a selector of several apart).
  // (by function: engineering's software and hardware are one area's top; finance and HR two).
  const group = (k: KeptBy) => `${k.selector}|${k.area ? functionOf(k.area) : ''}`;
  const highest = new Map<string, Level>();
  for (const m of matches)
    for (const k of m.decision.kept_by ?? []) {
      const had = highest.get(group(k));
      if (isTop(k.selector) && (!had || LEVEL_RANK[k.level] > LEVEL_RANK[had])) highest.set(group(k), k.level);
    }
  const below = (k: KeptBy) => {
    const top = highest.get(group(k));
    return top !== undefined && LEVEL_RANK[k.level] < LEVEL_RANK[top];
  };
  const kept: T[] = [];
  const demoted: T[] = [];
  for (const m of matches) {
    const by = m.decision.kept_by ?? [];
    if (!by.length || !by.every(below)) {
      kept.push(m);
      continue;
    }
    const k = by[0] as KeptBy;
    const text = include[k.selector]?.text.trim();
    const what = text ? `"${text}"` : 'the people a criterion names';
    const top = LEVEL_WORDS[highest.get(group(k)) ?? k.level];
    const why = `Not kept: not the most senior of ${what} here (${LEVEL_WORDS[k.level]} rung; the most senior of them at this company are on the ${top} rung). ${m.decision.why.replace(/^Not kept: /, '')}`;
    demoted.push({ ...m, decision: { ...m.decision, match: false, score: Math.min(m.decision.score, DEMOTED_SCORE), why } });
  }
  return { kept, demoted };
}

/** publish: the matches, best score first, ties in roster order. Returns a new array. */
export function rankMatches<T extends { score: number; position: number }>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => b.score - a.score || a.position - b.position);
}
