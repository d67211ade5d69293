import { builder } from '../builder.js';
import { accountView, type AccountView } from '../../domain/accounts/accounts.js';
import { creditsView, type LedgerEntryView } from '../../domain/credits/ledger.js';
import { createApiKey, revokeApiKey } from '../../domain/accounts/keys.js';
import { AppError } from '../../domain/errors.js';

export const TierEnum = builder.enumType('Tier', { values: ['free', 'pro', 'premium'] as const });
export const LedgerReasonEnum = builder.enumType('LedgerReason', { values: ['signup_bonus', 'purchase', 'spend', 'refund'] as const });

export const LedgerEntryRef = builder.objectRef<LedgerEntryView>('LedgerEntry').implement({
  description: 'One movement of credits. Append-only; spends are negative.',
  fields: (t) => ({
    amount: t.exposeInt('amount'),
    reason: t.field({ type: LedgerReasonEnum, resolve: (e) => e.reason }),
    ref: t.exposeString('ref', { nullable: true, description: 'For a job spend, the job id.' }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
  }),
});

const ApiKeyRef = builder.prismaObject('ApiKey', {
  description: 'An API key of the account. The secret is shown only once, at creation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, safe to display.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

const AccountRef = builder.objectRef<AccountView>('Account').implement({
  fields: (t) => ({
    id: t.exposeID('account_id'),
    name: t.exposeString('name'),
    tier: t.field({ type: TierEnum, resolve: (a) => a.tier }),
    concurrencyLimit: t.exposeInt('concurrency_limit', { description: 'The live job-concurrency limit.' }),
    creditsBalance: t.exposeInt('credits_balance'),
    creditsHeld: t.exposeInt('credits_held', { description: 'Credits held by jobs still processing.' }),
    jobsInFlight: t.exposeInt('jobs_in_flight'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.created_at }),
    recentLedger: t.field({ type: [LedgerEntryRef], resolve: (a) => a.recent_ledger }),
    apiKeys: t.prismaField({
      type: ['ApiKey'],
      resolve: (query, a, _args, ctx) =>
        ctx.deps.db.prisma.apiKey.findMany({ ...query, where: { accountId: a.account_id }, orderBy: { createdAt: 'asc' } }),
    }),
  }),
});

const CreditsPage = builder
  .objectRef<{ balance: number; count: number; entries: LedgerEntryView[]; tier: string }>('CreditsPage')
  .implement({
    fields: (t) => ({
      balance: t.exposeInt('balance'),
      count: t.exposeInt('count'),
      entries: t.field({ type: [LedgerEntryRef], resolve: (p) => p.entries }),
      tier: t.exposeString('tier'),
    }),
  });

builder.queryField('account', (t) =>
  t.field({ type: AccountRef, resolve: (_r, _a, ctx) => accountView(ctx.deps.db.prisma, ctx.caller.accountId) }),
);

builder.queryField('credits', (t) =>
  t.field({
    type: CreditsPage,
    args: {
      limit: t.arg.int({ defaultValue: 50, description: 'At most 200.' }),
      skip: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_r, args, ctx) =>
      creditsView(ctx.deps.db.prisma, ctx.caller.accountId, { limit: args.limit ?? 50, skip: args.skip ?? 0 }),
  }),
);

const CreatedApiKey = builder.objectRef<{ id: string; apiKey: string; prefix: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    apiKey: t.exposeString('apiKey', { description: 'The key itself. Shown once; store it now.' }),
    prefix: t.exposeString('prefix'),
  }),
});

builder.mutationField('createApiKey', (t) =>
  t.field({ type: CreatedApiKey, resolve: (_r, _a, ctx) => createApiKey(ctx.deps.db.prisma, ctx.caller.accountId) }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const id = String(args.id);
      const key = /^[0-9a-f-]{36}$/i.test(id)
        ? await ctx.deps.db.prisma.apiKey.findFirst({ where: { id, accountId: ctx.caller.accountId } })
        : null;
      if (!key) throw new AppError('not_found', 'No such API key in this account.');
      return revokeApiKey(ctx.deps.db.prisma, key.id);
    },
  }),
);

export { ApiKeyRef };
