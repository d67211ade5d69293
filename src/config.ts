// Configuration from the environment, validated once at boot. Every variable is documented in the
// README ("Configuration"); a bad value stops the process with a message naming the variable.
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public base URL used in printed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Postgres connection string. Unset: an embedded PostgreSQL is started with data under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Embedded PostgreSQL with fsync/synchronous_commit/full_page_writes off: faster, loses acknowledged writes on a crash. */
  EMBEDDED_POSTGRES_UNSAFE_FAST: bool.default(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Create a demo account with credits at first start and print its key (development only). */
  DEMO_ACCOUNT: bool.optional(),
  /** Largest accepted request body, in bytes: REST, GraphQL over HTTP and every WebSocket message. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Longest time to receive a whole request (headers and body) once its first byte arrived; later → 408
   * `request_timeout` and the connection is closed (a client trickling a body holds no socket longer).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),

  // GraphQL limits (README "Limits and protections"); enforced by graphql-armor before execution.
  /** Largest number of lexical tokens in one GraphQL document. */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(50).default(2_000),
  /** Deepest field nesting of an operation (introspection excluded). */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(10),
  /** Most aliases in one operation. */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(10),
  /** Highest static cost of one operation (graphql-armor: objects 2, scalars 1, ×1.5 per level). */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(5_000),
  /** Most directives in one operation. */
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(50),
  /** Bytes (estimated) of parsed GraphQL documents kept to skip re-parsing and re-validating. */
  GRAPHQL_DOCUMENT_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /** Bytes (estimated) of finished jobs kept in memory by the job reads (src/db/job-reads.ts; 0: none). */
  JOB_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** Open subscriptions per WebSocket connection. */
  GRAPHQL_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).default(10),
  /** Open subscriptions per API key (all its connections to this process). */
  GRAPHQL_MAX_SUBSCRIPTIONS_PER_KEY: z.coerce.number().int().min(1).default(50),
  /**
   * Bearer token /metrics requires (`Authorization: Bearer …`). Unset: /metrics is served only when
   * NODE_ENV is development or test (404 in production).
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * Browser origins allowed to call the API cross-origin (REST and GraphQL): comma-separated
   * origins (`https://app.example.com`) or `*`. Unset: none (same-origin only).
   */
  CORS_ORIGINS: z
    .string()
    .regex(/^\s*(\*|https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*)\s*$/, '`*` or comma-separated origins like https://app.example.com')
    .optional(),

  // Jobs and pipeline
  NETWORK_HOSTS: z.string().default('linkedin.com,www.linkedin.com,network.example'),
  SIZE_GATE_EMPLOYEES: z.coerce.number().int().min(0).default(100),
  /** Submissions answered at once for free (not_found, too_large) per API key per hour; more → 429 rate_limited. */
  FREE_ANSWERS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  PIPELINE_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(5),
  PIPELINE_RETRY_BASE_MS: z.coerce.number().int().min(0).default(2_000),
  ENRICH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
  ROSTER_PAGE_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  PREVIEW_CAP: z.coerce.number().int().min(1).max(500).default(24),
  /** Upper bound of the backoff (doubling from PIPELINE_RETRY_BASE_MS); a longer wait asked for by the data source wins. */
  PIPELINE_RETRY_MAX_MS: z.coerce.number().int().min(0).default(600_000),
  /** A running stage heartbeats its job row; a stage silent this long is considered lost (crashed worker) and re-run. */
  PIPELINE_STAGE_LEASE_MS: z.coerce.number().int().min(200).default(30_000),
  /** How often each worker process sweeps for lost stages (and prunes idempotency keys). */
  PIPELINE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  /** Stage handlers run at once per stage queue in one worker process. */
  PIPELINE_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** pg-boss expireInSeconds of a stage message: the longest one handler run may take. */
  PIPELINE_STAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),

  // Data source (src/sources/README.md) and matcher
  /** Which adapter serves the network: the embedded dataset, People Data Labs, or a team's own HTTP service. */
  NETWORK_SOURCE: z.enum(['embedded', 'pdl', 'http']).default('embedded'),
  /**
   * How scan_team asks the source for the roster (issue 26, src/sources/query.ts): `filtered` (default) asks
   * for the persona's candidates only when its reading can be expressed safely, the whole roster otherwise;
   * `full` always takes the whole roster (what every job did before; the benchmarks' baseline).
   */
  SOURCING: z.enum(['filtered', 'full']).default('filtered'),
  NETWORK_DATASET: z.string().optional(),
  /** NETWORK_SOURCE=http: base URL of the service speaking the protocol of src/sources/http/README.md. */
  NETWORK_SOURCE_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL')
    .optional(),
  /** NETWORK_SOURCE=http: sent as `Authorization: Bearer …` when set. */
  NETWORK_SOURCE_TOKEN: z.string().optional(),
  NETWORK_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** NETWORK_SOURCE=pdl: People Data Labs (src/sources/pdl/README.md). */
  PDL_API_KEY: z.string().optional(),
  PDL_BASE_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL')
    .default('https://api.peopledatalabs.com/v5'),
  PDL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  PDL_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  /** How long vendor records are reused (no paid call). Must outlast a job: enrich/verify read the records the search returned. */
  PDL_CACHE_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  MATCHER: z.enum(['rules', 'llm']).default('rules'),
  /** Who reads persona definitions into criteria: the rules compiler, or the LLM (LLM_BASE_URL, LLM_MODEL) with the rules as fallback. */
  PERSONA_COMPILER: z.enum(['rules', 'llm']).default('rules'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(20),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Retries of one LLM request (429, 5xx, timeouts, unusable answers) before the stage goes `delayed`. */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),

  /**
   * Largest answer read from a data source (HTTP protocol, PDL) or the LLM endpoint, in bytes: read as a
   * stream and cut there (a permanent error naming this limit). Webhook receivers' answers: 4 KiB, for the log.
   */
  OUTBOUND_RESPONSE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(65_536)
    .max(1024 * 1024 * 1024)
    .default(16 * 1024 * 1024),

  // Webhooks
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Delays (ms, comma-separated) after the 1st, 2nd, … failed automatic attempt; then `failed`. */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'comma-separated milliseconds')
    .default('5000,300000,1800000,7200000,18000000,36000000,50400000,72000000,86400000'),
  /** Extra CA certificate(s) (PEM file) trusted for webhook receivers, on top of the system roots. */
  WEBHOOK_CA_FILE: z.string().optional(),
  /** Manual redeliveries accepted per job event per hour; more → 429 rate_limited with Retry-After. */
  WEBHOOK_REDELIVERY_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  /** Webhook attempts in flight per account in one worker process (of WEBHOOK_CONCURRENCY workers). */
  WEBHOOK_ACCOUNT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Config, string>> = {}): Config {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const v = overrides[key as keyof Config] ?? env[key];
    raw[key] = v === '' ? undefined : v;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const missing: string[] = [];
  if (cfg.MATCHER === 'llm' && !cfg.LLM_BASE_URL) missing.push('LLM_BASE_URL: required when MATCHER=llm');
  if (cfg.PERSONA_COMPILER === 'llm' && !cfg.LLM_BASE_URL) missing.push('LLM_BASE_URL: required when PERSONA_COMPILER=llm');
  if (cfg.NETWORK_SOURCE === 'http' && !cfg.NETWORK_SOURCE_URL) missing.push('NETWORK_SOURCE_URL: required when NETWORK_SOURCE=http');
  if (cfg.NETWORK_SOURCE === 'pdl' && !cfg.PDL_API_KEY?.trim()) missing.push('PDL_API_KEY: required when NETWORK_SOURCE=pdl');
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  return cfg;
}

/** The CORS policy from CORS_ORIGINS: `*`, a list of exact origins (lower-cased), or none. */
export function corsOrigins(cfg: Config): '*' | string[] {
  const raw = cfg.CORS_ORIGINS?.trim();
  if (!raw) return [];
  if (raw === '*') return '*';
  return raw
    .split(',')
    .map((o) => o.trim().toLowerCase())
    .filter(Boolean);
}
