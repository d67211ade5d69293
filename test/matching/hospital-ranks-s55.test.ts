// Session 55: a Spanish hospital's "médicos adjuntos" are its staff doctors (no deputies of a head), and "área clínica" is
// the clinical area. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

describe('staff doctors and clinical areas (s55)', () => {
  it('"no los médicos adjuntos" leaves out the staff doctors, not the heads of department', async () => {
    const ex = compilePersona('Jefes de servicio; no los médicos adjuntos.').criteria.exclude;
    expect(ex).toMatchObject([{ areas: ['medical'], traits: ['individual_contributor'] }]);
    const hospital = employerFacts({ name: 'Hospital San Rafael', industry: 'Hospitales', employees_count: 900 });
    const roster: Array<[string, string]> = [
      ['js', 'Jefe de Servicio de Cardiología'],
      ['ma', 'Médico Adjunto'],
    ];
    expect(await keptRefs(roster, 'Jefes de servicio médicos; no los médicos adjuntos.', hospital)).toEqual(['js']);
  });
  it('"directores de área clínica" are directors of the clinical area, not every director', () => {
    expect(compilePersona('Directores de área clínica.').criteria.include).toMatchObject([{ areas: ['health'], levels: ['director'] }]);
  });
});
