// Titles as people write them in EN/DE/FR/ES/PT/NL for engineering, IT, data, security, sales,
// marketing, product and strategy, with the level and areas the title reader gives them; and personas
// in buyers' words over those areas. Written from general knowledge of job titles (training examples,
// not blind sentences).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import { areaCovers, type AreaKey, type Level } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const role = (title: string) => {
  const r = readPerson(makeProfile('x', [{ title }])).roles[0];
  if (!r) throw new Error(`no role read from ${title}`);
  return r;
};
const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

/** [title, level, areas the title must name (all of them, in any order)] */
type Row = [string, Level, AreaKey[]];

const SALES: Row[] = [
  ['Field Sales Representative', 'entry', ['field_sales']],
  ['Outside Sales Rep', 'entry', ['field_sales']],
  ['Territory Manager', 'entry', ['field_sales']],
  ['Außendienstmitarbeiter', 'entry', ['field_sales']],
  ['Vertriebsmitarbeiter im Außendienst', 'entry', ['field_sales']],
  ['Commercial terrain', 'entry', ['field_sales']],
  ['Attaché commercial', 'entry', ['field_sales']],
  ['Vendedor externo', 'entry', ['field_sales']],
  ['Vendedora Externa', 'entry', ['field_sales']],
  ['Accountmanager Buitendienst', 'entry', ['field_sales', 'account_management']],
  ['Vertegenwoordiger', 'entry', ['field_sales']],
  ['Inside Sales Representative', 'entry', ['inside_sales']],
  ['Vertriebsinnendienst', 'entry', ['inside_sales']],
  ['Commercial sédentaire', 'entry', ['inside_sales']],
  ['Vendedor interno', 'entry', ['inside_sales']],
  ['Binnendienstmedewerker Verkoop', 'entry', ['inside_sales']],
  ['Chef des ventes', 'manager', ['sales']],
];

const STRATEGY: Row[] = [
  ['Head of Strategy', 'head', ['strategy']],
  ['BizOps Analyst', 'entry', ['strategy']],
  ['Business Operations Manager', 'manager', ['strategy']],
  ['Strategy & Operations Lead', 'team_lead', ['strategy']],
  ['Responsable Stratégie', 'head', ['strategy']],
  ['Gerente de Estrategia', 'manager', ['strategy']],
];

const areasHold = (title: string, areas: AreaKey[]) => {
  const r = role(title);
  for (const a of areas)
    expect(
      r.areas.some((x) => areaCovers(a, x)),
      `${title}: ${r.areas.join(',')} lacks ${a}`,
    ).toBe(true);
};

describe('title reader: sales channels and strategy in six languages', () => {
  it.each([...SALES, ...STRATEGY])('%s → %s %j', (title, level, areas) => {
    expect(role(title).level).toBe(level);
    areasHold(title, areas);
  });

  it('a strategy consultant stays a consultant, a strategic buyer stays procurement', () => {
    expect(role('Strategy Consultant').areas).not.toContain('strategy');
    expect(role('Strategic Sourcing Manager').areas).toContain('procurement');
  });
});

describe('persona compiler: field vs inside sales, strategy', () => {
  it('field sales without the office-based sellers', () => {
    const def = "Commerciaux terrain, pas les sédentaires ni l'inside sales, managers exclus.";
    expect(matches(def, 'Commercial terrain')).toBe(true);
    expect(matches(def, 'Außendienstmitarbeiter')).toBe(true);
    expect(matches(def, 'Inside Sales Representative')).toBe(false);
    expect(matches(def, 'Account Executive')).toBe(false);
    expect(matches(def, 'Software Engineer')).toBe(false);
  });

  it('a heading names the area its list of sellers belongs to', () => {
    const def = "L'équipe de vente terrain : commerciaux, chargés d'affaires et chefs des ventes.";
    expect(matches(def, 'Vendedor externo')).toBe(true);
    expect(matches(def, 'Inside Sales Representative')).toBe(false);
  });

  it('inside sales in German and Dutch', () => {
    expect(matches('Vertriebsinnendienst, alle Ebenen, ohne Außendienst', 'Innendienstmitarbeiterin Vertrieb')).toBe(true);
    expect(matches('Vertriebsinnendienst, alle Ebenen, ohne Außendienst', 'Außendienstmitarbeiter')).toBe(false);
    expect(matches('Binnendienst verkoop', 'Binnendienstmedewerker')).toBe(true);
  });

  it('BizOps / strategy & operations is an area of operations, not all of operations', () => {
    const def = 'BizOps and strategy & ops people at any level.';
    expect(matches(def, 'Business Operations Analyst')).toBe(true);
    expect(matches(def, 'Head of Strategy')).toBe(true);
    expect(matches(def, 'Office Manager')).toBe(false);
    expect(matches(def, 'Logistics Coordinator')).toBe(false);
    expect(matches('Estrategia y operaciones, cualquier nivel', 'Strategy Manager')).toBe(true);
  });
});

