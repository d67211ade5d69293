// What the service's parts need from the outside world, built once per service instance (src/service.ts)
// and passed explicitly: database, config, logger, metrics, data source, matcher, events, queue. The
// domain's use cases see only its part of it (DomainDeps, src/domain/ports.ts), which Deps extends.
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.js';
import type { DomainDeps } from './domain/ports.js';
import type { EventBus } from './events/bus.js';
import type { PersonaMatcher } from './matching/port.js';
import type { Logger } from './observability/log.js';
import type { Metrics } from './observability/metrics.js';
import type { NetworkSource } from './sources/port.js';

export interface Deps extends DomainDeps {
  config: Config;
  log: Logger;
  metrics: Metrics;
  source: NetworkSource;
  matcher: PersonaMatcher;
  events: EventBus;
  /** pg-boss: queues for pipeline stages, delayed retries and webhook deliveries. */
  boss: PgBoss;
}

/**
 * Everything but the domain's ports: what the adapters are built from. The ports are implemented by
 * src/pipeline (jobQueue), src/webhooks (outbox), src/sources (companies), src/db (jobReads) and src/domain (clock, ids).
 */
export type Infra = Omit<Deps, 'jobQueue' | 'outbox' | 'companies' | 'clock' | 'ids' | 'jobReads' | 'personaCompiler'>;
