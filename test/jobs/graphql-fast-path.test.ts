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
import { keepPollReads } from '../../src/domain/jobs/poll-read.js';
import { CO, jobBody, query, waitForJob } from './helpers.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ GRAPHQL_MAX_ALIASES: '3' });
  // Reads of running jobs are never held here (a feed that never listens), so that a processing job's poll
  // is executed every time and this file checks the execution paths; test/jobs/poll-held.test.ts checks
  // answers made from held reads.
  keepPollReads(t.service.deps.db, { epoch: () => null, watch: () => () => {} });
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

      // Queries that execute run without graphql-yoga's fetch adaptation once graphql-yoga has answered a
      // request with the same Accept and Content-Type (src/graphql/direct-execution.ts); each line below
      // says whether that path answers it (counted in tp_graphql_http_answers_total{path="executed"}).
      const executed = async () =>
        Number(/^tp_graphql_http_answers_total\{path="executed"\} (\d+)/m.exec(await (await fetch(`${t.url}/metrics`)).text())?.[1] ?? 0);
      const direct = async (expected: boolean, key: string | null, body: unknown, headers: Record<string, string> = {}) => {
        const before = await executed();
        const raw = await same(key, body, headers);
        expect(await executed(), raw.slice(0, 300)).toBe(before + (expected ? 1 : 0));
        return raw;
      };
      const processingPoll = { query: pollQuery, variables: { id: processing }, operationName: 'Poll' };
      expect(await direct(true, a.apiKey, processingPoll)).toContain('"status":"PROCESSING"');
      expect(await direct(true, a.apiKey, { query: pollQuery, variables: { id: processing }, operationName: null })).toContain('PROCESSING');
      // Other media types: once graphql-yoga has answered a request with the same headers (above, or here).
      const mediaTypes: Array<[Record<string, string>, boolean]> = [
        [{ accept: 'application/graphql-response+json' }, true],
        [{ accept: '*/*' }, true],
        [{ 'content-type': 'application/json; charset=utf-8' }, true],
        [{ accept: 'application/graphql-response+json, application/json;q=0.9' }, false],
        [{ accept: 'application/json', 'content-type': 'application/graphql+json' }, false],
      ];
      for (const [headers, seen] of mediaTypes) {
        if (!seen) await direct(false, a.apiKey, processingPoll, headers); // the first request with these headers: graphql-yoga
        expect(await direct(true, a.apiKey, processingPoll, headers)).toContain('PROCESSING');
      }
      // An Accept header allowing no answerable type is disregarded (src/graphql/media.ts): answered as
      // application/json, so by the path that type has learned (graphql-yoga answered 406, after executing).
      expect(await direct(true, a.apiKey, processingPoll, { accept: 'text/plain' })).toContain('PROCESSING');
      await direct(true, a.apiKey, processingPoll, { accept: 'text/plain' });
      expect(await direct(false, a.apiKey, processingPoll, { 'content-type': 'text/plain' })).toContain('unsupported_media_type'); // 415
      await direct(false, a.apiKey, processingPoll, { accept: 'text/event-stream' });
      await direct(false, a.apiKey, processingPoll, { accept: 'text/event-stream' });
      // Other queries, each once graphql-yoga has parsed its text: a done job's first answer (then replayed),
      // the list, the account, several root fields.
      const twice = async (body: { query: string }) => {
        await direct(false, a.apiKey, body);
        return direct(true, a.apiKey, body);
      };
      const doneOther = `query($id: ID!) { job(id: $id) { status persona { slug } } }`;
      await direct(false, a.apiKey, { query: doneOther, variables: { id: processing } });
      expect(await direct(true, a.apiKey, { query: doneOther, variables: { id: done } })).toContain('"status":"DONE"');
      await direct(false, a.apiKey, { query: doneOther, variables: { id: done } }); // replayed
      await twice({ query: '{ jobs(first: 2) { totalCount edges { node { jobId status } } } }' });
      await twice({ query: '{ account { tier } __typename }' });
      await twice({ query: `{ a: job(id: "${processing}") { status } b: job(id: "${done}") { status } }` });
      // Two operations, the one named is run; an unknown operation name, no operation name (graphql-yoga: 400).
      const two = `query A { account { tier } } query B($id: ID!) { job(id: $id) { status } }`;
      await direct(false, a.apiKey, { query: two, operationName: 'B', variables: { id: processing } });
      await direct(true, a.apiKey, { query: two, operationName: 'B', variables: { id: processing } });
      await direct(false, a.apiKey, { query: two, operationName: 'C', variables: { id: processing } });
      await direct(false, a.apiKey, { query: two, variables: { id: processing } });
      // Parameters graphql-yoga reads differently or refuses: extensions, an unknown one, a non-object.
      await direct(false, a.apiKey, { ...processingPoll, extensions: {} });
      await direct(false, a.apiKey, { ...processingPoll, extensions: { persistedQuery: { version: 1 } } });
      await direct(false, a.apiKey, { ...processingPoll, extra: 1 });
      await direct(true, a.apiKey, { ...processingPoll, extra: null }); // a null parameter is ignored by both
      await direct(false, a.apiKey, { ...processingPoll, variables: [processing] });
      await direct(false, a.apiKey, { ...processingPoll, operationName: 3 });
      await direct(false, a.apiKey, [processingPoll]);
      await direct(false, a.apiKey, 'null');
      await direct(false, a.apiKey, '\uFEFF' + JSON.stringify(processingPoll)); // a byte-order mark
      await direct(true, a.apiKey, ` \n${JSON.stringify(processingPoll)}\n `); // white space around the JSON
      // Results with errors are answered by graphql-yoga (the query runs again there).
      await direct(false, a.apiKey, { ...processingPoll, variables: { id: 'job_aaaaaaaaaaaaaaaaaaaaaaaa' } });
      await direct(false, b.apiKey, processingPoll);
      await direct(false, a.apiKey, { ...processingPoll, variables: { id: processing, extra: 'a\u0000b' } });
      await direct(false, a.apiKey, { query: '{ job(id: ' });
      await direct(false, a.apiKey, { query: '{ job(id: ' }, { accept: 'application/graphql-response+json' }); // 400
      await direct(false, a.apiKey, { query: '{ job(id: "x") { nope } }' }, { accept: 'application/graphql-response+json' }); // 400
      await direct(false, a.apiKey, { query: '{ job(id: "x") { nope } }' }, { accept: 'application/graphql-response+json' });
      await direct(false, a.apiKey, { query: `mutation { cancelJob(jobId: "${processing}") { status } }` });
      await direct(false, a.apiKey, { query: 'subscription { jobUpdates { jobId } }' });
      // The same processing poll, still executed and still the same bytes on both paths.
      expect(await direct(true, a.apiKey, processingPoll)).toContain('"status":"PROCESSING"');
    } finally {
      fast.close();
      general.close();
    }
  });
});
