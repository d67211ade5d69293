// GraphQL: the checked-in schema.graphql is the printed schema, and the server passes graphql-http's audit.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { printedSchema, schema } from '../../src/graphql/schema/index.js';
import { ERRORS, wireCode, type ErrorCode } from '../../src/domain/errors.js';
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

/** Every type, field, argument, input field and enum value without a description. */
function undocumented(s: GraphQLSchema): string[] {
  const missing: string[] = [];
  const has = (d: string | null | undefined) => typeof d === 'string' && d.trim() !== '';
  for (const type of Object.values(s.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!has(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!has(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!has(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('GraphQL', () => {
  it('documents every type, field, argument and enum value', () => {
    expect(undocumented(schema)).toEqual([]);
  });

  it('spells enum values in SCREAMING_SNAKE_CASE and has no JSON scalar', () => {
    const values = Object.values(schema.getTypeMap())
      .filter((t) => isEnumType(t) && !t.name.startsWith('__'))
      .flatMap((t) => (isEnumType(t) ? t.getValues().map((v) => `${t.name}.${v.name}`) : []));
    expect(values.length).toBeGreaterThan(50);
    expect(values.filter((v) => !/^\w+\.[A-Z][A-Z0-9_]*$/.test(v))).toEqual([]);
    expect(schema.getType('JSON')).toBeUndefined();
  });

  it('lists the error catalogue as the ErrorCode enum (extensions.code is one of its values exactly), with the two of GraphQL itself', async () => {
    const codes = [...new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode))];
    const r = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: '{ errorCodes }' }),
    });
    const body = (await r.json()) as { data: { errorCodes: string[] } };
    expect(body.data.errorCodes.sort()).toEqual([...codes.map((c) => c.toUpperCase()), 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'].sort());
  });

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
      const c = createClient({
        url: ws,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: { apiKey: 'tp_live_wrong' },
        lazy: false,
        on: { closed: (e) => resolve({ code: (e as CloseEvent).code, reason: (e as CloseEvent).reason }) },
      });
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
    expect(result).toEqual({ data: { account: { tier: 'FREE' } } });
  });
});
