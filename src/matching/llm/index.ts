// MATCHER=llm: any OpenAI-compatible Chat Completions endpoint. Candidates are batched per request,
// requests run with bounded parallelism, 429/5xx/timeouts/network errors and unusable answers are
// retried with exponential backoff, and decisions are cached (see ../cache.ts).
import { systemClock } from '../../domain/clock.js';
import type { Profile } from '../../domain/people/types.js';
import type { Clock } from '../../domain/ports.js';
import { cacheKey, MemoryMatchCache, type CachedDecision, type MatchCache } from '../cache.js';
import { mapLimit } from '../../lib/concurrency.js';
import { retry } from '../../lib/retry.js';
import { MatcherError, type MatchBatchResult, type MatchDecision, type PersonaInput, type PersonaMatcher } from '../port.js';
import { criteriaOf, judgeProfile, shortlistProfiles } from '../rules/index.js';
import { readLimited, RESPONSE_LIMIT_DEFAULT, ResponseTooLarge } from '../../sources/remote.js';
import { extractJson, personaText, RESPONSE_JSON_SCHEMA, responseSchema, systemPrompt, userPrompt } from './prompt.js';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  batchSize?: number;
  concurrency?: number;
  timeoutMs?: number;
  maxRetries?: number;
  /** Largest answer read (OUTBOUND_RESPONSE_LIMIT_BYTES); default 16 MiB. */
  maxResponseBytes?: number;
  /** First backoff delay; doubles on each retry. Default 500 ms. */
  backoffMs?: number;
  /**
   * Structured output (`response_format: json_schema`): true = always, false = never (the schema is in the
   * prompt and the answer is parsed), undefined = try it and fall back for good when the endpoint refuses
   * it (HTTP 400/422).
   */
  structuredOutput?: boolean;
  cache?: MatchCache;
  /** "Now" for the rules' reading it leans on (shortlist, seats and fallbacks): tenure counts to it. Default: the system clock. */
  clock?: Clock;
}

class RetryableCall extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
class BadAnswer extends Error {}
/** The endpoint refused the request shape with structured output (HTTP 400/422). */
class StructuredRefused extends Error {}

export class LlmMatcher implements PersonaMatcher {
  readonly name = 'llm';
  private readonly cache: MatchCache;
  private readonly url: string;
  /** Whether requests carry response_format (learned once when the endpoint refuses it). */
  private structured: boolean;

