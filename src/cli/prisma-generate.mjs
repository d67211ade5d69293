// Runs `prisma generate` offline. Prisma's CLI insists that a schema-engine binary exists even though
// generate never runs it; point it at any existing file unless the caller configured a real one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = path.join(root, 'package.json');
}
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
env.PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`;
const bin = path.join(root, 'node_modules', '.bin', 'prisma');
if (!existsSync(bin)) {
  console.error('prisma CLI not installed; skipping generate');
  process.exit(0);
}
const r = spawnSync(bin, ['generate', '--config', 'prisma/prisma.config.ts'], { cwd: root, env, stdio: 'inherit' });
process.exit(r.status ?? 1);
