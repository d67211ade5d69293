import { useQuery } from 'urql';
import { OverviewQuery } from '../operations.js';
import { shownError } from '../errors.js';
import { Empty, ErrorNote, LedgerTable, Loading } from '../ui.js';
import { Link } from '../router.js';

export function Overview() {
  const [{ data, fetching, error }] = useQuery({ query: OverviewQuery });
  const account = data?.account;
  return (
    <section>
      <h1>Overview</h1>
      {fetching && !account ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {account ? (
        <>
          <p className="muted">{account.name}</p>
          <dl className="stats">
            <div>
              <dt>Balance</dt>
              <dd data-testid="balance">{account.creditsBalance} credits</dd>
            </div>
            <div>
              <dt>Credits held</dt>
              <dd>{account.creditsHeld}</dd>
            </div>
            <div>
              <dt>Tier</dt>
              <dd>{account.tier.toLowerCase()}</dd>
            </div>
            <div>
              <dt>Jobs in flight</dt>
              <dd>
                {account.jobsInFlight} of {account.concurrencyLimit}
              </dd>
            </div>
          </dl>
          <p>
            <Link to="/new" className="button">
              New job
            </Link>
          </p>
          <h2>Recent ledger</h2>
          {account.recentLedger.length === 0 ? (
            <Empty>No credit movements yet.</Empty>
          ) : (
            <LedgerTable entries={account.recentLedger} rowKey={(e, i) => `${e.at}-${i}`} />
          )}
        </>
      ) : null}
    </section>
  );
}
