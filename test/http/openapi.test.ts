// The OpenAPI document is valid OpenAPI 3.1, names every error code our catalogue can return, and says
// what it means (issue 11 §4): request bodies are required, every response declares X-Request-Id,
// responses that can carry Retry-After or Idempotent-Replayed declare them, and every error example has
// a catalogue code with the status of the response it illustrates.
import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { OPENAPI_PATH, loadOpenApiDocument } from '../../src/rest/document.js';
import { ERRORS, wireCode, type ErrorCode } from '../../src/domain/errors.js';
import { HTTP_STATUS } from '../../src/rest/errors.js';
import { AREAS, JOB_FUNCTIONS, SECTORS } from '../../src/matching/criteria.js';

describe('openapi/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(OPENAPI_PATH);
    expect((api as { openapi?: string }).openapi).toMatch(/^3\.1\./);
  });

  it("lists the matcher's functions and areas as CriteriaArea, in order: a new area is in the contract", () => {
    // A persona read with an area the document lacks was a 500 in tests (responses are checked) and its
    // criteria could not be sent back through PATCH (requests are validated): session 17 found eight missing.
    const doc = loadOpenApiDocument() as { components: { schemas: Record<string, { enum?: string[] }> } };
    expect(doc.components.schemas['CriteriaArea']?.enum).toEqual([...JOB_FUNCTIONS, ...AREAS]);
  });

  it("lists the matcher's kinds of employer as CriteriaSector, in order", () => {
    const doc = loadOpenApiDocument() as { components: { schemas: Record<string, { enum?: string[] }> } };
    expect(doc.components.schemas['CriteriaSector']?.enum).toEqual([...SECTORS]);
  });

  it('gives every operation an operationId, the ApiKey security and a 401 response', () => {
    const doc = loadOpenApiDocument() as {
      security?: unknown[];
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(op.security ?? doc.security, `${method} ${path}`).toEqual([{ ApiKey: [] }]);
        expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
      }
    }
  });

  it('mentions every error code of the catalogue that clients can meet', () => {
    const text = JSON.stringify(loadOpenApiDocument());
    const internal: ErrorCode[] = ['internal_error', 'service_unavailable', 'persona_not_found_404'];
    for (const code of Object.keys(ERRORS) as ErrorCode[]) {
      if (internal.includes(code)) continue;
      expect(text, code).toContain(wireCode(code));
    }
  });

  describe('says what it means', () => {
    type Example = { value?: unknown; $ref?: string };
    type Media = { example?: unknown; examples?: Record<string, Example> };
    type Response = { $ref?: string; description?: string; headers?: Record<string, unknown>; content?: Record<string, Media> };
    type Operation = { requestBody?: { required?: boolean }; parameters?: Array<{ $ref?: string; name?: string }>; responses: Record<string, Response> };
    const doc = loadOpenApiDocument() as {
      paths: Record<string, Record<string, Operation>>;
      components: { responses: Record<string, Response>; examples: Record<string, { value: unknown }> };
    };
    const last = (ref: string) => ref.split('/').pop()!;
    const resolve = (r: Response): Response => (r.$ref ? doc.components.responses[last(r.$ref)]! : r);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    /** The error codes of a response's examples. */
    const exampleCodes = (r: Response): string[] => {
      const media = r.content?.['application/json'];
      const values = [media?.example, ...Object.values(media?.examples ?? {}).map((e) => (e.$ref ? doc.components.examples[last(e.$ref)]!.value : e.value))];
      return values.flatMap((v) => {
        const code = (v as { error?: { code?: unknown } } | undefined)?.error?.code;
        return typeof code === 'string' ? [code] : [];
      });
    };
    const statusesOf = (wire: string): number[] => (Object.keys(ERRORS) as ErrorCode[]).filter((c) => wireCode(c) === wire).map((c) => HTTP_STATUS[c]);

    it('closes every request body (additionalProperties: false), and spells operation and error codes as enums', () => {
      const schemas = (
        loadOpenApiDocument() as { components: { schemas: Record<string, { additionalProperties?: unknown; properties?: Record<string, any> }> } }
      ).components.schemas;
      const bodies = operations.flatMap(({ op }) => {
        const ref = (op.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content?.['application/json']?.schema?.$ref;
        return ref ? [last(ref)] : [];
      });
      expect(bodies.length).toBeGreaterThanOrEqual(5);
      for (const name of bodies) expect(schemas[name]!.additionalProperties, name).toBe(false);
      expect(schemas.SubmitJobRequest!.properties!.operation.enum).toEqual(['target_people']);
      expect([...(schemas.ErrorCode as { enum: string[] }).enum].sort()).toEqual([...new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode))].sort());
      // Each shared error response narrows the codes to those of its status.
      for (const [name, r] of Object.entries(doc.components.responses)) {
        const narrowed = (r.content?.['application/json'] as { schema?: { allOf?: Array<{ properties?: any }> } } | undefined)?.schema?.allOf?.[1]?.properties
          ?.error?.properties?.code?.enum as string[] | undefined;
        if (!narrowed) continue;
        const common = narrowed.map(statusesOf).reduce((a, b) => a.filter((status) => b.includes(status)));
        expect(common.length, `${name}: ${narrowed.join(', ')} share no status`).toBe(1);
      }
    });

    it('declares every request body required (generated clients must send one)', () => {
      const bodies = operations.filter(({ op }) => op.requestBody);
      expect(bodies.length).toBeGreaterThanOrEqual(4);
      for (const { name, op } of bodies) expect(op.requestBody!.required, name).toBe(true);
    });

    it('declares X-Request-Id on every response, Retry-After where it can be sent, Idempotent-Replayed on idempotent answers', () => {
      for (const { name, op } of operations) {
        const idempotent = (op.parameters ?? []).some((p) => (p.$ref ?? p.name ?? '').includes('Idempotency'));
        for (const [status, r0] of Object.entries(op.responses)) {
          const r = resolve(r0);
          const headers = Object.keys(r.headers ?? {});
          expect(headers, `${name} ${status}`).toContain('X-Request-Id');
          const codes = exampleCodes(r);
          if (codes.includes('rate_limited') || codes.includes('service_unavailable')) expect(headers, `${name} ${status}`).toContain('Retry-After');
          if (idempotent && status.startsWith('2')) expect(headers, `${name} ${status}`).toContain('Idempotent-Replayed');
        }
      }
    });

    it('gives every error response examples, each a catalogue code answered with that status', () => {
      const seen = new Set<string>();
      for (const { name, op } of operations) {
        for (const [status, r0] of Object.entries(op.responses)) {
          if (status !== 'default' && Number(status) < 400) continue;
          const codes = exampleCodes(resolve(r0));
          expect(codes.length, `${name} ${status}: no error example`).toBeGreaterThan(0);
          for (const code of codes) {
            seen.add(code);
            const statuses = statusesOf(code);
            expect(statuses.length, `${name} ${status}: ${code} is not in the catalogue`).toBeGreaterThan(0);
            if (status === 'default')
              expect(
                statuses.some((s) => s >= 500),
                `${name} default: ${code}`,
              ).toBe(true);
            else expect(statuses, `${name} ${status}: ${code}`).toContain(Number(status));
          }
        }
      }
      // Codes no REST operation answers with an example: GraphQL-only ones, and those of unknown paths/methods.
      const notIllustrated = ['query_too_complex', 'subscription_limit', 'key_revocation_forbidden', 'not_found', 'method_not_allowed'];
      for (const code of new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode))) {
        if (!notIllustrated.includes(code)) expect(seen, code).toContain(code);
      }
    });
  });
});
