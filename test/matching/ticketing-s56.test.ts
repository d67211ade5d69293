// Session 56: a venue's or promoter's ticketing and box office are a kind of title (`ticketing`), no office administration;
// "box office managers and staff" are the box office's people at every rung. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const venue = employerFacts({ name: 'Riverside Arena Ltd', industry: 'Events Services', employees_count: 200 });
const ROSTER: Array<[string, string]> = [
  ['bom', 'Box Office Manager'],
  ['tc', 'Ticketing Coordinator'],
  ['de', 'Mitarbeiterin Vorverkaufskasse'],
  ['om', 'Office Manager'],
  ['rec', 'Receptionist'],
];

describe('ticketing (s56)', () => {
  it('"box office managers and staff" keep the box office, not the office', async () => {
    expect((await keptRefs(ROSTER, 'Box office managers and staff.', venue)).sort()).toEqual(['bom', 'de', 'tc']);
  });
  it('"sales managers and staff" leaves "staff" unread as before', () => {
    expect(compilePersona('Sales managers and staff.').criteria.include).toHaveLength(1);
  });
});
