// Personas, oldest first: create, edit, make default, delete. The system persona is read-only. While a
// definition is typed its reading is shown live (PersonaReading.tsx), and its criteria can be corrected.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { CreatePersona, DeletePersona, PersonasQuery, UpdatePersona } from '../operations.js';
import type { ResultOf } from '../graphql.js';
import { shownError, type ShownError } from '../errors.js';
import { Empty, ErrorNote, Loading, When } from '../ui.js';
import { CriteriaChips, editable, MarkedDefinition, usePreview, Warnings, type CriteriaEdit } from './PersonaReading.js';

type Persona = ResultOf<typeof PersonasQuery>['personas'][number];

export function Personas() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: PersonasQuery });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const personas = data?.personas;
  return (
    <section>
      <h1>Personas</h1>
      <p className="muted">A persona says, in plain language, who to keep (and who not). The default persona is preselected for new jobs.</p>
      {fetching && !personas ? <Loading /> : null}
      <ErrorNote error={shownError(error)} />
      {personas ? (
        personas.length === 0 ? (
          <Empty>No personas yet.</Empty>
        ) : (
          <ul className="cards">
            {personas.map((p) => (
              <PersonaCard key={p.slug} persona={p} onChanged={reload} />
            ))}
          </ul>
        )
      ) : null}
      <NewPersona onCreated={reload} />
    </section>
  );
}

/** The form's values; `criteria`: corrected criteria, null to go back to the reading, absent when untouched. */
type FormValues = { name: string; definition: string; makeDefault: boolean; criteria?: CriteriaEdit | null };

function PersonaForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial: { name: string; definition: string; edited?: CriteriaEdit | null };
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: FormValues) => void;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const [name, setName] = useState(initial.name);
  const [definition, setDefinition] = useState(initial.definition);
  const [makeDefault, setMakeDefault] = useState(false);
  const [edited, setEdited] = useState<CriteriaEdit | null>(initial.edited ?? null);
  const [touched, setTouched] = useState(false);
  const { preview, reading } = usePreview(definition);
  const correct = (c: CriteriaEdit | null) => {
    setEdited(c);
    setTouched(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ name: name.trim(), definition: definition.trim(), makeDefault, ...(touched ? { criteria: edited } : {}) });
  };
  const shown = edited ?? (preview ? editable(preview.criteria) : null);
  return (
    <form className="form" onSubmit={submit}>
      <label htmlFor={`${idPrefix}-name`}>Name</label>
      <input id={`${idPrefix}-name`} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${idPrefix}-definition`}>Definition</label>
      <textarea id={`${idPrefix}-definition`} required maxLength={4000} rows={4} value={definition} onChange={(e) => setDefinition(e.target.value)} />
      <section className="reading" aria-label="Reading" aria-busy={reading}>
        <h4>How it reads</h4>
        {preview ? (
          <>
            <MarkedDefinition definition={definition.trim()} warnings={preview.warnings} />
            <Warnings warnings={preview.warnings} />
          </>
        ) : null}
        {edited ? (
          <p className="muted">
            Corrected criteria: saved and used instead of the reading.{' '}
            <button type="button" onClick={() => correct(null)}>
              Use the reading
            </button>
          </p>
        ) : null}
        {shown ? <CriteriaChips criteria={shown} onChange={correct} /> : <p className="muted">Type a definition to see how it reads.</p>}
      </section>
      <label className="check">
        <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} /> Make default
      </label>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function NewPersona({ onCreated }: { onCreated: () => void }) {
  const [state, create] = useMutation(CreatePersona);
  const [err, setErr] = useState<ShownError | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="panel">
      <h2>Create a persona</h2>
      <PersonaForm
        key={formKey}
        idPrefix="new-persona"
        initial={{ name: '', definition: '' }}
        submitLabel="Create persona"
        busy={state.fetching}
        onSubmit={async (v) => {
          setErr(null);
          const r = await create({ input: { ...v, criteria: v.criteria ?? undefined } });
          if (r.error) return setErr(shownError(r.error));
          setFormKey((k) => k + 1);
          onCreated();
        }}
      />
      <ErrorNote error={err} />
    </div>
  );
}

function PersonaCard({ persona, onChanged }: { persona: Persona; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [err, setErr] = useState<ShownError | null>(null);
  const [updateState, update] = useMutation(UpdatePersona);
  const [deleteState, remove] = useMutation(DeletePersona);
  const slug = persona.slug;
  const run = async (p: Promise<{ error?: Parameters<typeof shownError>[0] }>) => {
    setErr(null);
    const r = await p;
    if (r.error) {
      setErr(shownError(r.error));
      return false;
    }
    onChanged();
    return true;
  };
  return (
    <li className="card" aria-labelledby={`persona-${slug}`} data-persona={slug}>
      <h3 id={`persona-${slug}`}>
        {persona.name} {persona.isDefault ? <span className="chip chip-default">default</span> : null}
        {persona.isSystem ? <span className="chip chip-system">system</span> : null}
      </h3>
      <p className="muted mono">
        {slug} · created <When at={persona.createdAt} />
      </p>
      {editing ? (
        <PersonaForm
          idPrefix={`edit-${slug}`}
          initial={{ ...persona, edited: persona.criteriaSource === 'EDITED' ? editable(persona.criteria) : null }}
          submitLabel="Save persona"
          busy={updateState.fetching}
          onCancel={() => setEditing(false)}
          onSubmit={async (v) => {
            const input = {
              name: v.name,
              definition: v.definition,
              ...(v.makeDefault ? { makeDefault: true } : {}),
              ...(v.criteria !== undefined ? { criteria: v.criteria } : {}),
            };
            if (await run(update({ slug, input }))) setEditing(false);
          }}
        />
      ) : (
        <>
          <MarkedDefinition definition={persona.definition} warnings={persona.warnings} />
          <Warnings warnings={persona.warnings} />
          {persona.criteriaSource === 'EDITED' ? <p className="muted">Corrected criteria (used instead of the reading):</p> : null}
          <CriteriaChips criteria={editable(persona.criteria)} />
          <Interpretation persona={persona} />
        </>
      )}
      {!editing ? (
        <div className="actions">
          {!persona.isDefault ? (
            <button
              type="button"
              onClick={() => void run(update({ slug, input: { makeDefault: true } }))}
              disabled={updateState.fetching}
              aria-label={`Make default: ${persona.name}`}
            >
              Make default
            </button>
          ) : null}
          {persona.isSystem ? (
            <span className="muted">The system persona is read-only.</span>
          ) : (
            <>
              <button type="button" onClick={() => setEditing(true)} aria-label={`Edit ${persona.name}`}>
                Edit
              </button>
              {confirming ? (
                <>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void run(remove({ slug }))}
                    disabled={deleteState.fetching}
                    aria-label={`Confirm deleting ${persona.name}`}
                  >
                    Confirm delete
                  </button>
                  <button type="button" onClick={() => setConfirming(false)}>
                    Keep
                  </button>
                </>
              ) : (
                <button type="button" className="danger" onClick={() => setConfirming(true)} aria-label={`Delete ${persona.name}`}>
                  Delete
                </button>
              )}
            </>
          )}
        </div>
      ) : null}
      <ErrorNote error={err} />
    </li>
  );
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : null);

/** How the rules matcher reads the definition (Persona.interpretation). */
function Interpretation({ persona }: { persona: Persona }) {
  const { included, excluded, unrecognised } = persona.interpretation;
  const rows: Array<[string, string | null]> = [
    ['Roles', list(included.roles)],
    ['Seniorities', list(included.seniorities)],
    ['Functions', list(included.functions)],
    ['Conditions', list(included.conditions)],
  ];
  return (
    <details className="interpretation">
      <summary>How the matcher reads it</summary>
      <dl>
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        {excluded.length ? (
          <div>
            <dt>Excluded</dt>
            <dd>
              <ul>
                {excluded.map((x, i) => (
                  <li key={i}>
                    {x.text}
                    {x.except ? ` (except ${x.except})` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {unrecognised.length ? (
          <div>
            <dt>Not understood</dt>
            <dd>{unrecognised.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
