// Session 60: construction and materials plants read as their people write them. Land surveyors are a kind of title
// ("Topógrafa", "Géomètre-topographe", "Vermesser"); a "Chef électricien" or "Chef mecánico" leads that trade, no kitchen; a
// quarry's manager and a shift's "Chef de poste" run its production; a Spanish contractor's "Jefe de Producción" runs a
// site's production. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('surveyors and drafters (s60)', () => {
  const office: Array<[string, string]> = [
    ['ls', 'Land Surveyor'],
    ['tp', 'Topógrafa'],
    ['gt', 'Géomètre-topographe'],
    ['vm', 'Vermessungstechnikerin'],
    ['ag', 'Agrimensor'],
    ['qs', 'Quantity Surveyor'],
    ['bm', 'BIM-Modellierer'],
    ['dh', 'Desenhadora'],
    ['ar', 'Arquitecta'],
  ];
  const builder = { name: 'Obras del Sur', industry: 'Construcción', employees: 140 };
  it('"topógrafos" are the land and site surveyors in each language, no quantity surveyor', async () => {
    expect(await keptRefs(office, 'Topógrafos de la constructora.', builder)).toEqual(['ag', 'gt', 'ls', 'tp', 'vm']);
  });
  it('BIM modellers and drafters, said in Spanish, are the BIM and drafting kinds', async () => {
    expect(await keptRefs(office, 'Modeladores BIM y delineantes; no los arquitectos.', builder)).toEqual(['bm', 'dh']);
  });
});

describe('a plant and a site, by their French and Spanish titles (s60)', () => {
  const plant = { name: 'Bétons du Nord', industry: 'Matériaux de construction', employees: 130 };
  const floor: Array<[string, string]> = [
    ['cc', 'Chef de carrière'],
    ['cp', 'Cheffe de poste'],
    ['rf', 'Responsable de fabrication'],
    ['op', 'Opérateur de centrale'],
    ['cm', 'Chef mécanicien'],
  ];
  it('a quarry manager, a shift lead and the head of fabrication lead production; "chefs de poste" are shift leads', async () => {
    expect(await keptRefs(floor, 'Chefs de carrière, responsables de production et chefs de poste.', plant)).toEqual(['cc', 'cp', 'rf']);
  });
  it('"Chef mécanicien" (a ship\'s chief engineer as often as a workshop\'s) is no kitchen chef; a "Chef mecánico" leads mechanics', async () => {
    expect(await keptRefs(floor, 'Cuisiniers et chefs de cuisine.', plant)).toEqual([]);
    const crew: Array<[string, string]> = [
      ['cm', 'Chef mécanicien'],
      ['jm', 'Chef mecánico'],
      ['ck', 'Chef de cuisine'],
    ];
    expect(await keptRefs(crew, 'Mechanics.', plant)).toEqual(['jm']);
    expect(await keptRefs(crew, 'Cuisiniers et chefs de cuisine.', plant)).toEqual(['ck']);
  });
  it('at a security firm its "Chef de poste" stays the post\'s lead, no production shift (guard)', async () => {
    const guards = { name: 'Vigilance Ouest', industry: 'Sécurité privée', employees: 300 };
    expect(await keptRefs(floor, 'Production team leads.', guards)).toEqual([]);
  });
  it('beside building sites, "jefes de producción" are the contractor\'s site production managers', async () => {
    const site: Array<[string, string]> = [
      ['jp', 'Jefe de Producción'],
      ['jo', 'Jefe de Obra'],
      ['rf', 'Responsable de fabrication'],
    ];
    const contractor = { name: 'Constructora Levante', industry: 'Construcción', employees: 160 };
    expect(await keptRefs(site, 'En las constructoras: jefes de obra y jefes de producción.', contractor)).toEqual(['jo', 'jp']);
    expect(await keptRefs(site, 'En las constructoras: jefes de obra y jefes de producción.', plant)).toEqual(['jo']);
    // … on the site manager's rung, under the contractor's directors.
    expect(await keptRefs(site, 'Construction directors and above.', contractor)).toEqual([]);
  });
});

describe('general practitioners and generalists (s60)', () => {
  const staff: Array<[string, string]> = [
    ['gp', 'Médecin généraliste'],
    ['hr', 'HR Generalist'],
    ['nu', 'Infirmière'],
  ];
  it('"médecins généralistes" are doctors, no HR generalists; "RH généralistes" are HR', async () => {
    expect(await keptRefs(staff, 'Médecins généralistes et infirmiers.')).toEqual(['gp', 'nu']);
    expect(await keptRefs(staff, 'Les généralistes RH.')).toEqual(['hr']);
    expect(await keptRefs(staff, 'RRHH generalista.')).toEqual(['hr']);
  });
});
