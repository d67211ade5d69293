// The event bus's LISTEN connection is pinged (src/events/bus.ts, PING_MS): a connection that goes silent
// without a reset or a FIN (a network partition) is noticed within a ping and its timeout, and the bus
// listens again once the network is back, telling its subscribers to resync. Simulated with a TCP proxy that stops forwarding bytes, both ways, without closing
// anything. A healthy connection is never taken for a lost one.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createEventBus, type BusEvent } from '../../src/events/bus.js';
import { createLogger } from '../../src/observability/log.js';
import { freshDatabase } from '../support/db.js';
import { until } from '../support/until.js';

/** A TCP proxy to the database that can swallow every byte (`silent = true`) while keeping connections open. */
class SilentProxy {
  silent = false;
  /** Chunks forwarded from the database to the bus (its pings' answers among them). */
  answers = 0;
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
      outbound.on('data', (d: Buffer) => {
        if (this.silent) return;
        this.answers += 1;
        inbound.write(d);
      });
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

let db: Awaited<ReturnType<typeof freshDatabase>>;
let pool: pg.Pool;
let proxy: SilentProxy;
let proxiedUrl: string;

beforeAll(async () => {
  db = await freshDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  // pool.end() resolves before its idle connections have closed; the database's DROP … WITH (FORCE) in afterAll
  // may then terminate one (57P01), which an unheard pool would throw as an uncaught error (as src/db/client.ts).
  pool.on('error', () => {});
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
  it('is noticed by its ping, and the bus listens again (subscribers resync) once the network is back', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const lost = () => lines.some((l) => l.includes('event bus connection lost'));
    const bus = createEventBus({ url: proxiedUrl, pool, log: createLogger('info', {}, sink), pingMs: 100, pingTimeoutMs: 300 });
    const heard: BusEvent[] = [];
    const stop = bus.subscribe((e) => heard.push(e));
    const event = (jobId: string) => ({ kind: 'job' as const, jobId, apiKeyId: 'k', change: 'stage' as const });
    const heardJob = (jobId: string) => heard.some((e) => e.kind === 'job' && e.jobId === jobId);
    try {
      await bus.listening();
      // pings answered: several of them pass, the connection is not taken for lost, events are heard
      const answered = proxy.answers;
      await until(() => proxy.answers >= answered + 5, 5000, 'five pings are answered');
      expect(lost()).toBe(false);
      await bus.publish(event('job_before'));
      await until(() => heardJob('job_before'), 5000, 'the event is heard');

      // the network goes silent: no byte either way, no reset, no FIN
      proxy.silent = true;
      await until(lost, 3000, 'the bus knows it lost its connection');
      await bus.publish(event('job_while_silent'));

      // the network is back: a new connection listens, subscribers are told to resync; the lost event is not heard
      proxy.silent = false;
      await until(() => heard.some((e) => e.kind === 'resync'), 15_000, 'listening again');
      await bus.publish(event('job_after'));
      await until(() => heardJob('job_after'), 5000, 'an event after the reconnect is heard');
      expect(heardJob('job_while_silent')).toBe(false);
    } finally {
      stop();
      await bus.close();
    }
  });
});
