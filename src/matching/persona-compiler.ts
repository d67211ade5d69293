// The PersonaCompiler port (src/domain/ports.ts): a definition's reading — criteria, warnings,
// unrecognised spans — as personas store it and jobs snapshot it. PERSONA_COMPILER=rules (default) reads
// with the rules compiler (compiler/); every reading passes through warnings.ts.
import { z } from 'zod';
import type { CompiledReading, CriteriaJson, PersonaCompiler, PersonaWarning } from '../domain/ports.js';
import type { ValidationDetail } from '../domain/errors.js';
import { compilePersona } from './compiler/index.js';
import { CRITERIA_VERSION, CriteriaSchema, EmployerSchema, fallbackIssues, SelectorSchema, type CompiledPersona, type Criteria } from './criteria.js';
import { editedWarnings, readingWarnings } from './warnings.js';
import { titlePhrase } from './reader/title-phrase.js';

/** A compiled persona and its warnings, in the port's terms. */
export function readingOf(stamp: string, definition: string, compiled: CompiledPersona, extra: PersonaWarning[] = []): CompiledReading {
  return {
    stamp,
    criteria: compiled.criteria as CriteriaJson & Criteria,
    warnings: [...extra, ...readingWarnings(definition, compiled)],
    unrecognised: compiled.unrecognised,
  };
}

// Corrected criteria as a user sends them: the documented shape, with empty lists and `text` optional.
const list = <T extends z.ZodType>(t: T) => z.array(t).default([]);
// Title phrases a user adds ("title contains"): stored normalised, once each; none is no field.
const titles = z
  .array(z.string().max(120))
  .max(50)
  .optional()
  .transform((xs) => {
    const out = [...new Set((xs ?? []).map(titlePhrase).filter(Boolean))];
    return out.length ? out : undefined;
  });
// A condition on the company, for the whole persona or for one group of people it keeps.
const EditedEmployer = EmployerSchema.extend({
  sectors: list(EmployerSchema.shape.sectors.element),
  except: list(EmployerSchema.shape.except.element),
  // a size from more employees to fewer is no range (it would keep no one)
  employees: EmployerSchema.shape.employees
    .unwrap()
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not be more than max')
    .optional(),
  text: z.string().max(500).default(''),
}).strict();
const EditedSelector = SelectorSchema.extend({
  areas: list(SelectorSchema.shape.areas.element),
  levels: list(SelectorSchema.shape.levels.element),
  roles: list(SelectorSchema.shape.roles.element),
  titles,
  employment: list(SelectorSchema.shape.employment.element),
  traits: list(SelectorSchema.shape.traits.element),
  text: z.string().max(500).default(''),
  employer: EditedEmployer.optional(),
}).strict();
// An exclusion names people at every rung: no company-relative rung. Whom it spares holds wherever it does: no employer either
// (the exclusion may carry its own: "not the lawyers of law firms").
const SparedSelector = EditedSelector.omit({ employer: true, rung: true, fallback_for: true, condition_only: true }).strict();
const ExclusionSelector = EditedSelector.omit({ rung: true, fallback_for: true, condition_only: true }).strict();
const EditedCriteria = z
  .object({
    version: z.number().int().positive().default(CRITERIA_VERSION),
    include: z.array(EditedSelector).min(1, 'must name at least one group of people to keep').max(50),
    exclude: z
      .array(ExclusionSelector.extend({ unless: SparedSelector.optional() }).strict())
      .max(50)
      .default([]),
    employer: EditedEmployer.optional(),
  })
  .strict()
  // A fallback names an earlier group of people kept; a condition-only seat is named by a fallback (criteria.ts).
  .superRefine((c, ctx) => {
    for (const issue of fallbackIssues(c.include)) ctx.addIssue({ code: 'custom', path: ['include', ...issue.path], message: issue.message });
  });

/** Check criteria a user corrected: stored as the current version's Criteria, or the problems found. */
export function checkCriteria(value: unknown): { criteria: CriteriaJson } | { details: ValidationDetail[] } {
  const parsed = EditedCriteria.safeParse(value);
  if (!parsed.success) {
    return {
      details: parsed.error.issues.map((i) => ({
        loc: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        msg: i.message,
        type: i.code === 'invalid_type' ? 'type_error' : 'value_error',
      })),
    };
  }
  const criteria: Criteria = CriteriaSchema.parse({ ...parsed.data, version: CRITERIA_VERSION });
  return { criteria: criteria as CriteriaJson & Criteria };
}

/** The embedded rules compiler behind the port. */
export class RulesPersonaCompiler implements PersonaCompiler {
  readonly stamp = `rules:${CRITERIA_VERSION}`;

  async compile(definition: string): Promise<CompiledReading> {
    return readingOf(this.stamp, definition, compilePersona(definition));
  }

  check(value: unknown) {
    return checkCriteria(value);
  }

  warnEdited(definition: string, criteria: CriteriaJson, stale: boolean): PersonaWarning[] {
    return editedWarnings(definition, criteria as unknown as Criteria, stale);
  }
}
