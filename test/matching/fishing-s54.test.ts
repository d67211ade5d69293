// Session 54: a fishing fleet's crews are an area (`fishing`): fishers, skippers and the vessels' engineers as their titles
// and buyers name them in six languages; "maquinistas" of a fleet are its engine crew, not train drivers. Own wordings (none
// taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const fleet = employerFacts({ name: 'Pescarias do Norte, Lda.', industry: 'Pesca', employees_count: 90 });

const roster: Array<[string, string]> = [
  ['p', 'Pescador'],
  ['mp', 'Marinheiro-Pescador'],
  ['m', 'Mestre de Pesca'],
  ['a', 'Arrais de Pesca'],
  ['mm', 'Motorista Marítimo'],
  ['op', 'Operadora de Linha (conservas)'],
  ['lok', 'Lokführer'],
  ['fm', 'Fleet Manager'],
];

describe("a fishing fleet's crews (s54)", () => {
  it('"mestres de pesca, pescadores e maquinistas da frota" are the fishing area; nothing is left unread', () => {
    const c = read('Mestres de pesca, pescadores e maquinistas da frota.');
    expect(c.unrecognised).toEqual([]);
    expect(c.criteria.include.map((s) => [s.areas, s.levels])).toEqual([
      [['fishing'], ['team_lead']],
      [['fishing'], []],
      [['fishing'], []],
    ]);
  });
  it('keeps the crews and skippers, not the cannery line, a train driver or a road fleet manager', async () => {
    expect(await keptRefs(roster, 'Mestres de pesca, pescadores e maquinistas da frota.', fleet)).toEqual(['a', 'm', 'mm', 'mp', 'p']);
  });
  it('"skippers" are the crews\' team leads', async () => {
    expect(await keptRefs(roster, 'Fishing skippers only.', fleet)).toEqual(['a', 'm']);
  });
  it('reads the titles in French, Spanish, Dutch and English', async () => {
    const titles: Array<[string, string]> = [
      ['fr', 'Marin-pêcheur'],
      ['es', 'Patrón de pesca'],
      ['nl', 'Visser'],
      ['en', 'Fisherman'],
      ['wh', 'Warehouse Operative'],
    ];
    expect(await keptRefs(titles, 'The fishing fleet: fishers and skippers.', fleet)).toEqual(['en', 'es', 'fr', 'nl']);
  });
  it('a one-letter slip in "pescadores" still reads as the fishers', () => {
    expect(read('Pescdores').criteria.include[0]?.areas).toEqual(['fishing']);
  });
});
