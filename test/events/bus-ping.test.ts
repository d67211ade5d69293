// The event bus's LISTEN connection is pinged (src/events/bus.ts, PING_MS): a connection that goes silent
// without a reset or a FIN (a network partition) is noticed within a ping and its timeout, the bus counts
// a new listening period (row watchers are reset, so held poll reads are dropped) and listens again once
// the network is back. Simulated with a TCP proxy that stops forwarding bytes, both ways, without closing
// anything. A healthy connection is never taken for a lost one.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, ROW_CHANNEL } from '../../src/events/bus.js';
import { createLogger } from '../../src/observability/log.js';
import { freshDatabase } from '../support/db.js';

/** A TCP proxy to the database that can swallow every byte (`silent = true`) while keeping connections open. */
class SilentProxy {
  silent = false;
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((inbound) => {
      const outbound = net.connect(this.target.port, this.target.host);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => this.sockets.delete(s));
      }
      inbound.on('data', (d: Buffer) => void (this.silent || outbound.write(d)));
      outbound.on('data', (d: Buffer) => void (this.silent || inbound.write(d)));
      inbound.on('end', () => outbound.end());
      outbound.on('end', () => inbound.end());
    });
  }
  async listen(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    return (this.server.address() as net.AddressInfo).port;
  }
  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

async function until(what: string, ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let db: Awaited<ReturnType<typeof freshDatabase>>;
let pool: pg.Pool;
let proxy: SilentProxy;
let proxiedUrl: string;

beforeAll(async () => {
  db = await freshDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const u = new URL(db.url);
  proxy = new SilentProxy({ host: u.hostname, port: Number(u.port || 5432) });
  u.port = String(await proxy.listen());
  proxiedUrl = u.toString();
});
afterAll(async () => {
  await pool?.end();
  await proxy?.close();
  await db?.drop();
});

describe('event bus: a silent LISTEN connection', () => {
  it('is noticed by its ping: a new listening period, row watchers reset, and listening again once the network is back', async () => {
    const bus = createEventBus({ url: proxiedUrl, pool, log: createLogger('silent'), pingMs: 100, pingTimeoutMs: 300 });
    const changed: string[] = [];
    let resets = 0;
    const stop = bus.watch({ changed: (id) => changed.push(id), reset: () => (resets += 1) });
    try {
      await bus.listening();
      const first = bus.epoch();
      expect(first).not.toBeNull();
      // pings answered: the same listening period after several of them, and notifications still heard
      await new Promise((r) => setTimeout(r, 600));
      expect(bus.epoch()).toBe(first);
      expect(resets).toBe(0);
      await pool.query('SELECT pg_notify($1, $2)', [ROW_CHANNEL, 'job_before']);
      await until('the notification is heard', () => changed.includes('job_before'));

      // the network goes silent: no byte either way, no reset, no FIN
      proxy.silent = true;
      await until('the bus knows it may be deaf', () => bus.epoch() !== first, 3000);
      expect(resets).toBe(1);
      await pool.query('SELECT pg_notify($1, $2)', [ROW_CHANNEL, 'job_while_silent']);

      // the network is back: a new connection listens, in a new period; the lost notification is not heard
      proxy.silent = false;
      await until('listening again', () => bus.epoch() !== null, 15_000);
      expect(bus.epoch()).not.toBe(first);
      await pool.query('SELECT pg_notify($1, $2)', [ROW_CHANNEL, 'job_after']);
      await until('a notification after the reconnect is heard', () => changed.includes('job_after'));
      expect(changed).not.toContain('job_while_silent');
    } finally {
      stop();
      await bus.close();
    }
  });
});
