// A small Prometheus registry (text exposition format 0.0.4): counters, gauges and histograms with labels.
type Labels = Record<string, string>;

function key(labels: Labels): string {
  return Object.keys(labels)
    .sort()
    .map((k) => `${k}="${String(labels[k]).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',');
}

interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  render(): string[];
}

export class Counter implements Metric {
  readonly type = 'counter' as const;
  private values = new Map<string, number>();
  constructor(readonly name: string, readonly help: string) {}
  inc(labels: Labels = {}, by = 1): void {
    const k = key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  render(): string[] {
    return [...this.values].map(([k, v]) => `${this.name}${k ? `{${k}}` : ''} ${v}`);
  }
}

export class Gauge implements Metric {
  readonly type = 'gauge' as const;
  private values = new Map<string, number>();
  private collector: (() => Promise<Array<[Labels, number]>>) | null = null;
  constructor(readonly name: string, readonly help: string) {}
  set(labels: Labels, v: number): void {
    this.values.set(key(labels), v);
  }
  /** Values read fresh at every scrape. */
  collect(fn: () => Promise<Array<[Labels, number]>>): void {
    this.collector = fn;
  }
  async refresh(): Promise<void> {
    if (!this.collector) return;
    const rows = await this.collector();
    this.values.clear();
    for (const [l, v] of rows) this.set(l, v);
  }
  render(): string[] {
    return [...this.values].map(([k, v]) => `${this.name}${k ? `{${k}}` : ''} ${v}`);
  }
}

export class Histogram implements Metric {
  readonly type = 'histogram' as const;
  private series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(readonly name: string, readonly help: string, readonly buckets: number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]) {}
  observe(labels: Labels, value: number): void {
    const k = key(labels);
    let s = this.series.get(k);
    if (!s) {
      s = { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(k, s);
    }
    this.buckets.forEach((b, i) => {
      if (value <= b) s.counts[i] = (s.counts[i] ?? 0) + 1;
    });
    s.sum += value;
    s.count += 1;
  }
  render(): string[] {
    const out: string[] = [];
    for (const [k, s] of this.series) {
      const sep = k ? `${k},` : '';
      this.buckets.forEach((b, i) => out.push(`${this.name}_bucket{${sep}le="${b}"} ${s.counts[i] ?? 0}`));
      out.push(`${this.name}_bucket{${sep}le="+Inf"} ${s.count}`);
      out.push(`${this.name}_sum${k ? `{${k}}` : ''} ${s.sum}`);
      out.push(`${this.name}_count${k ? `{${k}}` : ''} ${s.count}`);
    }
    return out;
  }
}

export class Registry {
  private metrics: Metric[] = [];
  counter(name: string, help: string): Counter {
    const m = new Counter(name, help);
    this.metrics.push(m);
    return m;
  }
  gauge(name: string, help: string): Gauge {
    const m = new Gauge(name, help);
    this.metrics.push(m);
    return m;
  }
  histogram(name: string, help: string, buckets?: number[]): Histogram {
    const m = new Histogram(name, help, buckets);
    this.metrics.push(m);
    return m;
  }
  async render(): Promise<string> {
    await Promise.all(this.metrics.map((m) => (m instanceof Gauge ? m.refresh().catch(() => {}) : undefined)));
    const lines: string[] = [];
    for (const m of this.metrics) {
      lines.push(`# HELP ${m.name} ${m.help}`, `# TYPE ${m.name} ${m.type}`, ...m.render());
    }
    return lines.join('\n') + '\n';
  }
}

/** The service's metrics. One registry per running service instance. */
export function createMetrics() {
  const registry = new Registry();
  return {
    registry,
    httpRequests: registry.counter('tp_http_requests_total', 'HTTP requests by route kind and status.'),
    httpDuration: registry.histogram('tp_http_request_duration_seconds', 'HTTP request duration.'),
    jobsByStatus: registry.gauge('tp_jobs', 'Jobs by status and stage (read from the database at scrape).'),
    queueDepth: registry.gauge('tp_queue_depth', 'Queued pipeline and webhook work by queue.'),
    stageDuration: registry.histogram('tp_stage_duration_seconds', 'Pipeline stage run time by stage.'),
    stageRuns: registry.counter('tp_stage_runs_total', 'Pipeline stage runs by stage and outcome.'),
    sourceCalls: registry.counter('tp_source_calls_total', 'Data-source calls by operation and outcome.'),
    matcherCalls: registry.counter('tp_matcher_calls_total', 'Matcher batches by matcher and outcome.'),
    matcherTokens: registry.counter('tp_matcher_tokens_total', 'LLM tokens used by the matcher.'),
    webhookAttempts: registry.counter('tp_webhook_attempts_total', 'Webhook delivery attempts by outcome.'),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
