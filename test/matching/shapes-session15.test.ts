// Session 15 (issue 22): shapes a QA engineer's blind set 3 reported as failing, described only by shape, each written
// anew here in our own words (training examples, not blind sentences): a permission clause ("fractional CFOs are fine")
// widens the pieces before it; "pero / mas / mais / aber / maar" connect an exclusion; data engineers in Romance
// languages; Spanish "los jefes" alone are the bosses; interns scoped to areas ("only in sales or marketing"); "plus
// whoever runs it"; Dutch "medior"; "not allowed" / "ou mais".
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('a permission widens the pieces before it and adds nobody else', () => {
  it.each([
    'CFO, VP of Finance, Finance Directors; fractional CFOs are fine',
    'Chief Financial Officer and VP Finance. Fractional and interim are welcome.',
    'Finance leadership (director and up); interim is OK',
  ])('%s', (d) => {
    expect(matches(d, 'Fractional CFO')).toBe(true);
    expect(matches(d, 'Freelance Graphic Designer')).toBe(false);
    expect(matches(d, 'Finance Manager')).toBe(false);
    expect(compilePersona(d).criteria.include.every((s) => s.areas.length || s.roles.length)).toBe(true);
  });
  it('"interns are not allowed" leaves the interns out', () => {
    expect(matches('Finance decision makers; interns are not allowed', 'Finance Intern')).toBe(false);
    expect(matches('Finance decision makers; interns are not allowed', 'Head of Finance')).toBe(true);
  });
});

describe('connectors before an exclusion in five languages, data engineers, "los jefes"', () => {
  it.each([
    'Engenheiros de dados e cientistas de dados, qualquer nível, mas não os analistas de BI',
    'Ingenieros de datos y científicos de datos, pero no los analistas de BI',
    'Ingénieurs data et data scientists, mais pas les analystes BI',
    'Dateningenieure und Data Scientists, aber keine BI-Analysten',
  ])('%s', (d) => {
    expect(compilePersona(d).unrecognised).toEqual([]);
    expect(matches(d, 'Data Engineer')).toBe(true);
    expect(matches(d, 'Data Scientist')).toBe(true);
    expect(matches(d, 'Backend Engineer')).toBe(false);
    expect(matches(d, 'BI Analyst')).toBe(false);
  });
  it.each(['Analistas de ciberseguridad, pero no los jefes ni los becarios', 'Analistas de segurança, mas não os chefes nem os estagiários'])(
    '%s: the bosses are whoever manages people',
    (d) => {
      expect(matches(d, 'Security Engineer')).toBe(true);
      expect(matches(d, 'Security Team Lead')).toBe(false);
      expect(matches(d, 'Security Manager')).toBe(false);
      expect(matches(d, 'Security Intern')).toBe(false);
    },
  );
  // (Session 31: "jefes" of an area are its managers and its head, as "responsables" are.)
  it('"los jefes de finanzas" stay the heads of finance (session 35: by either title of the head rung)', () => {
    expect(compilePersona('Los jefes de finanzas').criteria.include[0]?.levels).toEqual(['manager', 'senior_manager', 'head', 'director']);
  });
});

describe('interns scoped to the areas after "in" / "only in" / "limited to"', () => {
  it.each([
    'Interns and working students, only in sales or marketing',
    'Interns and working students in sales or marketing',
    'Interns and working students, limited to sales and marketing',
    'Werkstudenten und Praktikanten im Vertrieb oder Marketing',
    'Stagiaires et alternants, uniquement en vente ou marketing',
    'Becarios y estudiantes en prácticas, solo en ventas o marketing',
  ])('%s', (d) => {
    expect(matches(d, 'Sales Intern')).toBe(true);
    expect(matches(d, 'Working Student Marketing')).toBe(true);
    expect(matches(d, 'Software Engineering Intern')).toBe(false);
    expect(matches(d, 'Account Executive')).toBe(false);
    expect(matches(d, 'Marketing Manager')).toBe(false);
  });
});

describe('"plus whoever runs it" adds the leaders of the area named before', () => {
  it.each(['Anyone in customer support, plus the person who runs it', 'Todo el equipo de soporte y quien lo dirige'])('%s', (d) => {
    expect(matches(d, 'Head of Customer Support')).toBe(true);
    expect(matches(d, 'Support Agent')).toBe(true);
    expect(matches(d, 'Head of Sales')).toBe(false);
  });
  it('"whoever runs IT" is still the IT department', () => {
    expect(compilePersona('Whoever runs IT').criteria.include[0]?.areas).toEqual(['it']);
  });
});

