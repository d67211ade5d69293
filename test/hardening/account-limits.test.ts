// A key holder cannot grow what an account lists whole without bound: custom personas (GET /v1/personas
// is unpaged) and API keys (`account { apiKeys }` lists revoked ones too). Each limit is counted under the
// account row lock, so requests fired in parallel at the boundary pass it exactly as often as it allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestService, type TestService } from '../support/service.js';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t?.close();
});

/** Runs `n` calls of `fn`, `width` at a time; their results in order. */
async function inBatches<T>(n: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += width) out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, k) => fn(i + k)))));
  return out;
}

describe('custom personas: at most 100 per account', () => {
  it('the 101st is refused with 422 validation_error and its limit, also when the last ones race; deleting one frees a place', async () => {
    const { apiKey } = await t.account();
    const api = client(t.url, apiKey);
    const create = (i: number) => api.post('/v1/personas', { name: `Persona ${i}`, definition: 'founders' });
    const first = await inBatches(95, 10, create);
    expect(first.map((r) => r.status)).toEqual(Array(95).fill(201));

    // 10 at once for the last 5 places
    const racing = await Promise.all(Array.from({ length: 10 }, (_, k) => create(100 + k)));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = racing.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body.error).toMatchObject({ code: 'validation_error', limit: 100, message: expect.stringContaining('at most 100 personas') });
    }
    const listed = await api.get('/v1/personas');
    expect(listed.body.count).toBe(101); // the system persona and 100 custom ones
    expect(listed.body.personas.filter((p: { is_system: boolean }) => !p.is_system)).toHaveLength(100);

    // GraphQL's createPersona is the same rule
    const viaGraphql = await api.gql('mutation { createPersona(input: { name: "One more", definition: "founders" }) { slug } }');
    expect(viaGraphql.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', limit: 100 });

    const victim = listed.body.personas.find((p: { is_system: boolean }) => !p.is_system).slug as string;
    expect((await api.delete(`/v1/personas/${victim}`)).status).toBeLessThan(300);
    expect((await create(200)).status).toBe(201);
    expect((await create(201)).status).toBe(422);
  });
});

describe('API keys created through the API', () => {
  const createKey = async (key: string) => (await client(t.url, key).gql('mutation { createApiKey { apiKey key { id } } }')).body;

  it('at most 100 active keys (validation_error), and at most 100 created a day (rate_limited with retryAfter)', async () => {
    const { apiKey } = await t.account(); // the account's first key: 1 active
    const made = await inBatches(94, 10, () => createKey(apiKey));
    expect(made.filter((b) => b.data?.createApiKey)).toHaveLength(94);

    // 10 at once for the last 5 places (95 active, the limit is 100)
    const racing = await Promise.all(Array.from({ length: 10 }, () => createKey(apiKey)));
    const created = racing.filter((b) => b.data?.createApiKey);
    expect(created).toHaveLength(5);
    for (const b of racing.filter((x) => !x.data?.createApiKey)) {
      expect(b.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', limit: 100 });
      expect(b.errors[0].message).toContain('at most 100 active API keys');
    }

    // Revoking frees places, but a day's 99 creations leave one more for today, then rate_limited.
    const ids = made.slice(0, 3).map((b) => b.data.createApiKey.key.id as string);
    for (const id of ids) {
      const r = await client(t.url, apiKey).gql('mutation($id: ID!) { revokeApiKey(id: $id) }', { id });
      expect(r.body.data?.revokeApiKey).toBe(true);
    }
    expect((await createKey(apiKey)).data?.createApiKey.apiKey).toMatch(/^tp_live_/); // the day's 100th
    const limited = await createKey(apiKey);
    expect(limited.data?.createApiKey ?? null).toBeNull();
    expect(limited.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 100 });
    expect(limited.errors[0].extensions.retryAfter).toBeGreaterThan(86_000);
    expect(limited.errors[0].extensions.retryAfter).toBeLessThanOrEqual(86_400);

    // Another account is not affected.
    const other = await t.account();
    expect((await createKey(other.apiKey)).data?.createApiKey.apiKey).toMatch(/^tp_live_/);
  });
});
