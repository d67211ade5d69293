// How a persona reads, shown where it is written: the definition with warnings on their words, the
// warnings, and the criteria as chips (included and excluded, by function, level range, employment),
// which the user may correct. The reading is the API's (personaPreview while typing, Persona.criteria
// once saved); nothing here decides how a text reads.
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { PersonaPreviewQuery, type CriteriaFields, type WarningFields } from '../operations.js';
import type { ResultOf, VariablesOf } from '../graphql.js';
import type { CreatePersona } from '../operations.js';

type CriteriaOut = ResultOf<typeof CriteriaFields>;
export type Warning = ResultOf<typeof WarningFields>;
/** Criteria in the shape the API takes them (CriteriaInput). */
export type CriteriaEdit = NonNullable<VariablesOf<typeof CreatePersona>['input']['criteria']>;
type Sel = CriteriaEdit['include'][number];

const LEVELS = [
  'intern',
  'entry',
  'senior',
  'tech_lead',
  'team_lead',
  'manager',
  'senior_manager',
  'head',
  'director',
  'vp',
  'partner',
  'svp',
  'c_level',
  'owner',
];
const FUNCTIONS = [
  'advisory',
  'analyst',
  'creative',
  'education',
  'engineering',
  'finance',
  'health',
  'human_resources',
  'legal',
  'marketing',
  'operations',
  'product',
  'professional_service',
  'research',
  'sales',
  'sales_engineering',
  'support',
];
const words = (key: string) => key.replace(/_/g, ' ');

/** A level list as a range: "manager and above", "head", "senior to director". */
export function levelRange(levels: readonly string[]): string {
  const idx = levels.map((l) => LEVELS.indexOf(l)).sort((a, b) => a - b);
  const lo = LEVELS[idx[0] ?? 0] ?? '';
  const hi = LEVELS[idx[idx.length - 1] ?? 0] ?? '';
  if (lo === hi) return words(lo);
  return idx[idx.length - 1]! >= LEVELS.indexOf('c_level') ? `${words(lo)} and above` : `${words(lo)} to ${words(hi)}`;
}

/** Levels from `lowest` up to the highest one listed (or to the top when none is higher). */
function fromLevel(lowest: string, levels: readonly string[]): string[] {
  const lo = LEVELS.indexOf(lowest);
  const hi = Math.max(...levels.map((l) => LEVELS.indexOf(l)), -1);
  return LEVELS.slice(lo, hi > lo ? hi + 1 : LEVELS.length);
}

/** The value after `ms` without change (the preview is asked once the user pauses). */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The reading of a definition being typed: criteria and warnings, or undefined before the first answer. */
export function usePreview(definition: string) {
  const settled = useSettled(definition.trim());
  const [{ data, fetching }] = useQuery({ query: PersonaPreviewQuery, variables: { definition: settled }, pause: !settled });
  return { preview: settled ? data?.personaPreview : undefined, reading: fetching || settled !== definition.trim() };
}

const plain = (s: Omit<CriteriaOut['include'][number], never>): Sel => ({
  areas: s.areas,
  levels: s.levels,
  roles: s.roles,
  ...(s.titles.length ? { titles: s.titles } : {}),
  employment: s.employment,
  traits: s.traits,
  text: s.text,
  ...(s.ceiling ? { ceiling: s.ceiling } : {}),
  ...(s.tenure ? { tenure: { min: s.tenure.min, max: s.tenure.max } } : {}),
});

/** API criteria as an editable CriteriaInput. */
export function editable(c: CriteriaOut): CriteriaEdit {
  const include = c.include.map(plain);
  const exclude = c.exclude.map((e) => ({ ...plain(e), ...(e.unless ? { unless: plain(e.unless) } : {}) }));
  // the employer condition is not edited here, but kept: saving the chips must not drop it
  const e = c.employer;
  const employees = e?.employees ? { min: e.employees.min, max: e.employees.max } : undefined;
  return { include, exclude, ...(e ? { employer: { sectors: e.sectors, except: e.except, text: e.text, ...(employees ? { employees } : {}) } } : {}) };
}

/** The definition with each warning's words marked (hover: the message). */
export function MarkedDefinition({ definition, warnings }: { definition: string; warnings: readonly Warning[] }) {
  const spans = warnings
    .flatMap((w) => (w.span && definition.slice(w.span.start, w.span.end) === w.span.text ? [{ ...w.span, message: w.message }] : []))
    .sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start < at) continue; // overlapping: the first one shown
    parts.push(definition.slice(at, s.start));
    parts.push(
      <mark key={s.start} title={s.message}>
        {s.text}
      </mark>,
    );
    at = s.end;
  }
  parts.push(definition.slice(at));
  return (
    <p className="definition" data-testid="marked-definition">
      {parts}
    </p>
  );
}

