// Issue 9 §3: bad input is the caller's error, never ours. Each case answered 500 internal_error (or was
// stored mangled, or answered another route) before; now a 4xx in the envelope / extensions.code, with
// nothing stored.
import net from 'node:net';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
let key: string;
let accountId: string;
beforeAll(async () => {
  t = await startTestService();
  ({ apiKey: key, accountId } = await t.account({ credits: 100, tier: 'pro' }));
});
afterAll(async () => {
  await t?.close();
});

/** One raw HTTP/1.1 request: fetch would refuse control characters and normalise dot segments itself. */
function raw(requestLine: string, headers: Record<string, string> = {}, body = ''): Promise<{ status: number; body: any; text: string }> {
  const port = Number(new URL(t.url).port);
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    s.on('data', (d) => chunks.push(d));
    s.on('error', reject);
    s.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const payload = text.slice(text.indexOf('\r\n\r\n') + 4);
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        parsed = payload;
      }
      resolve({ status: Number(text.split(' ')[1]), body: parsed, text });
    });
    const h = {
      host: 'localhost',
      'x-api-key': key,
      connection: 'close',
      ...headers,
      ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
    };
    s.write(
      Buffer.from(
        `${requestLine} HTTP/1.1\r\n${Object.entries(h)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('')}\r\n${body}`,
        'latin1',
      ),
    );
  });
}

function expectEnvelope(r: { status: number; body: any }, status: number, code: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body).toMatchObject({ error: { code, message: expect.any(String) } });
}

async function stored() {
  const prisma = t.service.deps.db.prisma;
  const [personas, jobs, keys] = await Promise.all([
    prisma.persona.count({ where: { accountId } }),
    prisma.job.count(),
    prisma.$queryRaw<Array<{ n: bigint }>>`SELECT count(*) AS n FROM idempotency_keys`,
  ]);
  return { personas, jobs, keys: Number(keys[0]?.n ?? 0) };
}

