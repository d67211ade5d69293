// A poll is a request like any other (one path for every request, issue 23): the same bytes with or
// without an empty query string, one `request` log line with the request's id and the same fields,
// counted in the request metrics; a revoked key is refused at once even though the done job is in the
// finished-jobs cache; a poll of a running job and of an unknown one log the same way.
import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, client, type TestService } from '../support/service.js';
import { CO, jobBody, waitForJob } from './helpers.js';
import { createLogger } from '../../src/observability/log.js';
import { revokeApiKey } from '../../src/domain/accounts/keys.js';

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});

let ts: TestService;
const keepAlive = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  ts = await startTestService({}, { log: createLogger('info', { service: 'target-people', role: 'all' }, sink) });
});
afterAll(async () => {
  keepAlive.destroy();
  await ts?.close();
});

function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; rawNames: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(ts.url);
    const req = http.get({ hostname, port, path, headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          // the header names as sent, in order
          rawNames: res.rawHeaders.filter((_, i) => i % 2 === 0),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
  });
}

/** The `request` line of a request id (waits for it: lines are written after the response). */
async function requestLine(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i += 1) {
    const l = lines.find((x) => x.request_id === requestId && x.msg === 'request');
    if (l) return l;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`no request line for ${requestId}`);
}

function requestsCounted(metrics: string): number {
  const m = /^tp_http_requests_total\{route="rest_v1",status="200"\} (\d+)/m.exec(metrics);
  return m ? Number(m[1]) : 0;
}

describe('a poll', () => {
  it('answers, logs and counts the same with or without a query string; a revoked key is refused at once', async () => {
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const submitted = await api.post('/v1/jobs', jobBody(CO.healthy));
    const jobId = (submitted.body as { job_id: string }).job_id;
    await waitForJob(api, jobId);
    const headers = { 'x-api-key': a.apiKey };
    await get(`/v1/jobs/${jobId}`, headers); // the done job is in memory and the key's lookup cached now

    const before = requestsCounted(await (await fetch(`${ts.url}/metrics`)).text());
    const plain = await get(`/v1/jobs/${jobId}`, { ...headers, 'x-request-id': 'poll-at-once-1' });
    const general = await get(`/v1/jobs/${jobId}?`, { ...headers, 'x-request-id': 'poll-at-once-2' });
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.text).status).toBe('done');
    expect(plain.text).toBe(general.text);
    const strip = (h: http.IncomingHttpHeaders) => ({ ...h, date: undefined, 'x-request-id': undefined });
    expect(strip(plain.headers)).toEqual(strip(general.headers));
    expect(plain.headers['x-request-id']).toBe('poll-at-once-1');
    // The headers go out in the same order and case, the request id first (src/http/server.ts TrackedResponse).
    expect(plain.rawNames).toEqual(general.rawNames);
    expect(plain.rawNames[0]).toBe('x-request-id');
    expect(requestsCounted(await (await fetch(`${ts.url}/metrics`)).text())).toBe(before + 2);

    const plainLine = await requestLine('poll-at-once-1');
    const generalLine = await requestLine('poll-at-once-2');
    const shape = (l: Record<string, unknown>) => ({ ...l, request_id: undefined, time: undefined, ms: undefined, path: undefined });
    expect(shape(plainLine)).toEqual(shape(generalLine));
    expect(Object.keys(plainLine)).toEqual(['level', 'time', 'service', 'role', 'request_id', 'method', 'path', 'status', 'ms', 'msg']);
    expect(plainLine).toMatchObject({ level: 'info', method: 'GET', path: `/v1/jobs/${jobId}`, status: 200, msg: 'request' });
    expect(new Date(plainLine.time as string).toISOString()).toBe(plainLine.time);

    // Revocation drops the cached lookup in this process: the next poll is refused.
    expect(await revokeApiKey(ts.service.deps.db.prisma, a.apiKey)).toBe(true);
    const refused = await get(`/v1/jobs/${jobId}`, headers);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text).error.code).toBe('invalid_api_key');
    expect((await get(`/v1/jobs/${jobId}?`, headers)).text).toBe(refused.text);
  });

  it('a poll of a running job, read with its key cached, logs its request line with its id', async () => {
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const submitted = await api.post('/v1/jobs', jobBody(CO.slow));
    const jobId = (submitted.body as { job_id: string }).job_id;
    const headers = { 'x-api-key': a.apiKey };
    await get(`/v1/jobs/${jobId}`, headers);
    const polled = await get(`/v1/jobs/${jobId}`, { ...headers, 'x-request-id': 'poll-running-1' });
    expect(polled.status).toBe(200);
    expect(JSON.parse(polled.text).job_id).toBe(jobId);
    expect(await requestLine('poll-running-1')).toMatchObject({ level: 'info', method: 'GET', path: `/v1/jobs/${jobId}`, status: 200, msg: 'request' });
    const unknown = await get('/v1/jobs/job_aaaaaaaaaaaaaaaaaaaaaaaa', { ...headers, 'x-request-id': 'poll-unknown-1' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text).error.code).toBe('job_not_found');
    expect(await requestLine('poll-unknown-1')).toMatchObject({ status: 404, msg: 'request' });
    await api.post(`/v1/jobs/${jobId}/cancel`);
  });
});
