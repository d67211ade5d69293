// Boots one service instance: database (embedded when DATABASE_URL is unset), migrations, data source,
// matcher, event bus, pg-boss, the HTTP server (role api|all) and the workers (role worker|all).
// Used by src/main.ts and by the tests (which start real instances on port 0).
import type { Server } from 'node:http';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import type { Config } from './config.js';
import type { Deps } from './deps.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { forgetEmbeddedUrl, recordEmbeddedUrl } from './db/connect.js';
import { openDatabase } from './db/client.js';
import { createEventBus } from './events/bus.js';
import { createLogger, type Logger } from './observability/log.js';
import { createMetrics } from './observability/metrics.js';
import { openConfiguredSource } from './sources/index.js';
import { companyDirectory } from './sources/directory.js';
import { createMatcher } from './matching/index.js';
import { RulesPersonaCompiler } from './matching/persona-compiler.js';
import { LlmPersonaCompiler } from './matching/llm/compiler.js';
import { PgMatchCache } from './matching/cache.js';
import { createHttpServer } from './http/server.js';
import { createGraphQL } from './graphql/server.js';
import { createRestHandler } from './rest/router.js';
import { startPipeline, stopPipeline } from './pipeline/index.js';
import { startWebhooks } from './webhooks/index.js';
import { ensureDemoAccount, type DemoAccount } from './domain/accounts/demo.js';
import { systemClock } from './domain/clock.js';
import { randomIds } from './domain/jobs/ids.js';
import { jobReads } from './db/job-reads.js';
import { stageQueue } from './pipeline/queues.js';
import { webhookOutbox } from './webhooks/schedule.js';

export interface Service {
  url: string;
  port: number;
  deps: Deps;
  /** The demo account (development): its key when created by this start, and the command that makes a new one. */
  demo?: DemoAccount & { newKeyCommand: string };
  /** Graceful stop: stop taking requests, finish in-flight work, close the pool. */
  close(): Promise<void>;
}

/** How to run the admin CLI against this service's database, runnable as printed from the checkout. */
export function adminCommandPrefix(config: Config): string {
  const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
  if (config.DATABASE_URL) {
    const u = new URL(config.DATABASE_URL);
    const target = u.password ? '"$DATABASE_URL"' : quote(config.DATABASE_URL); // never print a password
    return `DATABASE_URL=${target} npm run --silent admin --`;
  }
  return `DATA_DIR=${quote(path.resolve(config.DATA_DIR))} npm run --silent admin --`;
}