const SUBMIT = { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' };

describe('NUL bytes and lone surrogates', () => {
  it('REST: 422 validation_error naming the field, nothing stored', async () => {
    const api = client(t.url, key);
    await api.get('/v1/personas'); // the system persona exists before counting
    const before = await stored();
    const cases: Array<[string, () => Promise<{ status: number; body: any }>, Array<string | number>]> = [
      ['persona name NUL', () => api.post('/v1/personas', { name: 'a\u0000b', definition: 'CEOs' }), ['body', 'name']],
      ['persona definition NUL', () => api.post('/v1/personas', { name: 'ab', definition: 'CEOs\u0000' }), ['body', 'definition']],
      ['persona name lone surrogate', () => api.call('POST', '/v1/personas', '{"name":"a\\ud800b","definition":"CEOs"}'), ['body', 'name']],
      ['persona definition lone low surrogate', () => api.call('POST', '/v1/personas', '{"name":"ab","definition":"\\udc00CEOs"}'), ['body', 'definition']],
      ['persona patch NUL', () => api.patch('/v1/personas/owners-founders', { name: '\u0000' }), ['body', 'name']],
      ['q NUL', () => api.get('/v1/jobs?q=%00'), ['query', 'q']],
      ['submit input NUL', () => api.post('/v1/jobs', { ...SUBMIT, input: 'acme\u0000' }), ['body', 'input']],
      ['submit persona NUL', () => api.post('/v1/jobs', { ...SUBMIT, persona: 'owners\u0000' }), ['body', 'persona']],
      ['submit persona surrogate', () => api.call('POST', '/v1/jobs', JSON.stringify(SUBMIT).replace('owners-founders', 'owners\\udfff')), ['body', 'persona']],
      ['unversioned submit NUL', () => api.post('/jobs', { input: 'acme\u0000' }), ['body', 'input']],
      ['a NUL in an object key', () => api.post('/v1/jobs', { ...SUBMIT, 'x\u0000': 1 }), ['body']],
    ];
    for (const [label, send, loc] of cases) {
      const r = await send();
      expectEnvelope(r, 422, 'validation_error');
      expect(r.body.error.details[0].loc, label).toEqual(loc);
    }
    // A job id no job can have is a job the caller does not have: 404 job_not_found (issue 27 item 8).
    for (const path of ['/v1/jobs/%00%27%22', '/v1/jobs/job_%00', '/v1/jobs/%00/preview', '/jobs/%00', '/v1/jobs/%00/webhooks']) {
      expectEnvelope(await api.get(path), 404, 'job_not_found');
    }
    expectEnvelope(await api.post('/v1/jobs/%00/cancel'), 404, 'job_not_found');
    expect(await stored()).toEqual(before);
  });

  it('REST: the Idempotency-Key (and any header or path) with a control character is a 400 envelope, nothing stored', async () => {
    const before = await stored();
    const body = JSON.stringify(SUBMIT);
    expectEnvelope(await raw('POST /v1/jobs', { 'idempotency-key': 'a\u0000b' }, body), 400, 'bad_request');
    expectEnvelope(await raw('POST /v1/jobs', { 'idempotency-key': 'a\u0001b' }, body), 400, 'bad_request');
    expectEnvelope(await raw('GET /v1/jobs/a\u0000b'), 400, 'bad_request');
    expect(await stored()).toEqual(before);
  });

  it('GraphQL: validation_error in extensions.code for variables and literals, nothing stored', async () => {
    const api = client(t.url, key);
    const before = await stored();
    const cases: Array<[string, Record<string, unknown> | undefined]> = [
      ['query($q: String) { jobs(q: $q) { totalCount } }', { q: 'a\u0000' }],
      ['query($id: ID!) { job(id: $id) { status } }', { id: 'job_\u0000' }],
      ['mutation($n: String!) { createPersona(input: { name: $n, definition: "CEOs" }) { slug } }', { n: 'a\u0000' }],
      ['mutation($n: String!) { createPersona(input: { name: $n, definition: "CEOs" }) { slug } }', { n: 'a\ud800' }],
      ['mutation { createPersona(input: { name: "a\\u0000", definition: "CEOs" }) { slug } }', undefined],
      ['mutation($d: String!) { updatePersona(slug: "owners-founders", input: { definition: $d }) { slug } }', { d: '\u0000' }],
      ['mutation($i: SubmitJobInput!) { submitJob(input: $i) { __typename } }', { i: { ...SUBMIT, operation: 'TARGET_PEOPLE', input: 'acme\u0000' } }],
      [
        'mutation($k: String) { submitJob(input: { input: "acme-analytics", operation: TARGET_PEOPLE, persona: "owners-founders", idempotencyKey: $k }) { __typename } }',
        { k: 'k\u0000' },
      ],
    ];
    for (const [query, variables] of cases) {
      const r = await api.gql(query, variables);
      expect(r.status, query).toBeLessThan(500);
      expect(r.body.errors?.[0]?.extensions?.code, `${query} ${r.text}`).toBe('VALIDATION_ERROR');
      expect(r.body.data ?? null).toBeNull();
    }
    expect(await stored()).toEqual(before);
  });
});

describe('over WebSocket', () => {
  it('a subscription or a mutation with a NUL argument gets validation_error, nothing stored', async () => {
    const c = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey: key } });
    const before = await stored();
    const run = (query: string, variables: Record<string, unknown>) =>
      new Promise<any[]>((resolve) => {
        const got: any[] = [];
        c.subscribe(
          { query, variables },
          {
            next: (p) => void got.push(...((p.errors as unknown[] | undefined) ?? [])),
            error: (e) => resolve(Array.isArray(e) ? e : [e]),
            complete: () => resolve(got),
          },
        );
      });
    try {
      for (const [query, variables] of [
        ['subscription($id: ID!) { jobProgress(jobId: $id) { __typename } }', { id: 'job_\u0000' }],
        ['mutation($n: String!) { createPersona(input: { name: $n, definition: "CEOs" }) { slug } }', { n: 'a\ud800' }],
      ] as const) {
        const errors = await run(query, variables);
        expect(errors[0]?.extensions?.code, JSON.stringify(errors)).toBe('VALIDATION_ERROR');
      }
    } finally {
      await c.dispose();
    }
    expect(await stored()).toEqual(before);
  });
});

