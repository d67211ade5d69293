// The account, its credit ledger (a cursor connection) and its API keys (Nodes).
import { builder, objectType } from '../builder.js';
import { enumFrom } from './enums.js';
import { text } from './people.js';
import { idOfType, ownRow } from './ids.js';
import { connectionOf, decodeCursor, encodeCursor, pageRequest } from './connections.js';
import { accountOverview, type AccountOverview } from '../../domain/accounts/accounts.js';
import { balanceOf, pageEntries, type LedgerEntry } from '../../domain/credits/ledger.js';
import { createOwnApiKey, revokeOwnApiKey } from '../../domain/accounts/keys.js';
import type { LedgerReason, Tier } from '../../generated/prisma/enums.js';

export const TierEnum = enumFrom('Tier', 'The plan of an account.', {
  free: '1 job at a time; size-gated.',
  pro: '5 jobs at a time; size-gated.',
  premium: '20 jobs at a time; no size gate.',
} satisfies Record<Tier, string>);

export const LedgerReasonEnum = enumFrom('LedgerReason', 'Why credits moved.', {
  signup_bonus: 'Credits given with the account.',
  purchase: 'Credits bought.',
  spend: 'A DONE job was charged (amount -1, ref = its job id).',
  refund: 'Credits given back.',
} satisfies Record<LedgerReason, string>);

export const LedgerEntryRef = objectType<LedgerEntry>('LedgerEntry', 'One movement of credits. The ledger is append-only; spends are negative.', (t) => ({
  amount: t.exposeInt('amount', { description: 'Signed amount: positive adds credits, negative spends them.' }),
  reason: t.expose('reason', { type: LedgerReasonEnum, description: 'Why.' }),
  ref: text(t, 'ref', 'For a spend, the REST job_id of the charged job; else the reference given at the grant.'),
  at: t.expose('at', { type: 'DateTime', description: 'When.' }),
  companyName: t.exposeString('companyName', { nullable: true, description: 'For a spend, the company of the charged job.' }),
}));

builder.prismaNode('ApiKey', {
  description: 'An API key of the account. The key itself is shown only once, at creation.',
  id: { field: 'id' },
  // node(id:) finds only keys of the caller's account (null for any other id).
  findUnique: ownRow,
  nullable: true,
  fields: (t) => ({
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, safe to display.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the key was created.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When the key was revoked; null while active.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When the key last authenticated a request; null if never.' }),
  }),
});

const AccountRef = objectType<AccountOverview>('Account', 'The account of the calling API key: plan, limits and credits.', (t) => ({
  accountId: t.exposeID('id', { description: 'The account id (as the admin CLI prints it).' }),
  name: t.exposeString('name', { description: 'Account name.' }),
  tier: t.expose('tier', { type: TierEnum, description: 'The plan.' }),
  concurrencyLimit: t.exposeInt('concurrencyLimit', { description: 'Jobs that may run at once (the plan default or an override).' }),
  creditsBalance: t.exposeInt('creditsBalance', { description: 'Sum of the ledger.' }),
  creditsHeld: t.exposeInt('creditsHeld', { description: 'Credits held by jobs still processing (one each).' }),
  jobsInFlight: t.exposeInt('jobsInFlight', { description: 'Jobs processing now.' }),
  createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
  recentLedger: t.expose('recentLedger', { type: [LedgerEntryRef], description: 'The latest ledger entries, newest first (see credits for all).' }),
  apiKeys: t.prismaField({
    type: ['ApiKey'],
    description: 'Every key of the account, oldest first (revoked ones included).',
    resolve: (query, a, _args, ctx) => ctx.deps.db.prisma.apiKey.findMany({ ...query, where: { accountId: a.id }, orderBy: { createdAt: 'asc' } }),
  }),
}));

builder.queryField('account', (t) =>
  t.field({
    type: AccountRef,
    description: 'The account of the calling API key.',
    resolve: (_r, _a, ctx) => accountOverview(ctx.deps.db.prisma, ctx.caller.accountId),
  }),
);

type PagedEntry = LedgerEntry & { id: bigint };

function entryKey(cursor: string, name: string): bigint {
  const [id] = decodeCursor(cursor, name, 1, ([id]) => /^\d{1,19}$/.test(id!));
  return BigInt(id!);
}

builder.queryField('credits', (t) =>
  t.connection(
    {
      type: LedgerEntryRef,
      description: 'The credit ledger of the account, newest first, with the balance. Page with first/after (at most 200 per page, default 20).',
      resolve: async (_r, args, ctx) => {
        const req = pageRequest(args, entryKey);
        const accountId = ctx.caller.accountId;
        const [page, balance, account] = await Promise.all([
          pageEntries(ctx.deps.db.prisma, accountId, { size: req.size, from: req.from }),
          balanceOf(ctx.deps.db.prisma, accountId),
          ctx.deps.db.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { tier: true } }),
        ]);
        const conn = connectionOf<PagedEntry>(req, page.entries, page.hasMore, (e) => encodeCursor([String(e.id)]));
        return { ...conn, totalCount: page.totalCount, balance, tier: account.tier };
      },
    },
    {
      name: 'CreditConnection',
      description: 'A page of the ledger, with the balance.',
      fields: (c) => ({
        totalCount: c.int({ description: 'All ledger entries of the account.', resolve: (p) => p.totalCount }),
        balance: c.int({ description: 'The balance (sum of the whole ledger).', resolve: (p) => p.balance }),
        tier: c.field({ type: TierEnum, description: 'The plan of the account.', resolve: (p) => p.tier }),
      }),
    },
    { name: 'CreditEdge', description: 'A ledger entry in a page of the ledger.' },
  ),
);

const CreatedApiKeyRef = objectType<{ apiKey: string; id: string }>(
  'CreatedApiKey',
  'A new API key: the key itself (shown this once) and its record.',
  (t) => ({
    apiKey: t.exposeString('apiKey', { description: 'The key itself. Shown once; store it now.' }),
    key: t.prismaField({
      type: 'ApiKey',
      description: 'The key record (id, prefix, dates).',
      resolve: (query, k, _a, ctx) => ctx.deps.db.prisma.apiKey.findUniqueOrThrow({ ...query, where: { id: k.id } }),
    }),
  }),
);

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKeyRef,
    description:
      'Create another API key for the account (jobs are scoped to the key that created them). At most 100 active keys per account (validation_error, revoke one first) and 100 keys created through the API per day (rate_limited, retryAfter).',
    resolve: (_r, _a, ctx) => createOwnApiKey(ctx.deps.db.prisma, ctx.caller),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: 'Boolean',
    description:
      "Revoke one of the account's keys and every key it created, transitively (they then get invalid_api_key). True once revoked (also when it already was). Error not_found for any other id; key_revocation_forbidden for a key that created the calling key.",
    args: { id: t.arg.id({ required: true, description: 'The global id of the ApiKey.' }) },
    resolve: (_r, args, ctx) => revokeOwnApiKey(ctx.deps.db.prisma, ctx.caller, idOfType(args.id, 'ApiKey') ?? String(args.id)),
  }),
);
