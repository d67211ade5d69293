// Sign in by pasting an API key: it is checked with a query before it is kept (sessionStorage).
import { useState, type FormEvent } from 'react';
import { Client, cacheExchange, fetchExchange } from 'urql';
import { SignInCheck } from '../operations.js';
import { shownError, type ShownError } from '../errors.js';
import { ErrorNote, Message } from '../ui.js';

export function SignIn({ reason, onSignedIn }: { reason: string | null; onSignedIn: (apiKey: string) => void }) {
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const apiKey = key.trim();
    if (!apiKey) {
      setError({ code: 'MISSING_API_KEY', message: 'Paste an API key to sign in.' });
      return;
    }
    setBusy(true);
    setError(null);
    const probe = new Client({ url: '/graphql', exchanges: [cacheExchange, fetchExchange], fetchOptions: { headers: { 'X-API-Key': apiKey } } });
    const result = await probe.query(SignInCheck, {}, { requestPolicy: 'network-only' }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      setError(shownError(result.error) ?? { code: 'error', message: 'Sign-in failed.' });
      return;
    }
    onSignedIn(apiKey);
  };

  return (
    <main className="signin" id="main">
      <h1>Target People</h1>
      <p>Sign in with an API key of your account. It is kept in this browser tab only, until you sign out or close the tab.</p>
      {reason ? (
        <div className="state error" role="alert">
          You were signed out:{' '}
          <strong>
            <Message text={reason} />
          </strong>
        </div>
      ) : null}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder="tp_live_…"
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <ErrorNote error={error} />
      <p className="muted">
        No key yet? An administrator creates an account and its first key with <code>npm run admin</code>. API reference: <a href="/docs">docs</a>,{' '}
        <a href="/graphql">GraphiQL</a>.
      </p>
    </main>
  );
}
