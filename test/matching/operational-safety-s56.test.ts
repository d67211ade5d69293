// Session 56: an aviation, rail or shipping operator's safety management system (SMS) and operational safety are a kind of
// title apart from occupational health and safety; so is its accountable manager ("dirigeant responsable"), who is no
// "any head or the CEO". Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const airline = employerFacts({ name: 'Bluewing Air', industry: 'Airlines/Aviation', employees_count: 600 });
const ROSTER: Array<[string, string]> = [
  ['sms', 'Safety Manager (SMS)'],
  ['fr', 'Responsable du système de gestion de la sécurité'],
  ['es', 'Responsable de Seguridad Operacional'],
  ['hse', 'HSE Manager'],
  ['prl', 'Técnico de PRL'],
  ['am', 'Accountable Manager'],
  ['hos', 'Head of Sales'],
];

describe('operational safety (s56)', () => {
  it('"the SMS managers and flight safety" keep the SMS people, not the occupational HSE team', async () => {
    expect((await keptRefs(ROSTER, 'The SMS managers and flight safety.', airline)).sort()).toEqual(['es', 'fr', 'sms']);
  });
  it('"les responsables SMS" is no unknown word any more', () => {
    expect(compilePersona('Les responsables SMS.').warnings).toEqual([]);
  });
});

describe('the accountable manager (s56)', () => {
  it('"le dirigeant responsable" is the accountable manager, not every head', async () => {
    expect(await keptRefs(ROSTER, 'Le dirigeant responsable.', airline)).toEqual(['am']);
  });
});
