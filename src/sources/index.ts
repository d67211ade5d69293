// Entry point of the data-source layer: the factories the composition root uses (NETWORK_SOURCE picks
// the adapter: embedded dataset directory, or a team's own service over the HTTP source protocol) and
// the dataset validator the CLI uses.
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Metrics } from '../observability/metrics.js';
import { PgSourceCache } from './cache.js';
import { HttpNetworkSource } from './http/source.js';
import { PdlNetworkSource } from './pdl/source.js';
import { loadDataset, formatDatasetError } from './embedded/dataset.js';
import { EmbeddedNetworkSource } from './embedded/source.js';
import type { NetworkSource } from './port.js';

export { loadDataset, formatDatasetError } from './embedded/dataset.js';
export type { Dataset, DatasetError, RosterIndex } from './embedded/dataset.js';
export { EmbeddedNetworkSource, isCurrentEmployee } from './embedded/source.js';
export { HttpNetworkSource } from './http/source.js';
export { PdlNetworkSource } from './pdl/source.js';
export { PgSourceCache } from './cache.js';
export * from './port.js';

/** The bundled sample network (src/sources/embedded/sample). */
export const SAMPLE_DATASET_DIR = fileURLToPath(new URL('./embedded/sample/', import.meta.url));

export interface NetworkSourceOptions {
  /** Dataset directory; default the bundled sample. */
  dataset?: string;
  /** Called once per bad line found while loading (the line is skipped). */
  onDatasetError?: (message: string) => void;
}

/**
 * Opens the embedded network over a dataset directory. Bad lines are skipped and reported through
 * `onDatasetError` (default: one warning line each on stderr); they never make this throw.
 */
export async function createNetworkSource(opts: NetworkSourceOptions = {}): Promise<NetworkSource> {
  const dataset = await loadDataset(opts.dataset ?? SAMPLE_DATASET_DIR);
  const report = opts.onDatasetError ?? ((m: string) => process.stderr.write(`dataset: ${m}\n`));
  for (const e of dataset.errors) report(formatDatasetError(e));
  return new EmbeddedNetworkSource(dataset);
}

/** The adapter chosen by NETWORK_SOURCE, with its settings from the (already validated) config. */
export async function openConfiguredSource(
  config: Config,
  opts: Pick<NetworkSourceOptions, 'onDatasetError'> & { pool?: pg.Pool; metrics?: Metrics } = {},
): Promise<NetworkSource> {
  switch (config.NETWORK_SOURCE) {
    case 'embedded':
      return createNetworkSource({ dataset: config.NETWORK_DATASET, ...opts });
    case 'pdl':
      if (!opts.pool) throw new Error('NETWORK_SOURCE=pdl needs the database pool (its cache lives in PostgreSQL)');
      return new PdlNetworkSource({
        apiKey: (config.PDL_API_KEY as string).trim(),
        baseUrl: config.PDL_BASE_URL,
        timeoutMs: config.PDL_TIMEOUT_MS,
        maxResponseBytes: config.OUTBOUND_RESPONSE_LIMIT_BYTES,
        maxConcurrency: config.PDL_MAX_CONCURRENCY,
        cache: new PgSourceCache(opts.pool, config.PDL_CACHE_TTL_HOURS * 3_600_000),
        metrics: opts.metrics,
      });
    case 'http':
      return new HttpNetworkSource({
        url: config.NETWORK_SOURCE_URL as string,
        token: config.NETWORK_SOURCE_TOKEN,
        timeoutMs: config.NETWORK_SOURCE_TIMEOUT_MS,
        maxResponseBytes: config.OUTBOUND_RESPONSE_LIMIT_BYTES,
      });
  }
}
