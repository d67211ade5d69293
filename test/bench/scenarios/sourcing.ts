// 9. Sourcing (issue 26): what a job pays the data source, filtered by the persona's source query vs the
// whole roster, in the same run. Two generated companies (5,000 and 20,000 people; --quick: 1,000 and
// 2,000), cloned from the bundled sample's people; two sources:
// - People Data Labs: the fake PDL of the tests (test/sources/pdl/fake-server.ts: the Elasticsearch query
//   evaluated over records made from the dataset, ~10 % misfiled roles and levels, 1 credit per record
//   returned); paid = person credits (records returned), calls = Person Search requests;
// - the HTTP source protocol: the protocol server of the tests over the same dataset (it applies the
//   roster filter); paid = full profiles fetched, calls = every request.
// Eight personas from narrow ("the CFO") to broad ("anyone in sales") run on a service with
// SOURCING=filtered; the same company runs on a service with SOURCING=full (the narrowest and the
// broadest persona: what a full scan pays does not depend on the persona) as the baseline. Each job starts
// with an empty vendor cache. Reported per job: paid records, calls, time from POST to done, peak RSS of the
// service during the job, matches. Targets (personas whose matches are under 5 % of the company): paid ≤
// 3 × matches + 50, at least 20× fewer than full; time to done no worse than full.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Profile } from '../../../src/domain/people/types.js';
import { SAMPLE_DATASET_DIR } from '../../../src/sources/index.js';
import { startFakePdl, PDL_KEY, type FakePdl } from '../../sources/pdl/fake-server.js';
import { pdlRecordOf } from '../../sources/pdl/from-dataset.js';
import { startProtocolServer, type ProtocolServer } from '../../sources/protocol-server.js';
import { cloneProfile } from '../lib/dataset.js';
import type { BenchContext, Scenario } from '../lib/context.js';
import { client, makeAccounts } from '../lib/context.js';
import { row, type Row } from '../lib/report.js';
import { startChildService, type ChildService } from '../lib/service.js';
import { nowMs, round, sleep } from '../lib/stats.js';
import pg from 'pg';

const PERSONAS: Array<{ key: string; definition: string }> = [
  { key: 'cfo', definition: 'The CFO.' },
  { key: 'eng-leaders', definition: 'The CTO and the VPs and heads of engineering.' },
  { key: 'marketing-heads', definition: 'Heads and directors of marketing.' },
  { key: 'legal', definition: 'Legal counsel and compliance officers.' },
  { key: 'designers', definition: 'Designers at any level.' },
  { key: 'recruiters', definition: 'Recruiters and talent acquisition, any level.' },
  { key: 'product-managers', definition: 'Product managers at any level.' },
  { key: 'sales', definition: 'Anyone in sales.' },
];
const BASELINE_PERSONAS = ['cfo', 'sales'];

interface Company {
  id: number;
  slug: string;
  name: string;
  size: number;
}

