// Admin CLI (there is no signup endpoint): `npm run --silent admin -- <command> [options]` runs
// `runAdmin` (./admin.ts is its entry point; the tests call `runAdmin` in-process as well).
// Prints exactly one JSON object on stdout; bad arguments exit 2 with one line on stderr; `--help` (on
// any command, or alone) prints usage on stdout and touches no database. Options are parsed by
// node:util parseArgs (strict: unknown options and missing values are usage errors).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { connectForCommand } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { accountOverview, createAccount, grantCredits, listAccounts, setAccount } from '../domain/accounts/accounts.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../domain/accounts/keys.js';
import { TIERS } from '../domain/accounts/plans.js';
import { adminWebhookSecret } from '../webhooks/admin.js';
import { accountBody } from '../rest/presenters/accounts.js';
import { wire } from '../rest/presenters/wire.js';

class UsageError extends Error {}

type Values = Record<string, string | undefined>;
interface Command {
  /** Options after the command words, e.g. `--account ID [--tier T]`. */
  usage: string;
  summary: string;
  options: readonly string[];
  run(db: Database, v: Values): Promise<unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function required(v: Values, name: string): string {
  const value = v[name];
  if (value === undefined) throw new UsageError(`missing --${name}`);
  if (value === '') throw new UsageError(`--${name} needs a value`);
  return value;
}

function accountId(v: Values): string {
  const id = required(v, 'account');
  if (!UUID.test(id)) throw new UsageError(`--account must be an account id (uuid), got "${id}"`);
  return id;
}

function int(v: Values, name: string, opts: { min?: number } = {}): number | undefined {
  const value = v[name];
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be an integer, got "${value}"`);
  const n = Number(value);
  if (opts.min !== undefined && n < opts.min) throw new UsageError(`--${name} must be at least ${opts.min}`);
  return n;
}

function oneOf<T extends string>(v: Values, name: string, values: readonly T[]): T | undefined {
  const value = v[name];
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${values.join(', ')}`);
  return value as T;
}

async function existingAccount(db: Database, v: Values): Promise<string> {
  const id = accountId(v);
  if (!(await db.prisma.account.findUnique({ where: { id } }))) throw new UsageError(`no account ${id}`);
  return id;
}

const webhookSecret = (rotate: boolean): Command => ({
  usage: '--account ID',
  summary: rotate
    ? 'Rotate the webhook signing secret (the previous one keeps signing until it expires): {account_id, secret, created_at, previous_secret_expires_at}.'
    : 'The webhook signing secret (created on first use): {account_id, secret, created_at, previous_secret_expires_at}.',
  options: ['account'],
  run: (db, v) => adminWebhookSecret(db.prisma, accountId(v), rotate),
});

const COMMANDS: Record<string, Command> = {
  'account create': {
    usage: '--name N [--tier free|pro|premium] [--credits N] [--concurrency N]',
    summary: 'Create an account and its first API key: {account_id, api_key}. --credits records a signup_bonus.',
    options: ['name', 'tier', 'credits', 'concurrency'],
    run: async (db, v) => {
      const name = required(v, 'name');
      const tier = oneOf(v, 'tier', TIERS);
      const credits = int(v, 'credits', { min: 0 });
      const concurrency = int(v, 'concurrency', { min: 0 });
      const r = await createAccount(db.prisma, { name, tier, credits, concurrencyLimit: concurrency });
      return { account_id: r.accountId, api_key: r.apiKey };
    },
  },
  'account list': {
    usage: '',
    summary: 'Every account, oldest first: {accounts: [{account_id, name, tier, concurrency_limit, credits_balance, created_at}]}.',
    options: [],
    run: async (db) => ({ accounts: (await listAccounts(db.prisma)).map(({ id, ...a }) => ({ account_id: id, ...wire(a) })) }),
  },
  'account set': {
    usage: '--account ID [--tier free|pro|premium] [--concurrency N]',
    summary: 'Change the plan and/or the concurrency override; prints the account.',
    options: ['account', 'tier', 'concurrency'],
    run: async (db, v) => {
      const id = accountId(v);
      const tier = oneOf(v, 'tier', TIERS);
      const concurrency = int(v, 'concurrency', { min: 0 });
      if (tier === undefined && concurrency === undefined) throw new UsageError('give --tier and/or --concurrency');
      return accountBody(await setAccount(db.prisma, id, { tier, concurrencyLimit: concurrency }));
    },
  },
  'account show': {
    usage: '--account ID',
    summary: 'The account: plan, limits, credits and recent ledger entries.',
    options: ['account'],
    run: async (db, v) => accountBody(await accountOverview(db.prisma, accountId(v))),
  },
  'key create': {
    usage: '--account ID',
    summary: 'A new API key for the account, shown once: {api_key}.',
    options: ['account'],
    run: async (db, v) => {
      const k = await createApiKey(db.prisma, await existingAccount(db, v));
      return { api_key: k.apiKey };
    },
  },
  'key list': {
    usage: '--account ID',
    summary:
      "The account's keys, oldest first, revoked ones included (prefixes only): {keys: [{key_id, prefix, created_at, revoked_at, last_used_at, created_by_key_id}]}.",
    options: ['account'],
    run: async (db, v) => ({ keys: (await listApiKeys(db.prisma, await existingAccount(db, v))).map(({ id, ...k }) => ({ key_id: id, ...wire(k) })) }),
  },
  'key revoke': {
    usage: '--key KEY_OR_ID',
    summary: 'Revoke a key (and the keys it created): {revoked: true}.',
    options: ['key'],
    run: async (db, v) => {
      if (!(await revokeApiKey(db.prisma, required(v, 'key')))) throw new UsageError('no such key');
      return { revoked: true };
    },
  },
  'credits grant': {
    usage: '--account ID --amount N [--reason purchase|refund|signup_bonus] [--ref R]',
    summary: 'Add (or, negative, remove) credits with a ledger entry: {balance}.',
    options: ['account', 'amount', 'reason', 'ref'],
    run: async (db, v) => {
      const id = accountId(v);
      required(v, 'amount');
      const amount = int(v, 'amount');
      if (amount === undefined || amount === 0) throw new UsageError('--amount must be a non-zero integer');
      const reason = oneOf(v, 'reason', ['purchase', 'refund', 'signup_bonus'] as const) ?? 'purchase';
      return grantCredits(db.prisma, { accountId: id, amount, reason, ref: v.ref ?? null });
    },
  },
  'webhook-secret show': webhookSecret(false),
  'webhook-secret rotate': webhookSecret(true),
};

