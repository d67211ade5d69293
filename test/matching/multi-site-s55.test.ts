// Session 55: modifiers that share the head noun after them ("area / regional / district managers"); a franchisor's field
// managers ("Franchise Business Consultant", "Consultor de Franquicias") and the director over all the stores, in the
// network's languages. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const include = (text: string) => compilePersona(text).criteria.include;

describe('modifiers sharing the last head noun (s55)', () => {
  it('"Area, regional and district managers" names all three', () => {
    const r = compilePersona('Area, regional and district managers.');
    expect(r.warnings).toEqual([]);
    expect(r.unrecognised).toEqual([]);
    expect(include('Area, regional and district managers.')[0]?.text).toBe('area managers, regional managers, district managers');
  });
  it('"Area / regional managers" with slashes too; "sales and marketing managers" keep their own reading', () => {
    expect(compilePersona('Area / regional managers.').unrecognised).toEqual([]);
    expect(include('Sales and marketing managers.').map((s) => s.areas)).toEqual([['sales'], ['marketing']]);
  });
});

describe("a franchisor's field managers (s55)", () => {
  const chain = employerFacts({ name: 'Tacos Lumbre SA', industry: 'Restaurants', employees_count: 900 });
  it('franchise business consultants are multi-site managers, no contractors', () => {
    const [s] = include('Franchise business consultants.');
    expect(s?.areas).toEqual(['retail']);
    expect(s?.employment).toEqual([]);
  });
  it('their titles in English, Spanish and French, and the director over the stores, are kept; franchise sales is not', async () => {
    const roster: Array<[string, string]> = [
      ['fbc', 'Franchise Business Consultant'],
      ['cf', 'Consultor de Franquicias'],
      ['sz', 'Supervisora de Zona'],
      ['rf', 'Responsable franchise'],
      ['dr', 'Director de Restaurantes'],
      ['fdm', 'Franchise Development Manager'],
      ['cook', 'Cocinero'],
    ];
    expect(await keptRefs(roster, 'Area and regional managers over several restaurants, franchise consultants and the director above them.', chain)).toEqual([
      'cf',
      'dr',
      'fbc',
      'rf',
      'sz',
    ]);
  });
});
