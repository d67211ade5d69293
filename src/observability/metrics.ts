// The service's Prometheus metrics (prom-client's own Counter, Histogram and Gauge; text exposition format
// 0.0.4 on /metrics). One registry per running service instance (tests run several in one process).
// prom-client prints labels in the order a call gives them: callers give them in alphabetical order, and
// the gauges' rows are sorted here, so a series always prints the same way.
import * as prom from 'prom-client';

type Rows = Array<[Record<string, string>, number]>;

/** prom-client's Gauge, its values read fresh at every scrape from the function given to `collectFrom`. */
export class Gauge extends prom.Gauge {
  private source: (() => Promise<Rows>) | null = null;
  collectFrom(fn: () => Promise<Rows>): void {
    this.source = fn;
  }
  override async get() {
    // a failed read keeps the last values; the scrape itself never fails
    const rows = await this.source?.().catch(() => null);
    if (rows) {
      this.reset();
      for (const [labels, v] of rows) this.set(Object.fromEntries(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1))), v);
    }
    return super.get();
  }
}

const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The metric makers of one registry. */
export function metricsOf(registry: prom.Registry) {
  return {
    counter: (name: string, help: string, labelNames: readonly string[] = []) => new prom.Counter({ name, help, labelNames, registers: [registry] }),
    histogram: (name: string, help: string, labelNames: readonly string[] = [], buckets = DEFAULT_BUCKETS) =>
      new prom.Histogram({ name, help, labelNames, buckets, registers: [registry] }),
    gauge: (name: string, help: string, labelNames: readonly string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] }),
  };
}

/**
 * V8 heap and RSS of this process, read at every scrape. Only when node runs with --expose-gc (a debugging
 * flag; never in `npm start`) a scrape collects garbage first, so heap_used is the live heap (tests).
 */
function processMemoryGauge(make: ReturnType<typeof metricsOf>): Gauge {
  const g = make.gauge('tp_process_memory_bytes', 'Memory of this process: heap_used, heap_total and rss (bytes).', ['kind']);
  g.collectFrom(async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (typeof gc === 'function') gc();
    const m = process.memoryUsage();
    return [
      [{ kind: 'heap_used' }, m.heapUsed],
      [{ kind: 'heap_total' }, m.heapTotal],
      [{ kind: 'rss' }, m.rss],
    ];
  });
  return g;
}

/** The service's metrics. One registry per running service instance. */
export function createMetrics() {
  const registry = new prom.Registry();
  const make = metricsOf(registry);
  return {
    registry,
    httpRequests: make.counter('tp_http_requests_total', 'HTTP requests by route kind and status.', ['route', 'status']),
    httpDuration: make.histogram('tp_http_request_duration_seconds', 'HTTP request duration.', ['route']),
    jobsByStatus: make.gauge('tp_jobs', 'Jobs by status and stage (read from the database at scrape).', ['stage', 'status']),
    queueDepth: make.gauge('tp_queue_depth', 'Queued pipeline and webhook work by queue.', ['queue', 'state']),
    stageDuration: make.histogram('tp_stage_duration_seconds', 'Pipeline stage run time by stage.', ['stage']),
    stageRuns: make.counter('tp_stage_runs_total', 'Pipeline stage runs by stage and outcome.', ['outcome', 'stage']),
    sourceCalls: make.counter('tp_source_calls_total', 'Data-source calls by operation and outcome.', ['op', 'outcome']),
    vendorCalls: make.counter(
      'tp_source_vendor_calls_total',
      'Paid data-source (vendor) HTTP calls by source, endpoint and status (cache hits not included).',
      ['endpoint', 'source', 'status'],
    ),
    vendorCredits: make.counter(
      'tp_source_vendor_credits_total',
      "Vendor credits consumed by data-source calls, by source and the vendor's credit pool (company, person).",
      ['pool', 'source'],
    ),
    sourceCacheHits: make.counter('tp_source_cache_total', 'Data-source cache lookups by source, kind and result (hit or miss).', ['kind', 'result', 'source']),
    matcherCalls: make.counter('tp_matcher_calls_total', 'Matcher batches by matcher and outcome.', ['matcher', 'outcome']),
    matcherTokens: make.counter('tp_matcher_tokens_total', 'LLM tokens used by the matcher.', ['matcher']),
    webhookAttempts: make.counter('tp_webhook_attempts_total', 'Webhook delivery attempts by outcome.', ['outcome']),
    processMemory: processMemoryGauge(make),
    jobCacheBytes: make.gauge('tp_job_cache_bytes', 'Estimated bytes of finished jobs kept in memory (bounded by JOB_CACHE_BYTES).'),
    graphqlCacheBytes: make.gauge('tp_graphql_cache_bytes', 'Estimated bytes held by each GraphQL cache (bounded; README "Limits and protections").', [
      'cache',
    ]),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