const commandHelp = (name: string, c: Command) => `  ${name}${c.usage ? ' ' + c.usage : ''}\n      ${c.summary}\n`;

function usage(): string {
  return (
    'Usage: npm run --silent admin -- <command> [options]   (--help after a command: its options)\n\nCommands:\n' +
    Object.entries(COMMANDS)
      .map(([name, c]) => commandHelp(name, c))
      .join('') +
    '\nEach command prints one JSON object on stdout; bad arguments exit 2 with one line on stderr.\n' +
    'Database: DATABASE_URL, or the embedded database of a running service, or the embedded one started here.\n'
  );
}

/** `--amount -5` → `--amount=-5`: parseArgs alone calls a value starting with a dash ambiguous. */
function joinNegatives(args: string[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    const prev = out[out.length - 1];
    if (/^-\d+$/.test(a) && prev?.startsWith('--') && !prev.includes('=')) out[out.length - 1] = `${prev}=${a}`;
    else out.push(a);
  }
  return out;
}

type Parsed = { help: true; text: string } | { help: false; command: Command; values: Values };

/** The command and its option values, or the help text asked for. Throws UsageError. */
function parse(argv: string[]): Parsed {
  const words: string[] = [];
  while (words.length < 2 && argv[words.length] !== undefined && !argv[words.length]!.startsWith('-')) words.push(argv[words.length]!);
  const rest = argv.slice(words.length);
  const name = words.join(' ');
  const command = COMMANDS[name];
  const wantsHelp = rest.includes('--help') || rest.includes('-h') || name === 'help';
  if (!command) {
    if (wantsHelp || name === '') return { help: true, text: usage() };
    throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(COMMANDS).join(', ')} (--help for usage)`);
  }
  if (wantsHelp) return { help: true, text: `Usage: npm run --silent admin -- ${name}${command.usage ? ' ' + command.usage : ''}\n\n${command.summary}\n` };
  const options = Object.fromEntries(command.options.map((o) => [o, { type: 'string' as const }]));
  // `--amount -5`: a negative number is the option's value (parseArgs alone would call it ambiguous).
  let values: Values;
  try {
    ({ values } = parseArgs({ args: joinNegatives(rest), options, strict: true, allowPositionals: false }) as { values: Values });
  } catch (err) {
    // node:util's messages name the option ("Unknown option '--x'", "Unexpected argument 'y'", …).
    throw new UsageError((err as Error).message.split('\n')[0]!);
  }
  return { help: false, command, values };
}

/** Where a run reads its settings and writes its output: the process's own by default. */
export interface AdminIo {
  env: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIo: AdminIo = { env: process.env, stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) };

/** One admin command (`argv`: the words after `--`); resolves to the exit code. */
export async function runAdmin(argv: string[], io: AdminIo = processIo): Promise<number> {
  let p: Parsed;
  try {
    p = parse(argv);
  } catch (err) {
    io.stderr(`admin: ${(err as Error).message}\n`);
    return 2;
  }
  if (p.help) {
    io.stdout(p.text);
    return 0;
  }
  const config = loadConfig(io.env);
  let conn: Awaited<ReturnType<typeof connectForCommand>>;
  try {
    conn = await connectForCommand(config, (line) => io.stderr(`admin: ${line}\n`));
  } catch (err) {
    io.stderr(`admin: no database: ${(err as Error).message}\n`);
    return 1;
  }
  const db = openDatabase(conn.url, 2);
  try {
    await migrate(conn.url);
    const out = await p.command.run(db, p.values);
    io.stdout(JSON.stringify(out) + '\n');
    return 0;
  } catch (err) {
    io.stderr(`admin: ${(err as Error).message}\n`);
    return err instanceof UsageError ? 2 : 1;
  } finally {
    await db.close();
    await conn.release();
  }
}
