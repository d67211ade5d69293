// Deep freeze for values shared by many readers (a parsed document, kept profiles, read facts): a caller
// that changes one fails loudly (ES modules are strict) instead of changing it for every other reader.

/** Freezes `value` and everything reachable from it; returns it. */
export function deepFreeze<T>(value: T): T {
  // frozen before recursing, so a cycle (or a part frozen already) stops the walk
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}
