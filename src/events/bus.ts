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
  const pingMs = opts.pingMs ?? PING_MS;
  const pingTimeoutMs = opts.pingTimeoutMs ?? PING_TIMEOUT_MS;
  const listeners = new Set<Listener>();
  let client: pg.Client | null = null;
  /** The connection attempt under way (a caller's and the reconnect loop's are the same one). */
  let connecting: Promise<void> | null = null;
  /** The reconnect loop, while it runs. */
  let reconnecting: Promise<void> | null = null;
  let closed = false;
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

  const dispatch = (payload: string | undefined) => {
    try {
      if (payload) emit(JSON.parse(payload) as JobEvent);
    } catch {
      // not one of ours
    }
  };

  /** Reconnect until listening or closed, with backoff (the service's one retry helper). */
  const reconnect = () => {
    if (closed || reconnecting || client) return;
    reconnecting = retry(() => attempt(), {
      retries: Infinity,
      retryable: () => !closed,
      delayMs: (_err, n) => Math.min(RECONNECT_BASE_MS * 2 ** Math.min(n, 16), RECONNECT_MAX_MS),
      signal: closing.signal,
      unref: true,
    })
      .catch(() => {
        /* closed meanwhile; each failed attempt was logged in connect */
      })
      .finally(() => (reconnecting = null));
  };

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c && client !== null) return;
    if (client === c) client = null;
    lostSince ??= new Date();
    if (!closed) opts.log.warn('event bus connection lost; reconnecting', { err });
    c.end().catch(() => {});
    reconnect();
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5000 });
    c.on('notification', (n) => dispatch(n.payload));
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      c.removeAllListeners('end');
      c.end().catch(() => {});
      failures += 1;
      lostSince ??= new Date();
      if (failures === 1 || failures % 10 === 0) opts.log.warn('event bus cannot LISTEN; retrying', { err, failures });
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    failures = 0;
    keepPinging(c);
    if (lostSince) {
      const since = lostSince;
      lostSince = null;
      opts.log.info('event bus listening again; subscribers resync', { since: since.toISOString() });
      emit({ kind: 'resync', since });
    }
  };

  /** Pings the listening connection until it is no longer the bus's (see PING_MS above). */
  const keepPinging = (c: pg.Client) => {
    const timer = setInterval(() => {
      if (client !== c) return void clearInterval(timer);
      const deadline = setTimeout(() => {
        if (client === c) lost(c, new Error(`event bus connection did not answer a ping within ${pingTimeoutMs} ms`));
      }, pingTimeoutMs);
      deadline.unref();
      c.query('SELECT 1')
        .finally(() => clearTimeout(deadline))
        .catch((err: unknown) => lost(c, err));
    }, pingMs);
    timer.unref();
  };

  /** One connection attempt, shared by whoever asks while it runs; resolves at once when listening. */
  const attempt = (): Promise<void> => {
    if (client) return Promise.resolve();
    if (closed) return Promise.reject(new Error('event bus closed'));
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  };

  /** Listening now, or this attempt's failure (the reconnect loop keeps trying behind it). */
  const ensure = (): Promise<void> => {
    const now = attempt();
    if (!client) reconnect();
    return now;
  };

  return {
    async publish(e, query) {
      const q = query ?? ((sql: string, params: unknown[]) => opts.pool.query(sql, params));
      await q('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(e)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      void ensure().catch(() => {
        /* reconnecting with backoff; listeners get a resync once it is back */
      });
      return () => void listeners.delete(listener);
    },
    listening: () => ensure(),
    async close() {
      closed = true;
      closing.abort();
      listeners.clear();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
