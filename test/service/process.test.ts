// The service as a user runs it: `npm start` with embedded defaults, config validation, JSON logs with
// request ids, graceful SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { freshDatabase } from '../support/db.js';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('../..', import.meta.url).pathname;
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function start(env: Record<string, string>): { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, out: () => out, err: () => err, exited };
}

async function waitReady(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error('service did not become ready');
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

describe('running the service', () => {
  it('starts with embedded defaults, prints its URLs and a demo key that works, and stops on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tp-start-'));
    chmodSync(dataDir, 0o755); // as root, Postgres runs as the postgres user, who must reach the data dir
    tempDirs.push(dataDir);
    const s = start({ PORT: String(port), DATA_DIR: dataDir });
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url);
    await sleep(300);
    const out = s.out();
    for (const line of [`/graphql`, `/v1`, `/openapi.json`, `/docs`]) expect(out).toContain(line);
    const key = /API key \(shown once, keep it\): (tp_live_\w+)/.exec(out)?.[1];
    expect(key).toBeTruthy();
    const account = await fetch(`${url}/v1/account`, { headers: { 'x-api-key': key! } });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ tier: 'pro', credits_balance: 100 });

    // Every JSON log line of a request carries its request id, the same as the response header.
    const r = await fetch(`${url}/v1/personas`, { headers: { 'x-api-key': key! } });
    const rid = r.headers.get('x-request-id')!;
    // Log lines are written asynchronously: wait (bounded) for the request's line.
    const logged = () =>
      s
        .out()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .some((l) => l.request_id === rid && l.msg === 'request' && l.status === 200);
    for (let i = 0; i < 50 && !logged(); i += 1) await sleep(100);
    expect(logged()).toBe(true);

    // Graceful stop: a request in flight when SIGTERM arrives (its body half sent) still completes.
    const body = JSON.stringify({ name: 'Sent across shutdown', definition: 'Heads of sales.' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${url}/v1/personas`, {
        method: 'POST',
        agent: false,
        headers: { 'x-api-key': key!, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        s.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    expect(status).toBe(201);
    expect(await s.exited).toBe(0);
    expect(s.out()).toContain('"msg":"shutting down"');

    // The second start reuses the data and does not print a new key.
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(url);
    expect(again.out()).not.toContain('shown once');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('refuses bad configuration with a message naming the variable', async () => {
    const s = start({ PORT: 'eighty', MATCHER: 'magic' });
    expect(await s.exited).toBe(2);
    expect(s.err()).toMatch(/PORT/);
    expect(s.err()).toMatch(/MATCHER/);
  });

  it('runs against DATABASE_URL when set, with ROLE=api serving HTTP', async () => {
    const db = await freshDatabase();
    const port = await freePort();
    const s = start({ PORT: String(port), DATABASE_URL: db.url, ROLE: 'api', NODE_ENV: 'production' });
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url);
    expect(s.out()).not.toContain('shown once');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    await db.drop();
  });
});
