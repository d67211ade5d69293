-- Persona criteria a user can see and correct (issue 24). A persona stores its compiled reading (criteria,
-- warnings, unrecognised spans, and the stamp of the compiler that produced it: compiled again when the
-- stamp changes), the criteria its user corrected (used instead of the compiled reading), and whether the
-- definition changed after they were corrected. A job stores the criteria it ran with, and where they came from.
ALTER TABLE "personas" ADD COLUMN "compiled" JSONB;
ALTER TABLE "personas" ADD COLUMN "edited_criteria" JSONB;
ALTER TABLE "personas" ADD COLUMN "edited_stale" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "jobs" ADD COLUMN "persona_criteria" JSONB;
ALTER TABLE "jobs" ADD COLUMN "persona_criteria_source" TEXT;
