// Entry point of the matching layer: the factory the pipeline uses.
import type { Clock } from '../domain/ports.js';
import type { MatchCache } from './cache.js';
import { LlmMatcher, type LlmOptions } from './llm/index.js';
import type { PersonaMatcher } from './port.js';
import { RulesMatcher } from './rules/index.js';

export * from './port.js';
export { SYSTEM_PERSONA } from './system-persona.js';
export { MemoryMatchCache, PgMatchCache, type MatchCache, type CachedDecision } from './cache.js';
export { RulesMatcher, judgeProfile, parseTitle, readPerson, compilePersona, criteriaOf } from './rules/index.js';
export { interpretPersona, interpretCompiled, type Interpretation, type Criterion } from './rules/interpret.js';
export { LlmMatcher, type LlmOptions } from './llm/index.js';
export { asOfClock, findTargetPeople, runEval, type FlowResult, type EvalReport } from './evaluate.js';
export * from './criteria.js';

export interface MatcherOptions {
  kind: 'rules' | 'llm';
  llm?: Omit<LlmOptions, 'cache' | 'clock'>;
  cache?: MatchCache;
  /** "Now" for tenure (the rules' reading, and the LLM matcher's placing by it): the service's clock; an eval's "as of" month. */
  clock?: Clock;
}

export function createMatcher(opts: MatcherOptions): PersonaMatcher {
  if (opts.kind === 'rules') return new RulesMatcher({ clock: opts.clock });
  if (!opts.llm) throw new Error('createMatcher: llm options are required for kind "llm"');
  return new LlmMatcher({ ...opts.llm, cache: opts.cache, clock: opts.clock });
}
