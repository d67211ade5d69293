// MATCHER=rules: the offline persona matcher. Pure CPU: parse the persona once, read each profile's
// current titles, judge. See src/matching/README.md for the rules and value lists.
import type { Profile } from '../../domain/people/types.js';
import type { MatchBatchResult, MatchDecision, PersonaInput, PersonaMatcher } from '../port.js';
import { judge, professionalOf } from './judge.js';
import { parsePersona, type Flag, type Item, type PersonaSpec } from './persona.js';
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
 * Shortlist rule (recall first): keep everyone who matches the persona's include criteria read loosely
 * (relaxedSpec), ignoring its exclusions, plus everyone whose title cannot be read (an LLM may still judge them). People with
 * no current position at the company are dropped here already.
 */
/** Flags that narrow an item without naming who it is about: the shortlist does not insist on them. */
const NARROWING = new Set<Flag>(['ic', 'junior', 'employee', 'full_time', 'part_time', 'manages', 'decision_maker', 'budget']);

const relaxedCache = new Map<string, PersonaSpec>();

/**
 * The shortlist's reading of a persona: each include item also without its seniorities, and without
 * its functions (a title the rules misread on one axis still reaches the full match), broader areas
 * ("engineering" for "software engineering"), no narrowing conditions.
 */
function relaxedSpec(definition: string): PersonaSpec {
  const hit = relaxedCache.get(definition);
  if (hit) return hit;
  const spec = parsePersona(definition);
  const include: Item[] = [];
  for (const i of spec.include) {
    const flags = new Set([...i.flags].filter((f) => !NARROWING.has(f)));
    const fns = new Set([...i.fns].map((f) => f.split('.')[0] ?? f));
    const base: Item = { ...i, flags, fns, tenure: null, ceiling: undefined };
    include.push(base);
    if (i.tiers.size && fns.size) {
      include.push({ ...base, tiers: new Set() });
      include.push({ ...base, fns: new Set() });
    }
    if (i.flags.has('manages') || i.flags.has('decision_maker') || i.flags.has('budget')) {
      include.push({ ...base, tiers: new Set(['manager', 'head', 'director', 'vp', 'c_suite', 'partner', 'owner', 'founder'] as const) });
    }
    // "decision makers for marketing software" also names the company's top (CEO, owners, founders).
    if (fns.size && (i.flags.has('decision_maker') || i.flags.has('budget'))) {
      include.push({ ...base, tiers: new Set(), flags: new Set<Flag>(['decision_maker']) });
    }
  }
  const out: PersonaSpec = { ...spec, include };
  if (relaxedCache.size > 1000) relaxedCache.clear();
  relaxedCache.set(definition, out);
  return out;
}

export function shortlistProfiles(persona: PersonaInput, profiles: Profile[]): Array<{ person_ref: string; score: number; keep: boolean }> {
  const spec = relaxedSpec(persona.definition);
  return profiles.map((p) => {
    const view = viewPerson(p);
    if (view.belongs !== 'former' && !view.roles.some((r) => r.known)) return { person_ref: p.person_ref, score: 0.3, keep: true };
    // Part of the inclusion was not understood: keep everyone current (a smarter matcher may read it).
    if (spec.includeUnrecognised && view.belongs !== 'former') {
      const j = judge(spec, view, { ignoreExclusions: true });
      return { person_ref: p.person_ref, score: Number(Math.max(0.25, j.score).toFixed(4)), keep: true };
    }
    const j = judge(spec, view, { ignoreExclusions: true });
    if (j.included) return { person_ref: p.person_ref, score: Number(j.score.toFixed(4)), keep: true };
    // A title with words the reader did not understand may hold what the persona asks for.
    const unsure =
      view.belongs !== 'former' &&
      view.roles.some((r) => r.unsure && spec.include.some((i) => !i.fns.size || i.fns.has(r.fn) || [...i.fns].some((f) => f.startsWith(`${r.fn}.`))));
    return { person_ref: p.person_ref, score: Number((unsure ? 0.25 : j.score).toFixed(4)), keep: unsure };
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
