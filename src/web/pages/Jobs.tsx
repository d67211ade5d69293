// Jobs of this key, newest first, with search and paging; rows follow jobUpdates live.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useSubscription } from 'urql';
import { JobUpdates, JobsQuery } from '../operations.js';
import { shownError } from '../errors.js';
import { Empty, ErrorNote, Loading, Pager, StatusChip, When, useCursorPages } from '../ui.js';
import { Link } from '../router.js';

const LIMIT = 20;

export function Jobs() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const [{ data, fetching, error }, refetch] = useQuery({ query: JobsQuery, variables: { q: search || null, first: LIMIT, after: pages.after } });
  const [updates] = useSubscription({ query: JobUpdates });
  const [live, setLive] = useState<Record<string, { status: string; teamScanned: number; targetPeopleCount: number }>>({});

  useEffect(() => {
    const e = updates.data?.jobUpdates;
    if (!e) return;
    setLive((m) => ({ ...m, [e.jobId]: { status: e.job.status, teamScanned: e.job.teamScanned, targetPeopleCount: e.job.targetPeopleCount } }));
    if (e.change.toLowerCase() === 'created') refetch({ requestPolicy: 'network-only' });
  }, [updates.data, refetch]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    pages.reset();
    setSearch(q.trim());
  };
  const page = data?.jobs;
  const jobs = page?.edges.map((e) => e.node) ?? [];
  return (
    <section>
      <h1>Jobs</h1>
      <form className="inline" role="search" onSubmit={onSearch}>
        <label htmlFor="jobs-q">Search</label>
        <input id="jobs-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Company name, domain or submitted input" />
        <button type="submit">Search</button>
        <Link to="/new" className="button">
          New job
        </Link>
      </form>
      {fetching && !page ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {page ? (
        jobs.length === 0 ? (
          <Empty>{search ? `No job matches “${search}”.` : 'No jobs yet. Submit one from “New job”.'}</Empty>
        ) : (
          <>
            <div className="table-wrap" tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Company</th>
                    <th scope="col">Status</th>
                    <th scope="col">Persona</th>
                    <th scope="col">Scanned</th>
                    <th scope="col">Target people</th>
                    <th scope="col">Submitted</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.map((j) => {
                    const l = live[j.jobId];
                    return (
                      <tr key={j.jobId} data-job-id={j.jobId}>
                        <td data-label="Company">
                          <Link to={`/jobs/${encodeURIComponent(j.jobId)}`}>{j.companyName ?? j.input}</Link>
                        </td>
                        <td data-label="Status">
                          <StatusChip status={l?.status ?? j.status} />
                        </td>
                        <td data-label="Persona">{j.persona.name}</td>
                        <td data-label="Scanned" className="num">
                          {l?.teamScanned ?? j.teamScanned}
                        </td>
                        <td data-label="Target people" className="num">
                          {l?.targetPeopleCount ?? j.targetPeopleCount}
                        </td>
                        <td data-label="Submitted">
                          <When at={j.createdAt} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager label="Jobs" pages={pages} hasNextPage={page.pageInfo.hasNextPage} endCursor={page.pageInfo.endCursor} totalCount={page.totalCount} />
          </>
        )
      ) : null}
    </section>
  );
}
