// Entry point: `npm start`. Validates config, boots the service, prints where things are, and shuts
// down gracefully on SIGTERM/SIGINT/SIGHUP (stop taking requests, finish in-flight work, close the pool,
// stop the embedded PostgreSQL). SIGHUP (a closed terminal) is a stop like SIGTERM, never a lost process
// that leaves its embedded PostgreSQL behind.
import { ConfigError, loadConfig } from './config.js';
import { createLogger, flushLogs } from './observability/log.js';
import { startService, type Service } from './service.js';
import { DEMO_CREDITS, DEMO_TIER } from './domain/accounts/demo.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL, { service: 'target-people', role: config.ROLE });
  // Signal handlers go in before boot: a SIGTERM that arrives while starting shuts down once started.
  let service: Service | null = null;
  let stopRequested: string | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    if (!service) {
      stopRequested = signal;
      return;
    }
    stopping = true;
    log.info('shutting down', { signal });
    service
      .close()
      .then(() => {
        flushLogs();
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error('shutdown failed', { err });
        flushLogs();
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => stop('SIGHUP'));
  service = await startService(config, { log });
  if (config.ROLE !== 'worker') {
    const u = service.url;
    process.stdout.write(
      `\n  Target People is ready (role ${config.ROLE}, matcher ${config.MATCHER}).\n` +
        `  Dashboard:          ${u}/app/\n` +
        `  GraphQL + GraphiQL: ${u}/graphql   (subscriptions: ${u.replace(/^http/, 'ws')}/graphql)\n` +
        `  REST base:          ${u}/v1\n` +
        `  OpenAPI document:   ${u}/openapi.json\n` +
        `  Docs page:          ${u}/docs\n` +
        `  Health:             ${u}/healthz  ${u}/readyz  ${u}/metrics\n\n` +
        demoBanner(service, u),
    );
  }
  if (stopRequested) stop(stopRequested);
}

function demoBanner(service: Service, u: string): string {
  const demo = service.demo;
  if (!demo) return '';
  if (demo.created)
    return (
      `  Demo account created (${DEMO_CREDITS} credits, tier ${DEMO_TIER}): ${demo.accountId}\n` +
      `  API key (shown once, keep it): ${demo.apiKey}\n` +
      `  Try: curl -H 'X-API-Key: ${demo.apiKey}' ${u}/v1/account\n\n`
    );
  return `  Demo account: ${demo.accountId} (its key was shown at first start). A new key:\n    ${demo.newKeyCommand}\n\n`;
}

main().catch((err: unknown) => {
  flushLogs();
  process.stderr.write(`Target People failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
