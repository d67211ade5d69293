// Webhooks: the signing secret (show, rotate) and the deliveries of one job (picked from the recent ones, or
// any job id) with every attempt.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { JobDeliveries, JobsQuery, RedeliverWebhook, RotateWebhookSecret, WebhookSecretQuery } from '../operations.js';
import { shownError, type ShownError } from '../errors.js';
import { CopyButton, Empty, ErrorNote, Loading, StatusChip, When } from '../ui.js';

export function Webhooks() {
  const [{ data, fetching, error }] = useQuery({ query: WebhookSecretQuery });
  const [rotateState, rotate] = useMutation(RotateWebhookSecret);
  const [shown, setShown] = useState(false);
  const [err, setErr] = useState<ShownError | null>(null);
  const secret = rotateState.data?.rotateWebhookSecret ?? data?.webhookSecret;
  return (
    <section>
      <h1>Webhooks</h1>
      <h2>Signing secret</h2>
      {fetching && !secret ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {secret ? (
        <div className="panel">
          <p>
            <code data-testid="webhook-secret">{shown ? secret.secret : 'whsec_' + '•'.repeat(24)}</code>
          </p>
          <p className="muted">
            Created <When at={secret.createdAt} />
            {secret.previousSecretExpiresAt ? (
              <>
                {' '}
                · the previous secret still signs until <When at={secret.previousSecretExpiresAt} />
              </>
            ) : null}
          </p>
          <div className="actions">
            <button type="button" onClick={() => setShown((s) => !s)}>
              {shown ? 'Hide secret' : 'Show secret'}
            </button>
            {shown ? <CopyButton text={secret.secret} label="Copy secret" /> : null}
            <button
              type="button"
              disabled={rotateState.fetching}
              onClick={async () => {
                setErr(null);
                const r = await rotate({});
                if (r.error) setErr(shownError(r.error));
              }}
            >
              Rotate secret
            </button>
          </div>
        </div>
      ) : null}
      <ErrorNote error={err} />
      <Deliveries />
    </section>
  );
}

function Deliveries() {
  const [jobId, setJobId] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({ query: JobDeliveries, variables: { id: asked ?? '' }, pause: !asked, requestPolicy: 'network-only' });
  const [redeliverState, redeliver] = useMutation(RedeliverWebhook);
  const [err, setErr] = useState<ShownError | null>(null);
  // The key's recent jobs, to pick one from (or paste any job id).
  const [recent] = useQuery({ query: JobsQuery, variables: { q: null, first: 20, after: null } });
  const recentJobs = recent.data?.jobs.edges.map((e) => e.node) ?? [];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErr(null);
    setAsked(jobId.trim() || null);
  };
  const deliveries = data?.job.webhookDeliveries;
  // A pending delivery (queued, redelivered, or waiting for its next attempt) is followed until it settles:
  // read again when its next attempt is due, at least every second and at most every 30 s.
  const followAfterMs = pendingFollowDelay(deliveries);
  useEffect(() => {
    if (!asked || followAfterMs === null || fetching) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), followAfterMs);
    return () => clearTimeout(timer);
  }, [asked, followAfterMs, fetching, data, refetch]);
  return (
    <div>
      <h2>Deliveries of a job</h2>
      {recentJobs.length > 0 ? (
        <form className="inline" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="wh-recent">Recent job</label>
          <select
            id="wh-recent"
            value={recentJobs.some((j) => j.jobId === asked) ? (asked ?? '') : ''}
            onChange={(e) => {
              setErr(null);
              setJobId(e.target.value);
              setAsked(e.target.value || null);
            }}
          >
            <option value="">Choose one…</option>
            {recentJobs.map((j) => (
              <option key={j.jobId} value={j.jobId}>
                {j.companyName ?? j.input} · {j.status.toLowerCase()} · {new Date(j.createdAt).toLocaleString()}
              </option>
            ))}
          </select>
        </form>
      ) : null}
      <form className="inline" onSubmit={onSubmit}>
        <label htmlFor="wh-job">Job id</label>
        <input id="wh-job" value={jobId} onChange={(e) => setJobId(e.target.value)} placeholder="job_…" />
        <button type="submit">Show deliveries</button>
      </form>
      {asked && fetching && !data ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {asked && deliveries ? (
        deliveries.length === 0 ? (
          <Empty>No deliveries for this job (it has no callback URL, or is still processing).</Empty>
        ) : (
          <>
            {deliveries.map((d) => (
              <div className="panel" key={d.id}>
                <p>
                  <strong>{d.eventType.toLowerCase().replace(/^job_/, 'job.')}</strong> <StatusChip status={d.state} /> · {d.attempts} attempt(s) ·{' '}
                  <span className="mono">{d.url}</span>
                </p>
                <p className="muted mono">webhook-id {d.eventId}</p>
                {d.attemptLog.length === 0 ? (
                  <Empty>No attempt yet.</Empty>
                ) : (
                  <div className="table-wrap" tabIndex={0}>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">At</th>
                          <th scope="col">HTTP status</th>
                          <th scope="col">Latency</th>
                          <th scope="col">Error</th>
                          <th scope="col">Manual</th>
                        </tr>
                      </thead>
                      <tbody>
                        {d.attemptLog.map((a, i) => (
                          <tr key={i}>
                            <td data-label="At">
                              <When at={a.at} />
                            </td>
                            <td data-label="HTTP status">{a.httpStatus ?? '—'}</td>
                            <td data-label="Latency" className="num">
                              {a.latencyMs} ms
                            </td>
                            <td data-label="Error">{a.error ?? ''}</td>
                            <td data-label="Manual">{a.manual ? 'yes' : 'no'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </div>
            ))}
            {followAfterMs !== null ? (
              <p className="muted" role="status">
                Following the pending delivery until it settles…
              </p>
            ) : null}
            <div className="actions">
              <button
                type="button"
                disabled={redeliverState.fetching}
                onClick={async () => {
                  setErr(null);
                  const r = await redeliver({ jobId: asked });
                  if (r.error) return setErr(shownError(r.error));
                  refetch({ requestPolicy: 'network-only' });
                }}
              >
                Redeliver
              </button>
            </div>
          </>
        )
      ) : null}
      <ErrorNote error={err} />
    </div>
  );
}

/** Milliseconds until a pending delivery should be read again (its next attempt, 1–30 s), or null if none is pending. */
function pendingFollowDelay(deliveries: ReadonlyArray<{ state: string; nextAttemptAt?: string | null }> | undefined): number | null {
  const pending = deliveries?.filter((d) => d.state === 'PENDING') ?? [];
  if (pending.length === 0) return null;
  const due = Math.min(...pending.map((d) => (d.nextAttemptAt ? Date.parse(d.nextAttemptAt) - Date.now() : 0)));
  return Math.min(30_000, Math.max(1_000, Number.isFinite(due) ? due : 1_000));
}
