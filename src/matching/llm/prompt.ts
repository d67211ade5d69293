// Request and response shapes of the LLM matcher (OpenAI-compatible Chat Completions with a JSON
// schema response format).
import { z } from 'zod';
import type { Profile } from '../../domain/people/types.js';
import { BELONGS, BUDGET, JOB_FUNCTIONS, MANAGES, TIERS, WORK_STATUSES } from '../taxonomy.js';
import type { PersonaInput } from '../port.js';
import { cachedDecisionSchema } from '../cache.js';

export const responseSchema = z.object({
  decisions: z.array(cachedDecisionSchema.extend({ person_ref: z.string() })),
});

const str = { type: 'string' };
const enumOf = (values: readonly string[]) => ({ type: 'string', enum: [...values] });

/** JSON schema sent as response_format (strict mode). */
export const RESPONSE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['decisions'],
  properties: {
    decisions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['person_ref', 'match', 'score', 'why', 'professional', 'is_decision_maker'],
        properties: {
          person_ref: str,
          match: { type: 'boolean' },
          score: { type: 'number' },
          why: str,
          is_decision_maker: { type: 'boolean' },
          professional: {
            type: 'object',
            additionalProperties: false,
            required: ['tier', 'role', 'function', 'work_status', 'belongs_to_company', 'manages_people', 'budget_authority'],
            properties: {
              tier: enumOf(TIERS),
              role: str,
              function: enumOf(JOB_FUNCTIONS),
              work_status: enumOf(WORK_STATUSES),
              belongs_to_company: enumOf(BELONGS),
              manages_people: enumOf(MANAGES),
              budget_authority: enumOf(BUDGET),
            },
          },
        },
      },
    },
  },
} as const;

/**
 * The system message: the task, the persona's definition verbatim (between triple quotes, never
 * paraphrased), and, when the endpoint has no structured output, the JSON schema to answer with.
 */
export function systemPrompt(persona: PersonaInput, structured: boolean): string {
  const parts = [
    SYSTEM_PROMPT,
    '',
    `The persona is "${persona.name}". Its definition, verbatim:`,
    '"""',
    persona.definition,
    '"""',
    ...(persona.edited && persona.criteria
      ? [
          'The user corrected how the definition reads: follow these criteria (include/exclude selectors of areas, levels, roles, title phrases, employment, traits) wherever they differ from the definition:',
          JSON.stringify({ include: persona.criteria.include, exclude: persona.criteria.exclude }),
        ]
      : []),
    'For each candidate decide whether the definition keeps them (match), give a score and one evidence sentence (why) that names the company and quotes the title, headline or about text it relies on.',
  ];
  if (!structured) {
    parts.push('', 'Answer with one JSON object only (no prose, no code fence), valid against this JSON schema:', JSON.stringify(RESPONSE_JSON_SCHEMA));
  }
  return parts.join('\n');
}

/** The model's answer as JSON: the whole content, or the object inside a code fence or surrounding prose. */
export function extractJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content)?.[1];
    const candidate = fenced ?? content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
    return JSON.parse(candidate);
  }
}

export const SYSTEM_PROMPT = [
  'You judge whether people at a company match a persona written in plain language.',
  'The persona lists who to keep, including explicit exclusions; apply it as a recruiter would, not as a keyword filter.',
  'Judge each person only from their current positions at the company (title, employment type), headline, about text and past experience.',
  'People who have left the company never match.',
  'For every candidate return: match, score (0..1, higher is a better match), why (one sentence naming the evidence),',
  'professional {tier (Apollo seniority), role (short normalised role), function (People Data Labs job role), work_status,',
  'belongs_to_company, manages_people, budget_authority} and is_decision_maker. Return one decision per candidate, same person_ref.',
].join(' ');

/** The compact view of a profile sent to the model (no contact data, no `professional`). */
export function candidateView(p: Profile) {
  const here = p.experience.filter((e) => e.company_id === p.company_id);
  return {
    person_ref: p.person_ref,
    name: p.person.name,
    headline: p.person.headline,
    about: p.person.about.slice(0, 600),
    positions_at_company: here.map((e) => ({ title: e.title, employment_type: e.employment_type, start: e.start, end: e.end || 'present' })),
    other_experience: p.experience
      .filter((e) => e.company_id !== p.company_id)
      .slice(0, 4)
      .map((e) => ({ title: e.title, company: e.company, end: e.end || 'present' })),
  };
}

/** What a decision depends on besides the profile: the definition, and corrected criteria when there are some (the cache key). */
export function personaText(persona: PersonaInput): string {
  return persona.edited && persona.criteria ? `${persona.definition}\n${JSON.stringify(persona.criteria)}` : persona.definition;
}

export function userPrompt(persona: PersonaInput, company: string, candidates: Profile[]): string {
  return JSON.stringify({
    persona: { name: persona.name, definition: persona.definition },
    company,
    candidates: candidates.map(candidateView),
  });
}
