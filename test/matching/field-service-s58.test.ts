// Session 58: a retailer's or a maker's service, repair and installation technicians and its kitchen fitters work on the
// customers' goods at their homes or in its workshop: field service, as a maker's service engineers are (they were read as
// tradespeople, a kitchen fitter as a cook). Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('service, repair and installation technicians (s58)', () => {
  const roster: Array<[string, string]> = [
    ['svc', 'Service Technician'],
    ['rep', 'Repair Technician'],
    ['ins', 'Home Installation Technician'],
    ['kf', 'Kitchen Fitter'],
    ['nl', 'Keukenmonteur'],
    ['mgr', 'Manager Service & Montage'],
    ['cook', 'Cook'],
    ['sa', 'Sales Assistant'],
  ];
  it('"repair and service technicians, home installers and kitchen fitters" are them, not the cooks', async () => {
    expect(await keptRefs(roster, 'Repair and service technicians, home installers and kitchen fitters.')).toEqual(['ins', 'kf', 'nl', 'rep', 'svc']);
  });
  it('the field service team at every rung, with its manager', async () => {
    expect(await keptRefs(roster, 'Field service: technicians and their managers.')).toEqual(['ins', 'kf', 'mgr', 'nl', 'rep', 'svc']);
  });
  it('"not service technicians who work on customers\' machines" leaves them out of the maintenance team', async () => {
    const plant: Array<[string, string]> = [
      ['mt', 'Maintenance Technician'],
      ['svc', 'Service Technician'],
    ];
    expect(await keptRefs(plant, "Maintenance technicians. Not service technicians who work on customers' machines.")).toEqual(['mt']);
  });
  it('at a telecom operator its installation and repair technicians stay its field technicians', async () => {
    const roster: Array<[string, string]> = [
      ['ins', 'Installation Technician'],
      ['rep', 'Repair Technician'],
      ['csa', 'Customer Service Advisor'],
    ];
    const telco = { name: 'Lir Telecom', industry: 'Telecommunications', employees: 300 };
    expect(await keptRefs(roster, 'Técnicos de campo das operadoras de fibra.', telco)).toEqual(['ins', 'rep']);
  });
});
