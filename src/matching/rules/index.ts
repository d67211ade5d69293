// MATCHER=rules: the offline persona matcher. Pure CPU: compile the persona once (compiler/), read each
// profile's current roles (reader/), judge (judge/). See src/matching/README.md for the rules and value lists.
import type { Profile } from '../../domain/people/types.js';
import { systemClock } from '../../domain/clock.js';
import type { Clock } from '../../domain/ports.js';
import { compilePersona } from '../compiler/index.js';
import {
  CROSS_AREAS,
  functionOf,
  LEVEL_RANK,
  LEVELS,
  type AreaKey,
  type Criteria,
  type Employment,
  type PersonFacts,
  type Selector,
  type Trait,
} from '../criteria.js';
import { deepFreeze } from '../../lib/freeze.js';
import { judge, professionalOf } from '../judge/evidence.js';
import type { MatchBatchResult, MatchDecision, PersonaInput, PersonaMatcher } from '../port.js';
import { readPerson } from '../reader/person.js';
import { atCompany } from '../reader/firm.js';
import { employerVerdict } from '../sectors.js';

export { parseTitle } from '../reader/title.js';
export { readPerson } from '../reader/person.js';
export { compilePersona } from '../compiler/index.js';

/** The criteria a persona is judged by: the job's snapshot, else the definition's reading. */
export const criteriaOf = (persona: PersonaInput): Criteria => persona.criteria ?? compilePersona(persona.definition).criteria;

/**
 * A profile's facts, read once per profile object and month (tenure counts whole months): the shortlist
 * and the match read the same profiles, and the eval and the quality tests read each one once per persona
 * (the paraphrase test: 12.8 -> 3.1 s of CPU on the sample). Frozen: every judgement shares them.
 */
const factsRead = new WeakMap<Profile, { month: number; facts: PersonFacts }>();
function factsOf(profile: Profile, now: Date): PersonFacts {
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const hit = factsRead.get(profile);
  if (hit?.month === month) return hit.facts;
  const facts = deepFreeze(readPerson(profile, now));
  factsRead.set(profile, { month, facts });
  return facts;
}

/** Judges one profile synchronously, as of `now` (the matcher's clock; tenure counts whole months up to it). */
export function judgeProfile(persona: PersonaInput, profile: Profile, now: Date = new Date()): MatchDecision {
  const facts = factsOf(profile, now);
  // At a consultancy its bare ranks are client delivery, at a telecom operator field technicians its network's (reader/firm.ts);
  // `professional` stays the title's own reading.
  const j = judge(criteriaOf(persona), atCompany(facts, persona.company), {}, persona.company);
  const { professional, isDecisionMaker } = professionalOf(facts);
  const keptBy = j.match && j.keptBy?.length ? { kept_by: j.keptBy } : {};
  return {
    person_ref: profile.person_ref,
    match: j.match,
    score: Number(j.score.toFixed(4)),
    why: j.why,
    professional,
    is_decision_maker: isDecisionMaker,
    ...keptBy,
  };
}

/** Conditions that narrow a selector without naming who it is about: the shortlist does not insist on them. */
const NARROWING = new Set<Trait>(['individual_contributor', 'junior', 'full_time', 'part_time', 'manages_people', 'decision_maker', 'budget_holder']);
const MANAGER_AND_UP = LEVELS.filter((l) => LEVEL_RANK[l] >= LEVEL_RANK.team_lead);

const relaxedCache = new WeakMap<Criteria, Criteria>();

/**
 * The shortlist's reading of a persona: each include selector also without its levels, and without its
 * areas unless its rungs reach the entry level (a title the rules misread on one axis still reaches the full match), areas widened to their
 * function, no narrowing conditions (IC, employee, tenure, ceiling); for decision makers also the
 * company's top.
 */
