// The generic defence of issue 9 §3: property-based fuzzing of both transports from their contracts.
// REST requests come from openapi/openapi.yaml (every operation), GraphQL operations from the running
// service's introspection (every query and mutation field). For every request: no 5xx, every non-2xx REST
// answer is the spec's envelope with a catalogue code, every GraphQL error carries a known code (and
// never internal_error); afterwards the service is healthy. In NODE_ENV=test every REST response is also
// checked against the OpenAPI document (src/rest/router.ts), so a drifting answer shows up here as a 500.
// `npm test` runs a bounded, seeded run; `npm run fuzz` a long one (see README, "Fuzzing").
import fc from 'fast-check';
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, wireCode, type ErrorCode } from '../../src/domain/errors.js';
import { client, startTestService, type TestService } from '../support/service.js';
import { describeRequest, send, type FuzzRequest, type FuzzResponse } from './support/http.js';
import { loadOperations, requestFor, type Known } from './support/rest-requests.js';
import { operationsFor, schemaFrom, type GqlOperation } from './support/graphql-operations.js';
import { fuzzSettings } from './support/values.js';

const CATALOGUE = new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode));
/** GraphQL's own request errors (before our resolvers run): the document does not parse or validate, or
 * names no operation of the document. */
const GRAPHQL_REQUEST_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'OPERATION_RESOLUTION_FAILURE', 'BAD_USER_INPUT', 'BAD_REQUEST']);

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
  const r = await api.gql(getIntrospectionQuery());
  expect(r.status).toBe(200);
  introspection = r.body.data as IntrospectionQuery;
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
    if (code === 'internal_error') throw new Error(failure(req, res, 'internal_error'));
    if (e?.extensions && 'originalError' in e.extensions) throw new Error(failure(req, res, 'an error with its originalError'));
    if (typeof code !== 'string' || !(CATALOGUE.has(code) || CATALOGUE.has(code.toLowerCase()) || GRAPHQL_REQUEST_CODES.has(code))) {
      throw new Error(failure(req, res, `an error without a known code (${String(code)})`));
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
    'GraphQL: no operation from the introspected schema answers a 5xx or internal_error',
    async () => {
      const schema = schemaFrom(introspection);
      let count = 0;
      const codes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(operationsFor(schema, [...known.jobIds, ...known.slugs]), graphqlEnvelope, async (op: GqlOperation, envelope) => {
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
        }),
        runOptions(),
      );
      if (settings.long) console.log(`GraphQL fuzz: ${count} operations, error codes ${JSON.stringify(Object.fromEntries(codes))}`);
      await expectHealthy();
    },
    settings.timeoutMs,
  );
});
