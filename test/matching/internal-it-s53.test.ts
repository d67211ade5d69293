// Session 53: internal IT apart from the IT a company sells. Technicians left out are the trades' ("Nicht die Techniker"),
// not every individual contributor; "externe Dienstleister" and "outside contractors" are contractors; an IT services
// firm's ERP consultants and a managed service provider's service desk and technicians serve its clients. Own wordings
// (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const run = keptRefs;

describe("technicians left out are the trades' (s53)", () => {
  it('"Nicht die Techniker" after its article reads as "keine Techniker" does', () => {
    for (const d of ['IT-Betrieb. Nicht die Techniker.', 'IT-Betrieb, keine Techniker.']) {
      const ex = read(d).criteria.exclude;
      expect(ex).toHaveLength(1);
      expect(ex[0]).toMatchObject({ areas: ['trade'] });
    }
  });
  it('under "nicht die Techniker" keeps the IT administrator and the workplace support technician (no individual contributor left out)', async () => {
    const roster: Array<[string, string]> = [
      ['adm', 'Systemadministratorin'],
      ['wst', 'Workplace Support Technician'],
      ['svc', 'Servicetechniker'],
    ];
    const d = 'Unsere IT-Abteilung und alle Servicetechniker; nicht die Techniker.';
    expect(await run(roster, 'Interne IT: Systemadministration und IT-Support. Nicht die Techniker, die für Kunden arbeiten.')).toEqual(['adm', 'wst']);
    expect(read(d).criteria.exclude[0]?.areas).toEqual(['trade']);
  });
  it('"die für Kunden arbeiten" and "für die eigenen Mitarbeitenden" say whom they serve: nothing is left unread', () => {
    const c = read('IT-Support für die eigenen Mitarbeitenden. Nicht den Service Desk, die für Kunden arbeiten.');
    expect(c.unrecognised).toEqual([]);
    expect(c.criteria.include[0]?.areas).toEqual(['it']);
  });
});

describe('outside service providers are contractors (s53)', () => {
  it('"keine externen Dienstleister" leaves out contractors, not a title', () => {
    const c = read('Systemadministration, keine externen Dienstleister.');
    expect(c.criteria.exclude).toEqual([expect.objectContaining({ employment: ['contractor', 'fractional'] })]);
    expect(c.criteria.exclude[0]?.titles).toBeUndefined();
    expect(c.warnings).toEqual([]);
  });
  it('"no outside contractors" is about employment, not field sales', () => {
    const ex = read('Sysadmins and IT support; no outside contractors.').criteria.exclude;
    expect(ex).toHaveLength(1);
    expect(ex[0]?.areas).toEqual([]);
    expect(ex[0]?.employment).toEqual(['contractor', 'fractional']);
  });
  it('a freelance sysadmin is left out, an employed one kept', async () => {
    const roster: Array<[string, string] | [string, string, string]> = [
      ['emp', 'System Administrator'],
      ['ext', 'System Administrator', 'Freelance'],
    ];
    expect(await run(roster, 'Sysadmins; no outside contractors.')).toEqual(['emp']);
  });
});

describe('the IT a firm sells is not its own IT (s53)', () => {
  const erpPartner: EmployerFacts = { name: 'Alpenbyte', industry: 'IT Services and IT Consulting', employees: 60, about: 'SAP partner for small firms' };
  const logistics: EmployerFacts = { name: 'Haulwise', industry: 'Truck Transportation', employees: 400 };
  const msp: EmployerFacts = {
    name: 'Netzhafen',
    industry: 'IT Services and IT Consulting',
    employees: 120,
    about: 'Managed service provider: service desk, workplace and networks for mid-sized firms',
  };
  const d = 'Internal IT: the IT manager, sysadmins and IT support.';
  it("an IT services firm's ERP and SAP consultants are its client delivery; a logistics firm's are its IT", async () => {
    const roster: Array<[string, string]> = [
      ['itm', 'IT Manager'],
      ['erp', 'ERP-Berater'],
      ['sap', 'SAP Business One Consultant'],
    ];
    expect(await run(roster, d, erpPartner)).toEqual(['itm']);
    expect(await run(roster, d, logistics)).toEqual(['erp', 'itm', 'sap']);
  });
  it("a managed service provider's service desk and network technicians serve its clients; its internal IT and IT helpdesk stay", async () => {
    const roster: Array<[string, string]> = [
      ['adm', 'IT-Administratorin (interne IT)'],
      ['hd', 'IT Helpdesk Technician'],
      ['sd', 'Service Desk Agent'],
      ['net', 'Netzwerktechnikerin'],
    ];
    expect(await run(roster, d, msp)).toEqual(['adm', 'hd']);
    // A firm that says nothing of managed services keeps its service desk as its IT.
    expect(await run(roster, d, { ...msp, about: '' })).toEqual(['adm', 'hd', 'net', 'sd']);
  });
});
