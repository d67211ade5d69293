// One webhook POST over node:https (not fetch), so that we control every part of it: the host is
// resolved and vetted by the SSRF guard and the vetted address is pinned for the connection (custom
// `lookup`), redirects are never followed, one deadline covers connect + TLS + response, and at most
// RESPONSE_BODY_CAP bytes of the response body are read.
import https from 'node:https';
import tls from 'node:tls';
import type { LookupFunction } from 'node:net';
import { GuardError, resolveAndVet, type Lookup, type ResolvedAddress } from './guard.js';

class DnsTimeout extends Error {}

export const USER_AGENT = 'TargetPeople-Webhooks/1.0';
export const RESPONSE_BODY_CAP = 4096;

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Extra trusted CA certificates (PEM), added to the system roots. */
  ca?: string | undefined;
  /** DNS resolution (tests); defaults to dns.lookup with all addresses. */
  lookup?: Lookup;
}

export interface PostOutcome {
  /** HTTP status when a response arrived, else null. */
  status: number | null;
  /**
   * Why the attempt failed without a usable response, in words fit for the tenant's delivery log: it
   * never says how the server resolves names or which address it tried ("destination not allowed",
   * "destination not reachable", "timeout after N ms", a TLS verdict, "redirect not followed").
   */
  error: string | null;
  /** The technical reason behind `error` (guard verdict, resolver or socket error): server logs only. */
  detail: string | null;
  headers: Record<string, string | string[] | undefined>;
  /** The first RESPONSE_BODY_CAP bytes of the body (never more are read). */
  body: string;
  latencyMs: number;
  /** True when the SSRF guard refused the destination (no connection was made). */
  refused: boolean;
}

export const NOT_ALLOWED = 'destination not allowed';
export const NOT_REACHABLE = 'destination not reachable';

/** Socket errors that say something about the receiver's certificate (the tenant can fix those). */
const TLS_ERROR = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_|HOSTNAME|ALTNAME/i;

/** A connection error as the tenant sees it: TLS verdicts kept, everything else "not reachable". */
function publicSocketError(err: NodeJS.ErrnoException): string {
  if (err.code && TLS_ERROR.test(err.code)) return `TLS: ${err.message}`.slice(0, 300);
  return NOT_REACHABLE;
}

/** A `lookup` that answers only with the vetted addresses (Node tries them in turn: happy eyeballs). */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean } | number | undefined, callback: (...args: unknown[]) => void) => {
    const cb = typeof options === 'function' ? (options as (...args: unknown[]) => void) : callback;
    const all = typeof options === 'object' && options !== null && options.all;
    const first = addresses[0]!;
    if (all)
      cb(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else cb(null, first.address, first.family);
  }) as unknown as LookupFunction;
}

let cachedCa: { pem: string; list: string[] } | null = null;
/** The CAs Node trusts by default (bundled roots + NODE_EXTRA_CA_CERTS, + system store when enabled) plus `pem`. */
function caList(pem: string): string[] {
  if (cachedCa?.pem !== pem) {
    const getDefaults = (tls as { getCACertificates?: (type: 'default') => string[] }).getCACertificates;
    cachedCa = { pem, list: [...(getDefaults ? getDefaults('default') : tls.rootCertificates), pem] };
  }
  return cachedCa.list;
}

/** POST `body` to `url` with `headers`. Never throws: every failure is an outcome. */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, opts: PostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const base = { headers: {}, body: '', detail: null };
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ...base, status: null, error: NOT_ALLOWED, detail: 'invalid callback_url', latencyMs: elapsed(), refused: true };
  }
  if (target.protocol !== 'https:' || target.username || target.password) {
    return {
      ...base,
      status: null,
      error: NOT_ALLOWED,
      detail: 'refused: callback_url must be https:// without credentials',
      latencyMs: elapsed(),
      refused: true,
    };
  }
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  let addresses: ResolvedAddress[];
  try {
    const vetted = await Promise.race([
      resolveAndVet(target.hostname, { allowPrivate: opts.allowPrivate, lookup: opts.lookup }),
      new Promise<never>((_, reject) =>
        deadline.addEventListener('abort', () => reject(new DnsTimeout(`timeout after ${opts.timeoutMs} ms (DNS)`)), { once: true }),
      ),
    ]);
    addresses = vetted;
  } catch (err) {
    const detail = (err as Error).message;
    if (err instanceof DnsTimeout) return { ...base, status: null, error: `timeout after ${opts.timeoutMs} ms`, detail, latencyMs: elapsed(), refused: false };
    const refused = err instanceof GuardError && detail.startsWith('refused');
    return { ...base, status: null, error: refused ? NOT_ALLOWED : NOT_REACHABLE, detail, latencyMs: elapsed(), refused };
  }

  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    /** Set once response headers arrived: the deadline then ends the body read, not the attempt. */
    let endBody: (() => void) | null = null;
    const finish = (o: Omit<PostOutcome, 'latencyMs' | 'refused' | 'detail'> & { detail?: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...o, detail: o.detail ?? o.error, latencyMs: elapsed(), refused: false });
    };
    const req = https.request(
      {
        method: 'POST',
        protocol: 'https:',
        hostname,
        port: target.port || 443,
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(addresses),
        agent: false,
        // Certificates are checked against the URL's host name (SNI + verification), not the pinned IP.
        ...(opts.ca ? { ca: caList(opts.ca) } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = res.statusCode ?? null;
          const redirect = status !== null && status >= 300 && status < 400;
          finish({
            status,
            error: redirect ? `redirect not followed${res.headers.location ? ` (Location: ${String(res.headers.location).slice(0, 200)})` : ''}` : null,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          res.destroy();
          req.destroy();
        };
        endBody = done;
        res.on('data', (chunk: Buffer) => {
          const room = RESPONSE_BODY_CAP - size;
          if (room > 0) {
            const part = chunk.subarray(0, room);
            chunks.push(part);
            size += part.length;
          }
          if (size >= RESPONSE_BODY_CAP) done();
        });
        res.on('end', done);
        res.on('error', done);
        res.on('aborted', done);
      },
    );
    const timer = setTimeout(
      () => {
        if (endBody) return endBody();
        finish({ status: null, error: `timeout after ${opts.timeoutMs} ms`, headers: {}, body: '' });
        req.destroy();
      },
      Math.max(0, opts.timeoutMs - elapsed()),
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      const detail = `${err.code ? `${err.code}: ` : ''}${err.message}`.slice(0, 500);
      finish({ status: null, error: publicSocketError(err), detail, headers: {}, body: '' });
    });
    req.end(body);
  });
}
