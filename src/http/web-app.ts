// Serves the dashboard (built from src/web into dist/web by `npm install` / `npm run build:web`) at
// /app: hashed files under /app/assets/ (cached for good), every other /app path gets index.html
// (the dashboard routes in the browser). Nothing is loaded from elsewhere (see the CSP).
// Kept by hand rather than serve-static or sirv (issue 23 §5): two routes, a file-name whitelist and the
// page's security headers are all there is; a library would still need the index fallback, the CSP and
// the 503 when the dashboard is not built, and would add a dependency to the one HTTP stack.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';

export const WEB_DIST = fileURLToPath(new URL('../../dist/web/', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Answers (true: the request is handled). A HEAD request's response writes no body: Node's ServerResponse drops it. */
function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'x-content-type-options': 'nosniff', ...extra });
  res.end(body);
  return true;
}

/** Handles GET/HEAD of /app and /app/...; returns false for other paths. */
export async function serveWebApp(res: ServerResponse, urlPath: string): Promise<boolean> {
  if (urlPath !== '/app' && !urlPath.startsWith('/app/')) return false;
  if (urlPath === '/app') {
    res.writeHead(308, { location: '/app/' }).end();
    return true;
  }
  if (urlPath.startsWith('/app/assets/')) {
    const name = urlPath.slice('/app/assets/'.length);
    const listed = /^[\w.-]+$/.test(name) && !name.startsWith('.'); // a plain file name: no separators, no dot files
    const body = listed ? await readFile(path.join(WEB_DIST, 'assets', name)).catch(() => null) : null;
    if (!body) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    return send(res, 200, TYPES[path.extname(name)] ?? 'application/octet-stream', body, { 'cache-control': 'public, max-age=31536000, immutable' });
  }
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return send(res, 503, 'text/plain; charset=utf-8', 'The dashboard is not built: run `npm run build:web` (npm install does it).');
  return send(res, 200, 'text/html; charset=utf-8', await readFile(index), {
    'cache-control': 'no-cache',
    'content-security-policy': CSP,
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
}
