import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './support/sequencer.js';

// graphql 16 has no "exports" map: Node's own resolution (used by graphql-yoga, graphql-ws and Pothos
// from node_modules) loads its CommonJS entry, while Vite would pick the ESM one for our sources: two
// copies, and `instanceof GraphQLError` / "schema from another realm" failures. Pin the one Node uses.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Three workers on two cores: about half of a file's wall time is waiting (child processes starting,
    // PostgreSQL, service shutdowns, retry schedules, simulated latency), and a third file fills those waits.
    // Fresh-clone CI runs 10 min apart at load 4-9: 2 workers 453 s, 3 workers 425 s (all 1,042 tests passed in both).
    maxWorkers: 3,
    // Files share their worker's module graph: each file's import of the service (Prisma, GraphQL,
    // openapi-backend, the matcher) was 1-2 s of CPU, about a fifth of the suite's. Tests keep no state in
    // modules beyond caches (each file starts its own services on its own database).
    isolate: false,
    testTimeout: 180_000, // generous: heavy process tests (CLI, kill -9, embedded start) slow down on a busy 2-core machine
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
    sequence: { sequencer: LongFirstSequencer },
  },
});
