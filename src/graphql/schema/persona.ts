// Personas: list, create, update, delete. Persona is a Node (global id; node(id:) finds the caller's own).
// Every rule lives in src/domain/personas/personas.ts.
import { builder, objectType } from '../builder.js';
import { checkDefinition, createPersona, deletePersona, listPersonas, updatePersona } from '../../domain/personas/personas.js';
import { previewDefinition, readingOf } from '../../domain/personas/reading.js';
import type { PersonaWarning, UnrecognisedSpan } from '../../domain/ports.js';
import { interpretCompiled, type Criteria, type Criterion, type Interpretation } from '../../matching/index.js';
import { CriteriaInput, CriteriaRef, CriteriaSourceEnum, criteriaOfInput, PersonaWarningRef, UnrecognisedSpanRef } from './criteria.js';
import { ownRow } from './ids.js';

const PersonaCriterionRef = objectType<Criterion>('PersonaCriterion', 'One criterion of a persona as the embedded matcher reads it.', (t) => ({
  text: t.exposeString('text', { description: 'The piece of the definition (normalised) it was read from.' }),
  roles: t.exposeStringList('roles', { description: 'Named roles (ceo, cto, general_counsel, project_manager, ...).' }),
  seniorities: t.exposeStringList('seniorities', {
    description: 'Apollo seniorities (owner, founder, c_suite, partner, vp, head, director, manager, senior, entry, intern).',
  }),
  functions: t.exposeStringList('functions', { description: 'People Data Labs job roles; a sub-area in parentheses, e.g. "engineering (software)".' }),
  conditions: t.exposeStringList('conditions', {
    description: 'Other conditions in words ("founder", "manages people", "at the company for less than 6 months").',
  }),
  except: t.exposeString('except', { nullable: true, description: 'Exclusions only: who the exclusion spares.' }),
}));

const PersonaInclusionRef = objectType<Interpretation['included']>(
  'PersonaInclusion',
  'Who the persona includes: everything its inclusions name, and each inclusion as read.',
  (t) => ({
    roles: t.exposeStringList('roles', { description: 'Named roles of all inclusions.' }),
    seniorities: t.exposeStringList('seniorities', { description: 'Seniorities of all inclusions.' }),
    functions: t.exposeStringList('functions', { description: 'Functions of all inclusions.' }),
    conditions: t.exposeStringList('conditions', { description: 'Other conditions of all inclusions.' }),
    criteria: t.expose('criteria', { type: [PersonaCriterionRef], description: 'Each inclusion as read.' }),
  }),
);

const PersonaInterpretationRef = objectType<Interpretation>(
  'PersonaInterpretation',
  'How the embedded rules matcher reads the definition. Phrases under `unrecognised` are ignored by it: rephrase them before spending a credit.',
  (t) => ({
    included: t.expose('included', { type: PersonaInclusionRef, description: 'Who the persona includes.' }),
    excluded: t.expose('excluded', { type: [PersonaCriterionRef], description: 'Each exclusion as read.' }),
    unrecognised: t.exposeStringList('unrecognised', { description: 'Pieces of the definition nothing understood (lower-cased).' }),
  }),
);

builder.prismaNode('Persona', {
  description: 'Plain-language criteria that the matcher applies to each roster member.',
  id: { field: 'id' },
  findUnique: ownRow,
  nullable: true,
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Stable name of the persona, unique per account; never changes. Pass it as SubmitJobInput.persona.' }),
    name: t.exposeString('name', { description: 'Display name (at most 100 characters).' }),
    definition: t.exposeString('definition', { description: 'Who to keep, including explicit exclusions (at most 4000 characters).' }),
    isDefault: t.exposeBoolean('isDefault', { description: 'The default persona of the account (exactly one is).' }),
    isSystem: t.exposeBoolean('isSystem', { description: 'The built-in owners-founders persona: immutable and undeletable.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the persona was created.' }),
    interpretation: t.field({
      type: PersonaInterpretationRef,
      description: 'The criteria jobs run with, in words (see PersonaInterpretation).',
      resolve: async (p, _a, ctx) => interpretCompiled(await readingOf(ctx.deps, p)),
    }),
    criteria: t.field({
      type: CriteriaRef,
      description: 'The criteria jobs run with: the reading of the definition, or the corrected criteria (criteriaSource).',
      resolve: async (p, _a, ctx) => (await readingOf(ctx.deps, p)).criteria as unknown as Criteria,
    }),
    criteriaSource: t.field({
      type: CriteriaSourceEnum,
      description: 'COMPILED: the reading of the definition; EDITED: criteria the user corrected.',
      resolve: async (p, _a, ctx) => (await readingOf(ctx.deps, p)).criteriaSource,
    }),
    warnings: t.field({
      type: [PersonaWarningRef],
      description: 'Where the reading is doubtful (empty when it is not).',
      resolve: async (p, _a, ctx) => (await readingOf(ctx.deps, p)).warnings,
    }),
  }),
});

