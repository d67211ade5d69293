// The REST shapes of personas (snake_case, as the spec shows them), from the domain's Persona rows.
import type { Persona } from '../../domain/personas/personas.js';
import { interpretPersona, type Interpretation } from '../../matching/rules/interpret.js';

export interface PersonaView {
  slug: string;
  name: string;
  definition: string;
  is_default: boolean;
  is_system: boolean;
  created_at: string | null;
  /** How the embedded matcher reads the definition (src/matching/rules/interpret.ts). */
  interpretation: Interpretation;
}

export function personaView(p: Persona): PersonaView {
  return {
    slug: p.slug,
    name: p.name,
    definition: p.definition,
    is_default: p.isDefault,
    is_system: p.isSystem,
    created_at: p.createdAt.toISOString(),
    interpretation: interpretPersona(p.definition),
  };
}

export function personaList(rows: Persona[]): { count: number; personas: PersonaView[] } {
  return { count: rows.length, personas: rows.map(personaView) };
}

export function personaDeleted(out: { slug: string; defaultSlug: string }): { deleted: true; slug: string; default_slug: string } {
  return { deleted: true, slug: out.slug, default_slug: out.defaultSlug };
}
