// The pure decisions of the candidate stages, in one place: who is shortlisted (find_candidates), what a
// verification changes (verify_candidates), which decision a person gets (match_target) and the order of
// the result (publish). The stages apply them to job_people rows; the eval harness
// (src/matching/evaluate.ts) applies them to an in-memory roster, so its figures are the product's.
import type { Profile } from '../domain/people/types.js';
import type { MatchDecision, PersonaInput, PersonaMatcher } from '../matching/port.js';
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

export type StoredDecision = Pick<MatchDecision, 'match' | 'score' | 'why' | 'is_decision_maker'> & {
  professional: MatchDecision['professional'] | null;
};

/** match_target: the decision stored for a person (the matcher's, or a non-match when it returned none). */
export function decisionFor(d: MatchDecision | undefined): StoredDecision {
  return d
    ? { match: d.match, score: d.score, why: d.why, professional: d.professional, is_decision_maker: d.is_decision_maker }
    : { match: false, score: 0, why: 'The matcher returned no decision for this person.', professional: null, is_decision_maker: false };
}

/** publish: the matches, best score first, ties in roster order. Returns a new array. */
export function rankMatches<T extends { score: number; position: number }>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => b.score - a.score || a.position - b.position);
}
