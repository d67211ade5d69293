-- Jobs pipeline bookkeeping (src/pipeline).
-- stage_run: a fencing token, incremented every time a stage message is enqueued (next stage, delayed
--   retry, recovery of a lost worker, manual retry). A stage run only commits while the row still carries
--   its token, so a stale or duplicate run can never change the job.
-- current_employee: the enriched profile shows a current position at the job's company (set by
--   enrich_profiles, cleared by verify_candidates when the live check says the person left).
ALTER TABLE "jobs" ADD COLUMN "stage_run" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "job_people" ADD COLUMN "current_employee" BOOLEAN NOT NULL DEFAULT false;
-- The recovery sweep looks for processing jobs whose heartbeat (updated_at) is stale.
CREATE INDEX "jobs_status_updated_at_idx" ON "jobs"("status", "updated_at");
