// Issue 9 §1: a key with 0 credits cannot exhaust the heap through GraphQL. The service runs as a child
// process exactly like `npm start` (same --max-old-space-size, API and workers in one process); a
// 0-credit key sends thousands of distinct maximal queries (as many aliases and as much selection as the
// limits allow) on its real done job and on missing ids, some repeated (cache hits).
// Asserted: the process stays alive, every GraphQL cache stays within its byte bound, and its live V8 heap
// (reported by GET /metrics; the child runs with --expose-gc so a scrape collects garbage first) stays
// under HEAP_BOUND. Before the fix, the process died of "Reached heap limit" after ~72 such requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema/index.js';
import { freePort } from '../../src/db/embedded.js';
import { openDatabase } from '../../src/db/client.js';
import { createAccount } from '../../src/domain/accounts/accounts.js';
import { freshDatabase } from '../support/db.js';
import { client } from '../support/service.js';
import { CO, jobBody, waitForJob } from '../jobs/helpers.js';
import { fullSelection } from './maximal-queries.js';

/**
 * The stated bound of the live heap: half of npm start's 512 MiB cap (the service at rest ~120 MiB, the
 * caches' default bounds 64 MiB, plus work in flight).
 */
const HEAP_BOUND = 256 * 1024 * 1024;
const CACHE_BOUNDS: Record<string, number> = { documents: 16 * 2 ** 20 };
/** JOB_CACHE_BYTES's default. */
const JOB_CACHE_BOUND = 32 * 2 ** 20;
/**
 * Enough to fill the document cache many times over (a maximal query costs ≈ 0.3–1.6 MB of its 16 MiB
 * bound, so it is full after a few dozen; asserted below) and 7 × the ~72 requests that exhausted the
 * heap before the fix. It was 2,000: the suite's costliest file (≈ 80 s of CPU) for no more proof.
 */
const DISTINCT_QUERIES = 500;
const root = new URL('../..', import.meta.url).pathname;
const npmStartHeap = /--max-old-space-size=(\d+)/.exec(JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts.start)![1]!;

let child: ChildProcess;
let url: string;
let drop: () => Promise<void>;
let databaseUrl: string;
let stderr = '';

beforeAll(async () => {
  const db = await freshDatabase();
  drop = db.drop;
  databaseUrl = db.url;
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [`--max-old-space-size=${npmStartHeap}`, '--expose-gc', '--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'error', DEMO_ACCOUNT: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`service did not start: ${stderr}`);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => {
      child.once('exit', r);
      setTimeout(r, 10_000);
    });
  }
  await drop?.();
});

/** The largest size the document cache was seen at. */
let documentsPeak = 0;

async function heapUsed(): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  documentsPeak = Math.max(documentsPeak, Number(/^tp_graphql_cache_bytes\{cache="documents"\} (\d+)/m.exec(text)?.[1] ?? 0));
  const m = /^tp_process_memory_bytes\{kind="heap_used"\} (\d+)/m.exec(text);
  if (!m) throw new Error('no heap gauge in /metrics');
  for (const [, cache, bytes] of text.matchAll(/^tp_graphql_cache_bytes\{cache="(\w+)"\} (\d+)/gm)) {
    expect(Number(bytes), cache).toBeLessThanOrEqual(CACHE_BOUNDS[cache!]!);
  }
  const jobs = /^tp_job_cache_bytes (\d+)/m.exec(text);
  expect(jobs, 'tp_job_cache_bytes').not.toBeNull();
  expect(Number(jobs![1])).toBeLessThanOrEqual(JOB_CACHE_BOUND);
  return Number(m[1]);
}

describe('GraphQL cannot exhaust the heap', () => {
  it(`stays alive and under ${HEAP_BOUND / 2 ** 20} MiB of heap through ${DISTINCT_QUERIES} distinct maximal queries of a 0-credit key`, async () => {
    // A key whose one credit went to a done job: 0 credits left, one real job.
    const db = openDatabase(databaseUrl, 1);
    const { apiKey } = await createAccount(db.prisma, { name: 'Zero credits', tier: 'free', credits: 1, concurrencyLimit: null });
    await db.close();
    const api = client(url, apiKey);
    const submitted = await api.post('/v1/jobs', jobBody(CO.healthy));
    expect(submitted.status).toBe(202);
    const jobId = submitted.body.job_id as string;
    expect((await waitForJob(api, jobId, undefined, 60_000)).status).toBe('done');
    expect((await api.get('/v1/account')).body.credits_balance).toBe(0);

    const selection = fullSelection(schema.getType('Job')!, 8);
    const queryOf = (name: string, aliases: number) => {
      const roots = Array.from({ length: aliases }, (_, j) => `${name}_${j}: job(id: "${j === 0 ? jobId : randomUUID()}") ${selection}`);
      return `query ${name} { ${roots.join(' ')} }`;
    };
    const tooComplex = (body: { errors?: Array<{ extensions?: { code?: string } }> }) =>
      body.errors?.some((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX') ?? false;
    // As many full Job selections as the service's default limits (aliases, cost, tokens) take in one
    // operation, asked of the service itself: the queries stay maximal as the Job type grows (a fixed
    // count went over the cost limit when the job's persona gained its criteria, and every query was refused).
    let aliases = 0;
    for (let n = 12; n > 0 && !aliases; n--) if (!tooComplex((await api.gql(queryOf(`Probe${n}`, n))).body)) aliases = n;
    expect(aliases, 'one full Job selection is over the default limits').toBeGreaterThan(0);
    const queryNo = (i: number) => queryOf(`Q${i}`, aliases);
    const peaks: number[] = [];
    let next = 0;
    let refused = 0;
    const worker = async () => {
      while (next < DISTINCT_QUERIES) {
        const i = next++;
        const q = queryNo(i);
        const times = i % 10 === 0 ? 3 : 1; // every tenth text is repeated (served from the caches)
        for (let k = 0; k < times; k++) {
          const r = await api.gql(q);
          expect(r.status).toBeLessThan(500);
          if (tooComplex(r.body)) refused++;
        }
        if (i % 50 === 0) peaks.push(await heapUsed());
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    peaks.push(await heapUsed());

    expect(refused).toBe(0); // the queries were maximal, not refused: the limits held them in bounds
    // The document cache was filled (so its evictions were exercised), not left half empty by too few queries.
    expect(documentsPeak).toBeGreaterThan(CACHE_BOUNDS.documents! / 2);
    expect(child.exitCode).toBeNull();
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(Math.max(...peaks), `heap samples (MiB): ${peaks.map((p) => Math.round(p / 2 ** 20)).join(', ')}`).toBeLessThan(HEAP_BOUND);
  }, 1_200_000);
});
