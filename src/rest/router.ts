// The REST layer: openapi-backend routes and validates requests against openapi/openapi.yaml by
// operationId, then calls the handler for it (src/rest/handlers). Errors become the spec's envelope here,
// once. Order: route (404/405) → API key (401) → body (413/415/400) → text rule on path, query and body
// (422, src/domain/text.ts) → validation (422) → handler.
// The key is checked before the body is read: a caller without a valid key never gets a body read or parsed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Deps } from '../deps.js';
import { AppError, validationError, type ValidationDetail } from '../domain/errors.js';
import { errorEnvelope, httpStatus } from './errors.js';
import { authenticate, type Caller } from '../domain/accounts/keys.js';
import { checkInputText } from '../domain/text.js';
import { contentCodingRefused, readBody, parseJsonBody } from '../http/body.js';
import { firstValue, sendError, sendJson } from '../http/server.js';
import { loadOpenApiDocument } from './document.js';
import { handlers } from './handlers/index.js';
import type { RestResult } from './types.js';

/** What each openapi-backend handler returns: a result, or an error to render as the envelope. */
type Outcome = RestResult | { error: AppError; headers?: Record<string, string> };

interface Pending {
  /** The key check, done once before the body is read (the security handler reuses it). */
  auth: Promise<Caller> | null;
  body: unknown;
  bodyError: AppError | null;
}

function locOf(e: ErrorObject): Array<string | number> {
  const parts = e.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const head = parts[0] === 'requestBody' ? 'body' : parts[0];
  const loc: Array<string | number> = [head ?? 'body', ...parts.slice(1)];
  const missing = (e.params as { missingProperty?: string }).missingProperty;
  if (e.keyword === 'required' && missing) loc.push(missing);
  const extra = (e.params as { additionalProperty?: string }).additionalProperty;
  if (e.keyword === 'additionalProperties' && extra) loc.push(extra);
  return loc;
}

/** A field the schema knows that `name` is a case or separator away from (callbackUrl → callback_url). */
function knownFieldLike(name: string, e: ErrorObject): string | undefined {
  const squash = (n: string) => n.toLowerCase().replace(/[-_\s]/g, '');
  const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  return known.find((k) => squash(k) === squash(name));
}

function messageOf(e: ErrorObject): string {
  const extra = (e.params as { additionalProperty?: string }).additionalProperty;
  if (e.keyword !== 'additionalProperties' || extra === undefined) return e.message ?? 'is invalid';
  const like = knownFieldLike(extra, e);
  return like ? `unknown field; did you mean "${like}"?` : 'unknown field';
}

export function validationDetails(errors: ErrorObject[] | null | undefined): ValidationDetail[] {
  return (errors ?? []).map((e) => ({ loc: locOf(e), msg: messageOf(e), type: e.keyword }));
}

/**
 * Operations whose missing body or body fields the spec answers with its own 400 codes (`invalid_input`,
 * `persona_required`, `missing_field`, …, in the domain's order): the document keeps its `required` lists
 * for generated clients, and a validation result with only such complaints goes on to the use case.
 */
const MISSING_BODY_VALUES_CHECKED_BY_DOMAIN = new Set(['submitJob', 'submitJobUnversioned', 'createPersona', 'updatePersona', 'previewPersona']);

/** A complaint about a missing request body, a missing field at the top of it, or an `operation` other than target_people. */
function missingBodyValue(e: ErrorObject): boolean {
  if (e.keyword === 'enum' && e.instancePath === '/requestBody/operation') return true; // 400 unsupported_operation
  return e.keyword === 'required' && (e.instancePath === '' || e.instancePath === '/requestBody');
}

/**
 * openapi-backend's parseRequest compiles the matched operation's path template (bath-es5) at each call,
 * three times a request (≈ 6 % of a done poll's CPU, issue 23): the module it calls through keeps the
 * compiled templates (pure functions of the document's paths), each with its last path's parameters (the calls
 * parse the same path; a copy each time). Left alone if its export is not a function.
 */
type Bath = { params: (path: string) => object | null };
const bathModule = createRequire(createRequire(import.meta.url).resolve('openapi-backend'))('bath-es5') as { default: unknown };
if (typeof bathModule.default === 'function') {
  const compile = bathModule.default as (template: string, patterns?: unknown) => Bath;
  const compiled = new Map<string, Bath>();
  const lastParams = (bath: Bath, last = { path: '', params: null as object | null }): Bath => ({
    ...bath,
    params: (path) =>
      last.path === path && last.params ? { ...last.params } : ((last = { path, params: bath.params(path) }), last.params && { ...last.params }),
  });
  bathModule.default = (template: string, patterns?: unknown) =>
    patterns !== undefined ? compile(template, patterns) : (compiled.get(template) ?? compiled.set(template, lastParams(compile(template))).get(template));
}

