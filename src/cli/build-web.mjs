// Builds the dashboard (src/web -> dist/web, served at /app). Runs on `npm install` (postinstall) and
// as `npm run build:web`; `npm test` rebuilds it when src/web is newer than the build.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!existsSync(path.join(root, 'src/web/index.html'))) {
  // e.g. the Docker image's dependency layer, installed before the sources are copied
  console.error('src/web not present; skipping the dashboard build');
  process.exit(0);
}
const require = createRequire(path.join(root, 'package.json'));
let vite;
try {
  vite = await import(require.resolve('vite'));
} catch {
  console.error('vite not installed; skipping the dashboard build');
  process.exit(0);
}
const started = Date.now();
await vite.build({ configFile: path.join(root, 'src/web/vite.config.ts'), logLevel: 'warn' });
if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('dashboard build produced no dist/web/index.html');
  process.exit(1);
}
console.log(`dashboard built into dist/web in ${((Date.now() - started) / 1000).toFixed(1)} s`);
