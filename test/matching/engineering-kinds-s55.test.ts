// Session 55: manufacturing and process engineers are a kind of title apart from design engineers ("not manufacturing or
// process engineers", the area word sharing the head noun when the phrase is a kind); commissioning engineers start up
// machines at the customer's site (field service, in six languages); food technologists are named by their titles, not
// the whole quality area. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const builder = employerFacts({ name: 'Aargau Werkzeugbau AG', industry: 'Machinery Manufacturing', employees_count: 300 });

describe('process engineers apart from design engineers (s55)', () => {
  it('"not manufacturing or process engineers" names both kinds, not the manufacturing area', () => {
    const ex = compilePersona('Design engineers. Not manufacturing or process engineers.').criteria.exclude;
    expect(ex.map((e) => e.roles)).toEqual([['process_engineer'], ['process_engineer']]);
  });
  it('the design engineers are kept and the process and manufacturing engineers left out', async () => {
    const roster: Array<[string, string]> = [
      ['de', 'Design Engineer'],
      ['me', 'Manufacturing Engineer'],
      ['pe', 'Process Engineer'],
      ['im', 'Ingénieur méthodes'],
      ['ke', 'Konstrukteur'],
    ];
    expect(await keptRefs(roster, 'Design engineers and Konstrukteure; not manufacturing or process engineers.', builder)).toEqual(['de', 'ke']);
  });
  it('"manufacturing, production and NPI engineers": the manufacturing engineers, no whole manufacturing area', () => {
    const s = compilePersona('Manufacturing, production and NPI engineers.').criteria.include;
    expect(s.some((x) => x.areas.includes('manufacturing'))).toBe(false);
    expect(s.some((x) => x.roles.includes('process_engineer'))).toBe(true);
  });
  it('"process engineers and their managers": the managers are of the engineers\' area, not every manager', () => {
    const [, managers] = compilePersona('Process engineers and their managers.').criteria.include;
    expect(managers?.areas).toEqual(['hardware']);
  });
});

describe('commissioning engineers (s55)', () => {
  it('are field service in the persona, even misspelt, and in their titles', async () => {
    expect(compilePersona('Comissioning engineers.').criteria.include[0]?.areas).toEqual(['field_service']);
    const roster: Array<[string, string]> = [
      ['ce', 'Commissioning Engineer'],
      ['ib', 'Inbetriebnehmer'],
      ['tm', 'Technicien de mise en service'],
      ['sw', 'Software Engineer'],
    ];
    expect(await keptRefs(roster, 'Field service engineers and commissioning engineers.', builder)).toEqual(['ce', 'ib', 'tm']);
  });
});

describe('food technologists by their titles (s55)', () => {
  it('do not bring in every quality person', async () => {
    const food = employerFacts({ name: 'Valley Foods Ltd', industry: 'Food Production', employees_count: 250 });
    const roster: Array<[string, string]> = [
      ['ft', 'Food Technologist'],
      ['qt', 'Quality Technician'],
      ['qi', 'Quality Inspector'],
    ];
    expect(await keptRefs(roster, 'R&D chemists and food technologists.', food)).toEqual(['ft']);
  });
});
