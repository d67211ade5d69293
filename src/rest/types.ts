// What a REST handler receives and returns. Handlers translate HTTP to domain calls; they decide nothing.
import type { Deps } from '../deps.js';
import type { Caller } from '../domain/accounts/keys.js';

export interface RestRequest {
  deps: Deps;
  caller: Caller;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  path: string;
}

export interface RestResult {
  status: number;
  body: unknown;
  /** Pre-serialised JSON (immutable results are served byte-identical). */
  rawJson?: string;
  headers?: Record<string, string>;
}

export type RestHandler = (req: RestRequest) => Promise<RestResult>;
