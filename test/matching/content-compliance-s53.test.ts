// Session 53: content producers make the content itself (media production), not marketing; a chief compliance officer heads
// compliance, no general counsel; vendor managers are procurement. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import { memorySource } from './profile-fixture.js';

describe('content producers (s53)', () => {
  it('"produtores de conteúdo", "content producers", "productores de contenido" are media production, not marketing', () => {
    for (const d of ['Produtores de conteúdo e tutores.', 'Content producers and instructional designers.', 'Productores de contenido.']) {
      const inc = compilePersona(d).criteria.include;
      expect(inc[0]?.areas, d).toEqual(['media_production']);
    }
  });
  it('keeps the content producer, not the community manager or the growth analyst', async () => {
    const roster: Array<[string, string]> = [
      ['cp', 'Produtora de Conteúdo'],
      ['cm', 'Community Manager'],
      ['ga', 'Analista de Growth'],
    ];
    const r = await findTargetPeople(memorySource(roster), new RulesMatcher(), { slug: 't', name: 't', definition: 'Produtores de conteúdo.' }, 1);
    expect(r.ranked.map((p) => p.person_ref)).toEqual(['cp']);
  });
});

describe('a chief compliance officer (s53)', () => {
  it('heads compliance at the C-level, no general counsel', async () => {
    const roster: Array<[string, string]> = [
      ['cco', 'CCO – Chief Compliance Officer'],
      ['gc', 'General Counsel'],
    ];
    const run = async (definition: string) =>
      (await findTargetPeople(memorySource(roster), new RulesMatcher(), { slug: 't', name: 't', definition }, 1)).ranked.map((p) => p.person_ref);
    expect(await run('The GC and in-house counsel.')).toEqual(['gc']);
    expect(await run('The Chief Compliance Officer.')).toEqual(['cco']);
  });
});

describe('vendor managers (s53)', () => {
  it('are procurement, whatever a heading beside them names', () => {
    expect(compilePersona('Vendor managers').criteria.include[0]).toMatchObject({ areas: ['procurement'] });
    expect(compilePersona('Procurement and legal: vendor managers and buyers.').criteria.include[0]?.areas).toEqual(['procurement']);
  });
  it('keep the vendor manager, not a compliance manager', async () => {
    const roster: Array<[string, string]> = [
      ['vm', 'Vendor Manager'],
      ['cm', 'Compliance Manager'],
    ];
    const r = await findTargetPeople(
      memorySource(roster),
      new RulesMatcher(),
      { slug: 't', name: 't', definition: 'Procurement and legal: vendor managers.' },
      1,
    );
    expect(r.ranked.map((p) => p.person_ref)).toEqual(['vm']);
  });
});
