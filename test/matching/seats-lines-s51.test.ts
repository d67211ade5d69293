// Session 51: the CISO's seat a fallback stands in for is held by a security executive whose title does not say CISO ("VP
// Security"); "their sales managers" of account executives manage that line, not partnerships; "sus jefes de ventas" are
// sales managers, not "their bosses" of no area; recruiters of IT, GRC analysts, workplace IT and skills development are
// read by what they do. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { employerVerdict } from '../../src/matching/sectors.js';
import { makeProfile, memorySource } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const run = async (roster: Array<[string, string] | [string, string, string]>, definition: string) =>
  (await findTargetPeople(memorySource(roster), new RulesMatcher(), { slug: 't', name: 't', definition }, 1)).ranked.map((p) => p.person_ref).sort();

describe("the CISO's seat is held by the security executive (s51)", () => {
  const d = 'Our buyer is the CISO. Where there is no CISO, the information security manager; and where there is neither, the IT manager.';
  it('reads the seat as the top of security from VP up', () => {
    const seat = read(d).include[0];
    expect(seat).toMatchObject({ areas: ['security'], rung: 'top' });
    expect(seat?.levels).toContain('vp');
    expect(seat?.levels).toContain('c_level');
    expect(seat?.levels).not.toContain('head');
  });
  it('a VP Security holds it: the fallbacks stand down', async () => {
    expect(
      await run(
        [
          ['v', 'VP Security'],
          ['m', 'Information Security Manager'],
          ['i', 'IT Manager'],
        ],
        d,
      ),
    ).toEqual(['v']);
  });
  it('a CISO above a VP Security is the one kept', async () => {
    expect(
      await run(
        [
          ['c', 'Chief Information Security Officer'],
          ['v', 'VP, Information Security'],
        ],
        d,
      ),
    ).toEqual(['c']);
  });
  it('a head of security does not hold it (the labels keep the fallback beside one)', async () => {
    expect(
      await run(
        [
          ['h', 'Head of Security Engineering'],
          ['i', 'IT Manager'],
        ],
        d,
      ),
    ).toEqual(['i']);
  });
  it('a CISO named in a list, with no fallback, stays the named role', () => {
    expect(read('CISO, heads of security and security managers.').include[0]?.roles).toEqual(['ciso']);
  });
});

describe("the managers of one line are that line's (s51)", () => {
  it('"AEs and their sales managers" leaves out partnership and key-account managers', async () => {
    const d = 'Account executives and their sales managers.';
    const roster: Array<[string, string]> = [
      ['ae', 'Account Executive'],
      ['sm', 'Sales Manager'],
      ['pm', 'Alliances Manager'],
      ['kam', 'Head of Key Accounts'],
    ];
    expect(await run(roster, d)).toEqual(['ae', 'sm']);
  });
  it('a range to the chief after them keeps the function whole', () => {
    const c = read('Account executives and their sales managers, up to the VP Sales.');
    expect(c.include.some((s) => s.areas.includes('sales') && s.levels.includes('vp'))).toBe(true);
  });
  it.each([
    ['Ejecutivos de cuentas y sus jefes de ventas, hasta el director comercial.', 'es'],
    ['Executivos de contas e os seus chefes de vendas, até o diretor comercial.', 'pt'],
  ])('"%s" reads the bosses of sales as a rung range, not everyone below the director', (d) => {
    const bosses = read(d).include.find((s) => s.levels.includes('director'));
    expect(bosses?.levels).not.toContain('entry');
    expect(bosses?.levels).not.toContain('intern');
    expect(bosses?.areas).toEqual(['sales']);
  });
  it('"y sus jefes" alone stays their bosses', () => {
    const bosses = read('SDRs y sus jefes.').include[1];
    expect(bosses?.levels).toContain('team_lead');
  });
});

describe('titles read by what they do (s51)', () => {
  it.each(['IT Recruiter', 'Reclutador TI', 'Recrutador de TI', 'IT-Recruiterin', 'Recruteur IT'])('"%s" is recruiting, not IT', (title) => {
    expect(roleOf(title)?.areas).toEqual(['recruiting']);
  });
  it.each(['GRC Analyst', 'GRC-analist', 'Analyste GRC'])('"%s" is security', (title) => {
    expect(roleOf(title)?.areas).toEqual(['security']);
  });
  it.each(['Financial Crime Analyst', 'Analista de Prevenção à Lavagem de Dinheiro'])('"%s" is compliance', (title) => {
    expect(roleOf(title)?.areas).toEqual(['compliance']);
  });
  it.each(['Workplace Support Technician', 'Técnica de Suporte Informático', 'Técnico de Soporte Informático'])('"%s" is IT', (title) => {
    expect(roleOf(title)?.areas).toEqual(['it']);
  });
  it('"Chargé de développement des compétences" is L&D, "Chargée de développement commercial" sells', () => {
    expect(roleOf('Chargé de développement des compétences')?.areas).toEqual(['learning']);
    expect(roleOf('Chargée de développement commercial')?.areas).toContain('new_business');
  });
});