describe('Dutch "medior" and Portuguese "ou mais"', () => {
  it('"Medior en senior developers" are mid-level and senior developers', () => {
    expect(matches('Medior en senior developers', 'Senior Developer')).toBe(true);
    expect(matches('Medior en senior developers', 'Medior Developer')).toBe(true);
    expect(matches('Medior en senior developers', 'Engineering Manager')).toBe(false);
  });
  it('"gerentes ou mais" is managers and up', () => {
    expect(matches('Decisores de finanças: gerentes ou mais', 'Diretor Financeiro')).toBe(true);
    expect(matches('Decisores de finanças: gerentes ou mais', 'Analista Financeiro')).toBe(false);
  });
});

describe('analytics and its leaders, a range after a parenthesised exclusion, office managers', () => {
  it.each([
    'The analytics team (analysts, BI devs) + head of analytics',
    'Anyone doing analytics or BI work + whoever runs that team',
    'Anyone who works in analytics or BI, as well as the head of that team',
    'Everyone in analytics and business intelligence, plus the person in charge',
  ])('%s', (d) => {
    expect(matches(d, 'Data Analyst')).toBe(true);
    expect(matches(d, 'Head of Analytics')).toBe(true);
    expect(matches(d, 'Backend Engineer')).toBe(false);
    expect(matches(d, 'Head of Sales')).toBe(false);
  });
  it('"BI Developer" and "Analytics Manager" are analytics titles', () => {
    expect(matches('Anyone in analytics or BI', 'BI Developer')).toBe(true);
    expect(matches('Anyone in analytics or BI', 'Analytics Manager')).toBe(true);
    expect(matches('Anyone in analytics or BI', 'Analytics Engineer')).toBe(false);
  });
  it('"Operations (business, not manufacturing) from manager upwards" is operations managers and up, not every manager', () => {
    const d = 'Operations (business, not manufacturing) from manager upwards; leave out office managers';
    expect(matches(d, 'Head of Operations')).toBe(true);
    expect(matches(d, 'Operations Manager')).toBe(true);
    expect(matches(d, 'Sales Manager')).toBe(false);
    expect(matches(d, 'Office Manager')).toBe(false);
    expect(matches(d, 'Plant Manager')).toBe(false);
  });
  it('"managers & up" is managers and up', () => {
    expect(matches('Bizops / ops - managers & up', 'Director of Operations')).toBe(true);
  });
  it('"not office managers" keeps the operations managers', () => {
    const d = 'Operations managers and up, no office managers, no plant or production managers';
    expect(matches(d, 'Operations Manager')).toBe(true);
    expect(matches(d, 'Office Manager')).toBe(false);
    expect(matches(d, 'Production Manager')).toBe(false);
  });
});

describe('sellers, IT and security leaders, security individual contributors, interns of an area (second pass)', () => {
  it('"business developers" sell; they are no software developers', () => {
    const d = 'Les commerciaux : account executives, business developers, SDR, sans managers ni alternants';
    expect(matches(d, 'Business Developer')).toBe(true);
    expect(matches(d, 'Software Developer')).toBe(false);
    expect(matches(d, 'Sales Manager')).toBe(false);
  });
  it('"sans l’encadrement" leaves out whoever manages people', () => {
    expect(matches("La force de vente : AE et SDR, sans l'encadrement ni les alternants", 'Team Lead SDR')).toBe(false);
  });
  it.each(['DSI, RSSI et responsables informatiques ; ni les techniciens ni les développeurs', 'DSI / RSSI / directeurs techniques, sans les prestataires'])(
    '%s names IT leaders, not every head or director',
    (d) => {
      expect(matches(d, 'DSI')).toBe(true);
      expect(matches(d, 'Head of Marketing')).toBe(false);
      expect(matches(d, 'Directeur Commercial')).toBe(false);
    },
  );
  it.each([
    'Equipo de ciberseguridad, solo contribuidores individuales, excluyendo responsables y becarios',
    'Especialistas en seguridad informática que no gestionan equipos; sin becarios',
    'Analistas SOC, pentesters e ingenieros de seguridad, sin mandos ni becarios',
  ])('%s', (d) => {
    expect(matches(d, 'Security Engineer')).toBe(true);
    expect(matches(d, 'SOC Analyst')).toBe(true);
    expect(matches(d, 'Security Manager')).toBe(false);
    expect(matches(d, 'Head of Marketing')).toBe(false);
    expect(matches(d, 'Marketing Intern')).toBe(false);
    expect(matches(d, 'Backend Engineer')).toBe(false);
  });
  it.each([
    'Interns/working students, GTM only: sales, marketing',
    'Interns or working students in a GTM team (sales, marketing)',
    'Interns and working students. Only sales or marketing ones.',
    'Interns. Only in sales or marketing.',
  ])('%s', (d) => {
    expect(matches(d, 'Sales Intern')).toBe(true);
    expect(matches(d, 'Marketing Intern')).toBe(true);
    expect(matches(d, 'Customer Support Intern')).toBe(false);
    expect(matches(d, 'Software Engineering Intern')).toBe(false);
    expect(matches(d, 'Account Executive')).toBe(false);
  });
});

