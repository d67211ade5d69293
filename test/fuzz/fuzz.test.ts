// The generic defence of issue 9 §3: property-based fuzzing of both transports from their contracts.
// REST requests come from openapi/openapi.yaml (every operation), GraphQL operations from the running
// service's introspection (every query and mutation field). For every request: no 5xx, every non-2xx REST
// answer is the spec's envelope with a catalogue code, every GraphQL error carries a value of the ErrorCode enum (and
// never INTERNAL_ERROR); afterwards the service is healthy. In NODE_ENV=test every REST response is also
// checked against the OpenAPI document (src/rest/router.ts), so a drifting answer shows up here as a 500.
// `npm test` runs a bounded, seeded run; `npm run fuzz` a long one (see README, "Fuzzing").
import fc from 'fast-check';
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, wireCode, type ErrorCode } from '../../src/domain/errors.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { describeRequest, send, type FuzzRequest, type FuzzResponse } from './support/http.js';
import { loadOperations, requestFor, type Known } from './support/rest-requests.js';
import { craftedGlobalId, operationsFor, schemaFrom, type GqlOperation } from './support/graphql-operations.js';
import { fuzzSettings, hostileJson, hostileString } from './support/values.js';
import { accepted, burst, connect } from './support/subscriptions.js';

const CATALOGUE = new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode));
/** Every GraphQL error's code must be a value of the schema's ErrorCode enum (read from introspection). */
let errorCodeEnum = new Set<string>();

let t: TestService;
let known: Known;
let introspection: IntrospectionQuery;

beforeAll(async () => {
  // API only: accepted jobs stay `processing` (no pipeline burning the CPU while fuzzing).
  t = await startTestService({ ROLE: 'api', BODY_LIMIT_BYTES: '65536' });
  const { apiKey } = await t.account({ tier: 'premium', credits: 1000 });
  const api = client(t.url, apiKey);
  const job = await api.post('/v1/jobs', { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' });
  const persona = await api.post('/v1/personas', { name: 'Heads of engineering', definition: 'Heads of engineering, no contractors' });
  known = { apiKey, jobIds: [job.body.job_id], slugs: ['owners-founders', persona.body.slug] };
  // Ids of another account (its key and persona): as global ids, and their UUIDs inside crafted ones.
  const other = await client(t.url, (await t.account()).apiKey).gql('{ account { apiKeys { id } } personas { id } }');
  const foreign = [other.body.data.account.apiKeys[0].id, other.body.data.personas[0].id] as string[];
  known.foreign = [
    ...foreign,
    ...foreign.map((id) =>
      Buffer.from(id, 'base64')
        .toString('utf8')
        .replace(/^[^:]*:/, ''),
    ),
  ];
  const r = await api.gql(getIntrospectionQuery());
  expect(r.status).toBe(200);
  introspection = r.body.data as IntrospectionQuery;
  const errorCode = introspection.__schema.types.find((type) => type.name === 'ErrorCode');
  errorCodeEnum = new Set(errorCode?.kind === 'ENUM' ? errorCode.enumValues.map((v) => v.name) : []);
  expect(errorCodeEnum.has('JOB_NOT_FOUND')).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

function failure(req: FuzzRequest, res: FuzzResponse, why: string): string {
  return `${why}\n  request: ${describeRequest(req)}\n  answer: ${res.status} ${res.text.slice(0, 500)}`;
}

function checkRest(req: FuzzRequest, res: FuzzResponse): void {
  if (res.status >= 500) throw new Error(failure(req, res, 'a 5xx'));
  if (res.status < 400 || req.method === 'HEAD') return;
  let body: any;
  try {
    body = JSON.parse(res.text);
  } catch {
    throw new Error(failure(req, res, 'a non-2xx answer that is not JSON'));
  }
  const code = body?.error?.code;
  if (typeof code !== 'string' || !CATALOGUE.has(code) || typeof body.error.message !== 'string') {
    throw new Error(failure(req, res, 'a non-2xx answer that is not the envelope with a catalogue code'));
  }
}

/**
 * The headers around a GraphQL operation: mostly the usual ones, sometimes another body type, Accept header
 * or content coding (each answered in the GraphQL envelope: 415, or the Accept header disregarded).
 */
const graphqlEnvelope: fc.Arbitrary<Record<string, string>> = fc
  .record({
    type: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('application/json; charset=utf-8', 'application/graphql+json', 'text/plain', 'application/x-www-form-urlencoded', ''),
      },
    ),
    accept: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('*/*', 'application/graphql-response+json', 'text/html', 'text/xml', '') },
    ),
    coding: fc.oneof({ weight: 12, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'identity') }),
  })
  .map(({ type, accept, coding }) => ({
    ...(type ? { 'content-type': type } : {}),
    ...(accept ? { accept } : {}),
    ...(coding ? { 'content-encoding': coding } : {}),
  }));

