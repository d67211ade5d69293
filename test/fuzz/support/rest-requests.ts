// REST requests generated from openapi/openapi.yaml: for every operation, its method and path with
// valid, boundary and hostile path/query parameters, headers and bodies (valid per the schema, mutated,
// any JSON, random bytes, wrong media types), plus wrong methods. Nothing here lists operations by hand.
import fc from 'fast-check';
import SwaggerParser from '@apidevtools/swagger-parser';
import { OPENAPI_PATH } from '../../../src/rest/document.js';
import type { FuzzRequest } from './http.js';
import { headerValue, hostileInteger, hostileJson, hostileNumber, hostileString, hostileUrlPart } from './values.js';

type Schema = Record<string, any>;

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  params: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema; example?: unknown }>;
  body: Schema | null;
}

export async function loadOperations(): Promise<Operation[]> {
  const doc = (await SwaggerParser.dereference(OPENAPI_PATH)) as unknown as { paths: Record<string, Record<string, any>> };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .filter((p: any) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p: any) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema ?? {}, example: p.example }));
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        params,
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

/** A value that the schema accepts, often at its boundaries. */
export function validFor(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return hostileJson;
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alternatives = s.oneOf ?? s.anyOf;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((a: Schema) => validFor(a, depth + 1)));
  if (Array.isArray(s.allOf)) return validFor(Object.assign({}, ...s.allOf), depth + 1);
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : ['string'];
  const examples = [s.example, ...(Array.isArray(s.examples) ? s.examples : [])].filter((e) => e !== undefined);
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number': {
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
        const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
        return fc.oneof(fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }), fc.constantFrom(min, max));
      }
      case 'array':
        return fc.array(validFor(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
      case 'object': {
        const props: Record<string, Schema> = s.properties ?? {};
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(props)) model[k] = validFor(v, depth + 1);
        return fc.record(model, { requiredKeys: (s.required ?? []).filter((k: string) => k in props) });
      }
      default: {
        const maxLength = Math.min(s.maxLength ?? 60, 300);
        const minLength = Math.min(s.minLength ?? 0, maxLength);
        const plain = fc.string({ minLength, maxLength });
        if (s.format === 'uri' || s.format === 'url')
          return fc.oneof(fc.constantFrom('https://hooks.example.com/tp', 'https://example.org/a?b=c'), fc.webUrl(), plain);
        return plain;
      }
    }
  });
  return examples.length ? fc.oneof(fc.constantFrom(...examples), ...byType) : fc.oneof(...byType);
}

/** A value the schema likely refuses: wrong type, out of range, hostile text. */
export function invalidFor(s: Schema | undefined): fc.Arbitrary<unknown> {
  const boundary: unknown[] = [];
  if (s?.minimum !== undefined) boundary.push(s.minimum - 1);
  if (s?.maximum !== undefined) boundary.push(s.maximum + 1);
  if (s?.maxLength !== undefined) boundary.push('x'.repeat(s.maxLength + 1));
  if (s?.minLength) boundary.push('');
  return fc.oneof(hostileString, hostileNumber, hostileJson, fc.constantFrom(null, true, [], {}, ...boundary));
}