const ENGINEERING: Row[] = [
  ['Engenheiro de Confiabilidade (SRE)', 'entry', ['devops']],
  ['Ingeniero de Plataforma', 'entry', ['devops']],
  ['Plattform-Ingenieur', 'entry', ['devops']],
  ['Engenheira de Infraestrutura', 'entry', ['devops']],
  ['Gerente de Infraestrutura', 'manager', ['devops']],
  ['Gerente de Infraestrutura de TI', 'manager', ['it']],
  ['Machine Learning Engineer', 'entry', ['software']],
  ['Head of AI', 'head', ['data_science']],
  ['KI-Forscherin', 'entry', ['data_science']],
  ['Datenwissenschaftlerin', 'entry', ['data_science']],
];

describe('title reader: engineering areas in six languages', () => {
  it.each(ENGINEERING)('%s → %s %j', (title, level, areas) => {
    expect(role(title).level).toBe(level);
    areasHold(title, areas);
  });
});

describe('persona compiler: grammar of six languages over the tech areas', () => {
  it('engineering next to one of its areas is that area ("engenharia de plataforma", "Plattform-Engineering")', () => {
    for (const def of [
      'SRE e engenharia de plataforma, qualquer nível',
      'Plattform-Engineering und SRE, alle Ebenen',
      'Engenheiros de confiabilidade e seus líderes',
    ]) {
      expect(matches(def, 'Site Reliability Engineer'), def).toBe(true);
      expect(matches(def, 'Backend Developer'), def).toBe(false);
    }
  });

  it('a heading’s "hands-on" holds for its list', () => {
    const def = 'Hands-on DevOps people (ICs): DevOps engineers, SREs, platform and infrastructure engineers.';
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'DevOps Manager')).toBe(false);
  });

  it('Portuguese "em" is a preposition, "EM" an engineering manager', () => {
    expect(matches('Toda a equipe de TI, em qualquer nível', 'Analista de Suporte de TI')).toBe(true);
    expect(matches('Toda a equipe de TI, em qualquer nível', 'Engineering Manager')).toBe(false);
    expect(matches('EMs and senior EMs', 'Engineering Manager')).toBe(true);
  });

  it('"de analistas a gerentes": individual contributors start a range', () => {
    const def = 'A equipe de TI, de analistas a gerentes';
    expect(matches(def, 'Analista de TI')).toBe(true);
    expect(matches(def, 'Gerente de TI')).toBe(true);
    expect(matches(def, 'Diretor de TI')).toBe(false);
  });

  it('interns named as part of an area are that area’s interns', () => {
    expect(matches('Das Data-Science-Team inklusive Werkstudenten', 'Werkstudent Data Science')).toBe(true);
    expect(matches('Das Data-Science-Team inklusive Werkstudenten', 'Werkstudent Marketing')).toBe(false);
    expect(matches('Engineering team including interns', 'Marketing Intern')).toBe(false);
  });

  it('machine learning as a field is data science; French elision splits words', () => {
    expect(matches('Data Science und Machine-Learning-Spezialisten', 'Backend Developer')).toBe(false);
    expect(matches('Data Science und Machine-Learning-Spezialisten', 'Data Scientist')).toBe(true);
    expect(matches("L'équipe data science, pas d'stagiaires", 'Data Scientist')).toBe(true);
  });
});

// Session 11: new wordings of the tech personas' shapes (own paraphrases, not blind sentences).
const IT_TITLES: Row[] = [
  ['Analista de Redes', 'entry', ['it']],
  ['Administrador de Redes', 'entry', ['it']],
  ['Analista de Banco de Dados', 'entry', ['it']],
  ['DBA', 'entry', ['it']],
  ['Functioneel beheerder', 'entry', ['it']],
  ['Hoofd Informatisering', 'head', ['it']],
];

