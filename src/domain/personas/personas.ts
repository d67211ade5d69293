// Personas: every rule of the spec's Persona section lives here.
// - The system persona `owners-founders` exists in every account, immutable and undeletable.
// - Personas are created lazily on first use ("created automatically the first time personas are listed").
// - At most one default (a partial unique index) and at least one (the system persona cannot be deleted,
//   and deleting the default promotes the oldest remaining persona).
// - Slugs derive from the name at creation, unique per account (suffix -2, -3, …), never change.
// - A persona's reading (criteria, warnings) is compiled when it is saved and stored with it; criteria its
//   user corrected are used instead (reading.ts).
// Mutations lock the account row, so concurrent edits of one account serialise.
import { randomUUID } from 'node:crypto';
import { Prisma, type Persona } from '../../generated/prisma/client.js';
import type { PrismaClient, Tx } from '../../db/client.js';
import { AppError, validationError, type ValidationDetail } from '../errors.js';
import { lockAccount } from '../accounts/accounts.js';
import type { CompiledReading, CriteriaJson } from '../ports.js';
import { SYSTEM_PERSONA } from './system.js';
import { nameProblem } from '../text.js';
import { withReading, type PersonaDeps, type PersonaWithReading } from './reading.js';

export const PERSONA_NAME_MAX = 100;
export const PERSONA_DEFINITION_MAX = 4000;
/** Custom personas per account (the system persona not counted): GET /v1/personas lists them all, unpaged. */
export const PERSONAS_MAX = 100;
export const SLUG_MAX = 60;

export type { Persona };

export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return s || 'persona';
}

/** Create the system persona (default when the account has no default yet). Idempotent and race-safe. */
export async function ensureSystemPersona(db: Tx, accountId: string): Promise<void> {
  await db.$executeRaw(Prisma.sql`
    INSERT INTO personas (id, account_id, slug, name, definition, is_default, is_system)
    SELECT ${randomUUID()}::uuid, ${accountId}::uuid, ${SYSTEM_PERSONA.slug}, ${SYSTEM_PERSONA.name},
           ${SYSTEM_PERSONA.definition},
           NOT EXISTS (SELECT 1 FROM personas WHERE account_id = ${accountId}::uuid AND is_default), true
    WHERE NOT EXISTS (SELECT 1 FROM personas WHERE account_id = ${accountId}::uuid AND slug = ${SYSTEM_PERSONA.slug})
    ON CONFLICT DO NOTHING`);
}

const ORDER = [{ createdAt: 'asc' as const }, { seq: 'asc' as const }];

/** The account's personas, oldest first (creates the system persona on first use), with their readings. */
export async function listPersonas(deps: PersonaDeps, accountId: string): Promise<PersonaWithReading[]> {
  const prisma = deps.db.prisma;
  await ensureSystemPersona(prisma, accountId);
  const rows = await prisma.persona.findMany({ where: { accountId }, orderBy: ORDER });
  return Promise.all(rows.map((p) => withReading(deps, p)));
}

export async function findPersona(prisma: PrismaClient, accountId: string, slug: string): Promise<Persona | null> {
  await ensureSystemPersona(prisma, accountId);
  return prisma.persona.findUnique({ where: { accountId_slug: { accountId, slug } } });
}

/** The account's default persona, else its oldest. */
async function defaultOrOldest(db: Tx, accountId: string): Promise<Persona> {
  const p = await db.persona.findFirst({ where: { accountId }, orderBy: [{ isDefault: 'desc' }, ...ORDER] });
  if (!p) throw new AppError('internal_error');
  return p;
}

export async function defaultPersona(prisma: PrismaClient, accountId: string): Promise<Persona> {
  await ensureSystemPersona(prisma, accountId);
  return defaultOrOldest(prisma, accountId);
}

export interface PersonaFields {
  name?: unknown;
  definition?: unknown;
  make_default?: unknown;
  /** Corrected criteria (the documented Criteria shape); null on update goes back to the compiled reading. */
  criteria?: unknown;
}

