// Session 34: a fallback (`fallback_for`, GraphQL `fallbackFor`) and a condition-only seat (`condition_only`, GraphQL
// `conditionOnly`) are shown, said in the interpretation, corrected and validated through REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

describe('fallbacks over REST and GraphQL', () => {
  it('the reading of a definition shows them, and the interpretation says them', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const r = await api.post('/v1/personas/preview', { definition: 'The CTO; failing that, the head of engineering.' });
    expect(r.status).toBe(200);
    expect(r.body.criteria.include).toEqual([expect.objectContaining({ roles: ['cto'] }), expect.objectContaining({ fallback_for: 0 })]);
    expect(r.body.interpretation.included.criteria[1].conditions.join(' ')).toMatch(/only where there is none of "the cto" at the company/);
    const g = await api.gql('query($d: String!) { personaPreview(definition: $d) { criteria { include { areas fallbackFor conditionOnly } } } }', {
      d: 'Vertriebsteamleiter, falls es keinen Vertriebsleiter gibt.',
    });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personaPreview.criteria.include).toEqual([
      { areas: ['sales'], fallbackFor: null, conditionOnly: true },
      { areas: ['sales'], fallbackFor: 0, conditionOnly: null },
    ]);
  });

  it('corrected criteria with a fallback round-trip through GraphQL and REST', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const created = await api.gql(
      `mutation($c: CriteriaInput) { createPersona(input: { name: "Legal else finance", definition: "Legal, else the CFO", criteria: $c }) { slug criteriaSource criteria { include { areas roles fallbackFor conditionOnly } } } }`,
      { c: { include: [{ areas: ['legal'] }, { roles: ['cfo'], fallbackFor: 0 }] } },
    );
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.createPersona;
    expect(p.criteriaSource).toBe('EDITED');
    expect(p.criteria.include).toEqual([
      { areas: ['legal'], roles: [], fallbackFor: null, conditionOnly: null },
      { areas: [], roles: ['cfo'], fallbackFor: 0, conditionOnly: null },
    ]);
    const patched = await api.patch(`/v1/personas/${p.slug}`, {
      criteria: {
        include: [
          { areas: ['it'], levels: ['head'], condition_only: true },
          { areas: ['it'], levels: ['team_lead'], fallback_for: 0 },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(
      patched.body.criteria.include.map((s: { fallback_for?: number; condition_only?: boolean }) => [s.fallback_for ?? null, s.condition_only ?? null]),
    ).toEqual([
      [null, true],
      [0, null],
    ]);
  });

  it('a fallback naming no earlier inclusion, a seat no one names, or either on an exclusion is 422 validation_error', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const later = await api.post('/v1/personas', {
      name: 'Bad',
      definition: 'x',
      criteria: { include: [{ areas: ['it'], fallback_for: 1 }, { areas: ['legal'] }] },
    });
    expect(later.status).toBe(422);
    expect(later.body.error.details[0].loc).toEqual(['body', 'criteria', 'include', 0, 'fallback_for']);
    expect(later.body.error.details[0].msg).toMatch(/first group of people kept has no earlier one/);
    const unnamed = await api.post('/v1/personas', {
      name: 'Bad',
      definition: 'x',
      criteria: { include: [{ areas: ['it'], condition_only: true }, { areas: ['legal'] }] },
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.error.details[0].loc).toEqual(['body', 'criteria', 'include', 0, 'condition_only']);
    const onExclusion = await api.post('/v1/personas', {
      name: 'Bad',
      definition: 'x',
      criteria: { include: [{ areas: ['it'] }], exclude: [{ areas: ['it'], fallback_for: 0 }] },
    });
    expect(onExclusion.status).toBe(422);
    const g = await api.gql(`mutation($c: CriteriaInput) { createPersona(input: { name: "Bad", definition: "x", criteria: $c }) { slug } }`, {
      c: { include: [{ areas: ['it'], fallbackFor: 3 }] },
    });
    expect(g.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    // only the system persona: none of them was created
    expect((await api.get('/v1/personas')).body.count).toBe(1);
  });
});
