// The load generator: autocannon in a process of its own, driven by the bench process over IPC (see
// `load` in load.ts). Its own small heap keeps the bench process's garbage collections (datasets, results,
// database clients) out of the latencies it measures. One run at a time: { id, opts } in, { id, result } or
// { id, error } out. Exits when the bench process goes.
//
// Latency percentiles are computed here from every response but each connection's first: that one also
// waits for its connection to be opened, and a run opens all its connections at once (64 connects in the
// same millisecond, measured at 30–110 ms for the bare server and the service alike), which at 64
// connections and 2-second rounds is 0.2 % of the requests — all of p99.9. They are sent as a histogram
// (`latencies`: [0.1 ms bucket, count] pairs, so that runs can be merged); the first responses are reported
// on their own (`firstMax`, `firstP50`), and autocannon's own p99.9 over all responses as `p999All`.
import { appendFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** BENCH_SLOW_REQUESTS=<file>: each response slower than 30 ms, as a JSON line (when, which connection, nth). */
const slowLog = process.env.BENCH_SLOW_REQUESTS;

/** The q-quantile of sorted values (nearest rank). */
function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const round1 = (ms) => Math.round(ms * 10) / 10;

process.on('message', async ({ id, opts }) => {
  try {
    const paths = opts.paths;
    let turn = 0;
    const run = autocannon({
      url: opts.url,
      connections: opts.connections,
      duration: opts.seconds,
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
      timeout: 10,
      ...(paths?.length ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths[turn++ % paths.length] }) }] } : {}),
    });
    const t0 = performance.now();
    const seen = new Map();
    /** Latencies of the answers on open connections, in 0.1 ms buckets: bucket → count. */
    const steady = new Map();
    const first = [];
    const slow = [];
    run.on('response', (client, status, bytes, ms) => {
      const nth = (seen.get(client) ?? 0) + 1;
      seen.set(client, nth);
      if (nth === 1) first.push(ms);
      else {
        const bucket = Math.round(ms * 10);
        steady.set(bucket, (steady.get(bucket) ?? 0) + 1);
      }
      if (slowLog && ms > 30) slow.push({ url: opts.url, at: Math.round(performance.now() - t0), ms: Math.round(ms), nth });
    });
    const r = await run;
    if (slowLog) appendFileSync(slowLog, slow.map((x) => JSON.stringify(x) + '\n').join(''));
    first.sort((a, b) => a - b);
    process.send({
      id,
      result: {
        rps: r.requests.average,
        latencies: [...steady],
        p999All: r.latency.p99_9,
        firstMax: round1(first.at(-1) ?? 0),
        firstP50: round1(quantile(first, 0.5)),
        mean: r.latency.average,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        throughputTotal: r.throughput.total,
      },
    });
  } catch (e) {
    process.send({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