describe('title reader: IT titles in six languages (session 11)', () => {
  it.each(IT_TITLES)('%s → %s %j', (title, level, areas) => {
    expect(role(title).level).toBe(level);
    areasHold(title, areas);
  });

  it('machine learning engineers are software engineers of their own kind', () => {
    for (const t of ['Machine Learning Engineer', 'KI-Entwickler', 'Ingeniero de Machine Learning', 'Senior ML Engineer']) {
      expect(role(t).areas, t).toContain('software');
      expect(role(t).roles, t).toContain('ml_engineer');
    }
    expect(role('Backend Engineer').roles).not.toContain('ml_engineer');
  });
});

describe('persona compiler: tech shapes in six languages (session 11)', () => {
  it('"data scientists and ML engineers" names the ML engineers, not every software engineer', () => {
    for (const def of [
      'Data-Science-Leute: Data Scientists, ML Engineers und Research Scientists, auch Werkstudenten',
      'Data scientists and machine learning engineers, any level',
      'Científicos de datos e ingenieros de machine learning',
    ]) {
      expect(matches(def, 'Data Scientist'), def).toBe(true);
      expect(matches(def, 'Machine Learning Engineer'), def).toBe(true);
      expect(matches(def, 'Backend Developer'), def).toBe(false);
    }
    expect(matches('Data-Science-Team, auch Werkstudenten', 'Werkstudent Marketing')).toBe(false);
    expect(matches('Data-Science-Team, auch Werkstudierende', 'Werkstudentin Data Science')).toBe(true);
    expect(matches('Developers, data and ML engineers', 'Data Engineer')).toBe(true);
    expect(matches('Developers, data and ML engineers', 'Data Analyst')).toBe(false);
  });

  it('senior EMs are the senior rung of engineering managers', () => {
    for (const def of [
      'Senior EMs and up',
      'Senior engineering managers, engineering directors and VPs of engineering',
      'Senior EMs e diretores de engenharia',
    ]) {
      expect(matches(def, 'Senior Engineering Manager'), def).toBe(true);
      expect(matches(def, 'Engineering Manager'), def).toBe(false);
      expect(matches(def, 'Engineering Team Lead'), def).toBe(false);
    }
  });

  it('the engineers who run the infrastructure are DevOps/SRE/platform people, not their leaders nor IT', () => {
    for (const def of [
      'Hands-on engineers who run our infrastructure: DevOps, SRE and platform engineers, no managers',
      'The engineers who keep our infra running, ICs only',
      'Infra engineers and SREs, individual contributors',
    ]) {
      expect(matches(def, 'Site Reliability Engineer'), def).toBe(true);
      expect(matches(def, 'Head of Platform'), def).toBe(false);
      expect(matches(def, 'IT Administrator'), def).toBe(false);
    }
  });

  it('next to IT, "suporte" and "infraestrutura" are parts of IT; "não só", "sem exceção" negate nothing', () => {
    for (const def of [
      'Toda a equipe de TI: suporte, infraestrutura, sysadmins e helpdesk, em qualquer nível',
      'Todos da área de TI, não apenas os líderes: suporte, infraestrutura, sysadmins, helpdesk',
      'Toda a equipe de TI sem exceção: suporte, infraestrutura, sysadmins e helpdesk',
      'A TI inteira (suporte, infraestrutura, sysadmins, helpdesk), sejam estagiários, analistas ou gestores',
      'Todo el equipo de TI: soporte, infraestructura, sysadmins y helpdesk, cualquier nivel',
    ]) {
      expect(matches(def, 'Analista de TI'), def).toBe(true);
      expect(matches(def, 'Gerente de TI'), def).toBe(true);
      expect(matches(def, 'Customer Support Specialist'), def).toBe(false);
      expect(matches(def, 'DevOps Engineer'), def).toBe(false);
    }
    expect(matches('Customer support: suporte ao cliente', 'Customer Support Specialist')).toBe(true);
  });

  it('a heading’s interns and a run of rungs after an area belong to that area', () => {
    expect(matches('Marketing: interns, specialists and managers', 'Marketing Intern')).toBe(true);
    expect(matches('Marketing: interns, specialists and managers', 'Engineering Intern')).toBe(false);
    expect(matches('Data Science, jede Stufe', 'Data Scientist')).toBe(true);
  });
});

