// Session 53: content producers make the content itself (media production), not marketing. Own wordings (none taken from a set).
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
