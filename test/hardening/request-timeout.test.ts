// A client that sends a request slowly (headers or body trickled, or never finished) holds a connection no
// longer than HTTP_REQUEST_TIMEOUT_MS: it gets 408 `request_timeout` in the envelope and the connection is
// closed, whatever the path (REST, GraphQL's fast path, the headers themselves). Before, Node's default
// (5 minutes, checked every 30 s) applied, and what it sent then was a 400 saying the request was malformed.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/observability/log.js';
import { client, startTestService, type TestService } from '../support/service.js';

const TIMEOUT_MS = 1500;
let t: TestService;
let key: string;
/** The service's log lines, parsed. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});
beforeAll(async () => {
  t = await startTestService({ HTTP_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) }, { log: createLogger('info', { service: 'target-people' }, sink) });
  ({ apiKey: key } = await t.account({ credits: 100, tier: 'pro' }));
});
afterAll(async () => {
  await t?.close();
});

/**
 * Writes `parts` to a raw connection, `gapMs` apart, and reads until the server closes it: the answer's
 * status and JSON body, and when the connection closed (ms after the first byte was sent).
 */
function trickle(parts: string[], gapMs: number): Promise<{ status: number; head: string; body: any; closedAfterMs: number }> {
  const port = Number(new URL(t.url).port);
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let t0 = 0;
    const timers: NodeJS.Timeout[] = [];
    s.on('data', (d) => chunks.push(d));
    s.on('error', reject);
    s.on('close', () => {
      timers.forEach(clearTimeout);
      const text = Buffer.concat(chunks).toString('utf8');
      const payload = text.slice(text.indexOf('\r\n\r\n') + 4);
      let body: unknown = payload;
      try {
        body = JSON.parse(payload);
      } catch {
        // not JSON: kept as text
      }
      resolve({ status: Number(text.split(' ')[1]), head: text.slice(0, text.indexOf('\r\n\r\n')), body, closedAfterMs: Date.now() - t0 });
    });
    s.on('connect', () => {
      t0 = Date.now();
      parts.forEach((p, i) => timers.push(setTimeout(() => s.writable && s.write(p), i * gapMs)));
    });
  });
}

const submission = JSON.stringify({ input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' });
const restHead = (length: number, extra = '') =>
  `POST /v1/jobs HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}Connection: close\r\n\r\n`;

describe('HTTP_REQUEST_TIMEOUT_MS', () => {
  it('a REST body that never finishes: 408 request_timeout, connection closed, nothing submitted', async () => {
    const r = await trickle([restHead(submission.length), submission.slice(0, 10), submission.slice(10, 20)], 400);
    expect(r.status).toBe(408);
    expect(r.body).toEqual({ error: { code: 'request_timeout', message: expect.stringContaining('did not arrive in time') } });
    expect(r.head).toMatch(/^x-request-id: [0-9a-f-]{36}$/im);
    expect(r.head).toMatch(/^connection: close$/im);
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    const jobs = await client(t.url, key).get('/v1/jobs');
    expect(jobs.status).toBe(200);
    expect(jobs.body.count).toBe(0);
  });

  it('a body that times out is answered with its own request id, and logged as that request with its 408', async () => {
    const r = await trickle([restHead(submission.length, 'X-Request-Id: slow-client-7\r\n'), submission.slice(0, 10)], 400);
    expect(r.status).toBe(408);
    expect(r.head).toMatch(/^x-request-id: slow-client-7$/im);
    await expect
      .poll(() => lines.filter((l) => l.request_id === 'slow-client-7' && l.msg === 'request'))
      .toEqual([expect.objectContaining({ method: 'POST', path: '/v1/jobs', status: 408 })]);
  });

  it('headers that time out: a fresh request id, found in the log', async () => {
    const r = await trickle(['GET /v1/account HTTP/1.1\r\n', 'Host: x\r\n'], 600);
    expect(r.status).toBe(408);
    const id = /^x-request-id: ([0-9a-f-]{36})$/im.exec(r.head)?.[1];
    expect(id).toBeDefined();
    await expect
      .poll(() => lines.filter((l) => l.request_id === id))
      .toEqual([expect.objectContaining({ level: 'info', msg: 'request refused before it was read', status: 408, reason: 'ERR_HTTP_REQUEST_TIMEOUT' })]);
  });

  it('a GraphQL body trickled byte by byte past the limit (the poll fast path reads it): 408', async () => {
    const body = JSON.stringify({ query: '{ account { balance } }' });
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const r = await trickle([head, ...body.slice(0, 8).split('')], 300);
    expect(r.status).toBe(408);
    expect(r.body.error.code).toBe('request_timeout');
  });

  it('headers that never end: 408', async () => {
    const r = await trickle(['GET /v1/account HTTP/1.1\r\n', 'Host: x\r\n', `X-API-Key: ${key}\r\n`, 'X-Slow: 1\r\n'], 400);
    expect(r.status).toBe(408);
    expect(r.body.error.code).toBe('request_timeout');
  });

  it('a slow request that arrives within the limit is answered as usual', async () => {
    const half = Math.floor(submission.length / 2);
    const r = await trickle([restHead(submission.length) + submission.slice(0, half), submission.slice(half)], 500);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body.job_id).toMatch(/^job_/);
  });
});
