// Session 61: mental health nurses are a kind inside nursing (by their title, or as a psychiatric hospital's or mental
// health provider's nurses, known by its industry or name); "las enfermeras de salud mental" are them, not every nurse.
// Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

const hospital = { name: 'St Aldhelm General Hospital', industry: 'Hospitals and Health Care', employees: 2000 };
const clinic = { name: 'Kliniek De Wissel', industry: 'Geestelijke gezondheidszorg', employees: 300 };
const named = { name: 'Centro Psiquiátrico Sant Pere', industry: 'Hospitals and Health Care', employees: 400 };

describe('mental health nurses (s61)', () => {
  const roster: Array<[string, string]> = [
    ['mh', 'Mental Health Nurse'],
    ['rm', 'RMN – Bank'],
    ['es', 'Enfermera de Salud Mental'],
    ['nl', 'Psychiatrisch verpleegkundige'],
    ['sn', 'Staff Nurse'],
    ['wm', 'Ward Manager'],
    ['ps', 'Consultant Psychiatrist'],
  ];
  it('"mental health nurses and psychiatrists" keeps those, no general nurses or ward managers', async () => {
    expect(await keptRefs(roster, 'Psiquiatras y enfermeras de salud mental.', hospital)).toEqual(['es', 'mh', 'nl', 'ps', 'rm']);
  });
  it('"psychiatric nurses only" at a general hospital', async () => {
    expect(await keptRefs(roster, 'Psychiatric nurses only.', hospital)).toEqual(['es', 'mh', 'nl', 'rm']);
  });
  it('at a mental health provider its nurses are mental health nurses, its nurse managers are not', async () => {
    const staff: Array<[string, string]> = [
      ['vk', 'Verpleegkundige'],
      ['vs', 'Verpleegkundig specialist'],
      ['hv', 'Hoofdverpleegkundige'],
      ['ps', 'Psycholoog'],
    ];
    expect(await keptRefs(staff, 'GGZ-verpleegkundigen.', clinic)).toEqual(['vk', 'vs']);
  });
  it('a provider named psychiatric is known by its name (guard)', async () => {
    expect(await keptRefs([['en', 'Enfermera']], 'Enfermeras de salud mental.', named)).toEqual(['en']);
  });
  it("a general hospital's nurses are no mental health nurses", async () => {
    expect(
      await keptRefs(
        [
          ['en', 'Enfermera'],
          ['sn', 'Staff Nurse'],
        ],
        'Enfermeras de salud mental.',
        hospital,
      ),
    ).toEqual([]);
  });
});