describe("an agency's recruiters are no in-house recruiters (s51)", () => {
  it.each([
    'Recruiters. Geen bureau-recruiters.',
    'Recruiter. Keine Agentur-Recruiter.',
    'Recruteurs. Pas de recruteurs de cabinet.',
    'Reclutadores. Sin reclutadores de agencia.',
    'Recrutadores. Sem recrutadores de agência.',
    'Recruiters. No external recruiters.',
  ])('"%s" leaves the in-house recruiters in', (d) => {
    const c = read(d);
    expect(c.exclude[0]?.areas).toEqual(['agency_recruiting']);
    expect(c.include[0]?.areas).toEqual(['recruiting']);
  });
});

describe("a fallback's top may be a team lead (s51)", () => {
  const d = 'Recruiters and their TA lead; where there is no TA lead, whoever runs HR.';
  it('where HR is led by a team lead, that team lead stands in', async () => {
    expect(
      await run(
        [
          ['r', 'Recruiter'],
          ['h', 'HR Team Lead'],
          ['g', 'HR Generalist'],
        ],
        d,
      ),
    ).toEqual(['h', 'r']);
  });
  it('a head of HR above the team lead is the one kept', async () => {
    expect(
      await run(
        [
          ['r', 'Recruiter'],
          ['h', 'HR Team Lead'],
          ['x', 'Head of People'],
        ],
        d,
      ),
    ).toEqual(['r', 'x']);
  });
  it('"whoever runs HR" said on its own stays from the manager rung up', () => {
    expect(read('Whoever runs HR.').include[0]?.levels).not.toContain('team_lead');
  });
});

describe("customers' onboarding is a kind of title in customer success (s51)", () => {
  it.each(['Customer success. Not onboarding.', 'Fonction : Customer Success | Exclure : support, onboarding, freelances'])(
    '"%s" leaves out the onboarding specialists, not the CSMs',
    async (d) => {
      const roster: Array<[string, string]> = [
        ['csm', 'Customer Success Manager'],
        ['ob', 'Customer Onboarding Specialist'],
        ['ob2', 'Analista de Onboarding'],
      ];
      expect(await run(roster, d)).toEqual(['csm']);
    },
  );
  it.each([
    ['Supplier Onboarding Manager', false],
    ['HR Onboarding Coordinator', false],
    ['Onboarding Manager', true],
  ])('"%s" is of the kind: %s', (title, kind) => {
    expect(readPerson(makeProfile('x', [{ title }])).roles[0]?.roles.includes('customer_onboarding')).toBe(kind);
  });
  it('"Customer Sucess Manager" is a customer success manager', () => {
    expect(roleOf('Customer Sucess Manager')?.areas).toEqual(['customer_success']);
  });
});

describe('team leads and the head of one area name the managers between them (s51)', () => {
  it('"CS team leads and whoever heads CS" keeps the CS managers', () => {
    const leads = read('CSMs, CS team leads and whoever heads CS.').include.find((s) => s.levels.includes('team_lead'));
    expect(leads?.levels).toContain('manager');
    expect(leads?.levels).toContain('head');
  });
  it('team leads of one area and the head of another stay apart', () => {
    const c = read('Support team leads and the head of sales.');
    expect(c.include.find((s) => s.areas.includes('customer_support'))?.levels).not.toContain('manager');
  });
});

