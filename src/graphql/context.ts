// One context object per request (HTTP) or per operation (WebSocket): the caller and the service deps.
import type { Deps } from '../deps.js';
import type { Caller } from '../domain/accounts/keys.js';

export interface GraphQLContext {
  deps: Deps;
  caller: Caller;
  transport: 'http' | 'ws';
}
