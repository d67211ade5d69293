-- Polls no longer hold reads of running jobs in memory (issue 23: one read path, src/db/job-reads.ts), so
-- nothing listens on `tp_job_rows`: the triggers that announced every committed jobs row change (each
-- heartbeat and counter update included) go.
DROP TRIGGER IF EXISTS tp_job_row_changed ON "jobs";
DROP TRIGGER IF EXISTS tp_jobs_truncated ON "jobs";
DROP FUNCTION IF EXISTS tp_job_row_changed();