/** Corrected criteria checked by the compiler (problems are named under `criteria`); null clears them. */
function checkCriteria(deps: PersonaDeps, value: unknown, details: ValidationDetail[]): CriteriaJson | null | undefined {
  if (value === undefined || value === null) return value;
  const checked = deps.personaCompiler.check(value);
  if ('details' in checked) {
    details.push(...checked.details.map((d) => ({ ...d, loc: ['criteria', ...d.loc] })));
    return undefined;
  }
  return checked.criteria;
}

const json = (v: CompiledReading | CriteriaJson) => v as unknown as Prisma.InputJsonObject;

/** Check the text of a definition alone (the persona preview): the trimmed text or a validation error. */
export function checkDefinition(value: unknown): string {
  if (value === undefined || value === null) {
    throw new AppError('missing_field', 'Missing required field: definition.', { details: [{ loc: ['definition'], msg: 'field required', type: 'missing' }] });
  }
  const details: ValidationDetail[] = [];
  const definition = checkText('definition', value, PERSONA_DEFINITION_MAX, details);
  if (details.length > 0 || definition === undefined) throw validationError(details);
  return definition;
}

function checkText(field: 'name' | 'definition', value: unknown, max: number, details: ValidationDetail[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    details.push({ loc: [field], msg: 'must be a string', type: 'type_error' });
    return undefined;
  }
  const v = value.trim();
  if (v.length === 0) details.push({ loc: [field], msg: 'must not be empty', type: 'value_error' });
  else if (v.length > max) details.push({ loc: [field], msg: `must be at most ${max} characters`, type: 'value_error' });
  else if (field === 'name') {
    const problem = nameProblem(v); // no controls, bidi overrides or invisible characters (src/domain/text.ts)
    if (problem) details.push({ loc: [field], msg: problem, type: 'value_error' });
  }
  return v;
}

function checkBool(value: unknown, details: ValidationDetail[]): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') {
    details.push({ loc: ['make_default'], msg: 'must be a boolean', type: 'type_error' });
    return undefined;
  }
  return value;
}

async function setDefault(tx: Tx, accountId: string, personaId: string): Promise<void> {
  await tx.persona.updateMany({ where: { accountId, isDefault: true, NOT: { id: personaId } }, data: { isDefault: false } });
  await tx.persona.update({ where: { id: personaId }, data: { isDefault: true } });
}

export async function createPersona(deps: PersonaDeps, accountId: string, body: PersonaFields): Promise<PersonaWithReading> {
  const prisma = deps.db.prisma;
  const missing = (['name', 'definition'] as const).filter(
    (f) => body[f] === undefined || body[f] === null || (typeof body[f] === 'string' && (body[f] as string).trim() === ''),
  );
  if (missing.length > 0) {
    throw new AppError('missing_field', `Missing required field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`, {
      details: missing.map((f) => ({ loc: [f], msg: 'field required', type: 'missing' })),
    });
  }
  const details: ValidationDetail[] = [];
  const name = checkText('name', body.name, PERSONA_NAME_MAX, details);
  const definition = checkText('definition', body.definition, PERSONA_DEFINITION_MAX, details);
  const makeDefault = checkBool(body.make_default, details) ?? false;
  const edited = checkCriteria(deps, body.criteria, details);
  if (details.length > 0 || name === undefined || definition === undefined) throw validationError(details);
  const compiled = await deps.personaCompiler.compile(definition);

  const row = await prisma.$transaction(async (tx) => {
    await lockAccount(tx, accountId);
    await ensureSystemPersona(tx, accountId);
    // counted under the account lock: parallel creates cannot pass the limit together
    if ((await tx.persona.count({ where: { accountId, isSystem: false } })) >= PERSONAS_MAX) {
      throw new AppError('validation_error', `An account holds at most ${PERSONAS_MAX} personas besides the system one; delete one first.`, {
        limit: PERSONAS_MAX,
        details: [{ loc: ['body'], msg: `at most ${PERSONAS_MAX} custom personas per account`, type: 'value_error' }],
      });
    }
    const base = slugify(name);
    const similar = await tx.persona.findMany({ where: { accountId, slug: { startsWith: base } }, select: { slug: true } });
    const taken = new Set(similar.map((p) => p.slug));
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    const created = await tx.persona.create({
      data: {
        id: randomUUID(),
        accountId,
        slug,
        name,
        definition,
        isDefault: false,
        isSystem: false,
        compiled: json(compiled),
        ...(edited ? { editedCriteria: json(edited) } : {}),
      },
    });
    if (makeDefault) await setDefault(tx, accountId, created.id);
    return tx.persona.findUniqueOrThrow({ where: { id: created.id } });
  });
  return withReading(deps, row);
}

