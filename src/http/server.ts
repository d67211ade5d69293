// The one HTTP server: GraphQL (+ GraphiQL, + graphql-ws on the same path), REST (/v1 and the
// unversioned paths), the OpenAPI document and docs page, and the operations endpoints.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps.js';
import { AppError, errorEnvelope } from '../domain/errors.js';
import { withRequestId } from '../observability/log.js';
import { pendingMigrations } from '../db/migrate.js';
import { loadOpenApiDocument } from '../rest/document.js';
import { renderDocsPage } from '../rest/docs-page.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface HttpServerParts {
  graphql: Handler;
  rest: Handler;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, err: AppError, headers: Record<string, string> = {}): void {
  sendJson(res, err.status, errorEnvelope(err), headers);
}

function routeKind(path: string): string {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/v1/')) return 'rest_v1';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'ops';
  return 'other';
}

export function createHttpServer(deps: Deps, parts: HttpServerParts, state: { draining: boolean }): http.Server {
  const server = http.createServer((req, res) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kind = routeKind(path);
      deps.metrics.httpRequests.inc({ route: kind, status: String(res.statusCode) });
      deps.metrics.httpDuration.observe({ route: kind }, seconds);
      if (kind !== 'ops') {
        withRequestId(requestId, () =>
          deps.log.info('request', { method: req.method, path, status: res.statusCode, ms: Math.round(seconds * 1000) }),
        );
      }
    });
    withRequestId(requestId, () => {
      void dispatch(deps, parts, state, req, res, path).catch((err: unknown) => {
        deps.log.error('unhandled request error', { err });
        if (!res.headersSent) sendError(res, new AppError('internal_error'));
        else res.end();
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

async function dispatch(deps: Deps, parts: HttpServerParts, state: { draining: boolean }, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (path === '/graphql') return parts.graphql(req, res);
  if (req.method === 'GET' || req.method === 'HEAD') {
    switch (path) {
      case '/healthz':
        return sendJson(res, 200, { status: 'ok' });
      case '/readyz':
        return readiness(deps, state, res);
      case '/metrics': {
        const text = await deps.metrics.registry.render();
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
        res.end(text);
        return;
      }
      case '/openapi.json':
        return sendJson(res, 200, loadOpenApiDocument());
      case '/docs':
      case '/': {
        const html = renderDocsPage(loadOpenApiDocument());
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
        return;
      }
    }
  }
  return parts.rest(req, res);
}

async function readiness(deps: Deps, state: { draining: boolean }, res: ServerResponse): Promise<void> {
  if (state.draining) return sendJson(res, 503, { status: 'draining' });
  try {
    const pending = await pendingMigrations((sql) => deps.db.pool.query<{ name: string }>(sql));
    if (pending.length > 0) return sendJson(res, 503, { status: 'migrations_pending', pending });
    return sendJson(res, 200, { status: 'ready', database: 'ok', migrations: 'applied' });
  } catch {
    return sendJson(res, 503, { status: 'database_unreachable' });
  }
}
