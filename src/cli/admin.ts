// Admin CLI (there is no signup endpoint): `npm run --silent admin -- <command>`.
// Prints exactly one JSON object on stdout; bad arguments exit 2 with one line on stderr.
//   account create --name N [--tier free|pro|premium] [--credits N] [--concurrency N]
//   account set --account ID [--tier T] [--concurrency N]
//   key create --account ID
//   key revoke --key KEY_OR_ID
//   credits grant --account ID --amount N [--reason purchase|refund|signup_bonus] [--ref R]
//   webhook-secret show|rotate --account ID
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { connectForCommand } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { accountView, createAccount, grantCredits, setAccount } from '../domain/accounts/accounts.js';
import { createApiKey, revokeApiKey } from '../domain/accounts/keys.js';
import { TIERS } from '../domain/accounts/plans.js';
import { AppError } from '../domain/errors.js';
import { int, oneOf, onlyFlags, parseArgs, str, UsageError, type Parsed } from './args.js';
import { adminWebhookSecret } from '../webhooks/admin.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function accountId(p: Parsed): string {
  const id = str(p, 'account', true);
  if (!UUID.test(id)) throw new UsageError(`--account must be an account id (uuid), got "${id}"`);
  return id;
}

async function run(db: Database, p: Parsed): Promise<unknown> {
  const [group, action, ...rest] = p.words;
  if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
  const cmd = `${group ?? ''} ${action ?? ''}`.trim();
  switch (cmd) {
    case 'account create': {
      onlyFlags(p, ['name', 'tier', 'credits', 'concurrency']);
      const name = str(p, 'name', true);
      const tier = oneOf(p, 'tier', TIERS);
      const credits = int(p, 'credits', { min: 0 });
      const concurrency = int(p, 'concurrency', { min: 0 });
      const r = await createAccount(db.prisma, { name, tier, credits, concurrencyLimit: concurrency });
      return { account_id: r.accountId, api_key: r.apiKey };
    }
    case 'account set': {
      onlyFlags(p, ['account', 'tier', 'concurrency']);
      const id = accountId(p);
      const tier = oneOf(p, 'tier', TIERS);
      const concurrency = int(p, 'concurrency', { min: 0 });
      if (tier === undefined && concurrency === undefined) throw new UsageError('give --tier and/or --concurrency');
      return setAccount(db.prisma, id, { tier, concurrencyLimit: concurrency });
    }
    case 'account show': {
      onlyFlags(p, ['account']);
      return accountView(db.prisma, accountId(p));
    }
    case 'key create': {
      onlyFlags(p, ['account']);
      const id = accountId(p);
      if (!(await db.prisma.account.findUnique({ where: { id } }))) throw new UsageError(`no account ${id}`);
      const k = await createApiKey(db.prisma, id);
      return { api_key: k.apiKey };
    }
    case 'key revoke': {
      onlyFlags(p, ['key']);
      const key = str(p, 'key', true);
      if (!(await revokeApiKey(db.prisma, key))) throw new UsageError('no such key');
      return { revoked: true };
    }
    case 'credits grant': {
      onlyFlags(p, ['account', 'amount', 'reason', 'ref']);
      const id = accountId(p);
      const amount = int(p, 'amount', { required: true });
      if (amount === undefined || amount === 0) throw new UsageError('--amount must be a non-zero integer');
      const reason = oneOf(p, 'reason', ['purchase', 'refund', 'signup_bonus'] as const) ?? 'purchase';
      return grantCredits(db.prisma, { accountId: id, amount, reason, ref: str(p, 'ref') ?? null });
    }
    case 'webhook-secret show':
    case 'webhook-secret rotate': {
      onlyFlags(p, ['account']);
      return adminWebhookSecret(db.prisma, accountId(p), action === 'rotate');
    }
    default:
      throw new UsageError(
        `unknown command "${cmd}"; commands: account create|set|show, key create|revoke, credits grant, webhook-secret show|rotate`,
      );
  }
}

async function main(): Promise<number> {
  let p: Parsed;
  try {
    p = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`admin: ${(err as Error).message}\n`);
    return 2;
  }
  const config = loadConfig();
  const conn = await connectForCommand(config);
  const db = openDatabase(conn.url, 2);
  try {
    await migrate(conn.url);
    const out = await run(db, p);
    process.stdout.write(JSON.stringify(out) + '\n');
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`admin: ${err.message}\n`);
      return 2;
    }
    if (err instanceof AppError) {
      process.stderr.write(`admin: ${err.message}\n`);
      return 1;
    }
    process.stderr.write(`admin: ${(err as Error).message}\n`);
    return 1;
  } finally {
    await db.close();
    await conn.release();
  }
}

main().then((code) => process.exit(code));
