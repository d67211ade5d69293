-- Manual redelivery is rate-limited per job event (src/webhooks/delivery.ts, WEBHOOK_REDELIVERY_LIMIT):
-- a fixed one-hour window starting at the first manual redelivery request in it, and the number of
-- requests accepted in that window.
ALTER TABLE "webhook_deliveries" ADD COLUMN "redelivery_window_start" TIMESTAMPTZ(3);
ALTER TABLE "webhook_deliveries" ADD COLUMN "redeliveries_in_window" INTEGER NOT NULL DEFAULT 0;
-- The delivery log shown to tenants no longer tells how the server resolves names: earlier entries
-- get the same wording as new ones (the technical reason lives in the server log only).
UPDATE "webhook_attempts" SET "error" = 'destination not allowed' WHERE "error" LIKE 'refused%' OR "error" = 'invalid callback_url';
UPDATE "webhook_attempts" SET "error" = 'destination not reachable' WHERE "error" LIKE 'cannot resolve %'
  OR "error" ~ '^(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EPIPE|EADDRNOTAVAIL)';
UPDATE "webhook_attempts" SET "error" = regexp_replace("error", ' \(DNS\)$', '') WHERE "error" LIKE 'timeout after % (DNS)';
