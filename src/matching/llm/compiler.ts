// PERSONA_COMPILER=llm: the persona text is compiled by an OpenAI-compatible model into the same Criteria
// JSON the rules compiler makes (structured output with the JSON schema when the endpoint takes
// `response_format`, the schema in the prompt and the answer parsed otherwise), validated with the
// Criteria schema, cached per definition hash. On a failure or an invalid answer the rules compiler's
// reading is used, with the warning `compiler_fallback`. Only compiling is the model's: judging people
// stays the deterministic judge's.
// The answer carries what the rules compiler reads too: title phrases (`Selector.titles`, each selector with some
// warned `read_as_title`) and the employer condition (`Criteria.employer`). An employer part the criteria cannot hold
// (a sector not in SECTORS, a size range that is no range) is left out with the warning `condition_not_applied`, the
// rest of the answer kept: a kind of employer the model made up must neither fail the reading nor narrow it.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CompiledReading, CriteriaJson, PersonaCompiler, PersonaWarning } from '../../domain/ports.js';
import { readLimited, RESPONSE_LIMIT_DEFAULT } from '../../sources/remote.js';
import { compilePersona } from '../compiler/index.js';
import {
  AREAS,
  CRITERIA_VERSION,
  EMPLOYMENTS,
  JOB_FUNCTIONS,
  LEVELS,
  SECTORS,
  TRAITS,
  type Criteria,
  type EmployeeRange,
  type EmployerCondition,
  type Sector,
  type Warning,
} from '../criteria.js';
import { titleWarning } from '../compiler/as-title.js';
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
  required: ['areas', 'levels', 'roles', 'titles', 'employment', 'traits', 'text'],
  properties: {
    areas: list([...JOB_FUNCTIONS, ...AREAS]),
    levels: list(LEVELS),
    roles: { type: 'array', items: { type: 'string' } },
    titles: { type: 'array', items: { type: 'string' } },
    employment: list(EMPLOYMENTS),
    traits: list(TRAITS),
    text: { type: 'string' },
  },
};
const COUNT = { type: ['integer', 'null'] };
const EMPLOYER = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['sectors', 'except', 'employees', 'text'],
  properties: {
    sectors: list(SECTORS),
    except: list(SECTORS),
    employees: { type: ['object', 'null'], additionalProperties: false, required: ['min', 'max'], properties: { min: COUNT, max: COUNT } },
    text: { type: 'string' },
  },
};
/** What the model answers: the criteria and the pieces it could not read. */
export const COMPILER_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['include', 'exclude', 'employer', 'unrecognised'],
  properties: {
    include: { type: 'array', items: SELECTOR },
    exclude: { type: 'array', items: SELECTOR },
    employer: EMPLOYER,
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
  '`titles` are literal title phrases, only for a role none of the other values names ("loss adjusters", "Disponenten"): the people whose current title contains the words; empty otherwise.',
  '`employer` is a condition on the company the people work at, said of the whole persona ("at banks and insurers", "companies with 50+ people", "not at agencies"):',
  '`sectors` the kinds of company it may be (any of them), `except` the kinds it may not be, `employees` its size (min and max inclusive, null when not said), `text` the words it was read from;',
  'null when the persona names none. The seller\'s own market ("we sell to hospitals") is no employer; a company kind or size said of only some of the people goes under `unrecognised`.',
  'Negations ("no contractors", "not interns", "excluding X", "sauf", "ohne") are exclude selectors.',
  'List under `unrecognised` every piece of the persona you cannot express with these values, with the side it stood on.',
].join(' ');

const answerSchema = z.object({
  include: z.array(z.unknown()),
  exclude: z.array(z.unknown()).default([]),
  employer: z.unknown().optional(),
  unrecognised: z.array(z.object({ text: z.string(), side: z.enum(['include', 'exclude']) })).default([]),
});

class Refused extends Error {}

const SECTOR_SET: ReadonlySet<string> = new Set(SECTORS);
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * The employer condition of an answer as Criteria hold it, and one warning (`not_applied`) naming the parts left out: a
 * kind of employer not in SECTORS leaves out the whole `sectors` list (applying the rest would narrow what was said) or
 * only itself from `except`; a size that is no range of counts is left out. Nothing left: no condition.
 */
export function employerOf(raw: unknown): { employer?: EmployerCondition; warnings: Warning[] } {
  if (raw === null || raw === undefined) return { warnings: [] };
  const shown = (v: unknown) => JSON.stringify(v).slice(0, 100);
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    const message = `The employer condition the model answered (${shown(raw)}) is not one the criteria can hold, so people at every kind of company are kept.`;
    return { warnings: [{ code: 'not_applied', text: '', message }] };
  }
  const e = raw as Record<string, unknown>;
  const text = typeof e.text === 'string' ? e.text.slice(0, 500) : '';
  const left: string[] = [];
  const values = (v: unknown) => [
    ...new Set((Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map((x) => (typeof x === 'string' ? x : shown(x)))),
  ];
  const unknown = (xs: readonly string[]) => xs.filter((x) => !SECTOR_SET.has(x)).map((x) => `"${x}"`);
  let sectors = values(e.sectors);
  if (unknown(sectors).length) {
    left.push(`${unknown(sectors).join(', ')} is no kind of employer the criteria know, so none is applied and people at every kind of company are kept`);
    sectors = [];
  }
  const except = values(e.except);
  if (unknown(except).length) left.push(`${unknown(except).join(', ')} is no kind of employer the criteria know, so it is not excepted`);
  let employees: EmployeeRange | undefined;
  const r = e.employees ?? undefined;
  const size = (typeof r === 'object' && r !== null && !Array.isArray(r) ? r : {}) as Record<string, unknown>;
  const min = size.min ?? undefined;
  const max = size.max ?? undefined;
  if (
    (r !== undefined && size !== r) ||
    (min !== undefined && !isCount(min)) ||
    (max !== undefined && !isCount(max)) ||
    (isCount(min) && isCount(max) && min > max)
  )
    left.push(`the company size ${shown(r)} is no range of employee counts, so people are kept at companies of every size`);
  else if (min !== undefined || max !== undefined) employees = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  const warnings: Warning[] = left.length
    ? [{ code: 'not_applied', text, message: `${text ? `"${text}"` : 'The employer condition'} is not applied in full: ${left.join('; ')}.` }]
    : [];
  const kept = { sectors: sectors as Sector[], except: except.filter((x) => SECTOR_SET.has(x)) as Sector[] };
  if (!kept.sectors.length && !kept.except.length && !employees) return { warnings };
  return { employer: { ...kept, ...(employees ? { employees } : {}), text }, warnings };
}

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
      const { employer, warnings } = employerOf(answer.employer);
      const checked = checkCriteria({ include: answer.include, exclude: answer.exclude, ...(employer ? { employer } : {}) });
      if ('details' in checked) throw new Error(`invalid criteria: ${checked.details[0]?.loc.join('.')}: ${checked.details[0]?.msg}`);
      const criteria = checked.criteria as unknown as Criteria;
      for (const [side, selectors] of [
        ['include', criteria.include],
        ['exclude', criteria.exclude],
      ] as const)
        for (const s of selectors) if (s.titles?.length) warnings.push(titleWarning(s.text, s.titles, side));
      const reading = readingOf(this.stamp, definition, { criteria, warnings, unrecognised: answer.unrecognised });
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
