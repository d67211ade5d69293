// The persona compiler: text → Criteria, warnings, unrecognised spans (src/matching/criteria.ts).
// Readings are memoised by text (personas are few and read for every person).
import type { CompiledPersona } from '../criteria.js';
import { compileText } from './compile.js';

const cache = new Map<string, CompiledPersona>();

export function compilePersona(definition: string): CompiledPersona {
  const hit = cache.get(definition);
  if (hit) return hit;
  const out = compileText(definition);
  if (cache.size > 1000) cache.clear();
  cache.set(definition, out);
  return out;
}
