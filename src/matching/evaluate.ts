// The eval harness: the target-people flow for one persona x company run in memory with the pipeline's
// own decisions (src/pipeline/decisions.ts: who is shortlisted, what verification changes, who is judged,
// how matches are ranked), in the stages' order (roster -> enrich -> shortlist -> verify -> match in
// batches -> rank), and the quality metrics of `npm run eval`.
import { isCurrentEmployee } from '../domain/people/employment.js';
import { mapLimit } from '../lib/concurrency.js';
import { retry } from '../lib/retry.js';
import {
  afterVerification,
  decisionFor,
  notFoundVerification,
  companyRungs,
  rankMatches,
  shortlist,
  SHORTLIST_CHUNK,
  toJudge,
  type RosterPerson,
  type StoredDecision,
} from '../pipeline/decisions.js';
import { SourceError, isNotFound, type NetworkSource, type RosterPage, type Verification } from '../sources/port.js';
import type { MatchDecision, MatchUsage, PersonaInput, PersonaMatcher } from './port.js';
import { employerFacts } from './sectors.js';
import { criteriaOf } from './rules/index.js';
import type { Company } from '../domain/people/types.js';
import type { Clock } from '../domain/ports.js';

export interface FlowOptions {
  /** Roster page size (ROSTER_PAGE_SIZE). */
  pageSize?: number;
  /** Parallel enrich/verify calls (ENRICH_CONCURRENCY). */
  concurrency?: number;
  /** Candidates per match call (LLM_BATCH_SIZE). */
  batchSize?: number;
  /** Immediate retries of retryable source errors. */
  retries?: number;
  /** Upper bound of the wait between retries (the eval uses 0). */
  maxRetryDelayMs?: number;
}

export interface RankedPerson extends StoredDecision {
  person_ref: string;
  rank: number;
}

export interface FlowResult {
  companyId: number;
  teamScanned: number;
  profilesEnriched: number;
  preliminaryCandidates: number;
  verified: number;
  /** The shortlist (what verification and the full match see), in roster order. */
  shortlisted: string[];
  /** Matches only, in the order of the published result. */
  ranked: RankedPerson[];
  usage: MatchUsage;
}

/** A data-source call retried while it fails retryably, waiting what the source asked for (at most `maxDelayMs`). */
export function withRetry<T>(fn: () => Promise<T>, retries: number, maxDelayMs: number): Promise<T> {
  return retry(fn, {
    retries,
    retryable: (e) => e instanceof SourceError && e.kind === 'retryable',
    delayMs: (e) => Math.min(maxDelayMs, (e as SourceError).retryAfterMs ?? 0),
  });
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
  const batchSize = Math.max(1, opts.batchSize ?? 20);
  const call = <T>(fn: () => Promise<T>) => withRetry(fn, retries, maxDelay);

  // scan_team
  const people: Array<RosterPerson & { candidate: boolean; verified: boolean }> = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const c: string | null = cursor;
    const page: RosterPage = await call(() => source.scanRoster(companyId, c, opts.pageSize ?? 500));
    for (const e of page.entries) {
      if (seen.has(e.person_ref)) continue; // job_people is unique per person
      seen.add(e.person_ref);
      people.push({ personRef: e.person_ref, position: people.length, profile: null, currentEmployee: false, candidate: false, verified: false });
    }
    cursor = page.entries.length ? page.next : null;
  } while (cursor !== null);

  // enrich_profiles (a person the source no longer knows is skipped)
  await mapLimit(people, concurrency, async (p) => {
    try {
      p.profile = await call(() => source.enrichProfile(companyId, p.personRef));
      p.currentEmployee = isCurrentEmployee(p.profile, companyId);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  });

  // find_candidates (chunks in roster order, current employees only)
  const current = people.filter((p) => p.currentEmployee);
  for (let i = 0; i < current.length; i += SHORTLIST_CHUNK) {
    const chunk = current.slice(i, i + SHORTLIST_CHUNK);
    shortlist(matcher, persona, chunk).forEach((m, j) => {
      (chunk[j] as (typeof people)[number]).candidate = m.candidate;
    });
  }
  const candidates = people.filter((p) => p.candidate);

  // verify_candidates
  await mapLimit(candidates, concurrency, async (p) => {
    let v: Verification;
    try {
      v = await call(() => source.verifyCandidate(companyId, p.personRef));
    } catch (e) {
      if (!isNotFound(e)) throw e;
      v = notFoundVerification(p.personRef);
    }
    Object.assign(p, afterVerification(p.currentEmployee, v));
  });

  // match_target (batches in roster order)
  const judged = people.filter((p) => toJudge(p) && p.profile !== null);
  const usage: MatchUsage = { calls: 0, tokens: 0 };
  const decided: Array<{ personRef: string; position: number; score: number; decision: StoredDecision }> = [];
  for (let i = 0; i < judged.length; i += batchSize) {
    const batch = judged.slice(i, i + batchSize);
    const result = await matcher.match(
      persona,
      batch.map((p) => p.profile as NonNullable<RosterPerson['profile']>),
    );
    usage.calls += result.usage.calls;
    usage.tokens += result.usage.tokens;
    const byRef = new Map<string, MatchDecision>(result.decisions.map((d) => [d.person_ref, d]));
    for (const p of batch) {
      const decision = decisionFor(byRef.get(p.personRef));
      decided.push({ personRef: p.personRef, position: p.position, score: decision.score, decision });
    }
  }

  // publish (a selector that takes only the most senior of its matches here demotes the others, as publishing does)
  const { kept } = companyRungs(
    decided.filter((d) => d.decision.match),
    criteriaOf(persona).include,
  );
  const ranked = rankMatches(kept).map((d, i) => ({ person_ref: d.personRef, rank: i + 1, ...d.decision }));
  return {
    companyId,
    teamScanned: people.length,
    profilesEnriched: people.filter((p) => p.profile !== null).length,
    preliminaryCandidates: candidates.length,
    verified: judged.length,
    shortlisted: candidates.map((p) => p.personRef),
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
  /**
   * Recall of the shortlist (the candidates verification and the full match see) against the expected
   * people, per persona and macro-averaged: the ceiling of any matcher behind it. Not part of `--json`.
   */
  shortlist: { macro_recall: number; personas: Array<{ slug: string; recall: number; shortlisted: number; missed: number }> };
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

/**
 * The clock of an eval "as of" a month ("YYYY-MM", mid-month UTC): tenure counts to the month the labels were written
 * against (labels.json `as_of`, or `npm run eval -- --as-of`), so a persona like "joined in the last 6 months" scores the
 * same on every day the eval runs.
 */
export function asOfClock(month: string): Clock {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new Error(`as of: "${month}" is not a month (YYYY-MM)`);
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15));
  return { now: () => at };
}

