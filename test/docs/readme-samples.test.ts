// README.md's table of bundled sample companies says what each one does; this runs every company of the
// table on a fresh service (a pro account, as a new integrator's) and checks it, following each job over
// jobProgress (every state change, none missed). A company added to the table without a line here fails.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

type Expected = { final: string; delayed?: boolean; retry?: boolean };
/** What README.md's table says, on a pro account. */
const EXPECTED: Record<string, Expected> = {
  'acme-analytics': { final: 'DONE', delayed: false },
  'tiny-seed': { final: 'DONE' },
  'solo-ventures': { final: 'DONE' },
  'brightwave-software': { final: 'DONE' },
  'nordlicht-solutions': { final: 'DONE' },
  'quantia-labs': { final: 'DONE' },
  'datapine-systems': { final: 'DONE' },
  'fjord-analytics': { final: 'TOO_LARGE' },
  'kestrel-consulting': { final: 'TOO_LARGE' },
  globex: { final: 'TOO_LARGE' },
  'empty-shell': { final: 'NO_EMPLOYEES' },
  'ghost-works': { final: 'NO_PEOPLE_FOUND' },
  'slow-motion-labs': { final: 'DONE' },
  'flaky-networks': { final: 'DONE', delayed: true },
  'lost-signal': { final: 'DONE', delayed: true },
  'hiccup-health': { final: 'DONE', delayed: false },
  'broken-pipe-media': { final: 'FAILED', retry: true },
  'no-such-company': { final: 'NOT_FOUND' },
};

function readmeSlugs(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('**Bundled sample companies**'), readme.indexOf('Every account has the persona'));
  return [...new Set([...table.matchAll(/^\s*\| (.+?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!)))].filter(
    (slug) => slug !== 'slug',
  );
}

it("every bundled sample company of README's table does what the table says", async () => {
  expect(readmeSlugs().sort()).toEqual(Object.keys(EXPECTED).sort());
  const { apiKey } = await t.account({ tier: 'pro', credits: 40 });
  const api = client(t.url, apiKey);
  const ws = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { apiKey } });
  /** Every (status, processing state) the job goes through, until it ends. */
  const follow = (jobId: string) =>
    new Promise<string[]>((resolve, reject) => {
      const seen: string[] = [];
      ws.subscribe(
        { query: 'subscription($id: ID!) { jobProgress(jobId: $id) { job { status processingState } } }', variables: { id: jobId } },
        {
          next: (p) => {
            const job = (p.data as { jobProgress: { job: { status: string; processingState: string | null } } }).jobProgress.job;
            seen.push(`${job.status}/${job.processingState}`);
          },
          error: reject,
          complete: () => resolve(seen),
        },
      );
    });
  try {
    for (const [slug, expected] of Object.entries(EXPECTED)) {
      const submitted = await api.post('/v1/jobs', { input: slug, operation: 'target_people', persona: 'owners-founders' });
      expect(submitted.status, `${slug}: ${submitted.text}`).toBeLessThan(300);
      let seen = await follow(submitted.body.job_id);
      if (expected.retry) {
        expect(seen.at(-1), slug).toBe(`${expected.final}/null`);
        expect((await api.post(`/v1/jobs/${submitted.body.job_id}/retry`)).status).toBe(202);
        seen = await follow(submitted.body.job_id);
        expect(seen.at(-1), `${slug} after retry`).toBe('DONE/null');
        continue;
      }
      expect({ slug, final: seen.at(-1) }).toEqual({ slug, final: `${expected.final}/null` });
      if (expected.delayed !== undefined) expect({ slug, delayed: seen.includes('PROCESSING/DELAYED') }).toEqual({ slug, delayed: expected.delayed });
    }
  } finally {
    await ws.dispose();
  }
}, 240_000);