describe("an industry no list names is settled by the company's own words (s51)", () => {
  const marketplaces = { sectors: ['marketplaces' as const], except: [], text: 'marketplaces' };
  it('"Software para telecomunicações" that says nothing of a marketplace is outside marketplaces', () => {
    const company = {
      name: 'Redfield Telecom Software',
      industry: 'Software para telecomunicações',
      employees: 120,
      about: 'Billing and provisioning for telecom operators.',
    };
    expect(employerVerdict(marketplaces, company).kind).toBe('outside');
  });
  it('one whose own words say marketplace is inside', () => {
    const company = { name: 'Feria Digital', industry: 'Software para telecomunicações', employees: 60, about: 'Un marketplace B2B de repuestos.' };
    expect(employerVerdict(marketplaces, company).kind).toBe('inside');
  });
  it('"Restaurantes" may still be a food business, as "Restaurants" may', () => {
    const company = { name: 'Grupo Taquero', industry: 'Restaurantes', employees: 300, about: 'Grupo restaurantero con 42 taquerías.' };
    expect(employerVerdict({ sectors: ['food_beverage'], except: [], text: 'food businesses' }, company).kind).toBe('inside');
  });
  it('"Webdesign en -ontwikkeling" is a web agency', () => {
    const company = { name: 'Pixelhuis BV', industry: 'Webdesign en -ontwikkeling', employees: 40, about: 'Websites en apps op maat.' };
    expect(employerVerdict({ sectors: ['agencies'], except: [], text: 'agencies' }, company).kind).toBe('inside');
    expect(employerVerdict(marketplaces, company).kind).toBe('outside');
  });
});

describe('a reference under a heading is to the people the list named (s51)', () => {
  it.each([
    'Lideranças de atendimento: quem chefia o CS e quem chefia o suporte, e os seus coordenadores e team leads.',
    'Service leadership: whoever heads customer success and whoever heads support, and their team leads.',
  ])('"%s": the team leads are of both', (d) => {
    const leads = read(d).include.find((s) => s.levels.includes('team_lead'));
    expect([...(leads?.areas ?? [])].sort()).toEqual(['customer_success', 'customer_support']);
  });
  it('"Gestor de Equipa de Desenvolvimento" manages a team; "Treinamento e Desenvolvimento" is L&D alone', () => {
    expect(roleOf('Gestor de Equipa de Desenvolvimento')?.level).toBe('manager');
    expect(roleOf('Especialista em Treinamento e Desenvolvimento')?.areas).toEqual(['learning']);
    expect(roleOf('Responsable formation et développement')?.areas).toEqual(['learning']);
  });
});

describe('founders who manage the company are its managing director (s51)', () => {
  it.each(['Geschäftsführung (auch geschäftsführende Gründer).', 'Managing founders and the CFO.', 'Les fondateurs dirigeants et le DAF.'])(
    '"%s" keeps no founding CTO',
    async (d) => {
      const roster: Array<[string, string]> = [
        ['ceo', 'Co-founder & CEO'],
        ['cto', 'Co-founder & CTO'],
      ];
      expect(await run(roster, d)).toEqual(['ceo']);
    },
  );
});

describe('claims beside expenses are expense claims (s51)', () => {
  it('"the accountants who process expense claims" are accounting, no insurer\'s claims', () => {
    expect(read('Finance managers and the accountants who process expense claims.').include[1]?.areas).toEqual(['accounting']);
  });
  it('"claims handlers" stay claims', () => {
    expect(read('Claims handlers and their team leads.').include[0]?.areas).toEqual(['claims']);
  });
});

describe('work for customers said in a title is delivery, no internal IT (s51)', () => {
  it.each([
    'Security consultant (klantprojecten)',
    'Network Engineer (Customer Deployments)',
    'IT-Techniker Außendienst',
    'Business Analyst (projetos de cliente)',
  ])('"%s" is consulting', (title) => {
    expect(roleOf(title)?.areas).toEqual(['professional_service']);
  });
  it.each(['IT Administrator', 'Network Engineer'])('"%s" stays IT', (title) => {
    expect(roleOf(title)?.areas).toEqual(['it']);
  });
});

describe('interim managers are those whose titles say so, not every contractor (s51)', () => {
  it.each(['Finance: analysts and managers. Exclude: interim managers.', "ZZP'ers en freelancers, geen interim-managers."])(
    '"%s" leaves out the interim manager and keeps the freelance manager',
    async (d) => {
      expect(read(d).exclude.find((e) => e.text.includes('interim'))?.employment).toEqual(['fractional']);
      const roster: Array<[string, string, string]> = [
        ['free', 'Finance Manager', 'Self-employed'],
        ['interim', 'Interim Finance Manager', 'Freelance'],
      ];
      expect(await run(roster, d)).toEqual(['free']);
    },
  );
});

describe("onboarding beside HR's words is the HR team's (s51)", () => {
  it.each(['HR: recruiting and onboarding.', 'Recrutement et onboarding des salariés.'])('"%s" names no customer onboarding', (d) => {
    const c = read(d);
    expect(c.include.some((s) => s.roles.includes('customer_onboarding'))).toBe(false);
    expect(c.include.some((s) => s.text.includes('onboarding') && s.areas.includes('hr'))).toBe(true);
  });
});
