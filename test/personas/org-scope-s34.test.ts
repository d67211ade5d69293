// Session 34: where in an enterprise org chart the people sit (`scope`: group, division, region, country) is shown,
// corrected and validated through REST and GraphQL, on inclusions, exclusions and whom an exclusion spares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

describe('the org-chart scope over REST and GraphQL', () => {
  it('the reading of a definition shows it, and the interpretation says it', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const r = await api.post('/v1/personas/preview', { definition: 'The divisional finance directors, not the group CFO.' });
    expect(r.status).toBe(200);
    expect(r.body.criteria.include).toEqual([expect.objectContaining({ areas: ['finance'], scope: ['division'] })]);
    expect(r.body.criteria.exclude).toEqual([expect.objectContaining({ roles: ['cfo'], scope: ['group'] })]);
    expect(r.body.interpretation.included.conditions.join(' ')).toMatch(/a division or business unit/);
    const g = await api.gql('query($d: String!) { personaPreview(definition: $d) { criteria { include { roles scope } exclude { scope } } } }', {
      d: 'Die Geschäftsführer der Landesgesellschaften.',
    });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personaPreview.criteria.include).toEqual([expect.objectContaining({ scope: ['country'] })]);
    const plain = await api.gql('query($d: String!) { personaPreview(definition: $d) { criteria { include { scope } } } }', { d: 'Finance managers.' });
    expect(plain.body.data.personaPreview.criteria.include).toEqual([{ scope: [] }]);
  });

  it('corrected criteria with a scope round-trip through GraphQL and REST', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const created = await api.gql(
      `mutation($c: CriteriaInput) { createPersona(input: { name: "Regional sales", definition: "Regional sales leaders", criteria: $c }) { slug criteriaSource criteria { include { areas scope text } exclude { roles scope unless { scope } } } } }`,
      {
        c: {
          include: [{ areas: ['sales'], levels: ['director', 'vp'], scope: ['region'], text: 'regional sales leaders' }],
          exclude: [{ roles: ['cro'], scope: ['group'], unless: { roles: ['cro'], scope: ['division'] } }],
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.createPersona;
    expect(p.criteriaSource).toBe('EDITED');
    expect(p.criteria.include).toEqual([{ areas: ['sales'], scope: ['region'], text: 'regional sales leaders' }]);
    expect(p.criteria.exclude).toEqual([{ roles: ['cro'], scope: ['group'], unless: { scope: ['division'] } }]);
    const patched = await api.patch(`/v1/personas/${p.slug}`, { criteria: { include: [{ areas: ['finance'], scope: ['country', 'region'] }] } });
    expect(patched.status).toBe(200);
    expect(patched.body.criteria.include[0].scope).toEqual(['country', 'region']);
    const g = await api.gql('{ personas { slug criteria { include { scope } } } }');
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personas.find((x: { slug: string }) => x.slug === p.slug).criteria.include).toEqual([{ scope: ['country', 'region'] }]);
  });

  it('an unknown scope is 422 validation_error (REST and GraphQL)', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const bad = await api.post('/v1/personas', { name: 'Bad', definition: 'x', criteria: { include: [{ areas: ['it'], scope: ['continent'] }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0].loc).toEqual(['body', 'criteria', 'include', 0, 'scope', 0]);
    const g = await api.gql(`mutation($c: CriteriaInput) { createPersona(input: { name: "Bad", definition: "x", criteria: $c }) { slug } }`, {
      c: { include: [{ areas: ['it'], scope: ['city'] }] },
    });
    expect(g.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect((await api.get('/v1/personas')).body.count).toBe(1);
  });
});
