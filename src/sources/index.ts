// Entry point of the data-source layer: the factory the pipeline uses and the dataset validator the
// CLI uses. The embedded adapter over a dataset directory is the only adapter so far.
import { fileURLToPath } from 'node:url';
import { loadDataset, formatDatasetError } from './embedded/dataset.js';
import { EmbeddedNetworkSource } from './embedded/source.js';
import type { NetworkSource } from './port.js';

export { loadDataset, formatDatasetError } from './embedded/dataset.js';
export type { Dataset, DatasetError, RosterIndex } from './embedded/dataset.js';
export { EmbeddedNetworkSource, isCurrentEmployee } from './embedded/source.js';
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