export async function startService(config: Config, opts: { log?: Logger } = {}): Promise<Service> {
  const log = opts.log ?? createLogger(config.LOG_LEVEL, { service: 'target-people', role: config.ROLE });
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      unsafeFast: config.EMBEDDED_POSTGRES_UNSAFE_FAST,
      log: (l) => log.debug('postgres', { line: l }),
    });
    databaseUrl = embedded.url;
    recordEmbeddedUrl(config, embedded.url);
    log.info('embedded PostgreSQL started', { data_dir: embedded.dataDir, durability: embedded.unsafeFast ? 'unsafe-fast' : 'safe' });
    if (embedded.unsafeFast) {
      process.stderr.write(
        `WARNING: EMBEDDED_POSTGRES_UNSAFE_FAST=true: the embedded PostgreSQL runs with fsync, synchronous_commit and ` +
          `full_page_writes off. A crash can lose writes that were already acknowledged (jobs answered 202, credits). ` +
          `For tests and benchmarks only.\n`,
      );
    }
  }
  const applied = await migrate(databaseUrl);
  if (applied.length) log.info('migrations applied', { applied });

  const db = openDatabase(databaseUrl, config.DATABASE_POOL_SIZE);
  const metrics = createMetrics();
  const events = createEventBus({ url: databaseUrl, pool: db.pool, log });
  const source = await openConfiguredSource(config, { pool: db.pool, metrics });
  log.info('network source', { source: config.NETWORK_SOURCE });
  const matcher = createMatcher({
    kind: config.MATCHER,
    llm: config.LLM_BASE_URL
      ? {
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          batchSize: config.LLM_BATCH_SIZE,
          concurrency: config.LLM_CONCURRENCY,
          timeoutMs: config.LLM_TIMEOUT_MS,
          maxRetries: config.LLM_MAX_RETRIES,
          maxResponseBytes: config.OUTBOUND_RESPONSE_LIMIT_BYTES,
        }
      : undefined,
    cache: new PgMatchCache(db.pool),
    clock: systemClock,
  });
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, useListenNotify: true } as ConstructorParameters<typeof PgBoss>[0]);
  // Once stopped, a connection pg-boss still held is cut when PostgreSQL stops: expected, not an error.
  let bossStopped = false;
  boss.on('error', (err: unknown) => (bossStopped ? log.debug : log.error)('pg-boss error', { err }));
  await boss.start();

  const infra = { config, db, log, metrics, source, matcher, events, boss };
  const reads = jobReads(db, config.JOB_CACHE_BYTES);
  metrics.jobCacheBytes.collectFrom(async () => [[{}, reads.cachedBytes()]]);
  const deps: Deps = {
    ...infra,
    jobReads: reads,
    jobQueue: stageQueue(infra),
    outbox: webhookOutbox(infra),
    companies: companyDirectory(infra),
    clock: systemClock,
    ids: randomIds,
    personaCompiler:
      config.PERSONA_COMPILER === 'llm' && config.LLM_BASE_URL
        ? new LlmPersonaCompiler({
            baseUrl: config.LLM_BASE_URL,
            apiKey: config.LLM_API_KEY,
            model: config.LLM_MODEL,
            timeoutMs: config.LLM_TIMEOUT_MS,
            maxResponseBytes: config.OUTBOUND_RESPONSE_LIMIT_BYTES,
          })
        : new RulesPersonaCompiler(),
  };
  const runWorkers = config.ROLE !== 'api';
  await startPipeline(deps, { workers: runWorkers });
  await startWebhooks(deps, { workers: runWorkers });

  let server: Server | null = null;
  let ws: { close(): Promise<void> } | null = null;
  const state = { draining: false };
  let port = 0;
  if (config.ROLE !== 'worker') {
    const graphql = createGraphQL(deps);
    const rest = await createRestHandler(deps);
    server = createHttpServer(deps, { graphql: graphql.handle, rest }, state);
    ws = graphql.attachWebSockets(server);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.PORT, config.HOST, () => resolve());
    });
    const addr = server.address();
    port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  }
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const demoAccount = config.NODE_ENV === 'development' && config.DEMO_ACCOUNT !== false ? await ensureDemoAccount(db.prisma) : undefined;
  const demo = demoAccount && { ...demoAccount, newKeyCommand: `${adminCommandPrefix(config)} key create --account ${demoAccount.accountId}` };

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      state.draining = true;
      if (server) {
        const s = server;
        const closed = new Promise<void>((r) => s.close(() => r()));
        s.closeIdleConnections();
        await ws?.close();
        await Promise.race([closed, new Promise((r) => setTimeout(r, config.SHUTDOWN_TIMEOUT_MS))]);
        s.closeAllConnections();
      }
      if (runWorkers) await stopPipeline(deps, config.SHUTDOWN_TIMEOUT_MS).catch((err: unknown) => log.warn('pipeline stop failed', { err }));
      await boss
        .stop({ graceful: true, timeout: config.SHUTDOWN_TIMEOUT_MS, wait: true } as Parameters<PgBoss['stop']>[0])
        .catch((err: unknown) => log.warn('pg-boss stop failed', { err }));
      bossStopped = true;
      await events.close();
      await source.close();
      await db.close();
      if (embedded) {
        forgetEmbeddedUrl(config);
        await embedded.stop().catch(() => {});
      }
    })());

  return { url, port, deps, demo, close };
}
