import { useQuery } from 'urql';
import { CreditsQuery } from '../operations.js';
import { shownError } from '../errors.js';
import { Empty, ErrorNote, LedgerTable, Loading, Pager, useCursorPages } from '../ui.js';

const LIMIT = 25;

export function Credits() {
  const pages = useCursorPages();
  const [{ data, fetching, error }] = useQuery({ query: CreditsQuery, variables: { first: LIMIT, after: pages.after } });
  const page = data?.credits;
  const entries = page?.edges.map((e) => e.node) ?? [];
  return (
    <section>
      <h1>Credits</h1>
      {fetching && !page ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {page ? (
        <>
          <p>
            Balance <strong>{page.balance}</strong> credits · tier {page.tier.toLowerCase()}
          </p>
          {entries.length === 0 ? (
            <Empty>No credit movements yet.</Empty>
          ) : (
            <>
              <LedgerTable entries={entries} rowKey={(_, i) => `${pages.page}-${i}`} />
              <Pager label="Ledger" pages={pages} hasNextPage={page.pageInfo.hasNextPage} endCursor={page.pageInfo.endCursor} totalCount={page.totalCount} />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
