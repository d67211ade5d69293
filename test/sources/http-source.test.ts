// NETWORK_SOURCE=http at the port level: every bundled company read through the protocol (local server
// over the sample) gives exactly what the embedded source gives; statuses, Retry-After, timeouts, bad
// bodies, the bearer token and URL-encoded path segments behave as src/sources/http/README.md says.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  EmbeddedNetworkSource,
  HttpNetworkSource,
  loadDataset,
  openConfiguredSource,
  SAMPLE_DATASET_DIR,
  SourceError,
  type NetworkSource,
} from '../../src/sources/index.js';
import { company, lines, person, writeDir } from './fixtures.js';
import { startProtocolServer, type ProtocolServer } from './protocol-server.js';
import { mapLimit } from '../../src/lib/concurrency.js';

let server: ProtocolServer;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(async () => {
  await server?.close();
});

type Outcome = { ok: unknown } | { error: SourceError['kind'] };

/** Call until the answer is not a (simulated) failure, at most 4 times; the last outcome. */
async function settle(fn: () => Promise<unknown>): Promise<Outcome> {
  let last: Outcome = { error: 'retryable' };
  for (let i = 0; i < 4; i += 1) {
    try {
      return { ok: await fn() };
    } catch (err) {
      if (!(err instanceof SourceError)) throw err;
      last = { error: err.kind };
      if (err.kind === 'not_found') return last;
    }
  }
  return last;
}

/** Everything a job asks of the source about one company, as one comparable value. */
async function readCompany(source: NetworkSource, id: number, slug: string, pageSize: number) {
  const byId = await settle(() => source.resolveCompany({ kind: 'id', id }));
  const bySlug = await settle(() => source.resolveCompany({ kind: 'slug', slug }));
  const pages: unknown[] = [];
  const refs: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const c: string | null = cursor;
    const page = await settle(() => source.scanRoster(id, c, pageSize));
    if (!('ok' in page)) {
      pages.push(page);
      break;
    }
    const p = page.ok as { entries: Array<{ person_ref: string }>; next: string | null };
    pages.push(p.entries);
    refs.push(...p.entries.map((e) => e.person_ref));
    cursor = p.next;
    if (cursor === null) break;
  }
  const people = await mapLimit(refs, 16, async (ref) => ({
    profile: await settle(() => source.enrichProfile(id, ref)),
    verification: await settle(() => source.verifyCandidate(id, ref)),
  }));
  return { byId, bySlug, pages, people };
}

