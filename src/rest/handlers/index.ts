// operationId (openapi/openapi.yaml) → handler. Each area keeps its handlers in its own file.
import type { RestHandler } from '../types.js';
import * as accounts from './accounts.js';
import * as jobs from './jobs.js';
import * as personas from './personas.js';
import * as webhooks from './webhooks.js';

export const handlers: Record<string, RestHandler> = { ...accounts, ...jobs, ...personas, ...webhooks };
