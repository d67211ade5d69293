// The persona compiler: text → Criteria, warnings, unrecognised spans (src/matching/criteria.ts).
// Readings are memoised by text (personas are few and read for every person).
import type { CompiledPersona } from '../criteria.js';
import { compileText } from './compile.js';
import { TextMemo } from '../text-memo.js';

const cache = new TextMemo<CompiledPersona>(1000);

export function compilePersona(definition: string): CompiledPersona {
  return cache.get(definition, () => compileText(definition));
}
