// The one HTTP server: GraphQL (+ GraphiQL, + graphql-ws on the same path), REST (/v1 and the
// unversioned paths), the dashboard (/app), the OpenAPI document and docs page, and the operations
// endpoints. CORS (CORS_ORIGINS) is applied here once, for every route, before routing.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Deps } from '../deps.js';
import { AppError } from '../domain/errors.js';
import { errorEnvelope, errorHeaders, httpStatus } from '../rest/errors.js';
import { withRequestId } from '../observability/log.js';
import { pendingMigrations } from '../db/migrate.js';
import { asServiceUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { loadOpenApiDocument } from '../rest/document.js';
import { DOCS_SCRIPT_PATH, docsScript, renderDocsPage } from '../rest/docs-page.js';
import { corsOrigins } from '../config.js';
import { applyCors } from './cors.js';
import { serveWebApp } from './web-app.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface HttpServerParts {
  graphql: Handler;
  rest: Handler;
}

/** The server's response: the request's id, start and path, for the request line and metrics. */
export class TrackedResponse extends http.ServerResponse {
  requestId = '';
  /** performance.now() on arrival. */
  started = 0;
  routePath = '/';
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** A header's value (the first, when it was sent more than once). */
export function firstValue(h: string | string[] | undefined): string | undefined {
  return Array.isArray(h) ? h[0] : h;
}

export function sendError(res: ServerResponse, err: AppError, headers: Record<string, string> = {}): void {
  sendJson(res, httpStatus(err), errorEnvelope(err), { ...errorHeaders(err), ...headers });
}

type RouteKind = 'graphql' | 'rest_v1' | 'ops' | 'other';

function routeKind(path: string): RouteKind {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/v1/')) return 'rest_v1';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'ops';
  return 'other';
}

export function createHttpServer(deps: Deps, parts: HttpServerParts, state: { draining: boolean }): http.Server {
  const cors = corsOrigins(deps.config);
  /** The request line and the metrics of an answered request (at 'finish'). */
  const record = (res: TrackedResponse): void => {
    const ms = performance.now() - res.started;
    const kind = routeKind(res.routePath);
    deps.metrics.httpRequests.inc({ route: kind, status: String(res.statusCode) });
    deps.metrics.httpDuration.observe({ route: kind }, ms / 1000);
    if (kind !== 'ops') deps.log.request(res.requestId, res.req.method as string, res.routePath, res.statusCode, Math.round(ms));
  };
  function recordAtFinish(this: TrackedResponse): void {
    record(this);
  }
  /** The request in its request-id scope. */
  const inScope = (req: IncomingMessage, res: TrackedResponse): void => {
    dispatch(deps, parts, state, req, res).catch((err: unknown) => failed(deps, res, res.routePath, err));
  };
  // Each connection's latest request: a request refused after it was dispatched (its body did not arrive
  // in time) is answered in `clientError` with its own request id and gets its request log line.
  const inFlight = new WeakMap<Socket, TrackedResponse>();
  // (typed as the plain ServerResponse: Node's generic signature does not accept a subclass with a fixed request type)
  const requestTimeout = deps.config.HTTP_REQUEST_TIMEOUT_MS;
  const server = http.createServer(
    {
      ServerResponse: TrackedResponse as unknown as typeof http.ServerResponse,
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      // how often Node looks for requests past their time (its default, 30 s, would double a 30 s limit)
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestTimeout / 4))),
    },
    (req, response) => {
      const res = response as TrackedResponse;
      const incoming = req.headers['x-request-id'];
      const requestId = typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
      res.requestId = requestId;
      res.started = performance.now();
      res.setHeader('x-request-id', requestId); // first among the headers
      inFlight.set(req.socket, res);
      res.routePath = (req.url ?? '/').split('?', 1)[0]!;
      res.on('finish', recordAtFinish);
      if (!applyCors(cors, req, res)) withRequestId(requestId, inScope, req, res); // (a preflight is answered by applyCors)
    },
  );
  // Requests Node's HTTP parser refuses (a NUL or control character in the path or a header, malformed
  // framing, headers too large) get the envelope too instead of a bare "400 Bad Request".
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const dispatched = inFlight.get(socket);
    const current = dispatched && !dispatched.writableEnded ? dispatched : undefined;
    // An answer already under way cannot be followed by another one on the same connection (Node's rule).
    if (err.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    // HTTP_REQUEST_TIMEOUT_MS passed before the whole request arrived (a trickled body or headers)
    const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const error = timedOut
      ? new AppError('request_timeout')
      : new AppError(
          'bad_request',
          tooLarge ? 'The request headers are too large.' : 'The HTTP request is malformed (a control character in the path or a header, or bad framing).',
        );
    const requestId = current?.requestId ?? randomUUID();
    answerRaw(socket, requestId, error);
    if (current) {
      // its request line, as for any answer (it never reaches `finish`: the connection is closed under it)
      current.off('finish', recordAtFinish);
      current.statusCode = httpStatus(error);
      record(current);
    } else {
      withRequestId(requestId, logRefused, deps, httpStatus(error), err.code);
    }
  });
  // CONNECT (a proxy's method) names no resource of ours: 405 in the envelope, and the connection closed.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const requestId = randomUUID();
    answerRaw(socket, requestId, new AppError('method_not_allowed'));
    withRequestId(requestId, logRefused, deps, 405, `${req.method}`);
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

