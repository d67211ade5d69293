// npm run eval [-- --dataset DIR --matcher rules|llm --compiler rules|llm --as-of YYYY-MM] [--json]
// Runs every persona of the dataset's labels.json over every company with the same flow the pipeline
// uses (src/matching/evaluate.ts over src/pipeline/decisions.ts) and prints precision, recall, F1 and
// nDCG@10 per persona and overall. A labels.json persona without a definition must be the system persona
// `owners-founders`; its own definition is used.
// MATCHER=llm reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_BATCH_SIZE, LLM_CONCURRENCY, LLM_TIMEOUT_MS.
// `--compiler llm` (or PERSONA_COMPILER=llm) has each persona compiled by the model first (LLM_BASE_URL,
// LLM_MODEL), as the service does when a persona is saved; the rules judge then runs with those criteria.
import { parseArgs } from 'node:util';
import { runEval } from '../matching/evaluate.js';
import { asOfClock, createMatcher, SYSTEM_PERSONA, type Criteria } from '../matching/index.js';
import { LlmPersonaCompiler } from '../matching/llm/compiler.js';
import { EmbeddedNetworkSource, formatDatasetError, loadDataset, SAMPLE_DATASET_DIR } from '../sources/index.js';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string' },
    matcher: { type: 'string', default: process.env.MATCHER ?? 'rules' },
    json: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '8' },
    compiler: { type: 'string', default: process.env.PERSONA_COMPILER ?? 'rules' },
    'as-of': { type: 'string' },
  },
});

const kind = values.matcher === 'llm' ? 'llm' : 'rules';
const dataset = await loadDataset(values.dataset ?? process.env.NETWORK_DATASET ?? SAMPLE_DATASET_DIR);
for (const e of dataset.errors) process.stderr.write(`${formatDatasetError(e)}\n`);
if (!dataset.labels) {
  process.stderr.write(`eval: ${dataset.dir} has no labels.json\n`);
  process.exit(2);
}
// Tenure counts to the month the labels were written against (--as-of, else labels.json `as_of`, else today).
const asOf = values['as-of'] ?? dataset.labels.as_of;
if (asOf && !/^\d{4}-(0[1-9]|1[0-2])$/.test(asOf)) {
  process.stderr.write(`eval: --as-of "${asOf}" is not a month (YYYY-MM)\n`);
  process.exit(2);
}
const clock = asOf ? asOfClock(asOf) : undefined;
const env = process.env;
const num = (v: string | undefined) => (v ? Number(v) : undefined);
const matcher = createMatcher(
  kind === 'llm'
    ? {
        kind,
        llm: {
          baseUrl: env.LLM_BASE_URL ?? 'http://127.0.0.1:8080/v1',
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL ?? 'gpt-4o-mini',
          batchSize: num(env.LLM_BATCH_SIZE),
          concurrency: num(env.LLM_CONCURRENCY),
          timeoutMs: num(env.LLM_TIMEOUT_MS),
        },
        clock,
      }
    : { kind, clock },
);
const personas = dataset.labels.personas.map((p) => ({ slug: p.slug, name: p.name, definition: p.definition ?? SYSTEM_PERSONA.definition }));
const compiler =
  values.compiler === 'llm'
    ? new LlmPersonaCompiler({
        baseUrl: env.LLM_BASE_URL ?? 'http://127.0.0.1:8080/v1',
        apiKey: env.LLM_API_KEY,
        model: env.LLM_MODEL ?? 'gpt-4o-mini',
        timeoutMs: num(env.LLM_TIMEOUT_MS),
      })
    : null;
const inputs = compiler
  ? await Promise.all(personas.map(async (p) => ({ ...p, criteria: (await compiler.compile(p.definition)).criteria as unknown as Criteria })))
  : personas;
const source = new EmbeddedNetworkSource(dataset, { keepProfiles: true });
const report = await runEval({
  source,
  matcher,
  personas: inputs,
  companyIds: [...dataset.companies.keys()],
  companies: dataset.companies,
  expected: dataset.labels.expected,
  concurrency: Number(values.concurrency),
  flow: { pageSize: num(env.ROSTER_PAGE_SIZE), concurrency: num(env.ENRICH_CONCURRENCY), batchSize: num(env.LLM_BATCH_SIZE) },
});
await source.close();

if (values.json) {
  process.stdout.write(`${JSON.stringify({ overall: report.overall, personas: report.personas, ...(compiler ? { compiler: compiler.usage } : {}) })}\n`);
} else {
  const pct = (x: number) => x.toFixed(3);
  const rows = report.personas.map((p) => [p.slug, pct(p.precision), pct(p.recall), pct(p.f1), pct(p.ndcg10), String(p.expected), String(p.returned)]);
  const head = ['persona', 'precision', 'recall', 'F1', 'nDCG@10', 'expected', 'returned'];
  const o = report.overall;
  rows.push(['OVERALL (macro)', pct(o.macro_precision), pct(o.macro_recall), pct(o.macro_f1), pct(o.ndcg10), '', '']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  process.stdout.write(`${line(head)}\n${rows.map(line).join('\n')}\n`);
  process.stdout.write(`matcher=${kind} calls=${o.calls} tokens=${o.tokens} time=${o.ms} ms\n`);
  if (compiler) {
    const u = compiler.usage;
    process.stdout.write(
      `compiler=llm personas=${personas.length} compiled=${u.compiled} fallbacks=${u.fallbacks} calls=${u.calls} tokens=${u.tokens} (${u.compiled ? Math.round(u.tokens / u.calls) : 0} per compilation)\n`,
    );
  }
  const misses = report.shortlist.personas.filter((p) => p.missed > 0).map((p) => `${p.slug} ${p.recall.toFixed(3)}`);
  process.stdout.write(`shortlist recall (macro) ${report.shortlist.macro_recall.toFixed(3)}${misses.length ? `; below 1: ${misses.join(', ')}` : ''}\n`);
  for (const s of report.skipped) process.stdout.write(`skipped ${s.slug} @ ${s.company_id}: ${s.error}\n`);
}
