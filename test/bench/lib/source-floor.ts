// The same-run floor of the large-roster case: N enrichment calls through the same data source (the
// embedded dataset with its simulated latency), C at a time, in a process of its own — no database, no
// pipeline. This is N·latency/C as the machine delivers it at that moment (timer slack, the source's own
// CPU, other load). Usage: node --import tsx test/bench/lib/source-floor.ts <dataset dir> <company slug> <C>
// Prints {"ms": …, "calls": N} on stdout.
import { createNetworkSource } from '../../../src/sources/index.js';
import { mapLimit } from '../../../src/lib/concurrency.js';

const [dir, slug, c] = process.argv.slice(2);
const source = await createNetworkSource({ dataset: dir, onDatasetError: () => {} });
const company = await source.resolveCompany({ kind: 'slug', slug: slug! });
const refs: string[] = [];
let cursor: string | null = null;
do {
  const page = await source.scanRoster(company.id, cursor, 500);
  refs.push(...page.entries.map((e) => e.person_ref));
  cursor = page.entries.length ? page.next : null;
} while (cursor !== null);
const t0 = performance.now();
await mapLimit(refs, Number(c), (ref) => source.enrichProfile(company.id, ref).catch(() => null));
process.stdout.write(JSON.stringify({ ms: performance.now() - t0, calls: refs.length }) + '\n');
await source.close();
