// Session 33: the company-relative rungs beyond the top (`rung`: second, below_top, first_line, above_first_line, sole)
// are shown, corrected and validated through REST and GraphQL like `top`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

const LEADERS = ['team_lead', 'manager', 'head', 'director', 'vp', 'c_level'];

describe('the rungs beyond the top over REST and GraphQL', () => {
  it('the reading of a definition shows them, and the interpretation says them', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const r = await api.post('/v1/personas/preview', { definition: 'The number two in marketing.' });
    expect(r.status).toBe(200);
    expect(r.body.criteria.include).toEqual([expect.objectContaining({ areas: ['marketing'], rung: 'second' })]);
    expect(r.body.interpretation.included.conditions.join(' ')).toMatch(/just below the most senior/);
    const g = await api.gql('query($d: String!) { personaPreview(definition: $d) { criteria { include { areas rung } } } }', {
      d: 'Eerstelijns leidinggevenden in elke afdeling.',
    });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personaPreview.criteria.include).toEqual([{ areas: [], rung: 'first_line' }]);
  });

  it('corrected criteria with a new rung round-trip through GraphQL and REST', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const created = await api.gql(
      `mutation($c: CriteriaInput) { createPersona(input: { name: "Sales below its head", definition: "Sales team without its boss", criteria: $c }) { slug criteriaSource criteria { include { areas levels rung text } } } }`,
      { c: { include: [{ areas: ['sales'], levels: LEADERS, rung: 'below_top', text: 'sales without its boss' }] } },
    );
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.createPersona;
    expect(p.criteriaSource).toBe('EDITED');
    expect(p.criteria.include).toEqual([{ areas: ['sales'], levels: LEADERS, rung: 'below_top', text: 'sales without its boss' }]);
    const patched = await api.patch(`/v1/personas/${p.slug}`, {
      criteria: {
        include: [
          { areas: [], levels: LEADERS, rung: 'above_first_line' },
          { areas: ['legal'], rung: 'sole' },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.criteria.include.map((s: { rung?: string }) => s.rung)).toEqual(['above_first_line', 'sole']);
    const g = await api.gql('{ personas { slug criteria { include { rung } } } }');
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personas.find((x: { slug: string }) => x.slug === p.slug).criteria.include).toEqual([{ rung: 'above_first_line' }, { rung: 'sole' }]);
  });

  it('an unknown rung, or a new rung on an exclusion, is 422 validation_error (REST and GraphQL)', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const bad = await api.post('/v1/personas', { name: 'Bad', definition: 'x', criteria: { include: [{ areas: ['it'], rung: 'third' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0].loc).toEqual(['body', 'criteria', 'include', 0, 'rung']);
    const onExclusion = await api.post('/v1/personas', {
      name: 'Bad',
      definition: 'x',
      criteria: { include: [{ areas: ['it'] }], exclude: [{ areas: ['it'], rung: 'second' }] },
    });
    expect(onExclusion.status).toBe(422);
    const g = await api.gql(`mutation($c: CriteriaInput) { createPersona(input: { name: "Bad", definition: "x", criteria: $c }) { slug } }`, {
      c: { include: [{ areas: ['it'], rung: 'bottom' }] },
    });
    expect(g.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect((await api.get('/v1/personas')).body.count).toBe(1);
  });
});
