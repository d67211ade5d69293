// GET /v1/jobs/{id} is answered by a fast path ahead of openapi-backend (src/rest/router.ts). The same
// request with an empty query string (`?`) takes the general path (routing, body read, validation).
// Both must answer the same status, headers and bytes: done, processing, another key's job, an unknown
// job, a missing key, an invalid key, a revoked-looking key, a malformed id (general path only).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/service.js';
import { CO, jobBody, waitForJob } from './helpers.js';
import { client } from '../support/service.js';

let ts: TestService;

beforeAll(async () => {
  ts = await startTestService();
});
afterAll(async () => {
  keepAlive.destroy();
  await ts?.close();
});

/** node:http rather than fetch: every response header as sent (fetch hides `connection`). */
const keepAlive = new http.Agent({ keepAlive: true });

function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(ts.url);
    // the path as given (a URL string would drop an empty `?`)
    const req = http.get({ hostname, port, path, headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, unknown> = { ...res.headers };
        delete h.date;
        delete h['x-request-id'];
        delete h['keep-alive'];
        resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
  });
}

async function samePaths(path: string, headers: Record<string, string>, status: number): Promise<string> {
  const fast = await raw(path, headers);
  const general = await raw(`${path}?`, headers);
  expect(fast.status).toBe(status);
  expect(fast).toEqual(general);
  return fast.text;
}

describe('GET /v1/jobs/{id}: the fast path answers exactly like the general path', () => {
  it('done, processing, unknown, another key, no key, bad key', async () => {
    const a = await ts.account({ tier: 'premium', concurrency: 10 });
    const b = await ts.account({ tier: 'premium', concurrency: 10 });
    const api = client(ts.url, a.apiKey);
    const done = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(done.status).toBe(202);
    const slow = await api.post('/v1/jobs', jobBody(CO.slow));
    expect(slow.status).toBe(202);
    const slowId = (slow.body as { job_id: string }).job_id;
    // a running job moves on between the two reads now and then: compare two reads taken back to back
    let processing = { fast: await raw(`/v1/jobs/${slowId}`, { 'x-api-key': a.apiKey }), general: await raw(`/v1/jobs/${slowId}?`, { 'x-api-key': a.apiKey }) };
    for (let i = 0; i < 10 && processing.fast.text !== processing.general.text; i += 1) {
      processing = { fast: await raw(`/v1/jobs/${slowId}`, { 'x-api-key': a.apiKey }), general: await raw(`/v1/jobs/${slowId}?`, { 'x-api-key': a.apiKey }) };
    }
    expect(processing.fast).toEqual(processing.general);
    expect(JSON.parse(processing.fast.text).status).toBe('processing');

    const doneId = (done.body as { job_id: string }).job_id;
    await waitForJob(api, doneId);
    const text = await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': a.apiKey }, 200);
    expect(JSON.parse(text).status).toBe('done');
    // twice: the second read comes from the done-job cache
    expect(await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': a.apiKey }, 200)).toBe(text);

    await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': b.apiKey }, 404);
    await samePaths('/v1/jobs/job_aaaaaaaaaaaaaaaaaaaaaaaa', { 'x-api-key': a.apiKey }, 404);
    await samePaths(`/v1/jobs/${doneId}`, {}, 401);
    await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': 'tp_not_a_key' }, 401);
    await samePaths(`/v1/jobs/${doneId}`, { 'x-api-key': ' ' }, 401);
    await api.post(`/v1/jobs/${slowId}/cancel`);
  });
});
