// Metrics around the data source: every call counted by operation and outcome (the submission's company
// lookup and the pipeline stages both go through this).
import type { Deps } from '../deps.js';
import { SourceError } from './port.js';

export async function sourceCall<T>(deps: Pick<Deps, 'metrics'>, op: string, fn: () => Promise<T>): Promise<T> {
  try {
    const r = await fn();
    deps.metrics.sourceCalls.inc({ op, outcome: 'ok' });
    return r;
  } catch (err) {
    deps.metrics.sourceCalls.inc({ op, outcome: err instanceof SourceError ? err.kind : 'error' });
    throw err;
  }
}
