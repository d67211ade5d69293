// Metrics around the matcher: every call counted by outcome, and the tokens it used.
import type { Deps } from '../deps.js';
import { MatcherError } from '../matching/port.js';

export async function matcherCall<T extends { usage: { calls: number; tokens: number } }>(deps: Deps, fn: () => Promise<T>): Promise<T> {
  const matcher = deps.matcher.name;
  try {
    const r = await fn();
    deps.metrics.matcherCalls.inc({ matcher, outcome: 'ok' });
    if (r.usage.tokens > 0) deps.metrics.matcherTokens.inc({ matcher }, r.usage.tokens);
    return r;
  } catch (err) {
    deps.metrics.matcherCalls.inc({ matcher, outcome: err instanceof MatcherError ? err.kind : 'error' });
    throw err;
  }
}
