// Issue 25 item 2: the subscription limits (10 per connection, 50 per API key) are exact under any
// interleaving. Before, subscribes still being set up were counted as open: a connection sending 12 at once
// got all 12 refused (5 connections x 12 → 4 accepted; 60 x 11 → 0). Each burst here is sent without
// waiting for any answer, and every subscribe is answered: a SNAPSHOT (accepted) or subscription_limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { accepted as count, burst, connect as connectTo } from '../fuzz/support/subscriptions.js';

const connect = (apiKey: string) => connectTo(t.url, apiKey);

let t: TestService;
beforeAll(async () => {
  t = await startTestService({ ROLE: 'api' });
});
afterAll(async () => {
  await t?.close();
});

/** A key with a processing job (ROLE=api: it stays processing), to follow with jobProgress. */
async function keyWithJob(): Promise<{ apiKey: string; jobId: string }> {
  const { apiKey } = await t.account({ tier: 'pro', credits: 5 });
  const job = await client(t.url, apiKey).post('/v1/jobs', { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' });
  expect(job.status).toBe(202);
  return { apiKey, jobId: job.body.job_id };
}

describe('subscription limits under bursts', () => {
  it('5 connections x 12 subscribes at once: 10 accepted on each, 50 for the key', async () => {
    const { apiKey, jobId } = await keyWithJob();
    const conns = await Promise.all(Array.from({ length: 5 }, () => connect(apiKey)));
    try {
      const results = await Promise.all(conns.map((ws) => burst(ws, 12, jobId)));
      expect(results.map(count)).toEqual([10, 10, 10, 10, 10]);
    } finally {
      for (const ws of conns) ws.close();
    }
  });

  it('60 connections x 11 subscribes at once: exactly 50 for the key, at most 10 on one connection; freed when they close', async () => {
    const { apiKey, jobId } = await keyWithJob();
    const conns = await Promise.all(Array.from({ length: 60 }, () => connect(apiKey)));
    try {
      const results = await Promise.all(conns.map((ws) => burst(ws, 11, jobId)));
      expect(results.reduce((n, r) => n + count(r), 0)).toBe(50);
      expect(Math.max(...results.map(count))).toBeLessThanOrEqual(10);
    } finally {
      for (const ws of conns) ws.close();
    }
    // Closed connections give their subscriptions back: a new burst gets the whole allowance again.
    await expect
      .poll(async () => {
        const ws = await connect(apiKey);
        const n = count(await burst(ws, 10, jobId));
        ws.close();
        return n;
      })
      .toBe(10);
  });

  it('a subscription completed by the client frees its slot at once on that connection', async () => {
    const { apiKey, jobId } = await keyWithJob();
    const ws = await connect(apiKey);
    try {
      const first = await burst(ws, 11, jobId);
      expect(count(first)).toBe(10);
      ws.send(JSON.stringify({ id: `s${first.indexOf('accepted')}`, type: 'complete' }));
      // the complete is read before the next subscribe (one connection's messages are read in order)
      const again = await burst(ws, 1, jobId, 'again');
      expect(again).toEqual(['accepted']);
    } finally {
      ws.close();
    }
  });
});
