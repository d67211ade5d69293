// Session 56: home care's words. Beside care words a bare "planners" plans the staff's shifts and visits (workforce
// planning), not freight; the reader reads a home care provider's "Scheduler", "Care Coordinator" and "Planner Thuiszorg"
// so; "wijkverpleegkundigen" (district nurses) are nurses, also with a letter missing. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const homeCare = employerFacts({ name: 'Zorg Thuis Oost', industry: 'Home Health Care', employees_count: 300 });

describe('planners beside care words (s56)', () => {
  it('"de planners" of a home care team plan the visits', () => {
    const s = compilePersona('Voor de thuiszorg: de wijkverpleegkundigen en de planners.').criteria.include;
    expect(s.map((x) => x.areas)).toEqual([['nursing'], ['workforce_planning']]);
  });
  it('a freight persona keeps its planners as before', () => {
    const s = compilePersona('Transport: de planners.').criteria.include;
    expect(s[0]?.areas).not.toContain('workforce_planning');
  });
  it('keeps the schedulers and care coordinators of a home care provider, not its carers', async () => {
    const roster: Array<[string, string]> = [
      ['sch', 'Scheduler'],
      ['cc', 'Care Coordinator'],
      ['pl', 'Planner Thuiszorg'],
      ['carer', 'Home Care Assistant'],
      ['pcc', 'Patient Care Coordinator'],
    ];
    expect((await keptRefs(roster, 'Home care: our planners.', homeCare)).sort()).toEqual(['cc', 'pl', 'sch']);
  });
  it('"wijkverpleegkundgen", a letter short, are still the district nurses', () => {
    expect(compilePersona('Wijkverpleegkundgen.').criteria.include[0]?.areas).toEqual(['nursing']);
  });
});