describe('persona compiler: ranges and rungs of a whole area (session 12)', () => {
  it('"até a diretoria", "up to director", "da base à diretoria": a range with no start runs from the bottom', () => {
    for (const def of [
      'Toda a área de TI, até a diretoria',
      'A área de TI inteira, da base à diretoria',
      'Toda a área de TI, do estagiário à diretoria',
      'The whole IT department, up to director level',
      'IT people, from the bottom up to directors',
    ]) {
      expect(matches(def, 'Estagiário de TI'), def).toBe(true);
      expect(matches(def, 'Analista de TI'), def).toBe(true);
      expect(matches(def, 'Gerente de TI'), def).toBe(true);
      expect(matches(def, 'Diretor de TI'), def).toBe(true);
      expect(matches(def, 'CIO'), def).toBe(false);
      expect(matches(def, 'Marketing Analyst'), def).toBe(false);
    }
    expect(matches('Marketing people up to the CMO', 'Marketing Coordinator')).toBe(true);
    expect(matches('Marketing people up to the CMO', 'CMO')).toBe(true);
  });

  it('after a list of rungs, "up to X" starts at the lowest rung listed', () => {
    for (const def of ['Support team leads and managers, up to head of support', 'Jefes de soporte y supervisores, hasta el director de soporte']) {
      expect(matches(def, 'Customer Support Team Lead'), def).toBe(true);
      expect(matches(def, 'Head of Customer Support'), def).toBe(true);
      expect(matches(def, 'Customer Support Agent'), def).toBe(false);
    }
  });

  it('Portuguese rung words: gerência, diretoria, gestão, coordenação, especialistas, operational to strategic levels', () => {
    expect(matches('Toda a área de TI, do estagiário à gerência', 'Gerente de TI')).toBe(true);
    expect(matches('Toda a área de TI, do estagiário à gerência', 'Diretor de TI')).toBe(false);
    expect(matches('Todos os funcionários de TI, do nível operacional à liderança', 'Analista de TI')).toBe(true);
    expect(matches('Todos os funcionários de TI, do nível operacional à liderança', 'CIO')).toBe(true);
    expect(matches('TI: especialistas e gestão', 'Gerente de TI')).toBe(true);
    expect(matches('TI: especialistas e gestão', 'Especialista de TI')).toBe(true);
    expect(matches('Gestão de produtos: PMs e POs', 'Product Manager')).toBe(true);
    expect(matches('Gestão de produtos: PMs e POs', 'Gerente de TI')).toBe(false);
  });

  it('rungs from the bottom to the leaders in parentheses after a department are all of it', () => {
    for (const def of ['Equipe de TI completa (júnior, pleno, sênior e liderança)', 'Toda a área de TI, de cima a baixo', 'The IT team from top to bottom']) {
      expect(matches(def, 'Gerente de TI'), def).toBe(true);
      expect(matches(def, 'Analista de TI'), def).toBe(true);
      expect(matches(def, 'CIO'), def).toBe(true);
    }
  });
});

describe('persona compiler: DevOps lists, headings and second negations (session 12)', () => {
  const HANDS_ON_DEVOPS = [
    'Hands-on DevOps/SRE/platform engineers. Not IT admins or helpdesk, not managers.',
    'DevOps/SRE: hands-on engineers, not managers',
    'Hands-on engineers (DevOps, SRE, platform), no managers',
    'Individual contributors in DevOps, SRE and platform engineering',
    'DevOps, SRE and platform engineers who work hands-on on our cloud infrastructure, not managers',
  ];
  it.each(HANDS_ON_DEVOPS)('%s keeps DevOps/SRE/platform ICs only', (def) => {
    expect(matches(def, 'Site Reliability Engineer')).toBe(true);
    expect(matches(def, 'Platform Engineer')).toBe(true);
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'DevOps Manager')).toBe(false);
    expect(matches(def, 'SRE Manager')).toBe(false);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    expect(matches(def, 'IT Administrator')).toBe(false);
  });

  it('a leading condition holds for the list of areas it starts', () => {
    expect(matches('ICs in sales, marketing and support', 'Marketing Manager')).toBe(false);
    expect(matches('ICs in sales, marketing and support', 'Marketing Specialist')).toBe(true);
  });

  it('a second "not" starts its own exclusion: "not IT admins, not managers" keeps IT managers out of the first', () => {
    const c = compilePersona('DevOps engineers. Not IT admins or helpdesk, not managers.');
    expect(c.criteria.exclude.find((e) => e.text === 'it admins')?.levels).toEqual([]);
  });
});

