// Session 50: "and where there is neither, whoever runs IT" is a second fallback (six languages), never an exclusion; ad ops,
// programmatic traders and an agency's traders are media buying; campaign managers and information security officers are
// kinds of title; instructional designers teach; the French and Portuguese creative director is no CEO; a condition that
// names the company's industry in its words ("e-learning platforms") is about it. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerVerdict } from '../../src/matching/sectors.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('"where there is neither" is a second fallback (s50)', () => {
  it('chains the IT leaders behind the security manager, behind the CISO, and excludes nobody', () => {
    const c = read('Our buyer is the CISO. Where there is no CISO, the information security manager; and where there is neither, the head of IT.');
    expect(c.exclude).toEqual([]);
    const it = c.include.find((s) => s.areas.includes('it'));
    const sec = c.include.find((s) => s.areas.includes('security') && s.levels.includes('manager'));
    expect(it?.fallback_for).toBe(c.include.indexOf(sec!));
    expect(sec?.fallback_for).toBeDefined();
  });

  it.each([
    'Der CFO; sonst die Leitung Controlling; und wo es keinen von beiden gibt, die Geschäftsführung.',
    "Le DAF ; à défaut, le contrôleur de gestion ; et s'il n'y a ni l'un ni l'autre, le directeur général.",
    'El director financiero; si no hay, el controller; y si no hay ninguno de los dos, el director general.',
    'O diretor financeiro; se não houver, o controller; e se não houver nenhum dos dois, o diretor geral.',
    'De CFO; anders de controller; en als er geen van beide is, de algemeen directeur.',
  ])('reads the chain in "%s"', (definition) => {
    const { criteria, warnings } = compilePersona(definition);
    expect(warnings.filter((w) => w.code === 'not_applied')).toEqual([]);
    const ceo = criteria.include.find((s) => s.roles.includes('ceo'));
    const controller = criteria.include.find((s) => s.areas.includes('controlling'));
    expect(ceo?.fallback_for).toBe(criteria.include.indexOf(controller!));
    expect(controller?.fallback_for).toBe(criteria.include.findIndex((s) => s.roles.includes('cfo')));
  });

  it('keeps the head of IT out where a CISO is held, and in where neither seat is', () => {
    const definition = 'The CISO. Where there is no CISO, the information security manager; and where there is neither, the head of IT.';
    const company = { name: 'Acme Software Ltd', industry: 'Software Development', employees: 90 };
    const persona = { slug: 't', name: 't', definition, company };
    expect(judgeProfile(persona, makeProfile('x', [{ title: 'Head of IT' }])).match).toBe(true);
  });
});

describe('ad ops and programmatic trading are media buying (s50)', () => {
  it.each(['Ad Ops Specialist', 'Ad Operations Manager', 'Head of Ad Ops', 'Trader programmatique', 'Especialista en Programática'])(
    '"%s" is media buying, no operations or energy trading',
    (title) => {
      const areas = roleOf(title)?.areas ?? [];
      expect(areas).not.toContain('operations');
      expect(areas).not.toContain('trading');
      expect(areas).toContain('marketing');
    },
  );
  it.each(['Energy Trader', 'Operations Manager'])('"%s" keeps its area', (title) => {
    expect(roleOf(title)?.areas).not.toContain('media_buying');
  });
  it.each(['ad ops', 'traders programmatiques', 'programmatic traders', 'AdOps'])('reads "%s" in a persona as media buying', (words) => {
    expect(read(`Chez les agences : ${words}.`).include[0]?.areas).toEqual(['media_buying']);
  });
  it("reads an agency's head of trading as media buying", () => {
    const agency = { name: 'Pubmedia SAS', industry: 'Advertising Services', employees: 80 };
    const keeps = (title: string) =>
      judgeProfile({ slug: 't', name: 't', definition: 'Media buying: programmatic traders and their heads.', company: agency }, makeProfile('x', [{ title }]))
        .match;
    expect(keeps('Head of Trading')).toBe(true);
    expect(keeps('Paid Media Manager')).toBe(true);
    expect(keeps('Head of Finance')).toBe(false);
  });
});

