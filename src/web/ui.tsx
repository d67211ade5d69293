// Small shared pieces: loading, error and empty states, status chips, dates, paging, copy button.
import { useState, type ReactNode } from 'react';
import type { ShownError } from './errors.js';
import { Link } from './router.js';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="state loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}

/** A message of the API: its `quoted` names shown as code, not with raw backticks. */
export function Message({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

export function ErrorNote({ error }: { error: ShownError | null }) {
  if (!error) return null;
  return (
    <div className="state error" role="alert">
      <strong>
        <Message text={error.message} />
      </strong>{' '}
      <code>{error.code}</code>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state empty">{children}</p>;
}

export function StatusChip({ status }: { status: string }) {
  return <span className={`chip chip-${status.toLowerCase()}`}>{status.toLowerCase()}</span>;
}

export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span className="muted">—</span>;
  const d = new Date(at);
  return (
    <time dateTime={at} title={at}>
      {d.toLocaleString()}
    </time>
  );
}

/** Cursor paging (Relay connections): `after` cursors of the pages seen so far, for Previous. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    after: cursors[cursors.length - 1] ?? null,
    page: cursors.length,
    next: (endCursor: string) => setCursors((c) => [...c, endCursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reset: () => setCursors([null]),
  };
}

export function Pager({
  pages,
  hasNextPage,
  endCursor,
  totalCount,
  label,
}: {
  pages: ReturnType<typeof useCursorPages>;
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
  label: string;
}) {
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" disabled={pages.page === 1} onClick={pages.previous}>
        Previous
      </button>
      <span>
        Page {pages.page} · {totalCount} in all
      </span>
      <button type="button" disabled={!hasNextPage || !endCursor} onClick={() => endCursor && pages.next(endCursor)}>
        Next
      </button>
    </nav>
  );
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  // The clipboard API exists only in a secure context (https, or localhost) and may be refused: then say so,
  // and the text beside the button is there to select by hand.
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      onClick={() => {
        const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
        if (!clipboard) return setState('failed');
        void clipboard.writeText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the text and copy it' : label}
    </button>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** One row of the credit ledger as the Overview and Credits pages show it. */
export interface LedgerRow {
  at: string;
  reason: string;
  amount: number;
  ref: string | null;
  companyName: string | null;
}

/** The credit ledger table (Overview's recent entries and the Credits page). */
export function LedgerTable<T extends LedgerRow>({ entries, rowKey }: { entries: readonly T[]; rowKey: (entry: T, index: number) => string }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Reason</th>
            <th scope="col">Amount</th>
            <th scope="col">Job</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={rowKey(e, i)}>
              <td data-label="When">
                <When at={e.at} />
              </td>
              <td data-label="Reason">{e.reason.toLowerCase()}</td>
              <td data-label="Amount" className="num">
                {e.amount > 0 ? `+${e.amount}` : e.amount}
              </td>
              <td data-label="Job">
                {e.ref && e.reason === 'SPEND' ? <Link to={`/jobs/${encodeURIComponent(e.ref)}`}>{e.companyName ?? e.ref}</Link> : (e.ref ?? '—')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
