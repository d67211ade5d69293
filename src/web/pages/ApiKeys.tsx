// API keys of the account: list, create (the key is shown once, with a copy button), revoke.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ApiKeysQuery, CreateApiKey, RevokeApiKey } from '../operations.js';
import { shownError, type ShownError } from '../errors.js';
import { CopyButton, Empty, ErrorNote, Loading, When } from '../ui.js';

export function ApiKeys() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: ApiKeysQuery });
  const [createState, create] = useMutation(CreateApiKey);
  const [revokeState, revoke] = useMutation(RevokeApiKey);
  const [created, setCreated] = useState<{ apiKey: string; prefix: string } | null>(null);
  const [err, setErr] = useState<ShownError | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const keys = data?.account.apiKeys;
  return (
    <section>
      <h1>API keys</h1>
      <p className="muted">Keys are secrets: keep them on servers. Anyone holding a key can spend the account's credits.</p>
      <div className="actions">
        <button
          type="button"
          disabled={createState.fetching}
          onClick={async () => {
            setErr(null);
            const r = await create({});
            if (r.error || !r.data) return setErr(shownError(r.error));
            setCreated({ apiKey: r.data.createApiKey.apiKey, prefix: r.data.createApiKey.key.prefix });
            reload();
          }}
        >
          Create key
        </button>
      </div>
      {created ? (
        <div className="panel created" role="status">
          <p>
            <strong>New key — shown only once. Store it now.</strong>
          </p>
          <p>
            <code data-testid="new-key">{created.apiKey}</code> <CopyButton text={created.apiKey} label="Copy key" />
          </p>
          <button type="button" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      ) : null}
      <ErrorNote error={err} />
      {fetching && !keys ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {keys ? (
        keys.length === 0 ? (
          <Empty>No keys.</Empty>
        ) : (
          <div className="table-wrap" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Prefix</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Revoked</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id} data-key-prefix={k.prefix}>
                    <td data-label="Prefix" className="mono">
                      {k.prefix}…
                    </td>
                    <td data-label="Created">
                      <When at={k.createdAt} />
                    </td>
                    <td data-label="Last used">
                      <When at={k.lastUsedAt} />
                    </td>
                    <td data-label="Revoked">{k.revokedAt ? <When at={k.revokedAt} /> : 'active'}</td>
                    <td data-label="">
                      {k.revokedAt ? null : (
                        <button
                          type="button"
                          className="danger"
                          disabled={revokeState.fetching}
                          aria-label={`Revoke key ${k.prefix}`}
                          onClick={async () => {
                            setErr(null);
                            const r = await revoke({ id: k.id });
                            if (r.error) return setErr(shownError(r.error));
                            reload();
                          }}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}
