-- Every committed change of a jobs row is announced on the `tp_job_rows` channel with the job's id
-- (a TRUNCATE with `*`), so that a process may keep polls of running jobs in memory and drop an entry the
-- moment its row changes, whoever changed it: the pipeline, another API process, an operator's SQL
-- (src/domain/jobs/poll-read.ts, src/events/bus.ts). NOTIFY is delivered on commit only, and PostgreSQL
-- folds repeats of the same payload within one transaction into one notification.
CREATE FUNCTION tp_job_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('tp_job_rows', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tp_job_rows', OLD.id);
  ELSE
    PERFORM pg_notify('tp_job_rows', NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER tp_job_row_changed AFTER UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION tp_job_row_changed();
CREATE TRIGGER tp_jobs_truncated AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION tp_job_row_changed();
