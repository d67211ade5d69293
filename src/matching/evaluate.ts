// The target-people flow for one persona x company (the same order the pipeline runs: roster ->
// enrich -> shortlist -> verify -> match -> rank) and the quality metrics of the eval harness.
import type { Profile } from '../domain/people/types.js';
import { SourceError, type NetworkSource, type RosterPage } from '../sources/port.js';
import type { MatchDecision, MatchUsage, PersonaInput, PersonaMatcher } from './port.js';

export interface FlowOptions {
  pageSize?: number;
  /** Parallel enrich/verify calls. */
  concurrency?: number;
  /** Immediate retries of retryable source errors. */
  retries?: number;
  /** Upper bound of the wait between retries (the eval uses 0). */
  maxRetryDelayMs?: number;
}

export interface FlowResult {
  companyId: number;
  teamScanned: number;
  profilesEnriched: number;
  preliminaryCandidates: number;
  verified: number;
  /** Matches only, best first. */
  ranked: MatchDecision[];
  usage: MatchUsage;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function withRetry<T>(fn: () => Promise<T>, retries: number, maxDelayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof SourceError) || e.kind !== 'retryable' || attempt >= retries) throw e;
      await sleep(Math.min(maxDelayMs, e.retryAfterMs ?? 0));
    }
  }
}

export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/** Runs the whole flow for one company and one persona. Source errors propagate (after retries). */
export async function findTargetPeople(
  source: NetworkSource,
  matcher: PersonaMatcher,
  persona: PersonaInput,
  companyId: number,
  opts: FlowOptions = {},
): Promise<FlowResult> {
  const retries = opts.retries ?? 5;
  const maxDelay = opts.maxRetryDelayMs ?? 0;
  const concurrency = opts.concurrency ?? 16;
  const call = <T>(fn: () => Promise<T>) => withRetry(fn, retries, maxDelay);

  const refs: string[] = [];
  let cursor: string | null = null;
  do {
    const c: string | null = cursor;
    const page: RosterPage = await call(() => source.scanRoster(companyId, c, opts.pageSize ?? 500));
    refs.push(...page.entries.map((e) => e.person_ref));
    cursor = page.next;
  } while (cursor !== null);

  const profiles = await mapLimit(refs, concurrency, (ref) => call(() => source.enrichProfile(companyId, ref)));
  const short = matcher.shortlist(persona, profiles);
  const keep = new Set(short.filter((s) => s.keep).map((s) => s.person_ref));
  const candidates = profiles.filter((p) => keep.has(p.person_ref));
  const checks = await mapLimit(candidates, concurrency, (p) => call(() => source.verifyCandidate(companyId, p.person_ref)));
  const employed = new Set(checks.filter((v) => v.employed).map((v) => v.person_ref));
  const verified: Profile[] = candidates.filter((p) => employed.has(p.person_ref));
  const { decisions, usage } = verified.length ? await matcher.match(persona, verified) : { decisions: [], usage: { calls: 0, tokens: 0 } };
  const ranked = decisions.filter((d) => d.match).sort((a, b) => b.score - a.score || a.person_ref.localeCompare(b.person_ref));
  return {
    companyId,
    teamScanned: refs.length,
    profilesEnriched: profiles.length,
    preliminaryCandidates: candidates.length,
    verified: verified.length,
    ranked,
    usage,
  };
}

// ---------------------------------------------------------------------------------------------
// Metrics
// ---------------------------------------------------------------------------------------------

export interface PersonaScore {
  slug: string;
  precision: number;
  recall: number;
  f1: number;
  ndcg10: number;
  expected: number;
  returned: number;
}

export interface EvalReport {
  overall: { macro_f1: number; macro_precision: number; macro_recall: number; ndcg10: number; calls: number; tokens: number; ms: number };
  personas: PersonaScore[];
  /** Companies that could not be evaluated (permanent source errors), per persona. */
  skipped: Array<{ slug: string; company_id: number; error: string }>;
}

export function ndcgAt10(ranked: string[], expected: ReadonlySet<string>): number {
  let dcg = 0;
  ranked.slice(0, 10).forEach((ref, i) => {
    if (expected.has(ref)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(10, expected.size); i += 1) ideal += 1 / Math.log2(i + 2);
  return ideal ? dcg / ideal : 1;
}

const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

export interface EvalInput {
  source: NetworkSource;
  matcher: PersonaMatcher;
  personas: PersonaInput[];
  companyIds: number[];
  expected: Record<string, Record<string, string[]>>;
  /** Parallel persona x company flows. */
  concurrency?: number;
}

export async function runEval(input: EvalInput): Promise<EvalReport> {
  const started = performance.now();
  const tasks = input.personas.flatMap((persona) => input.companyIds.map((companyId) => ({ persona, companyId })));
  const skipped: EvalReport['skipped'] = [];
  let calls = 0;
  let tokens = 0;
  const results = await mapLimit(tasks, input.concurrency ?? 8, async ({ persona, companyId }) => {
    const run = () => findTargetPeople(input.source, input.matcher, persona, companyId, { retries: 5, maxRetryDelayMs: 0 });
    try {
      let r: FlowResult;
      try {
        r = await run();
      } catch (e) {
        // A permanent failure is what a user would retry once (POST /v1/jobs/{id}/retry).
        if (!(e instanceof SourceError) || e.kind !== 'permanent') throw e;
        r = await run();
      }
      calls += r.usage.calls;
      tokens += r.usage.tokens;
      return { persona, companyId, ranked: r.ranked.map((d) => d.person_ref) };
    } catch (e) {
      if (!(e instanceof SourceError)) throw e;
      skipped.push({ slug: persona.slug, company_id: companyId, error: e.message });
      return null;
    }
  });

  const personas: PersonaScore[] = input.personas.map((persona) => {
    let tp = 0;
    let returned = 0;
    let expectedCount = 0;
    const ndcgs: number[] = [];
    for (const r of results) {
      if (!r || r.persona.slug !== persona.slug) continue;
      const expected = new Set(input.expected[persona.slug]?.[String(r.companyId)] ?? []);
      returned += r.ranked.length;
      expectedCount += expected.size;
      tp += r.ranked.filter((ref) => expected.has(ref)).length;
      if (expected.size) ndcgs.push(ndcgAt10(r.ranked, expected));
    }
    const precision = returned ? tp / returned : expectedCount ? 0 : 1;
    const recall = expectedCount ? tp / expectedCount : 1;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    const ndcg10 = ndcgs.length ? ndcgs.reduce((a, b) => a + b, 0) / ndcgs.length : 1;
    return { slug: persona.slug, precision: r4(precision), recall: r4(recall), f1: r4(f1), ndcg10: r4(ndcg10), expected: expectedCount, returned };
  });
  const mean = (f: (p: PersonaScore) => number) => r4(personas.reduce((s, p) => s + f(p), 0) / Math.max(1, personas.length));
  return {
    overall: {
      macro_f1: mean((p) => p.f1),
      macro_precision: mean((p) => p.precision),
      macro_recall: mean((p) => p.recall),
      ndcg10: mean((p) => p.ndcg10),
      calls,
      tokens,
      ms: Math.round(performance.now() - started),
    },
    personas,
    skipped,
  };
}
