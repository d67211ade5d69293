import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EmbeddedNetworkSource, loadDataset } from '../../src/sources/index.js';
import { company, person } from './fixtures.js';

describe('lazy roster index', () => {
  it('indexes a 50,000-person company without holding the profiles in memory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tp-big-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, 'companies.ndjson'), `${JSON.stringify({ ...company(9, 'huge'), employees_count: 60000 })}\n`);
    const out = createWriteStream(join(dir, 'people.ndjson'));
    const template = JSON.stringify(person(9, 'REF', 'Senior Software Engineer — Ünïcode ✓'));
    const N = 50_000;
    for (let i = 0; i < N; i += 1) {
      if (!out.write(`${template.replaceAll('REF', `r${i}`)}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');

    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const dataset = await loadDataset(dir);
    globalThis.gc?.();
    const grown = process.memoryUsage().heapUsed - before;
    expect(dataset.errors).toEqual([]);
    expect(dataset.peopleCount).toBe(N);
    // ~2 KB per profile would be ~100 MB if loaded; the index is offsets + refs only.
    expect(grown).toBeLessThan(64 * 1024 * 1024);

    const source = new EmbeddedNetworkSource(dataset);
    const last = await source.enrichProfile(9, `r${N - 1}`);
    expect(last.person_ref).toBe(`r${N - 1}`);
    expect(last.experience[0]?.title).toBe('Senior Software Engineer — Ünïcode ✓');
    const page = await source.scanRoster(9, '49990', 100);
    expect(page.entries).toHaveLength(10);
    expect(page.next).toBeNull();
    await source.close();
  }, 60_000);
});