describe('third pass: a negation said before its list, Spanish "en", IT security, mid-level developers', () => {
  it.each([
    'Técnicos de ciberseguridad; quedan fuera jefes y becarios',
    'Personal de seguridad IT sin cargo de jefatura (ni becarios)',
    'Expertos en seguridad de la información, no responsables de equipo ni practicantes',
  ])('%s', (d) => {
    expect(matches(d, 'Security Engineer')).toBe(d.startsWith('Expertos') ? false : true);
    expect(matches(d, 'Security Intern')).toBe(false);
    expect(matches(d, 'Head of Security')).toBe(false);
    expect(matches(d, 'Senior Software Engineer')).toBe(false);
    expect(matches(d, 'IT Support Specialist')).toBe(false);
  });
  it('"Excluded: managers." as a heading leaves the managers out', () => {
    expect(matches('Engineers. Excluded: managers.', 'Engineering Manager')).toBe(false);
    expect(matches('Engineers. Excluded: managers.', 'Backend Engineer')).toBe(true);
  });
  it('"Medior en senior developers" leaves out the juniors, "junior, medior and senior" keeps them', () => {
    expect(matches('Medior en senior developers', 'Junior Developer')).toBe(false);
    expect(matches('Medior en senior developers', 'Medior Developer')).toBe(true);
    expect(matches('Junior, medior and senior developers', 'Junior Developer')).toBe(true);
  });
  it('Dutch "en" stays "and"', () => {
    expect(matches('Developers en designers', 'Product Designer')).toBe(true);
  });
});

describe('title reader: customer experience leaders, Portuguese legal titles', () => {
  // Session 32 (development set 29): customer experience (CX, VoC) is its own team beside support, so "whoever runs support"
  // no longer names the CX leaders; "whoever runs CX" does.
  it.each(['Head of Customer Operations'])('%s runs support', (t) => {
    expect(matches('Whoever runs support, manager and up', t)).toBe(true);
  });
  it.each(['CX Manager', 'Head of CX', 'Gerente de Experiência do Cliente'])('%s runs customer experience', (t) => {
    expect(matches('Whoever runs CX, manager and up', t)).toBe(true);
  });
  it('"CX Designer" is no support manager', () => {
    expect(matches('Whoever runs support, manager and up', 'CX Designer')).toBe(false);
  });
  it('"Advogado Externo" is an outside lawyer; "Estagiário de Direito" a legal intern', () => {
    const d = 'Jurídico interno: advogados e equipe jurídica (todos os níveis), sem escritórios externos';
    expect(matches(d, 'Advogado Externo')).toBe(false);
    expect(matches(d, 'Advogada')).toBe(true);
    expect(matches('Estagiários do jurídico', 'Estagiário de Direito')).toBe(true);
  });
});

describe('a persona about operations is not about the company’s top', () => {
  it.each(['Operations managers and up, no office managers, no plant or production managers', 'Everyone in operations'])('%s', (d) => {
    expect(matches(d, 'Head of Operations')).toBe(true);
    expect(matches(d, 'CEO')).toBe(false);
    expect(matches(d, 'Co-Founder')).toBe(false);
    expect(matches(d, 'Owner / Managing Director')).toBe(false);
  });
  it('the CEO and founders are still read when named', () => {
    expect(matches('CEOs and founders', 'CEO')).toBe(true);
    expect(matches('COO and CEO', 'CEO')).toBe(true);
  });
});

