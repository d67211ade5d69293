// One job, live over the jobProgress subscription: the stepper, counters, the facepile, `delayed` with
// a countdown, Cancel / Retry; on done, the ranked result with a person drawer and CSV / JSON export.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import { CancelJob, JobProgress, JobResult, RetryJob } from '../operations.js';
import type { ResultOf } from '../graphql.js';
import { shownError, type ShownError } from '../errors.js';
import { Empty, ErrorNote, Loading, Message, StatusChip, When, initials } from '../ui.js';
import { Link } from '../router.js';

type LiveJob = ResultOf<typeof JobProgress>['jobProgress']['job'];
type ResultJob = ResultOf<typeof JobResult>['job'];
type Target = NonNullable<ResultJob['targetPeople']>[number];

const STAGES: Array<[string, string]> = [
  ['match_company', 'Match company'],
  ['scan_team', 'Scan team'],
  ['enrich_profiles', 'Enrich profiles'],
  ['find_candidates', 'Find candidates'],
  ['verify_candidates', 'Verify candidates'],
  ['match_target', 'Match persona'],
];

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

export function JobPage({ jobId }: { jobId: string }) {
  // The stream completes at a terminal status; a retry starts a new one (a fresh JobView).
  const [generation, setGeneration] = useState(0);
  return <JobView key={generation} jobId={jobId} onRetried={() => setGeneration((g) => g + 1)} />;
}