function relaxed(c: Criteria): Criteria {
  const hit = relaxedCache.get(c);
  if (hit) return hit;
  const include: Selector[] = [];
  for (const s of c.include) {
    const traits = s.traits.filter((t) => !NARROWING.has(t));
    // Employees among the kinds asked for: any kind (the shortlist is never narrower than the judge).
    const employment: Employment[] = s.employment.includes('employee') ? [] : s.employment;
    // A cross area (growth, a staffing agency's recruiters) is not covered by its function: kept beside it.
    const areas = [...new Set(s.areas.flatMap((a) => ((CROSS_AREAS as ReadonlySet<AreaKey>).has(a) ? [a, functionOf(a)] : [functionOf(a)])))];
    const { ceiling: _c, tenure: _t, ...rest } = s;
    const base: Selector = { ...rest, traits, employment, areas };
    include.push(base);
    if (s.levels.length && areas.length) {
      include.push({ ...base, levels: [] });
      // Not for rungs that reach the individual contributors ("software engineers" up to tech leads): every IC.
      if (!s.levels.includes('entry')) include.push({ ...base, areas: [] });
    }
    const deciders = s.traits.includes('decision_maker') || s.traits.includes('budget_holder');
    if (deciders || s.traits.includes('manages_people')) include.push({ ...base, levels: MANAGER_AND_UP });
    // "decision makers for marketing software" also names the company's top (CEO, owners, founders).
    if (areas.length && deciders) include.push({ ...base, levels: [], traits: ['decision_maker'] });
  }
  const out: Criteria = { ...c, include, exclude: [] };
  relaxedCache.set(c, out);
  return out;
}

/**
 * Shortlist rule (recall first): keep everyone who matches the persona's include criteria read loosely
 * (relaxed), ignoring its exclusions, plus everyone whose title cannot be read (an LLM may still judge
 * them). People with no current position at the company are dropped here already.
 */
export function shortlistProfiles(
  persona: PersonaInput,
  profiles: Profile[],
  now: Date = new Date(),
): Array<{ person_ref: string; score: number; keep: boolean }> {
  // A company outside the persona's employer condition ("at the banks", "companies under 50 people") keeps no one.
  if (employerVerdict(criteriaOf(persona).employer, persona.company).kind === 'outside')
    return profiles.map((p) => ({ person_ref: p.person_ref, score: 0, keep: false }));
  const criteria = relaxed(criteriaOf(persona));
  const includeUnrecognised = compilePersona(persona.definition).unrecognised.some((u) => u.side === 'include');
  return profiles.map((p) => {
    const facts = atCompany(factsOf(p, now), persona.company);
    if (facts.belongs !== 'former' && !facts.roles.some((r) => r.known)) return { person_ref: p.person_ref, score: 0.3, keep: true };
    const j = judge(criteria, facts, { ignoreExclusions: true });
    // Part of the inclusion was not understood: keep everyone current (a smarter matcher may read it).
    if (includeUnrecognised && facts.belongs !== 'former') return { person_ref: p.person_ref, score: Number(Math.max(0.25, j.score).toFixed(4)), keep: true };
    if (j.included) return { person_ref: p.person_ref, score: Number(j.score.toFixed(4)), keep: true };
    // A title with words the reader did not understand may hold what the persona asks for.
    const unsure =
      facts.belongs !== 'former' &&
      facts.roles.some((r) => {
        const fn = r.areas[0] ? functionOf(r.areas[0]) : 'unknown';
        return r.unsure && criteria.include.some((s) => !s.areas.length || s.areas.some((a) => functionOf(a) === fn));
      });
    return { person_ref: p.person_ref, score: Number((unsure ? 0.25 : j.score).toFixed(4)), keep: unsure };
  });
}

export class RulesMatcher implements PersonaMatcher {
  readonly name = 'rules';
  /** "Now" for tenure ("joined in the last 6 months"): the service's clock, or the month an eval's labels were written in. */
  private readonly clock: Clock;

  constructor(opts: { clock?: Clock } = {}) {
    this.clock = opts.clock ?? systemClock;
  }

  shortlist(persona: PersonaInput, profiles: Profile[]) {
    return shortlistProfiles(persona, profiles, this.clock.now());
  }

  async match(persona: PersonaInput, candidates: Profile[]): Promise<MatchBatchResult> {
    const now = this.clock.now();
    return { decisions: candidates.map((c) => judgeProfile(persona, c, now)), usage: { calls: 0, tokens: 0 } };
  }
}
