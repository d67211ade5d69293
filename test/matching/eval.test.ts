import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_DATASET_DIR } from '../../src/sources/index.js';

const run = promisify(execFile);

interface Report {
  overall: Record<string, number>;
  personas: Array<Record<string, number | string>>;
}

async function evalJson(args: string[] = []): Promise<{ report: Report; stderr: string }> {
  const { stdout, stderr } = await run('npx', ['tsx', 'src/cli/eval.ts', ...args, '--json'], { cwd: process.cwd(), maxBuffer: 10 * 1024 * 1024 });
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return { report: JSON.parse(lines[0] ?? '') as Report, stderr };
}

const temps: string[] = [];
afterAll(async () => {
  for (const d of temps) await rm(d, { recursive: true, force: true });
});

describe('eval CLI on the bundled sample', () => {
  it('--json prints one object with the documented shape and reaches the quality targets', async () => {
    const { report, stderr } = await evalJson();
    expect(Object.keys(report).sort()).toEqual(['overall', 'personas']);
    expect(Object.keys(report.overall).sort()).toEqual(['calls', 'macro_f1', 'macro_precision', 'macro_recall', 'ms', 'ndcg10', 'tokens']);
    expect(report.personas.length).toBeGreaterThanOrEqual(15);
    for (const p of report.personas) expect(Object.keys(p).sort()).toEqual(['expected', 'f1', 'ndcg10', 'precision', 'recall', 'returned', 'slug']);
    expect(report.overall.macro_f1).toBeGreaterThanOrEqual(0.9);
    expect(report.personas.find((p) => p.slug === 'owners-founders')?.f1).toBeGreaterThanOrEqual(0.97);
    expect(report.overall.calls).toBe(0);
    // The dataset's file handle is closed, never left to the garbage collector.
    expect(stderr).not.toMatch(/Closing file descriptor/);
  });

  it('a labels.json persona may omit the definition of owners-founders (its own definition is used)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tp-eval-'));
    temps.push(dir);
    for (const f of ['companies.ndjson', 'people.ndjson']) await copyFile(join(SAMPLE_DATASET_DIR, f), join(dir, f));
    const labels = JSON.parse(await readFile(join(SAMPLE_DATASET_DIR, 'labels.json'), 'utf8')) as {
      personas: Array<{ slug: string; name: string; definition?: string | null }>;
      expected: Record<string, unknown>;
    };
    const owners = labels.personas.find((p) => p.slug === 'owners-founders');
    delete owners?.definition;
    const marketing = labels.personas.find((p) => p.slug === 'marketing-leaders');
    if (marketing) marketing.definition = null;
    labels.personas = labels.personas.filter((p) => p.slug === 'owners-founders');
    await writeFile(join(dir, 'labels.json'), JSON.stringify(labels));
    const { report } = await evalJson(['--dataset', dir, '--matcher', 'rules']);
    expect(report.personas.map((p) => p.slug)).toEqual(['owners-founders']);
    expect(report.personas[0]?.f1).toBeGreaterThanOrEqual(0.97);

    // Any other persona without a definition is a dataset error, reported by file and field.
    labels.personas.push({ slug: 'marketing-leaders', name: 'Marketing', definition: null });
    await writeFile(join(dir, 'labels.json'), JSON.stringify(labels));
    const failed = await run('npx', ['tsx', 'src/cli/eval.ts', '--dataset', dir, '--json'], { cwd: process.cwd() }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toMatch(/labels\.json:1: personas\.1\.definition: required/);
  });
});
