// Blind persona set 2 (test/fixtures/blind-personas-2, issue 22 §4) is frozen: its files must match the
// sha256 sums committed in SHA256SUMS before any matcher ran on it, and nothing may be added beside them
// (only README.md, where the figures are written, is outside the sums). The test reads no sentence.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/sources/index.js';

const DIR = join(process.cwd(), 'test/fixtures/blind-personas-2');
const UNSUMMED = new Set(['README.md', 'SHA256SUMS']);

function sums(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(join(DIR, 'SHA256SUMS'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) throw new Error(`SHA256SUMS: bad line ${JSON.stringify(line)}`);
    out.set(m[2] as string, m[1] as string);
  }
  return out;
}

describe('blind persona set 2 is frozen', () => {
  it('every file matches its committed sha256, and no file is outside the sums', () => {
    const listed = sums();
    for (const required of ['personas.ts', 'roles.ts', 'generate.ts', 'labels.json', 'truth.json', 'people.ndjson', 'companies.ndjson'])
      expect(listed.has(required), `${required} is in SHA256SUMS`).toBe(true);
    const files = readdirSync(DIR).filter((f) => !UNSUMMED.has(f));
    expect(files.sort()).toEqual([...listed.keys()].sort());
    for (const [file, hash] of listed) {
      const actual = createHash('sha256')
        .update(readFileSync(join(DIR, file)))
        .digest('hex');
      expect(actual, `${file} changed since the set was frozen`).toBe(hash);
    }
  });

  it('loads as a valid dataset with at least 40 labelled personas', async () => {
    const d = await loadDataset(DIR);
    expect(d.errors).toEqual([]);
    expect(d.companies.size).toBeGreaterThanOrEqual(15);
    const labels = d.labels;
    expect(labels?.personas.length ?? 0).toBeGreaterThanOrEqual(40);
    for (const p of labels?.personas ?? []) expect(p.definition, p.slug).toBeTruthy();
  });
});
