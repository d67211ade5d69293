// A/B of the small polls between checkouts: one service per checkout (its own `npm start` flags), all on one
// database, the done job of `bench-small` polled by autocannon on each service in turns (rounds of a few
// seconds, the order reversed every other round), the CPU per request of each from /proc (idle use
// subtracted). Printed per case: each service's median and rounds, and the median over rounds of B / A (the
// second checkout against the first). On a shared machine runs of the same code differ by ±10 %: polling the
// services in turns, round by round, is what makes two builds comparable there (docs/benchmarks.md).
//
//   npx tsx test/bench/ab.ts <rounds> <checkout A> <checkout B> [more checkouts]
//   AB_CASES=rest,graphql,rest-processing,graphql-processing,rest-distinct  AB_CONNECTIONS=8,64  AB_SECONDS=2
//   AB_NODE_ARGS='--perf-basic-prof'. `-processing`: a copy of the done job's row with status processing, as the
//   smallpoll bench makes it; `rest-distinct`: 64 such copies polled in turn (concurrent polls of different jobs).
//   The job is run to done by a service of its own (ROLE=all, the first checkout's, not measured): every measured
//   service is ROLE=api, so none carries the pipeline's heap and timers (the first one used to, and was the dearest).
//   AB_SERVE=1: start the services, print their urls, pids, the job id and the key, and wait for Ctrl-C
//   (to profile one of them with perf or strace while loading it by hand).
// Each checkout needs its node_modules and src/generated (a git worktree: symlinks to the main checkout's).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchPostgres } from './lib/postgres.js';
import { generateBenchDataset } from './lib/dataset.js';
import { makeAccounts, runJobToDone, withDb } from './lib/context.js';
import { load, percentiles, stopLoadGenerator } from './lib/load.js';
import { idleCpuMsPerSecond } from './lib/cpu.js';
import { sleep } from './lib/stats.js';
import { SMALL_JOB_QUERY } from './scenarios/small-polling.js';
import { freePort } from '../../src/db/embedded.js';
import { newJobId } from '../../src/domain/jobs/ids.js';