/** The REST layer as the HTTP server calls it: every REST request (after the server's own routes). */
export type RestEndpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export async function createRestHandler(deps: Deps): Promise<RestEndpoint> {
  const api = new OpenAPIBackend({
    definition: structuredClone(loadOpenApiDocument()) as Document,
    coerceTypes: true,
    strict: true,
    // openapi-backend's own definition check knows OpenAPI 3.0 only; our 3.1 document is linted by
    // test/http/openapi.test.ts instead. Quick mode skips that check (and dereferences synchronously).
    quick: true,
    validate: true,
    // verbose: errors carry their schema, so an unknown field's detail can name the known one it resembles
    ajvOpts: { allErrors: true, strict: false, verbose: true },
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
    // 405 names the methods the path has (RFC 9110 §15.5.6), HEAD wherever GET is.
    methodNotAllowed: (c: Context) => {
      const methods = ['GET', 'POST', 'PATCH', 'DELETE'].filter((method) => api.matchOperation({ method, path: c.request.path, headers: {} }));
      return { error: new AppError('method_not_allowed'), headers: { allow: (methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ') } };
    },
    notImplemented: () => fail(new AppError('not_found', 'Not implemented.')),
    unauthorizedHandler: (c: Context) => {
      const err = (c.security['ApiKey'] as { error?: unknown } | undefined)?.error ?? new AppError('invalid_api_key');
      if (err instanceof AppError) return fail(err);
      throw err; // the database unreachable (503) or a bug (500): answered as any request that fails
    },
    postSecurityHandler: (c: Context, pending: Pending) => {
      if (!c.security.authorized) return;
      if (pending.bodyError) throw pending.bodyError;
      // A job id no job can have (NUL, a lone surrogate) is a job the caller does not have: 404, as any other.
      const jobId = c.request.params.job_id;
      if (typeof jobId === 'string' && checkInputText([{ loc: ['path'], value: jobId }])) throw new AppError('job_not_found');
      const bad = checkInputText([
        { loc: ['path'], value: c.request.params },
        { loc: ['query'], value: c.request.query },
        { loc: ['body'], value: pending.body },
      ]);
      if (bad) throw bad;
    },
    validationFail: (c: Context, pending: Pending) => {
      const operationId = c.operation.operationId ?? '';
      const errors = MISSING_BODY_VALUES_CHECKED_BY_DOMAIN.has(operationId)
        ? (c.validation.errors ?? []).filter((e) => !missingBodyValue(e))
        : (c.validation.errors ?? []);
      if (errors.length > 0) return fail(validationError(validationDetails(errors)));
      return runHandler(operationId, c, pending);
    },
  });
  // The key was checked by `handle` for every route it matched (and openapi-backend matches the same).
  api.registerSecurityHandler('ApiKey', (_c: Context, pending: Pending) => pending.auth);
  const runHandler = async (operationId: string, c: Context, pending: Pending): Promise<Outcome> => {
    const handler = handlers[operationId];
    if (!handler) return fail(new AppError('not_found', 'Not implemented.'));
    const caller = c.security['ApiKey'] as Caller;
    const params = c.request.params as Record<string, unknown>;
    const query = c.request.query as Record<string, unknown>;
    const headers = c.request.headers as Record<string, string | string[] | undefined>;
    return handler({ deps, caller, params, query, headers, body: pending.body, path: c.request.path }).catch((err: unknown) => {
      if (err instanceof AppError) return fail(err);
      throw err;
    });
  };
  for (const operationId of Object.keys(handlers)) api.register(operationId, (c: Context, pending: Pending) => runHandler(operationId, c, pending));
  // In tests every response is checked against the document, so the OpenAPI file cannot drift.
  if (deps.config.NODE_ENV === 'test') {
    api.register('postResponseHandler', (c: Context) => {
      const result = c.response as Outcome | undefined;
      const operation = c.operation;
      if (!result || !operation) return result;
      const status = 'error' in result ? httpStatus(result.error) : result.status;
      const body = 'error' in result ? errorEnvelope(result.error) : result.rawJson !== undefined ? JSON.parse(result.rawJson) : result.body;
      const v = api.validateResponse(body, operation, status);
      if (!v.errors) return result;
      const details = validationDetails(v.errors);
      deps.log.error('response does not match the OpenAPI document', { operation: operation.operationId, status, details });
      return fail(
        new AppError('internal_error', `Response of ${operation.operationId} (${status}) does not match the OpenAPI document: ${JSON.stringify(details)}`),
      );
    });
  }
  await api.init();
  // openapi-backend's router rebuilds its list of operations and compiles a RegExp per path template at
  // each match, twice a request (≈ 40 % of a done poll's CPU in issue 23's profile). The document never
  // changes after init: both are made once. The rule is the router's: the exact path, then templates by
  // longest literal part, then the method; no path is 404, no method 405.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  const literalLength = (path: string) => path.replace(/\{.*?\}/g, '').length;
  const patternOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}|[.*+?^${}()|[\]\\]/g, (m) => (m.length > 1 ? '[^/]+' : `\\${m}`))}$`);
  const templates = operations.map((op) => ({ op, pattern: patternOf(op.path) })).sort((a, b) => literalLength(b.op.path) - literalLength(a.op.path));
  const router = api.router;
  // A request is matched twice (by `handle`, then by handleRequest): the latest 256 matches are kept by method and path.
  const matches = new Map<string, { op?: (typeof operations)[number]; pathKnown: boolean }>();
  const match = (req: Parameters<typeof router.matchOperation>[0]) => {
    const { path, method } = router.normalizeRequest(req);
    const relative = router.normalizePath(path); // the API root is `/`: every path is under it
    const matched = templates.filter((t) => t.op.path === relative || t.pattern.test(relative));
    const op = matched.find((t) => t.op.path === relative && t.op.method === method) ?? matched.find((t) => t.op.method === method);
    return { op: op?.op, pathKnown: matched.length > 0 };
  };
  router.matchOperation = ((req: Parameters<typeof router.matchOperation>[0], strict?: boolean) => {
    const key = `${req.method} ${req.path ?? ''}`;
    const { op, pathKnown } = matches.get(key) ?? (matches.size < 256 ? matches : (matches.clear(), matches)).set(key, match(req)).get(key)!;
    if (op || !strict) return op;
    throw new Error(pathKnown ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  }) as typeof router.matchOperation;

  // A path without a query that URL parsing would leave as it is (no `.`, `%`, `\`, leading `//`…) is not parsed (1.8 % of a poll's CPU).
  const PLAIN_PATH = /^\/(?!\/)[\w\-~!$&'()*+,;=:@/]*$/;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = PLAIN_PATH.test(req.url ?? '') ? { pathname: req.url!, search: '', searchParams: [] } : new URL(req.url ?? '/', 'http://localhost');
    // No prototype: `?__proto__=…`, `?constructor=…` or `?hasOwnProperty=…` are plain parameters here.
    const query = Object.create(null) as Record<string, string | string[]>;
    for (const [k, v] of url.searchParams) query[k] = k in query ? [query[k]!].flat().concat(v) : v; // a repeated name: its values in order
    const pending: Pending = { auth: null, body: undefined, bodyError: null };
    const headers = req.headers as Record<string, string | string[]>;
    // HEAD is GET without the body (Node's response writes no body for a HEAD request).
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    // Every operation needs the key: for a known route, check it before reading the body.
    if (api.matchOperation({ method, path: url.pathname, headers, query })) pending.auth = authenticate(deps, firstValue(req.headers['x-api-key']));
    const authorized = await (pending.auth?.then(Boolean, () => false) ?? true);
    const coding = authorized ? contentCodingRefused(req) : null;
    if (!authorized || coding) {
      res.setHeader('connection', 'close'); // the unread body is not drained
      if (coding) pending.bodyError = coding;
    } else {
      try {
        pending.body = parseJsonBody(await readBody(req, deps.config.BODY_LIMIT_BYTES), req.headers['content-type']);
      } catch (err) {
        if (err instanceof AppError && err.code === 'payload_too_large') return sendError(res, err, { connection: 'close' });
        pending.bodyError = err instanceof AppError ? err : new AppError('bad_request');
      }
    }
    let result: Outcome | undefined;
    try {
      // No query string: no query to copy (openapi-backend serialises and deep-clones a given one in each of its four parses).
      const given = url.search ? query : undefined;
      result = (await api.handleRequest({ method, path: url.pathname, query: given, headers, body: pending.body }, pending)) as Outcome;
    } catch (err) {
      if (err instanceof AppError) return sendError(res, err);
      throw err;
    }
    if (!result) throw new Error('REST handler returned nothing');
    if ('error' in result) return sendError(res, result.error, result.headers);
    return sendJson(res, result.status, result.rawJson ?? result.body, result.headers);
  };
  return handle;
}