describe('persona compiler: "managers" is the manager rung, not team leads (session 12)', () => {
  it.each(['IT managers', 'IT-managers en hoofden ICT', 'Gerentes de TI', 'Customer success managers and above'])('%s keeps no team lead', (def) => {
    expect(matches(def, 'Teamleider IT')).toBe(false);
    expect(matches(def, 'Customer Success Team Lead')).toBe(false);
  });
  it('team leads named with the managers, or "middle managers", still count', () => {
    expect(matches('IT managers and team leads', 'Teamleider IT')).toBe(true);
    expect(matches('Middle managers in IT', 'Teamleider IT')).toBe(true);
    expect(matches('IT managers', 'IT-manager')).toBe(true);
    expect(matches('Hoofd IT en IT-managers', 'Hoofd ICT')).toBe(true);
  });
});

describe('persona compiler: "toute la DSI" and a trailing "heads" after person nouns (session 12)', () => {
  it('"toute la DSI", "de la DSI" are the IT department; "le DSI" and a bare "la DSI" the CIO', () => {
    expect(matches('Toute la DSI, tous niveaux', 'Analyste informatique')).toBe(true);
    expect(matches('Les responsables de la DSI', 'Responsable informatique')).toBe(true);
    expect(matches('Le DSI', 'Analyste informatique')).toBe(false);
    expect(matches('Le RSSI et la DSI', 'Analyste informatique')).toBe(false);
    expect(matches('Le RSSI et la DSI', 'CIO')).toBe(true);
  });
  it('"recruiters, sourcers and their managers and heads" keeps the recruiters too', () => {
    const def = 'Recruiters, sourcers and their managers and heads';
    expect(matches(def, 'Technical Recruiter')).toBe(true);
    expect(matches(def, 'Head of Talent Acquisition')).toBe(true);
    expect(matches(def, 'Head of Marketing')).toBe(false);
    expect(matches('Engineers and designers, senior and above', 'Junior Designer')).toBe(false);
  });
});

describe('persona compiler: who runs an area, in Dutch, German, French and Portuguese (session 12)', () => {
  it.each(['Wie IT aanstuurt', 'Eindverantwoordelijken IT', 'Wer die IT verantwortet', 'Quem comanda a TI'])('%s is IT’s leaders, not all of IT', (def) => {
    expect(matches(def, 'Hoofd IT')).toBe(true);
    expect(matches(def, 'Systeembeheerder')).toBe(false);
  });
});

describe('persona compiler: a leading "senior" holds for the list it starts (session 12)', () => {
  it('"Senior hands-on DevOps and SRE engineers" are senior ICs of both', () => {
    const def = 'Senior hands-on DevOps and SRE engineers, not managers';
    expect(matches(def, 'Senior Site Reliability Engineer')).toBe(true);
    expect(matches(def, 'Site Reliability Engineer')).toBe(false);
    expect(matches(def, 'SRE Manager')).toBe(false);
    expect(matches('Senior engineers and designers', 'Junior Designer')).toBe(false);
    expect(matches('Senior engineers and designers', 'Senior Product Designer')).toBe(true);
  });
});

describe('persona compiler: "(não só a liderança)" adds to the piece before it (session 12)', () => {
  it.each(['Todo mundo da área de TI (não só a liderança)', 'Everyone in IT (not only the leaders)'])('%s keeps all of IT', (def) => {
    expect(matches(def, 'Analista de TI')).toBe(true);
    expect(matches(def, 'Diretor de TI')).toBe(true);
    expect(matches(def, 'Marketing Analyst')).toBe(false);
  });
});

