// A persona's reading: the criteria jobs run with, where they come from, and the warnings a user sees
// before spending. The compiled reading is stored with the persona (`compiled`, made when it is saved and
// again when the compiler's stamp changes: a new CRITERIA_VERSION or another PERSONA_COMPILER); criteria
// the user corrected (`editedCriteria`) are used instead, with the compiler's warnings about them.
import type { Persona } from '../../generated/prisma/client.js';
import type { Database } from '../../db/client.js';
import type { CompiledReading, CriteriaJson, PersonaCompiler, PersonaWarning, UnrecognisedSpan } from '../ports.js';

export interface PersonaDeps {
  db: Database;
  personaCompiler: PersonaCompiler;
}

export type CriteriaSource = 'compiled' | 'edited';

export interface PersonaReading {
  criteria: CriteriaJson;
  criteriaSource: CriteriaSource;
  warnings: PersonaWarning[];
  unrecognised: UnrecognisedSpan[];
}

export type PersonaWithReading = Persona & { reading: PersonaReading };

/** The stored compiled reading when current, else a new one (stored back unless the definition changed meanwhile). */
async function compiledOf(deps: PersonaDeps, p: Persona): Promise<CompiledReading> {
  const stored = p.compiled as unknown as CompiledReading | null;
  if (stored && stored.stamp === deps.personaCompiler.stamp) return stored;
  const fresh = await deps.personaCompiler.compile(p.definition);
  await deps.db.prisma.persona.updateMany({ where: { id: p.id, definition: p.definition }, data: { compiled: fresh as unknown as object } });
  return fresh;
}

/** The reading of a persona row. */
export async function readingOf(deps: PersonaDeps, p: Persona): Promise<PersonaReading> {
  const compiled = await compiledOf(deps, p);
  const edited = p.editedCriteria as unknown as CriteriaJson | null;
  if (!edited) return { criteria: compiled.criteria, criteriaSource: 'compiled', warnings: compiled.warnings, unrecognised: compiled.unrecognised };
  return {
    criteria: edited,
    criteriaSource: 'edited',
    warnings: deps.personaCompiler.warnEdited(p.definition, edited, p.editedStale),
    unrecognised: compiled.unrecognised,
  };
}

export async function withReading(deps: PersonaDeps, p: Persona): Promise<PersonaWithReading> {
  return { ...p, reading: await readingOf(deps, p) };
}

/** How a definition reads, saving nothing and spending nothing (POST /v1/personas/preview, personaPreview). */
export async function previewDefinition(deps: Pick<PersonaDeps, 'personaCompiler'>, definition: string): Promise<Omit<CompiledReading, 'stamp'>> {
  const { stamp: _stamp, ...reading } = await deps.personaCompiler.compile(definition);
  return reading;
}
