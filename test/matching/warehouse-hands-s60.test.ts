// Session 60: a warehouse's hands as buyers and titles name them: "mozos", "carretilleros", forklift and reach-truck drivers
// ("FLT Driver", "Reachtruckchauffeur", "Gabelstaplerfahrerin", "Material Handler") are warehouse staff, no drivers of the
// road: "nada de conductores" keeps them. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe("a warehouse's hands (s60)", () => {
  const dc = { name: 'Logística Central', industry: 'Logística', employees: 200 };
  const roster: Array<[string, string]> = [
    ['fl', 'FLT Driver'],
    ['rt', 'Reachtruckchauffeur'],
    ['gs', 'Gabelstaplerfahrerin'],
    ['mh', 'Material Handler'],
    ['ca', 'Carretillera'],
    ['mz', 'Mozo de Almacén'],
    ['dd', 'Delivery Driver'],
    ['ja', 'Jefe de Almacén'],
  ];
  it('"mozos y carretilleros, nada de conductores" keeps the warehouse hands and leaves out the road drivers', async () => {
    expect(await keptRefs(roster, 'Mozos y carretilleros; nada de conductores.', dc)).toEqual(['ca', 'fl', 'gs', 'mh', 'mz', 'rt']);
  });
  it('"no drivers" leaves the forklift drivers in the warehouse team', async () => {
    expect(await keptRefs(roster, 'Warehouse staff, no drivers.', dc)).toEqual(['ca', 'fl', 'gs', 'ja', 'mh', 'mz', 'rt']);
  });
});
