// The OpenAPI document (openapi/openapi.yaml): the single REST contract. Read and parsed once, then
// cached and deep-frozen: callers that need to mutate it (openapi-backend dereferences in place) must
// `structuredClone` it first. Served as /openapi.json (which the docs page of ./docs-page.ts renders).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { deepFreeze } from '../lib/freeze.js';

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

let cached: Record<string, unknown> | undefined;

export function loadOpenApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const parsed: unknown = parse(readFileSync(OPENAPI_PATH, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('openapi' in parsed)) {
    throw new Error(`${OPENAPI_PATH} is not an OpenAPI document`);
  }
  const doc = parsed as Record<string, unknown>;
  deepFreeze(doc);
  cached = doc;
  return doc;
}
