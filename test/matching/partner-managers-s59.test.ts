// Session 59: partner and channel managers in Portuguese, Spanish and French ("Gestora de Parceiros", "Ejecutivo de Canal",
// "Chargée de relations partenaires") are business development, as "Partner Manager" is; a digital channel's manager is
// not. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('partner and channel managers (s59)', () => {
  it('"partner managers" keep them in every language', async () => {
    const roster: Array<[string, string]> = [
      ['pm', 'Partner Manager'],
      ['pt', 'Gestora de Parceiros'],
      ['es', 'Ejecutivo de Canal (distribuidores)'],
      ['fr', 'Chargée de relations partenaires'],
      ['dig', 'Gerente de Canal Digital'],
      ['ae', 'Account Executive'],
    ];
    expect(await keptRefs(roster, 'Partner managers and channel managers.')).toEqual(['es', 'fr', 'pm', 'pt']);
  });
});
