// Start a real service instance (real HTTP on an ephemeral port, real Postgres database of its own)
// and talk to it like a client would.
import { loadConfig, type Config } from '../../src/config.js';
import { startService, type Service } from '../../src/service.js';
import { createAccount } from '../../src/domain/accounts/accounts.js';
import { createLogger, type Logger } from '../../src/observability/log.js';
import type { Tier } from '../../src/generated/prisma/enums.js';
import { freshDatabase } from './db.js';

export interface TestService {
  service: Service;
  url: string;
  databaseUrl: string;
  /** Create an account directly through the domain (as the admin CLI does) and return its key. */
  account(opts?: { tier?: Tier; credits?: number; concurrency?: number; name?: string }): Promise<{ accountId: string; apiKey: string }>;
  close(): Promise<void>;
}

/** `opts.log`: a logger of the test's own (e.g. one that collects lines); default one at LOG_LEVEL. */
export async function startTestService(env: Partial<Record<keyof Config, string>> = {}, opts: { log?: Logger } = {}): Promise<TestService> {
  const db = await freshDatabase();
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL as Config['LOG_LEVEL'] | undefined) ?? 'silent',
      DEMO_ACCOUNT: 'false',
      PIPELINE_RETRY_BASE_MS: '200',
      SHUTDOWN_TIMEOUT_MS: '3000',
      DATABASE_POOL_SIZE: '8',
      ...env,
    },
  );
  const service = await startService(config, { log: opts.log ?? createLogger(config.LOG_LEVEL) });
  const url = `http://127.0.0.1:${service.port}`;
  return {
    service,
    url,
    databaseUrl: db.url,
    account: async (o = {}) =>
      createAccount(service.deps.db.prisma, {
        name: o.name ?? 'Test account',
        tier: o.tier ?? 'free',
        credits: o.credits ?? 10,
        concurrencyLimit: o.concurrency ?? null,
      }),
    async close() {
      await service.close();
      await db.drop();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A small JSON client for the REST API. */
export function client(baseUrl: string, apiKey?: string) {
  const call = async <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> => {
    const h: Record<string, string> = { ...headers };
    if (apiKey !== undefined) h['x-api-key'] = apiKey;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, { method, headers: h, body: payload });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  };
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>('GET', path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', path, body, headers),
    patch: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('PATCH', path, body, headers),
    delete: <T = any>(path: string, headers?: Record<string, string>) => call<T>('DELETE', path, undefined, headers),
    call,
    /** GraphQL over HTTP POST. */
    gql: async (query: string, variables?: Record<string, unknown>) => call<any>('POST', '/graphql', { query, variables }),
  };
}