function JobView({ jobId, onRetried }: { jobId: string; onRetried: () => void }) {
  const [live] = useSubscription({ query: JobProgress, variables: { jobId } });
  const [job, setJob] = useState<LiveJob | null>(null);
  useEffect(() => {
    const next = live.data?.jobProgress.job;
    if (next) setJob(next);
  }, [live.data]);

  const done = lower(job?.status) === 'done';
  const [result, refetchResult] = useQuery({ query: JobResult, variables: { id: jobId }, pause: !done, requestPolicy: 'network-only' });
  const [actionError, setActionError] = useState<ShownError | null>(null);
  const [cancelState, cancel] = useMutation(CancelJob);
  const [retryState, retry] = useMutation(RetryJob);

  const status = lower(job?.status);
  const onCancel = async () => {
    setActionError(null);
    const r = await cancel({ id: jobId });
    if (r.error) setActionError(shownError(r.error));
  };
  const onRetry = async () => {
    setActionError(null);
    const r = await retry({ id: jobId });
    if (r.error) setActionError(shownError(r.error));
    else onRetried();
  };
  useEffect(() => {
    if (done) refetchResult({ requestPolicy: 'network-only' });
  }, [done, refetchResult]);

  return (
    <section>
      <p>
        <Link to="/jobs">← Jobs</Link>
      </p>
      <h1>{job?.companyName ?? 'Job'}</h1>
      <p className="muted mono">{jobId}</p>
      {!job && !live.error ? <Loading label="Connecting to the job…" /> : null}
      {!job ? <ErrorNote error={shownError(live.error)} /> : null}
      {job ? (
        <>
          <dl className="facts">
            <div>
              <dt>Status</dt>
              <dd data-testid="job-status">
                <StatusChip status={job.status} />
              </dd>
            </div>
            <div>
              <dt>Company</dt>
              {/* The resolved company as soon as match_company has it; until then the submitted input. */}
              <dd data-testid="job-company">
                {job.companyName ? (
                  <>
                    {job.companyName}
                    {job.employeesCount !== null ? <small className="muted"> · {job.employeesCount} employees</small> : null}
                  </>
                ) : (
                  <span className="input-text">{job.input}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>Persona</dt>
              <dd>{job.persona.name}</dd>
            </div>
            <div>
              <dt>Submitted</dt>
              <dd>
                <When at={job.createdAt} />
              </dd>
            </div>
          </dl>
          {job.message ? (
            <p className="message">
              <Message text={job.message} />
            </p>
          ) : null}
          <Stepper job={job} />
          {status === 'processing' && lower(job.processingState) === 'delayed' ? <Delayed until={job.nextRetryAt} /> : null}
          <Counters job={job} />
          <Facepile job={job} />
          <div className="actions">
            {status === 'processing' ? (
              <button type="button" onClick={() => void onCancel()} disabled={cancelState.fetching}>
                Cancel job
              </button>
            ) : null}
            {status === 'failed' ? (
              <button type="button" onClick={() => void onRetry()} disabled={retryState.fetching}>
                Retry job
              </button>
            ) : null}
          </div>
          <ErrorNote error={actionError} />
          {done ? (
            <>
              {result.fetching && !result.data ? <Loading label="Loading the result…" /> : null}
              <ErrorNote error={shownError(result.error)} />
              {result.data ? <Results job={result.data.job} /> : null}
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Stepper({ job }: { job: LiveJob }) {
  const status = lower(job.status);
  const current = STAGES.findIndex(([s]) => s === lower(job.stage));
  return (
    <ol className="stepper" aria-label="Pipeline stages">
      {STAGES.map(([stage, label], i) => {
        const state =
          status === 'done' ? 'complete' : i < current ? 'complete' : i === current ? (status === 'processing' ? 'current' : 'stopped') : 'upcoming';
        return (
          <li key={stage} className={`step step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="dot" aria-hidden="true">
              {state === 'complete' ? '✓' : i + 1}
            </span>
            <span>{label}</span>
            <span className="visually-hidden"> ({state})</span>
          </li>
        );
      })}
    </ol>
  );
}

function Delayed({ until }: { until: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : null;
  return (
    <p className="delayed" role="status">
      <StatusChip status="delayed" /> The data source asked us to wait; the stage is retried automatically
      {left !== null ? (
        <>
          {' '}
          in <strong>{left} s</strong>
        </>
      ) : null}
      .
    </p>
  );
}

function Counters({ job }: { job: LiveJob }) {
  const c = job.preview.counters;
  return (
    <dl className="stats counters" aria-label="Counters">
      <div>
        <dt>Team scanned</dt>
        <dd data-testid="team-scanned">{c.teamScanned}</dd>
      </div>
      <div>
        <dt>Candidates</dt>
        <dd>{c.preliminaryCandidates}</dd>
      </div>
      <div>
        <dt>Profiles enriched</dt>
        <dd>{c.profilesEnriched}</dd>
      </div>
      <div>
        <dt>Verified</dt>
        <dd>{c.verified}</dd>
      </div>
      <div>
        <dt>Target people</dt>
        <dd>{c.targetPeopleCount}</dd>
      </div>
    </dl>
  );
}

function Facepile({ job }: { job: LiveJob }) {
  const people = job.preview.people;
  return (
    <div>
      <h2>Roster</h2>
      {people.length === 0 ? (
        <Empty>{lower(job.status) === 'processing' ? 'Nobody scanned yet.' : 'Nobody was scanned.'}</Empty>
      ) : (
        <ul className="facepile" aria-label="Roster preview" data-testid="facepile">
          {people.map((p) => (
            <li key={p.personRef} title={p.headline ? `${p.name} — ${p.headline}` : p.name} className={p.verificationComplete ? 'verified' : ''}>
              <span className="avatar" aria-hidden="true">
                {initials(p.name)}
              </span>
              <span className="visually-hidden">
                {p.name}
                {p.verificationComplete ? ' (verified)' : ''}
              </span>
            </li>
          ))}
          {job.preview.capped ? <li className="more">…</li> : null}
        </ul>
      )}
    </div>
  );
}

const CSV_COLUMNS = ['rank', 'name', 'role', 'headline', 'email', 'email_status', 'decision_maker', 'why', 'network_url'] as const;

function csvCell(v: string | number | boolean | null | undefined): string {
  const s = v === null || v === undefined ? '' : String(v);
  // Cells starting with = + - @ are prefixed so spreadsheets do not run them as formulas.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(people: Target[]): string {
  const rows = people.map((t) =>
    [
      t.rankInCompany,
      t.person.name,
      t.professional.role,
      t.person.headline,
      t.contact.email.address,
      t.contact.email.status,
      t.isDecisionMaker,
      t.why,
      t.person.networkUrl,
    ]
      .map(csvCell)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

function download(name: string, type: string, body: string) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Results({ job }: { job: ResultJob }) {
  const people = job.targetPeople ?? [];
  const [open, setOpen] = useState<Target | null>(null);
  return (
    <div>
      <h2>Result</h2>
      {job.company ? (
        <p>
          {job.company.name} · {job.company.industry} · {job.company.employeesCount} employees
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          onClick={() => download(`target-people-${job.jobId}.csv`, 'text/csv;charset=utf-8', toCsv(people))}
          disabled={people.length === 0}
        >
          Export CSV
        </button>
        <button type="button" onClick={() => download(`target-people-${job.jobId}.json`, 'application/json', JSON.stringify(job, null, 2))}>
          Download JSON
        </button>
      </div>
      {people.length === 0 ? (
        <Empty>No one matched the persona.</Empty>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="results">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Why</th>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {people.map((t) => (
                <tr key={t.rankInCompany}>
                  <td data-label="Rank" className="num">
                    {t.rankInCompany}
                  </td>
                  <td data-label="Name">
                    <button type="button" className="linkish" onClick={() => setOpen(t)}>
                      {t.person.name}
                    </button>
                    {t.isDecisionMaker ? <span className="chip chip-dm">decision maker</span> : null}
                  </td>
                  <td data-label="Role">{t.professional.role}</td>
                  <td data-label="Why" className="why">
                    {t.why}
                  </td>
                  <td data-label="Email">
                    {t.contact.email.address ? <span className="mono">{t.contact.email.address}</span> : <span className="muted">none</span>}{' '}
                    <StatusChip status={t.contact.email.status || 'unknown'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? <PersonDrawer person={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/** Tab and Shift+Tab cycle inside a modal (the drawer): focus never leaves it for the page behind. */
function trapFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
    (el) => !el.hasAttribute('disabled'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey ? active === first || !e.currentTarget.contains(active) : active === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

function PersonDrawer({ person, onClose }: { person: Target; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const p = person.person;
  return (
    <dialog ref={ref} className="drawer" aria-labelledby="drawer-title" onClose={onClose} onKeyDown={trapFocus}>
      <div className="drawer-head">
        <h2 id="drawer-title">{p.name}</h2>
        <button type="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      <p>{p.headline}</p>
      <p className="muted">
        {[
          p.location.text,
          `rank ${person.rankInCompany}`,
          person.professional.role,
          person.professional.function?.toLowerCase(),
          person.professional.tier?.toLowerCase(),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        <strong>Why:</strong> {person.why}
      </p>
      <p>
        <strong>Email:</strong> {person.contact.email.address || 'none'} ({person.contact.email.status || 'unknown'})
      </p>
      {p.about ? <p>{p.about}</p> : null}
      <h3>Experience</h3>
      {person.experience.length === 0 ? (
        <Empty>None listed.</Empty>
      ) : (
        <ul>
          {person.experience.map((x, i) => (
            <li key={i}>
              <strong>{x.title}</strong>, {x.company} · {x.start}–{x.end || 'now'} {x.duration ? `(${x.duration})` : ''}
            </li>
          ))}
        </ul>
      )}
      <h3>Education</h3>
      {person.education.length === 0 ? (
        <Empty>None listed.</Empty>
      ) : (
        <ul>
          {person.education.map((x, i) => (
            <li key={i}>
              {x.school}
              {x.degree ? `, ${x.degree}` : ''}
              {x.field ? ` in ${x.field}` : ''} {x.start || x.end ? `(${x.start}–${x.end})` : ''}
            </li>
          ))}
        </ul>
      )}
      <h3>Signals</h3>
      <ul>
        <li>Last active: {person.signals.lastActive || 'unknown'}</li>
        <li>Average engagement: {person.signals.avgEngagement}</li>
        <li>Posts about own company: {person.signals.postsAboutOwnCompany ? 'yes' : 'no'}</li>
        <li>Recommendations: {person.signals.recommendationsCount}</li>
        <li>Recent posts: {person.signals.recentPosts.length}</li>
        <li>Articles: {person.signals.authoredArticles.length}</li>
      </ul>
    </dialog>
  );
}
