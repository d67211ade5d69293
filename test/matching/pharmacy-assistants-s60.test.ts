// Session 60: a pharmacy's assistants ("Técnica Auxiliar de Farmácia", "Ajudante Técnico de Farmácia", "Pharmacy
// Assistant") are a kind below its technicians: "não os técnicos auxiliares" keeps the technicians. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe("a pharmacy's technicians and assistants (s60)", () => {
  const pharmacy = { name: 'Farmácia Central', industry: 'Farmácias', employees: 40 };
  const roster: Array<[string, string]> = [
    ['ta', 'Técnica Auxiliar de Farmácia'],
    ['at', 'Ajudante Técnico de Farmácia'],
    ['pa', 'Pharmacy Assistant'],
    ['tf', 'Técnico de Farmácia'],
    ['pt', 'Pharmacy Technician'],
    ['fa', 'Farmacêutica'],
  ];
  it('"técnicos de farmácia, não os técnicos auxiliares" keeps the technicians only', async () => {
    expect(await keptRefs(roster, 'Técnicos de farmácia; não os técnicos auxiliares de farmácia.', pharmacy)).toEqual(['pt', 'tf']);
  });
  it('"pharmacy assistants" are the assistants, in the pharmacy area', async () => {
    expect(await keptRefs(roster, 'Pharmacy assistants.', pharmacy)).toEqual(['at', 'pa', 'ta']);
    expect(await keptRefs(roster, 'The pharmacy team.', pharmacy)).toEqual(['at', 'fa', 'pa', 'pt', 'ta', 'tf']);
  });
});