describe('a team named by its reps, at any level; sales development titles', () => {
  it.each(['SDRs and BDRs, all levels (reps, team leads, managers)', 'Everyone in sales development (SDR/BDR), any level'])('%s', (d) => {
    expect(matches(d, 'SDR')).toBe(true);
    expect(matches(d, 'SDR Team Lead')).toBe(true);
    expect(matches(d, 'Head of Sales Development')).toBe(true);
    expect(matches(d, 'Account Executive')).toBe(false);
  });
  it('"individual contributor SDRs at any level" stay individual contributors', () => {
    expect(matches('Individual contributor SDRs at any level', 'SDR Team Lead')).toBe(false);
  });
  it.each(['Account Development Representative', 'Market Development Rep', 'Appointment Setter', 'Business Development Associate'])(
    '%s is sales development',
    (t) => {
      expect(matches('SDRs and BDRs', t)).toBe(true);
    },
  );
  it('"excl. office managers + plant/production ops": "+" inside an exclusion lists what is left out', () => {
    const d = 'business operations (manager & up), excl. office managers + plant/production ops';
    expect(matches(d, 'Plant Manager')).toBe(false);
    expect(matches(d, 'Production Supervisor')).toBe(false);
    expect(matches(d, 'Head of Business Operations')).toBe(true);
  });
});

describe('Portuguese "gestores", Romance partners as owners', () => {
  it.each(['Gestores da área comercial', 'Gestores de vendas: coordenadores, gerentes, heads e diretores comerciais'])('%s', (d) => {
    expect(matches(d, 'Coordenador de Vendas')).toBe(true);
    expect(matches(d, 'Gerente Comercial')).toBe(true);
    expect(matches(d, 'Diretor Comercial')).toBe(true);
    expect(matches(d, 'Executivo de Vendas')).toBe(false);
    expect(matches(d, 'Gerente de Marketing')).toBe(false);
  });
  it('"gestores de contas" are account managers', () => {
    expect(matches('Gestores de contas', 'Gerente de Contas')).toBe(true);
    expect(matches('Gestores de contas', 'Head of Marketing')).toBe(false);
  });
  it.each(['Sócia', 'Socio director', 'Associé', 'Teilhaber'])('%s is an owner', (t) => {
    expect(matches('Founders and owners', t)).toBe(true);
  });
});

describe('"up to the CPO" next to procurement words', () => {
  it.each(['Procurement team at every level up to the CPO', 'Procurement, from buyers up to the CPO'])('%s is no product person', (d) => {
    expect(matches(d, 'Buyer')).toBe(true);
    expect(matches(d, 'Chief Procurement Officer')).toBe(true);
    expect(matches(d, 'Product Manager')).toBe(false);
    expect(matches(d, 'Chief Product Officer')).toBe(false);
  });
});

describe('examples of an area said whole add to it', () => {
  it('"Toute la fonction RH (DRH, RRH, chargés de recrutement, gestionnaires de paie)" keeps all of HR', () => {
    const d = 'Toute la fonction RH (DRH, RRH, chargés de recrutement, gestionnaires de paie)';
    expect(matches(d, 'HR Business Partner')).toBe(true);
    expect(matches(d, 'Assistante RH')).toBe(true);
    expect(matches(d, 'Office Manager')).toBe(false);
  });
});

describe('a rung word ending the noun and the rung after it are one run', () => {
  it.each(['Ontwikkelaars op medior- en seniorniveau', 'Engenheiros de software plenos e sêniores'])('%s', (d) => {
    expect(matches(d, 'Software Developer')).toBe(true);
    expect(matches(d, 'Senior Software Engineer')).toBe(true);
    expect(matches(d, 'Junior Developer')).toBe(false);
    expect(matches(d, 'Hardware Engineer')).toBe(false);
  });
});

describe('title reader: French "SI" titles are IT', () => {
  it.each(['Responsable SI', 'Directeur SI'])('%s leads IT', (t) => {
    expect(matches('Les dirigeants IT : DSI, responsables et directeurs informatiques', t)).toBe(true);
  });
});
