import * as personas from '../../domain/personas/personas.js';
import { previewDefinition } from '../../domain/personas/reading.js';
import { personaDeleted, personaList, personaPreview, personaView } from '../presenters/personas.js';
import type { RestHandler } from '../types.js';
import { located } from '../located.js';

const fields = (body: unknown): personas.PersonaFields => (body && typeof body === 'object' ? (body as personas.PersonaFields) : {});

export const listPersonas: RestHandler = async ({ deps, caller }) => ({
  status: 200,
  body: personaList(await personas.listPersonas(deps, caller.accountId)),
});

export const createPersona: RestHandler = async ({ deps, caller, body }) => ({
  status: 201,
  body: personaView(await located('body', () => personas.createPersona(deps, caller.accountId, fields(body)))),
});

export const updatePersona: RestHandler = async ({ deps, caller, params, body }) => ({
  status: 200,
  body: personaView(await located('body', () => personas.updatePersona(deps, caller.accountId, String(params.slug), fields(body)))),
});

export const deletePersona: RestHandler = async ({ deps, caller, params }) => ({
  status: 200,
  body: personaDeleted(await personas.deletePersona(deps.db.prisma, caller.accountId, String(params.slug))),
});

export const previewPersona: RestHandler = async ({ deps, body }) => ({
  status: 200,
  body: personaPreview(await located('body', async () => previewDefinition(deps, personas.checkDefinition(fields(body).definition)))),
});
