// openapi/openapi.yaml's request examples work as documented on a fresh account over the bundled sample
// data (issue 11 §4): each request-body example of an operation without path parameters is sent as is
// and answered 2xx; a job it submits names a company the bundled network knows (never `not_found`). Its
// response examples (copied from a real run) name only companies, person refs and profiles of that data.
import { readFileSync } from 'node:fs';
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

const sampleDir = new URL('../../src/sources/embedded/sample/', import.meta.url);
const ndjson = <T>(file: string): T[] =>
  readFileSync(new URL(file, sampleDir), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** Every value under an `example` or `examples` key anywhere in the document (responses, webhooks, components). */
function allExampleValues(): unknown[] {
  const out: unknown[] = [];
  const walk = (node: unknown, inExample: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inExample));
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (!inExample && (k === 'example' || k === 'examples')) out.push(v);
      walk(v, inExample || k === 'example' || k === 'examples');
    }
  };
  walk(doc, false);
  return out;
}

describe('openapi/openapi.yaml response examples', () => {
  it('name only companies, people and profiles that exist in the bundled sample data', () => {
    const companies = new Map(ndjson<{ id: number; name: string }>('companies.ndjson').map((c) => [c.id, c.name]));
    const people = ndjson<{ company_id: number; person_ref: string; person: { name: string; network_url: string } }>('people.ndjson');
    const refs = new Set(people.map((p) => p.person_ref));
    const profiles = new Map(people.map((p) => [p.person.network_url, p.person.name]));
    const problems: string[] = [];
    const check = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => check(n, `${where}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      // `company_id: 0` is the data's "company not on the network" (a past employer in `experience`).
      if (typeof o.company_id === 'number' && o.company_id > 0) {
        if (!companies.has(o.company_id)) problems.push(`${where}: unknown company_id ${o.company_id}`);
        else if (typeof o.company_name === 'string' && o.company_name !== companies.get(o.company_id))
          problems.push(`${where}: company ${o.company_id} is ${companies.get(o.company_id)}, not ${o.company_name}`);
      }
      const c = o.company;
      if (c && typeof c === 'object' && typeof (c as { id?: unknown }).id === 'number') {
        const { id, name } = c as { id: number; name?: unknown };
        if (companies.get(id) !== name) problems.push(`${where}.company: ${id} ${String(name)} is not a bundled company`);
      }
      if (typeof o.person_ref === 'string' && !refs.has(o.person_ref)) problems.push(`${where}: unknown person_ref ${o.person_ref}`);
      if (typeof o.network_url === 'string' && o.network_url.includes('/in/')) {
        if (!profiles.has(o.network_url)) problems.push(`${where}: unknown profile ${o.network_url}`);
        else if (typeof o.name === 'string' && profiles.get(o.network_url) !== o.name)
          problems.push(`${where}: ${o.network_url} is ${profiles.get(o.network_url)}, not ${o.name}`);
      }
      for (const [k, v] of Object.entries(o)) check(v, `${where}.${k}`);
    };
    const values = allExampleValues();
    expect(values.length).toBeGreaterThan(10);
    values.forEach((v, i) => check(v, `example ${i}`));
    expect(problems).toEqual([]);
  });
});
