import { accountOverview } from '../../domain/accounts/accounts.js';
import { creditsPage } from '../../domain/credits/ledger.js';
import type { RestHandler } from '../types.js';
import { pageOf } from './paging.js';
import { located } from '../located.js';
import { accountBody, creditsBody } from '../presenters/accounts.js';

export const getAccount: RestHandler = async ({ deps, caller }) => ({
  status: 200,
  body: accountBody(await accountOverview(deps.db.prisma, caller.accountId)),
});

export const listCredits: RestHandler = async ({ deps, caller, query }) => ({
  status: 200,
  body: creditsBody(await located('query', () => creditsPage(deps.db.prisma, caller.accountId, pageOf(query, 50)))),
});
