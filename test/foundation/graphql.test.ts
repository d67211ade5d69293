// GraphQL: the checked-in schema.graphql is the printed schema, and the server passes graphql-http's audit.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { printedSchema } from '../../src/graphql/schema/index.js';
import { startTestService, type TestService } from '../support/service.js';

let t: TestService;
let key: string;
beforeAll(async () => {
  t = await startTestService();
  key = (await t.account()).apiKey;
});
afterAll(async () => {
  await t?.close();
});

describe('GraphQL', () => {
  it('schema.graphql is up to date (run `npm run schema:print`)', () => {
    const checkedIn = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(checkedIn).toBe(printedSchema());
  });

  it('uses camelCase field names', () => {
    const fields = [...printedSchema().matchAll(/^\s+([a-zA-Z_][\w]*)\s*[:(]/gm)].map((m) => m[1]!);
    expect(fields.filter((f) => f.includes('_'))).toEqual([]);
  });

  it('passes the graphql-http server audit (MUST and SHOULD)', async () => {
    const results = await auditServer({
      url: `${t.url}/graphql`,
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('x-api-key', key);
        return fetch(input, { ...init, headers });
      },
    });
    const failures = results.filter((r) => r.status === 'error' || (r.status === 'warn' && r.name.startsWith('SHOULD')));
    expect(failures.map((f) => `${f.id} ${f.name}: ${'reason' in f ? f.reason : ''}`)).toEqual([]);
  });

  it('refuses a WebSocket connection without a valid key (close 4401)', async () => {
    const ws = `${t.url.replace('http', 'ws')}/graphql`;
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
      const c = createClient({ url: ws, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey: 'tp_live_wrong' }, lazy: false,
        on: { closed: (e) => resolve({ code: (e as CloseEvent).code, reason: (e as CloseEvent).reason }) } });
      void c;
    });
    expect(closed.code).toBe(4401);
    expect(closed.reason).toBe('invalid_api_key');
  });

  it('accepts a WebSocket connection with connectionParams.apiKey and runs a query over it', async () => {
    const c = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey: key } });
    const result = await new Promise<unknown>((resolve, reject) => {
      let value: unknown;
      c.subscribe({ query: '{ account { tier } }' }, { next: (v) => (value = v), error: reject, complete: () => resolve(value) });
    });
    await c.dispose();
    expect(result).toEqual({ data: { account: { tier: 'free' } } });
  });
});
