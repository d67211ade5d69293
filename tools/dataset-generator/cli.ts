// npm run dataset:generate [-- DIR]: writes the deterministic sample network (default: the bundled
// sample directory src/sources/embedded/sample).
import { writeDataset } from './generate.js';
import { SAMPLE_DATASET_DIR } from '../../src/sources/index.js';

const dir = process.argv[2] ?? SAMPLE_DATASET_DIR;
const d = await writeDataset(dir);
const lines = (s: string) => s.split('\n').filter(Boolean).length;
process.stdout.write(
  `wrote ${dir}: ${lines(d.companies)} companies, ${lines(d.people)} people, ${(Buffer.byteLength(d.people) / 1e6).toFixed(1)} MB of people\n`,
);
