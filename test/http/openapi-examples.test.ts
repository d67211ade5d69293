// openapi/openapi.yaml's request examples work as documented on a fresh account over the bundled sample
// data (issue 11 §4): each request-body example of an operation without path parameters is sent as is
// and answered 2xx; a job it submits names a company the bundled network knows (never `not_found`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../src/rest/document.js';
import { client, startTestService, type TestService } from '../support/service.js';

type Example = { value?: unknown; $ref?: string };
type Operation = {
  parameters?: Array<{ in?: string; $ref?: string }>;
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, Example> }> };
};
const doc = loadOpenApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components: { examples: Record<string, { value: unknown }> };
};

/** [method, path, example name, body] of every request-body example of a path without parameters. */
function requestExamples(): Array<[string, string, string, unknown]> {
  const out: Array<[string, string, string, unknown]> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.includes('{')) continue;
    for (const [method, op] of Object.entries(item)) {
      const media = op.requestBody?.content?.['application/json'];
      if (!media) continue;
      if (media.example !== undefined) out.push([method.toUpperCase(), path, 'example', media.example]);
      for (const [name, e] of Object.entries(media.examples ?? {})) {
        out.push([method.toUpperCase(), path, name, e.$ref ? doc.components.examples[e.$ref.split('/').pop()!]!.value : e.value]);
      }
    }
  }
  return out;
}

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

describe('openapi/openapi.yaml request examples', () => {
  it('are answered 2xx on a fresh account, and their companies exist in the bundled data', async () => {
    const all = requestExamples();
    expect(all.map(([m, p]) => `${m} ${p}`)).toEqual(expect.arrayContaining(['POST /v1/jobs', 'POST /jobs', 'POST /v1/personas']));
    const { apiKey } = await t.account({ tier: 'premium', credits: 100, concurrency: 50 });
    const api = client(t.url, apiKey);
    for (const [method, path, name, body] of all) {
      const r = await api.call(method, path, body);
      expect(r.status, `${method} ${path} (${name}): ${r.text}`).toBeGreaterThanOrEqual(200);
      expect(r.status, `${method} ${path} (${name}): ${r.text}`).toBeLessThan(300);
      if (path.endsWith('/jobs')) expect((r.body as { status?: string }).status, `${method} ${path} (${name})`).not.toBe('not_found');
    }
  });
});