async function lockedPersona(tx: Tx, accountId: string, slug: string): Promise<Persona> {
  await lockAccount(tx, accountId);
  await ensureSystemPersona(tx, accountId);
  const p = await tx.persona.findUnique({ where: { accountId_slug: { accountId, slug } } });
  if (!p) throw new AppError('persona_not_found_404', `No persona with slug "${slug}" in this account.`);
  return p;
}

/**
 * Edit a custom persona or make a persona the default. The system persona's name and definition are
 * immutable (409 system_persona_immutable); it may still be made the default again with
 * `{"make_default": true}` alone. `make_default: false` on the current default is refused (422): make
 * another persona the default instead, so there is always one.
 */
export async function updatePersona(deps: PersonaDeps, accountId: string, slug: string, body: PersonaFields): Promise<PersonaWithReading> {
  const details: ValidationDetail[] = [];
  const name = checkText('name', body.name, PERSONA_NAME_MAX, details);
  const definition = checkText('definition', body.definition, PERSONA_DEFINITION_MAX, details);
  const makeDefault = checkBool(body.make_default, details);
  const edited = checkCriteria(deps, body.criteria, details);
  if (details.length > 0) throw validationError(details);
  if (name === undefined && definition === undefined && makeDefault === undefined && body.criteria === undefined) {
    throw validationError([{ loc: [], msg: 'give at least one of name, definition, make_default, criteria', type: 'value_error' }]);
  }
  // compiled before the transaction: an LLM compiler may take seconds
  const compiled = definition !== undefined ? await deps.personaCompiler.compile(definition) : undefined;
  const row = await deps.db.prisma.$transaction(async (tx) => {
    const p = await lockedPersona(tx, accountId, slug);
    if (p.isSystem && (name !== undefined || definition !== undefined || body.criteria !== undefined)) throw new AppError('system_persona_immutable');
    if (makeDefault === false && p.isDefault) {
      throw validationError([
        { loc: ['make_default'], msg: 'an account always has a default persona: make another persona the default instead', type: 'value_error' },
      ]);
    }
    const changed = definition !== undefined && definition !== p.definition;
    const data: Prisma.PersonaUpdateInput = {
      ...(name !== undefined ? { name } : {}),
      ...(definition !== undefined ? { definition } : {}),
      ...(compiled ? { compiled: json(compiled) } : {}),
      // corrected criteria: replaced (and current), cleared, or kept and flagged when the definition changed under them
      ...(edited ? { editedCriteria: json(edited), editedStale: false } : {}),
      ...(edited === null ? { editedCriteria: Prisma.DbNull, editedStale: false } : {}),
      ...(edited === undefined && changed && p.editedCriteria !== null ? { editedStale: true } : {}),
    };
    if (Object.keys(data).length > 0) await tx.persona.update({ where: { id: p.id }, data });
    if (makeDefault === true && !p.isDefault) await setDefault(tx, accountId, p.id);
    return tx.persona.findUniqueOrThrow({ where: { id: p.id } });
  });
  return withReading(deps, row);
}

/** Delete a custom persona; when it was the default, the oldest remaining persona becomes the default. */
export async function deletePersona(prisma: PrismaClient, accountId: string, slug: string): Promise<{ slug: string; defaultSlug: string }> {
  return prisma.$transaction(async (tx) => {
    const p = await lockedPersona(tx, accountId, slug);
    if (p.isSystem) throw new AppError('system_persona_immutable');
    await tx.persona.delete({ where: { id: p.id } });
    const def = await defaultOrOldest(tx, accountId);
    if (!def.isDefault) await tx.persona.update({ where: { id: def.id }, data: { isDefault: true } });
    return { slug, defaultSlug: def.slug };
  });
}
