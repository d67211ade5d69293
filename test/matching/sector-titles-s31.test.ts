// Session 31: titles of sectors outside software that the reader misread (reader/verticals-sectors.ts, reader/firm.ts), and a
// persona's "facility managers" (the manager rungs of facilities, not its caretakers). Own titles and wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];
const keeps = (definition: string, title: string, company?: EmployerFacts) =>
  judgeProfile({ slug: 't', name: 't', definition, ...(company ? { company } : {}) }, makeProfile('x', [{ title }])).match;

describe('reader: the site managers of fulfilment and distribution centres run a warehouse', () => {
  it.each([
    ['Site Manager – Fulfillment Center', 'manager'],
    ['Distribution Center Manager', 'manager'],
    ['Vestigingsmanager distributiecentrum', 'manager'],
    ['Gerente de Centro de Distribuição', 'manager'],
    ['Standortleiterin Distributionszentrum', 'head'],
  ])('%s is warehouse at %s', (title, level) => {
    const r = read(title);
    expect(r?.areas).toContain('warehouse');
    expect(r?.level).toBe(level);
  });
  it('a building site manager stays construction', () => {
    expect(read('Site Manager')?.areas).not.toContain('warehouse');
  });
});

describe('reader: banks and lenders', () => {
  it.each(['Diretora da Rede de Agências', 'Directora de la Red de Sucursales', "Directeur du réseau d'agences", 'Leiter des Filialnetzes'])(
    '%s directs the branch network',
    (title) => {
      const r = read(title);
      expect(r?.areas).toContain('branch_network');
      expect(r?.level).toBe('director');
    },
  );
  it.each([
    ['Mortgage and Loan Underwriter', 'lending'],
    ['Kreditreferentin Firmenkunden', 'lending'],
    ['Dictaminadora de Créditos', 'lending'],
    ['Analista de Originação', 'lending'],
    ['Credit Risk Modeler', 'risk'],
    ['Analista de Scoring', 'risk'],
    ['Kreditrisikoanalystin', 'risk'],
  ])('%s is %s, not insurance underwriting', (title, area) => {
    const r = read(title);
    expect(r?.areas).toContain(area);
    expect(r?.areas).not.toContain('underwriting');
  });
  it("an insurer's underwriter stays underwriting", () => {
    expect(read('Property Underwriter')?.areas).toContain('underwriting');
  });
  it('a Credit Manager decides loans at a lender and chases receivables elsewhere', () => {
    const d = 'Kreditanalysten und Kreditmanager bei Banken';
    expect(keeps(d, 'Credit Manager', { name: 'Volksbank Ostheide', industry: 'Banking', employees: 90 })).toBe(true);
    expect(keeps('credit analysts and their managers', 'Credit Manager', { name: 'Mill & Sons', industry: 'Wholesale', employees: 90 })).toBe(false);
  });
});

describe('reader: ranks and departments', () => {
  it.each([
    ['Superintendente de TI', 'it', 'head'],
    ['Superintendente de Marketing', 'marketing', 'head'],
    ['Superintendente de Riscos', 'risk', 'head'],
    ['Diretor de Tecnologia da Informação', 'it', 'director'],
    ['Directora de Tecnologías de la Información', 'it', 'director'],
    ['Hoofd Planning & Control', 'controlling', 'head'],
    ['Jefa de Control de Gestión', 'controlling', 'head'],
    ['Controlador de Gestión', 'controlling', 'entry'],
    ['Referent Konzerncontrolling', 'controlling', 'entry'],
    ['Leiterin Zentraleinkauf', 'procurement', 'head'],
    ['Gestora de Suprimentos', 'procurement', 'manager'],
  ])('%s is %s at %s', (title, area, level) => {
    const r = read(title);
    expect(r?.areas).toContain(area);
    expect(r?.level).toBe(level);
  });
  it('a bare "Diretor de Tecnologia" stays the CTO', () => {
    expect(read('Diretor de Tecnologia')?.level).toBe('c_level');
  });
});

describe('compiler: facility managers are the managers of facilities, not its caretakers', () => {
  it.each(['Facility managers at hospitals and hotels', 'Facilities managers, no cleaners', 'Facilitair managers bij zorginstellingen'])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.some((s) => s.areas.includes('facilities') && s.levels.includes('manager') && !s.levels.includes('entry'))).toBe(true);
    expect(keeps(d, 'Facility Manager')).toBe(true);
    expect(keeps(d, 'Hausmeister')).toBe(false);
  });
  it('"no facility managers" leaves the managers of facilities out', () => {
    expect(keeps('Operations people, no facility managers', 'Facilities Manager')).toBe(false);
  });
});