describe('campaign managers and information security officers are kinds of title (s50)', () => {
  it.each(['Campaign Manager', 'Chargée de campagnes', 'Kampagnenmanager'])('"%s" is a campaign manager', (title) =>
    expect(roleOf(title)?.roles).toContain('campaign_manager'),
  );
  it('reads "campaign managers" as the kind, not every manager of marketing', () => {
    const c = read('Campaign managers.');
    expect(c.include[0]?.roles).toEqual(['campaign_manager']);
    const keeps = (title: string) => judgeProfile({ slug: 't', name: 't', definition: 'Campaign managers.' }, makeProfile('x', [{ title }])).match;
    expect(keeps('Campaign Manager')).toBe(true);
    expect(keeps('Marketing Manager')).toBe(false);
    expect(keeps('Content Marketer')).toBe(false);
  });
  it.each([
    'Informationssicherheitsbeauftragter',
    'ISB',
    'Information Security Officer',
    'IT-Sicherheitsbeauftragte',
    'Information Security Manager',
    'IT-Sicherheitsmanagerin',
    'Responsable de Seguridad de la Información',
    'Responsável de Segurança da Informação',
  ])('"%s" is an information security officer', (title) => expect(roleOf(title)?.roles).toContain('security_officer'));
  it.each(['SOC Analyst', 'Security Engineer', 'Security Officer', 'Pentester', 'Head of Information Security', 'CISO'])(
    '"%s" is no information security officer',
    (title) => expect(roleOf(title)?.roles ?? []).not.toContain('security_officer'),
  );
  it('keeps the ISB, not the SOC analysts', () => {
    const keeps = (title: string) =>
      judgeProfile({ slug: 't', name: 't', definition: 'Informationssicherheitsbeauftragte (ISB).' }, makeProfile('x', [{ title }])).match;
    expect(keeps('Informationssicherheitsbeauftragter')).toBe(true);
    expect(keeps('SOC Analyst')).toBe(false);
    expect(keeps('Security Engineer')).toBe(false);
  });
});

describe('instructional designers teach; a creative director is no CEO (s50)', () => {
  it.each(['Instructional Designer', 'Designer Instrucional', 'Learning Designer', 'Designer Educacional', 'Tutora EAD', 'Roteirista de Cursos'])(
    '"%s" is education',
    (title) => expect(roleOf(title)?.areas).toEqual(['education']),
  );
  it.each(['instructional designers', 'designers instrucionais', 'concepteurs pédagogiques', 'diseñadores instruccionales'])(
    'reads "%s" as education, no product designers',
    (words) => expect(read(`${words}.`).include[0]?.areas).toEqual(['education']),
  );
  it.each(['le directeur créatif', 'o diretor criativo', 'the creative director'])('reads "%s" as design leadership, no CEO', (words) => {
    const s = read(`${words}.`).include[0];
    expect(s?.roles).not.toContain('ceo');
    expect(s?.areas).toEqual(['design']);
  });
});

describe('a condition naming the company industry in its words is about it (s50)', () => {
  it('keeps an "E-learning" company inside "e-learning platforms", in any language', () => {
    for (const definition of ['Nas plataformas de e-learning: tutores.', 'At e-learning companies: tutors.']) {
      const employer = read(definition).employer;
      expect(employer?.sectors).toEqual(['schools']);
      expect(employerVerdict(employer, { name: 'Cursa Ltda', industry: 'E-learning', employees: 120, about: 'Cursos online para empresas.' }).kind).toBe(
        'inside',
      );
    }
  });
  it('still leaves a company of another business outside', () => {
    const employer = read('At e-learning companies: tutors.').employer;
    expect(employerVerdict(employer, { name: 'Banco X', industry: 'Banking', employees: 120, about: '' }).kind).toBe('outside');
  });
});

