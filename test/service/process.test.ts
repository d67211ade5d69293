// The service as a user runs it: `npm start` with embedded defaults, config validation, JSON logs with
// request ids, graceful SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { freshDatabase } from '../support/db.js';
import { until } from '../support/until.js';

const root = new URL('../..', import.meta.url).pathname;
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function start(
  env: Record<string, string>,
  opts: { group?: boolean } = {},
): { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as `npm start` in a terminal: Ctrl-C signals the whole group.
    detached: opts.group === true,
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
  await until(async () => (await fetch(`${url}/readyz`)).ok, ms, 'the service to be ready', 200);
}

/** Waits (bounded) until the process has printed what `pattern` matches. */
async function printed(text: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  return until(() => pattern.exec(text()), 30_000, `the process to print ${pattern}`, 50);
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
    // the banner is written asynchronously: wait (bounded) until the key line is out
    await printed(s.out, /API key \(shown once, keep it\): tp_live_\w+\n/);
    const out = s.out();
    for (const line of [`/graphql`, `/v1`, `/openapi.json`, `/docs`]) expect(out).toContain(line);
    const key = /API key \(shown once, keep it\): (tp_live_\w+)/.exec(out)?.[1];
    expect(key).toBeTruthy();
    const account = await fetch(`${url}/v1/account`, { headers: { 'x-api-key': key! } });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ tier: 'premium', credits_balance: 100 });

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
    await until(logged, 5000, "the request's log line", 100);

    // Graceful stop: a request in flight when SIGTERM arrives (its body half sent) still completes. The
    // server has read its head once it answers `100 Continue`; the rest of the body is sent once the
    // service has logged that it is shutting down.
    const body = JSON.stringify({ name: 'Sent across shutdown', definition: 'Heads of sales.' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${url}/v1/personas`, {
        method: 'POST',
        agent: false,
        headers: { 'x-api-key': key!, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.on('continue', () => {
        req.write(body.slice(0, 10), () => {
          s.child.kill('SIGTERM');
          printed(s.out, /"msg":"shutting down"/).then(() => req.end(body.slice(10)), reject);
        });
      });
      req.flushHeaders();
    });
    expect(status).toBe(201);
    expect(await s.exited).toBe(0);
    expect(s.out()).toContain('"msg":"shutting down"');

    // The second start reuses the data and does not print a new key.
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(url);
    await printed(again.out, /A new key:\n/); // its banner is out
    expect(again.out()).not.toContain('shown once');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('stops cleanly on SIGINT and SIGTERM, to the process group (as a terminal sends Ctrl-C) or to node alone, with the embedded database and a job running', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tp-stop-'));
    chmodSync(dataDir, 0o755);
    tempDirs.push(dataDir);
    const url = `http://127.0.0.1:${port}`;
    let key = '';
    let previous = '';
    const runs: ['SIGINT' | 'SIGTERM', 'group' | 'node'][] = [
      ['SIGINT', 'group'],
      ['SIGTERM', 'group'],
      ['SIGINT', 'node'],
      ['SIGTERM', 'node'],
      ['SIGINT', 'group'],
      ['SIGINT', 'group'],
    ];
    for (const [signal, target] of runs) {
      const s = start({ PORT: String(port), DATA_DIR: dataDir }, { group: true });
      await waitReady(url);
      key ||= (await printed(s.out, /API key \(shown once, keep it\): (tp_live_\w+)/))[1]!;
      const headers = { 'x-api-key': key, 'content-type': 'application/json' };
      // The previous run's job (handed back to the queue at its stop) is cancelled: slots stay free.
      if (previous) expect((await fetch(`${url}/v1/jobs/${previous}/cancel`, { method: 'POST', headers })).status).toBe(200);
      const submitted = await fetch(`${url}/v1/jobs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ input: 'slow-motion-labs', operation: 'target_people', persona: 'owners-founders' }),
      });
      expect(submitted.status).toBe(202);
      previous = ((await submitted.json()) as { job_id: string }).job_id;
      // Wait until a stage after match_company is running (a worker holds database connections).
      const stage = async () => ((await (await fetch(`${url}/v1/jobs/${previous}`, { headers })).json()) as { stage: string | null }).stage;
      await until(async () => ![null, 'match_company'].includes(await stage()), 60_000, 'a stage after match_company', 50);
      process.kill(target === 'group' ? -s.child.pid! : s.child.pid!, signal);
      const code = await s.exited;
      expect({ signal, target, code, stderr: s.err() }).toEqual({ signal, target, code: 0, stderr: '' });
      expect(s.out()).not.toMatch(/"stack"|Unhandled|"level":"error"/);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false); // PostgreSQL stopped too
    }
    // After a restart the banner says how to make a new demo key, runnable as printed.
    const last = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(url);
    const hint = (await printed(last.out, /A new key:\n\s+(.+)\n/))[1];
    expect(hint).toMatch(/^DATA_DIR='.+' npm run --silent admin -- key create --account [\w-]+$/);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
  }, 300_000);

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
