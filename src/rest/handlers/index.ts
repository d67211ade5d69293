// operationId (openapi/openapi.yaml) → handler. Each area keeps its handlers in its own file.
import type { RestHandler } from '../types.js';
import * as accounts from './accounts.js';
import * as personas from './personas.js';

export const handlers: Record<string, RestHandler> = {
  ...accounts,
  ...personas,
};
