import { createPersona as create, deletePersona as remove, listPersonas as list, updatePersona as update, type PersonaFields } from '../../domain/personas/personas.js';
import type { RestHandler } from '../types.js';

const fields = (body: unknown): PersonaFields => (body && typeof body === 'object' ? (body as PersonaFields) : {});

export const listPersonas: RestHandler = async ({ deps, caller }) => ({
  status: 200,
  body: await list(deps.db.prisma, caller.accountId),
});

export const createPersona: RestHandler = async ({ deps, caller, body }) => ({
  status: 201,
  body: await create(deps.db.prisma, caller.accountId, fields(body)),
});

export const updatePersona: RestHandler = async ({ deps, caller, params, body }) => ({
  status: 200,
  body: await update(deps.db.prisma, caller.accountId, String(params.slug), fields(body)),
});

export const deletePersona: RestHandler = async ({ deps, caller, params }) => ({
  status: 200,
  body: await remove(deps.db.prisma, caller.accountId, String(params.slug)),
});
