-- Target People: initial schema. Mirrors prisma/schema.prisma (checked by test/db-schema.test.ts),
-- plus the constraints Prisma cannot express (partial unique indexes, checks).

CREATE TYPE "Tier" AS ENUM ('free', 'pro', 'premium');
CREATE TYPE "LedgerReason" AS ENUM ('signup_bonus', 'purchase', 'spend', 'refund');
CREATE TYPE "JobStatus" AS ENUM ('processing', 'done', 'not_found', 'no_employees', 'no_people_found', 'too_large', 'failed', 'cancelled');
CREATE TYPE "ProcessingState" AS ENUM ('active', 'delayed');
CREATE TYPE "Stage" AS ENUM ('match_company', 'scan_team', 'enrich_profiles', 'find_candidates', 'verify_candidates', 'match_target');
CREATE TYPE "JobApi" AS ENUM ('v1', 'unversioned');

CREATE TABLE "accounts" (
  "id" UUID NOT NULL,
  "name" TEXT NOT NULL,
  "tier" "Tier" NOT NULL DEFAULT 'free',
  "concurrency_limit" INTEGER,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "accounts_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "accounts_concurrency_limit_check" CHECK ("concurrency_limit" IS NULL OR "concurrency_limit" >= 0)
);

CREATE TABLE "api_keys" (
  "id" UUID NOT NULL,
  "account_id" UUID NOT NULL,
  "prefix" TEXT NOT NULL,
  "hash" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "revoked_at" TIMESTAMPTZ(3),
  "last_used_at" TIMESTAMPTZ(3),
  CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys"("hash");
CREATE INDEX "api_keys_account_id_idx" ON "api_keys"("account_id");

CREATE TABLE "personas" (
  "id" UUID NOT NULL,
  "account_id" UUID NOT NULL,
  "slug" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "definition" TEXT NOT NULL,
  "is_default" BOOLEAN NOT NULL DEFAULT false,
  "is_system" BOOLEAN NOT NULL DEFAULT false,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "seq" BIGSERIAL NOT NULL,
  CONSTRAINT "personas_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "personas_account_id_slug_key" ON "personas"("account_id", "slug");
-- At most one default persona per account, whatever races happen.
CREATE UNIQUE INDEX "personas_one_default_per_account" ON "personas"("account_id") WHERE "is_default";

CREATE TABLE "ledger_entries" (
  "id" BIGSERIAL NOT NULL,
  "account_id" UUID NOT NULL,
  "amount" INTEGER NOT NULL,
  "reason" "LedgerReason" NOT NULL,
  "ref" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ledger_entries_account_id_id_idx" ON "ledger_entries"("account_id", "id");
-- A job is charged exactly once: one spend per job id, enforced by the database.
CREATE UNIQUE INDEX "ledger_entries_one_spend_per_job" ON "ledger_entries"("ref") WHERE "reason" = 'spend';
-- Append-only: the ledger never changes after the fact.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END $$;
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();

CREATE TABLE "jobs" (
  "id" TEXT NOT NULL,
  "account_id" UUID NOT NULL,
  "api_key_id" UUID NOT NULL,
  "api" "JobApi" NOT NULL DEFAULT 'v1',
  "input" TEXT NOT NULL,
  "operation" TEXT NOT NULL,
  "persona_slug" TEXT NOT NULL,
  "persona_name" TEXT NOT NULL,
  "persona_definition" TEXT NOT NULL,
  "callback_url" TEXT,
  "status" "JobStatus" NOT NULL DEFAULT 'processing',
  "processing_state" "ProcessingState",
  "stage" "Stage",
  "next_retry_at" TIMESTAMPTZ(3),
  "message" TEXT,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "failed_stage" "Stage",
  "cursor" TEXT,
  "company_id" INTEGER,
  "company_name" TEXT,
  "company_logo" TEXT,
  "employees" INTEGER,
  "company" JSONB,
  "team_scanned" INTEGER NOT NULL DEFAULT 0,
  "profiles_enriched" INTEGER NOT NULL DEFAULT 0,
  "preliminary_candidates" INTEGER NOT NULL DEFAULT 0,
  "target_people_count" INTEGER NOT NULL DEFAULT 0,
  "credits_charged" INTEGER NOT NULL DEFAULT 0,
  "matcher_calls" INTEGER NOT NULL DEFAULT 0,
  "matcher_tokens" INTEGER NOT NULL DEFAULT 0,
  "result" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "finished_at" TIMESTAMPTZ(3),
  CONSTRAINT "jobs_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "jobs_credits_charged_check" CHECK ("credits_charged" IN (0, 1))
);
CREATE INDEX "jobs_api_key_id_created_at_idx" ON "jobs"("api_key_id", "created_at" DESC);
CREATE INDEX "jobs_account_id_status_idx" ON "jobs"("account_id", "status");

CREATE TABLE "job_people" (
  "job_id" TEXT NOT NULL,
  "person_ref" TEXT NOT NULL,
  "position" INTEGER NOT NULL,
  "name" TEXT NOT NULL,
  "headline" TEXT NOT NULL DEFAULT '',
  "photo_url" TEXT NOT NULL DEFAULT '',
  "profile" JSONB,
  "enriched" BOOLEAN NOT NULL DEFAULT false,
  "candidate" BOOLEAN NOT NULL DEFAULT false,
  "recall_score" DOUBLE PRECISION,
  "verification_complete" BOOLEAN NOT NULL DEFAULT false,
  "verified" BOOLEAN NOT NULL DEFAULT false,
  "matched" BOOLEAN NOT NULL DEFAULT false,
  "decision" JSONB,
  "score" DOUBLE PRECISION,
  CONSTRAINT "job_people_pkey" PRIMARY KEY ("job_id", "person_ref")
);
CREATE INDEX "job_people_job_id_position_idx" ON "job_people"("job_id", "position");

CREATE TABLE "idempotency_keys" (
  "api_key_id" UUID NOT NULL,
  "key" TEXT NOT NULL,
  "request_hash" TEXT NOT NULL,
  "response_status" INTEGER,
  "response_body" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("api_key_id", "key")
);
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

CREATE TABLE "webhook_secrets" (
  "id" UUID NOT NULL,
  "account_id" UUID NOT NULL,
  "secret" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "expires_at" TIMESTAMPTZ(3),
  CONSTRAINT "webhook_secrets_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_secrets_account_id_idx" ON "webhook_secrets"("account_id");

CREATE TABLE "webhook_deliveries" (
  "id" TEXT NOT NULL,
  "event_id" TEXT NOT NULL,
  "job_id" TEXT NOT NULL,
  "url" TEXT NOT NULL,
  "event_type" TEXT NOT NULL,
  "payload" TEXT NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'pending',
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "next_attempt_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "delivered_at" TIMESTAMPTZ(3),
  CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "webhook_deliveries_event_id_key" ON "webhook_deliveries"("event_id");
CREATE INDEX "webhook_deliveries_job_id_idx" ON "webhook_deliveries"("job_id");

CREATE TABLE "webhook_attempts" (
  "id" BIGSERIAL NOT NULL,
  "delivery_id" TEXT NOT NULL,
  "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "http_status" INTEGER,
  "error" TEXT,
  "latency_ms" INTEGER NOT NULL,
  "manual" BOOLEAN NOT NULL DEFAULT false,
  CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_attempts_delivery_id_at_idx" ON "webhook_attempts"("delivery_id", "at");

CREATE TABLE "matcher_cache" (
  "key" TEXT NOT NULL,
  "value" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "matcher_cache_pkey" PRIMARY KEY ("key")
);

ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "personas" ADD CONSTRAINT "personas_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "job_people" ADD CONSTRAINT "job_people_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_secrets" ADD CONSTRAINT "webhook_secrets_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