/** A body for an operation: valid, valid with one field mutated, removed or added, any JSON, text, bytes. */
function bodyFor(op: Operation): fc.Arbitrary<{ body?: Buffer; contentType?: string }> {
  const json = (v: unknown) => ({ body: Buffer.from(JSON.stringify(v) ?? 'null'), contentType: 'application/json' });
  const valid = validFor(op.body ?? undefined);
  const props = Object.keys(op.body?.properties ?? {});
  const mutated = props.length
    ? fc
        .tuple(
          valid,
          fc.constantFrom(...props),
          fc.oneof(invalidFor(undefined), fc.constant(undefined)),
          fc.option(fc.tuple(hostileString, hostileJson), { nil: undefined }),
        )
        .map(([v, key, value, extra]) => {
          // Without `key` (a missing field) or with it replaced by a value the schema likely refuses.
          const o = Object.fromEntries(Object.entries((v && typeof v === 'object' ? v : {}) as Record<string, unknown>).filter(([k]) => k !== key));
          if (value !== undefined) o[key] = value;
          if (extra) o[extra[0]] = extra[1];
          return o;
        })
    : hostileJson;
  return fc.oneof(
    { weight: op.body ? 6 : 1, arbitrary: valid.map(json) },
    { weight: op.body ? 6 : 1, arbitrary: mutated.map(json) },
    { weight: 2, arbitrary: hostileJson.map(json) },
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: hostileString.map((t) => ({ body: Buffer.from(t), contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ body: Buffer.from(b), contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/problem+json',
            'application/json; charset=latin1',
            '',
            'multipart/form-data; boundary=x',
          ),
        )
        .map(([v, ct]) => ({
          body: Buffer.from(JSON.stringify(v) ?? 'null'),
          contentType: ct,
        })),
    },
  );
}

function encodeQueryValue(v: unknown): string {
  return encodeURIComponent(typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '\ufffd') : (JSON.stringify(v) ?? ''));
}

export interface Known {
  apiKey: string;
  jobIds: string[];
  slugs: string[];
  /** Ids of another account (global ids and their UUIDs). */
  foreign?: string[];
}

/** Requests for one operation. */
export function requestFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const headerParams = op.params.filter((p) => p.in === 'header');
  const segment = (p: Operation['params'][number]): fc.Arbitrary<string> => {
    const knownValues = p.name === 'job_id' ? known.jobIds : p.name === 'slug' ? known.slugs : [];
    return fc.oneof(
      { weight: 3, arbitrary: knownValues.length ? fc.constantFrom(...knownValues) : validFor(p.schema).map(encodeQueryValue) },
      { weight: 2, arbitrary: validFor(p.schema).map(encodeQueryValue) },
      { weight: 1, arbitrary: p.schema.type === 'integer' ? hostileInteger.map((n) => String(n)) : hostileUrlPart },
      { weight: 2, arbitrary: hostileUrlPart },
    );
  };
  const queryValue = (p: Operation['params'][number]): fc.Arbitrary<string | undefined> =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: validFor(p.schema).map(encodeQueryValue) },
      { weight: 2, arbitrary: invalidFor(p.schema).map(encodeQueryValue) },
      { weight: 1, arbitrary: hostileUrlPart },
    );
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(op.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      segments: fc.tuple(...pathParams.map(segment)),
      query: fc.tuple(...queryParams.map(queryValue)),
      extraQuery: fc.option(fc.tuple(hostileUrlPart, hostileUrlPart), { nil: undefined, freq: 5 }),
      headerValues: fc.tuple(...headerParams.map(() => fc.option(headerValue, { nil: undefined }))),
      apiKey: fc.oneof(
        { weight: 18, arbitrary: fc.constant<string | undefined>(known.apiKey) },
        { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
        { weight: 1, arbitrary: headerValue.map((v): string | undefined => v) },
      ),
      body: bodyFor(op),
    })
    .map(({ method, segments, query, extraQuery, headerValues, apiKey, body }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? '');
      const qs = queryParams.flatMap((p, k) => (query[k] === undefined ? [] : [`${encodeURIComponent(p.name)}=${query[k]}`]));
      if (extraQuery) qs.push(`${extraQuery[0]}=${extraQuery[1]}`);
      const headers: Record<string, string> = {};
      if (apiKey !== undefined) headers['x-api-key'] = apiKey;
      headerParams.forEach((p, k) => {
        const v = headerValues[k];
        if (v !== undefined) headers[p.name.toLowerCase()] = v;
      });
      const withBody = method !== 'GET' && method !== 'OPTIONS';
      if (withBody && body.contentType) headers['content-type'] = body.contentType;
      return { method, target: qs.length ? `${path}?${qs.join('&')}` : path, headers, ...(withBody && body.body ? { body: body.body } : {}) };
    });
}
