// How a persona reads, shown where it is written: the definition with warnings on their words, the
// warnings, and the criteria as chips (included and excluded, by function, level range, employment, title
// phrase; the employer condition by sector, sector left out, employee range), which the user may correct. The reading is the API's (personaPreview while typing, Persona.criteria
// once saved); nothing here decides how a text reads.
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { PersonaPreviewQuery, type CriteriaFields, type WarningFields } from '../operations.js';
import type { ResultOf, VariablesOf } from '../graphql.js';
import type { CreatePersona } from '../operations.js';
import type { Sector } from '../../matching/criteria.js';

type CriteriaOut = ResultOf<typeof CriteriaFields>;
export type Warning = ResultOf<typeof WarningFields>;
/** Criteria in the shape the API takes them (CriteriaInput). */
export type CriteriaEdit = NonNullable<VariablesOf<typeof CreatePersona>['input']['criteria']>;
type Sel = CriteriaEdit['include'][number];
type Employer = NonNullable<CriteriaEdit['employer']>;
type Range = NonNullable<Employer['employees']>;

/** The kinds of employer the API takes: src/matching/criteria.ts SECTORS, put in by the build (vite.config.ts). */
declare const __SECTORS__: readonly Sector[];
const SECTORS: readonly string[] = __SECTORS__;

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

const count = (n: number) => n.toLocaleString('en-US');

/** An employee range in words: "50–999 employees", "at least 200 employees", "at most 49 employees". */
export function employeeRange({ min, max }: Range): string {
  const noun = (n: number) => (n === 1 ? 'employee' : 'employees');
  if (min != null && max != null) return min === max ? `${count(min)} ${noun(min)}` : `${count(min)}–${count(max)} employees`;
  if (min != null) return `at least ${count(min)} ${noun(min)}`;
  if (max != null) return `at most ${count(max)} ${noun(max)}`;
  return 'any size';
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

const plain = (s: Omit<CriteriaOut['include'][number], 'rung'> & { rung?: string | null }): Sel => ({
  areas: s.areas,
  levels: s.levels,
  roles: s.roles,
  ...(s.titles.length ? { titles: s.titles } : {}),
  employment: s.employment,
  traits: s.traits,
  text: s.text,
  ...(s.ceiling ? { ceiling: s.ceiling } : {}),
  ...(s.tenure ? { tenure: { min: s.tenure.min, max: s.tenure.max } } : {}),
  // where in the org chart ("the country finance directors") is not edited here, but kept
  ...(s.scope.length ? { scope: s.scope } : {}),
  // a company-relative rung ("IT, only its head") is not edited here, but kept
  ...(s.rung ? { rung: s.rung } : {}),
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

/** The employer condition with only what it says: none when it says nothing (any company). */
function employerOf(e: Employer): Employer | undefined {
  const sectors = e.sectors ?? [];
  const except = e.except ?? [];
  const min = e.employees?.min ?? undefined;
  const max = e.employees?.max ?? undefined;
  const employees = min !== undefined || max !== undefined ? { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) } : undefined;
  if (!sectors.length && !except.length && !employees) return undefined;
  return { sectors, except, text: e.text ?? '', ...(employees ? { employees } : {}) };
}

/** An employee count as typed: none when empty; anything else is sent as typed, for the API to judge. */
const bound = (value: string) => (value.trim() === '' ? undefined : Number(value));

const OF_EMPLOYER = 'the employer condition';

/**
 * The employer condition as chips: each sector, each sector left out ("not …"), the employee range. With
 * `onChange`, each can be removed, sectors added (the API's list) and the range edited; the API checks it on save.
 */
function EmployerChips({ employer, onChange }: { employer: Employer | undefined; onChange?: (e: Employer | undefined) => void }) {
  const sectors = employer?.sectors ?? [];
  const except = employer?.except ?? [];
  const range = employer?.employees;
  const text = employer?.text?.trim();
  const set = (patch: Partial<Employer>) =>
    onChange?.(employerOf({ sectors, except, text: employer?.text ?? '', ...(range ? { employees: range } : {}), ...patch }));
  const chips: Array<{ key: string; field: string; label: string; patch: Partial<Employer> }> = [
    ...sectors.map((v) => ({ key: `sectors:${v}`, field: 'sectors', label: words(v), patch: { sectors: sectors.filter((x) => x !== v) } })),
    ...except.map((v) => ({ key: `except:${v}`, field: 'except', label: `not ${words(v)}`, patch: { except: except.filter((x) => x !== v) } })),
    ...(range && (range.min != null || range.max != null)
      ? [{ key: 'employees', field: 'employees', label: employeeRange(range), patch: { employees: null } }]
      : []),
  ];
  const unused = SECTORS.filter((v) => !sectors.includes(v) && !except.includes(v));
  const setBound = (side: 'min' | 'max', value: string) => set({ employees: { ...range, [side]: bound(value) } });
  return (
    <li aria-label={text ? `Employer: "${text}"` : 'Employer'}>
      <span className="muted">{text ? `Employer: "${text}"` : 'Employer:'}</span>
      {chips.length ? null : <span className="chip">any company</span>}
      {chips.map((c) => (
        <span key={c.key} className={`chip chip-${c.field}`}>
          {c.label}
          {onChange ? (
            <button type="button" className="chip-remove" aria-label={`Remove ${c.label} from ${OF_EMPLOYER}`} onClick={() => set(c.patch)}>
              ×
            </button>
          ) : null}
        </span>
      ))}
      {onChange ? (
        <>
          <select aria-label={`Add a sector to ${OF_EMPLOYER}`} value="" onChange={(e) => e.target.value && set({ sectors: [...sectors, e.target.value] })}>
            <option value="">+ sector</option>
            {unused.map((v) => (
              <option key={v} value={v}>
                {words(v)}
              </option>
            ))}
          </select>
          <select aria-label={`Leave a sector out of ${OF_EMPLOYER}`} value="" onChange={(e) => e.target.value && set({ except: [...except, e.target.value] })}>
            <option value="">+ not sector</option>
            {unused.map((v) => (
              <option key={v} value={v}>
                not {words(v)}
              </option>
            ))}
          </select>
          <span className="employee-range">
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-label="Employees at least"
              placeholder="min"
              value={range?.min ?? ''}
              onChange={(e) => setBound('min', e.target.value)}
            />
            {'–'}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-label="Employees at most"
              placeholder="max"
              value={range?.max ?? ''}
              onChange={(e) => setBound('max', e.target.value)}
            />{' '}
            employees
          </span>
        </>
      ) : null}
    </li>
  );
}

/**
 * The criteria as chips; with `onChange`, each chip can be removed, functions, levels, title phrases and
 * employer sectors added, and the employer's size edited.
 */
export function CriteriaChips({ criteria, onChange }: { criteria: CriteriaEdit; onChange?: (c: CriteriaEdit) => void }) {
  const exclude = criteria.exclude ?? [];
  const set = (side: 'include' | 'exclude', i: number) => (s: Sel) =>
    onChange?.({ ...criteria, [side]: (side === 'include' ? criteria.include : exclude).map((x, j) => (j === i ? { ...x, ...s } : x)) });
  const setEmployer = (employer: Employer | undefined) => {
    const { employer: _old, ...rest } = criteria;
    onChange?.({ ...rest, ...(employer ? { employer } : {}) });
  };
  const employer = criteria.employer ?? undefined;
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
      {employer || onChange ? (
        <ul aria-label="Employer" className="selectors">
          <EmployerChips employer={employer} onChange={onChange ? setEmployer : undefined} />
        </ul>
      ) : null}
    </div>
  );
}
