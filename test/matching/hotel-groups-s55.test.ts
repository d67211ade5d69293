// Session 55: a hotel group's GMs over several hotels are named by their titles ("not area / cluster GMs" leaves the
// hotels' own GMs in); "their number two" are the deputies; people named by reference with examples in parentheses are
// the examples. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const include = (text: string) => compilePersona(text).criteria.include;
const group = employerFacts({ name: 'Coastline Hotels Ltd', industry: 'Hospitality', employees_count: 800 });

describe('cluster GMs (s55)', () => {
  it('"not cluster GMs" names the titles, not every GM', () => {
    const ex = compilePersona('Hotel GMs. Not area / cluster GMs.').criteria.exclude;
    expect(ex.length).toBeGreaterThan(0);
    for (const e of ex) {
      expect(e.roles).toEqual([]);
      expect(e.titles).toContain('cluster general manager');
    }
  });
  it("the hotels' own GMs are kept and the cluster GMs left out", async () => {
    const roster: Array<[string, string]> = [
      ['gm', 'Hotel General Manager'],
      ['cgm', 'Cluster General Manager'],
      ['agm', 'Area General Manager'],
    ];
    expect(await keptRefs(roster, 'Hotel general managers, not area or cluster GMs.', group)).toEqual(['gm']);
  });
});

describe('"their number two" and references defined by examples (s55)', () => {
  it('"their number two" are the deputies of the people before', () => {
    expect(include('Hotel general managers and their number two.')[1]?.levels).toEqual(['head', 'director']);
  });
  it('"and their deputies (hotel manager, resident manager)" are the people the parentheses name', () => {
    const s = include('Hotel general managers and their deputies (hotel manager, resident manager).');
    expect(s.map((x) => x.text)).toEqual(['hotel general managers', 'hotel manager', 'resident manager']);
  });
  it('"(interns included)" after a reference still adds to it', () => {
    const s = include('Sales managers and their deputies (interns included).');
    expect(s[0]?.levels).toContain('intern');
  });
});
