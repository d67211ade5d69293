// Blind persona sets 2, 3, 4, 5, 6, 7 and 8 (test/fixtures/blind-personas-N, issue 22 §4) are frozen: each set's files
// must match the sha256 sums committed in its SHA256SUMS before any matcher ran on it, and nothing may be
// added beside them. README.md may stay outside the sums (sets 2–5 write their figures there); when a set's
// SHA256SUMS lists it (sets 6, 7 and 8), it is frozen too. The test reads no sentence: it hashes bytes and counts
// labelled personas.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/sources/index.js';

const SETS = [
  'blind-personas-2',
  'blind-personas-3',
  'blind-personas-4',
  'blind-personas-5',
  'blind-personas-6',
  'blind-personas-7',
  'blind-personas-8',
] as const;
/** Files that may be outside the sums: SHA256SUMS itself, and README.md unless the set lists it. */
const MAY_BE_UNSUMMED = new Set(['README.md', 'SHA256SUMS']);
/** Sets frozen with their README (no figures are ever written into it). */
const README_FROZEN = new Set<string>(['blind-personas-6', 'blind-personas-7', 'blind-personas-8']);
const REQUIRED = ['personas.ts', 'roles.ts', 'generate.ts', 'labels.json', 'truth.json', 'people.ndjson', 'companies.ndjson'];

const dirOf = (set: string) => join(process.cwd(), 'test/fixtures', set);

function sums(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(join(dir, 'SHA256SUMS'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) throw new Error(`SHA256SUMS: bad line ${JSON.stringify(line)}`);
    out.set(m[2] as string, m[1] as string);
  }
  return out;
}

describe.each(SETS)('blind persona set %s is frozen', (set) => {
  const dir = dirOf(set);

  it('every file matches its committed sha256, and no file is outside the sums', () => {
    const listed = sums(dir);
    if (README_FROZEN.has(set)) expect(listed.has('README.md'), `${set}: README.md is in SHA256SUMS`).toBe(true);
    for (const required of REQUIRED) expect(listed.has(required), `${set}: ${required} is in SHA256SUMS`).toBe(true);
    expect(listed.has('SHA256SUMS'), `${set}: SHA256SUMS does not list itself`).toBe(false);
    const files = readdirSync(dir).filter((f) => !(MAY_BE_UNSUMMED.has(f) && !listed.has(f)));
    expect(files.sort()).toEqual([...listed.keys()].sort());
    for (const [file, hash] of listed) {
      const actual = createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex');
      expect(actual, `${set}/${file} changed since the set was frozen`).toBe(hash);
    }
  });

  it('loads as a valid dataset with at least 40 labelled personas', async () => {
    const d = await loadDataset(dir);
    expect(d.errors).toEqual([]);
    expect(d.companies.size).toBeGreaterThanOrEqual(15);
    const labels = d.labels;
    expect(labels?.personas.length ?? 0).toBeGreaterThanOrEqual(40);
    for (const p of labels?.personas ?? []) expect(p.definition, p.slug).toBeTruthy();
  });
});
