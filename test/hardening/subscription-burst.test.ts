// Issue 25 item 2: the subscription limits (10 per connection, 50 per API key) are exact under any
// interleaving. Before, subscribes still being set up were counted as open: a connection sending 12 at once
// got all 12 refused (5 connections x 12 → 4 accepted; 60 x 11 → 0). Each burst here is sent without
// waiting for any answer, and every subscribe is answered: a SNAPSHOT (accepted) or subscription_limit.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

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

/** A graphql-transport-ws connection, acknowledged. */
async function connect(apiKey: string): Promise<WebSocket> {
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { apiKey } }));
  await new Promise<void>((resolve) => ws.once('message', () => resolve()));
  return ws;
}

type Outcome = 'accepted' | 'refused';

/** Sends `n` jobProgress subscribes at once; resolves with each one's first answer. */
function burst(ws: WebSocket, n: number, jobId: string): Promise<Outcome[]> {
  return new Promise((resolve, reject) => {
    const outcomes = new Map<string, Outcome>();
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { id?: string; type: string; payload?: any };
      if (!m.id || outcomes.has(m.id)) return;
      if (m.type === 'next' && m.payload?.data?.jobProgress?.change === 'SNAPSHOT') outcomes.set(m.id, 'accepted');
      else if (m.type === 'error' && m.payload?.[0]?.extensions?.code === 'subscription_limit') outcomes.set(m.id, 'refused');
      else reject(new Error(`unexpected answer ${String(data)}`));
      if (outcomes.size === n) resolve([...outcomes.values()]);
    });
    const query = 'subscription($j: ID!) { jobProgress(jobId: $j) { change } }';
    for (let i = 0; i < n; i++) ws.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query, variables: { j: jobId } } }));
  });
}

const count = (outcomes: Outcome[]) => outcomes.filter((o) => o === 'accepted').length;

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
      expect(count(await burst(ws, 11, jobId))).toBe(10);
      ws.send(JSON.stringify({ id: 's0', type: 'complete' }));
      ws.removeAllListeners('message');
      const again = await new Promise<Outcome[]>((resolve, reject) => {
        // the complete is handled before the next subscribe (one connection's messages are read in order)
        const query = 'subscription($j: ID!) { jobProgress(jobId: $j) { change } }';
        ws.on('message', (data) => {
          const m = JSON.parse(String(data)) as { id?: string; type: string; payload?: any };
          if (m.id !== 'again') return;
          if (m.type === 'next') resolve(['accepted']);
          else if (m.type === 'error') resolve(['refused']);
          else reject(new Error(String(data)));
        });
        ws.send(JSON.stringify({ id: 'again', type: 'subscribe', payload: { query, variables: { j: jobId } } }));
      });
      expect(again).toEqual(['accepted']);
    } finally {
      ws.close();
    }
  });
});