describe('judged at a company: the titles above meet the personas that name them', () => {
  const bank: EmployerFacts = { name: 'Caixa Serrana', industry: 'Banking', employees: 110 };
  it.each([
    ['Heads of IT at banks', 'Superintendente de TI', bank],
    ['Directores de red de oficinas en bancos', 'Diretor de Rede de Agências', bank],
    ['Credit analysts and underwriters at lenders', 'Loan Underwriter', bank],
    [
      'Warehouse managers at 3PLs',
      'Site Manager – Distribution Centre',
      { name: 'Northgate 3PL', industry: 'Transportation, Logistics, Supply Chain and Storage', employees: 80 },
    ],
    ['Controller und Leitung Controlling', 'Jefe de Control de Gestión', undefined],
  ] as const)('%s keeps a %s', (d, title, company) => {
    expect(keeps(d, title, company)).toBe(true);
  });
});

describe("reader: a manufacturer's product engineers are hardware engineering", () => {
  it.each([
    ['Senior Design Engineer', 'senior'],
    ['Entwicklungsingenieurin Elektronik', 'entry'],
    ['Elektrokonstrukteur', 'entry'],
    ['Ingeniera de Producto', 'entry'],
    ['Engenheiro de Desenvolvimento', 'entry'],
    ['Ingénieure produit', 'entry'],
    ['Leiterin Konstruktion', 'head'],
  ])('%s is hardware at %s', (title, level) => {
    const r = read(title);
    expect(r?.areas).toContain('hardware');
    expect(r?.areas).not.toContain('software');
    expect(r?.level).toBe(level);
  });
  it.each(['UX Design Engineer', 'Software-Entwicklungsingenieur', 'Engenheira de Desenvolvimento de Software'])('%s is not', (title) => {
    expect(read(title)?.areas).not.toContain('hardware');
  });
  it('"engineers" at a manufacturer keep its design engineers', () => {
    expect(
      keeps('Engineers and their managers at manufacturers', 'Senior Design Engineer', {
        name: 'Brandt Pumpen GmbH',
        industry: 'Machinery Manufacturing',
        employees: 90,
      }),
    ).toBe(true);
  });
});

describe('a contact or service centre named as a department is customer service', () => {
  it.each([
    ['Contact centre managers at insurers', 'Service-Center-Managerin'],
    ['Call center managers and team leads at insurers and banks', 'Contact Center Manager'],
    ['Leitung Callcenter bei Versicherern', 'Leiter Service-Center'],
  ])('%s keeps a %s', (d, title) => {
    const c = compilePersona(d).criteria;
    expect(c.include.some((s) => s.areas.includes('customer_support'))).toBe(true);
    expect(c.include.some((s) => s.titles?.length)).toBe(false);
    expect(keeps(d, title, { name: 'Nordlicht Versicherung', industry: 'Insurance', employees: 300 })).toBe(true);
  });
  it('the companies that run call centres stay the employer', () => {
    const c = compilePersona('Supervisores em empresas de call center').criteria;
    expect(c.employer?.sectors).toContain('contact_centres');
  });
});

describe("schools: a university is no school, and teachers' aides are the assistants", () => {
  const university: EmployerFacts = { name: 'Universidad del Norte Claro', industry: 'Higher Education', employees: 400 };
  const district: EmployerFacts = { name: 'Maple Ridge Unified', industry: 'Primary and Secondary Education', employees: 400 };
  it('"teachers at the schools" leaves out a university lecturer', () => {
    expect(keeps('Teachers at the schools', 'Lecturer in Law', university)).toBe(false);
    expect(keeps('Teachers at the schools', 'Science Teacher', district)).toBe(true);
  });
  it.each(["Teacher's Aide", 'Instructional Aide', 'Paraprofessional'])('"not paras" leaves out a %s', (title) => {
    expect(keeps('Classroom teachers in the district, not paras', title, district)).toBe(false);
    expect(keeps('Classroom teachers in the district, not paras', 'Grade 3 Teacher', district)).toBe(true);
  });
});

describe('reader: hospital doctors and nurses by their titles', () => {
  it.each([
    ['StR in Paediatrics', 'medical', 'entry'],
    ['Specialty Registrar – Cardiology', 'medical', 'entry'],
    ['Consultant in Acute Medicine', 'medical', 'senior'],
    ['Residente de Clínica Médica', 'medical', 'entry'],
    ['Plantonista', 'medical', 'entry'],
    ['Junior Sister', 'nursing', 'senior'],
    ['Band 6 Sister', 'nursing', 'senior'],
  ])('%s is %s at %s', (title, area, level) => {
    const r = read(title);
    expect(r?.areas).toContain(area);
    expect(r?.level).toBe(level);
  });
  it.each(['Registrar', 'Consultant in Supply Chain Management'])('%s is no doctor', (title) => {
    expect(read(title)?.areas).not.toContain('medical');
  });
  it('"hospital consultants" keep a consultant named by specialty, not a management consultant', () => {
    const d = 'Hospital consultants, not management consultants';
    expect(keeps(d, 'Consultant in Emergency Medicine')).toBe(true);
    expect(keeps(d, 'Senior Consultant, Strategy')).toBe(false);
  });
});

