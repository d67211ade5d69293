// Session 32: a company-relative top rung (`rung: 'top'` on an inclusion: only the most senior of its matches at each
// company) is shown, corrected and validated through REST and GraphQL, and a job publishes only the top of the area,
// storing the others' decisions as non-matches that say why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';
import { CO, waitForJob } from '../jobs/helpers.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

const LEADERS = ['manager', 'senior_manager', 'head', 'director', 'vp', 'c_level'];
const TOP_ENGINEERING = { areas: ['software'], levels: LEADERS, rung: 'top', text: 'engineering, only its head' };

describe('the top rung over REST and GraphQL', () => {
  it('the reading of a definition shows it, and the interpretation says it', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const r = await api.post('/v1/personas/preview', { definition: 'Finance: everyone; IT: only the top person.' });
    expect(r.status).toBe(200);
    const top = r.body.criteria.include.filter((s: { rung?: string }) => s.rung === 'top');
    expect(top).toHaveLength(1);
    expect(top[0]).toMatchObject({ areas: ['it'], rung: 'top' });
    expect(r.body.interpretation.included.conditions.join(' ')).toMatch(/most senior of them at each company/);
    const g = await api.gql('query($d: String!) { personaPreview(definition: $d) { criteria { include { areas rung } } } }', {
      d: 'El máximo responsable de IT.',
    });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personaPreview.criteria.include).toEqual([{ areas: ['it'], rung: 'top' }]);
  });

  it('corrected criteria with the field round-trip through GraphQL and REST', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const created = await api.gql(
      `mutation($c: CriteriaInput) { createPersona(input: { name: "Top of engineering", definition: "Engineering leaders", criteria: $c }) { slug criteriaSource criteria { include { areas levels rung text } } } }`,
      { c: { include: [TOP_ENGINEERING, { areas: ['finance'], text: 'finance' }] } },
    );
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.createPersona;
    expect(p.criteriaSource).toBe('EDITED');
    expect(p.criteria.include).toEqual([
      { areas: ['software'], levels: LEADERS, rung: 'top', text: 'engineering, only its head' },
      { areas: ['finance'], levels: [], rung: null, text: 'finance' },
    ]);
    const listed = (await api.get('/v1/personas')).body.personas.find((x: { slug: string }) => x.slug === p.slug);
    expect(listed.criteria.include[0]).toMatchObject({ rung: 'top' });
    expect(listed.criteria.include[1]).not.toHaveProperty('rung');
    // REST takes it back as sent; GraphQL reads the same
    const patched = await api.patch(`/v1/personas/${p.slug}`, { criteria: { include: [{ areas: ['it'], levels: ['manager', 'head'], rung: 'top' }] } });
    expect(patched.status).toBe(200);
    expect(patched.body.criteria.include[0]).toMatchObject({ areas: ['it'], levels: ['manager', 'head'], rung: 'top' });
    const g = await api.gql('{ personas { slug criteria { include { rung } } } }');
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.personas.find((x: { slug: string }) => x.slug === p.slug).criteria.include).toEqual([{ rung: 'top' }]);
  });

  it('a bad value, or the field on an exclusion, is 422 validation_error naming the field (REST and GraphQL)', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const bad = await api.post('/v1/personas', { name: 'Bad', definition: 'CTOs', criteria: { include: [{ areas: ['it'], rung: 'bottom' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('validation_error');
    expect(bad.body.error.details[0].loc).toEqual(['body', 'criteria', 'include', 0, 'rung']);
    const onExclusion = await api.post('/v1/personas', {
      name: 'Bad',
      definition: 'CTOs',
      criteria: { include: [{ areas: ['it'] }], exclude: [{ areas: ['it'], levels: ['manager'], rung: 'top' }] },
    });
    expect(onExclusion.status).toBe(422);
    expect(onExclusion.body.error.code).toBe('validation_error');
    expect(onExclusion.body.error.details[0].loc.slice(0, 4)).toEqual(['body', 'criteria', 'exclude', 0]);
    const g = await api.gql(`mutation($c: CriteriaInput) { createPersona(input: { name: "Bad", definition: "CTOs", criteria: $c }) { slug } }`, {
      c: { include: [{ areas: ['it'], rung: 'highest' }] },
    });
    expect(g.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect(g.body.errors[0].extensions.details[0].loc).toEqual(['criteria', 'include', 0, 'rung']);
    const unless = await api.gql(`mutation($c: CriteriaInput) { createPersona(input: { name: "Bad", definition: "CTOs", criteria: $c }) { slug } }`, {
      c: { include: [{ areas: ['it'] }], exclude: [{ levels: ['manager'], unless: { areas: ['it'], rung: 'top' } }] },
    });
    expect(unless.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    // nothing was saved: only the system persona
    expect((await api.get('/v1/personas')).body.count).toBe(1);
  });
});

describe('a job publishes only the top of the area and stores why the others are not kept', () => {
  it('sample company 1001: the co-founding CTO, not the head of engineering or the development manager', async () => {
    const { apiKey } = await t.account({ tier: 'premium', credits: 5 });
    const api = client(t.url, apiKey);
    const persona = await api.post('/v1/personas', {
      name: 'Top of engineering',
      definition: 'Engineering, only its head.',
      criteria: { include: [TOP_ENGINEERING] },
    });
    expect(persona.status).toBe(201);
    const submitted = await api.post('/v1/jobs', { input: CO.healthy, operation: 'target_people', persona: persona.body.slug });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(api, submitted.body.job_id);
    expect(job.status).toBe('done');
    expect(job.target_people.map((p: { professional: { role: string } }) => p.professional.role)).toEqual(['cto']);
    expect(job.target_people_count).toBe(1);
    // the stored decisions agree with the result: the leaders below the CTO are non-matches that say why
    const rows = await t.service.deps.db.prisma.jobPerson.findMany({
      where: { jobId: submitted.body.job_id, decision: { not: { equals: null } } },
      select: { personRef: true, matched: true, decision: true },
    });
    const why = (ref: string) => (rows.find((r) => r.personRef === ref)?.decision as { why?: string } | undefined)?.why ?? '';
    expect(rows.filter((r) => r.matched).map((r) => r.personRef)).toEqual(['p1001-0019']);
    for (const ref of ['p1001-0015', 'p1001-0021']) {
      expect(rows.find((r) => r.personRef === ref)?.matched).toBe(false);
      expect(why(ref)).toMatch(
        /^Not kept: not the most senior of "engineering, only its head" here \(.* rung; the most senior of them at this company are on the C-level rung\)/,
      );
    }
  });
});
