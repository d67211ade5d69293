// POST /graphql has a fast path (src/graphql/fast-path.ts): a request whose exact bytes (key, accept,
// content type, body) the general path answered from the done-job result cache is answered again with the
// same status, headers and body without going through graphql-yoga. The same request sent to `/graphql?`
// (an empty query string) always takes the general path. Both must answer the same bytes on the wire —
// compared here as raw HTTP responses, minus the Date header — for done jobs (first, second and later
// answers), other media types, a processing job, another key's job, an unknown job, a missing or bad key,
// syntax and limit errors, bad text in variables, and inline ids.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { newJobId } from '../../src/domain/jobs/ids.js';
import { CO, jobBody, query, waitForJob } from './helpers.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ GRAPHQL_MAX_ALIASES: '3' });
});
afterAll(async () => {
  await t?.close();
});

/** One persistent connection per path, so that keep-alive responses are compared as they are sent. */
class RawConnection {
  private socket: net.Socket | undefined;
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;

  constructor(private readonly port: number) {}

  private async connect(): Promise<net.Socket> {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect(this.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    this.buffer = Buffer.alloc(0);
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.waiting?.();
    });
    socket.on('close', () => this.waiting?.());
    this.socket = socket;
    return socket;
  }

  /** The complete raw response (status line, headers, body) to one request on this connection. */
  async request(path: string, headers: Record<string, string>, body: string): Promise<string> {
    const socket = await this.connect();
    const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(lines.join('\r\n') + '\r\n\r\n' + body);
    for (;;) {
      const complete = this.complete();
      if (complete !== undefined) {
        const raw = this.buffer.subarray(0, complete).toString('utf8');
        this.buffer = this.buffer.subarray(complete);
        return raw;
      }
      if (socket.destroyed) throw new Error(`connection closed mid-response: ${this.buffer.toString('utf8').slice(0, 300)}`);
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  /** Bytes of the first complete response in the buffer (Content-Length or chunked framing). */
  private complete(): number | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = /^content-length:\s*(\d+)/im.exec(head);
    if (length) {
      const total = end + 4 + Number(length[1]);
      return this.buffer.length >= total ? total : undefined;
    }
    if (/^transfer-encoding:\s*chunked/im.test(head)) {
      const last = this.buffer.indexOf('\r\n0\r\n\r\n', end);
      return last < 0 ? undefined : last + 7;
    }
    return end + 4;
  }

  close(): void {
    this.socket?.destroy();
  }
}

/** Date is the only header allowed to differ (it is the clock's); everything else is compared byte for byte. */
const withoutDate = (raw: string) => raw.replace(/^date: .*\r\n/im, '');

