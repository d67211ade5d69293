// Events that cross processes through Postgres LISTEN/NOTIFY: a worker in one process commits a stage
// change and publishes; every API process's subscribers (GraphQL subscriptions) hear it.
// Payloads stay small (ids and a kind); subscribers re-read the row. NOTIFY is delivered on commit, so
// publishing inside a transaction only reaches listeners if it commits.
//
// The LISTEN connection heals itself: when it is lost (database restart, outage, a terminated backend)
// it reconnects forever, with backoff (RECONNECT_BASE_MS doubling up to RECONNECT_MAX_MS), through the
// service's one retry helper (src/lib/retry.ts). Events published while it was down are gone, so after a
// reconnect every listener gets one `resync` event (with the time the connection was lost): subscribers
// re-read their jobs and send the current state.
//
// A connection that is gone without a word (a network partition, a host that vanished: no reset, no
// FIN) would look alive until TCP gives up, minutes later, while subscribers heard nothing. So the
// connection is pinged (`SELECT 1`) every PING_MS; a ping unanswered within PING_TIMEOUT_MS counts as a
// lost connection (deaf, then reconnect), which bounds how long the bus can be deaf without knowing it.
import pg from 'pg';
import type { JobEvent, JobEvents, SqlRunner } from '../domain/ports.js';
import type { Logger } from '../observability/log.js';
import { retry } from '../lib/retry.js';

export const CHANNEL = 'tp_events';
export const RECONNECT_BASE_MS = 250;
export const RECONNECT_MAX_MS = 10_000;
export const PING_MS = 5_000;
export const PING_TIMEOUT_MS = 5_000;

/** A job changed (the domain's type: src/domain/ports.ts). */
export type { JobEvent };

/** The bus was deaf from `since` until now: anything may have changed meanwhile. */
export interface ResyncEvent {
  kind: 'resync';
  since: Date;
}

export type BusEvent = JobEvent | ResyncEvent;

type Listener = (e: BusEvent) => void;

/** The domain's JobEvents port, plus listening (one process hears what every process publishes). */
export interface EventBus extends JobEvents {
  /** Publish through the given query function (pass a transaction's to publish on commit). */
  publish(e: JobEvent, query?: SqlRunner): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** Resolves once this process is listening, so no event committed after it is missed. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export function createEventBus(opts: { url: string; pool: pg.Pool; log: Logger; pingMs?: number; pingTimeoutMs?: number }): EventBus {
  const listeners = new Set<Listener>();
  /** The connection that listens, while it does. */
  let client: pg.Client | null = null;
  /** The connection attempt under way (a caller's and the reconnect loop's are the same one). */
  let connecting: Promise<void> | null = null;
  /** The reconnect loop, while it runs. */
  let reconnecting: Promise<void> | null = null;
  /** Ends the reconnect loop's wait when the bus closes. */
  const closing = new AbortController();
  /** Set while the connection is lost (the time it was lost), cleared by the resync after reconnecting. */
  let lostSince: Date | null = null;
  let failures = 0;

  const emit = (e: BusEvent) => {
    for (const l of listeners) {
      try {
        l(e);
      } catch (err) {
        opts.log.warn('event listener failed', { err });
      }
    }
  };

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = null;
    lostSince = new Date();
    opts.log.warn('event bus connection lost; reconnecting', { err });
    c.end().catch(() => {});
    void listening().catch(() => {
      /* reconnecting with backoff; listeners get a resync once it is back */
    });
  };

  const connect = async (): Promise<void> => {
    // A ping (or LISTEN) unanswered within the timeout fails, which counts as a lost connection.
    const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5000, query_timeout: opts.pingTimeoutMs ?? PING_TIMEOUT_MS });
    c.on('notification', (n) => {
      try {
        if (n.payload) emit(JSON.parse(n.payload) as JobEvent);
      } catch {
        // not one of ours
      }
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      c.end().catch(() => {});
      failures += 1;
      lostSince ??= new Date();
      if (failures === 1 || failures % 10 === 0) opts.log.warn('event bus cannot LISTEN; retrying', { err, failures });
      throw err;
    }
    if (closing.signal.aborted) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    failures = 0;
    const ping = setInterval(() => {
      if (client === c) c.query('SELECT 1').catch((err: unknown) => lost(c, err));
      else clearInterval(ping);
    }, opts.pingMs ?? PING_MS);
    ping.unref();
    if (lostSince) {
      const since = lostSince;
      lostSince = null;
      opts.log.info('event bus listening again; subscribers resync', { since: since.toISOString() });
      emit({ kind: 'resync', since });
    }
  };

  /** One connection attempt, shared by whoever asks while it runs; resolves at once when listening. */
  const attempt = async (): Promise<void> => {
    if (client) return;
    closing.signal.throwIfAborted();
    await (connecting ??= connect().finally(() => (connecting = null)));
  };

  /** Listening now, or this attempt's failure (the reconnect loop, started if need be, keeps trying behind it). */
  const listening = (): Promise<void> => {
    if (client) return Promise.resolve();
    const now = attempt();
    reconnecting ??= retry(attempt, {
      retries: Infinity,
      retryable: () => !closing.signal.aborted,
      delayMs: (_err, n) => Math.min(RECONNECT_BASE_MS * 2 ** Math.min(n, 16), RECONNECT_MAX_MS),
      signal: closing.signal,
      unref: true,
    })
      .catch(() => {
        /* closed meanwhile; each failed attempt was logged in connect */
      })
      .finally(() => (reconnecting = null));
    return now;
  };

  return {
    async publish(e, query) {
      const q = query ?? ((sql: string, params: unknown[]) => opts.pool.query(sql, params));
      await q('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(e)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      void listening().catch(() => {
        /* reconnecting with backoff; listeners get a resync once it is back */
      });
      return () => void listeners.delete(listener);
    },
    listening,
    async close() {
      closing.abort();
      listeners.clear();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
