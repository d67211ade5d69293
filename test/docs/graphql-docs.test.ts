// docs/graphql.md: every ```graphql example runs against the server, in order, on a fresh account, with
// the ```json block that follows it as variables (JOB_ID / JOB_GLOBAL_ID stand for the ids the submitJob
// example returned). Queries and mutations over HTTP, subscriptions over graphql-ws.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { client, startTestService, type TestService } from '../support/service.js';

interface Example {
  query: string;
  variables?: Record<string, unknown>;
}

function examples(markdown: string): Example[] {
  const blocks = [...markdown.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, text: m[2]! }));
  const out: Example[] = [];
  blocks.forEach((b, i) => {
    if (b.lang !== 'graphql') return;
    const next = blocks[i + 1];
    out.push({ query: b.text, ...(next?.lang === 'json' ? { variables: JSON.parse(next.text) as Record<string, unknown> } : {}) });
  });
  return out;
}

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

describe('docs/graphql.md', () => {
  it('runs every example as documented', async () => {
    const all = examples(readFileSync(new URL('../../docs/graphql.md', import.meta.url), 'utf8'));
    expect(all.length).toBeGreaterThanOrEqual(10);
    const { apiKey } = await t.account({ tier: 'pro', credits: 5 });
    const api = client(t.url, apiKey);
    const ids: Record<string, string> = {};
    const bind = (v: unknown): unknown =>
      typeof v === 'string' ? (ids[v] ?? v) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bind(x)])) : v;

    for (const ex of all) {
      const variables = bind(ex.variables ?? {}) as Record<string, unknown>;
      const name = /^\s*\w+\s+(\w+)/.exec(ex.query)?.[1] ?? '?';
      if (/^\s*subscription\b/.test(ex.query)) {
        const ws = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey } });
        const payloads: Array<{ data?: unknown; errors?: unknown }> = [];
        await new Promise<void>((resolve, reject) => {
          ws.subscribe({ query: ex.query, variables }, { next: (p) => void payloads.push(p), error: reject, complete: resolve });
        });
        await ws.dispose();
        expect(payloads.length, name).toBeGreaterThan(0);
        for (const p of payloads) expect(p.errors, name).toBeUndefined();
        continue;
      }
      const r = await api.gql(ex.query, variables);
      if (name === 'Missing') {
        expect(r.body.errors[0].extensions.code).toBe('JOB_NOT_FOUND');
        continue;
      }
      expect(r.body.errors, `${name}: ${r.text}`).toBeUndefined();
      if (name === 'Submit') {
        ids.JOB_ID = r.body.data.submitJob.job.jobId;
        ids.JOB_GLOBAL_ID = r.body.data.submitJob.job.id;
      }
    }
    expect(Object.keys(ids)).toEqual(['JOB_ID', 'JOB_GLOBAL_ID']);
  });
});
