import { builder } from '../builder.js';
import { createPersona, deletePersona, listPersonas, updatePersona, type PersonaView } from '../../domain/personas/personas.js';

export const PersonaRef = builder.objectRef<PersonaView>('Persona').implement({
  description: 'Plain-language criteria that the matcher applies to each roster member.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Stable id, unique per account; never changes.' }),
    name: t.exposeString('name'),
    definition: t.exposeString('definition'),
    isDefault: t.exposeBoolean('is_default'),
    isSystem: t.exposeBoolean('is_system'),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.created_at }),
  }),
});

const CreatePersonaInput = builder.inputType('CreatePersonaInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 100 characters.' }),
    definition: t.string({ required: true, description: 'Who to KEEP, including explicit exclusions. At most 4000 characters.' }),
    makeDefault: t.boolean({ required: false, defaultValue: false }),
  }),
});

const UpdatePersonaInput = builder.inputType('UpdatePersonaInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    definition: t.string({ required: false }),
    makeDefault: t.boolean({ required: false }),
  }),
});

const DeletePersonaPayload = builder
  .objectRef<{ deleted: true; slug: string; default_slug: string }>('DeletePersonaPayload')
  .implement({
    fields: (t) => ({
      deleted: t.exposeBoolean('deleted'),
      slug: t.exposeString('slug'),
      defaultSlug: t.exposeString('default_slug', { description: 'The default persona after the deletion.' }),
    }),
  });

builder.queryField('personas', (t) =>
  t.field({
    type: [PersonaRef],
    description: 'Personas of the account, oldest first. Creates the system persona on first use.',
    resolve: async (_r, _a, ctx) => (await listPersonas(ctx.deps.db.prisma, ctx.caller.accountId)).personas,
  }),
);

builder.mutationField('createPersona', (t) =>
  t.field({
    type: PersonaRef,
    args: { input: t.arg({ type: CreatePersonaInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createPersona(ctx.deps.db.prisma, ctx.caller.accountId, {
        name: input.name,
        definition: input.definition,
        make_default: input.makeDefault ?? false,
      }),
  }),
);

builder.mutationField('updatePersona', (t) =>
  t.field({
    type: PersonaRef,
    args: { slug: t.arg.string({ required: true }), input: t.arg({ type: UpdatePersonaInput, required: true }) },
    resolve: (_r, { slug, input }, ctx) =>
      updatePersona(ctx.deps.db.prisma, ctx.caller.accountId, slug, {
        name: input.name ?? undefined,
        definition: input.definition ?? undefined,
        make_default: input.makeDefault ?? undefined,
      }),
  }),
);

builder.mutationField('deletePersona', (t) =>
  t.field({
    type: DeletePersonaPayload,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, { slug }, ctx) => deletePersona(ctx.deps.db.prisma, ctx.caller.accountId, slug),
  }),
);
