-- Data-source costs and cache (src/sources/usage.ts, src/sources/cache.ts).
-- source_calls / source_credits: paid calls made to the data source for this job and the vendor credits
--   they consumed (People Data Labs: `x-call-credits-spent`); 0 for the embedded and HTTP sources.
ALTER TABLE "jobs" ADD COLUMN "source_calls" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "jobs" ADD COLUMN "source_credits" INTEGER NOT NULL DEFAULT 0;

-- Vendor records kept for PDL_CACHE_TTL_HOURS so that a re-run within the TTL makes no paid call.
-- key: "<source>:<kind>:<id>" (e.g. "pdl:company:id:18170482"); entries older than the TTL are ignored and
-- overwritten, and pruned by the pipeline sweep.
CREATE TABLE "source_cache" (
  "key" TEXT NOT NULL,
  "value" JSONB NOT NULL,
  "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "source_cache_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "source_cache_fetched_at_idx" ON "source_cache"("fetched_at");
