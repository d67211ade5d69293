// The REST layer: openapi-backend routes and validates requests against openapi/openapi.yaml by
// operationId, then calls the handler for it (src/rest/handlers). Errors become the spec's envelope here,
// once. Order: route (404/405) → API key (401) → body (413/415/400) → validation (422) → handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Deps } from '../deps.js';
import { AppError, errorEnvelope, validationError, type ValidationDetail } from '../domain/errors.js';
import { authenticate, type Caller } from '../domain/accounts/keys.js';
import { readBody, parseJsonBody } from '../http/body.js';
import { sendError, sendJson } from '../http/server.js';
import { loadOpenApiDocument } from './document.js';
import { handlers } from './handlers/index.js';
import type { RestResult } from './types.js';

/** What each openapi-backend handler returns: a result, or an error to render as the envelope. */
type Outcome = RestResult | { error: AppError };

interface Pending {
  rawBody: string;
  body: unknown;
  bodyError: AppError | null;
}

function locOf(e: ErrorObject): Array<string | number> {
  const parts = e.instancePath.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const head = parts[0] === 'requestBody' ? 'body' : parts[0];
  const loc: Array<string | number> = [head ?? 'body', ...parts.slice(1)];
  const missing = (e.params as { missingProperty?: string }).missingProperty;
  if (e.keyword === 'required' && missing) loc.push(missing);
  const extra = (e.params as { additionalProperty?: string }).additionalProperty;
  if (e.keyword === 'additionalProperties' && extra) loc.push(extra);
  return loc;
}

export function validationDetails(errors: ErrorObject[] | null | undefined): ValidationDetail[] {
  return (errors ?? []).map((e) => ({ loc: locOf(e), msg: e.message ?? 'is invalid', type: e.keyword }));
}

export async function createRestHandler(deps: Deps): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> {
  const api = new OpenAPIBackend({
    definition: structuredClone(loadOpenApiDocument()) as Document,
    coerceTypes: true,
    strict: true,
    // openapi-backend's own definition check knows OpenAPI 3.0 only; our 3.1 document is linted by
    // test/foundation/openapi.test.ts instead. Quick mode skips that check (and dereferences synchronously).
    quick: true,
    validate: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      // ajv-formats is CommonJS; under NodeNext its default export arrives as the module object.
      const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (a: typeof ajv) => void;
      addFormats(ajv);
      return ajv;
    },
  });

  const fail = (err: AppError): Outcome => ({ error: err });

  api.register({
    notFound: () => fail(new AppError('not_found', 'No such endpoint.')),
    methodNotAllowed: () => fail(new AppError('method_not_allowed')),
    notImplemented: () => fail(new AppError('not_found', 'Not implemented.')),
    unauthorizedHandler: (c: Context) => {
      const r = c.security['ApiKey'] as { error?: unknown } | undefined;
      return fail(r?.error instanceof AppError ? r.error : new AppError('invalid_api_key'));
    },
    postSecurityHandler: (c: Context, pending: Pending) => {
      if (c.security.authorized && pending.bodyError) throw pending.bodyError;
    },
    validationFail: (c: Context) => fail(validationError(validationDetails(c.validation.errors))),
  });
  api.registerSecurityHandler('ApiKey', async (c: Context) => {
    const h = c.request.headers['x-api-key'];
    const caller = await authenticate(deps.db.prisma, Array.isArray(h) ? h[0] : h);
    return caller;
  });
  for (const [operationId, handler] of Object.entries(handlers)) {
    api.register(operationId, async (c: Context, pending: Pending) => {
      const caller = c.security['ApiKey'] as Caller;
      try {
        return await handler({
        deps,
        caller,
        params: c.request.params as Record<string, unknown>,
        query: c.request.query as Record<string, unknown>,
        headers: c.request.headers as Record<string, string | string[] | undefined>,
        body: pending.body,
        rawBody: pending.rawBody,
        method: c.request.method,
        path: c.request.path,
      });
      } catch (err) {
        if (err instanceof AppError) return fail(err);
        throw err;
      }
    });
  }
  if (deps.config.NODE_ENV === 'test') {
    // In tests every response is checked against the document, so the OpenAPI file cannot drift.
    api.register('postResponseHandler', (c: Context) => {
      const result = c.response as Outcome | undefined;
      if (!result || !c.operation) return result;
      const status = 'error' in result ? result.error.status : result.status;
      const body = 'error' in result ? errorEnvelope(result.error) : result.rawJson !== undefined ? JSON.parse(result.rawJson) : result.body;
      const v = api.validateResponse(body, c.operation, status);
      if (v.errors) {
        const details = validationDetails(v.errors);
        deps.log.error('response does not match the OpenAPI document', { operation: c.operation.operationId, status, details });
        return fail(new AppError('internal_error', `Response of ${c.operation.operationId} (${status}) does not match the OpenAPI document: ${JSON.stringify(details)}`));
      }
      return result;
    });
  }
  await api.init();

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of url.searchParams) {
      const prev = query[k];
      query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    const pending: Pending = { rawBody: '', body: undefined, bodyError: null };
    try {
      const raw = await readBody(req, deps.config.BODY_LIMIT_BYTES);
      pending.rawBody = raw.toString('utf8');
      pending.body = parseJsonBody(raw, req.headers['content-type']);
    } catch (err) {
      if (err instanceof AppError && err.code === 'payload_too_large') return sendError(res, err, { connection: 'close' });
      pending.bodyError = err instanceof AppError ? err : new AppError('bad_request');
    }
    let result: Outcome | undefined;
    try {
      result = (await api.handleRequest(
        { method: req.method ?? 'GET', path: url.pathname, query, headers: req.headers as Record<string, string | string[]>, body: pending.body },
        pending,
      )) as Outcome;
    } catch (err) {
      if (err instanceof AppError) return sendError(res, err);
      throw err;
    }
    if (!result) throw new Error('REST handler returned nothing');
    if ('error' in result) return sendError(res, result.error);
    if (result.rawJson !== undefined) return sendJson(res, result.status, result.rawJson, result.headers);
    if (result.status === 204) {
      res.writeHead(204, result.headers ?? {});
      res.end();
      return;
    }
    return sendJson(res, result.status, result.body, result.headers);
  };
}

