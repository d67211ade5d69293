import { accountView } from '../../domain/accounts/accounts.js';
import { creditsView } from '../../domain/credits/ledger.js';
import type { RestHandler } from '../types.js';
import { pageOf } from './paging.js';
import { located } from '../located.js';

export const getAccount: RestHandler = async ({ deps, caller }) => ({
  status: 200,
  body: await accountView(deps.db.prisma, caller.accountId),
});

export const listCredits: RestHandler = async ({ deps, caller, query }) => ({
  status: 200,
  body: await located('query', () => creditsView(deps.db.prisma, caller.accountId, pageOf(query, 50))),
});
