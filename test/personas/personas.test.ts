// Personas over REST and GraphQL, rule by rule (spec: Resources → Persona).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

async function freshClient() {
  const { apiKey } = await t.account();
  return client(t.url, apiKey);
}

describe('personas', () => {
  it('creates the system persona as the default on first listing', async () => {
    const api = await freshClient();
    const r = await api.get('/v1/personas');
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(1);
    const [p] = r.body.personas;
    expect(p).toMatchObject({ slug: 'owners-founders', name: 'Owners & founders', is_default: true, is_system: true });
    expect(p.definition.length).toBeGreaterThan(40);
    expect(new Date(p.created_at).toISOString()).toBe(p.created_at);
    // Listing again does not create a second one.
    expect((await api.get('/v1/personas')).body.count).toBe(1);
  });

  it('creates personas with slugs derived from the name, unique with a suffix, listed oldest first', async () => {
    const api = await freshClient();
    const a = await api.post('/v1/personas', { name: 'Heads of Engineering', definition: 'Heads of engineering, no contractors.' });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ slug: 'heads-of-engineering', name: 'Heads of Engineering', is_default: false, is_system: false });
    const b = await api.post('/v1/personas', { name: 'Heads of  engineering!', definition: 'Same name, other words.' });
    expect(b.status).toBe(201);
    expect(b.body.slug).toBe('heads-of-engineering-2');
    const c = await api.post('/v1/personas', { name: 'Équipe RH & Paie', definition: 'HR and payroll team.' });
    expect(c.body.slug).toBe('equipe-rh-and-paie');
    const list = await api.get('/v1/personas');
    expect(list.body.personas.map((p: { slug: string }) => p.slug)).toEqual([
      'owners-founders',
      'heads-of-engineering',
      'heads-of-engineering-2',
      'equipe-rh-and-paie',
    ]);
  });

  it('returns 400 missing_field for a missing name or definition, 422 beyond the maximum lengths', async () => {
    const api = await freshClient();
    const noName = await api.post('/v1/personas', { definition: 'x' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.code).toBe('missing_field');
    expect(noName.body.error.details[0].loc).toEqual(['body', 'name']);
    const noDef = await api.post('/v1/personas', { name: 'x', definition: '   ' });
    expect(noDef.status).toBe(400);
    expect(noDef.body.error.details[0].loc).toEqual(['body', 'definition']);
    const longName = await api.post('/v1/personas', { name: 'n'.repeat(101), definition: 'ok' });
    expect(longName.status).toBe(422);
    expect(longName.body.error.code).toBe('validation_error');
    const longDef = await api.post('/v1/personas', { name: 'ok', definition: 'd'.repeat(4001) });
    expect(longDef.status).toBe(422);
    const wrongType = await api.post('/v1/personas', { name: 5, definition: 'ok' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error.details.length).toBeGreaterThan(0);
  });

  it('make_default moves the single default; the slug never changes on edit', async () => {
    const api = await freshClient();
    const p = await api.post('/v1/personas', { name: 'Sales leaders', definition: 'VPs and heads of sales.', make_default: true });
    expect(p.body.is_default).toBe(true);
    let list = await api.get('/v1/personas');
    expect(list.body.personas.filter((x: { is_default: boolean }) => x.is_default).map((x: { slug: string }) => x.slug)).toEqual(['sales-leaders']);
    const edited = await api.patch('/v1/personas/sales-leaders', { name: 'Revenue leaders', definition: 'CROs and VPs of sales.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ slug: 'sales-leaders', name: 'Revenue leaders', definition: 'CROs and VPs of sales.', is_default: true });
    // The system persona may be made the default again with make_default alone.
    const back = await api.patch('/v1/personas/owners-founders', { make_default: true });
    expect(back.status).toBe(200);
    expect(back.body.is_default).toBe(true);
    list = await api.get('/v1/personas');
    expect(list.body.personas.filter((x: { is_default: boolean }) => x.is_default)).toHaveLength(1);
  });

  it('refuses to unset the only default and to PATCH with no fields (422)', async () => {
    const api = await freshClient();
    await api.get('/v1/personas');
    const unset = await api.patch('/v1/personas/owners-founders', { make_default: false });
    expect(unset.status).toBe(422);
    const empty = await api.patch('/v1/personas/owners-founders', {});
    expect(empty.status).toBe(422);
  });

  it('keeps the system persona immutable and undeletable (409)', async () => {
    const api = await freshClient();
    const edit = await api.patch('/v1/personas/owners-founders', { name: 'Mine now' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('system_persona_immutable');
    const def = await api.patch('/v1/personas/owners-founders', { definition: 'x', make_default: true });
    expect(def.status).toBe(409);
    const del = await api.delete('/v1/personas/owners-founders');
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('system_persona_immutable');
  });

  it('deleting the default makes the oldest remaining persona the default', async () => {
    const api = await freshClient();
    await api.post('/v1/personas', { name: 'First custom', definition: 'a' });
    await api.post('/v1/personas', { name: 'Second custom', definition: 'b', make_default: true });
    const del = await api.delete('/v1/personas/second-custom');
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: true, slug: 'second-custom', default_slug: 'owners-founders' });
    const list = await api.get('/v1/personas');
    expect(list.body.personas.map((p: { slug: string; is_default: boolean }) => [p.slug, p.is_default])).toEqual([
      ['owners-founders', true],
      ['first-custom', false],
    ]);
    // Deleting a non-default persona leaves the default alone.
    expect((await api.delete('/v1/personas/first-custom')).body.default_slug).toBe('owners-founders');
  });

  it('answers 404 persona_not_found for an unknown slug on PATCH and DELETE', async () => {
    const api = await freshClient();
    const patch = await api.patch('/v1/personas/nope', { name: 'x' });
    expect(patch.status).toBe(404);
    expect(patch.body.error.code).toBe('persona_not_found');
    const del = await api.delete('/v1/personas/nope');
    expect(del.status).toBe(404);
    expect(del.body.error.code).toBe('persona_not_found');
  });

  it('keeps personas per account', async () => {
    const a = await freshClient();
    const b = await freshClient();
    await a.post('/v1/personas', { name: 'Only in A', definition: 'x' });
    expect((await b.get('/v1/personas')).body.count).toBe(1);
    expect((await b.delete('/v1/personas/only-in-a')).status).toBe(404);
  });

  it('keeps exactly one default under concurrent make_default edits', async () => {
    const api = await freshClient();
    const slugs: string[] = [];
    for (let i = 0; i < 6; i++) slugs.push((await api.post('/v1/personas', { name: `Race ${i}`, definition: 'x' })).body.slug);
    const results = await Promise.all(slugs.map((s) => api.patch(`/v1/personas/${s}`, { make_default: true })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const list = await api.get('/v1/personas');
    expect(list.body.personas.filter((p: { is_default: boolean }) => p.is_default)).toHaveLength(1);
  });

  it('gives concurrent creations with the same name distinct slugs', async () => {
    const api = await freshClient();
    const results = await Promise.all(Array.from({ length: 5 }, () => api.post('/v1/personas', { name: 'Twins', definition: 'x' })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.slug)).size).toBe(5);
  });

  it('offers the same operations over GraphQL with extensions.code on errors', async () => {
    const api = await freshClient();
    const created = await api.gql(`mutation($input: CreatePersonaInput!) { createPersona(input: $input) { slug name isDefault isSystem createdAt } }`, {
      input: { name: 'GraphQL persona', definition: 'Engineers, not managers.', makeDefault: true },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createPersona).toMatchObject({ slug: 'graphql-persona', isDefault: true, isSystem: false });
    const list = await api.gql(`{ personas { slug isDefault } }`);
    expect(list.body.data.personas).toEqual([
      { slug: 'owners-founders', isDefault: false },
      { slug: 'graphql-persona', isDefault: true },
    ]);
    const immutable = await api.gql(`mutation { updatePersona(slug: "owners-founders", input: { name: "x" }) { slug } }`);
    expect(immutable.body.errors[0].extensions.code).toBe('SYSTEM_PERSONA_IMMUTABLE');
    const missing = await api.gql(`mutation { deletePersona(slug: "nope") { deleted } }`);
    expect(missing.body.errors[0].extensions.code).toBe('PERSONA_NOT_FOUND');
    const del = await api.gql(`mutation { deletePersona(slug: "graphql-persona") { deleted slug defaultSlug } }`);
    expect(del.body.data.deletePersona).toEqual({ deleted: true, slug: 'graphql-persona', defaultSlug: 'owners-founders' });
  });

  it('shows how the matcher reads a persona (REST): roles, seniorities, functions, exclusions', async () => {
    const api = await freshClient();
    const r = await api.post('/v1/personas', {
      name: 'Engineering leadership',
      definition:
        'Engineering leadership: the CTO and the VPs, heads and directors of engineering. Exclude contractors and anyone who joined less than 6 months ago.',
    });
    expect(r.status).toBe(201);
    const i = r.body.interpretation;
    expect(Object.keys(i).sort()).toEqual(['excluded', 'included', 'unrecognised']);
    expect(i.included.roles).toEqual(['cto']);
    expect([...i.included.seniorities].sort()).toEqual(['director', 'head', 'vp']);
    expect(i.included.functions).toEqual(['engineering']);
    expect(i.included.criteria).toHaveLength(2);
    expect(i.excluded.map((e: { conditions: string[] }) => e.conditions)).toEqual([['contractor or freelancer'], ['at the company for less than 6 months']]);
    expect(i.unrecognised).toEqual([]);
    // The system persona is interpreted too, with its "who did not found the company" exemption.
    const list = await api.get('/v1/personas');
    const system = list.body.personas.find((p: { slug: string }) => p.slug === 'owners-founders');
    expect(system.interpretation.included.conditions).toEqual(expect.arrayContaining(['founder', 'owner']));
    expect(system.interpretation.excluded.find((e: { except: string | null }) => e.except === 'founder')).toBeTruthy();
  });

  it('saves a persona with a clause nothing understood and lists it under unrecognised (REST create and edit)', async () => {
    const api = await freshClient();
    const r = await api.post('/v1/personas', { name: 'Moon crew', definition: 'Astronauts stationed on the moon.' });
    expect(r.status).toBe(201);
    expect(r.body.interpretation.unrecognised).toEqual(['astronauts stationed on the moon']);
    expect(r.body.interpretation.included.criteria).toEqual([]);
    const e = await api.patch(`/v1/personas/${r.body.slug}`, { definition: 'Sales managers. Also people who play the ukulele.' });
    expect(e.status).toBe(200);
    expect(e.body.interpretation.included.seniorities).toEqual(['manager']);
    expect(e.body.interpretation.included.functions).toEqual(['sales']);
    expect(e.body.interpretation.unrecognised).toEqual(['people who play the ukulele']);
  });

  it('shows the interpretation over GraphQL (create, edit, list)', async () => {
    const api = await freshClient();
    const fields =
      'slug interpretation { included { roles seniorities functions conditions criteria { text roles seniorities functions conditions except } } excluded { text conditions except } unrecognised }';
    const created = await api.gql(`mutation($input: CreatePersonaInput!) { createPersona(input: $input) { ${fields} } }`, {
      input: {
        name: 'Finance leaders',
        definition: 'The people who run finance: C-level, VP, head and director titles. No contractors. Also ukulele music.',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const i = created.body.data.createPersona.interpretation;
    expect([...i.included.seniorities].sort()).toEqual(['c_suite', 'director', 'head', 'vp']);
    expect(i.included.functions).toEqual(['finance']);
    expect(i.excluded).toEqual([{ text: 'contractors', conditions: ['contractor or freelancer'], except: null }]);
    expect(i.unrecognised).toEqual(['ukulele music']);
    const slug = created.body.data.createPersona.slug;
    const edited = await api.gql(`mutation { updatePersona(slug: "${slug}", input: { definition: "Astronauts." }) { ${fields} } }`);
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updatePersona.interpretation.unrecognised).toEqual(['astronauts']);
    const list = await api.gql(`{ personas { ${fields} } }`);
    expect(list.body.data.personas.find((p: { slug: string }) => p.slug === slug).interpretation.unrecognised).toEqual(['astronauts']);
  });
});
