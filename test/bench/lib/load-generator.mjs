// The load generator: autocannon in a process of its own, driven by the bench process over IPC (see
// `load` in load.ts). Its own small heap keeps the bench process's garbage collections (datasets, results,
// database clients) out of the latencies it measures. One run at a time: { id, opts } in, { id, result } or
// { id, error } out. Exits when the bench process goes.
//
// Latency percentiles are computed here from every response but each connection's first: that one also
// waits for its connection to be opened, and a run opens all its connections at once (64 connects in the
// same millisecond, measured at 30–110 ms for the bare server and the service alike), which at 64
// connections and 2-second rounds is 0.2 % of the requests — all of p99.9. The first responses are reported
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
    let steady = new Float64Array(1 << 16);
    let n = 0;
    const first = [];
    const slow = [];
    run.on('response', (client, status, bytes, ms) => {
      const nth = (seen.get(client) ?? 0) + 1;
      seen.set(client, nth);
      if (nth === 1) first.push(ms);
      else {
        if (n === steady.length) {
          const grown = new Float64Array(steady.length * 2);
          grown.set(steady);
          steady = grown;
        }
        steady[n++] = ms;
      }
      if (slowLog && ms > 30) slow.push({ url: opts.url, at: Math.round(performance.now() - t0), ms: Math.round(ms), nth });
    });
    const r = await run;
    if (slowLog) appendFileSync(slowLog, slow.map((x) => JSON.stringify(x) + '\n').join(''));
    const sorted = steady.subarray(0, n).sort();
    first.sort((a, b) => a - b);
    process.send({
      id,
      result: {
        rps: r.requests.average,
        p50: round1(quantile(sorted, 0.5)),
        p99: round1(quantile(sorted, 0.99)),
        p999: round1(quantile(sorted, 0.999)),
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