describe('persona compiler: several trailing qualifiers, ranges and rung words shared by a list (session 13)', () => {
  it.each([
    'Hands-on DevOps, SRE and platform engineers, senior level and above, still hands-on',
    'DevOps and SRE engineers, senior and above, employees only',
    'DevOps engineers, senior level and above, employees only, no contractors',
  ])('%s: every trailing qualifier applies, none stands alone', (def) => {
    expect(matches(def, 'Senior DevOps Engineer')).toBe(true);
    expect(matches(def, 'DevOps Engineer')).toBe(false);
    expect(matches(def, 'Senior Software Engineer')).toBe(false);
    expect(matches(def, 'Head of Marketing')).toBe(false);
  });
  it('"from junior to staff" ends at the staff rung; "at any level from junior to principal" is a range for the whole list', () => {
    for (const def of ['DevOps and SRE engineers, from junior to staff', 'DevOps and SRE engineers at any level from junior to principal']) {
      expect(matches(def, 'DevOps Engineer'), def).toBe(true);
      expect(matches(def, 'Senior Site Reliability Engineer'), def).toBe(true);
      expect(matches(def, 'SRE Manager'), def).toBe(false);
      expect(matches(def, 'Junior Accountant'), def).toBe(false);
    }
  });
  it.each(['Junior or senior DevOps engineers', 'Mid-level and senior DevOps engineers', 'Junior and mid-level developers'])(
    '%s: the rung words share the noun after them',
    (def) => {
      expect(matches(def, 'Junior Accountant')).toBe(false);
      expect(matches(def, 'Marketing Specialist')).toBe(false);
    },
  );
  it('"mid-level or senior DevOps engineers" keeps both rungs of DevOps', () => {
    expect(matches('Mid-level or senior DevOps engineers', 'DevOps Engineer')).toBe(true);
    expect(matches('Mid-level or senior DevOps engineers', 'Senior DevOps Engineer')).toBe(true);
  });
});

describe('title reader: security, platform and cloud titles (session 13)', () => {
  const SECURITY: Row[] = [
    ['IAM Engineer', 'entry', ['security']],
    ['Identity Engineer', 'entry', ['security']],
    ['Incident Responder', 'entry', ['security']],
    ['CSIRT Analyst', 'entry', ['security']],
    ['Forensic Analyst', 'entry', ['security']],
    ['Malware Analyst', 'entry', ['security']],
    ['Informatiebeveiliger', 'entry', ['security']],
    ['Manager Informatiebeveiliging', 'manager', ['security']],
    ['Ingénieur SSI', 'entry', ['security']],
    ['Responsable SSI', 'head', ['security']],
    ['ISMS Manager', 'manager', ['security']],
    ['SIEM Engineer', 'entry', ['security']],
    ['Firewall Engineer', 'entry', ['security']],
    ['PKI Engineer', 'entry', ['security']],
    ['Detection Engineer', 'entry', ['security']],
    ['Zero Trust Architect', 'entry', ['security']],
    ['Information Assurance Analyst', 'entry', ['security']],
  ];
  const PLATFORM: Row[] = [
    ['Head of Platform', 'head', ['devops']],
    ['Platform Lead', 'team_lead', ['devops']],
    ['VP of Platform', 'vp', ['devops']],
    ['Teamlead Cloud', 'team_lead', ['devops']],
    ['Coordenador de Plataforma', 'team_lead', ['devops']],
    ['Responsable Plateforme', 'head', ['devops']],
    ['Jefe de Plataforma', 'head', ['devops']],
    ['Cloud Architect', 'entry', ['devops']],
    ['Ingénieur Cloud', 'entry', ['devops']],
    ['Infra Lead', 'team_lead', ['it']],
  ];
  it.each([...SECURITY, ...PLATFORM])('%s → %s %j', (title, level, areas) => {
    expect(role(title).level).toBe(level);
    areasHold(title, areas);
  });
  it('others stay where they were', () => {
    expect(role('Forensic Accountant').areas).toContain('accounting');
    expect(role('Brand Identity Designer').areas).not.toContain('security');
    expect(role('Platform Product Manager').areas).not.toContain('devops');
    expect(role('Salesforce Platform Developer').areas).not.toContain('devops');
    expect(role('Responsable Plateforme Logistique').areas).not.toContain('devops');
    expect(role('Cloud Account Executive').areas).not.toContain('devops');
    expect(role('Beveiliger').areas).not.toContain('security');
  });
});

describe('persona compiler: Dutch "leiding geven", a rung a range leaves out (session 13)', () => {
  it.each(['Iedereen die leiding geeft binnen de IT-afdeling', 'Iedereen in de IT met personeelsverantwoordelijkheid'])('%s: IT’s people managers', (def) => {
    expect(matches(def, 'Teamleider ICT')).toBe(true);
    expect(matches(def, 'Hoofd IT')).toBe(true);
    expect(matches(def, 'Systeembeheerder')).toBe(false);
  });
  it('"de baas van IT" is IT’s leaders', () => {
    expect(matches('De baas van IT', 'Hoofd IT')).toBe(true);
    expect(matches('De baas van IT', 'Systeembeheerder')).toBe(false);
  });
  it('"Leidinggevende ICT" is a manager', () => {
    expect(role('Leidinggevende ICT').level).toBe('manager');
  });
  it('"excluding team leads, managers and above" excludes the team leads too', () => {
    const def = 'DevOps engineers, excluding team leads, managers and above';
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'DevOps Team Lead')).toBe(false);
    expect(matches(def, 'Head of DevOps')).toBe(false);
  });
});

