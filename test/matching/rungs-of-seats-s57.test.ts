// Session 57: the rungs said beside an area's seat are that area's; an operations director is a seat; the English
// "department heads" are the head rung. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

describe('"director or manager of an area" is both rungs of that area (s57)', () => {
  it('"o diretor ou o gerente de TI" is the IT director and the IT manager, not the managing director', async () => {
    const roster: Array<[string, string]> = [
      ['dti', 'Diretor de TI'],
      ['gti', 'Gerente de TI'],
      ['dg', 'Diretor Geral'],
      ['dc', 'Diretor Comercial'],
    ];
    expect((await keptRefs(roster, 'Quem aprova a compra: o diretor ou o gerente de TI.')).sort()).toEqual(['dti', 'gti']);
  });
  it('"le directeur ou responsable informatique" is IT\'s director and manager', async () => {
    const roster: Array<[string, string]> = [
      ['di', 'Directeur informatique'],
      ['ri', 'Responsable informatique'],
      ['dg', 'Directeur général'],
      ['dc', 'Directeur commercial'],
    ];
    expect((await keptRefs(roster, 'Le directeur ou responsable informatique signe le bon de commande.')).sort()).toEqual(['di', 'ri']);
  });
  it('"the IT director or manager" keeps IT\'s managers, not every manager of the company', async () => {
    const roster: Array<[string, string]> = [
      ['itd', 'IT Director'],
      ['itm', 'IT Manager'],
      ['sm', 'Sales Manager'],
      ['fm', 'Finance Manager'],
    ];
    expect((await keptRefs(roster, 'The IT director or manager.')).sort()).toEqual(['itd', 'itm']);
  });
  it('"jefes de tráfico / planificadores" are the traffic planners, not the production planners', async () => {
    const roster: Array<[string, string]> = [
      ['jt', 'Jefe de Tráfico'],
      ['pt', 'Planificador de Tráfico'],
      ['pp', 'Planificador de Producción'],
      ['co', 'Conductor'],
    ];
    expect((await keptRefs(roster, 'Buscamos a los jefes de tráfico / planificadores.')).sort()).toEqual(['jt', 'pt']);
  });
});

describe('a bare rung before "and" and a noun of a field (s57)', () => {
  it('"gerentes y administradores de clínica" are the clinic managers, not every manager', async () => {
    const roster: Array<[string, string]> = [
      ['gc', 'Gerente de Clínica'],
      ['ac', 'Administradora de Clínica'],
      ['gco', 'Gerente Comercial'],
      ['gf', 'Gerente Financiero'],
    ];
    expect((await keptRefs(roster, 'Gerentes y administradores de clínica.')).sort()).toEqual(['ac', 'gc']);
  });
});

describe('the operations director is a seat (s57)', () => {
  const roster: Array<[string, string]> = [
    ['coo', 'COO'],
    ['dop', 'Director of Operations'],
    ['vpo', 'VP Operations'],
    ['hfo', 'Head of Field Operations'],
    ['om', 'Operations Manager'],
    ['otl', 'Operations Team Lead'],
  ];
  it('"the operations director" is who directs operations, from the director rung up to a VP (not a head of one part)', async () => {
    expect((await keptRefs(roster, 'The operations director.')).sort()).toEqual(['dop', 'vpo']);
  });
  it("at the end of a range it is the director's rung only", async () => {
    expect((await keptRefs(roster, 'Operations people from team lead up to the director of operations.')).sort()).toEqual(['dop', 'hfo', 'om', 'otl']);
  });
  it('"junto con el director de operaciones" joins the seat to the CFO', async () => {
    const r: Array<[string, string]> = [
      ['df', 'Director Financiero'],
      ['dop', 'Director de Operaciones'],
      ['vpo', 'VP de Operaciones'],
      ['jo', 'Jefe de Operaciones de Campo'],
    ];
    expect((await keptRefs(r, 'El director financiero junto con el director de operaciones.')).sort()).toEqual(['df', 'dop', 'vpo']);
  });
});

describe('department heads (s57)', () => {
  it('are the head rung of each department, not its managers', async () => {
    const roster: Array<[string, string]> = [
      ['hf', 'Head of Finance'],
      ['hm', 'Head of Marketing'],
      ['fm', 'Finance Manager'],
      ['mc', 'Marketing Coordinator'],
    ];
    expect((await keptRefs(roster, 'All department heads.')).sort()).toEqual(['hf', 'hm']);
  });
  it('beside a hotel they are still its department managers (front office, housekeeping)', async () => {
    const hotel = employerFacts({ name: 'Grand Hotel Lisboa', industry: 'Hospitality', employees_count: 120 });
    const roster: Array<[string, string]> = [
      ['fom', 'Front Office Manager'],
      ['hk', 'Executive Housekeeper'],
      ['rc', 'Receptionist'],
    ];
    expect((await keptRefs(roster, "Our hotel's department heads.", hotel)).sort()).toEqual(['fom', 'hk']);
  });
});
