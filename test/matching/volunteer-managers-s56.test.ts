// Session 56: the paid staff who recruit and look after volunteers are a kind of title (`volunteer_manager`), not the
// volunteers and not every coordinator; "volunteer managers and coordinators" shares the modifier (and a misspelt
// "Volunter" still reads). Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const charity = employerFacts({ name: 'Harbour Lights Trust', industry: 'Non-profit Organization Management', employees_count: 120 });
const ROSTER: Array<[string, string]> = [
  ['vc', 'Volunteer Coordinator'],
  ['vm', 'Volunteering Development Manager'],
  ['es', 'Coordinadora de Voluntariado'],
  ['vol', 'Volunteer'],
  ['shop', 'Volunteer Shop Assistant'],
  ['ev', 'Events Coordinator'],
];

describe('volunteer managers (s56)', () => {
  it('"volunteer managers and coordinators" keep the staff who run volunteering, not volunteers or other coordinators', async () => {
    expect((await keptRefs(ROSTER, 'Volunteer managers and coordinators.', charity)).sort()).toEqual(['es', 'vc', 'vm']);
  });
  it('a misspelt "Volunter managers" still reads', () => {
    expect(compilePersona('Volunter managers.').criteria.include[0]?.roles).toEqual(['volunteer_manager']);
  });
  it('"finance managers and analysts" still share their field', () => {
    expect(compilePersona('Finance managers and analysts.').criteria.include.map((s) => s.areas)).toEqual([['finance'], ['fpa']]);
  });
});