function checkGraphQL(req: FuzzRequest, res: FuzzResponse): void {
  if (res.status >= 500) throw new Error(failure(req, res, 'a 5xx'));
  let body: any;
  try {
    body = JSON.parse(res.text);
  } catch {
    throw new Error(failure(req, res, 'an answer that is not JSON'));
  }
  if (res.status >= 400 && !Array.isArray(body?.errors) && !body?.error) throw new Error(failure(req, res, 'a non-2xx answer without errors'));
  const errors: any[] = Array.isArray(body?.errors) ? body.errors : [];
  for (const e of errors) {
    const code = e?.extensions?.code;
    if (code === 'INTERNAL_ERROR') throw new Error(failure(req, res, 'internal_error'));
    if (e?.extensions && 'originalError' in e.extensions) throw new Error(failure(req, res, 'an error with its originalError'));
    if (typeof code !== 'string' || !errorCodeEnum.has(code)) {
      throw new Error(failure(req, res, `an error whose code is not a value of the ErrorCode enum (${String(code)})`));
    }
  }
  if (body?.error) checkRest(req, res);
}

async function expectHealthy(): Promise<void> {
  const api = client(t.url, known.apiKey);
  expect((await api.get('/healthz')).status).toBe(200);
  expect((await api.get('/readyz')).status).toBe(200);
  expect((await api.get('/v1/account')).status).toBe(200);
  const gql = await api.gql('{ __typename }');
  expect(gql.status).toBe(200);
  expect(gql.body.errors).toBeUndefined();
}

const settings = fuzzSettings(300);
const runOptions = () => ({
  seed: settings.seed,
  numRuns: settings.numRuns,
  ...(settings.interruptAfterTimeLimit ? { interruptAfterTimeLimit: settings.interruptAfterTimeLimit } : {}),
  endOnFailure: true,
});

/** A `variables` or `extensions` parameter as text: JSON of any shape, JSON cut short, or any text. */
const paramText: fc.Arbitrary<string> = fc.oneof(
  hostileJson.map((v) => JSON.stringify(v) ?? 'null'),
  hostileJson.map((v) => (JSON.stringify(v) ?? 'null').slice(0, -1)),
  fc.constantFrom('notjson', '{bad', '{"a":', '[1,', 'null', '"s"', '1', '{}', '%7B'),
  hostileString,
);

/** GraphQL over GET (query string) or a form post, with any `variables` and `extensions` text. */
const paramsRequest = (apiKey: string): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      get: fc.boolean(),
      query: fc.constantFrom(
        '{ __typename }',
        'query Q($j: ID!) { job(id: $j) { status } }',
        'query($id: ID!) { node(id: $id) { id } }',
        'mutation { __typename }',
      ),
      variables: fc.option(paramText, { nil: undefined }),
      extensions: fc.option(paramText, { nil: undefined }),
    })
    .map(({ get, query, variables, extensions }): FuzzRequest => {
      const form = new URLSearchParams({
        query,
        ...(variables === undefined ? {} : { variables }),
        ...(extensions === undefined ? {} : { extensions }),
      }).toString();
      return get
        ? { method: 'GET', target: `/graphql?${form}`, headers: { 'x-api-key': apiKey, accept: 'application/json' } }
        : {
            method: 'POST',
            target: '/graphql',
            headers: { 'x-api-key': apiKey, 'content-type': 'application/x-www-form-urlencoded' },
            body: Buffer.from(form),
          };
    });

