// One PostgreSQL server for the whole test run: TEST_DATABASE_URL when given (any server the tests may
// create databases on), otherwise a fresh embedded PostgreSQL in a temp dir. A migrated template
// database is prepared once, with pg-boss's schema installed as a service's first start installs it;
// each test file clones it into its own database (see ./db.ts), so no service start of a test installs
// pg-boss again (≈ 0.3–0.6 s each). A first start on an empty database is still tested, by the tests
// that run `npm start` on a new data directory (test/db/embedded-recovery.test.ts).
import os from 'node:os';
import path from 'node:path';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.js';
import { migrate } from '../../src/db/migrate.js';
import { ensureWebBuild } from './web-build.js';
import { withDatabase } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

let embedded: EmbeddedDatabase | null = null;
let tempDir: string | null = null;
let dropTemplate: (() => Promise<void>) | null = null;

export async function setup(project: TestProject): Promise<void> {
  ensureWebBuild();
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tp-test-pg-'));
    chmodSync(dir, 0o755); // as root, Postgres runs as the postgres user, who must reach the data dir
    tempDir = dir;
    // Throw-away data: the explicit unsafe-fast mode (fsync, synchronous_commit, full_page_writes off).
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), ephemeral: true, unsafeFast: true });
    process.stderr.write('test database: embedded PostgreSQL in unsafe-fast mode (fsync off; throw-away data)\n');
    adminUrl = embedded.url;
  }
  const template = `tp_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, template);
  await migrate(templateUrl);
  const boss = new PgBoss({ connectionString: templateUrl, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  dropTemplate = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).finally(() => c.end());
  };
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  process.env.TP_TEST_TEMPLATE = template;
}

export async function teardown(): Promise<void> {
  await dropTemplate?.();
  if (embedded) await embedded.stop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
