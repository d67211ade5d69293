// MATCHER=rules: the offline persona matcher. Pure CPU: parse the persona once, read each profile's
// current titles, judge. See src/matching/README.md for the rules and value lists.
import type { Profile } from '../../domain/people/types.js';
import type { MatchBatchResult, MatchDecision, PersonaInput, PersonaMatcher } from '../port.js';
import { judge, professionalOf } from './judge.js';
import { parsePersona } from './persona.js';
import { viewPerson } from './person.js';

export { parsePersona } from './persona.js';
export { parseTitle } from './title.js';
export { viewPerson } from './person.js';

/** Judges one profile synchronously (also used by the LLM matcher's shortlist). */
export function judgeProfile(persona: PersonaInput, profile: Profile): MatchDecision {
  const view = viewPerson(profile);
  const j = judge(parsePersona(persona.definition), view);
  const { professional, isDecisionMaker } = professionalOf(view);
  return { person_ref: profile.person_ref, match: j.match, score: Number(j.score.toFixed(4)), why: j.why, professional, is_decision_maker: isDecisionMaker };
}

/**
 * Shortlist rule (recall first): keep everyone who matches the persona's include criteria, ignoring
 * its exclusions, plus everyone whose title cannot be read (an LLM may still judge them). People with
 * no current position at the company are dropped here already.
 */
export function shortlistProfiles(persona: PersonaInput, profiles: Profile[]): Array<{ person_ref: string; score: number; keep: boolean }> {
  const spec = parsePersona(persona.definition);
  return profiles.map((p) => {
    const view = viewPerson(p);
    if (view.belongs !== 'former' && !view.roles.some((r) => r.known)) return { person_ref: p.person_ref, score: 0.3, keep: true };
    const j = judge(spec, view, { ignoreExclusions: true });
    return { person_ref: p.person_ref, score: Number(j.score.toFixed(4)), keep: j.included };
  });
}

export class RulesMatcher implements PersonaMatcher {
  readonly name = 'rules';

  shortlist(persona: PersonaInput, profiles: Profile[]) {
    return shortlistProfiles(persona, profiles);
  }

  async match(persona: PersonaInput, candidates: Profile[]): Promise<MatchBatchResult> {
    return { decisions: candidates.map((c) => judgeProfile(persona, c)), usage: { calls: 0, tokens: 0 } };
  }
}
