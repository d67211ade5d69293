// CORS for every HTTP route (REST, GraphQL, docs), from CORS_ORIGINS: `*`, a list of exact origins, or
// none (the default: same-origin only, no CORS headers at all). Authentication is the X-API-Key header,
// never a cookie, so credentials are never allowed. A preflight (`OPTIONS` with
// Access-Control-Request-Method) is answered here, before routing: 204 with the allowed methods and
// headers for an allowed origin, 204 without any CORS header otherwise (the browser then blocks the call).
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = ['content-type', 'x-api-key', 'idempotency-key', 'x-request-id', 'accept'];
const EXPOSED_HEADERS = 'x-request-id, retry-after, idempotent-replayed';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export type CorsPolicy = '*' | readonly string[];

function allowedOrigin(policy: CorsPolicy, origin: string | undefined): string | null {
  if (!origin) return null;
  if (policy === '*') return '*';
  return policy.includes(origin.toLowerCase()) ? origin : null;
}

/**
 * Sets the CORS response headers of a request. Returns true when the request was a preflight (or a
 * bare OPTIONS) and has been answered.
 */
export function applyCors(policy: CorsPolicy, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  const allowed = allowedOrigin(policy, origin);
  if (policy !== '*' && policy.length > 0) res.setHeader('vary', 'Origin');
  if (allowed) {
    res.setHeader('access-control-allow-origin', allowed);
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('allow', ALLOWED_METHODS);
  if (allowed && req.headers['access-control-request-method']) {
    const asked = String(req.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => ALLOWED_HEADERS.includes(h));
    res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
    res.setHeader('access-control-allow-headers', asked.length ? asked.join(', ') : ALLOWED_HEADERS.join(', '));
    res.setHeader('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
  }
  res.writeHead(204);
  res.end();
  return true;
}
