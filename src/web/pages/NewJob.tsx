// Submit a job. One idempotency key per form fill: a repeat click (or a retry after a network error)
// returns the first answer instead of creating a second job; a new key is made after a success.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { PersonasQuery, SubmitJob } from '../operations.js';
import { shownError, type ShownError } from '../errors.js';
import { newIdempotencyKey } from '../client.js';
import { ErrorNote, Loading } from '../ui.js';
import { Link } from '../router.js';

export function NewJob({ onSubmitted }: { onSubmitted: (jobId: string) => void }) {
  const [{ data, fetching, error }] = useQuery({ query: PersonasQuery });
  const personas = useMemo(() => data?.personas ?? [], [data]);
  const [input, setInput] = useState('');
  const [persona, setPersona] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [answer, setAnswer] = useState<ShownError | null>(null);
  const [submitState, submit] = useMutation(SubmitJob);

  useEffect(() => {
    if (!persona && personas.length) setPersona(personas.find((p) => p.isDefault)?.slug ?? personas[0]?.slug ?? '');
  }, [persona, personas]);

  // Any change of the request is a new logical submission.
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setIdempotencyKey(newIdempotencyKey());
      setAnswer(null);
    };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    const result = await submit({
      input: { input: input.trim(), persona, operation: 'TARGET_PEOPLE', callbackUrl: callbackUrl.trim() || null, idempotencyKey },
    });
    if (result.error) {
      setAnswer(shownError(result.error));
      return;
    }
    const job = result.data?.submitJob.job;
    if (!job) return;
    const status = job.status.toLowerCase();
    if (status !== 'processing') {
      // Answered at once (too_large, not_found): nothing runs and nothing is charged.
      setAnswer({ code: status, message: job.message ?? `The job ended at once: ${status}.` });
      return;
    }
    setIdempotencyKey(newIdempotencyKey());
    onSubmitted(job.jobId);
  };

  return (
    <section>
      <h1>New job</h1>
      {fetching && !data ? <Loading label="Loading personas…" /> : null}
      <ErrorNote error={shownError(error)} />
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <label htmlFor="job-input">Company</label>
        <input
          id="job-input"
          required
          value={input}
          onChange={(e) => change(setInput)(e.target.value)}
          placeholder="https://network.example/company/acme-analytics, acme-analytics or 1001"
          aria-describedby="job-input-help"
        />
        <small id="job-input-help">A company URL, its slug or its numeric id.</small>

        <label htmlFor="job-persona">Persona</label>
        <select id="job-persona" value={persona} onChange={(e) => change(setPersona)(e.target.value)}>
          {personas.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name}
              {p.isDefault ? ' (default)' : ''}
            </option>
          ))}
        </select>
        <small>
          <Link to="/personas">Manage personas</Link>
        </small>

        <label htmlFor="job-callback">Callback URL (optional)</label>
        <input
          id="job-callback"
          type="url"
          value={callbackUrl}
          onChange={(e) => change(setCallbackUrl)(e.target.value)}
          placeholder="https://example.com/webhooks/target-people"
        />

        <button type="submit" disabled={submitState.fetching || !persona}>
          {submitState.fetching ? 'Submitting…' : 'Submit job'}
        </button>
      </form>
      <ErrorNote error={answer} />
    </section>
  );
}