describe('names people read', () => {
  it('refuses bidi overrides, isolates, zero-width spaces and controls in persona names (422); allows ZWJ, ZWNJ and marks', async () => {
    const api = client(t.url, key);
    const before = await stored();
    for (const name of ['Evil\u202Etxt.exe', 'a\u2066b\u2069', 'Heads\u200Bof', 'C\uFEFFTO', 'soft\u00ADhyphen', 'tab\there', 'bell\u0007']) {
      const r = await api.post('/v1/personas', { name, definition: 'CEOs' });
      expectEnvelope(r, 422, 'validation_error');
      expect(r.body.error.details[0].loc).toEqual(['body', 'name']);
    }
    const gql = await api.gql('mutation($n: String!) { createPersona(input: { name: $n, definition: "CEOs" }) { slug } }', { n: 'x\u202Ey' });
    expect(gql.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect(await stored()).toEqual(before);
    // Legitimate uses: emoji sequences (ZWJ), Persian (ZWNJ), direction marks; definitions are free text.
    for (const name of ['Team 👩‍💻', 'می‌خواهم', 'שלום\u200Eabc']) {
      const r = await api.post('/v1/personas', { name, definition: 'CEOs\twith\u200Btabs' });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.name).toBe(name);
    }
  });
});

describe('out-of-range integers', () => {
  it('answers 422 validation_error instead of overflowing the database integer', async () => {
    const api = client(t.url, key);
    for (const path of [
      '/company/99999999999999999999/dm',
      '/company/2147483648/dm',
      '/company/0/dm',
      '/v1/jobs?skip=99999999999999999999',
      '/v1/credits?skip=2147483648',
      '/v1/jobs?limit=99999999999999999999',
    ]) {
      const r = await api.get(path);
      expectEnvelope(r, 422, 'validation_error');
    }
    expectEnvelope(await api.get('/company/2147483647/dm'), 404, 'job_not_found');
    const gql = await api.gql('{ jobs(first: 2147483647) { totalCount } }');
    expect(gql.status).toBeLessThan(500);
    expect(gql.body.errors?.[0]?.extensions?.code ?? 'none').not.toBe('INTERNAL_ERROR');
  });
});

describe('deep JSON', () => {
  it('refuses a 100,000-deep body with 400 bad_request before parsing it, nothing stored', async () => {
    const api = client(t.url, key);
    const before = await stored();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const body of [deep, `{"input":${deep}}`, JSON.stringify(SUBMIT).replace('}', `,"x":${deep}}`)]) {
      const r = await api.call('POST', '/v1/jobs', body, { 'idempotency-key': 'deep-1' });
      expectEnvelope(r, 400, 'bad_request');
      expect(r.body.error.message).toMatch(/deeper than 32/);
    }
    // Brackets inside strings are not nesting.
    const r = await api.post('/v1/personas', { name: 'brackets', definition: '['.repeat(1000) });
    expect(r.status).toBe(201);
    expect(await stored()).toEqual({ ...before, personas: before.personas + 1 });
    await api.delete('/v1/personas/brackets');
  });
});

describe('dot segments', () => {
  it('never resolves a path with . or .. segments into another route (404)', async () => {
    for (const path of [
      '/v1/jobs/%2e%2e/webhooks/secret',
      '/v1/jobs/%2E%2E/webhooks/secret',
      '/v1/jobs/../webhooks/secret',
      '/v1/jobs/x/../../webhooks/secret',
      '/v1/jobs/.%2e/webhooks/secret',
      '/v1/./account',
      '/v1/jobs/%2e',
    ]) {
      const r = await raw(`GET ${path}`);
      expectEnvelope(r, 404, 'not_found');
      expect(r.text).not.toContain('whsec_');
    }
    expect((await raw('GET /v1/webhooks/secret')).status).toBe(200);
    expect((await raw('GET /v1/jobs/..x')).status).toBe(404); // an ordinary (unknown) job id
  });
});

describe('found by the fuzz tests', () => {
  it('a path whose percent-encoding is not UTF-8 is 400 bad_request (was a URIError: 500)', async () => {
    for (const path of ['/v1/jobs/%E0/retry', '/v1/jobs/%ED%A0%80', '/v1/personas/%C9%3C', '/company/%FF/dm']) {
      expectEnvelope(await raw(`GET ${path}`), 400, 'bad_request');
    }
  });

  it('query parameters named like Object.prototype members are plain parameters (?__proto__= was a 500)', async () => {
    const api = client(t.url, key);
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
      const r = await api.patch(`/v1/personas/no-such-persona?${name}=%5C`, { make_default: false });
      expect(r.status, `${name}: ${r.text}`).toBeLessThan(500);
      expect(r.body.error.code).toBeTypeOf('string');
      expect((await api.get(`/v1/jobs?${name}=1&${name}=2`)).status).toBeLessThan(500);
    }
  });

  it('a GraphQL variable that does not coerce to its type carries validation_error (had no code)', async () => {
    const r = await client(t.url, key).gql('mutation($s: String!) { deletePersona(slug: $s) { __typename } }', { s: -1 });
    expect(r.status).toBeLessThan(500);
    expect(r.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });
});

