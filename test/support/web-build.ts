// The browser tests drive the built dashboard (dist/web). `npm install` builds it; this rebuilds it
// before a test run when a file under src/web, or src/matching/criteria.ts (the sectors the build puts in,
// vite.config.ts), is newer than the build (or there is no build).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

export function ensureWebBuild(): void {
  const index = path.join(root, 'dist/web/index.html');
  const sources = Math.max(newest(path.join(root, 'src/web')), statSync(path.join(root, 'src/matching/criteria.ts')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  execFileSync(process.execPath, [path.join(root, 'src/cli/build-web.mjs')], { cwd: root, stdio: 'inherit' });
}
