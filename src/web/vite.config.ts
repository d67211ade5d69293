// Build of the dashboard (`npm run build:web`, also run by `npm install`): src/web -> dist/web,
// served by the one HTTP server at /app. Every asset is local (no CDN).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { SECTORS } from '../matching/criteria.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/app/',
  logLevel: 'warn',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  // Values the API defines, put into the bundle as literals (not the modules that define them, which bring zod).
  define: { __SECTORS__: JSON.stringify(SECTORS) },
  build: {
    outDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1024,
  },
});
