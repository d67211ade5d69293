// Result rows of the benchmark and their rendering as a table.
export type Verdict = 'pass' | 'miss' | 'info';

export interface Row {
  scenario: string;
  metric: string;
  value: number;
  unit: string;
  /** The same figure measured on the baseline in the same run (when there is one). */
  baseline?: number;
  /** ours / baseline. */
  ratio?: number;
  /** Human-readable target, e.g. "≥ 50 % of baseline". */
  target?: string;
  verdict: Verdict;
  note?: string;
}

export interface ScenarioResult {
  name: string;
  title: string;
  rows: Row[];
  /** Free-form details (stage breakdowns, configuration) kept in the JSON output. */
  details: Record<string, unknown>;
  seconds: number;
  error?: string;
}

export function row(r: Omit<Row, 'verdict' | 'ratio'> & { verdict?: Verdict; ratio?: number }): Row {
  const ratio = r.ratio ?? (r.baseline !== undefined && r.baseline !== 0 ? r.value / r.baseline : undefined);
  return { ...r, ratio, verdict: r.verdict ?? 'info' };
}

const fmt = (x: number | undefined): string => {
  if (x === undefined || Number.isNaN(x)) return '–';
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  if (a >= 1000) return Math.round(x).toLocaleString('en-US');
  if (a >= 100) return x.toFixed(0);
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toFixed(3);
};

export function renderTable(results: ScenarioResult[], quick: boolean): string {
  const header = ['scenario', 'metric', 'value', 'unit', 'baseline', 'ratio', 'target', 'verdict', 'note'];
  const lines: string[][] = [];
  for (const s of results) {
    if (s.error) lines.push([s.name, 'ERROR', '', '', '', '', '', 'error', s.error.slice(0, 160)]);
    for (const r of s.rows) {
      lines.push([
        s.name,
        r.metric,
        fmt(r.value),
        r.unit,
        fmt(r.baseline),
        r.ratio === undefined ? '–' : r.ratio.toFixed(3),
        r.target ?? '',
        quick && r.verdict !== 'info' ? `(${r.verdict})` : r.verdict,
        r.note ?? '',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const pad = (cells: string[]) => cells.map((c, i) => (i === 2 || i === 4 || i === 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  const out = [pad(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(pad)].map((l) => l.trimEnd());
  if (quick) out.push('', '--quick: short runs, verdicts in parentheses are indicative only (nothing is asserted).');
  return out.join('\n');
}