describe('SOC analysts are a kind of title; product analysts analyse (s50)', () => {
  it.each(['SOC Analyst L2', 'SOC-Analystin', 'Security Analyst (SOC)', 'Threat Hunter', 'Analystin Security Operations Center'])(
    '"%s" is a SOC analyst',
    (title) => expect(roleOf(title)?.roles).toContain('soc_analyst'),
  );
  it.each(['Security Engineer', 'Analista de Segurança', 'SOC manager'])('"%s" is no SOC analyst', (title) =>
    expect(roleOf(title)?.roles ?? []).not.toContain('soc_analyst'),
  );
  it('leaves out the SOC analysts, not the security engineers and analysts', () => {
    const definition = 'Segurança da informação: engenheiros e analistas de segurança; não os analistas de SOC.';
    const keeps = (title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
    expect(keeps('Analista de Segurança')).toBe(true);
    expect(keeps('Security Engineer')).toBe(true);
    expect(keeps('SOC Analyst')).toBe(false);
    expect(keeps('Threat Hunter')).toBe(false);
  });
  it.each(['product analisten', 'Produktanalysten', 'analistas de producto', 'product analysts'])('reads "%s" as analytics, no product managers', (words) =>
    expect(read(`${words}.`).include[0]?.areas).toEqual(['analytics']),
  );
  it('reads the title "Productanalist" as analytics', () => expect(roleOf('Productanalist')?.areas).toEqual(['analytics']));
});

describe('a range from an individual contributor up to a chief, after the areas (s50)', () => {
  it.each([
    'Controlling and FP&A, from analyst to CFO.',
    'Controlling en FP&A, van analist tot CFO.',
    'Function: Finance — controlling and FP&A | Level: analyst to CFO',
  ])('keeps the areas from their first rung up, and the chief, in "%s"', (definition) => {
    const c = read(definition);
    const areas = c.include.flatMap((s) => s.areas);
    expect(areas).not.toContain('finance');
    expect(areas).toEqual(expect.arrayContaining(['controlling', 'fpa']));
    expect(c.include.some((s) => s.roles.includes('cfo'))).toBe(true);
    const keeps = (title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
    expect(keeps('Financial Controller')).toBe(true);
    expect(keeps('FP&A Analyst')).toBe(true);
    expect(keeps('CFO')).toBe(true);
    expect(keeps('Accountant')).toBe(false);
  });
  it('keeps a range below a chief in its own reading', () => {
    const c = read('Function: DevOps / SRE | Seniority: IC to Head of Platform');
    expect(c.include.some((s) => s.levels.includes('head') && s.areas.includes('devops'))).toBe(true);
  });
});

describe("a heading's area does not narrow the head of the wider area; the testers' leads (s50)", () => {
  it('reads "whoever heads HR" under an L&D heading as the head of HR', () => {
    const c = read('L&D: training managers and analysts, and whoever heads HR; not recruiting.');
    const head = c.include.find((s) => s.text.includes('hr'));
    expect(head?.areas).toEqual(['human_resources']);
    expect(c.include.find((s) => s.text.includes('training managers'))?.areas).toEqual(['learning']);
  });
  it('still narrows the managers of the function under a narrower heading', () => {
    const c = read('Field sales team: salespeople and sales managers.');
    expect(c.include.every((s) => s.areas.every((a) => a === 'field_sales'))).toBe(true);
  });
  it.each(['QA leads', 'test managers', 'os líderes de QA'])('reads "%s" as the testers at the leading rungs', (words) => {
    const s = read(`${words}.`).include[0];
    expect(s?.roles).toEqual(['qa_tester']);
    expect(s?.levels).toContain('team_lead');
    expect(s?.levels).not.toContain('entry');
    const keeps = (title: string) => judgeProfile({ slug: 't', name: 't', definition: `${words}.` }, makeProfile('x', [{ title }])).match;
    expect(keeps('QA Lead')).toBe(true);
    expect(keeps('QA Engineer')).toBe(false);
    expect(keeps('Engineering Manager')).toBe(false);
  });
});

describe('", and …" after a fallback is the next item; hardware and firmware titles (s50)', () => {
  it.each([
    'The CFO or, failing that, the finance manager, and the works council members.',
    'Le DAF ou, à défaut, le contrôleur de gestion, et les élus du CSE.',
    'Der CFO, sonst der Leiter Finanzen, und die Betriebsräte.',
  ])('keeps the works council wherever it is in "%s"', (definition) => {
    const c = read(definition);
    const council = c.include.find((s) => s.roles.includes('works_council'));
    expect(council).toBeDefined();
    expect(council?.fallback_for).toBeUndefined();
    expect(c.include.some((s) => s.fallback_for !== undefined)).toBe(true);
  });
  it('keeps two people standing in said without a comma', () => {
    const c = read('The CFO; otherwise the finance manager and the controller.');
    expect(c.include.filter((s) => s.fallback_for !== undefined)).toHaveLength(2);
  });
  it('reads "le ou la" as one article', () => {
    expect(compilePersona('le ou la responsable RH.').warnings).toEqual([]);
  });
  it.each(['Head of Hardware', 'Hardwareentwickler', 'Elektronikentwicklerin', 'Engenheiro de Hardware', 'Head de Hardware'])('"%s" is hardware', (title) =>
    expect(roleOf(title)?.areas).toEqual(['hardware']),
  );
  it.each(['Embedded Software Engineer', 'Firmware-Entwicklerin', 'Embedded Engineer'])('"%s" is hardware and software', (title) =>
    expect(roleOf(title)?.areas).toEqual(['hardware', 'software']),
  );
  it.each(['Software Engineer', 'Backend-Entwickler', 'Leiterin Entwicklung'])('"%s" stays software', (title) =>
    expect(roleOf(title)?.areas).toEqual(['software']),
  );
});

describe('a size heading, people said "also" in parentheses, "Prokurist (ppa.)" (s50)', () => {
  it('reads the list after a size heading as defining its heading', () => {
    const c = read('At the companies with over 100 people: procurement and legal — heads of procurement, buyers, the GC and in-house counsel.');
    expect(c.employer?.employees).toEqual({ min: 101 });
    expect(c.include.some((s) => s.areas.join() === 'legal' && !s.levels.length)).toBe(false);
    expect(c.include.some((s) => s.roles.includes('general_counsel'))).toBe(true);
  });
  it('reads people said "also" in parentheses as more people, no condition', () => {
    const c = read('Geschäftsführung (auch geschäftsführende Gründer und Gesellschafter), CFO.');
    const ceo = c.include.find((s) => s.roles.includes('ceo'));
    expect(ceo?.traits).toEqual([]);
    expect(c.include.some((s) => s.traits.includes('owner'))).toBe(true);
    expect(read('Geschäftsführung (nur Gesellschafter)').include[0]?.traits).toEqual(['owner']);
  });
  it('reads "Prokurist (ppa.)" as no energy originator', () => {
    expect(roleOf('Prokurist (ppa.)')?.areas).not.toContain('trading');
    expect(roleOf('PPA Manager')?.areas).toContain('trading');
  });
});

describe("an agency's paid-media people stay growth (s50)", () => {
  const agency = { name: 'Pubmedia SAS', industry: 'Advertising Services', employees: 80 };
  const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: agency }, makeProfile('x', [{ title }])).match;
  it('keeps a paid media specialist at an agency among the growth marketers and the media buyers', () => {
    expect(keeps('Growth and performance marketers.', 'Paid Media Specialist')).toBe(true);
    expect(keeps('Media buying: programmatic traders.', 'Paid Media Specialist')).toBe(true);
  });
});

describe('a seat named under a narrower heading stays narrowed (s50 guard)', () => {
  it("reads the winery's production head under a winemaking heading as winemaking", () => {
    const c = read('Enologia e adega: enólogos e adegeiros, e o responsável de produção da quinta.');
    expect(c.include.find((s) => s.text.includes('producao'))?.areas).toEqual(['winemaking']);
  });
});
