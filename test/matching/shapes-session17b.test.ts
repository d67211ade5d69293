// Session 17 (issue 22): reading gaps left from earlier sessions, each fixed as a general rule and written here in our own
// words in the languages where the rule applies (training examples, none taken from a labelled set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type?: string) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, ...(employment_type ? { employment_type } : {}) } as Position])).match;

describe('a rung said of a kind of title narrows it (resolve.ts distribute, judge.ts holds)', () => {
  it.each([
    'ML engineers, senior or above',
    'Machine learning engineers, senior and up',
    'senior ML engineers and above',
    'ML-Ingenieure ab Senior',
    'ML-Ingenieure, Senior oder höher',
    'ingénieurs ML, confirmés et plus',
    'ingenieros de machine learning, senior o más',
    'engenheiros de ML, sênior ou acima',
    'ML-engineers, senior en hoger',
  ])('%s: the senior ML engineers only', (d) => {
    expect(matches(d, 'Senior ML Engineer')).toBe(true);
    expect(matches(d, 'Staff Machine Learning Engineer')).toBe(true);
    expect(matches(d, 'ML Engineer')).toBe(false);
    expect(matches(d, 'Junior Machine Learning Engineer')).toBe(false);
    // The rung is not a piece of its own: other seniors are not asked for.
    expect(matches(d, 'Senior Product Manager')).toBe(false);
    expect(matches(d, 'Senior Backend Engineer')).toBe(false);
  });
  it.each([
    'data scientists and ML engineers, senior and up',
    'Data Scientists und ML-Ingenieure, Senior und höher',
    'data scientists et ingénieurs ML, confirmés et plus',
  ])('%s: both, seniors only', (d) => {
    expect(matches(d, 'Senior Data Scientist')).toBe(true);
    expect(matches(d, 'Senior ML Engineer')).toBe(true);
    expect(matches(d, 'Data Scientist')).toBe(false);
    expect(matches(d, 'ML Engineer')).toBe(false);
  });
  it('a kind of title with a rung keeps to the kind ("senior ML engineers" are not every senior)', () => {
    expect(compilePersona('senior ML engineers').criteria.include).toHaveLength(1);
    expect(matches('senior ML engineers', 'Senior Account Executive')).toBe(false);
  });
  it('a range above the rungs such titles hold, or people after them, stay items of their own', () => {
    const d = 'Everyone in engineering, not tech leads, heads and above';
    expect(matches(d, 'Tech Lead')).toBe(false);
    expect(matches(d, 'Head of Engineering')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(true);
    expect(matches('tech leads, heads and above', 'Head of Marketing')).toBe(true);
    expect(compilePersona('Engineering, excluding tech leads and senior ICs').criteria.exclude).toHaveLength(2);
  });
});

describe('a word for how people are employed holds for a list of named roles (scope.ts shareEmploymentOverRoles)', () => {
  it.each([
    'interim and fractional CFOs, CMOs and COOs',
    'fractional CFOs, CMOs or COOs',
    'Fractional CFO / CMO / COO',
    'Interim-CFOs, -CMOs und -COOs',
    'CFO, CMO y COO interinos o fraccionales',
    'CFOs, CMOs et COOs à temps partagé ou de transition',
    'CFOs, CMOs e COOs interinos ou fracionados',
    'interim of fractional CFO’s, CMO’s en COO’s',
  ])('%s: each role on a fractional or interim footing only', (d) => {
    for (const title of ['Fractional CFO', 'Interim CMO', 'Fractional COO']) expect(matches(d, title, 'Contract')).toBe(true);
    for (const title of ['CFO', 'Chief Marketing Officer', 'COO']) expect(matches(d, title)).toBe(false);
  });
  it('a role named with an article is a person of its own ("fractional CFOs and the CEO")', () => {
    expect(matches('fractional CFOs and the CEO', 'CEO')).toBe(true);
    expect(matches('fractional CFOs and the CEO', 'CFO')).toBe(false);
  });
  it('a leading word for employment holds for the person nouns after it ("freelance developers, designers and PMs")', () => {
    const d = 'freelance developers, designers and PMs';
    expect(matches(d, 'Freelance Product Designer', 'Freelance')).toBe(true);
    expect(matches(d, 'Product Designer')).toBe(false);
    expect(matches(d, 'Product Manager')).toBe(false);
  });
});

describe('"responsables" of an area are its managers and its head, as a "Responsable X" title reads (lexicon.ts)', () => {
  it.each([
    ['les responsables marketing', 'Marketing Manager', 'Responsable marketing'],
    ['Responsables marketing et communication', 'Responsable Communication', 'Marketing Manager'],
    ['nos responsables commerciaux', 'Sales Manager', 'Responsable des ventes'],
    ['los responsables de marketing', 'Gerente de Marketing', 'Responsable de Marketing'],
    ['responsables de ventas', 'Sales Manager', 'Jefe de Ventas'],
    ['os responsáveis pelo marketing', 'Gerente de Marketing', 'Head of Marketing'],
    ['les responsables RH', 'HR Manager', 'Responsable RH'],
    ['Responsables ressources humaines', 'Responsable du personnel', 'HR Manager'],
  ])('%s: %s and %s', (d, manager, head) => {
    expect(matches(d, manager)).toBe(true);
    expect(matches(d, head)).toBe(true);
    expect(matches(d, 'Chargé de marketing')).toBe(false);
    expect(matches(d, 'Account Executive')).toBe(false);
  });
  it('the one "responsable" of an area, in the singular, is its head ("le responsable financier")', () => {
    expect(matches('le responsable financier', 'Head of Finance')).toBe(true);
    expect(matches('le responsable financier', 'Finance Manager')).toBe(false);
    expect(matches('el responsable de marketing', 'Marketing Manager')).toBe(false);
  });
  it('the manager rung reads the same in persona and title ("Responsable marketing" is among "les responsables marketing")', () => {
    for (const d of ['les responsables marketing', 'heads of marketing', 'responsables de marketing'])
      expect(matches(d, 'Responsable Marketing Digital')).toBe(true);
  });
});

describe('accounts payable and receivable, a part of accounting, in six languages (criteria.ts ap_ar, lexicon.ts, reader/areas.ts)', () => {
  it.each([
    'accounts payable and accounts receivable',
    'AP/AR clerks',
    'o time de contas a pagar e contas a receber',
    'analistas de contas a pagar ou a receber',
    'cuentas por pagar y cuentas por cobrar',
    'Kreditoren- und Debitorenbuchhaltung',
    'comptabilité fournisseurs et clients',
    'crediteuren- en debiteurenadministratie',
  ])('%s: its people in every language, not the rest of finance', (d) => {
    for (const title of [
      'Accounts Payable Specialist',
      'Analista de Contas a Receber',
      'Técnica de Cuentas por Pagar',
      'Kreditorenbuchhalterin',
      'Comptable clients',
      'Medewerker debiteurenadministratie',
      'Credit Controller',
    ])
      expect(matches(d, title)).toBe(true);
    for (const title of ['FP&A Analyst', 'Treasurer', 'Key Account Manager', 'Gerente de Contas']) expect(matches(d, title)).toBe(false);
  });
  it('a title naming them is not account management ("Gerente de Contas a Receber")', () => {
    expect(matches('contas a receber', 'Gerente de Contas a Receber')).toBe(true);
    expect(matches('account managers', 'Gerente de Contas a Receber')).toBe(false);
  });
  it('"accounting" covers them; "no accountants" leaves them', () => {
    expect(matches('the accounting team', 'AP Clerk')).toBe(true);
    expect(matches('Financeiro: controladoria e contas a pagar, sem contadores', 'Analista de Contas a Pagar')).toBe(true);
    expect(matches('Financeiro: controladoria e contas a pagar, sem contadores', 'Contador')).toBe(false);
  });
});

describe('a reference back under a buying heading is one of its people, employees only (scope.ts headingReferences)', () => {
  it.each([
    'Buyers of HR software: HR managers and anyone above them',
    'Who signs off on HR tools: HR managers and everyone above them',
    'Entscheider für HR-Software: HR-Manager und alle darüber',
    'Décideurs pour un logiciel RH : managers RH et tous ceux au-dessus',
    'Decisores de software de RRHH: gerentes de RRHH y todos por encima',
    'Decisores de software de RH: gerentes de RH e todos acima deles',
    'Beslissers over HR-software: HR-managers en iedereen daarboven',
  ])('%s', (d) => {
    expect(matches(d, 'HR Manager')).toBe(true);
    expect(matches(d, 'VP People')).toBe(true);
    expect(matches(d, 'Interim VP People', 'Contract')).toBe(false);
    expect(matches(d, 'Freelance HR Director', 'Freelance')).toBe(false);
    expect(matches(d, 'HR Generalist')).toBe(false);
    expect(compilePersona(d).criteria.include.every((s) => s.employment.join() === 'employee')).toBe(true);
  });
});

describe('people said to be included add to an area’s decision makers, never define them (attach.ts)', () => {
  it.each([
    'HR decision makers, managers included',
    'HR decision makers, including managers',
    'Décideurs RH, y compris les managers',
    'Décideurs RH, managers compris',
    'HR-Entscheider, inklusive Manager',
    'Decisores de RRHH, incluidos los gerentes',
    'Decisores de RH, incluindo gerentes',
    'Beslissers in HR, managers inbegrepen',
  ])('%s: the HR managers and the HR leaders above them', (d) => {
    expect(matches(d, 'HR Manager')).toBe(true);
    expect(matches(d, 'Head of People')).toBe(true);
    expect(matches(d, 'CHRO')).toBe(true);
    expect(matches(d, 'HR Generalist')).toBe(false);
  });
  it.each(['La direction RH et ses managers', 'HR leadership and their managers', 'El director de RRHH y sus gerentes', 'O diretor de RH e seus gerentes'])(
    '%s: "ses / sus / seus" refer back like "their"',
    (d) => {
      expect(matches(d, 'HR Manager')).toBe(true);
      expect(matches(d, 'HR Director')).toBe(true);
      expect(matches(d, 'Sales Manager')).toBe(false);
    },
  );
});

describe('an exclusion of information security leaves a two-area title whose other area is asked for (judge.ts, own wordings)', () => {
  it.each([
    'IT leaders, not information security',
    'Responsables informatiques, pas la sécurité',
    'IT-Leitung, aber keine IT-Security',
    'Líderes de TI, sem segurança da informação',
    'Jefes de TI, sin ciberseguridad',
    'IT-leidinggevenden, geen informatiebeveiliging',
  ])('%s', (d) => {
    expect(matches(d, 'Head of IT & Security')).toBe(true);
    expect(matches(d, 'Head of IT')).toBe(true);
    expect(matches(d, 'Head of Information Security')).toBe(false);
  });
});

describe('leaders of operations named whole run its line, not procurement, the PMO or the supply chain (criteria.ts OPERATIONS_OF)', () => {
  it.each([
    'Operations leaders: COO, heads of operations, operations managers',
    'Leiter Operations und Operations Manager',
    'Responsables des opérations et directeurs des opérations',
    'Gerentes y jefes de operaciones',
    'Gerentes e heads de operações',
    'Operationeel managers en hoofden operations',
  ])('%s', (d) => {
    expect(matches(d, 'Operations Manager')).toBe(true);
    expect(matches(d, 'Head of Procurement')).toBe(false);
    expect(matches(d, 'Head of PMO')).toBe(false);
    expect(matches(d, 'Procurement Manager')).toBe(false);
    expect(matches(d, 'Head of Supply Chain')).toBe(false);
    expect(matches(d, 'Jefe de Logística')).toBe(false);
  });
  it.each(['supply chain leaders', 'Leiter Logistik und Supply Chain', 'responsables logistique', 'jefes de logística', 'hoofden logistiek'])(
    '%s: supply chain and logistics is an area of its own (reader/areas.ts, lexicon.ts)',
    (d) => {
      expect(matches(d, 'Head of Supply Chain')).toBe(true);
      expect(matches(d, 'Hoofd Logistiek')).toBe(true);
      expect(matches(d, 'Head of Operations')).toBe(false);
    },
  );
  it('also beside another function ("ops and production managers")', () => {
    for (const d of ['Operations leaders (COO, head of ops, ops & production managers)', 'Leiter Operations und Produktionsleiter']) {
      expect(matches(d, 'Head of Operations')).toBe(true);
      expect(matches(d, 'Director of Procurement')).toBe(false);
      expect(matches(d, 'Head of PMO')).toBe(false);
    }
  });
  it('named, or the whole function at every level, they are in', () => {
    expect(matches('operations and procurement leaders', 'Head of Procurement')).toBe(true);
    expect(matches('operations leaders and the head of the PMO', 'Head of PMO')).toBe(true);
    expect(matches('everyone in operations', 'Procurement Analyst')).toBe(true);
  });
});

describe('rungs said with an area’s decision makers say who decides (selector.ts toSelector)', () => {
  it.each([
    'HR decision makers (manager level and up)',
    'Décideurs RH (manager et au-dessus)',
    'HR-Entscheider (ab Manager-Ebene)',
    'Decisores de RRHH (gerentes o superior)',
    'Decisores de RH (gerentes ou acima)',
    'Beslissers in HR (manager en hoger)',
  ])('%s: the HR managers too', (d) => {
    expect(matches(d, 'HR Manager')).toBe(true);
    expect(matches(d, 'HR Director')).toBe(true);
    expect(matches(d, 'HR Generalist')).toBe(false);
  });
});

describe('buyers of a product decide its purchase; they are not the procurement team (tokens.ts buyersOfProducts)', () => {
  it.each([
    'buyers of HR software',
    'Compradores de software de RRHH',
    'Compradores de software de RH',
    'Acheteurs de logiciels RH',
    'Käufer von HR-Software',
    'Kopers van HR-software',
  ])('%s', (d) => {
    expect(matches(d, 'CHRO')).toBe(true);
    expect(matches(d, 'HR Director')).toBe(true);
    expect(matches(d, 'Procurement Manager')).toBe(false);
    expect(matches(d, 'Comprador')).toBe(false);
  });
  it('a buyer of goods stays in procurement ("compradores de materias primas")', () => {
    expect(matches('Compradores de materias primas', 'Comprador')).toBe(true);
  });
});

describe('title reader: legal assistants are paralegal support, "GC" is the general counsel (reader/title.ts, title-normalise.ts)', () => {
  it.each(['Legal Assistant', 'Assistente Jurídico', 'Assistante juridique', 'Asistente Legal', 'Juristische Assistentin'])('%s is no lawyer', (title) => {
    expect(matches('in-house lawyers, no paralegals', title)).toBe(false);
    expect(matches('the legal team', title)).toBe(true);
  });
  it.each(['GC', 'GC & Company Secretary'])('%s is the general counsel', (title) => {
    expect(matches('the general counsel', title)).toBe(true);
  });
  it('"GC" inside another title is not the general counsel', () => {
    expect(matches('the general counsel', 'GC Analyst')).toBe(false);
  });
});
