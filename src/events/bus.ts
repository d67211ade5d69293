// Events that cross processes through Postgres LISTEN/NOTIFY: a worker in one process commits a stage
// change and publishes; every API process's subscribers (GraphQL subscriptions) hear it.
// Payloads stay small (ids and a kind); subscribers re-read the row. NOTIFY is delivered on commit, so
// publishing inside a transaction only reaches listeners if it commits.
import pg from 'pg';
import type { Logger } from '../observability/log.js';

export const CHANNEL = 'tp_events';

export interface JobEvent {
  kind: 'job';
  jobId: string;
  apiKeyId: string;
  /** What changed: stage, counters, preview, status (terminal), state (active/delayed). */
  change: 'created' | 'stage' | 'counters' | 'preview' | 'state' | 'status';
}

type Listener = (e: JobEvent) => void;

export interface EventBus {
  /** Publish through the given query function (pass a transaction's to publish on commit). */
  publish(e: JobEvent, query?: (sql: string, params: unknown[]) => Promise<unknown>): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** Resolves once this process is listening, so no event committed after it is missed. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export function createEventBus(opts: { url: string; pool: pg.Pool; log: Logger }): EventBus {
  const listeners = new Set<Listener>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    let e: JobEvent;
    try {
      e = JSON.parse(payload) as JobEvent;
    } catch {
      return;
    }
    for (const l of listeners) {
      try {
        l(e);
      } catch (err) {
        opts.log.warn('event listener failed', { err });
      }
    }
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: opts.url });
    c.on('notification', (n) => dispatch(n.payload));
    c.on('error', (err) => {
      opts.log.warn('event bus connection lost; reconnecting', { err });
      client = null;
      connecting = null;
      if (!closed && listeners.size > 0) setTimeout(() => void ensure().catch(() => {}), 500);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };

  const ensure = (): Promise<void> => {
    if (client) return Promise.resolve();
    if (!connecting) connecting = connect().catch((err) => {
      connecting = null;
      throw err;
    });
    return connecting;
  };

  return {
    async publish(e, query) {
      const q = query ?? ((sql: string, params: unknown[]) => opts.pool.query(sql, params));
      await q('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(e)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      void ensure().catch((err) => opts.log.error('event bus could not LISTEN', { err }));
      return () => {
        listeners.delete(listener);
      };
    },
    listening: () => ensure(),
    async close() {
      closed = true;
      listeners.clear();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}

