// A domain object in REST's spelling: camelCase keys as snake_case, dates as ISO-8601 text, recursively,
// keys in the object's own order. For the shapes that are the domain's field for field (the preview, the
// account); the others are written out (presenters/jobs.ts). Responses are checked against the OpenAPI
// document in tests (src/rest/router.ts), so a renamed domain field cannot change the contract unseen.
export function wire(object: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value(v)]));
}

function value(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(value);
  return v !== null && typeof v === 'object' ? wire(v) : v;
}
