// Issue 25: what an outside attacker still found (items 1 and 5). Bad input is never internal_error; a real
// internal error is logged with its request id; HEAD /graphql, CONNECT, numeric ids, invalid UTF-8 and the
// status of query_too_complex.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/observability/log.js';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
let key: string;
let otherKey: string;
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});
beforeAll(async () => {
  t = await startTestService({ ROLE: 'api' }, { log: createLogger('info', {}, sink) });
  ({ apiKey: key } = await t.account({ credits: 10, tier: 'pro' }));
  ({ apiKey: otherKey } = await t.account({ credits: 10, tier: 'pro' }));
});
afterAll(async () => {
  await t?.close();
});

const globalId = (text: string) => Buffer.from(text).toString('base64');
const NIL = '00000000-0000-0000-0000-000000000000';

async function post(path: string, body: Uint8Array<ArrayBuffer> | string, type = 'application/json', accept = '*/*') {
  const r = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': type, accept }, body });
  return { status: r.status, body: (await r.json()) as any };
}

describe('item 1: bad input is never internal_error', () => {
  it('node(id:) with crafted global ids of every type answers null or a proper code', async () => {
    const api = client(t.url, key);
    const own = await api.gql('{ account { apiKeys { id } } personas { id } }');
    const other = await client(t.url, otherKey).gql('{ account { apiKeys { id } } personas { id } }');
    const otherKeyId = other.body.data.account.apiKeys[0].id as string;
    const otherPersonaId = other.body.data.personas[0].id as string;
    const nullCases = [
      otherKeyId,
      otherPersonaId,
      ...['Persona', 'ApiKey', 'Job', 'WebhookDelivery'].flatMap((type) =>
        [`${type}:x`, `${type}:${NIL}`, `${type}:${'-'.repeat(36)}`, `${type}:job_aaaaaaaaaaaaaaaaaaaaaaaa`, `${type}:1`].map(globalId),
      ),
    ];
    for (const id of nullCases) {
      const r = await api.gql('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(r.body, Buffer.from(id, 'base64').toString()).toEqual({ data: { node: null } });
    }
    // Not a global id of a Node type (nor a REST job_id): null too, as documented (issue 27 item 3).
    for (const id of [
      globalId('Account:x'),
      globalId('LedgerEntry:1'),
      globalId('Nope:1'),
      globalId('Persona:'),
      'not base64!',
      'job_aaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const r = await api.gql('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(r.body, id).toEqual({ data: { node: null } });
    }
    // the caller's own still load
    const mine = own.body.data.personas[0].id as string;
    expect((await api.gql('query($id: ID!) { node(id: $id) { id } }', { id: mine })).body).toEqual({ data: { node: { id: mine } } });
    // revokeApiKey with a crafted id is not_found, not internal_error
    for (const id of [globalId(`ApiKey:${'-'.repeat(36)}`), '-'.repeat(36), otherKeyId]) {
      const r = await api.gql('mutation($id: ID!) { revokeApiKey(id: $id) }', { id });
      expect(r.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });

  it('variables or extensions that are not JSON: 400 bad_request over GET, form posts and JSON bodies', async () => {
    const q = encodeURIComponent('{ __typename }');
    const gets = [`variables=notjson`, `extensions=%7Bbad`, `variables=%7B%22a%22%3A`, `variables=1`, `extensions=%5B%5D`];
    for (const params of gets) {
      const r = await fetch(`${t.url}/graphql?query=${q}&${params}`, { headers: { 'x-api-key': key } });
      expect(r.status, params).toBe(400);
      expect(((await r.json()) as any).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    for (const form of [`query=${q}&variables=%7Bbad`, `query=${q}&extensions=x`, `query=${q}&variables=%22s%22`]) {
      const r = await post('/graphql', form, 'application/x-www-form-urlencoded');
      expect(r.status, form).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    for (const body of ['{"query":"{__typename}","variables":"x"}', '{"query":"{__typename}","extensions":[1]}', '{"query":"{__typename}",', 'null', '7']) {
      const r = await post('/graphql', body);
      expect(r.status, body).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    // a multipart body is not read (no uploads): 415 in the envelope
    const multipart = await post(
      '/graphql',
      '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{bad\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(multipart.status).toBe(415);
    expect(multipart.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // well-formed ones still work
    const ok = await fetch(`${t.url}/graphql?query=${q}&variables=%7B%7D`, { headers: { 'x-api-key': key } });
    expect(await ok.json()).toEqual({ data: { __typename: 'Query' } });
    expect((await post('/graphql', `query=${q}`, 'application/x-www-form-urlencoded')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('a real internal error is answered internal_error and logged with the request id', async () => {
    const db = t.service.deps.db.pool;
    await db.query('ALTER TABLE personas RENAME TO personas_hidden');
    try {
      const r = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ personas { slug } }' }),
      });
      expect(((await r.json()) as any).errors[0].extensions.code).toBe('INTERNAL_ERROR');
      const id = r.headers.get('x-request-id');
      await expect.poll(() => lines.find((l) => l.level === 'error' && l.request_id === id), { timeout: 5000 }).toBeTruthy();
    } finally {
      await db.query('ALTER TABLE personas_hidden RENAME TO personas');
    }
  });
});

/** One raw request; resolves with what the server sent before closing the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(Number(new URL(t.url).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    s.on('data', (d) => chunks.push(d));
    s.on('error', reject);
    s.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    s.write(request);
  });
}

describe('item 5: smaller findings', () => {
  it('HEAD /graphql is answered as GET without a body', async () => {
    const url = `${t.url}/graphql?query=${encodeURIComponent('{ account { tier } }')}`;
    const get = await fetch(url, { headers: { 'x-api-key': key } });
    const head = await fetch(url, { method: 'HEAD', headers: { 'x-api-key': key } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(401);
  });

  it('CONNECT is answered 405 in the envelope and the connection closed', async () => {
    const text = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toMatch(/x-request-id: /i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('only decimal digits are a company id', async () => {
    const api = client(t.url, key);
    for (const id of ['0x10', '1e3', '1001.0', '+5', '%205', '1_000']) {
      const r = await api.get(`/company/${id}/dm`);
      expect(r.status, id).toBe(422);
      expect(r.body.error).toMatchObject({ code: 'validation_error', details: [{ loc: ['path', 'company_id'] }] });
    }
    expect((await api.get('/company/1001/dm')).body.error.code).toBe('job_not_found');
  });

  it('invalid UTF-8 in a JSON body is 400 bad_request (REST and GraphQL), nothing stored', async () => {
    const api = client(t.url, key);
    const before = (await api.get('/v1/personas')).body.personas.length;
    const bytes = (json: string) => new Uint8Array(Buffer.from(json.replace('BAD', '\u0000'), 'utf8').map((b) => (b === 0 ? 0xff : b)));
    const rest = await post('/v1/personas', bytes('{"name":"aBADb","definition":"CEOs"}'));
    expect(rest).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
    const gql = await post('/graphql', bytes('{"query":"mutation { createPersona(input: {name: \\"aBADb\\", definition: \\"CEOs\\"}) { name } }"}'));
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect((await api.get('/v1/personas')).body.personas.length).toBe(before);
    // a byte-order mark is no error
    const bom = await post('/graphql', new Uint8Array(Buffer.from('\ufeff{"query":"{ __typename }"}')));
    expect(bom.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('query_too_complex is HTTP 400 whatever the Accept header, as the README says', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: account { tier }`).join(' ');
    const depth = `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    for (const query of [`{ ${aliases} }`, `{ ${'__typename '.repeat(2500)} }`, depth]) {
      for (const accept of ['*/*', 'application/json', 'application/graphql-response+json']) {
        const r = await post('/graphql', JSON.stringify({ query }), 'application/json', accept);
        expect(r.status, `${query.slice(0, 30)} ${accept} ${JSON.stringify(r.body)}`).toBe(400);
        expect(r.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      }
    }
  });
});

describe('item 5: /metrics is protected', () => {
  it('with METRICS_TOKEN it needs that bearer token; without one it is not served in production', async () => {
    const token = 'metrics-token-0123456789';
    const [withToken, production] = await Promise.all([
      startTestService({ ROLE: 'api', METRICS_TOKEN: token }),
      startTestService({ ROLE: 'api', NODE_ENV: 'production' }),
    ]);
    try {
      const scrape = (url: string, authorization?: string) => fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
      const none = await scrape(withToken.url);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect(((await none.json()) as any).error.code).toBe('missing_api_key');
      expect((await scrape(withToken.url, `Bearer ${token}x`)).status).toBe(401);
      expect((await scrape(withToken.url, token)).status).toBe(401);
      const ok = await scrape(withToken.url, `Bearer ${token}`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('tp_http_requests_total');
      const off = await scrape(production.url);
      expect(off.status).toBe(404);
      expect(((await off.json()) as any).error.code).toBe('not_found');
    } finally {
      await Promise.all([withToken.close(), production.close()]);
    }
  });
});
