-- How a job was sourced (issue 26, src/sources/query.ts): `filtered` (the data source was asked for the
-- persona's candidates only) or `full` (the whole roster); NULL until scan_team has started (and for
-- jobs that never got there). sourcing_reason: what the query asked, or why it fell back to the whole roster.
ALTER TABLE "jobs" ADD COLUMN "sourcing" TEXT;
ALTER TABLE "jobs" ADD COLUMN "sourcing_reason" TEXT;
-- The part of source_credits drawn from the vendor's company pool (People Data Labs `x-call-credits-type`
-- of Company Enrichment); the rest of source_credits is from the person pool.
ALTER TABLE "jobs" ADD COLUMN "source_company_credits" INTEGER NOT NULL DEFAULT 0;
