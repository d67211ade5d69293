// Authentication on every endpoint, the error envelope for bad requests, and the operations endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { loadOpenApiDocument } from '../../src/rest/document.js';

let t: TestService;
let key: string;
beforeAll(async () => {
  t = await startTestService({ BODY_LIMIT_BYTES: '4096' });
  key = (await t.account()).apiKey;
});
afterAll(async () => {
  await t?.close();
});

function documentedOperations(): Array<{ method: string; path: string }> {
  const doc = loadOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
  const ops: Array<{ method: string; path: string }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      if (item[method]) ops.push({ method: method.toUpperCase(), path: path.replace(/\{company_id\}/g, '42').replace(/\{[^}]+\}/g, 'some-id') });
    }
  }
  return ops;
}

function expectEnvelope(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules|SELECT |prisma/i);
}

describe('authentication', () => {
  it('documents the spec’s endpoints', () => {
    const ops = documentedOperations().map((o) => `${o.method} ${o.path}`);
    for (const must of [
      'POST /v1/jobs',
      'GET /v1/jobs',
      'GET /v1/account',
      'GET /v1/credits',
      'GET /v1/personas',
      'POST /v1/personas',
      'POST /jobs',
      'GET /company/42/dm',
    ]) {
      expect(ops).toContain(must);
    }
  });

  it('answers 401 missing_api_key on every documented endpoint without the header', async () => {
    const api = client(t.url);
    for (const op of documentedOperations()) {
      const r = await api.call(op.method, op.path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      expect(r.status, `${op.method} ${op.path}`).toBe(401);
      expectEnvelope(r.body, 'missing_api_key');
    }
  });

  it('answers 401 invalid_api_key on every documented endpoint with an unknown key', async () => {
    const api = client(t.url, 'tp_live_' + 'x'.repeat(40));
    for (const op of documentedOperations()) {
      const r = await api.call(op.method, op.path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      expect(r.status, `${op.method} ${op.path}`).toBe(401);
      expectEnvelope(r.body, 'invalid_api_key');
    }
  });

  it('requires the key on GraphQL too, with extensions.code', async () => {
    const none = await client(t.url).gql('{ account { tier } }');
    expect(none.status).toBe(401);
    expect(none.body.errors[0].extensions.code).toBe('MISSING_API_KEY');
    const bad = await client(t.url, 'nope').gql('{ account { tier } }');
    expect(bad.status).toBe(401);
    expect(bad.body.errors[0].extensions.code).toBe('INVALID_API_KEY');
  });
});

describe('bad requests get clear envelopes, never a 500', () => {
  it('malformed JSON → 400 bad_request', async () => {
    const r = await client(t.url, key).post('/v1/personas', '{"name": "x",');
    expect(r.status).toBe(400);
    expectEnvelope(r.body, 'bad_request');
  });

  it('wrong content type → 415 unsupported_media_type', async () => {
    const r = await client(t.url, key).post('/v1/personas', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(415);
    expectEnvelope(r.body, 'unsupported_media_type');
  });

  it('oversized body → 413 payload_too_large', async () => {
    const r = await client(t.url, key).post('/v1/personas', { name: 'x', definition: 'y'.repeat(10_000) });
    expect(r.status).toBe(413);
    expectEnvelope(r.body, 'payload_too_large');
  });

  it('a JSON body of the wrong shape → 422 validation_error with details', async () => {
    const r = await client(t.url, key).post('/v1/personas', [1, 2]);
    expect(r.status).toBe(422);
    expectEnvelope(r.body, 'validation_error');
    expect(r.body.error.details[0]).toMatchObject({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) });
  });

  it('unknown path → 404 not_found; wrong method → 405', async () => {
    const a = await client(t.url, key).get('/v1/nothing-here');
    expect(a.status).toBe(404);
    expectEnvelope(a.body, 'not_found');
    const b = await client(t.url, key).call('PUT', '/v1/personas');
    expect(b.status).toBe(405);
    expectEnvelope(b.body, 'method_not_allowed');
  });
});

describe('operations', () => {
  it('GET /healthz and /readyz', async () => {
    expect((await client(t.url).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await client(t.url).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', migrations: 'applied' });
  });

  it('sets X-Request-Id on every response, echoing a sane incoming one', async () => {
    const a = await client(t.url, key).get('/v1/account');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const b = await client(t.url, key).get('/v1/account', { 'x-request-id': 'trace-123' });
    expect(b.headers.get('x-request-id')).toBe('trace-123');
    const c = await client(t.url).get('/v1/account');
    expect(c.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves the OpenAPI document, the docs page and Prometheus metrics', async () => {
    const doc = await client(t.url).get('/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\.1/);
    const docs = await fetch(`${t.url}/docs`);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
    const html = await docs.text();
    // Scalar's reference renders /openapi.json with its bundle served from node_modules (offline: no
    // absolute script, stylesheet or font URL), and its client targets the server serving the page.
    expect(html).toContain('url":"/openapi.json"');
    expect(html).toContain('<script src="/docs/api-reference.js"></script>');
    expect(html).toContain('servers: [{ url: window.location.origin');
    expect(html).not.toMatch(/(src|href)=["'](https?:)?\/\//);
    expect(html).toContain('"withDefaultFonts":false');
    const script = await fetch(`${t.url}/docs/api-reference.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const js = await script.text();
    expect(js.length).toBeGreaterThan(1_000_000);
    expect(js).toContain('createApiReference');
    // The document's server is relative ("/"): clients resolve it against where the document came from.
    expect(doc.body.servers[0].url).toBe('/');
    const metrics = await fetch(`${t.url}/metrics`).then((r) => r.text());
    expect(metrics).toContain('# TYPE tp_http_requests_total counter');
  });

  it('serves GraphiQL to a browser', async () => {
    const r = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/graphiql/i);
  });
});
