// Issue 25 item 3: every answer the service reads from outside has a byte limit (OUTBOUND_RESPONSE_LIMIT_BYTES),
// read as a stream and cut there. A data source answering a roster page with an endless body (it answered
// 300 MB before, and the process kept 1.38 GB) fails the job at once with a permanent error naming the
// limit; the source sees its connection closed (the endless answer stops). The LLM matcher reads its
// answers the same way.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { jobBody, waitForJob } from '../jobs/helpers.js';
import { startProtocolServer, type ProtocolServer } from './protocol-server.js';
import { createMatcher, MatcherError, MemoryMatchCache } from '../../src/matching/index.js';
import { makeProfile } from '../matching/profile-fixture.js';

const LIMIT = 65_536;
let protocol: ProtocolServer;
let front: Server;
let ts: TestService;
/** Bytes written by the endless answers before their connection was closed. */
const written: number[] = [];

/** Answers `path` with an endless JSON body until the reader hangs up. */
function endless(res: import('node:http').ServerResponse): void {
  let sent = 0;
  const chunk = Buffer.alloc(16_384, 'a');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"entries":[],"next":"');
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) sent += chunk.length;
    if (!res.destroyed) res.once('drain', pump);
  };
  res.on('close', () => written.push(sent));
  pump();
}

beforeAll(async () => {
  protocol = await startProtocolServer();
  // In front of the protocol server: roster pages are endless, everything else is relayed.
  front = createServer((req, res) => {
    if (req.url?.includes('/roster')) return endless(res);
    void fetch(protocol.url + req.url).then(async (r) => {
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(await r.text());
    });
  });
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  ts = await startTestService({ NETWORK_SOURCE: 'http', NETWORK_SOURCE_URL: url, OUTBOUND_RESPONSE_LIMIT_BYTES: String(LIMIT) });
});
afterAll(async () => {
  await ts?.close();
  front?.closeAllConnections();
  await new Promise((r) => front?.close(r));
  await protocol?.close();
});

describe('OUTBOUND_RESPONSE_LIMIT_BYTES', () => {
  it('a data source answering an endless roster page fails the job at once, naming the limit; the read stops there', async () => {
    const { apiKey } = await ts.account({ tier: 'premium', credits: 5 });
    const api = client(ts.url, apiKey);
    const r = await api.post('/v1/jobs', jobBody('acme-analytics'));
    expect(r.status).toBe(202);
    const job = await waitForJob(api, r.body.job_id, undefined, 30_000);
    expect(job.status).toBe('failed');
    expect(job.message).toContain(`larger than ${LIMIT} bytes (OUTBOUND_RESPONSE_LIMIT_BYTES)`);
    await expect.poll(() => written.length).toBe(1); // read once: a permanent error, not retried
    // the connection was closed: what the sockets' buffers held when the reader hung up, no more
    expect(written[0]).toBeLessThan(32 * 1024 * 1024);
  });

  it('so does People Data Labs answering an endless body (NETWORK_SOURCE=pdl)', async () => {
    const pdl = createServer((req, res) => {
      req.resume();
      endless(res);
    });
    await new Promise<void>((r) => pdl.listen(0, '127.0.0.1', r));
    const viaPdl = await startTestService({
      NETWORK_SOURCE: 'pdl',
      PDL_API_KEY: 'pdl-test-key',
      PDL_BASE_URL: `http://127.0.0.1:${(pdl.address() as AddressInfo).port}/v5`,
      OUTBOUND_RESPONSE_LIMIT_BYTES: String(LIMIT),
    });
    try {
      const api = client(viaPdl.url, (await viaPdl.account({ tier: 'premium', credits: 5 })).apiKey);
      const r = await api.post('/v1/jobs', jobBody('acme-analytics'));
      const job = r.status === 202 ? await waitForJob(api, r.body.job_id, undefined, 30_000) : r.body;
      expect(job.status).toBe('failed');
      expect(job.message).toContain(`larger than ${LIMIT} bytes (OUTBOUND_RESPONSE_LIMIT_BYTES)`);
    } finally {
      await viaPdl.close();
      pdl.closeAllConnections();
      await new Promise((r) => pdl.close(r));
    }
  });

  it('an LLM endpoint answering more than the limit is a permanent MatcherError naming it, not retried', async () => {
    let calls = 0;
    const llm = createServer((req, res) => {
      calls += 1;
      req.resume();
      endless(res);
    });
    await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
    try {
      const matcher = createMatcher({
        kind: 'llm',
        llm: {
          baseUrl: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
          model: 'm',
          maxRetries: 3,
          maxResponseBytes: LIMIT,
          structuredOutput: true,
        },
        cache: new MemoryMatchCache(),
      });
      const persona = { slug: 'p', name: 'P', definition: 'Founders' };
      const err = await matcher.match(persona, [makeProfile('p0', [{ title: 'Founder' }])]).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MatcherError);
      expect((err as MatcherError).kind).toBe('permanent');
      expect((err as Error).message).toContain(`larger than ${LIMIT} bytes (OUTBOUND_RESPONSE_LIMIT_BYTES)`);
      expect(calls).toBe(1);
    } finally {
      llm.closeAllConnections();
      await new Promise((r) => llm.close(r));
    }
  });
});