describe('POST /graphql: the fast path answers exactly like the general path', () => {
  it('byte for byte, for every kind of request it may see', async () => {
    const port = Number(new URL(t.url).port);
    const fast = new RawConnection(port);
    const general = new RawConnection(port);
    try {
      const a = await t.account({ tier: 'premium', concurrency: 10, credits: 100 });
      const b = await t.account({ tier: 'premium', concurrency: 10 });
      const api = client(t.url, a.apiKey);
      const done = (await api.post('/v1/jobs', jobBody(CO.healthy))).body.job_id as string;
      await waitForJob(api, done);
      // A job that stays processing while the test runs: a copy of the done job's row, status processing,
      // with its heartbeat an hour ahead (so the lease sweep leaves it alone) and no queue message.
      const processing = newJobId();
      await query(
        t.databaseUrl,
        `CREATE TEMP TABLE copy AS SELECT * FROM jobs WHERE id = $1;
         UPDATE copy SET id = '${processing}', status = 'processing', processing_state = 'active', stage = 'enrich_profiles',
           result = NULL, finished_at = NULL, target_people_count = 0, credits_charged = 0, updated_at = now() + interval '1 hour';
         INSERT INTO jobs SELECT * FROM copy;`.replace('$1', `'${done}'`),
      );

      let n = 0;
      const same = async (key: string | null, body: unknown, headers: Record<string, string> = {}): Promise<string> => {
        // the same request id on both paths: it is echoed in x-request-id
        const h: Record<string, string> = {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-request-id': `conformance-${(n += 1)}`,
          ...headers,
        };
        if (key !== null) h['x-api-key'] = key;
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        const viaFast = withoutDate(await fast.request('/graphql', h, text));
        const viaGeneral = withoutDate(await general.request('/graphql?', h, text));
        expect(viaFast).toBe(viaGeneral);
        return viaFast;
      };

      const pollQuery = `query Poll($id: ID!) { job(id: $id) { jobId status stage targetPeopleCount creditsCharged company { name domain }
        targetPeople { rankInCompany isDecisionMaker person { name headline } } } }`;
      const poll = { query: pollQuery, variables: { id: done }, operationName: 'Poll' };
      // First answer (executed, then cached), second (result cache), later ones (the fast path's replay).
      const first = await same(a.apiKey, poll);
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(first).toContain('"status":"DONE"');
      for (let i = 0; i < 3; i += 1) expect(await same(a.apiKey, poll)).toBe(first.replace('conformance-1', `conformance-${n}`));
      // The replay is in use (its bytes are counted with the other GraphQL caches).
      const metrics = await (await fetch(`${t.url}/metrics`)).text();
      expect(Number(/tp_graphql_cache_bytes\{cache="replayed_answers"\} (\d+)/.exec(metrics)?.[1] ?? 0)).toBeGreaterThan(0);

      // Other media types and headers: each is its own entry, answered as the general path answers it.
      await same(a.apiKey, poll, { accept: 'application/graphql-response+json' });
      await same(a.apiKey, poll, { accept: 'application/graphql-response+json' });
      await same(a.apiKey, poll, { accept: '*/*' });
      await same(a.apiKey, poll, { accept: 'text/plain' }); // 406
      await same(a.apiKey, poll, { 'content-type': 'application/json; charset=utf-8' });
      await same(a.apiKey, poll, { 'content-type': 'text/plain' });
      await same(a.apiKey, poll, { connection: 'close' });
      // Inline id, no operation name, __typename beside job.
      const inline = { query: `{ __typename job(id: "${done}") { status targetPeopleCount } }` };
      await same(a.apiKey, inline);
      expect(await same(a.apiKey, inline)).toContain('"status":"DONE"');

      // Not served from the caches: a processing job, fields that still change, another key, unknown ids.
      const running = await same(a.apiKey, { query: pollQuery, variables: { id: processing } });
      expect(running).toContain('"status":"PROCESSING"');
      await same(a.apiKey, { query: `query($id: ID!) { job(id: $id) { status webhookDeliveries { id } } }`, variables: { id: done } });
      expect(await same(b.apiKey, poll)).toContain('job_not_found');
      await same(b.apiKey, poll);
      await same(a.apiKey, { query: pollQuery, variables: { id: 'job_aaaaaaaaaaaaaaaaaaaaaaaa' } });
      await same(a.apiKey, { query: pollQuery, variables: { id: done, extra: 'a\u0000b' } }); // validation_error (text)

      // Keys: missing, malformed, unknown.
      expect(await same(null, poll)).toMatch(/^HTTP\/1\.1 401 /);
      await same('tp_not_a_key', poll);
      await same('tp_live_' + 'x'.repeat(40), poll);

      // Bad requests: syntax, limits, unknown fields, malformed JSON, wrong variable types, mutations.
      await same(a.apiKey, { query: '{ job(id: ' });
      expect(await same(a.apiKey, { query: '{ a: account { tier } b: account { tier } c: account { tier } d: account { tier } }' })).toContain(
        'query_too_complex',
      );
      await same(a.apiKey, { query: '{ job(id: "x") { nope } }' });
      await same(a.apiKey, '{"query": ');
      await same(a.apiKey, { query: pollQuery, variables: { id: 42 } });
      await same(a.apiKey, { query: pollQuery, variables: { id: [done] } });
      await same(a.apiKey, { query: `mutation { cancelJob(jobId: "${done}") { status } }` });
      // And the done poll still answers the same afterwards.
      expect(await same(a.apiKey, poll)).toContain('"status":"DONE"');
    } finally {
      fast.close();
      general.close();
    }
  });
});
