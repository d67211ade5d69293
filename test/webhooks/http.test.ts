// postWebhook against a real HTTPS receiver: TLS with a test CA, timeouts, redirects not followed,
// response body cap, SSRF guard before any connection, retry policy arithmetic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, RESPONSE_BODY_CAP, USER_AGENT } from '../../src/webhooks/http.js';
import { nextDelayMs, parseRetryAfter } from '../../src/webhooks/delivery.js';
import { makeCertificate, startReceiver, type Certificate, type Receiver } from './receiver.js';
import { until } from '../support/until.js';

let cert: Certificate;
let rx: Receiver;

beforeAll(async () => {
  cert = makeCertificate();
  rx = await startReceiver(cert);
});
afterAll(async () => {
  await rx?.close();
  cert?.remove();
});

const opts = () => ({ timeoutMs: 1500, allowPrivate: true, ca: cert.cert });
const headers = { 'content-type': 'application/json', 'user-agent': USER_AGENT };

describe('postWebhook', () => {
  it('POSTs the exact body with the headers, over TLS verified against the given CA', async () => {
    const o = await postWebhook(rx.url('/ok'), { ...headers, 'webhook-id': 'msg_1' }, '{"a":1}', opts());
    expect(o).toMatchObject({ status: 200, error: null, refused: false });
    const got = rx.received.find((r) => r.path === '/ok')!;
    expect(got.method).toBe('POST');
    expect(got.body).toBe('{"a":1}');
    expect(got.headers['user-agent']).toBe(USER_AGENT);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe('msg_1');
  });

  it('fails TLS verification without the CA (self-signed certificate)', async () => {
    const o = await postWebhook(rx.url('/ok'), headers, '{}', { ...opts(), ca: undefined });
    expect(o.status).toBeNull();
    expect(o.error).toMatch(/self[- ]signed|certificate/i);
  });

  it('gives up after the timeout and records it', async () => {
    // Never answers: the request is held until the client gives up and closes it. postWebhook returning at
    // all (with no status) is the proof that it gave up rather than waiting for an answer.
    let closedByClient = false;
    rx.on('/slow', (_n, _r, res) => new Promise<void>((r) => res.on('close', () => r(void (closedByClient = true)))));
    const o = await postWebhook(rx.url('/slow'), headers, '{}', opts());
    expect(o.status).toBeNull();
    expect(o.error).toBe('timeout after 1500 ms');
    expect(o.latencyMs).toBeGreaterThanOrEqual(1400); // not before the timeout
    await until(() => closedByClient, 10_000, 'the held request to be closed by the client');
  });

  it('does not follow redirects (a 3xx is a failed attempt)', async () => {
    rx.on('/moved', (_n, _r, res) => {
      res.writeHead(307, { location: '/elsewhere' });
      res.end();
    });
    const o = await postWebhook(rx.url('/moved'), headers, '{}', opts());
    expect(o.status).toBe(307);
    expect(o.error).toMatch(/^redirect not followed/);
    // A followed redirect would have been requested before postWebhook returned its outcome.
    expect(rx.received.filter((r) => r.path === '/elsewhere')).toHaveLength(0);
  });

  it('reads at most 4 KiB of the response body', async () => {
    rx.on('/big', (_n, _r, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 64 && res.write(chunk)) sent++;
        if (sent < 64) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    const o = await postWebhook(rx.url('/big'), headers, '{}', opts());
    expect(o.status).toBe(200);
    expect(o.body.length).toBe(RESPONSE_BODY_CAP);
  });

  it('refuses private destinations before connecting when the guard is on', async () => {
    const before = rx.received.length;
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]']) {
      const o = await postWebhook(`https://${host}:${rx.port}/guarded`, headers, '{}', { ...opts(), allowPrivate: false });
      expect(o, host).toMatchObject({ status: null, refused: true, error: 'destination not allowed' });
      expect(o.detail).toMatch(/^refused: /);
    }
    expect(rx.received.length).toBe(before);
  });

  it('connects to the vetted address (pinned lookup) while verifying the certificate for the host name', async () => {
    const o = await postWebhook(rx.url('/pinned'), headers, '{}', {
      ...opts(),
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(o.status).toBe(200);
  });

  it('connects only to the pinned addresses, never to a fresh DNS answer for the name', async () => {
    // The receiver listens on 127.0.0.1 only: pinning 127.0.0.2 must fail even though "localhost" resolves fine.
    const o = await postWebhook(rx.url('/pinned-elsewhere'), headers, '{}', {
      ...opts(),
      lookup: async () => [{ address: '127.0.0.2', family: 4 }],
    });
    expect(o.status).toBeNull();
    expect(o.error).toBe('destination not reachable');
    expect(o.detail).toMatch(/ECONNREFUSED/);
    expect(rx.received.filter((r) => r.path === '/pinned-elsewhere')).toHaveLength(0);
    // Several vetted addresses: tried in turn.
    const both = await postWebhook(rx.url('/pinned-both'), headers, '{}', {
      ...opts(),
      lookup: async () => [
        { address: '127.0.0.2', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    expect(both.status).toBe(200);
  });

  it('refuses non-https URLs and URLs with credentials', async () => {
    expect((await postWebhook(`http://localhost:${rx.port}/x`, headers, '{}', opts())).refused).toBe(true);
    expect((await postWebhook(`https://u:p@localhost:${rx.port}/x`, headers, '{}', opts())).refused).toBe(true);
  });
});

describe('retry policy', () => {
  const schedule = [5_000, 300_000, 1_800_000];
  it('follows the schedule, then stops', () => {
    const fail = { status: 500, headers: {} };
    expect(nextDelayMs(schedule, 1, fail)).toBe(5_000);
    expect(nextDelayMs(schedule, 3, fail)).toBe(1_800_000);
    expect(nextDelayMs(schedule, 4, fail)).toBeNull();
  });
  it('honours Retry-After on 429/503 when longer, capped at 24 h', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(nextDelayMs(schedule, 1, { status: 429, headers: { 'retry-after': '120' } }, now)).toBe(120_000);
    expect(nextDelayMs(schedule, 1, { status: 503, headers: { 'retry-after': '1' } }, now)).toBe(5_000);
    expect(nextDelayMs(schedule, 1, { status: 500, headers: { 'retry-after': '120' } }, now)).toBe(5_000);
    expect(nextDelayMs(schedule, 1, { status: 429, headers: { 'retry-after': '999999' } }, now)).toBe(86_400_000);
    expect(nextDelayMs(schedule, 1, { status: 503, headers: { 'retry-after': 'Sun, 22 Nov 2026 11:00:00 GMT' } }, now)).toBe(3_600_000);
  });
  it('parses Retry-After', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
