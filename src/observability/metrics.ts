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

/** Throws what prom-client throws for a label name the metric does not have. */
function checkLabelNames(metric: string, labelNames: readonly string[], labels: Labels): void {
  for (const k of Object.keys(labels)) if (!labelNames.includes(k)) throw new Error(`Added label "${k}" is not included in initial labelset: ${metric}`);
}

/**
 * One label set of a counter, bound once: `inc` adds to a number, handed to prom-client at the next scrape
 * (the request counter runs for every request; prom-client's own `inc` hashes the labels each time, ≈ 1.5 %
 * of a small poll's CPU, issue 13 profile).
 */
export class CounterSeries {
  pending = 0;
  constructor(readonly labels: Labels) {}
  inc(by = 1): void {
    this.pending += by;
  }
}

export class Counter {
  readonly metric: prom.Counter;
  private readonly bound: CounterSeries[] = [];
  constructor(
    registry: prom.Registry,
    readonly name: string,
    help: string,
    private readonly labelNames: readonly string[],
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- prom-client calls `collect` with the counter as `this`
    const self = this;
    this.metric = new prom.Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        self.flush();
      },
    });
  }
  inc(labels: Labels = {}, by = 1): void {
    this.metric.inc(sorted(labels), by);
  }
  /** The series of one label set, for a hot path (see CounterSeries). */
  labelled(labels: Labels): CounterSeries {
    checkLabelNames(this.name, this.labelNames, labels);
    const series = new CounterSeries(sorted(labels));
    this.bound.push(series);
    return series;
  }
  private flush(): void {
    for (const s of this.bound) {
      if (s.pending === 0) continue;
      this.metric.inc(s.labels, s.pending);
      s.pending = 0;
    }
  }
}

/** One label set of a histogram: counts per bucket (not cumulative), sum and count. */
export class HistogramSeries {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;
  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length);
  }
  observe(value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    const b = this.bounds;
    let i = 0;
    while (i < b.length && value > (b[i] as number)) i += 1;
    if (i < b.length) this.counts[i] = (this.counts[i] as number) + 1;
    this.sum += value;
    this.count += 1;
  }
}

/** A value as prom-client's registry renders it (what its own Histogram gives, exemplars aside). */
interface RenderedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Labels;
  value: number;
  metricName: string;
  /** null on buckets, as prom-client without exemplars */
  exemplar?: null;
}

/**
 * A Prometheus histogram kept here and rendered by prom-client's registry: the same text as prom-client's
 * own Histogram (test/observability/metrics.test.ts compares them), but an observation is a few
 * additions on a series bound once, where prom-client's hashes the labels and looks each bucket up by its
 * bound as a property name (≈ 3 % of a small poll's CPU, issue 13 profile). Registered through the
 * registry's `registerMetric`, which renders any metric from `name`, `help`, `type` and its values.
 */
export class Histogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, HistogramSeries>();
  constructor(
    registry: prom.Registry,
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    private readonly bounds: readonly number[],
  ) {
    registry.registerMetric(this as unknown as prom.Metric);
  }
  /** The series of one label set (made at its first use), for a hot path. */
  labelled(labels: Labels): HistogramSeries {
    const key = this.labelNames.map((n) => labels[n] ?? '\u0000').join('\u0001');
    let s = this.series.get(key);
    if (!s) {
      checkLabelNames(this.name, this.labelNames, labels);
      this.series.set(key, (s = new HistogramSeries(sorted(labels), this.bounds)));
    }
    return s;
  }
  observe(labels: Labels, value: number): void {
    this.labelled(labels).observe(value);
  }
  /** What the registry renders: per series its cumulative buckets, +Inf, sum and count. */
  getForPromString(): Promise<{ name: string; help: string; type: string; values: RenderedValue[]; aggregator: string }> {
    const values: RenderedValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const s of this.series.values()) {
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.counts[i] as number;
        values.push({ labels: { le }, sharedLabels: s.labels, value: acc, metricName: bucket, exemplar: null });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucket, exemplar: null });
      values.push({ labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }
  /** The same values with each series' labels merged into the value's (prom-client's `get`, for JSON). */
  async get(): Promise<{ name: string; help: string; type: string; values: RenderedValue[]; aggregator: string }> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ sharedLabels, ...v }) => ({ ...v, labels: { ...v.labels, ...sharedLabels } }));
    return data;
  }
  reset(): void {
    this.series.clear();
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
    return new Counter(this.prom, name, help, labelNames);
  }
  gauge(name: string, help: string, labelNames: readonly string[] = []): Gauge {
    return new Gauge(this.prom, name, help, labelNames);
  }
  histogram(name: string, help: string, labelNames: readonly string[] = [], buckets: number[] = DEFAULT_BUCKETS): Histogram {
    return new Histogram(this.prom, name, help, labelNames, buckets);
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
    jobCacheBytes: registry.gauge('tp_job_cache_bytes', 'Estimated bytes of finished jobs kept in memory (bounded by JOB_CACHE_BYTES).'),
    graphqlCacheBytes: registry.gauge('tp_graphql_cache_bytes', 'Estimated bytes held by each GraphQL cache (bounded; README "Limits and protections").', [
      'cache',
    ]),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
