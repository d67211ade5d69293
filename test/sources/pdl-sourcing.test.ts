// Filtered sourcing on People Data Labs (issue 26): the bundled sample served by the fake PDL (records
// made from the dataset, ~10 % of roles and levels misfiled, 1 credit per record returned), every persona
// of the bundled set on every sample company, once with the whole roster and once with the persona's
// query: the same people, in the same order, with the same reasons; and the credits it saved.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/people/types.js';
import { compilePersona, findTargetPeople, RulesMatcher, type PersonaInput } from '../../src/matching/index.js';
import { SYSTEM_PERSONA } from '../../src/matching/system-persona.js';
import { PdlNetworkSource, SAMPLE_DATASET_DIR, type NetworkSource } from '../../src/sources/index.js';
import type { SourceCache } from '../../src/sources/cache.js';
import { sourceQuery, type SourceQuery } from '../../src/sources/query.js';
import { PDL_KEY, startFakePdl, type FakePdl } from './pdl/fake-server.js';
import { pdlRecordOf } from './pdl/from-dataset.js';

class MemoryCache implements SourceCache {
  readonly map = new Map<string, unknown>();
  async get(k: string) {
    return this.map.get(k);
  }
  async getMany(keys: string[]) {
    return new Map(keys.filter((k) => this.map.has(k)).map((k) => [k, this.map.get(k)]));
  }
  async set(entries: Array<[string, unknown]>) {
    for (const [k, v] of entries) this.map.set(k, v);
  }
  async prune() {
    return 0;
  }
}

function withQuery(source: NetworkSource, query: SourceQuery): NetworkSource {
  return {
    resolveCompany: (ref) => source.resolveCompany(ref),
    scanRoster: (id, cursor, size) => source.scanRoster(id, cursor, size, query),
    enrichProfile: (id, ref) => source.enrichProfile(id, ref),
    verifyCandidate: (id, ref) => source.verifyCandidate(id, ref),
    close: async () => {},
  };
}

describe('filtered sourcing on People Data Labs', () => {
  let pdl: FakePdl;
  const companies: number[] = [];
  beforeAll(async () => {
    const people = readFileSync(`${SAMPLE_DATASET_DIR}/people.ndjson`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Profile);
    const lines = readFileSync(`${SAMPLE_DATASET_DIR}/companies.ndjson`, 'utf8').split('\n').filter(Boolean);
    const fake = lines.map((l) => {
      const c = JSON.parse(l) as { id: number; slug: string; name: string };
      companies.push(c.id);
      return {
        linkedinId: String(c.id),
        slug: c.slug,
        name: c.name,
        titles: [],
        records: people.filter((p) => p.company_id === c.id).map((p) => pdlRecordOf(p)),
      };
    });
    pdl = await startFakePdl(fake);
  });
  afterAll(async () => pdl?.close());

  it('gives the same result as the whole roster for every bundled persona, for far fewer credits', { timeout: 900_000 }, async () => {
    const labels = JSON.parse(readFileSync(`${SAMPLE_DATASET_DIR}/labels.json`, 'utf8')) as {
      personas: Array<{ slug: string; name: string; definition?: string }>;
    };
    const personas: PersonaInput[] = labels.personas.map((p) => ({ slug: p.slug, name: p.name, definition: p.definition ?? SYSTEM_PERSONA.definition }));
    const matcher = new RulesMatcher();
    const returned = () => pdl.requests.reduce((n, r) => n + (r.returned ?? 0), 0);
    const differences: string[] = [];
    let creditsFull = 0;
    let creditsFiltered = 0;
    let matches = 0;
    const filteredPersonas = personas
      .map((p) => ({ persona: p, query: sourceQuery(compilePersona(p.definition)) }))
      .filter((p) => p.query.sourcing === 'filtered');
    const source = () => new PdlNetworkSource({ apiKey: PDL_KEY, baseUrl: pdl.url, timeoutMs: 10_000, maxConcurrency: 4, cache: new MemoryCache() });
    for (const id of companies) {
      // The whole roster is paid once per company (its cache then serves every persona's full run);
      // each filtered run starts with an empty cache and pays for what it asks.
      const fullSource = source();
      let before = returned();
      for (const [i, { persona, query }] of filteredPersonas.entries()) {
        const full = await findTargetPeople(fullSource, matcher, persona, id, { pageSize: 100 });
        if (i === 0) creditsFull += (returned() - before) * filteredPersonas.length;
        before = returned();
        const filtered = await findTargetPeople(withQuery(source(), query), matcher, persona, id, { pageSize: 100 });
        creditsFiltered += returned() - before;
        before = returned();
        matches += full.ranked.length;
        const show = (r: typeof full) => r.ranked.map((p) => `${p.person_ref}#${p.rank} ${p.why}`).join('\n');
        if (show(full) !== show(filtered)) {
          const kept = new Set(filtered.ranked.map((p) => p.person_ref));
          differences.push(
            `${persona.slug} @ ${id}: ${
              full.ranked
                .filter((p) => !kept.has(p.person_ref))
                .map((p) => p.person_ref)
                .join(', ') || '(order or reasons)'
            }`,
          );
        }
      }
    }
    console.log(`PDL sourcing: ${matches} matches; person credits ${creditsFiltered} filtered vs ${creditsFull} full; differences ${differences.length}`);
    for (const d of differences) console.log(`  recall loss: ${d}`);
    expect(differences.length).toBeLessThanOrEqual(Math.floor(matches / 100));
    expect(creditsFiltered * 2).toBeLessThan(creditsFull);
  });
});
