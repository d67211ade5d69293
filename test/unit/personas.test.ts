// Persona rules (src/domain/personas/personas.ts) called directly: slugs, one default per account (also
// under parallel creation), the system persona immutable, the spec's codes for a missing field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainHarness, type DomainHarness } from '../support/domain.js';
import { createPersona, deletePersona, defaultPersona, listPersonas } from '../../src/domain/personas/personas.js';
import { AppError } from '../../src/domain/errors.js';

let h: DomainHarness;
beforeAll(async () => {
  h = await domainHarness();
});
afterAll(async () => {
  await h?.close();
});

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

describe('personas', () => {
  it('a new persona gets a slug from its name; the system persona is listed and cannot be deleted', async () => {
    const { accountId } = await h.caller();
    const p = await createPersona(h.deps, accountId, { name: 'Heads of Engineering', definition: 'heads of engineering' });
    expect(p.slug).toBe('heads-of-engineering');
    const slugs = (await listPersonas(h.deps, accountId)).map((x) => x.slug);
    expect(slugs).toEqual(expect.arrayContaining(['owners-founders', 'heads-of-engineering']));
    expect(await code(deletePersona(h.db.prisma, accountId, 'owners-founders'))).toBe('system_persona_immutable');
  });

  it('a missing name or definition is missing_field', async () => {
    const { accountId } = await h.caller();
    expect(await code(createPersona(h.deps, accountId, { definition: 'sales leaders' }))).toBe('missing_field');
    expect(await code(createPersona(h.deps, accountId, { name: 'Sales' }))).toBe('missing_field');
  });

  it('one default per account, even when personas are made default in parallel', async () => {
    const { accountId } = await h.caller();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => createPersona(h.deps, accountId, { name: `Team ${i}`, definition: 'engineering managers', make_default: true })),
    );
    const defaults = (await listPersonas(h.deps, accountId)).filter((p) => p.isDefault);
    expect(defaults).toHaveLength(1);
    expect((await defaultPersona(h.db.prisma, accountId)).slug).toBe(defaults[0]!.slug);
  });
});