  constructor(private readonly opts: LlmOptions) {
    this.structured = opts.structuredOutput ?? true;
    this.cache = opts.cache ?? new MemoryMatchCache();
    this.url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  private now(): Date {
    return (this.opts.clock ?? systemClock).now();
  }

  /** Recall-oriented pass: the rules matcher's shortlist (no calls). */
  shortlist(persona: PersonaInput, profiles: Profile[]) {
    return shortlistProfiles(persona, profiles, this.now());
  }

  async match(persona: PersonaInput, candidates: Profile[]): Promise<MatchBatchResult> {
    const keys = candidates.map((c) => cacheKey(this.opts.model, personaText(persona), c));
    const cached = await this.cache.getMany(keys);
    const missing = candidates.filter((_, i) => !cached.has(keys[i] ?? ''));
    const size = Math.max(1, this.opts.batchSize ?? 20);
    const batches: Profile[][] = [];
    for (let i = 0; i < missing.length; i += size) batches.push(missing.slice(i, i + size));
    const usage = { calls: 0, tokens: 0 };
    const fresh = new Map<string, CachedDecision>();
    await mapLimit(batches, this.opts.concurrency ?? 4, async (batch) => {
      const { decisions, calls, tokens } = await this.requestBatch(persona, batch);
      usage.calls += calls;
      usage.tokens += tokens;
      const entries: Array<[string, CachedDecision]> = [];
      for (const p of batch) {
        const d = decisions.get(p.person_ref);
        if (!d) continue;
        const key = cacheKey(this.opts.model, personaText(persona), p);
        fresh.set(key, d);
        entries.push([key, d]);
      }
      await this.cache.setMany(entries);
    });
    // A company-relative rung ("only the most senior", "one level below the top") is applied at publish over the rungs
    // each match is kept on (`kept_by`): the model decides who matches, the rules reader places its matches on the ladder
    // (a match the rules do not keep has no place and is left as the model decided). So is a fallback ("the CISO if there
    // is one, otherwise the head of IT": `fallback_for`, `condition_only`), over the selectors each match is kept by.
    // A seat named only in a condition ("only where there is no CTO") is one the persona does not want, so the model
    // says no to it: whether the company has one is the rules' reading (publish never keeps that seat).
    const include = criteriaOf(persona).include;
    const now = this.now();
    const placing = include.some((s) => s.rung || s.fallback_for !== undefined || s.condition_only);
    const seatOnly = (d: MatchDecision) => !!d.kept_by?.length && d.kept_by.every((k) => include[k.selector]?.condition_only);
    const decisions: MatchDecision[] = candidates.map((c, i) => {
      const key = keys[i] ?? '';
      const d = cached.get(key) ?? fresh.get(key);
      if (!d) throw new MatcherError('permanent', `no decision for ${c.person_ref}`);
      const rules = placing ? judgeProfile(persona, c, now) : undefined;
      if (rules && !d.match && rules.match && seatOnly(rules)) return rules;
      const placed = d.match ? rules?.kept_by : undefined;
      return { person_ref: c.person_ref, ...d, ...(placed?.length ? { kept_by: placed } : {}) };
    });
    return { decisions, usage };
  }

  /** One batch, with retries. Counts every HTTP request made as a call. */
  private async requestBatch(persona: PersonaInput, batch: Profile[]): Promise<{ decisions: Map<string, CachedDecision>; calls: number; tokens: number }> {
    const maxRetries = this.opts.maxRetries ?? 3;
    const base = this.opts.backoffMs ?? 500;
    const company = batch[0]?.experience.find((e) => e.company_id === batch[0]?.company_id)?.company ?? '';
    let calls = 0;
    let tokens = 0;
    const retryable = (e: unknown): e is RetryableCall | BadAnswer => e instanceof RetryableCall || e instanceof BadAnswer;
    try {
      return await retry(
        async () => {
          calls += 1;
          let answer: { content: string; usedTokens: number };
          try {
            answer = await this.post(persona, company, batch);
          } catch (e) {
            if (!(e instanceof StructuredRefused)) throw e;
            // No structured output at this endpoint: ask again with the schema in the prompt, from now on.
            this.structured = false;
            calls += 1;
            answer = await this.post(persona, company, batch);
          }
          const { content, usedTokens } = answer;
          tokens += usedTokens;
          return { decisions: this.parse(content, batch), calls, tokens };
        },
        {
          retries: maxRetries,
          retryable,
          delayMs: (e, n) => (e instanceof RetryableCall && e.retryAfterMs !== undefined ? e.retryAfterMs : base * 2 ** (n - 1)),
        },
      );
    } catch (e) {
      if (!retryable(e)) throw e;
      // Retries used up (`calls` attempts made).
      if (e instanceof BadAnswer) throw new MatcherError('permanent', `LLM answer unusable after ${calls} attempts: ${e.message}`);
      throw new MatcherError('retryable', `LLM request failed after ${calls} attempts: ${e.message}`, e.retryAfterMs ?? base * 2 ** calls);
    }
  }

  private async post(persona: PersonaInput, company: string, batch: Profile[]): Promise<{ content: string; usedTokens: number }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const structured = this.structured;
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
        body: JSON.stringify({
          model: this.opts.model,
          temperature: 0,
          messages: [
            { role: 'system', content: systemPrompt(persona, structured) },
            { role: 'user', content: userPrompt(persona, company, batch) },
          ],
          ...(structured
            ? { response_format: { type: 'json_schema', json_schema: { name: 'persona_matches', strict: true, schema: RESPONSE_JSON_SCHEMA } } }
            : {}),
        }),
      });
    } catch (e) {
      // Timeouts (AbortSignal.timeout) and network errors.
      throw new RetryableCall((e as Error).name === 'TimeoutError' ? 'timeout' : `network error: ${(e as Error).message}`);
    }
    if (res.status === 429 || res.status >= 500) {
      const ra = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      throw new RetryableCall(`HTTP ${res.status}`, Number.isFinite(ra) && ra > 0 ? ra * 1000 : undefined);
    }
    const limit = this.opts.maxResponseBytes ?? RESPONSE_LIMIT_DEFAULT;
    let text: string;
    try {
      text = await readLimited(res, limit);
    } catch (e) {
      if (e instanceof ResponseTooLarge) throw new MatcherError('permanent', `LLM endpoint: ${e.message}`);
      throw new RetryableCall(`network error: ${(e as Error).message}`);
    }
    if (!res.ok) {
      if (structured && this.opts.structuredOutput === undefined && (res.status === 400 || res.status === 422)) {
        throw new StructuredRefused(`HTTP ${res.status}: ${text.slice(0, 200)}`);
      }
      throw new MatcherError('permanent', `LLM endpoint answered HTTP ${res.status}: ${text.slice(0, 200)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new BadAnswer('response body is not JSON');
    }
    const b = body as { choices?: Array<{ message?: { content?: unknown } }>; usage?: { total_tokens?: unknown } };
    const content = b.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new BadAnswer('no message content');
    const usedTokens = typeof b.usage?.total_tokens === 'number' ? b.usage.total_tokens : 0;
    return { content, usedTokens };
  }

  private parse(content: string, batch: Profile[]): Map<string, CachedDecision> {
    let json: unknown;
    try {
      json = this.structured ? JSON.parse(content) : extractJson(content);
    } catch {
      throw new BadAnswer('message content is not valid JSON');
    }
    const parsed = responseSchema.safeParse(json);
    if (!parsed.success) throw new BadAnswer(`answer does not match the schema: ${parsed.error.issues[0]?.message ?? ''}`);
    const out = new Map<string, CachedDecision>();
    for (const { person_ref, ...d } of parsed.data.decisions) out.set(person_ref, d);
    const missing = batch.filter((p) => !out.has(p.person_ref));
    if (missing.length) throw new BadAnswer(`no decision for ${missing.map((p) => p.person_ref).join(', ')}`);
    return out;
  }
}