const CreatePersonaInput = builder.inputType('CreatePersonaInput', {
  description: 'A new persona.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 100 characters; the slug derives from it.' }),
    definition: t.string({ required: true, description: 'Who to KEEP, including explicit exclusions. At most 4000 characters.' }),
    makeDefault: t.boolean({ required: false, defaultValue: false, description: 'Make it the default persona of the account.' }),
    criteria: t.field({ type: CriteriaInput, required: false, description: 'Corrected criteria, used instead of the reading of the definition.' }),
  }),
});

const UpdatePersonaInput = builder.inputType('UpdatePersonaInput', {
  description: 'Changes to a persona (at least one field).',
  fields: (t) => ({
    name: t.string({ required: false, description: 'New display name (the slug does not change).' }),
    definition: t.string({ required: false, description: 'New definition.' }),
    makeDefault: t.boolean({
      required: false,
      description: 'true makes it the default; false on the current default is refused (make another one the default).',
    }),
    criteria: t.field({
      type: CriteriaInput,
      required: false,
      description: 'Corrected criteria; null goes back to the reading of the definition.',
    }),
  }),
});

const DeletePersonaPayload = objectType<{ slug: string; defaultSlug: string }>('DeletePersonaPayload', 'The outcome of deletePersona.', (t) => ({
  deleted: t.boolean({ description: 'Always true.', resolve: () => true }),
  slug: t.exposeString('slug', { description: 'The deleted persona.' }),
  defaultSlug: t.exposeString('defaultSlug', { description: 'The default persona after the deletion.' }),
}));

builder.queryField('personas', (t) =>
  t.prismaField({
    type: ['Persona'],
    description: 'Personas of the account, oldest first. Creates the system persona on first use.',
    resolve: (_q, _r, _a, ctx) => listPersonas(ctx.deps, ctx.caller.accountId),
  }),
);

builder.mutationField('createPersona', (t) =>
  t.prismaField({
    type: 'Persona',
    description: 'Create a persona (same rules as POST /v1/personas).',
    args: { input: t.arg({ type: CreatePersonaInput, required: true, description: 'The persona.' }) },
    resolve: (_q, _r, { input }, ctx) =>
      createPersona(ctx.deps, ctx.caller.accountId, {
        name: input.name,
        definition: input.definition,
        make_default: input.makeDefault ?? false,
        criteria: criteriaOfInput(input.criteria),
      }),
  }),
);

builder.mutationField('updatePersona', (t) =>
  t.prismaField({
    type: 'Persona',
    description:
      "Edit a persona or make it the default (same rules as PATCH /v1/personas/{slug}). Error system_persona_immutable for the system persona's name or definition.",
    args: {
      slug: t.arg.string({ required: true, description: 'The persona to change.' }),
      input: t.arg({ type: UpdatePersonaInput, required: true, description: 'The changes.' }),
    },
    resolve: (_q, _r, { slug, input }, ctx) =>
      updatePersona(ctx.deps, ctx.caller.accountId, slug, {
        name: input.name ?? undefined,
        definition: input.definition ?? undefined,
        make_default: input.makeDefault ?? undefined,
        criteria: criteriaOfInput(input.criteria),
      }),
  }),
);

builder.mutationField('deletePersona', (t) =>
  t.field({
    type: DeletePersonaPayload,
    description: 'Delete a custom persona; when it was the default, the oldest remaining persona becomes the default.',
    args: { slug: t.arg.string({ required: true, description: 'The persona to delete.' }) },
    resolve: (_r, { slug }, ctx) => deletePersona(ctx.deps.db.prisma, ctx.caller.accountId, slug),
  }),
);

const PersonaPreviewRef = objectType<{ criteria: Criteria; warnings: PersonaWarning[]; unrecognised: UnrecognisedSpan[]; interpretation: Interpretation }>(
  'PersonaPreview',
  'How a definition reads, nothing saved.',
  (t) => ({
    criteria: t.expose('criteria', { type: CriteriaRef, description: 'The criteria a job would run with.' }),
    warnings: t.expose('warnings', { type: [PersonaWarningRef], description: 'Where the reading is doubtful.' }),
    unrecognised: t.expose('unrecognised', { type: [UnrecognisedSpanRef], description: 'Pieces not understood.' }),
    interpretation: t.expose('interpretation', { type: PersonaInterpretationRef, description: 'The criteria in words.' }),
  }),
);

builder.queryField('personaPreview', (t) =>
  t.field({
    type: PersonaPreviewRef,
    description: 'Read a definition without saving it or spending a credit (POST /v1/personas/preview).',
    args: { definition: t.arg.string({ required: true, description: 'The definition (1 to 4000 characters after trimming).' }) },
    resolve: async (_r, { definition }, ctx) => {
      const r = await previewDefinition(ctx.deps, checkDefinition(definition));
      return { ...r, criteria: r.criteria as unknown as Criteria, interpretation: interpretCompiled(r) };
    },
  }),
);
