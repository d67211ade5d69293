// What the domain needs from the outside world, built once per service instance (src/service.ts)
// and passed explicitly: database, config, logger, metrics, data source, matcher, events, queue.
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock, IdSource, JobQueue, WebhookOutbox } from './domain/ports.js';
import type { EventBus } from './events/bus.js';
import type { PersonaMatcher } from './matching/port.js';
import type { Logger } from './observability/log.js';
import type { Metrics } from './observability/metrics.js';
import type { NetworkSource } from './sources/port.js';

export interface Deps {
  config: Config;
  db: Database;
  log: Logger;
  metrics: Metrics;
  source: NetworkSource;
  matcher: PersonaMatcher;
  events: EventBus;
  /** pg-boss: queues for pipeline stages, delayed retries and webhook deliveries. */
  boss: PgBoss;
  /** The domain's ports (src/domain/ports.ts), implemented by src/pipeline and src/webhooks. */
  jobQueue: JobQueue;
  outbox: WebhookOutbox;
  clock: Clock;
  ids: IdSource;
}

/** Everything but the domain's ports: what the adapters are built from. */
export type Infra = Omit<Deps, 'jobQueue' | 'outbox' | 'clock' | 'ids'>;
