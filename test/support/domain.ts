// The fast layer's harness (test/unit): the domain's use cases called directly on a fresh migrated
// database per test file, no HTTP server, no pg-boss, no workers. The adapters that need no process of
// their own are the service's (job reads, the bundled sample data source behind the company directory,
// the persona compiler); what would leave the process is recorded instead: stage messages the job queue
// is given, webhook events the outbox is asked to record, job events published. A test's clock is its own.
import { openDatabase, type Database } from '../../src/db/client.js';
import { loadConfig } from '../../src/config.js';
import { jobReads } from '../../src/db/job-reads.js';
import { openConfiguredSource } from '../../src/sources/index.js';
import { companyDirectory } from '../../src/sources/directory.js';
import { createMetrics } from '../../src/observability/metrics.js';
import { randomIds } from '../../src/domain/jobs/ids.js';
import { RulesPersonaCompiler } from '../../src/matching/persona-compiler.js';
import { createAccount } from '../../src/domain/accounts/accounts.js';
import { authenticate, type Caller } from '../../src/domain/accounts/keys.js';
import type { Tier } from '../../src/generated/prisma/enums.js';
import type { DomainDeps, JobEvent, StageMessage } from '../../src/domain/ports.js';
import { freshDatabase } from './db.js';

export interface DomainHarness {
  deps: DomainDeps;
  db: Database;
  /** What the use cases handed to the outside world, in order. */
  sent: { stages: StageMessage[]; webhooks: string[]; events: JobEvent[] };
  /** The time the domain's clock answers (moves only when a test sets it). */
  now: { at: Date };
  /** A new account with one API key, as its caller. */
  caller(opts?: { tier?: Tier; credits?: number; concurrency?: number | null }): Promise<Caller & { apiKey: string }>;
  close(): Promise<void>;
}

export async function domainHarness(): Promise<DomainHarness> {
  const fresh = await freshDatabase();
  const db = openDatabase(fresh.url, 8);
  const config = loadConfig({}, { NODE_ENV: 'test', DATABASE_URL: fresh.url });
  const source = await openConfiguredSource(config, { pool: db.pool });
  const sent: DomainHarness['sent'] = { stages: [], webhooks: [], events: [] };
  const now = { at: new Date('2026-11-25T12:00:00.000Z') };
  const deps: DomainDeps = {
    db,
    config,
    log: { info: () => {}, warn: () => {} },
    events: { publish: async (e) => void sent.events.push(e) },
    companies: companyDirectory({ source, metrics: createMetrics() }),
    jobQueue: { enqueueStage: async (_tx, msg) => void sent.stages.push(msg) },
    outbox: { checkCallbackUrl: () => [], recordJobEvent: async (_tx, jobId) => void sent.webhooks.push(jobId) },
    clock: { now: () => now.at },
    ids: randomIds,
    jobReads: jobReads(db, 1024 * 1024),
    personaCompiler: new RulesPersonaCompiler(),
  };
  return {
    deps,
    db,
    sent,
    now,
    async caller(opts = {}) {
      const { apiKey } = await createAccount(db.prisma, {
        name: 'Fast layer',
        tier: opts.tier ?? 'premium',
        credits: opts.credits ?? 10,
        concurrencyLimit: opts.concurrency ?? null,
      });
      return { ...(await authenticate(deps, apiKey)), apiKey };
    },
    async close() {
      await source.close();
      await db.close();
      await fresh.drop();
    },
  };
}
