// What the domain needs from the outside world, as interfaces and types it owns. The adapters live
// elsewhere and are wired once in src/service.ts (src/deps.ts's Deps extends DomainDeps): the job queue
// in src/pipeline/queues.ts, the webhook outbox in src/webhooks/schedule.ts, company look-ups in
// src/sources/directory.ts, job events in src/events/bus.ts, job reads in src/db/job-reads.ts;
// settings come from src/config.ts, the log
// from src/observability/log.ts. Nothing in src/domain imports an adapter or a transport: only src/domain,
// src/db (the Prisma client and transactions), src/generated (Prisma's types) and src/lib (a test checks).
import type { Database, Tx } from '../db/client.js';
import type { ValidationDetail } from './errors.js';
import type { Company } from './people/types.js';
import type { CompanyRef } from './jobs/input.js';
import type { Job } from './jobs/job.js';
import type { Stage } from './jobs/state.js';

/** One run of one stage of a job (the fencing token is `run`). */
export interface StageMessage {
  jobId: string;
  stage: Stage;
  run: number;
}

/** Where stage runs wait for a worker. */
export interface JobQueue {
  /** Enqueue inside `tx`: the message exists only if the transaction commits. */
  enqueueStage(tx: Tx, msg: StageMessage, startAfter?: Date): Promise<void>;
}

