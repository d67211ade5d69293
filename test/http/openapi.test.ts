// The OpenAPI document is valid OpenAPI 3.1 and names every error code our catalogue can return.
import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { OPENAPI_PATH, loadOpenApiDocument } from '../../src/rest/document.js';
import { ERRORS, wireCode, type ErrorCode } from '../../src/domain/errors.js';

describe('openapi/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(OPENAPI_PATH);
    expect((api as { openapi?: string }).openapi).toMatch(/^3\.1\./);
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
});
