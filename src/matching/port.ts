// The persona matcher port: judges enriched candidates against a plain-language persona.
// Adapters: src/matching/rules (MATCHER=rules, offline default) and src/matching/llm (MATCHER=llm).
import type { Profile, Professional } from '../domain/people/types.js';
import type { AreaKey, Criteria, EmployerFacts, Level } from './criteria.js';

export interface PersonaInput {
  slug: string;
  name: string;
  definition: string;
  /** The criteria the job runs with (its snapshot of the persona's reading); absent: the definition's reading. */
  criteria?: Criteria;
  /** The criteria were corrected by the user (an LLM matcher is told to follow them over the definition). */
  edited?: boolean;
  /** The company the people are judged at (its industry and size decide a persona's employer condition); absent: not checked. */
  company?: EmployerFacts;
}

export { employerFacts } from './sectors.js';

export interface MatchDecision {
  person_ref: string;
  match: boolean;
  /** 0..1, higher is a better match; used for ranking (rank_in_company). */
  score: number;
  /** One sentence naming the evidence. */
  why: string;
  professional: Professional;
  is_decision_maker: boolean;
  /**
   * The include selectors that keep this person (their positions in the criteria's `include`), each with the level of the
   * person's highest role that meets it: what a company-relative rung (`Selector.rung`) is decided over at publishing. A
   * matcher that does not say (the LLM matcher) leaves it out, and its matches are never demoted.
   */
  kept_by?: KeptBy[];
}

/**
 * One include selector that keeps a person, the level of the person's highest role that meets it and, for a selector of
 * several areas, the area that role is in (the top of each area is decided apart).
 */
export interface KeptBy {
  selector: number;
  level: Level;
  area?: AreaKey;
}

export interface MatchUsage {
  /** Requests made to a paid backend (0 for rules, 0 for fully cached LLM runs). */
  calls: number;
  tokens: number;
}

export interface MatchBatchResult {
  decisions: MatchDecision[];
  usage: MatchUsage;
}

export class MatcherError extends Error {
  constructor(
    readonly kind: 'retryable' | 'permanent',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'MatcherError';
  }
}

export interface PersonaMatcher {
  readonly name: string;
  /**
   * Cheap recall-oriented pass for find_candidates: score every roster profile; those at or above
   * the shortlist threshold go on to verification and the full match. Pure CPU, no calls.
   */
  shortlist(persona: PersonaInput, profiles: Profile[]): Array<{ person_ref: string; score: number; keep: boolean }>;
  /** The full match of a batch of verified candidates. */
  match(persona: PersonaInput, candidates: Profile[]): Promise<MatchBatchResult>;
}