export interface EvalInput {
  source: NetworkSource;
  matcher: PersonaMatcher;
  personas: PersonaInput[];
  companyIds: number[];
  expected: Record<string, Record<string, string[]>>;
  /** The companies' records: their industry and size decide a persona's employer condition (absent: not checked). */
  companies?: ReadonlyMap<number, Pick<Company, 'name' | 'industry' | 'employees_count'>>;
  /** Parallel persona x company flows. */
  concurrency?: number;
  /** Options of each flow (page size, batch size...). */
  flow?: FlowOptions;
}

export async function runEval(input: EvalInput): Promise<EvalReport> {
  const started = performance.now();
  const tasks = input.personas.flatMap((persona) =>
    input.companyIds.map((companyId) => {
      const company = employerFacts(input.companies?.get(companyId));
      return { persona: company ? { ...persona, company } : persona, companyId };
    }),
  );
  const skipped: EvalReport['skipped'] = [];
  let calls = 0;
  let tokens = 0;
  const results = await mapLimit(tasks, input.concurrency ?? 8, async ({ persona, companyId }) => {
    const run = () => findTargetPeople(input.source, input.matcher, persona, companyId, { ...input.flow, retries: 5, maxRetryDelayMs: 0 });
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
      return { persona, companyId, ranked: r.ranked.map((d) => d.person_ref), shortlisted: r.shortlisted };
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
  const shortlistScores = input.personas.map((persona) => {
    let hit = 0;
    let expectedCount = 0;
    let shortlisted = 0;
    for (const r of results) {
      if (!r || r.persona.slug !== persona.slug) continue;
      const expected = new Set(input.expected[persona.slug]?.[String(r.companyId)] ?? []);
      const kept = new Set(r.shortlisted);
      shortlisted += kept.size;
      expectedCount += expected.size;
      for (const ref of expected) if (kept.has(ref)) hit += 1;
    }
    return { slug: persona.slug, recall: r4(expectedCount ? hit / expectedCount : 1), shortlisted, missed: expectedCount - hit };
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
    shortlist: {
      macro_recall: r4(shortlistScores.reduce((a, p) => a + p.recall, 0) / Math.max(1, shortlistScores.length)),
      personas: shortlistScores,
    },
    skipped,
  };
}