describe('fuzzing (seed ' + settings.seed + ')', () => {
  it(
    'REST: no operation of openapi.yaml answers a 5xx or leaves the envelope',
    async () => {
      const ops = await loadOperations();
      expect(ops.length).toBeGreaterThan(10);
      let count = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fc.oneof(...ops.map((op) => requestFor(op, known))), async (req) => {
          const res = await send(t.url, req);
          count++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          checkRest(req, res);
        }),
        runOptions(),
      );
      if (settings.long) console.log(`REST fuzz: ${count} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      await expectHealthy();
    },
    settings.timeoutMs,
  );

  it(
    'GraphQL: node(id:) and the id arguments with crafted global ids of every type answer data or a code, never internal_error',
    async () => {
      const fields = [
        'query($id: ID!) { node(id: $id) { id __typename } }',
        'mutation($id: ID!) { revokeApiKey(id: $id) }',
        'query($id: ID!) { job(id: $id) { jobId } }',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), craftedGlobalId(known.foreign ?? []), async (query, id) => {
          const req: FuzzRequest = {
            method: 'POST',
            target: '/graphql',
            headers: { 'x-api-key': known.apiKey, 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ query, variables: { id } })),
          };
          checkGraphQL(req, await send(t.url, req));
        }),
        runOptions(),
      );
    },
    settings.timeoutMs,
  );

  it(
    'GraphQL over GET and form posts: no variables or extensions text answers a 5xx or internal_error',
    async () => {
      await fc.assert(
        fc.asyncProperty(paramsRequest(known.apiKey), async (req) => {
          const res = await send(t.url, req);
          checkGraphQL(req, res);
        }),
        runOptions(),
      );
      await expectHealthy();
    },
    settings.timeoutMs,
  );

  it(
    'GraphQL over WebSocket: bursts of subscribes on one or many connections are counted exactly (10 per connection, 50 per key)',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 8 }), async (sizes) => {
          const { apiKey } = await t.account({ tier: 'pro', credits: 1 });
          const job = await client(t.url, apiKey).post('/v1/jobs', { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' });
          const conns = await Promise.all(sizes.map(() => connect(t.url, apiKey)));
          try {
            const results = await Promise.all(conns.map((ws, i) => burst(ws, sizes[i] as number, job.body.job_id)));
            for (const [i, r] of results.entries()) expect(accepted(r)).toBeLessThanOrEqual(Math.min(sizes[i] as number, 10));
            const expected = Math.min(
              50,
              sizes.reduce((n, size) => n + Math.min(size, 10), 0),
            );
            expect(results.reduce((n, r) => n + accepted(r), 0)).toBe(expected);
          } finally {
            for (const ws of conns) ws.close();
          }
        }),
        { ...runOptions(), numRuns: Math.max(1, Math.ceil(settings.numRuns / 20)) },
      );
    },
    settings.timeoutMs,
  );

  it(
    'GraphQL: no operation from the introspected schema answers a 5xx or internal_error',
    async () => {
      const schema = schemaFrom(introspection);
      let count = 0;
      const codes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(
          operationsFor(schema, [...known.jobIds, ...known.slugs, ...(known.foreign ?? [])]),
          graphqlEnvelope,
          async (op: GqlOperation, envelope) => {
            const req: FuzzRequest = {
              method: 'POST',
              target: '/graphql',
              headers: { 'x-api-key': known.apiKey, ...envelope },
              body: Buffer.from(JSON.stringify(op)),
            };
            const res = await send(t.url, req);
            count++;
            checkGraphQL(req, res);
            for (const e of (JSON.parse(res.text)?.errors ?? []) as any[])
              codes.set(String(e?.extensions?.code), (codes.get(String(e?.extensions?.code)) ?? 0) + 1);
          },
        ),
        runOptions(),
      );
      if (settings.long) console.log(`GraphQL fuzz: ${count} operations, error codes ${JSON.stringify(Object.fromEntries(codes))}`);
      await expectHealthy();
    },
    settings.timeoutMs,
  );
});
