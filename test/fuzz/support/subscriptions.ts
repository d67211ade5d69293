// Subscribes over a raw graphql-transport-ws connection, sent in bursts (without waiting for any answer),
// for the subscription-limit tests and the fuzz tests.
import WebSocket from 'ws';

/** A graphql-transport-ws connection to `baseUrl`/graphql, acknowledged. */
export async function connect(baseUrl: string, apiKey: string): Promise<WebSocket> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ type: 'connection_init', payload: { apiKey } }));
  await new Promise<void>((resolve) => ws.once('message', () => resolve()));
  return ws;
}

export type Outcome = 'accepted' | 'refused';

/**
 * Sends `n` jobProgress subscribes at once (ids `${prefix}0`…); resolves with each one's first answer, in
 * that order: a SNAPSHOT (accepted) or subscription_limit (refused). Any other answer rejects.
 */
export function burst(ws: WebSocket, n: number, jobId: string, prefix = 's'): Promise<Outcome[]> {
  return new Promise((resolve, reject) => {
    const outcomes = new Map<string, Outcome>();
    const onMessage = (data: WebSocket.RawData) => {
      const m = JSON.parse(String(data)) as { id?: string; type: string; payload?: any };
      if (!m.id?.startsWith(prefix) || outcomes.has(m.id)) return;
      if (m.type === 'next' && m.payload?.data?.jobProgress?.change === 'SNAPSHOT') outcomes.set(m.id, 'accepted');
      else if (m.type === 'error' && m.payload?.[0]?.extensions?.code === 'SUBSCRIPTION_LIMIT') outcomes.set(m.id, 'refused');
      else reject(new Error(`unexpected answer ${String(data)}`));
      if (outcomes.size === n) {
        ws.off('message', onMessage);
        resolve(Array.from({ length: n }, (_, i) => outcomes.get(`${prefix}${i}`) as Outcome));
      }
    };
    ws.on('message', onMessage);
    const query = 'subscription($j: ID!) { jobProgress(jobId: $j) { change } }';
    for (let i = 0; i < n; i++) ws.send(JSON.stringify({ id: `${prefix}${i}`, type: 'subscribe', payload: { query, variables: { j: jobId } } }));
  });
}

export const accepted = (outcomes: Outcome[]) => outcomes.filter((o) => o === 'accepted').length;