describe('persona compiler: a rung or range alone in parentheses narrows the piece; ranges ending at "senior" (session 13)', () => {
  it.each(['Hands-on DevOps engineers (senior and up), not managers', 'Hands-on DevOps engineers (seniors only)'])('%s: senior DevOps ICs only', (def) => {
    expect(matches(def, 'Senior DevOps Engineer')).toBe(true);
    expect(matches(def, 'DevOps Engineer')).toBe(false);
  });
  it('"Engineers from junior to senior" keeps both rungs and no managers', () => {
    const def = 'Engineers from junior to senior';
    expect(matches(def, 'Software Engineer')).toBe(true);
    expect(matches(def, 'Senior Software Engineer')).toBe(true);
    expect(matches(def, 'Engineering Manager')).toBe(false);
  });
  it('"internal only" keeps employees, "no agency" drops contractors', () => {
    expect(matches('Hands-on DevOps engineers, internal only', 'Freelance DevOps Engineer')).toBe(false);
    expect(matches('Hands-on DevOps engineers, internal only', 'DevOps Engineer')).toBe(true);
    expect(matches('Hands-on DevOps engineers, no agency people', 'DevOps Engineer (Contract)')).toBe(false);
  });
});

describe('persona compiler: seniority words in six languages, technical leadership (session 13)', () => {
  it.each([
    'Seasoned hands-on DevOps engineers',
    'Ervaren DevOps-engineers',
    'Erfahrene DevOps-Engineers, die selbst Hand anlegen',
    'Ingénieurs DevOps confirmés',
    'Ingénieurs DevOps expérimentés, pas de managers',
    'Engenheiros DevOps experientes, mão na massa',
    'Engenheiros DevOps sêniores',
    'DevOps engineers above junior level who are still hands-on',
    'Non-junior hands-on DevOps engineers',
  ])('%s: senior DevOps, not the juniors', (def) => {
    expect(matches(def, 'Senior DevOps Engineer')).toBe(true);
    expect(matches(def, 'DevOps Engineer')).toBe(false);
    expect(matches(def, 'Senior Accountant')).toBe(false);
  });
  it.each(['Liderança técnica de plataforma e SRE', 'Technical leadership of platform and SRE'])('%s: platform tech leads and leaders', (def) => {
    expect(matches(def, 'Tech Lead Platform')).toBe(true);
    expect(matches(def, 'Head of Platform')).toBe(true);
    expect(matches(def, 'Platform Engineer')).toBe(false);
  });
});

describe('persona compiler: Dutch IT responsibility, decisions and budgets (session 13)', () => {
  it.each(['IT-verantwoordelijken', 'De verantwoordelijke voor IT of ICT', 'Leiding van de IT-afdeling', 'Wie beslist over IT'])(
    '%s: IT’s leaders, not all of IT',
    (def) => {
      expect(matches(def, 'Hoofd IT')).toBe(true);
      expect(matches(def, 'Systeembeheerder')).toBe(false);
    },
  );
  it('"IT-budgethouders" are IT’s budget holders', () => {
    expect(matches('IT-budgethouders', 'IT Director')).toBe(true);
    expect(matches('IT-budgethouders', 'Systeembeheerder')).toBe(false);
  });
});

describe('persona compiler: a trailing run of IC rung words is one qualifier (session 13)', () => {
  it.each(['Engenheiros de SRE, plenos e sêniores', 'SRE engineers, mid-level and senior', 'Developers, juniors and seniors'])(
    '%s: nobody outside the area',
    (def) => {
      expect(matches(def, 'Marketing Specialist')).toBe(false);
      expect(matches(def, 'Junior Accountant')).toBe(false);
    },
  );
  it('"Engenheiros de SRE, plenos e sêniores" keeps both rungs of SRE', () => {
    expect(matches('Engenheiros de SRE, plenos e sêniores', 'Site Reliability Engineer')).toBe(true);
    expect(matches('Engenheiros de SRE, plenos e sêniores', 'Senior SRE')).toBe(true);
    expect(matches('Engenheiros de SRE, plenos e sêniores', 'SRE Manager')).toBe(false);
  });
});
