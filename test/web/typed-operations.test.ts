// The dashboard's operations are typed from schema.graphql through src/web/graphql-env.d.ts (written by
// `npm run schema:print`). A schema change without it would leave the dashboard's types behind.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('typed operations', () => {
  it('src/web/graphql-env.d.ts is generated from the current schema.graphql (npm run schema:print)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tp-tada-'));
    try {
      const out = path.join(dir, 'graphql-env.d.ts');
      execFileSync(process.execPath, [path.join(root, 'node_modules/gql.tada/bin/cli.js'), 'generate', 'output', '--output', out], {
        cwd: root,
        stdio: 'pipe',
      });
      expect(readFileSync(path.join(root, 'src/web/graphql-env.d.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
