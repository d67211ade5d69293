// Issue 9 §1: nothing large is read or parsed before the key is checked; one body limit for REST,
// GraphQL over HTTP and WebSocket messages; graphql-armor limits on the shape of operations; subscriptions
// over WebSocket only, capped per connection and per key.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { schema } from '../../src/graphql/schema/index.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO } from '../support/sample-companies.js';
import { deepestChain, maximalJobQuery } from './maximal-queries.js';

const LIMIT = 64 * 1024;
let t: TestService;
let key: string;
beforeAll(async () => {
  t = await startTestService({
    BODY_LIMIT_BYTES: String(LIMIT),
    GRAPHQL_MAX_ALIASES: '3',
    GRAPHQL_MAX_DEPTH: '4',
    GRAPHQL_MAX_COST: '700',
    GRAPHQL_MAX_SUBSCRIPTIONS_PER_CONNECTION: '2',
    GRAPHQL_MAX_SUBSCRIPTIONS_PER_KEY: '3',
  });
  key = (await t.account()).apiKey;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Sends the headers of a request declaring a body just under the limit, then only 1 KB of it, and resolves
 * with the answer: a server that authenticates first answers at once; one that reads the body first never does.
 */
function partialUpload(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(t.url + path);
    const req = http.request({
      host: u.hostname,
      port: u.port,
      path: u.pathname,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(LIMIT - 1000), ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', () => {}); // the server may close the socket after answering
    // The body is never completed: an answer at all proves the server did not wait for it (no timer: a server
    // that waited would leave the test to its timeout, a failure either way).
    req.write('{"query":"' + ' '.repeat(1024));
  });
}

describe('authenticate before reading or parsing', () => {
  it('GraphQL over HTTP: a bad key is refused before the body is read', async () => {
    const r = await partialUpload('/graphql', { 'x-api-key': 'tp_live_' + 'x'.repeat(40) });
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body).errors[0].extensions.code).toBe('INVALID_API_KEY');
  });

  it('GraphQL over HTTP: an unparsable query without a key is 401, not a syntax error', async () => {
    const r = await client(t.url).gql('{ '.repeat(3000));
    expect(r.status).toBe(401);
    expect(r.body.errors[0].extensions.code).toBe('MISSING_API_KEY');
  });

  it('REST: a bad key is refused before the body is read', async () => {
    const r = await partialUpload('/v1/jobs', { 'x-api-key': 'tp_live_' + 'y'.repeat(40) });
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body)).toMatchObject({ error: { code: 'invalid_api_key' } });
  });
});

