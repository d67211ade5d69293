// Issue 25 item 3 as a property: whatever size a data source's answer has, however it is chunked and
// whether or not it declares its length, the answer is read up to OUTBOUND_RESPONSE_LIMIT_BYTES and no
// further: over the limit it is a permanent SourceError naming the limit, at or under it the body is
// read (and judged on its content). Before, any size was read whole (a 300 MB profile body).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpNetworkSource, SourceError } from '../../src/sources/index.js';
import { fuzzSettings } from './support/values.js';

const LIMIT = 65_536;
interface Answer {
  size: number;
  chunk: number;
  declared: boolean;
}
let next: Answer = { size: 0, chunk: 1, declared: true };
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    const { size, chunk, declared } = next;
    // a company line padded with spaces to `size` bytes (when it fits)
    const line = Buffer.from(JSON.stringify({ id: 7, slug: 'acme', name: 'Acme', employees_count: 3 }));
    const body = Buffer.alloc(size, ' ');
    line.copy(body, 0, 0, Math.min(line.length, size));
    res.writeHead(200, { 'content-type': 'application/json', ...(declared ? { 'content-length': String(size) } : {}) });
    let at = 0;
    const pump = () => {
      while (at < size && !res.destroyed) {
        const ok = res.write(body.subarray(at, at + chunk));
        at += chunk;
        if (!ok) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

const settings = fuzzSettings(60);

describe('fuzzing data-source answer sizes (seed ' + settings.seed + ')', () => {
  it('over OUTBOUND_RESPONSE_LIMIT_BYTES is a permanent error naming it; at or under it the body is read', async () => {
    const source = new HttpNetworkSource({ url, timeoutMs: 10_000, maxResponseBytes: LIMIT });
    const answer = fc.record({
      size: fc.oneof(fc.integer({ min: 0, max: 3 * LIMIT }), fc.constantFrom(LIMIT - 1, LIMIT, LIMIT + 1, 20 * LIMIT)),
      chunk: fc.oneof(fc.integer({ min: 1, max: 4096 }), fc.constantFrom(LIMIT, 8 * LIMIT)),
      declared: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(answer, async (a) => {
        next = a;
        const outcome = await source.resolveCompany({ kind: 'id', id: 7 }).catch((e: unknown) => e);
        const tooLarge = outcome instanceof SourceError && outcome.message.includes(`larger than ${LIMIT} bytes (OUTBOUND_RESPONSE_LIMIT_BYTES)`);
        expect(tooLarge, JSON.stringify(a)).toBe(a.size > LIMIT);
        if (tooLarge) expect((outcome as SourceError).kind).toBe('permanent');
      }),
      { seed: settings.seed, numRuns: Math.min(settings.numRuns, 200), endOnFailure: true },
    );
  }, 120_000);
});
