// Never lose a match (issue 26 §2): every persona of the bundled set and of the blind sets, on every
// sample company, run through the product's flow (src/matching/evaluate.ts findTargetPeople: the
// pipeline's own decisions) twice — the whole roster, and the roster filtered by the persona's source
// query — gives the same result: the same people, in the same order, with the same reasons.
// Over the HTTP source protocol a server that applies the roster filter (and says so) is trusted: its
// answer is the embedded index's, so the same. A server that ignores the filter lists everyone, and the
// service keeps the entries whose headline can match: a person whose headline names only another of their
// current roles ("Sr. FP&A Analyst at Globex" who is also "Acting Head of Sales") is then missed, unless
// its page is taken whole (15 % of its placed headlines can match). Those recall losses are counted
// and printed here, and bounded by the 1 % (docs: src/sources/http/README.md).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, RulesMatcher, type PersonaInput } from '../../src/matching/index.js';
import { SYSTEM_PERSONA } from '../../src/matching/system-persona.js';
import { EmbeddedNetworkSource, loadDataset, SAMPLE_DATASET_DIR, type NetworkSource } from '../../src/sources/index.js';
import { headlinesKept, sourceQuery, type SourceQuery } from '../../src/sources/query.js';

const fixture = (dir: string) => fileURLToPath(new URL(`../fixtures/${dir}/labels.json`, import.meta.url));
const SETS = ['sample', 'blind-personas', 'blind-personas-2'] as const;

function personasOf(set: (typeof SETS)[number]): PersonaInput[] {
  const file = set === 'sample' ? `${SAMPLE_DATASET_DIR}/labels.json` : fixture(set);
  if (!existsSync(file)) return []; // blind set 2 lands separately
  const labels = JSON.parse(readFileSync(file, 'utf8')) as { personas: Array<{ slug: string; name: string; definition?: string }> };
  return labels.personas.map((p) => ({ slug: `${set}/${p.slug}`, name: p.name, definition: p.definition ?? SYSTEM_PERSONA.definition }));
}

/** The source, scanned with the query (what scan_team does when sourcing is filtered). */
function withQuery(source: NetworkSource, query: SourceQuery): NetworkSource {
  return {
    resolveCompany: (ref) => source.resolveCompany(ref),
    scanRoster: (id, cursor, size) => source.scanRoster(id, cursor, size, query),
    enrichProfile: (id, ref) => source.enrichProfile(id, ref),
    verifyCandidate: (id, ref) => source.verifyCandidate(id, ref),
    close: async () => {},
  };
}

describe('filtered sourcing never loses a match', () => {
  let source: EmbeddedNetworkSource;
  const matcher = new RulesMatcher();
  beforeAll(async () => {
    const dataset = await loadDataset(SAMPLE_DATASET_DIR);
    for (const c of dataset.companies.values()) delete c._simulate; // test directives (failures, latency) aside
    source = new EmbeddedNetworkSource(dataset, { keepProfiles: true }); // every persona reads every profile, twice
  });
  afterAll(async () => source.close());

  it('gives the same result filtered and full, for every persona on every sample company', { timeout: 600_000 }, async () => {
    const personas = SETS.flatMap(personasOf);
    const companies = [...source.dataset.companies.keys()];
    const differences: string[] = [];
    const headlineLosses: string[] = [];
    let matches = 0;
    let filteredPersonas = 0;
    let fetchedFull = 0;
    let fetchedFiltered = 0;
    for (const persona of personas) {
      const query = sourceQuery(compilePersona(persona.definition));
      if (query.sourcing === 'full') continue; // the same scan either way
      filteredPersonas += 1;
      for (const id of companies) {
        const full = await findTargetPeople(source, matcher, persona, id);
        const filtered = await findTargetPeople(withQuery(source, query), matcher, persona, id);
        fetchedFull += full.profilesEnriched;
        fetchedFiltered += filtered.profilesEnriched;
        matches += full.ranked.length;
        const show = (r: typeof full) => r.ranked.map((p) => `${p.person_ref}#${p.rank} ${p.why}`);
        if (JSON.stringify(show(full)) !== JSON.stringify(show(filtered))) {
          const kept = new Set(filtered.ranked.map((p) => p.person_ref));
          differences.push(
            `${persona.slug} @ ${id}: lost ${
              full.ranked
                .filter((p) => !kept.has(p.person_ref))
                .map((p) => p.person_ref)
                .join(', ') || '(order or reasons)'
            }`,
          );
        }
        // Over the HTTP protocol with a server that ignores the filter: the headline rule alone, page by page
        // (pages of 500, the default ROSTER_PAGE_SIZE), as the adapter applies it.
        if (full.ranked.length) {
          const kept = new Set<string>();
          const headline = new Map<string, string>();
          let cursor: string | null = null;
          do {
            const page: Awaited<ReturnType<NetworkSource['scanRoster']>> = await source.scanRoster(id, cursor, 500);
            const keep = headlinesKept(
              query,
              page.entries.map((e) => e.headline),
            );
            page.entries.forEach((e, i) => {
              headline.set(e.person_ref, e.headline);
              if (keep[i]) kept.add(e.person_ref);
            });
            cursor = page.entries.length ? page.next : null;
          } while (cursor !== null);
          for (const p of full.ranked)
            if (!kept.has(p.person_ref)) headlineLosses.push(`${persona.slug} @ ${id}: ${p.person_ref} "${headline.get(p.person_ref)}"`);
        }
      }
    }
    console.log(
      `sourcing equality: ${personas.length} personas (${filteredPersonas} filtered) x ${companies.length} companies, ${matches} matches; ` +
        `profiles fetched ${fetchedFiltered} filtered vs ${fetchedFull} full; embedded differences ${differences.length}; ` +
        `HTTP headline losses ${headlineLosses.length} (${((100 * headlineLosses.length) / Math.max(1, matches)).toFixed(2)} %)`,
    );
    for (const l of headlineLosses.slice(0, 50)) console.log(`  headline loss: ${l}`);
    expect(filteredPersonas).toBeGreaterThan(20);
    expect(differences).toEqual([]);
    // Issue 26's bound: at most 1 % of matches, rounded up to whole people as the HTTP pipeline test does
    // (0.88 % when written: 208 of 23,611, nearly all second "Acting Head of …" roles; 1.40 % without whole
    // pages). Session 16: 216 losses both at 9c1e341 (of 21,631 matches) and at 88031b5 (of 21,571: narrower
    // readings keep fewer people), all second "Acting Head of …" roles a light roster entry cannot show; 217 of
    // 21,588 (1.01 %) early in session 17, so whole pages from 15 % of the headlines instead of a fifth: 198 of 21,530.
    expect(headlineLosses.length).toBeLessThanOrEqual(Math.ceil(matches / 100));
    expect(fetchedFiltered).toBeLessThan(fetchedFull / 2);
  });
});
