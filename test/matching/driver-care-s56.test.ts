// Session 56: a leasing or fleet company's "Driver Care" (driver services, driver support) is its customer service for the
// drivers: in a persona and in a title, no driving job. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const lessor = employerFacts({ name: 'Northway Vehicle Leasing', industry: 'Leasing', employees_count: 250 });
const ROSTER: Array<[string, string]> = [
  ['care', 'Driver Care Representative'],
  ['svc', 'Driver Services Team Lead'],
  ['hgv', 'HGV Driver'],
  ['van', 'Delivery Driver'],
];

describe('driver care (s56)', () => {
  it('"the Driver Care team" keeps its representatives and leads, not the drivers', async () => {
    expect((await keptRefs(ROSTER, 'Customer service, including the Driver Care team.', lessor)).sort()).toEqual(['care', 'svc']);
  });
  it('"drivers" keep the drivers, not the Driver Care desk', async () => {
    expect((await keptRefs(ROSTER, 'Our drivers.', lessor)).sort()).toEqual(['hgv', 'van']);
  });
  it('"Driver Care" is read, not left over', () => {
    expect(compilePersona('Also the Driver Care team.').criteria.include[0]?.areas).toEqual(['customer_support']);
  });
});
