// CORS_ORIGINS: none by default (same-origin only), a list, or `*`; alike for REST (incl. preflight)
// and GraphQL; never with credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';

const ORIGIN = 'https://app.example.com';
let listed: TestService;
let none: TestService;
let star: TestService;
let key: string;

beforeAll(async () => {
  [listed, none, star] = await Promise.all([
    startTestService({ CORS_ORIGINS: `${ORIGIN}, https://other.example.com` }),
    startTestService(),
    startTestService({ CORS_ORIGINS: '*' }),
  ]);
  key = (await listed.account()).apiKey;
});

afterAll(async () => {
  await Promise.all([listed?.close(), none?.close(), star?.close()]);
});

const preflight = (url: string, path: string, origin: string, method = 'POST') =>
  fetch(url + path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type, x-api-key, idempotency-key' },
  });

describe('CORS', () => {
  it('answers a REST and a GraphQL preflight from a listed origin', async () => {
    for (const path of ['/v1/jobs', '/graphql', '/v1/personas/some-slug']) {
      const r = await preflight(listed.url, path, ORIGIN, path.startsWith('/v1/personas') ? 'PATCH' : 'POST');
      expect(r.status, path).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(r.headers.get('access-control-allow-methods')).toContain(path.startsWith('/v1/personas') ? 'PATCH' : 'POST');
      expect(r.headers.get('access-control-allow-headers')).toBe('content-type, x-api-key, idempotency-key');
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
      expect(r.headers.get('vary')).toContain('Origin');
    }
  });

  it('adds the allow-origin header to REST and GraphQL answers for a listed origin only', async () => {
    const rest = await fetch(`${listed.url}/v1/credits`, { headers: { origin: ORIGIN, 'x-api-key': key } });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(rest.headers.get('access-control-expose-headers')).toContain('x-request-id');
    const gql = await fetch(`${listed.url}/graphql`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ account { tier } }' }),
    });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(gql.headers.get('access-control-allow-credentials')).toBeNull();

    const evil = await fetch(`${listed.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ account { tier } }' }),
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const evilPreflight = await preflight(listed.url, '/graphql', 'https://evil.example');
    expect(evilPreflight.status).toBe(204);
    expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(evilPreflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('sends no CORS header at all by default (same-origin only), for REST and GraphQL', async () => {
    const k = (await none.account()).apiKey;
    for (const path of ['/v1/jobs', '/graphql']) {
      const r = await preflight(none.url, path, ORIGIN);
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
    }
    const gql = await fetch(`${none.url}/graphql`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-api-key': k, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ account { tier } }' }),
    });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('access-control-allow-origin')).toBeNull();
    expect(gql.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('with `*` allows any origin, without credentials', async () => {
    const r = await preflight(star.url, '/v1/jobs', 'https://anywhere.example');
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a bad CORS_ORIGINS stops the boot with a message naming it', async () => {
    await expect(startTestService({ CORS_ORIGINS: 'app.example.com' })).rejects.toThrow(/CORS_ORIGINS/);
  });
});