describe('one body limit (BODY_LIMIT_BYTES)', () => {
  it('GraphQL over HTTP: a body over the limit is 413 payload_too_large', async () => {
    const r = await client(t.url, key).gql(`{ account { tier } }${' '.repeat(LIMIT)}`);
    expect(r.status).toBe(413);
    expect(r.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('GraphQL over HTTP: a chunked body (no Content-Length) over the limit is refused too', async () => {
    const r = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const u = new URL(t.url + '/graphql');
      const req = http.request(
        { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'x-api-key': key } },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(JSON.stringify({ query: `{ account { tier } }${' '.repeat(LIMIT * 2)}` }));
      req.end();
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('WebSocket: a connection_init larger than the limit closes the connection (1009) with a bogus key', async () => {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((r, j) => {
      ws.once('open', r);
      ws.once('error', j);
    });
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { apiKey: 'tp_live_bogus', pad: 'z'.repeat(LIMIT * 4) } }));
    expect(await closed).toBe(1009);
  });
});

describe('operation limits (graphql-armor) with extensions.code query_too_complex', () => {
  const expectRefused = async (query: string, pattern: RegExp) => {
    const r = await client(t.url, key).gql(query);
    const errors = (r.body.errors ?? []) as Array<{ message: string; extensions?: { code?: string } }>;
    expect(errors.length, JSON.stringify(r.body).slice(0, 300)).toBeGreaterThan(0);
    expect(errors.map((e) => e.extensions?.code)).toEqual(errors.map(() => 'QUERY_TOO_COMPLEX'));
    expect(
      errors.some((e) => pattern.test(e.message)),
      JSON.stringify(errors),
    ).toBe(true);
    expect(r.body.data ?? null).toBeNull();
  };

  it('aliases (GRAPHQL_MAX_ALIASES=3 here)', async () => {
    await expectRefused('{ a: account { tier } b: account { tier } c: account { tier } d: account { tier } }', /alias/i);
    const ok = await client(t.url, key).gql('{ a: account { tier } b: account { tier } c: account { tier } }');
    expect(ok.body.errors).toBeUndefined();
  });

  it('tokens (default 2000)', async () => {
    await expectRefused(`{ ${'__typename '.repeat(2500)} }`, /token/i);
  });

  it('depth (GRAPHQL_MAX_DEPTH=4 here)', async () => {
    const chain = deepestChain(schema.getType('Job')!);
    expect(chain.depth).toBeGreaterThan(3);
    await expectRefused(`{ job(id: "x") ${chain.text} }`, /depth/i);
    const ok = await client(t.url, key).gql('{ account { apiKeys { id } } }');
    expect(ok.body.errors).toBeUndefined();
  });

  it('cost (GRAPHQL_MAX_COST=700 here): two full Job selections are too expensive', async () => {
    await expectRefused(maximalJobQuery(schema, ['x', 'y'], { depth: 3 }), /cost/i);
    const one = await client(t.url, key).gql(maximalJobQuery(schema, ['00000000-0000-4000-8000-000000000000'], { depth: 3 }));
    expect(one.body.errors?.[0]?.extensions?.code).toBe('JOB_NOT_FOUND');
  });

  it('directives (default 50)', async () => {
    await expectRefused(`{ account { tier ${'@include(if: true) '.repeat(60)} } }`, /directive/i);
  });

  it('field suggestions are not revealed', async () => {
    const r = await client(t.url, key).gql('{ acount { tier } }');
    expect(JSON.stringify(r.body)).not.toMatch(/Did you mean/);
  });
});

describe('subscriptions', () => {
  const wsClient = (apiKey = key): WsClient =>
    createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey } });

  /** One job per key: events about it reach that key's jobUpdates subscriptions (and no one else's). */
  const jobs = new Map<string, Promise<{ jobId: string; apiKeyId: string }>>();
  const jobOf = (apiKey: string) => {
    if (!jobs.has(apiKey))
      jobs.set(
        apiKey,
        (async () => {
          const r = await client(t.url, apiKey).post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: 'owners-founders' });
          expect(r.status, r.text).toBe(202);
          const jobId = (r.body as { job_id: string }).job_id;
          const row = await t.service.deps.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
          return { jobId, apiKeyId: row.apiKeyId };
        })(),
      );
    return jobs.get(apiKey)!;
  };

  /**
   * Subscribes and resolves with the first error's code, or 'open' once the subscription is running: it
   * received a `next` for an event about the key's job, published (again until then: the server may not
   * have registered it yet) on the event bus.
   */
  const subscribe = async (c: WsClient, apiKey: string): Promise<string> => {
    const { jobId, apiKeyId } = await jobOf(apiKey);
    let settled: string | null = null;
    const outcome = new Promise<string>((resolve) => {
      const settle = (v: string) => resolve((settled ??= v));
      c.subscribe(
        { query: 'subscription { jobUpdates { change } }' },
        {
          next: () => settle('open'),
          error: (e) => settle((e as Array<{ extensions?: { code?: string } }>)[0]?.extensions?.code ?? String(e)),
          complete: () => settle('complete'),
        },
      );
    });
    for (const deadline = Date.now() + 10_000; settled === null && Date.now() < deadline;) {
      await t.service.deps.events.publish({ kind: 'job', jobId, apiKeyId, change: 'counters' });
      await Promise.race([outcome, new Promise((r) => setTimeout(r, 50))]);
    }
    return settled ?? 'neither a next nor an error within 10 s';
  };

  it('are refused over HTTP (SSE): WebSocket only', async () => {
    const r = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': key },
      body: JSON.stringify({ query: 'subscription { jobUpdates { change } }' }),
    });
    const text = await r.text();
    expect(text).toContain('WebSocket only');
    expect(text).not.toMatch(/"change"/);
  });

  it('errors over WebSocket are those of HTTP: the same codes and messages, no `http` hints', async () => {
    const own = (await t.account()).apiKey;
    const c = wsClient(own);
    /** Every error the operation ends with, as sent: in an `error` message or in `next` payloads. */
    const wsErrors = (query: string, variables?: Record<string, unknown>): Promise<unknown[]> =>
      new Promise((resolve) => {
        const seen: unknown[] = [];
        c.subscribe(
          { query, variables },
          {
            next: (r) => void seen.push(...(r.errors ?? [])),
            error: (e) => resolve([...seen, ...(e as unknown[])]),
            complete: () => resolve(seen),
          },
        );
      });
    const httpErrors = async (query: string, variables?: Record<string, unknown>) => (await client(t.url, own).gql(query, variables)).body.errors;
    try {
      const cases: Array<[string, Record<string, unknown> | undefined, string]> = [
        ['query { job(id: "job_nope") { status } }', undefined, 'JOB_NOT_FOUND'],
        ['query Q($j: ID!) { job(id: $j) { status } }', { j: 5.5 }, 'VALIDATION_ERROR'],
        ['query { job(id: "job_x") { nope } }', undefined, 'GRAPHQL_VALIDATION_FAILED'],
        ['query { job(id: ', undefined, 'GRAPHQL_PARSE_FAILED'],
      ];
      for (const [query, variables, code] of cases) {
        const [overWs, overHttp] = [await wsErrors(query, variables), await httpErrors(query, variables)];
        expect(overWs, query).toEqual([expect.objectContaining({ extensions: { code } })]);
        expect(overWs, query).toEqual(overHttp);
      }
      // a subscription's own error (an unknown job) too
      expect(await wsErrors('subscription { jobProgress(jobId: "job_nope") { change } }')).toEqual([
        expect.objectContaining({ extensions: { code: 'JOB_NOT_FOUND' }, path: ['jobProgress'] }),
      ]);
    } finally {
      await c.dispose();
    }
  });

  it('at most GRAPHQL_MAX_SUBSCRIPTIONS_PER_CONNECTION per connection and _PER_KEY per key', async () => {
    const own = (await t.account()).apiKey;
    const a = wsClient(own);
    const b = wsClient(own);
    try {
      expect(await subscribe(a, own)).toBe('open');
      expect(await subscribe(a, own)).toBe('open');
      expect(await subscribe(a, own)).toBe('SUBSCRIPTION_LIMIT'); // 3rd on one connection (limit 2)
      expect(await subscribe(b, own)).toBe('open'); // 3rd of the key (limit 3)
      expect(await subscribe(b, own)).toBe('SUBSCRIPTION_LIMIT'); // 4th of the key
      // Another key is not affected.
      const otherKey = (await t.account()).apiKey;
      const other = wsClient(otherKey);
      expect(await subscribe(other, otherKey)).toBe('open');
      await other.dispose();
    } finally {
      await a.dispose();
      await b.dispose();
    }
  });
});