describe('HTTP source protocol over the bundled sample', () => {
  it('every bundled company gives the same company, roster pages, profiles and verifications as the embedded source', async () => {
    const dataset = await loadDataset(SAMPLE_DATASET_DIR);
    const embedded = new EmbeddedNetworkSource(dataset);
    const http = new HttpNetworkSource({ url: `${server.url}/`, timeoutMs: 10_000 });
    const companies = [...dataset.companies.values()];
    expect(companies.length).toBe(46);
    let people = 0;
    for (const c of companies) {
      const pageSize = c.id === 1004 ? 500 : 7;
      const [want, got] = await Promise.all([readCompany(embedded, c.id, c.slug, pageSize), readCompany(http, c.id, c.slug, pageSize)]);
      expect(got, `company ${c.id} ${c.slug}`).toEqual(want);
      expect(want.byId).toHaveProperty('ok');
      people += want.people.length;
    }
    expect(people).toBe(4986);
    // Unknown companies and people are not_found on both sides.
    for (const s of [embedded, http]) {
      await expect(s.resolveCompany({ kind: 'id', id: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
      await expect(s.resolveCompany({ kind: 'slug', slug: 'no-such-company' })).rejects.toMatchObject({ kind: 'not_found' });
      await expect(s.enrichProfile(1001, 'nobody')).rejects.toMatchObject({ kind: 'not_found' });
    }
    await embedded.close();
  });
});

describe('HTTP source protocol: statuses and bodies', () => {
  const source = () => new HttpNetworkSource({ url: server.url, timeoutMs: 500 });
  const fault = (match: string, answer: { status: number; body?: unknown; headers?: Record<string, string>; hang?: boolean }) => {
    server.intercept = (path) =>
      path.includes(match)
        ? {
            status: answer.status,
            body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}),
            headers: answer.headers,
            hang: answer.hang,
          }
        : undefined;
  };
  const failure = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SourceError);
    return err as SourceError;
  };

  it('429 and 5xx are retryable and honour Retry-After (seconds or a date); other 4xx are permanent', async () => {
    try {
      fault('/roster', { status: 429, headers: { 'retry-after': '7' } });
      expect(await failure(source().scanRoster(1001, null, 10))).toMatchObject({ kind: 'retryable', retryAfterMs: 7000 });
      fault('/roster', { status: 503, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } });
      const e503 = await failure(source().scanRoster(1001, null, 10));
      expect(e503.kind).toBe('retryable');
      expect(e503.retryAfterMs).toBeGreaterThan(55_000);
      fault('/roster', { status: 500 });
      expect(await failure(source().scanRoster(1001, null, 10))).toMatchObject({ kind: 'retryable', retryAfterMs: undefined });
      fault('/companies/1001', { status: 403 });
      const e403 = await failure(source().resolveCompany({ kind: 'id', id: 1001 }));
      expect(e403.kind).toBe('permanent');
      expect(e403.message).toMatch(/HTTP 403.*NETWORK_SOURCE_TOKEN/);
      fault('/companies/1001', { status: 410 });
      expect(await failure(source().resolveCompany({ kind: 'id', id: 1001 }))).toMatchObject({ kind: 'permanent' });
      fault('/companies/1001', { status: 302, headers: { location: 'http://127.0.0.1:9/elsewhere' } });
      expect(await failure(source().resolveCompany({ kind: 'id', id: 1001 }))).toMatchObject({ kind: 'permanent', message: expect.stringMatching(/HTTP 302/) });
      fault('/companies/1001', { status: 404 });
      expect(await failure(source().resolveCompany({ kind: 'id', id: 1001 }))).toMatchObject({ kind: 'not_found' });
    } finally {
      server.intercept = null;
    }
  });

  it('a timeout or a refused connection is retryable', async () => {
    try {
      fault('/verification', { status: 200, body: { employed: true, email_status: 'valid' }, hang: true });
      const e = await failure(source().verifyCandidate(1001, 'x'));
      expect(e.kind).toBe('retryable');
      expect(e.message).toMatch(/no answer within 500 ms/);
    } finally {
      server.intercept = null;
    }
    const closed = new HttpNetworkSource({ url: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(await failure(closed.resolveCompany({ kind: 'id', id: 1 }))).toMatchObject({ kind: 'retryable' });
  });

  it('a body that does not validate is permanent and names the field', async () => {
    try {
      fault('/roster', { status: 200, body: { entries: [{ person_ref: 'a', name: 'A', headline: 3, photo_url: '' }], next: null } });
      const e1 = await failure(source().scanRoster(1001, null, 10));
      expect(e1.kind).toBe('permanent');
      expect(e1.message).toMatch(/roster\?limit=10: invalid response body: entries\.0\.headline: /);
      fault('/verification', { status: 200, body: { employed: 'yes', email_status: 'valid' } });
      expect((await failure(source().verifyCandidate(1001, 'p'))).message).toMatch(/invalid response body: employed: /);
      fault('/companies/1001', { status: 200, body: 'not json{' });
      expect(await failure(source().resolveCompany({ kind: 'id', id: 1001 }))).toMatchObject({ kind: 'permanent', message: expect.stringMatching(/not JSON/) });
      server.intercept = null;
      const line = await (await fetch(`${server.url}/companies/1002`)).json();
      fault('/companies/1001', { status: 200, body: line });
      expect((await failure(source().resolveCompany({ kind: 'id', id: 1001 }))).message).toMatch(/invalid response body: id: expected 1001, got 1002/);
    } finally {
      server.intercept = null;
    }
  });

  it('sends the bearer token, URL-encodes path segments and passes the cursor through', async () => {
    const dir = await writeDir({
      'companies.ndjson': lines([company(1, 'one')]),
      'people.ndjson': lines([person(1, 'a/b c?d#e%'), person(1, 'ü-2'), person(1, 'three')]),
    });
    const own = await startProtocolServer({ dataset: dir, token: 's3cret' });
    try {
      const unauth = new HttpNetworkSource({ url: own.url, timeoutMs: 2000 });
      expect(await failure(unauth.resolveCompany({ kind: 'id', id: 1 }))).toMatchObject({ kind: 'permanent', message: expect.stringMatching(/HTTP 401/) });
      const s = new HttpNetworkSource({ url: own.url, token: 's3cret', timeoutMs: 2000 });
      expect((await s.resolveCompany({ kind: 'slug', slug: 'one' })).id).toBe(1);
      const first = await s.scanRoster(1, null, 2);
      expect(first.entries.map((e) => e.person_ref)).toEqual(['a/b c?d#e%', 'ü-2']);
      const second = await s.scanRoster(1, first.next, 2);
      expect(second).toMatchObject({ entries: [{ person_ref: 'three' }], next: null });
      expect((await s.enrichProfile(1, 'a/b c?d#e%')).person_ref).toBe('a/b c?d#e%');
      expect(await s.verifyCandidate(1, 'ü-2')).toMatchObject({ person_ref: 'ü-2', employed: true });
      await expect(s.verifyCandidate(1, 'nobody')).rejects.toMatchObject({ kind: 'not_found' });
      const paths = own.requests.map((r) => r.path);
      expect(paths).toContain('/companies?slug=one');
      expect(paths).toContain('/companies/1/roster?limit=2');
      expect(paths).toContain(`/companies/1/roster?cursor=${encodeURIComponent(first.next!)}&limit=2`);
      expect(paths).toContain('/companies/1/people/a%2Fb%20c%3Fd%23e%25');
      expect(paths).toContain('/companies/1/people/%C3%BC-2/verification');
      expect(own.requests.slice(1).every((r) => r.authorization === 'Bearer s3cret')).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe('NETWORK_SOURCE selection', () => {
  it('defaults to embedded; http needs NETWORK_SOURCE_URL, with a message naming it', async () => {
    expect(loadConfig({}).NETWORK_SOURCE).toBe('embedded');
    expect(() => loadConfig({ NETWORK_SOURCE: 'http' })).toThrow(/NETWORK_SOURCE_URL: required when NETWORK_SOURCE=http/);
    expect(() => loadConfig({ NETWORK_SOURCE: 'http', NETWORK_SOURCE_URL: 'ftp://x.example' })).toThrow(/NETWORK_SOURCE_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ NETWORK_SOURCE: 'ldap' })).toThrow(/NETWORK_SOURCE: /);
    const cfg = loadConfig({ NETWORK_SOURCE: 'http', NETWORK_SOURCE_URL: server.url });
    const s = await openConfiguredSource(cfg);
    expect(s).toBeInstanceOf(HttpNetworkSource);
    expect((await s.resolveCompany({ kind: 'id', id: 1001 })).name).toBe('Acme Analytics');
    expect(await openConfiguredSource(loadConfig({}))).toBeInstanceOf(EmbeddedNetworkSource);
  });
});

describe('openapi/network-source.yaml', () => {
  it('is valid OpenAPI 3.1 and describes what the protocol server answers', async () => {
    const file = new URL('../../openapi/network-source.yaml', import.meta.url).pathname;
    await SwaggerParser.validate(file);
    const doc = (await SwaggerParser.dereference(file)) as { components: { schemas: Record<string, object> } };
    const ajv = new Ajv({ strict: false, allErrors: true });
    const check = (schema: string, body: unknown) => {
      const validate = ajv.compile(doc.components.schemas[schema]!);
      expect(validate(body), `${schema}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    };
    const get = async (path: string) => (await fetch(server.url + path)).json();
    for (const id of [1001, 1003, 1032]) {
      const company = (await get(`/companies/${id}`)) as { slug: string };
      check('CompanyLine', company);
      check('CompanyLine', await get(`/companies?slug=${company.slug}`));
      const page = (await get(`/companies/${id}/roster?limit=5`)) as { entries: Array<{ person_ref: string }> };
      check('RosterPage', page);
      for (const e of page.entries) {
        check('PeopleLine', await get(`/companies/${id}/people/${encodeURIComponent(e.person_ref)}`));
        check('Verification', await get(`/companies/${id}/people/${encodeURIComponent(e.person_ref)}/verification`));
      }
    }
    // and the schemas are not vacuous
    const bad = ajv.compile(doc.components.schemas.PeopleLine!);
    expect(bad({ company_id: 1, person_ref: 'x' })).toBe(false);
  });
});
