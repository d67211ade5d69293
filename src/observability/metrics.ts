// The service's Prometheus metrics (prom-client; text exposition format 0.0.4 on /metrics). One
// registry per running service instance (tests run several in one process). Label keys are written in
// sorted order, whatever order a caller gives them in, so a series always prints the same way.
import * as prom from 'prom-client';

type Labels = Record<string, string>;

function sorted(labels: Labels): Labels {
  const keys = Object.keys(labels);
  if (keys.length < 2) return labels;
  let inOrder = true;
  for (let i = 1; i < keys.length && inOrder; i++) inOrder = (keys[i - 1] as string) < (keys[i] as string);
  if (inOrder) return labels; // already sorted (e.g. a caller's reused label object): nothing to copy
  const out: Labels = {};
  for (const k of keys.sort()) out[k] = labels[k] as string;
  return out;
}

export class Counter {
  constructor(private readonly metric: prom.Counter) {}
  inc(labels: Labels = {}, by = 1): void {
    this.metric.inc(sorted(labels), by);
  }
}

export class Histogram {
  constructor(private readonly metric: prom.Histogram) {}
  observe(labels: Labels, value: number): void {
    this.metric.observe(sorted(labels), value);
  }
}

type Rows = Array<[Labels, number]>;

/** A gauge whose values are read fresh at every scrape from the function given to `collect`. */
export class Gauge {
  private source: (() => Promise<Rows>) | null = null;
  readonly metric: prom.Gauge;
  constructor(registry: prom.Registry, name: string, help: string, labelNames: readonly string[]) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- prom-client calls `collect` with the gauge as `this`
    const self = this;
    this.metric = new prom.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        if (!self.source) return;
        let rows: Rows;
        try {
          rows = await self.source();
        } catch {
          return; // a failed read keeps the last values; the scrape itself never fails
        }
        this.reset();
        for (const [l, v] of rows) this.set(sorted(l), v);
      },
    });
  }
  collect(fn: () => Promise<Rows>): void {
    this.source = fn;
  }
}

const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export class Registry {
  readonly prom = new prom.Registry();
  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return new Counter(new prom.Counter({ name, help, labelNames, registers: [this.prom] }));
  }
  gauge(name: string, help: string, labelNames: readonly string[] = []): Gauge {
    return new Gauge(this.prom, name, help, labelNames);
  }
  histogram(name: string, help: string, labelNames: readonly string[] = [], buckets: number[] = DEFAULT_BUCKETS): Histogram {
    return new Histogram(new prom.Histogram({ name, help, labelNames, buckets, registers: [this.prom] }));
  }
  render(): Promise<string> {
    return this.prom.metrics();
  }
}

/**
 * V8 heap and RSS of this process, read at every scrape. Only when node runs with --expose-gc (a debugging
 * flag; never in `npm start`) a scrape collects garbage first, so heap_used is the live heap (tests).
 */
function processMemoryGauge(registry: Registry): Gauge {
  const g = registry.gauge('tp_process_memory_bytes', 'Memory of this process: heap_used, heap_total and rss (bytes).', ['kind']);
  g.collect(async () => {
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
  const registry = new Registry();
  return {
    registry,
    httpRequests: registry.counter('tp_http_requests_total', 'HTTP requests by route kind and status.', ['route', 'status']),
    httpDuration: registry.histogram('tp_http_request_duration_seconds', 'HTTP request duration.', ['route']),
    jobsByStatus: registry.gauge('tp_jobs', 'Jobs by status and stage (read from the database at scrape).', ['stage', 'status']),
    queueDepth: registry.gauge('tp_queue_depth', 'Queued pipeline and webhook work by queue.', ['queue', 'state']),
    stageDuration: registry.histogram('tp_stage_duration_seconds', 'Pipeline stage run time by stage.', ['stage']),
    stageRuns: registry.counter('tp_stage_runs_total', 'Pipeline stage runs by stage and outcome.', ['outcome', 'stage']),
    sourceCalls: registry.counter('tp_source_calls_total', 'Data-source calls by operation and outcome.', ['op', 'outcome']),
    vendorCalls: registry.counter(
      'tp_source_vendor_calls_total',
      'Paid data-source (vendor) HTTP calls by source, endpoint and status (cache hits not included).',
      ['endpoint', 'source', 'status'],
    ),
    vendorCredits: registry.counter('tp_source_vendor_credits_total', 'Vendor credits consumed by data-source calls, by source.', ['source']),
    sourceCacheHits: registry.counter('tp_source_cache_total', 'Data-source cache lookups by source, kind and result (hit or miss).', [
      'kind',
      'result',
      'source',
    ]),
    matcherCalls: registry.counter('tp_matcher_calls_total', 'Matcher batches by matcher and outcome.', ['matcher', 'outcome']),
    matcherTokens: registry.counter('tp_matcher_tokens_total', 'LLM tokens used by the matcher.', ['matcher']),
    webhookAttempts: registry.counter('tp_webhook_attempts_total', 'Webhook delivery attempts by outcome.', ['outcome']),
    processMemory: processMemoryGauge(registry),
    graphqlAnswers: registry.counter(
      'tp_graphql_http_answers_total',
      'POST /graphql requests by how they were answered: replayed (a done poll answered again), executed (the query run without the fetch adaptation) or yoga (graphql-yoga).',
      ['path'],
    ),
    graphqlCacheBytes: registry.gauge('tp_graphql_cache_bytes', 'Estimated bytes held by each GraphQL cache (bounded; README "Limits and protections").', [
      'cache',
    ]),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
