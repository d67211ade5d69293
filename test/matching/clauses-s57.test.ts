// Session 57: a clause that points back at the people before it and negates leaves them out; a heading that names the
// product sold narrows nobody, nor does one of a wider area over its seat; the area a function's people work on is not
// their department; IT's helpdesk agents are its service desk; a CRM administrator owns the CRM. Own wordings.
import { describe, expect, it } from 'vitest';
import { readPerson } from '../../src/matching/index.js';
import { keptRefs, makeProfile } from './profile-fixture.js';

const rolesOf = (title: string) => readPerson(makeProfile('x', [{ title, company_id: 42 }])).roles.flatMap((r) => r.roles);

describe('"X, we don\'t need them" (s57)', () => {
  it('German: "Buchhalter, die brauchen wir nicht" leaves the bookkeepers out', async () => {
    const roster: Array<[string, string]> = [
      ['cfo', 'Leiter Finanzen'],
      ['ctl', 'Controller'],
      ['bh', 'Buchhalterin'],
      ['vk', 'Vertriebsleiter'],
    ];
    expect((await keptRefs(roster, 'Die Finanzleitung und die Controller. Buchhalter, die brauchen wir nicht.')).sort()).toEqual(['cfo', 'ctl']);
  });
  it('English: "Bookkeepers, we don\'t want them"', async () => {
    const roster: Array<[string, string]> = [
      ['fd', 'Finance Director'],
      ['ctl', 'Financial Controller'],
      ['bk', 'Bookkeeper'],
      ['sm', 'Sales Manager'],
    ];
    expect((await keptRefs(roster, "The finance director and the controllers. Bookkeepers, we don't want them.")).sort()).toEqual(['ctl', 'fd']);
  });
  it('Spanish: "Los contables, no los queremos"', async () => {
    const roster: Array<[string, string]> = [
      ['df', 'Directora Financiera'],
      ['ctl', 'Controller'],
      ['con', 'Contable'],
    ];
    expect((await keptRefs(roster, 'La directora financiera y los controllers. Los contables, no los queremos.')).sort()).toEqual(['ctl', 'df']);
  });
  it('a relative clause with its subject after "die" is no exclusion: "Buchhalter, die wir nicht kennen"', async () => {
    const roster: Array<[string, string]> = [
      ['bh', 'Buchhalterin'],
      ['vk', 'Vertriebsleiter'],
    ];
    expect(await keptRefs(roster, 'Buchhalter, die wir noch nicht kennen.')).toEqual(['bh']);
  });
});

describe('headings (s57)', () => {
  it('a seat of a wider area under a heading stays whole: "Gestión de flotas: …, el director de logística"', async () => {
    const roster: Array<[string, string]> = [
      ['jt', 'Jefe de Tráfico'],
      ['dl', 'Director de Logística'],
      ['dc', 'Director Comercial'],
    ];
    expect((await keptRefs(roster, 'Gestión de flotas: los jefes de tráfico y el director de logística.')).sort()).toEqual(['dl', 'jt']);
  });
  it('a heading naming the product sold narrows nobody: "Paie et SIRH : le DRH et les responsables RH"', async () => {
    const roster: Array<[string, string]> = [
      ['drh', 'DRH'],
      ['rrh', 'Responsable RH'],
      ['cpt', 'Comptable'],
    ];
    expect((await keptRefs(roster, 'Paie et SIRH : le DRH et les responsables RH.')).sort()).toEqual(['drh', 'rrh']);
  });
});

describe('what people work on is not their department (s57)', () => {
  it('"the accountants who reconcile claims" are accountants, not the claims team', async () => {
    const roster: Array<[string, string]> = [
      ['acc', 'Accountant'],
      ['cl', 'Claims Handler'],
      ['clm', 'Claims Manager'],
    ];
    expect(await keptRefs(roster, 'The accountants who reconcile claims.')).toEqual(['acc']);
  });
});

describe("IT's helpdesk agents (s57)", () => {
  const roster: Array<[string, string]> = [
    ['sda', 'Service Desk Analyst'],
    ['its', 'IT Support Technician'],
    ['csa', 'Customer Support Agent'],
    ['itm', 'IT Manager'],
  ];
  it('beside IT they are its service desk, not customer support', async () => {
    expect((await keptRefs(roster, 'The IT manager, plus the helpdesk agents who work the tickets.')).sort()).toEqual(['itm', 'its', 'sda']);
  });
  it("beside customers they are customer support's", async () => {
    expect(await keptRefs(roster, 'Helpdesk agents who answer customers.')).toEqual(['csa']);
  });
});

describe('a CRM administrator owns the CRM (s57)', () => {
  it.each(['Administradora de CRM', 'CRM Administrator', 'Administrateur CRM'])('%s is of the CRM systems kind', (t) =>
    expect(rolesOf(t)).toContain('crm_systems'),
  );
  it('"Salesforce admins and whoever owns the CRM" keeps a CRM administrator', async () => {
    const roster: Array<[string, string]> = [
      ['acrm', 'Administradora de CRM'],
      ['sfa', 'Salesforce Administrator'],
      ['ae', 'Account Executive'],
    ];
    expect((await keptRefs(roster, 'Salesforce admins and whoever owns the CRM.')).sort()).toEqual(['acrm', 'sfa']);
  });
});

describe('those who run payroll do it (s57)', () => {
  const roster: Array<[string, string]> = [
    ['pa', 'Payroll Administrator'],
    ['ps', 'Payroll Specialist'],
    ['hrd', 'HR Director'],
    ['hra', 'HR Assistant'],
    ['rec', 'Recruiter'],
  ];
  it('"whoever runs payroll" is the payroll team at every rung', async () => {
    expect((await keptRefs(roster, 'Whoever runs payroll.')).sort()).toEqual(['pa', 'ps']);
  });
  it('"whoever runs payroll and HR": the payroll team and the leaders of HR, not all of HR', async () => {
    expect((await keptRefs(roster, 'Whoever runs payroll and HR.')).sort()).toEqual(['hrd', 'pa', 'ps']);
  });
  it('whoever runs another area still heads it', async () => {
    expect(await keptRefs(roster, 'Whoever runs HR.')).toEqual(['hrd']);
  });
});

describe("a heading naming an area's leadership over that area's seats (s57)", () => {
  const roster: Array<[string, string]> = [
    ['cfo', 'CFO'],
    ['lf', 'Leiter Finanzen'],
    ['hrl', 'Leiterin Personal'],
    ['fm', 'Finance Manager'],
  ];
  it('"Die kaufmännische Leitung: CFO, sonst der Leiter Finanzen" is who that leadership is', async () => {
    // (the heading had been every head of finance beside its list: the head of finance was kept beside the CFO)
    expect(await keptRefs(roster, 'Die kaufmännische Leitung: CFO, sonst der Leiter Finanzen.')).toEqual(['cfo']);
  });
});
