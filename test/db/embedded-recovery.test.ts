// The embedded PostgreSQL of `npm start` keeps what it acknowledged and heals after a hard kill: durable
// settings by default (the unsafe-fast mode only when asked, and said so), a restart after kill -9 on the
// same DATA_DIR works (the orphaned postmaster is found through postmaster.pid and stopped), a second
// service on a DATA_DIR in use is refused with the reason, PostgreSQL's own reason is printed when it
// cannot start, SIGHUP stops like SIGTERM, and the admin hint the service prints runs as printed.
import { exec, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';

const root = new URL('../..', import.meta.url).pathname;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tp-embedded-recovery-'));
chmodSync(dataDir, 0o755); // as root, Postgres runs as the postgres user, who must reach the data dir

interface Started {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', LOG_LEVEL: 'info', DATA_DIR: dataDir, EMBEDDED_POSTGRES_UNSAFE_FAST: '', ...env },
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

async function waitReady(url: string, s: Started, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (s.child.exitCode !== null) throw new Error(`service exited ${s.child.exitCode}: ${s.err()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`service did not become ready: ${s.err()}`);
}

async function setting(name: string): Promise<string> {
  const url = readFileSync(path.join(dataDir, 'embedded-postgres.url'), 'utf8').trim();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name]!;
  } finally {
    await c.end();
  }
}

function postmasterPid(): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGINT');
  // PostgreSQL's fast shutdown, then the data dir can go (a deadline, not a wait the cleanup relies on).
  for (const end = Date.now() + 10_000; pid && alive(pid) && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
  rmSync(dataDir, { recursive: true, force: true });
});

it('survives kill -9, refuses a second owner, reports why PostgreSQL cannot start, stops on SIGHUP; durable unless asked', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  // 1. First start: durable settings, a demo key.
  const a = start({ PORT: String(port) });
  await waitReady(url, a);
  for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) expect(await setting(name), name).toBe('on');
  expect(a.err()).not.toMatch(/UNSAFE/);
  const banner = /API key \(shown once, keep it\): (tp_live_\w+)/;
  for (let i = 0; i < 200 && !banner.test(a.out()); i += 1) await new Promise((r) => setTimeout(r, 50));
  const key = banner.exec(a.out())?.[1];
  expect(key).toBeTruthy();

  // 2. kill -9: the embedded postmaster is left behind, holding the data dir.
  const orphan = postmasterPid();
  expect(orphan).toBeTruthy();
  a.child.kill('SIGKILL');
  await a.exited;
  expect(alive(orphan!)).toBe(true);
  expect(await setting('fsync')).toBe('on'); // and still answers

  // 3. The next start on the same DATA_DIR stops the orphan and comes up with the data intact.
  const b = start({ PORT: String(port) });
  await waitReady(url, b);
  expect(alive(orphan!)).toBe(false);
  expect((await fetch(`${url}/v1/account`, { headers: { 'x-api-key': key! } })).status).toBe(200);

  // 4. A second service on the same DATA_DIR while the first runs: refused, naming the reason.
  const intruder = start({ PORT: String(await freePort()) });
  expect(await intruder.exited).not.toBe(0);
  expect(intruder.err()).toMatch(/failed to start: .*in use by another running process \(pid \d+\)/);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);

  // 5. The admin command the start banner prints for a new demo key runs as printed (it carries DATA_DIR)
  // and reaches this service.
  for (let i = 0; i < 200 && !/A new key:\n/.test(b.out()); i += 1) await new Promise((r) => setTimeout(r, 50));
  const hint = /A new key:\n\s+(.+)\n/.exec(b.out())?.[1];
  expect(hint).toContain(`DATA_DIR='${dataDir}'`);
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.DATA_DIR;
  delete env.DATABASE_URL;
  const cli = await promisify(exec)(hint!, { cwd: root, env });
  const minted = JSON.parse(cli.stdout) as { api_key: string };
  expect((await fetch(`${url}/v1/account`, { headers: { 'x-api-key': minted.api_key } })).status).toBe(200);
  expect(cli.stderr).toContain(`admin: using the embedded PostgreSQL of the service running with DATA_DIR=${dataDir}`);

  // 6. SIGHUP stops the service like SIGTERM: exit 0, embedded PostgreSQL stopped.
  const serving = postmasterPid();
  b.child.kill('SIGHUP');
  expect(await b.exited).toBe(0);
  expect(alive(serving!)).toBe(false);

  // 7. When PostgreSQL cannot start, its own reason is printed (not "undefined").
  const conf = path.join(dataDir, 'pg', 'postgresql.conf');
  const original = readFileSync(conf, 'utf8');
  appendFileSync(conf, '\nbogus_setting_for_test = 1\n');
  const broken = start({ PORT: String(port) });
  expect(await broken.exited).toBe(1);
  expect(broken.err()).toMatch(/failed to start: embedded PostgreSQL on .* did not start: .*bogus_setting_for_test/);
  writeFileSync(conf, original);

  // 8. The unsafe-fast mode only when asked, and said so.
  const fast = start({ PORT: String(port), EMBEDDED_POSTGRES_UNSAFE_FAST: 'true' });
  await waitReady(url, fast);
  expect(fast.err()).toMatch(/WARNING: EMBEDDED_POSTGRES_UNSAFE_FAST=true/);
  for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) expect(await setting(name), name).toBe('off');
  fast.child.kill('SIGTERM');
  expect(await fast.exited).toBe(0);
}, 240_000);
