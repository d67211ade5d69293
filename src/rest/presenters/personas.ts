// The REST shapes of personas (snake_case, as the spec shows them), from the domain's Persona rows.
import type { PersonaWithReading } from '../../domain/personas/reading.js';
import type { CompiledReading } from '../../domain/ports.js';
import type { Criteria } from '../../matching/criteria.js';
import { interpretCompiled } from '../../matching/rules/interpret.js';

export function personaView(p: PersonaWithReading) {
  const criteria = p.reading.criteria as unknown as Criteria;
  return {
    slug: p.slug,
    name: p.name,
    definition: p.definition,
    is_default: p.isDefault,
    is_system: p.isSystem,
    created_at: p.createdAt.toISOString(),
    // the criteria jobs run with, in words (src/matching/rules/interpret.ts)
    interpretation: interpretCompiled(p.reading),
    criteria,
    criteria_source: p.reading.criteriaSource,
    warnings: p.reading.warnings,
  };
}

/** POST /v1/personas/preview: a definition's reading, nothing saved. */
export function personaPreview(r: Omit<CompiledReading, 'stamp'>) {
  const criteria = r.criteria as unknown as Criteria;
  return { criteria, warnings: r.warnings, unrecognised: r.unrecognised, interpretation: interpretCompiled(r) };
}

export function personaList(rows: PersonaWithReading[]) {
  return { count: rows.length, personas: rows.map(personaView) };
}

export function personaDeleted(out: { slug: string; defaultSlug: string }) {
  return { deleted: true, slug: out.slug, default_slug: out.defaultSlug };
}