const [roundsArg, ...checkouts] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!(rounds > 0) || checkouts.length === 0) throw new Error('usage: tsx test/bench/ab.ts <rounds> <checkout A> [checkout B …]');
const log = (m: string) => process.stderr.write(`[ab] ${m}\n`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tp-ab-'));

/** A checkout's service, started as its `npm start` starts it. */
async function startService(dir: string, env: Record<string, string>) {
  const start = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const flags = start
    .replace(/^node\s+/, '')
    .replace(/\s*src\/main\.ts$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const extra = (process.env.AB_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const port = await freePort();
  const out = openSync(path.join(tmp, `service-${port}.log`), 'a');
  const child = spawn(process.execPath, [...flags, ...extra, 'src/main.ts'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DEMO_ACCOUNT: 'false',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; await sleep(100)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${dir}: the service did not become ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => (void r.body?.cancel(), r.status === 200),
      () => false,
    );
    if (ready) break;
  }
  return { dir, url, pid: child.pid!, child };
}

const pg = await startBenchPostgres(log);
const db = await pg.createDatabase('ab');
const dataset = await generateBenchDataset(path.join(tmp, 'dataset'), { largeSize: 100, hugeSize: 100, largeLatencyMs: 0 });
const env = { DATABASE_URL: db.url, NETWORK_DATASET: dataset.dir };
const pipeline = await startService(path.resolve(checkouts[0]!), env);
const services = [];
for (const dir of checkouts) services.push(await startService(path.resolve(dir), { ...env, ROLE: 'api' }));
try {
  const [account] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 20 }]);
  const apiKey = account!.apiKey;
  const { jobId } = await runJobToDone(pipeline.url, apiKey, dataset.small.slug, 60_000);
  const ids = Array.from({ length: 65 }, () => newJobId());
  const [processingId, distinctIds] = [ids[0]!, ids.slice(1)];
  await withDb(db.url, (d) =>
    d.pool.query(
      `INSERT INTO jobs SELECT (jsonb_populate_record(NULL::jobs, to_jsonb(j) || jsonb_build_object('id', n.id, 'status', 'processing',
         'processing_state', 'active', 'stage', 'enrich_profiles', 'result', NULL, 'finished_at', NULL, 'target_people_count', 0,
         'credits_charged', 0, 'updated_at', now() + interval '1 day'))).* FROM jobs j, unnest($2::text[]) AS n(id) WHERE j.id = $1`,
      [jobId, ids],
    ),
  );
  const headers = { 'x-api-key': apiKey };
  const gqlHeaders = { ...headers, 'content-type': 'application/json', accept: 'application/json' };
  const gqlBody = (id: string) => JSON.stringify({ query: SMALL_JOB_QUERY, variables: { id } });
  for (const s of services) {
    for (const id of [jobId, processingId]) {
      const rest = await (await fetch(`${s.url}/v1/jobs/${id}`, { headers })).text();
      const gql = await (await fetch(`${s.url}/graphql`, { method: 'POST', headers: gqlHeaders, body: gqlBody(id) })).text();
      log(`${s.dir}: pid ${s.pid} ${s.url}, job ${id}: REST ${rest.length} bytes, GraphQL ${gql.length} bytes`);
    }
  }
  const idle = new Map<number, number>();
  for (const s of services) idle.set(s.pid, await idleCpuMsPerSecond([s.pid], 3000));
  if (process.env.AB_SERVE) {
    console.log(JSON.stringify({ jobId, processingId, apiKey, services: services.map(({ dir, url, pid }) => ({ dir, url, pid })) }));
    await new Promise((resolve) => process.once('SIGINT', resolve));
  } else {
    const seconds = Number(process.env.AB_SECONDS ?? 2);
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
    const request = (kind: string, url: string, connections: number) => {
      const id = kind.endsWith('-processing') ? processingId : jobId;
      if (kind === 'rest-distinct')
        return { url: `${url}/v1/jobs/${processingId}`, paths: distinctIds.map((d) => `/v1/jobs/${d}`), connections, seconds, headers };
      return kind.startsWith('rest')
        ? { url: `${url}/v1/jobs/${id}`, connections, seconds, headers }
        : { url: `${url}/graphql`, connections, seconds, method: 'POST' as const, headers: gqlHeaders, body: gqlBody(id) };
    };
    for (const kind of (process.env.AB_CASES ?? 'rest,graphql').split(','))
      for (const connections of (process.env.AB_CONNECTIONS ?? '8,64').split(',').map(Number)) {
        for (const s of services) await load(request(kind, s.url, connections)); // warm-up
        const cpu = services.map(() => [] as number[]);
        const latencies = services.map(() => [] as Array<[number, number]>);
        for (let r = 0; r < rounds; r++)
          for (const i of r % 2 ? [...services.keys()].reverse() : services.keys()) {
            const s = services[i]!;
            const x = await load({ ...request(kind, s.url, connections), cpu: { pid: s.pid, idleMsPerSecond: idle.get(s.pid) } });
            if (x.non2xx || x.errors) throw new Error(`${s.dir}: ${x.non2xx} non-2xx answers, ${x.errors} errors`);
            cpu[i]!.push(x.cpuUsPerRequest!);
            latencies[i]!.push(...x.latencies);
          }
        const each = services.map(
          (s, i) =>
            `${path.basename(s.dir)} ${median(cpu[i]!).toFixed(1)} µs [${cpu[i]!.map((v) => v.toFixed(0)).join(' ')}] p99 ${percentiles(latencies[i]!).p99.toFixed(1)} ms`,
        );
        const ratio = cpu[1] ? ` | B/A ${median(cpu[0]!.map((a, k) => cpu[1]![k]! / a)).toFixed(3)}` : '';
        console.log(`${kind} @${connections}: ${each.join(' | ')}${ratio} (load ${os.loadavg()[0]!.toFixed(1)})`);
      }
  }
} finally {
  for (const s of [pipeline, ...services]) s.child.kill('SIGTERM');
  await sleep(1500);
  stopLoadGenerator();
  await db.drop();
  await pg.stop();
  rmSync(tmp, { recursive: true, force: true });
}
