-- Idempotency keys remember the domain's answer (the job and whether it was accepted or answered at
-- once), not REST bytes: every transport presents it its own way (src/domain/jobs/idempotency.ts).
-- Keys stored before this migration carry the old request fingerprint: a repeat of one answers 409
-- idempotency_conflict until it expires (24 hours), never a second job.
ALTER TABLE "idempotency_keys" ADD COLUMN "job_id" TEXT;
ALTER TABLE "idempotency_keys" ADD COLUMN "outcome" TEXT;
ALTER TABLE "idempotency_keys" DROP COLUMN "response_status";
ALTER TABLE "idempotency_keys" DROP COLUMN "response_body";
