// A real HTTPS webhook receiver for the tests: a self-signed certificate made with openssl (CN=localhost,
// SAN DNS:localhost + IP:127.0.0.1) in a temp dir, every request recorded with its raw body, and a
// programmable answer per request. Signatures are checked with the `standardwebhooks` package (the
// reference implementation of Standard Webhooks), an oracle independent of src/webhooks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';

export interface Certificate {
  dir: string;
  certFile: string;
  cert: string;
  key: string;
  remove(): void;
}

export function makeCertificate(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tp-webhook-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    certFile,
    cert: readFileSync(certFile, 'utf8'),
    key: readFileSync(keyFile, 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Received {
  at: number;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Responder = (req: Received, res: ServerResponse) => void | Promise<void>;

export interface Receiver {
  port: number;
  url(p?: string): string;
  received: Received[];
  /** Answer the n-th request on `path` (0-based) with the responder; default 200 {"ok":true}. */
  on(pathname: string, responder: (n: number, req: Received, res: ServerResponse) => void | Promise<void>): void;
  /** Resolves when `count` requests have arrived on `pathname`. */
  waitFor(pathname: string, count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(cert: Certificate): Promise<Receiver> {
  const received: Received[] = [];
  const handlers = new Map<string, (n: number, req: Received, res: ServerResponse) => void | Promise<void>>();
  const waiters: Array<() => void> = [];
  const server = https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const r: Received = {
        at: Date.now(),
        method: req.method ?? '',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const n = received.filter((x) => x.path === r.path).length;
      received.push(r);
      waiters.splice(0).forEach((w) => w());
      const h = handlers.get(r.path);
      try {
        if (h) await h(n, r, res);
        else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"ok":true}');
        }
      } catch {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  const sockets = new Set<import('node:stream').Duplex>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const on = (p: string) => received.filter((r) => r.path === p);
  return {
    port,
    url: (p = '/hook') => `https://localhost:${port}${p}`,
    received,
    on: (p, h) => void handlers.set(p, h),
    waitFor: (p, count, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (on(p).length >= count) {
            clearTimeout(timer);
            resolve(on(p));
            return true;
          }
          return false;
        };
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${count} request(s) on ${p}; got ${on(p).length}`)), timeoutMs);
        const loop = () => {
          if (!check()) waiters.push(loop);
        };
        loop();
      }),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Standard Webhooks verification by the `standardwebhooks` package. Returns the secrets that verify. */
export function verifyStandardWebhook(secrets: string[], headers: IncomingMessage['headers'], body: string): string[] {
  const plain: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) plain[name] = String(headers[name] ?? '');
  return secrets.filter((secret) => {
    try {
      new Webhook(secret).verify(body, plain);
      return true;
    } catch {
      return false;
    }
  });
}
