// Criteria a user can see, correct and trust before spending (issue 24): warnings with spans into the
// definition, the preview, corrected criteria, over REST and GraphQL.
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

interface Warning {
  code: string;
  message: string;
  span: { start: number; end: number; text: string } | null;
}

const UKULELE = 'Heads of engineering and the CTO, no contractors, people who play the ukulele';
const codes = (ws: Warning[]) => ws.map((w) => w.code);

describe('persona warnings', () => {
  it('a persona with doubtful clauses is saved (201) and its warnings point at their words', async () => {
    const api = await freshClient();
    const r = await api.post('/v1/personas', { name: 'Ukulele', definition: UKULELE });
    expect(r.status).toBe(201);
    expect(r.body.criteria_source).toBe('compiled');
    expect(r.body.criteria.include.map((s: { text: string }) => s.text)).toEqual(['heads of engineering', 'the cto']);
    const w = (r.body.warnings as Warning[]).find((x) => x.code === 'clause_not_understood')!;
    expect(w.span).toEqual({ start: 50, end: 77, text: 'people who play the ukulele' });
    expect(UKULELE.slice(w.span!.start, w.span!.end)).toBe(w.span!.text);
    expect(w.message).toContain('"people who play the ukulele" was not understood');
    // an edit that reads cleanly has no warnings (200)
    const edited = await api.patch(`/v1/personas/${r.body.slug}`, { definition: 'Heads of engineering and the CTO, no contractors' });
    expect(edited.status).toBe(200);
    expect(edited.body.warnings).toEqual([]);
    // the stored reading is what the list shows
    const list = await api.get('/v1/personas');
    expect(list.body.personas.find((p: { slug: string }) => p.slug === r.body.slug).warnings).toEqual([]);
  });

  it('the stored reading is compiled again when the compiler stamp (CRITERIA_VERSION, PERSONA_COMPILER) changes', async () => {
    const api = await freshClient();
    const r = await api.post('/v1/personas', { name: 'Stale', definition: UKULELE });
    const prisma = t.service.deps.db.prisma;
    const row = await prisma.persona.findFirstOrThrow({ where: { slug: r.body.slug, definition: UKULELE } });
    expect((row.compiled as { stamp: string }).stamp).toBe(t.service.deps.personaCompiler.stamp);
    await prisma.persona.update({
      where: { id: row.id },
      data: { compiled: { stamp: 'rules:0', criteria: { version: 0, include: [], exclude: [] }, warnings: [], unrecognised: [] } },
    });
    const listed = (await api.get('/v1/personas')).body.personas.find((p: { slug: string }) => p.slug === r.body.slug);
    expect(listed.criteria).toEqual(r.body.criteria);
    expect(listed.warnings).toEqual(r.body.warnings);
    const again = await prisma.persona.findUniqueOrThrow({ where: { id: row.id } });
    expect((again.compiled as { stamp: string }).stamp).toBe(t.service.deps.personaCompiler.stamp);
  });

  it.each([
    ['Everyone in sales, except sales people', 'exclusion_removes_everything', 'sales people'],
    ['everyone', 'keeps_everyone', 'everyone'],
    ['PMs and the CPO', 'ambiguous_abbreviation', 'CPO'],
    ['heads of quantum origami', 'function_missing', 'heads of quantum origami'],
    ['individual contributors who manage people', 'contradictory_constraints', 'individual contributors who manage people'],
  ])('%s → %s', async (definition, code, words) => {
    const api = await freshClient();
    const r = await api.post('/v1/personas', { name: code, definition });
    expect(r.status).toBe(201);
    const w = (r.body.warnings as Warning[]).filter((x) => x.code === code);
    expect(w.map((x) => x.span?.text)).toContain(words);
  });

  it('GraphQL persona objects carry the same warnings, codes as an enum', async () => {
    const api = await freshClient();
    const fields =
      'slug criteriaSource warnings { code message span { start end text } } criteria { include { text areas levels } exclude { text employment unless { text } } }';
    const created = await api.gql(`mutation($input: CreatePersonaInput!) { createPersona(input: $input) { ${fields} } }`, {
      input: { name: 'Ukulele', definition: UKULELE },
    });
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.createPersona;
    expect(p.criteriaSource).toBe('COMPILED');
    expect(p.warnings).toContainEqual(
      expect.objectContaining({ code: 'CLAUSE_NOT_UNDERSTOOD', span: { start: 50, end: 77, text: 'people who play the ukulele' } }),
    );
    expect(p.criteria.exclude).toEqual([{ text: 'contractors', employment: ['contractor', 'fractional'], unless: null }]);
    const listed = await api.gql(`{ personas { ${fields} } }`);
    expect(listed.body.data.personas.find((x: { slug: string }) => x.slug === p.slug)).toEqual(p);
  });
});

describe('persona preview', () => {
  it('reads a definition over REST and GraphQL without saving anything or spending a credit', async () => {
    const api = await freshClient();
    const before = await api.get('/v1/account');
    const r = await api.post('/v1/personas/preview', { definition: UKULELE });
    expect(r.status).toBe(200);
    expect(codes(r.body.warnings)).toContain('clause_not_understood');
    expect(r.body.unrecognised).toEqual([{ text: 'people who play the ukulele', side: 'exclude' }]);
    expect(r.body.criteria.include).toHaveLength(2);
    expect(r.body.interpretation.included.roles).toEqual(['cto']);
    const g = await api.gql(
      'query($d: String!) { personaPreview(definition: $d) { warnings { code span { text } } unrecognised { text side } criteria { include { text } } } }',
      {
        d: UKULELE,
      },
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personaPreview.unrecognised).toEqual([{ text: 'people who play the ukulele', side: 'exclude' }]);
    expect(g.body.data.personaPreview.warnings).toContainEqual({ code: 'CLAUSE_NOT_UNDERSTOOD', span: { text: 'people who play the ukulele' } });
    // nothing saved, nothing spent
    expect((await api.get('/v1/personas')).body.count).toBe(1);
    const after = await api.get('/v1/account');
    expect(after.body.credits_balance ?? after.body.balance).toBe(before.body.credits_balance ?? before.body.balance);
    // a blank or missing definition is refused
    expect((await api.post('/v1/personas/preview', { definition: '  ' })).body.error.code).toBe('validation_error');
    expect((await api.post('/v1/personas/preview', {})).body.error.code).toBe('missing_field');
    const blank = await api.gql('{ personaPreview(definition: "") { warnings { code } } }');
    expect(blank.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('a persona named "Preview" is still edited and deleted at its slug', async () => {
    const api = await freshClient();
    const p = await api.post('/v1/personas', { name: 'Preview', definition: 'CTOs' });
    expect(p.body.slug).toBe('preview');
    expect((await api.patch('/v1/personas/preview', { name: 'Preview 2' })).status).toBe(200);
    expect((await api.delete('/v1/personas/preview')).status).toBe(200);
  });
});