/** Webhook events of jobs, recorded with the state change that causes them (an outbox). */
export interface WebhookOutbox {
  /** What is wrong with a callback URL given at submission (empty: acceptable). `loc` names the field. */
  checkCallbackUrl(value: unknown, loc: Array<string | number>): ValidationDetail[];
  /** Record the terminal event of the job inside `tx` (nothing when it has no callback URL). */
  recordJobEvent(tx: Tx, jobId: string): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface IdSource {
  /** A new job id (`job_` + 24 base32 characters). */
  jobId(): string;
}

/** What a job's data-source calls cost: paid vendor calls (cache hits are free) and vendor credits. */
export interface SourceUsage {
  calls: number;
  /** Every vendor credit spent, whatever its pool. */
  credits: number;
  /** The part of `credits` drawn from the vendor's company pool (People Data Labs `x-call-credits-type`). */
  companyCredits: number;
}

/** The answer of the network about a company reference. `unavailable`: the source failed (any error). */
export type CompanyLookup = { kind: 'found'; company: Company } | { kind: 'not_found' } | { kind: 'unavailable'; error: unknown };

/** The network, as submission sees it: resolve a company, and say what that cost. */
export interface CompanyDirectory {
  lookup(ref: CompanyRef): Promise<{ result: CompanyLookup; usage: SourceUsage }>;
}

/** What changed in a job: stage, counters, preview, status (terminal), state (active/delayed). */
export type JobChange = 'created' | 'stage' | 'counters' | 'preview' | 'state' | 'status';

/** A change of a job, heard by every process (GraphQL subscriptions re-read the row). */
export interface JobEvent {
  kind: 'job';
  jobId: string;
  apiKeyId: string;
  change: JobChange;
}

/** Runs one SQL statement (a transaction's, to act on commit). */
export type SqlRunner = (sql: string, params: unknown[]) => Promise<unknown>;

export interface JobEvents {
  /** Publish through `query` (pass a transaction's: the event goes out only if it commits). */
  publish(e: JobEvent, query?: SqlRunner): Promise<void>;
}

/** A job as stored, in the domain's terms: the key that owns it and the job. */
export interface StoredJob {
  apiKeyId: string;
  job: Job;
}

/**
 * Reads of one job by its id (src/db/job-reads.ts): a primary-key read, with finished jobs that can never
 * change again (`isFrozen`, src/domain/jobs/state.ts) kept in a bounded cache (JOB_CACHE_BYTES).
 */
export interface JobReads {
  /** The job with this id, or null when there is none. */
  byId(jobId: string): Promise<StoredJob | null>;
}

/** The settings the use cases read (src/config.ts's Config has them, with these names). */
export interface DomainSettings {
  /** Comma-separated hosts whose company URLs are accepted as input (see jobs/input.ts networkHosts). */
  NETWORK_HOSTS: string;
  /** Largest company (employees) a size-gated plan may search (accounts/plans.ts sizeGate). */
  SIZE_GATE_EMPLOYEES: number;
  /** Most people shown in a job's preview. */
  PREVIEW_CAP: number;
  /** Which data source answers (written on the `job finished` log line). */
  NETWORK_SOURCE: string;
  /** Submissions answered at once (not_found, too_large) allowed per API key per hour (jobs/capacity.ts). */
  FREE_ANSWERS_PER_HOUR: number;
}

/**
 * Criteria as the domain handles them: the JSON of src/matching/criteria.ts's `Criteria` (version, include,
 * exclude), stored and snapshotted as they are; only the PersonaCompiler reads inside.
 */
export type CriteriaJson = { version: number; include: unknown[]; exclude: unknown[] };

/** Stable codes of persona warnings and what each means (documented in openapi.yaml and the GraphQL enum PersonaWarningCode). */
export const PERSONA_WARNINGS = {
  clause_not_understood: 'A clause no rule read; it is ignored (it adds or removes no one).',
  exclusion_removes_everything: 'An exclusion removes everyone the definition includes.',
  function_missing: 'An included clause read as levels in every function: no function was recognised in it.',
  contradictory_constraints: 'Levels, employment or other conditions no one can meet together.',
  ambiguous_abbreviation: 'An abbreviation with more than one reading (CPO, PM, CS, CCO, CDO).',
  keeps_everyone: 'A clause that keeps every current employee (it may be intended).',
  keeps_no_one: 'Nothing names whom to keep.',
  typo_corrected: 'A word was read as a near spelling.',
  condition_not_applied: 'A condition not applied (a company size said of part of the persona, of the market or of a segment): people are kept at any size.',
  read_as_title: 'Words no vocabulary knew, read literally as a title phrase ("loss adjusters": titles containing "loss adjuster").',
  edited_criteria_may_not_match: 'The definition changed after the criteria were corrected; the corrected criteria are still used.',
  compiler_fallback: "The LLM compiler failed or answered invalid criteria; the rules compiler's reading is used.",
} as const;
export type PersonaWarningCode = keyof typeof PERSONA_WARNINGS;

/** Where a warning points in the definition: [start, end) in UTF-16 code units, and the text there. */
export interface DefinitionSpan {
  start: number;
  end: number;
  text: string;
}

export interface PersonaWarning {
  code: PersonaWarningCode;
  message: string;
  /** Null when the warning concerns the whole definition. */
  span: DefinitionSpan | null;
}

/** A piece of the definition no rule read, and whether it stood in an inclusion or an exclusion. */
export interface UnrecognisedSpan {
  text: string;
  side: 'include' | 'exclude';
}

/** A compiled reading of a definition. `stamp` names the compiler and its criteria version. */
export interface CompiledReading {
  stamp: string;
  criteria: CriteriaJson;
  warnings: PersonaWarning[];
  unrecognised: UnrecognisedSpan[];
}

/** The persona compiler (src/matching/persona-compiler.ts): PERSONA_COMPILER=rules (default) or llm. */
export interface PersonaCompiler {
  /** The stamp of readings this compiler makes now: a stored reading with another stamp is compiled again. */
  readonly stamp: string;
  /** Compile a definition (never throws for a bad text: a doubtful reading carries warnings). */
  compile(definition: string): Promise<CompiledReading>;
  /** Check criteria a user corrected: the criteria as stored, or what is wrong (loc inside the criteria). */
  check(value: unknown): { criteria: CriteriaJson } | { details: ValidationDetail[] };
  /** Warnings about corrected criteria: what they keep, and whether the definition changed since (stale). */
  warnEdited(definition: string, criteria: CriteriaJson, stale: boolean): PersonaWarning[];
}

export interface DomainLog {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
}

/** Everything the use cases are given: the database, settings, a log and the ports above. */
export interface DomainDeps {
  db: Database;
  config: DomainSettings;
  log: DomainLog;
  events: JobEvents;
  companies: CompanyDirectory;
  jobQueue: JobQueue;
  outbox: WebhookOutbox;
  clock: Clock;
  ids: IdSource;
  jobReads: JobReads;
  personaCompiler: PersonaCompiler;
}
