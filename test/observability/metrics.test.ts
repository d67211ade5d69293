// The gauges of /metrics are read at every scrape from the function given to `collectFrom`
// (src/observability/metrics.ts); a failed read keeps the last values and never fails the scrape.
import * as prom from 'prom-client';
import { describe, expect, it } from 'vitest';
import { metricsOf } from '../../src/observability/metrics.js';

describe('metrics', () => {
  it('a gauge is read fresh at each scrape, and keeps its last values when a read fails', async () => {
    const registry = new prom.Registry();
    const g = metricsOf(registry).gauge('tp_example', 'An example gauge.', ['kind']);
    let value = 1;
    let fail = false;
    g.collectFrom(async () => {
      if (fail) throw new Error('database gone');
      return [[{ kind: 'a' }, value]];
    });
    expect(await registry.metrics()).toContain('tp_example{kind="a"} 1');
    value = 2;
    expect(await registry.metrics()).toContain('tp_example{kind="a"} 2');
    fail = true;
    value = 3;
    expect(await registry.metrics()).toContain('tp_example{kind="a"} 2');
  });

  it("counters and histograms are prom-client's own", async () => {
    const registry = new prom.Registry();
    const make = metricsOf(registry);
    make.counter('tp_example_total', 'An example counter.', ['route']).inc({ route: 'rest_v1' }, 2);
    make.histogram('tp_example_seconds', 'An example histogram.', ['route']).observe({ route: 'rest_v1' }, 0.02);
    const text = await registry.metrics();
    expect(text).toContain('tp_example_total{route="rest_v1"} 2');
    expect(text).toContain('tp_example_seconds_bucket{le="0.025",route="rest_v1"} 1');
  });
});
