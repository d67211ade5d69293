// The service's own histogram and bound counter series (src/observability/metrics.ts, issue 13) must render
// exactly what prom-client's Histogram and Counter render for the same observations: the /metrics text is
// a contract with whoever scrapes it.
import * as prom from 'prom-client';
import { describe, expect, it } from 'vitest';
import { Registry } from '../../src/observability/metrics.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
// below, on and between bounds, above the last, zero, fractions whose sum is not exact in binary
const VALUES = [0, 0.001, 0.005, 0.0051, 0.1, 0.3, 0.7, 1, 2.4999, 7, 29.9, 60, 61, 1234.5, 0.1 + 0.2];

describe('metrics', () => {
  it('a histogram renders as prom-client renders it (text and JSON), series bound or not', async () => {
    const ours = new Registry();
    const h = ours.histogram('tp_example_seconds', 'An example "histogram" \\ with escapes.', ['route', 'kind']);
    const theirs = new prom.Registry();
    const p = new prom.Histogram({
      name: 'tp_example_seconds',
      help: 'An example "histogram" \\ with escapes.',
      labelNames: ['kind', 'route'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const bound = h.labelled({ route: 'rest_v1', kind: 'a' });
    VALUES.forEach((v, i) => {
      bound.observe(v);
      p.observe({ kind: 'a', route: 'rest_v1' }, v);
      // another series, reached by labels each time (given in another order: one series either way)
      if (i % 2 === 0) {
        h.observe({ kind: 'b"\n', route: 'graphql' }, v * 3);
        p.observe({ kind: 'b"\n', route: 'graphql' }, v * 3);
      }
    });
    h.observe({ route: 'graphql', kind: 'b"\n' }, 0.02);
    p.observe({ kind: 'b"\n', route: 'graphql' }, 0.02);
    expect(await ours.render()).toBe(await theirs.metrics());
    expect(await ours.prom.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    expect(() => h.observe({ nope: 'x' }, 1)).toThrow(/nope/);
    expect(() => bound.observe(Number.NaN)).toThrow(TypeError);
  });

  it('a bound counter series is counted at the next scrape, beside direct increments', async () => {
    const ours = new Registry();
    const c = ours.counter('tp_example_total', 'An example counter.', ['route', 'status']);
    const theirs = new prom.Registry();
    const p = new prom.Counter({ name: 'tp_example_total', help: 'An example counter.', labelNames: ['route', 'status'], registers: [theirs] });
    const ok = c.labelled({ status: '200', route: 'rest_v1' });
    for (let i = 0; i < 5; i += 1) ok.inc();
    c.inc({ route: 'rest_v1', status: '200' }, 2);
    c.inc({ route: 'graphql', status: '401' });
    p.inc({ route: 'rest_v1', status: '200' }, 7);
    p.inc({ route: 'graphql', status: '401' });
    expect(await ours.render()).toBe(await theirs.metrics());
    // counted once: a second scrape without new increments says the same
    expect(await ours.render()).toBe(await theirs.metrics());
    ok.inc(3);
    p.inc({ route: 'rest_v1', status: '200' }, 3);
    expect(await ours.render()).toBe(await theirs.metrics());
    expect(() => c.labelled({ nope: 'x' })).toThrow(/nope/);
  });
});