/** An answer written on the socket itself (the request never reached a response object), then closed. */
function answerRaw(socket: Socket, requestId: string, error: AppError): void {
  const body = JSON.stringify(errorEnvelope(error));
  const status = httpStatus(error);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nx-request-id: ${requestId}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** A request the HTTP parser refused before it could be dispatched (no method or path to log). */
function logRefused(deps: Deps, status: number, reason: string | undefined): void {
  deps.log.info('request refused before it was read', { status, reason });
}

/** A request whose handling threw: 503 when the database is unreachable, else 500 (logged either way). */
function failed(deps: Deps, res: ServerResponse, path: string, err: unknown): void {
  if (res.destroyed && !res.headersSent && isClientAbort(err)) {
    // the client closed the connection (or it was closed for a request timeout) while its body was read
    deps.log.info('request abandoned before its body arrived', { path });
    return;
  }
  const outage = asServiceUnavailable(err);
  if (outage) deps.log.warn('request failed: database unreachable', { path });
  else deps.log.error('unhandled request error', { err });
  if (!res.headersSent) sendError(res, outage ?? new AppError('internal_error'));
  else res.end();
}

/** The error a body read ends with when the connection goes away under it. */
function isClientAbort(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

/**
 * A path with a `.` or `..` segment, raw or percent-encoded (`%2e%2e`), names no resource. URL parsing
 * would normalise `/v1/jobs/%2e%2e/webhooks/secret` into `/v1/webhooks/secret`: such paths are answered
 * 404 here instead, before any route sees them.
 */
export function hasDotSegment(path: string): boolean {
  return (path.includes('.') || path.includes('%')) && path.split(/[/\\]/).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** Whether a path's percent-encoding decodes to UTF-8 (`%E0` or `%ED%A0%80` does not). */
function decodesAsUtf8(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

async function dispatch(deps: Deps, parts: HttpServerParts, state: { draining: boolean }, req: IncomingMessage, res: TrackedResponse): Promise<void> {
  const path = res.routePath;
  if (hasDotSegment(path)) return sendError(res, new AppError('not_found', 'No such endpoint (paths with `.` or `..` segments are not resolved).'));
  if (!decodesAsUtf8(path)) return sendError(res, new AppError('bad_request', 'The path is not valid percent-encoded UTF-8.'));
  if (path === '/graphql') return parts.graphql(req, res);
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (path.startsWith('/app') && (await serveWebApp(res, path))) return; // (no await for every other GET)
    switch (path) {
      case '/healthz':
        return sendJson(res, 200, { status: 'ok' });
      case '/readyz':
        return readiness(deps, state, res);
      case '/metrics': {
        const refused = metricsRefused(deps.config, req);
        if (refused) return sendError(res, refused, refused.code === 'not_found' ? {} : { 'www-authenticate': 'Bearer' });
        const text = await deps.metrics.registry.metrics();
        return void res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(text);
      }
      case '/openapi.json':
        return sendJson(res, 200, loadOpenApiDocument());
      case '/docs':
      case '/':
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderDocsPage());
      case DOCS_SCRIPT_PATH:
        return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' }).end(docsScript());
    }
  }
  return parts.rest(req, res);
}

/**
 * /metrics shows service-wide counts: with METRICS_TOKEN it needs `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise); without one it is served in development and test only (404 in production).
 */
function metricsRefused(config: Deps['config'], req: IncomingMessage): AppError | null {
  const token = config.METRICS_TOKEN;
  if (!token) return config.NODE_ENV === 'production' ? new AppError('not_found', 'No such endpoint (set METRICS_TOKEN to serve /metrics).') : null;
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
  return new AppError(given.length ? 'invalid_api_key' : 'missing_api_key', '/metrics needs Authorization: Bearer <METRICS_TOKEN>.');
}

async function readiness(deps: Deps, state: { draining: boolean }, res: ServerResponse): Promise<void> {
  if (state.draining) return sendJson(res, 503, { status: 'draining' });
  try {
    await deps.db.pool.query('SELECT 1');
  } catch {
    return sendJson(res, 503, { status: 'database_unreachable' }, { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) });
  }
  try {
    const pending = await pendingMigrations((sql) => deps.db.pool.query<{ name: string }>(sql));
    if (pending.length > 0) return sendJson(res, 503, { status: 'migrations_pending', pending });
    return sendJson(res, 200, { status: 'ready', database: 'ok', migrations: 'applied' });
  } catch {
    return sendJson(res, 503, { status: 'database_unreachable' });
  }
}