/** A dataset directory with the two companies (clones of the sample's people, seeded). */
function writeDataset(dir: string, companies: Company[]): Map<number, Profile[]> {
  mkdirSync(dir, { recursive: true });
  const people = readFileSync(path.join(SAMPLE_DATASET_DIR, 'people.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Profile);
  const base = JSON.parse(readFileSync(path.join(SAMPLE_DATASET_DIR, 'companies.ndjson'), 'utf8').split('\n')[0] as string) as Record<string, unknown>;
  let seed = 42;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const byCompany = new Map<number, Profile[]>();
  const lines: string[] = [];
  for (const c of companies) {
    const roster: Profile[] = [];
    for (let i = 0; i < c.size; i += 1) roster.push(cloneProfile(people[Math.floor(next() * people.length)] as Profile, c.id, c.name, i));
    byCompany.set(c.id, roster);
    for (const p of roster) lines.push(JSON.stringify(p));
  }
  const companyLines = companies.map((c) =>
    JSON.stringify({ ...base, id: c.id, slug: c.slug, name: c.name, network_url: `https://network.example/company/${c.slug}`, employees_count: c.size }),
  );
  writeFileSync(path.join(dir, 'companies.ndjson'), companyLines.join('\n') + '\n');
  writeFileSync(path.join(dir, 'people.ndjson'), lines.join('\n') + '\n');
  return byCompany;
}

interface JobFigures {
  paid: number;
  calls: number;
  ms: number;
  rssMb: number;
  matches: number;
  sourcing: string;
}

async function runJob(
  svc: ChildService,
  apiKey: string,
  dbUrl: string,
  input: string,
  persona: string,
  counters: { paid(): number; calls(): number },
  timeoutMs: number,
): Promise<JobFigures> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query('DELETE FROM source_cache').catch(() => undefined);
  await c.end();
  const api = client(svc.url, apiKey);
  const paid0 = counters.paid();
  const calls0 = counters.calls();
  let rss = svc.rssMb();
  const sampler = setInterval(() => {
    rss = Math.max(rss, svc.rssMb());
  }, 100);
  try {
    const t0 = nowMs();
    const r = await api.submit(input, persona);
    if (r.status !== 202) throw new Error(`submit ${input} (${persona}): HTTP ${r.status} ${r.text.slice(0, 200)}`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const g = await api.get(`/v1/jobs/${r.body.job_id}`);
      if (g.body?.status && g.body.status !== 'processing') {
        const ms = nowMs() - t0;
        if (g.body.status !== 'done') throw new Error(`job ${persona}@${input} ended ${g.body.status}: ${g.body.message}`);
        return {
          paid: counters.paid() - paid0,
          calls: counters.calls() - calls0,
          ms,
          rssMb: rss,
          matches: g.body.target_people_count,
          sourcing: g.body.usage?.sourcing ?? '?',
        };
      }
      if (Date.now() > deadline) throw new Error(`job ${persona}@${input} not done in ${timeoutMs / 1000} s`);
      await sleep(50);
    }
  } finally {
    clearInterval(sampler);
  }
}

export const sourcing: Scenario = {
  name: 'sourcing',
  title: 'Sourcing: vendor credits / profile fetches per job, filtered by the persona vs the whole roster (PDL fake, HTTP protocol)',
  async run(ctx: BenchContext) {
    const sizes = ctx.quick ? [1_000, 2_000] : [5_000, 20_000];
    const companies: Company[] = sizes.map((size, i) => ({ id: 9101 + i, slug: `bench-sourcing-${size}`, name: `Sourcing Bench ${size} Inc`, size }));
    const dir = path.join(os.tmpdir(), `tp-bench-sourcing-${process.pid}`);
    const rosters = writeDataset(dir, companies);
    const rows: Row[] = [];
    const details: Record<string, unknown> = { sizes, personas: PERSONAS, method: 'see the header of test/bench/scenarios/sourcing.ts' };
    const timeoutMs = ctx.quick ? 300_000 : 900_000;

    // The two sources, each counting what a job pays.
    const pdl: FakePdl = await startFakePdl(
      companies.map((c) => ({
        linkedinId: String(c.id),
        slug: c.slug,
        name: c.name.toLowerCase(),
        titles: [],
        records: (rosters.get(c.id) ?? []).map((p) => pdlRecordOf(p)),
      })),
    );
    const proto: ProtocolServer = await startProtocolServer({ dataset: dir });
    let pdlPaid = 0;
    const pdlCounters = {
      paid: () => {
        // records returned by Person Search = person credits
        pdlPaid = pdl.requests.filter((r) => r.endpoint === 'person_search').reduce((n, r) => n + (r.returned ?? 0), 0);
        return pdlPaid;
      },
      calls: () => pdl.requests.filter((r) => r.endpoint === 'person_search').length,
    };
    const httpCounters = {
      paid: () => proto.requests.filter((r) => /\/people\/[^/]+$/.test(r.path.split('?')[0] ?? '')).length,
      calls: () => proto.requests.length,
    };
    const sources: Array<{ name: string; env: Record<string, string>; counters: typeof pdlCounters; unit: string }> = [
      { name: 'pdl', env: { NETWORK_SOURCE: 'pdl', PDL_BASE_URL: pdl.url, PDL_API_KEY: PDL_KEY }, counters: pdlCounters, unit: 'credits' },
      { name: 'http', env: { NETWORK_SOURCE: 'http', NETWORK_SOURCE_URL: proto.url }, counters: httpCounters, unit: 'profiles' },
    ];
    try {
      for (const source of sources) {
        for (const mode of ['full', 'filtered'] as const) {
          const db = await ctx.pg.createDatabase(`sourcing_${source.name}_${mode}`);
          const svc = await startChildService(
            { DATABASE_URL: db.url, ROLE: 'all', SOURCING: mode, ...source.env },
            { cpuProfDir: ctx.cpuProfDir, timeoutMs: 180_000 },
          );
          try {
            const [acct] = await makeAccounts(db.url, [{ tier: 'premium', concurrency: 5 }]);
            const api = client(svc.url, acct!.apiKey);
            const slugs = new Map<string, string>();
            for (const p of PERSONAS) {
              const r = await api.post('/v1/personas', { name: `Bench ${p.key}`, definition: p.definition });
              if (r.status !== 201) throw new Error(`persona ${p.key}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
              slugs.set(p.key, r.body.slug as string);
            }
            for (const c of companies) {
              const personas = mode === 'full' ? PERSONAS.filter((p) => BASELINE_PERSONAS.includes(p.key)) : PERSONAS;
              for (const p of personas) {
                const f = await runJob(svc, acct!.apiKey, db.url, c.slug, slugs.get(p.key)!, source.counters, timeoutMs);
                ctx.log(
                  `sourcing ${source.name} ${mode} ${c.size} ${p.key}: ${f.paid} ${source.unit}, ${f.calls} calls, ${round(f.ms / 1000, 2)} s, ${f.matches} matches (${f.sourcing})`,
                );
                details[`${source.name}/${mode}/${c.size}/${p.key}`] = f;
              }
            }
          } finally {
            await svc.stop();
            await db.drop().catch(() => undefined);
          }
        }
        // Rows: each filtered persona against the full scan of the same company and source.
        for (const c of companies) {
          const full = BASELINE_PERSONAS.map((k) => details[`${source.name}/full/${c.size}/${k}`] as JobFigures);
          const fullPaid = Math.max(...full.map((f) => f.paid));
          const fullMs = full.reduce((n, f) => n + f.ms, 0) / full.length;
          const fullCalls = Math.max(...full.map((f) => f.calls));
          const fullRss = Math.max(...full.map((f) => f.rssMb));
          for (const p of PERSONAS) {
            const f = details[`${source.name}/filtered/${c.size}/${p.key}`] as JobFigures;
            const narrow = f.matches < 0.05 * c.size;
            const cap = 3 * f.matches + 50;
            const okPaid = f.paid <= cap && f.paid * 20 <= fullPaid;
            const tag = `${source.name} ${c.size.toLocaleString('en-US')} ${p.key}`;
            rows.push(
              row({
                scenario: 'sourcing',
                metric: `${tag}: paid ${source.unit} (${f.matches} matches, ${f.sourcing})`,
                value: f.paid,
                unit: source.unit,
                baseline: fullPaid,
                target: narrow ? `≤ 3×matches+50 = ${cap}, ≤ 1/20 of full` : 'info (matches ≥ 5 %)',
                verdict: narrow && !ctx.quick ? (okPaid ? 'pass' : 'miss') : 'info',
              }),
              row({ scenario: 'sourcing', metric: `${tag}: source calls`, value: f.calls, unit: 'calls', baseline: fullCalls }),
              row({
                scenario: 'sourcing',
                metric: `${tag}: time to done`,
                value: round(f.ms / 1000, 3),
                unit: 's',
                baseline: round(fullMs / 1000, 3),
                target: '≤ full',
                verdict: ctx.quick ? 'info' : f.ms <= fullMs ? 'pass' : 'miss',
              }),
              row({ scenario: 'sourcing', metric: `${tag}: peak RSS during the job`, value: round(f.rssMb, 1), unit: 'MB', baseline: round(fullRss, 1) }),
            );
          }
        }
      }
    } finally {
      await pdl.close();
      await proto.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return { rows, details };
  },
};
