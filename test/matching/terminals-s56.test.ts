// Session 56: a container terminal's people: its planners (vessel, yard, stowage) are a kind of title apart from the
// operators of its cranes and straddle carriers; "terminal managers" and a German "Terminalleiter"; a word no vocabulary
// knows between slashes ("quay / apron / operations managers") no longer cuts the areas before it off the rung after it.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const include = (text: string) => compilePersona(text).criteria.include;
const port = employerFacts({ name: 'Harbour Box Terminal', industry: 'Port operations', employees_count: 300 });

const ROSTER: Array<[string, string]> = [
  ['planner-vessel', 'Vessel Planner'],
  ['planner-yard', 'Yard Planner'],
  ['planner-pt', 'Planeadora de Navios'],
  ['crane', 'STS Crane Operator'],
  ['straddle', 'Straddle Carrier Driver'],
  ['stevedore', 'Stevedore'],
  ['tm', 'Terminal Manager'],
  ['tm-de', 'Terminalleiter'],
  ['it', 'IT Manager'],
];

describe('terminal planners (s56)', () => {
  it('"vessel and stowage planners" are the planners, not every hand of the terminal', async () => {
    expect((await keptRefs(ROSTER, 'Our vessel and stowage planners.', port)).sort()).toEqual(['planner-pt', 'planner-vessel', 'planner-yard']);
  });
  it('planners kept, the crane and straddle drivers left out by name', async () => {
    const kept = await keptRefs(ROSTER, 'Yard planners and vessel planners, but no crane drivers or straddle drivers.', port);
    expect(kept.sort()).toEqual(['planner-pt', 'planner-vessel', 'planner-yard']);
  });
  it('"crane drivers" is a known kind of people, not a title read literally', () => {
    const r = compilePersona('Terminal people, excluding the crane drivers.');
    expect(r.warnings.filter((w) => w.code === 'read_as_title')).toEqual([]);
  });
});

describe('terminal managers (s56)', () => {
  it('"terminal managers" keep the Terminal Manager and the Terminalleiter, not the IT manager', async () => {
    expect((await keptRefs(ROSTER, 'Terminal managers only.', port)).sort()).toEqual(['tm', 'tm-de']);
  });
});

describe('an unknown word between slashes (s56)', () => {
  it('"quay / apron / operations managers": the quay managers are managers too', () => {
    const [quay] = include('Quay / apron / operations managers');
    expect(quay?.areas).toEqual(['port_operations']);
    expect(quay?.levels).toEqual(['manager', 'senior_manager']);
  });
  it('"sales / blorp / marketing managers" keeps the rung for sales', () => {
    const [sales, marketing] = include('Sales / blorp / marketing managers');
    expect(sales?.levels).toEqual(marketing?.levels);
  });
});