export function Warnings({ warnings }: { warnings: readonly Warning[] }) {
  if (!warnings.length) return null;
  return (
    <ul className="warnings" aria-label="Warnings">
      {warnings.map((w, i) => (
        <li key={i}>
          <span className="chip chip-delayed">{w.code.toLowerCase().replace(/_/g, ' ')}</span> {w.message}
        </li>
      ))}
    </ul>
  );
}

type Field = 'areas' | 'levels' | 'roles' | 'titles' | 'employment' | 'traits';

function SelectorChips({ s, side, onChange }: { s: Sel; side: 'Included' | 'Excluded'; onChange?: (s: Sel) => void }) {
  const name = s.text?.trim() ? `"${s.text.trim()}"` : 'this group';
  const chips: Array<{ field: Field; value: string; label: string }> = [
    ...(s.areas ?? []).map((v) => ({ field: 'areas' as const, value: v, label: words(v) })),
    ...(s.levels?.length ? [{ field: 'levels' as const, value: '', label: levelRange(s.levels) }] : []),
    ...(s.employment ?? []).map((v) => ({ field: 'employment' as const, value: v, label: words(v) })),
    ...(s.roles ?? []).map((v) => ({ field: 'roles' as const, value: v, label: words(v) })),
    ...(s.titles ?? []).map((v) => ({ field: 'titles' as const, value: v, label: `title contains "${v}"` })),
    ...(s.traits ?? []).map((v) => ({ field: 'traits' as const, value: v, label: words(v) })),
  ];
  const remove = (field: Field, value: string) => onChange?.({ ...s, [field]: field === 'levels' ? [] : (s[field] ?? []).filter((x) => x !== value) });
  return (
    <li aria-label={`${side}: ${name}`}>
      <span className="muted">{name}</span>
      {chips.length ? null : <span className="chip">anyone</span>}
      {chips.map((c) => (
        <span key={`${c.field}:${c.value}`} className={`chip chip-${c.field}`}>
          {c.label}
          {onChange ? (
            <button type="button" className="chip-remove" aria-label={`Remove ${c.label} from ${name}`} onClick={() => remove(c.field, c.value)}>
              ×
            </button>
          ) : null}
        </span>
      ))}
      {onChange ? (
        <select
          aria-label={`Lowest level of ${name}`}
          value=""
          onChange={(e) => e.target.value && onChange({ ...s, levels: fromLevel(e.target.value, s.levels ?? []) })}
        >
          <option value="">+ from level</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {words(l)}
            </option>
          ))}
        </select>
      ) : null}
      {onChange ? (
        <input
          aria-label={`Add a title phrase to ${name}`}
          placeholder="+ title contains"
          onKeyDown={(e) => {
            const phrase = e.currentTarget.value.trim();
            if (e.key !== 'Enter' || !phrase) return;
            e.preventDefault();
            onChange({ ...s, titles: [...(s.titles ?? []), phrase] });
            e.currentTarget.value = '';
          }}
        />
      ) : null}
      {onChange ? (
        <select
          aria-label={`Add a function to ${name}`}
          value=""
          onChange={(e) => e.target.value && onChange({ ...s, areas: [...(s.areas ?? []), e.target.value] })}
        >
          <option value="">+ function</option>
          {FUNCTIONS.filter((f) => !(s.areas ?? []).includes(f)).map((f) => (
            <option key={f} value={f}>
              {words(f)}
            </option>
          ))}
        </select>
      ) : null}
    </li>
  );
}

/** The criteria as chips; with `onChange`, each chip can be removed and functions added. */
export function CriteriaChips({ criteria, onChange }: { criteria: CriteriaEdit; onChange?: (c: CriteriaEdit) => void }) {
  const exclude = criteria.exclude ?? [];
  const set = (side: 'include' | 'exclude', i: number) => (s: Sel) =>
    onChange?.({ ...criteria, [side]: (side === 'include' ? criteria.include : exclude).map((x, j) => (j === i ? { ...x, ...s } : x)) });
  return (
    <div className="criteria">
      <ul aria-label="Included" className="selectors">
        {criteria.include.map((s, i) => (
          <SelectorChips key={i} s={s} side="Included" onChange={onChange ? set('include', i) : undefined} />
        ))}
      </ul>
      {exclude.length ? (
        <ul aria-label="Excluded" className="selectors">
          {exclude.map((s, i) => (
            <SelectorChips key={i} s={s} side="Excluded" onChange={onChange ? set('exclude', i) : undefined} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
