// npm run dataset:check -- DIR
// Validates a dataset directory (companies.ndjson, people.ndjson, optional labels.json); prints each
// problem as `file:line: field: message` and exits non-zero when there is any.
import { formatDatasetError, loadDataset, SAMPLE_DATASET_DIR } from '../sources/index.js';

const dir = process.argv[2] ?? SAMPLE_DATASET_DIR;
const d = await loadDataset(dir, { maxErrors: 10_000 });
for (const e of d.errors) process.stdout.write(`${formatDatasetError(e)}\n`);
// Labels must point at known companies and roster entries.
let labelErrors = 0;
if (d.labels) {
  for (const [slug, byCompany] of Object.entries(d.labels.expected)) {
    if (!d.labels.personas.some((p) => p.slug === slug)) {
      labelErrors += 1;
      process.stdout.write(`labels.json:1: expected.${slug}: unknown persona slug\n`);
    }
    for (const [companyId, refs] of Object.entries(byCompany)) {
      const roster = d.rosters.get(Number(companyId));
      for (const ref of refs) {
        if (!roster?.position.has(ref)) {
          labelErrors += 1;
          process.stdout.write(`labels.json:1: expected.${slug}.${companyId}: ${ref} is not on that roster\n`);
        }
      }
    }
  }
}
const total = d.errors.length + labelErrors;
process.stderr.write(
  `${dir}: ${d.companies.size} companies, ${d.peopleCount} people, ${d.labels ? `${d.labels.personas.length} personas` : 'no labels'}; ${total} error(s)\n`,
);
process.exit(total ? 1 : 0);
