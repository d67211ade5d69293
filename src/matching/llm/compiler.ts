// PERSONA_COMPILER=llm: the persona text is compiled by an OpenAI-compatible model into the same Criteria
// JSON the rules compiler makes (structured output with the JSON schema when the endpoint takes
// `response_format`, the schema in the prompt and the answer parsed otherwise), validated with the
// Criteria schema, cached per definition hash. On a failure or an invalid answer the rules compiler's
// reading is used, with the warning `compiler_fallback`. Only compiling is the model's: judging people
// stays the deterministic judge's.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CompiledReading, CriteriaJson, PersonaCompiler, PersonaWarning } from '../../domain/ports.js';
import { readLimited, RESPONSE_LIMIT_DEFAULT } from '../../sources/remote.js';
import { compilePersona } from '../compiler/index.js';
import { AREAS, CRITERIA_VERSION, EMPLOYMENTS, JOB_FUNCTIONS, LEVELS, TRAITS, type Criteria } from '../criteria.js';
import { checkCriteria, readingOf } from '../persona-compiler.js';
import { editedWarnings } from '../warnings.js';
import { extractJson } from './prompt.js';

export interface LlmCompilerOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** true: always response_format; false: never; undefined: try it, and stop for good when refused (HTTP 400/422). */
  structuredOutput?: boolean;
}

const list = (values: readonly string[]) => ({ type: 'array', items: { type: 'string', enum: [...values] } });
const SELECTOR = {
  type: 'object',
  additionalProperties: false,
  required: ['areas', 'levels', 'roles', 'employment', 'traits', 'text'],
  properties: {
    areas: list([...JOB_FUNCTIONS, ...AREAS]),
    levels: list(LEVELS),
    roles: { type: 'array', items: { type: 'string' } },
    employment: list(EMPLOYMENTS),
    traits: list(TRAITS),
    text: { type: 'string' },
  },
};
/** What the model answers: the criteria and the pieces it could not read. */
export const COMPILER_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['include', 'exclude', 'unrecognised'],
  properties: {
    include: { type: 'array', items: SELECTOR },
    exclude: { type: 'array', items: SELECTOR },
    unrecognised: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'side'],
        properties: { text: { type: 'string' }, side: { type: 'string', enum: ['include', 'exclude'] } },
      },
    },
  },
};

const SYSTEM = [
  'You compile a persona — who a salesperson wants to reach at a company, in plain language — into criteria.',
  'A person is kept when a current role meets ANY include selector and no exclude selector names them.',
  'In a selector every non-empty list must hold (values inside one list are alternatives); an empty list means any.',
  '`areas` are functions or finer areas of one; `levels` are rungs of a ladder (a range such as "manager and above" lists every rung from manager up);',
  '`roles` are named roles (ceo, cto, cfo, cpo, general_counsel, account_executive, sdr, tech_lead); `employment` how the person is engaged;',
  '`traits` conditions that must all hold; `text` the words of the persona the selector was read from.',
  'Negations ("no contractors", "not interns", "excluding X", "sauf", "ohne") are exclude selectors.',
  'List under `unrecognised` every piece of the persona you cannot express with these values, with the side it stood on.',
].join(' ');

const answerSchema = z.object({
  include: z.array(z.unknown()),
  exclude: z.array(z.unknown()).default([]),
  unrecognised: z.array(z.object({ text: z.string(), side: z.enum(['include', 'exclude']) })).default([]),
});

class Refused extends Error {}

export class LlmPersonaCompiler implements PersonaCompiler {
  readonly stamp: string;
  /** Readings by sha256 of the definition (only the model's own: a fallback is asked again next time). */
  private readonly cache = new Map<string, CompiledReading>();
  /** Compilations under way: a definition asked for again meanwhile waits for the same request. */
  private readonly pending = new Map<string, Promise<CompiledReading>>();
  private structured: boolean;
  /** What compiling cost so far: requests and tokens (npm run eval -- --compiler llm prints it). */
  readonly usage = { calls: 0, tokens: 0, compiled: 0, fallbacks: 0 };

  constructor(private readonly opts: LlmCompilerOptions) {
    this.stamp = `llm:${opts.model}:${CRITERIA_VERSION}`;
    this.structured = opts.structuredOutput ?? true;
  }

  async compile(definition: string): Promise<CompiledReading> {
    const key = createHash('sha256').update(definition).digest('hex');
    const hit = this.cache.get(key) ?? this.pending.get(key);
    if (hit) return hit;
    const run = this.compileOnce(key, definition).finally(() => this.pending.delete(key));
    this.pending.set(key, run);
    return run;
  }

  private async compileOnce(key: string, definition: string): Promise<CompiledReading> {
    try {
      const answer = await this.ask(definition);
      const checked = checkCriteria({ include: answer.include, exclude: answer.exclude });
      if ('details' in checked) throw new Error(`invalid criteria: ${checked.details[0]?.loc.join('.')}: ${checked.details[0]?.msg}`);
      const reading = readingOf(this.stamp, definition, { criteria: checked.criteria as unknown as Criteria, warnings: [], unrecognised: answer.unrecognised });
      if (this.cache.size >= 1000) this.cache.clear();
      this.cache.set(key, reading);
      this.usage.compiled += 1;
      return reading;
    } catch (e) {
      this.usage.fallbacks += 1;
      const why = e instanceof Error ? e.message : String(e);
      const warning: PersonaWarning = {
        code: 'compiler_fallback',
        message: `The LLM compiler could not read this definition (${why.slice(0, 200)}); the rules compiler's reading is used.`,
        span: null,
      };
      return readingOf(this.stamp, definition, compilePersona(definition), [warning]);
    }
  }

  check(value: unknown) {
    return checkCriteria(value);
  }

  warnEdited(definition: string, criteria: CriteriaJson, stale: boolean): PersonaWarning[] {
    return editedWarnings(definition, criteria as unknown as Criteria, stale);
  }

  private async ask(definition: string): Promise<z.infer<typeof answerSchema>> {
    let content: string;
    try {
      content = await this.post(definition);
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      this.structured = false; // the endpoint takes no response_format: the schema goes in the prompt from now on
      content = await this.post(definition);
    }
    const parsed = answerSchema.safeParse(this.structured ? JSON.parse(content) : extractJson(content));
    if (!parsed.success) throw new Error(`answer does not match the schema: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  private async post(definition: string): Promise<string> {
    const structured = this.structured;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const system = structured ? SYSTEM : `${SYSTEM} Answer with one JSON object only, matching this JSON schema: ${JSON.stringify(COMPILER_JSON_SCHEMA)}`;
    this.usage.calls += 1;
    const res = await fetch(`${this.opts.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      body: JSON.stringify({
        model: this.opts.model,
        temperature: 0,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: JSON.stringify({ persona: definition }) },
        ],
        ...(structured ? { response_format: { type: 'json_schema', json_schema: { name: 'persona_criteria', schema: COMPILER_JSON_SCHEMA } } } : {}),
      }),
    });
    const text = await readLimited(res, this.opts.maxResponseBytes ?? RESPONSE_LIMIT_DEFAULT);
    if (!res.ok) {
      if (structured && this.opts.structuredOutput === undefined && (res.status === 400 || res.status === 422)) throw new Refused(`HTTP ${res.status}`);
      throw new Error(`HTTP ${res.status}`);
    }
    const body = JSON.parse(text) as { choices?: Array<{ message?: { content?: unknown } }>; usage?: { total_tokens?: unknown } };
    if (typeof body.usage?.total_tokens === 'number') this.usage.tokens += body.usage.total_tokens;
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no message content');
    return content;
  }
}
