// Session 60: plant breeding is research: breeders ("Breeder Sweet Pepper", "Veredelaar", "Pflanzenzüchterin"), their
// assistants ("Veredelingsassistent", "Onderzoeksmedewerker") and the head of breeding; a dog breeder is none. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('plant breeding (s60)', () => {
  const seeds = { name: 'Zaadhuis Westland', industry: 'Zaadveredeling', employees: 150 };
  const roster: Array<[string, string]> = [
    ['bs', 'Breeder Sweet Pepper'],
    ['vd', 'Veredelaar'],
    ['pz', 'Pflanzenzüchterin'],
    ['va', 'Veredelingsassistent'],
    ['hb', 'Head of Breeding'],
    ['db', 'Dog Breeder'],
    ['ac', 'Assistente de Contabilidade'],
  ];
  it('"veredelaars en veredelingsassistenten" are plant breeding (its head too), no assistant of any kind', async () => {
    expect(await keptRefs(roster, 'Veredelaars en veredelingsassistenten.', seeds)).toEqual(['bs', 'hb', 'pz', 'va', 'vd']);
  });
  it('the head of breeding heads research', async () => {
    expect(await keptRefs(roster, 'Heads of R&D.', seeds)).toEqual(['hb']);
  });
});
