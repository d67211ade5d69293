// `npm run db:migrate`: apply pending migrations to DATABASE_URL (or the embedded database).
import { loadConfig } from '../config.js';
import { connectForCommand } from '../db/connect.js';
import { migrate } from '../db/migrate.js';

const config = loadConfig();
const conn = await connectForCommand(config, (line) => process.stderr.write(`db:migrate: ${line}\n`));
try {
  const applied = await migrate(conn.url);
  process.stdout.write(JSON.stringify({ applied }) + '\n');
} finally {
  await conn.release();
}
