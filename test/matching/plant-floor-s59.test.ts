// Session 59: at a manufacturer its bare floor leads ("Chef d'équipe", "Chefe de Equipa", "Encarregado de Turno", "Line
// Supervisor") lead a production team, and Dutch "productie" is production ("Ploegbaas productie"); plastics, metalworking
// and brewing plants are manufacturers by their industry. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe("a plant's floor leads (s59)", () => {
  const roster: Array<[string, string]> = [
    ['ce', 'Chef d’équipe'],
    ['cq', 'Chefe de Equipa'],
    ['et', 'Encarregado de Turno'],
    ['ls', 'Line Supervisor'],
    ['pb', 'Ploegbaas productie'],
    ['tlhr', 'Teamleiter Personal'],
    ['op', 'Machine Operator'],
  ];
  it('at a plastics plant its floor leads are production team leads', async () => {
    const plant = { name: 'Plastiques du Rhône', industry: 'Plasturgie', employees: 240 };
    expect(await keptRefs(roster, 'Production team leads.', plant)).toEqual(['ce', 'cq', 'et', 'ls', 'pb']);
  });
  it('elsewhere a bare team lead keeps no area; a shift\'s "Encarregado de Turno" is production anyway', async () => {
    const bank = { name: 'Banque Alpine', industry: 'Banking', employees: 240 };
    expect(await keptRefs(roster, 'Production team leads.', bank)).toEqual(['et', 'pb']);
  });
  it('"geen productiemedewerkers" leaves out production\'s staff, not its team leads', async () => {
    const plant = { name: 'Meubelfabriek Oost', industry: 'Meubelindustrie', employees: 180 };
    const floor: Array<[string, string]> = [
      ['pb', 'Ploegbaas productie'],
      ['pm', 'Productiemedewerker'],
    ];
    expect(await keptRefs(floor, 'Ploegleiders in de productie; geen productiemedewerkers.', plant)).toEqual(['pb']);
  });
});
