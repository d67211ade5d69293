// The dashboard shell: sign-in gate, navigation and the page for the current path.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Provider } from 'urql';
import { createSession, type Session } from './client.js';
import { forgetKey, storedKey, storeKey } from './session.js';
import { Link, navigate, usePath } from './router.js';
import { SignIn } from './pages/SignIn.js';
import { Overview } from './pages/Overview.js';
import { NewJob } from './pages/NewJob.js';
import { JobPage } from './pages/Job.js';
import { Jobs } from './pages/Jobs.js';
import { Personas } from './pages/Personas.js';
import { Credits } from './pages/Credits.js';
import { ApiKeys } from './pages/ApiKeys.js';
import { Webhooks } from './pages/Webhooks.js';

const NAV: Array<[string, string]> = [
  ['/', 'Overview'],
  ['/new', 'New job'],
  ['/jobs', 'Jobs'],
  ['/personas', 'Personas'],
  ['/credits', 'Credits'],
  ['/keys', 'API keys'],
  ['/webhooks', 'Webhooks'],
];

export function App() {
  const [apiKey, setApiKey] = useState<string | null>(storedKey);
  const [signOutReason, setSignOutReason] = useState<string | null>(null);
  const signOut = useCallback((reason: string | null) => {
    forgetKey();
    setApiKey(null);
    setSignOutReason(reason);
  }, []);
  const session = useMemo<Session | null>(() => (apiKey ? createSession(apiKey, (message) => signOut(message)) : null), [apiKey, signOut]);
  useEffect(() => () => void session?.ws.dispose(), [session]);

  if (!session) {
    return (
      <SignIn
        reason={signOutReason}
        onSignedIn={(key) => {
          storeKey(key);
          setSignOutReason(null);
          setApiKey(key);
        }}
      />
    );
  }
  return (
    <Provider value={session.client}>
      <Shell onSignOut={() => signOut(null)} />
    </Provider>
  );
}

function Shell({ onSignOut }: { onSignOut: () => void }) {
  const path = usePath();
  const section = '/' + (path.split('/')[1] ?? '');
  useEffect(() => {
    const name = NAV.find(([to]) => to === section)?.[1] ?? (section === '/jobs' ? 'Job' : 'Dashboard');
    document.title = `${name} · Target People`;
  }, [section]);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Target People</span>
        <nav aria-label="Main">
          <ul>
            {NAV.map(([to, label]) => (
              <li key={to}>
                <Link to={to} aria-current={section === to ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <a href="/graphql">GraphiQL</a>
            </li>
          </ul>
        </nav>
        <button type="button" className="signout" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Page path={path} />
      </main>
    </div>
  );
}

function Page({ path }: { path: string }) {
  const parts = path.split('/').filter(Boolean);
  switch (parts[0]) {
    case undefined:
      return <Overview />;
    case 'new':
      return <NewJob onSubmitted={(jobId) => navigate(`/jobs/${encodeURIComponent(jobId)}`)} />;
    case 'jobs':
      return parts[1] ? <JobPage key={parts[1]} jobId={decodeURIComponent(parts[1])} /> : <Jobs />;
    case 'personas':
      return <Personas />;
    case 'credits':
      return <Credits />;
    case 'keys':
      return <ApiKeys />;
    case 'webhooks':
      return <Webhooks />;
    default:
      return (
        <section>
          <h1>Not found</h1>
          <p>
            There is no page here. <Link to="/">Back to the overview</Link>.
          </p>
        </section>
      );
  }
}
