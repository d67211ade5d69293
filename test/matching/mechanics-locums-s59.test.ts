// Session 59: any vehicle's mechanic is a mechanic ("Lkw-Mechatroniker", "Busmechaniker", "Mecânico de Frota"), a plant's
// industrial or machining mechanic not; French locums ("remplaçants") are contractors, so "pas les vétérinaires
// remplaçants" leaves out the locum vets, not every vet; an owner-driver is a self-employed courier, no owner of the
// company. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('mechanics and locums (s59)', () => {
  it('"mechanics" are every vehicle\'s mechanics, no industrial mechanics', async () => {
    const roster: Array<[string, string]> = [
      ['lkw', 'Lkw-Mechatroniker'],
      ['bus', 'Busmechaniker'],
      ['frota', 'Mecânico de Frota'],
      ['ind', 'Industriemechaniker'],
      ['zer', 'Zerspanungsmechaniker'],
      ['drv', 'Busfahrer'],
    ];
    expect(await keptRefs(roster, 'Mechanics in the depots.')).toEqual(['bus', 'frota', 'lkw']);
  });
  it('"pas les vétérinaires remplaçants" leaves the locum vets out only', async () => {
    const roster: Array<[string, string] | [string, string, string]> = [
      ['vet', 'Vétérinaire'],
      ['loc', 'Vétérinaire', 'Freelance'],
      ['dr', 'Docteur vétérinaire'],
    ];
    expect(await keptRefs(roster, 'Vétérinaires des cliniques ; pas les vétérinaires remplaçants.')).toEqual(['dr', 'vet']);
  });
  it('an owner-driver is a self-employed driver, no owner', async () => {
    const roster: Array<[string, string]> = [
      ['own', 'Owner & Managing Director'],
      ['od', 'Owner Driver'],
      ['odv', 'Owner-Driver (own van)'],
    ];
    expect(await keptRefs(roster, 'Owners.')).toEqual(['own']);
    expect(await keptRefs(roster, 'Self-employed drivers.')).toEqual(['od', 'odv']);
  });
});