describe('found by an outsider probe (session 8)', () => {
  const gzip = (text: string) => import('node:zlib').then((z) => new Uint8Array(z.gzipSync(Buffer.from(text))));
  const post = async (path: string, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string>) => {
    const r = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json', ...headers }, body });
    return { status: r.status, body: (await r.json()) as any };
  };

  it('a compressed body (Content-Encoding) is 415 unsupported_media_type on REST and GraphQL, not parsed as bad JSON; nothing stored', async () => {
    const before = await stored();
    const rest = await post('/v1/jobs', await gzip(JSON.stringify(SUBMIT)), { 'content-encoding': 'gzip' });
    expectEnvelope(rest, 415, 'unsupported_media_type');
    expect(rest.body.error.message).toContain('Content-Encoding: gzip');
    // a coding named but not applied is refused too (the body is not taken as if the header were absent)
    expectEnvelope(await post('/v1/jobs', JSON.stringify(SUBMIT), { 'content-encoding': 'br' }), 415, 'unsupported_media_type');
    const gql = await post('/graphql', await gzip(JSON.stringify({ query: '{ account { tier } }' })), { 'content-encoding': 'gzip' });
    expect(gql.status).toBe(415);
    expect(gql.body.errors).toEqual([{ message: expect.stringContaining('Content-Encoding: gzip'), extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }]);
    expect(await stored()).toEqual(before);
    // identity is no coding
    const plain = await post('/graphql', JSON.stringify({ query: '{ account { tier } }' }), { 'content-encoding': 'identity' });
    expect(plain.body).toEqual({ data: { account: { tier: 'PRO' } } });
  });

  it('a GraphQL body that is not JSON is 400 bad_request without the parser message quoting the body (was extensions.originalError)', async () => {
    const r = await post('/graphql', '\u001f\u008bxx', {});
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('GraphQL: a body of another type (or none declared) is 415 unsupported_media_type in the GraphQL envelope (was an empty 415)', async () => {
    for (const type of ['text/plain', 'application/xml', '']) {
      const r = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'x-api-key': key, ...(type ? { 'content-type': type } : {}) },
        body: new Blob([JSON.stringify({ query: '{ account { tier } }' })]),
      });
      expect(r.status, type).toBe(415);
      expect(await r.json()).toEqual({ errors: [{ message: expect.stringContaining('application/json'), extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    }
  });

  it('GraphQL: an Accept header allowing no answerable type is disregarded: a mutation done is answered (was 406 with no body)', async () => {
    const r = await post(
      '/graphql',
      JSON.stringify({ query: 'mutation { createPersona(input: { name: "Accept probe", definition: "founders" }) { slug } }' }),
      {
        accept: 'text/xml',
      },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { createPersona: { slug: 'accept-probe' } } });
    const listed = (await client(t.url, key).get('/v1/personas')).body.personas.map((p: { slug: string }) => p.slug);
    expect(listed.filter((slug: string) => slug.startsWith('accept-probe'))).toEqual(['accept-probe']);
    // a query too, and on the fast path's second request alike
    for (let i = 0; i < 2; i++) {
      const q = await post('/graphql', JSON.stringify({ query: '{ account { tier } }' }), { accept: 'text/html' });
      expect(q).toEqual({ status: 200, body: { data: { account: { tier: 'PRO' } } } });
    }
  });

  it('HEAD is answered as GET without a body (was 405): same status and headers, including the key check', async () => {
    const head = (path: string, k?: string) =>
      fetch(`${t.url}${path}`, { method: 'HEAD', headers: k ? { 'x-api-key': k } : {} }).then(async (r) => ({
        status: r.status,
        length: r.headers.get('content-length'),
        id: r.headers.get('x-request-id'),
        text: await r.text(),
      }));
    const get = await fetch(`${t.url}/v1/personas`, { headers: { 'x-api-key': key } });
    const h = await head('/v1/personas', key);
    expect(h).toMatchObject({ status: 200, length: get.headers.get('content-length'), text: '' });
    expect(h.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await head('/v1/personas')).toMatchObject({ status: 401, text: '' });
    expect(await head('/v1/jobs/job_nope', key)).toMatchObject({ status: 404, text: '' });
  });
});
