import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('eval CLI on the bundled sample', () => {
  it('--json prints one object with the documented shape and reaches the quality targets', async () => {
    const { stdout } = await run('npx', ['tsx', 'src/cli/eval.ts', '--json'], { cwd: process.cwd(), maxBuffer: 10 * 1024 * 1024 });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const report = JSON.parse(lines[0] ?? '') as {
      overall: Record<string, number>;
      personas: Array<Record<string, number | string>>;
    };
    expect(Object.keys(report).sort()).toEqual(['overall', 'personas']);
    expect(Object.keys(report.overall).sort()).toEqual(['calls', 'macro_f1', 'macro_precision', 'macro_recall', 'ms', 'ndcg10', 'tokens']);
    expect(report.personas.length).toBeGreaterThanOrEqual(15);
    for (const p of report.personas) expect(Object.keys(p).sort()).toEqual(['expected', 'f1', 'ndcg10', 'precision', 'recall', 'returned', 'slug']);
    expect(report.overall.macro_f1).toBeGreaterThanOrEqual(0.9);
    expect(report.personas.find((p) => p.slug === 'owners-founders')?.f1).toBeGreaterThanOrEqual(0.97);
    expect(report.overall.calls).toBe(0);
  }, 120_000);
});
