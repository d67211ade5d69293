// Session 54: a grower's crop people: its crop leads and farm managers ("Encargada de Invernadero", "Teeltleider", "Voorman
// kas", "Head Grower", "Jefe de Finca"), its crop technicians ("Vineyard Technician", "Técnico de Control Biológico",
// "Technicien viticole"); "head growers" are people, no growers as employers; a seed house's sales agronomists sell. And a
// sentence restating the scope adds nobody in a narrower area of what it restates. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const grower = employerFacts({ name: 'Huerta del Sol S.A.T.', industry: 'Agricultura', employees_count: 150 });

const roster: Array<[string, string]> = [
  ['enc', 'Encargada de Invernadero'],
  ['tl', 'Teeltleider'],
  ['vk', 'Voorman kas'],
  ['hg', 'Head Grower'],
  ['jf', 'Jefe de Finca'],
  ['vt', 'Vineyard Technician'],
  ['cb', 'Técnico de Control Biológico'],
  ['tv', 'Technicien viticole'],
  ['ag', 'Agronomist'],
  ['sag', 'Sales Agronomist'],
  ['wh', 'Warehouse Operative'],
  ['el', 'Electrician'],
];

describe("a grower's crop people (s54)", () => {
  it('"head growers" are crop leads, not an employer condition', () => {
    const c = read('Farm managers and head growers.');
    expect(c.criteria.employer).toBeUndefined();
    expect(c.warnings).toEqual([]);
    expect(c.criteria.include.flatMap((s) => s.areas)).toEqual(['farming']);
  });
  it('keeps the crop leads and the farm manager', async () => {
    expect(await keptRefs(roster, 'Farm managers and head growers.', grower)).toEqual(['enc', 'hg', 'jf', 'tl', 'vk']);
  });
  it('"IPM and vineyard technicians" are crop technicians, no tradespeople; sales agronomists left out are the sellers', async () => {
    expect(await keptRefs(roster, 'Agronomists, IPM and vineyard technicians. Not the sales agronomists.', grower)).toEqual(['ag', 'cb', 'tv', 'vt']);
  });
});

describe('a sentence restating the scope (s54)', () => {
  it('"This is the field sales force" after heads of sales adds no field sellers', () => {
    expect(read('Heads of sales and sales managers. This is the field sales force.').criteria.include).toHaveLength(1);
  });
});