describe('the Dutch "bedrijfsvoering" is operations', () => {
  it.each([
    ['Directeur Bedrijfsvoering', 'director'],
    ['Manager Bedrijfsvoering', 'manager'],
  ])('%s is operations at %s', (title, level) => {
    const r = read(title);
    expect(r?.areas).toContain('operations');
    expect(r?.level).toBe(level);
  });
  it('a persona\'s "directeur bedrijfsvoering" is the operations director', () => {
    const c = compilePersona('Bij hogescholen: de directeur bedrijfsvoering en de hoofden ICT').criteria;
    expect(c.include.some((s) => s.areas.includes('operations') && s.levels.includes('director'))).toBe(true);
    expect(compilePersona('de directeur bedrijfsvoering').unrecognised).toEqual([]);
  });
});

describe("a building contractor's project managers run its builds", () => {
  const builder: EmployerFacts = { name: 'Hollins & Barr Construction', industry: 'Construction', employees: 150 };
  const saas: EmployerFacts = { name: 'Quillstack', industry: 'Software Development', employees: 150 };
  it.each(['Project Manager', 'Senior Project Manager', 'Projectleider', 'Projektleiter', 'Jefe de Proyecto'])(
    '%s at a builder is construction delivery at the manager rungs',
    (title) => {
      expect(keeps('Site managers and above on the delivery side of builders, no foremen', title, builder)).toBe(true);
    },
  );
  it('an assistant project manager is not', () => {
    expect(keeps('Site managers and above on the delivery side of builders, no foremen', 'Assistant Project Manager', builder)).toBe(false);
  });
  it("a builder's projects director is construction's director, no project manager", () => {
    expect(keeps('Projectleiders, geen directeuren', 'Projects Director', builder)).toBe(false);
    expect(keeps('Construction directors at builders', 'Projects Director', builder)).toBe(true);
  });
  it("a software company's project manager stays a project manager", () => {
    expect(keeps('Construction managers', 'Project Manager', saas)).toBe(false);
    expect(keeps('Project managers', 'Project Manager', saas)).toBe(true);
  });
});

describe('reader: IT titles outside software companies', () => {
  it.each(['Service Desk Analyst', 'Service Desk Manager', 'Técnico Superior de Sistemas', 'Infrastructuurspecialist'])('%s works in IT', (title) => {
    const r = read(title);
    expect(r?.areas).toContain('it');
    expect(r?.areas).not.toContain('customer_support');
  });
});

describe('reader: the lead of an "équipe sédentaire" leads inside sales', () => {
  it.each(["Responsable d'équipe sédentaire", "Cheffe d'équipe commerciale sédentaire"])('%s', (title) => {
    const r = read(title);
    expect(r?.areas).toContain('inside_sales');
    expect(['team_lead', 'manager']).toContain(r?.level);
    expect(keeps('Teamleiter im Vertriebsinnendienst', title)).toBe(true);
  });
});

describe('project managers of an engineering department are project managers, not its engineers', () => {
  it.each([
    'Jefes de proyecto de ingeniería en fabricantes',
    'Gerentes de projeto de engenharia',
    'Chefs de projet ingénierie',
    'Projektleiter Entwicklung',
    'Jefes de proyecto de TI',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.some((s) => s.areas.includes('project_management'))).toBe(true);
    expect(c.include.some((s) => s.areas.some((a) => ['software', 'hardware', 'it'].includes(a)))).toBe(false);
    expect(keeps(d, 'Engineering Project Manager')).toBe(true);
    expect(keeps(d, 'Senior Design Engineer')).toBe(false);
  });
  it('a construction department still names the builders', () => {
    expect(compilePersona('jefes de proyecto de construcción').criteria.include.some((s) => s.areas.includes('construction'))).toBe(true);
  });
});

describe('reader: a placement student (a year in industry) is an intern', () => {
  it.each(['Placement Student, Finance', 'Industrial Placement – IT', 'Sandwich Year Student, HR'])('%s', (title) => {
    expect(read(title)?.level).toBe('intern');
    expect(keeps('Controllers and IT people, no interns', title)).toBe(false);
  });
  it('a placement manager is no intern', () => {
    expect(read('Placement Manager')?.level).not.toBe('intern');
  });
});
