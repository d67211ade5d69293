// Finding the database for one-off commands (admin CLI, db:migrate): DATABASE_URL when set; otherwise
// the embedded PostgreSQL of a running service (its URL is recorded under DATA_DIR), or a fresh start of
// the embedded server on the same data directory.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';

export function embeddedUrlFile(config: Config): string {
  return path.resolve(config.DATA_DIR, 'embedded-postgres.url');
}

export function recordEmbeddedUrl(config: Config, url: string): void {
  writeFileSync(embeddedUrlFile(config), url + '\n');
}

export function forgetEmbeddedUrl(config: Config): void {
  rmSync(embeddedUrlFile(config), { force: true });
}

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** host:port/database of a connection URL (never its credentials). */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'an unparsable DATABASE_URL';
  }
}

/**
 * The database for a one-off command. `say` gets one line naming the database chosen, so that an
 * operator sees at once when the command is not talking to the service they think (another DATA_DIR).
 */
export async function connectForCommand(config: Config, say: (line: string) => void = () => {}): Promise<{ url: string; release(): Promise<void> }> {
  if (config.DATABASE_URL) {
    say(`using DATABASE_URL (${describeUrl(config.DATABASE_URL)})`);
    return { url: config.DATABASE_URL, release: async () => {} };
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const file = embeddedUrlFile(config);
  if (existsSync(file)) {
    const url = readFileSync(file, 'utf8').trim();
    if (url && (await reachable(url))) {
      say(`using the embedded PostgreSQL of the service running with DATA_DIR=${dataDir} (${describeUrl(url)})`);
      return { url, release: async () => {} };
    }
  }
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'pg') });
  say(
    `no service is running with DATA_DIR=${dataDir}: started its embedded PostgreSQL (${embedded.dataDir}) for this command; ` +
      `a service started with another DATA_DIR or a DATABASE_URL will not see these changes`,
  );
  return { url: embedded.url, release: () => embedded.stop() };
}
