// Employer conditions (criteria.ts EmployerCondition, compiler/employer.ts, sectors.ts): a persona that names the kind
// or the size of the company ("at the insurers", "bij de gemeente", "only firms of 50+ staff") keeps nobody at a company
// outside it, and its shortlist keeps nobody there either. Our own wordings in six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, judgeProfile, RulesMatcher, type PersonaInput } from '../../src/matching/index.js';
import { SECTORS, type EmployerFacts, type Sector } from '../../src/matching/criteria.js';
import { employerFacts, employerVerdict } from '../../src/matching/sectors.js';
import { interpretPersona } from '../../src/matching/rules/interpret.js';
import { EmbeddedNetworkSource, loadDataset, SAMPLE_DATASET_DIR } from '../../src/sources/index.js';
import { makeProfile } from './profile-fixture.js';

const employerOf = (definition: string) => compilePersona(definition).criteria.employer;
const sectorsOf = (definition: string) => [...(employerOf(definition)?.sectors ?? [])].sort();
const notApplied = (definition: string) =>
  compilePersona(definition)
    .warnings.filter((w) => w.code === 'not_applied')
    .map((w) => w.text);

const BANK: EmployerFacts = { name: 'Lindenbank eG', industry: 'Banking', employees: 140 };
const SAAS: EmployerFacts = { name: 'Cloudpier', industry: 'Software Development', employees: 30 };
const COUNCIL: EmployerFacts = { name: 'Riverside Borough Council', industry: 'Government Administration', employees: 900 };

describe('compiler: the kind of employer, in six languages', () => {
  const ROWS: Array<[string, Sector[]]> = [
    ['Underwriters and claims handlers at the insurers, any level.', ['insurance']],
    ['Heads of IT at banks and building societies.', ['banking']],
    ['IT-Leiter bei Sparkassen und Volksbanken, keine Praktikanten.', ['banking']],
    ['Personalleitung bei Stadtwerken.', ['utilities']],
    ['Responsables RH chez les assureurs et les mutuelles.', ['insurance']],
    ['Directeurs techniques chez le diffuseur et dans les universités.', ['broadcasting', 'higher_education']],
    ['Jefes de compras en hospitales y clínicas privadas.', ['health_care']],
    ['Ingenieros de red en operadoras, sin desarrolladores.', ['telecom']],
    ['Coordenadores de projetos em ONGs e fundações.', ['nonprofit']],
    ['Diretores financeiros nas seguradoras.', ['insurance']],
    ['Teamleiders en afdelingshoofden bij de gemeente.', ['government']],
    ['Werkvoorbereiders in de bouw, geen ZZP.', ['construction']],
    ['Kanzleien: Partner und Associates.', ['accounting_firms', 'law_firms']],
    ['Compliance officers at the lenders and the fintech.', ['banking', 'fintech']],
  ];
  for (const [definition, sectors] of ROWS) it(definition, () => expect(sectorsOf(definition)).toEqual([...sectors].sort()));

  it('the people are still read as before', () => {
    const c = compilePersona('Teamleiders en afdelingshoofden bij de gemeente.').criteria;
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.employer?.text).toContain('gemeente');
  });

  it('sectors said negatively are left out ("outside", "skip", "hors de", "fuera de", "buiten")', () => {
    expect(employerOf('Finance leaders, but only outside software and fintech.')).toMatchObject({ sectors: [], except: ['software', 'fintech'] });
    expect(employerOf('Controllers — skip the software houses.')?.except).toEqual(['software']);
    expect(employerOf('Juristes, hors de la grande distribution.')?.except).toEqual(['retail']);
    expect(employerOf('Abogados, fuera de los bancos.')?.except).toEqual(['banking']);
    expect(employerOf('Inkopers, maar niet bij de gemeente.')?.except).toEqual(['government']);
  });
});

describe('compiler: what names no employer', () => {
  it("the seller's market: a context sentence, or after for / to / für / pour / voor", () => {
    expect(employerOf('We sell scheduling software to clinics and care homes. Target: HR managers.')).toBeUndefined();
    expect(employerOf('Payroll platform for universities. Heads of payroll and payroll officers.')).toBeUndefined();
    expect(employerOf('Wir verkaufen an Stadtwerke. Gesucht: Leiter Einkauf.')).toBeUndefined();
  });
  it('a list that ends in any company, and every company', () => {
    expect(employerOf('Heads of IT at hospitals, schools and other companies.')).toBeUndefined();
    expect(employerOf('Einkäufer in allen Firmen.')).toBeUndefined();
  });
  it('examples in parentheses and a part of the persona', () => {
    expect(employerOf('Top management (at universities the rector, at the council the chief executive) and owners.')).toBeUndefined();
    expect(employerOf('Designers, design leads, and at agencies the creative directors.')).toBeUndefined();
  });
  it('a function word is no sector: "in software engineering", "in Tech", "no tech leads"', () => {
    expect(employerOf('Everyone in software engineering, no interns.')).toBeUndefined();
    expect(employerOf('Werkstudenten in Tech (Entwicklung, Data).')).toBeUndefined();
    expect(employerOf('Engineering managers, no tech leads.')).toBeUndefined();
  });
});

describe('compiler: the size of the company', () => {
  it('is applied when said of the whole persona, in six languages', () => {
    expect(employerOf('Finance leaders at companies of 100–800 employees.')?.employees).toEqual({ min: 100, max: 800 });
    expect(employerOf('IT managers. Only firms with 40 or more staff.')?.employees).toEqual({ min: 40 });
    expect(employerOf('Vertriebsleiter bei Unternehmen ab 200 Mitarbeitern.')?.employees).toEqual({ min: 200 });
    expect(employerOf('DRH dans les entreprises de moins de 300 salariés.')?.employees).toEqual({ max: 299 });
    expect(employerOf('Directores de TI en empresas con más de 500 empleados.')?.employees).toEqual({ min: 501 });
    expect(employerOf('Gerentes de RH em empresas de 50 a 250 funcionários.')?.employees).toEqual({ min: 50, max: 250 });
    expect(employerOf('Hoofden inkoop bij bedrijven vanaf 100 medewerkers.')?.employees).toEqual({ min: 100 });
    expect(employerOf('Marketing heads at mid-size companies.')?.employees).toEqual({ min: 50, max: 999 });
    expect(notApplied('Finance leaders at companies of 100–800 employees.')).toEqual([]);
  });
  it('is not applied (and said so) when said of a part inside a clause, of the market or of a segment', () => {
    for (const definition of [
      'Heads of HR, plus the managing director at companies under 40 people.',
      'Payroll tool for SMBs. HR managers.',
      'Account executives (SMB, mid-market, enterprise).',
    ]) {
      expect(employerOf(definition)?.employees, definition).toBeUndefined();
      expect(notApplied(definition).length, definition).toBeGreaterThan(0);
    }
  });
  // Session 33 (compiler/size-scope.ts): a size opening a later clause that names people is that clause's people's.
  it.each([
    ['CFOs; at small firms (under 30 people) the owner too.', { max: 29 }],
    ['Personalleiter. Bei Firmen unter 30 Leuten auch der Geschäftsführer.', { max: 29 }],
    ['At companies under 80 people the CEO. At 80+ people the CFO.', { max: 79 }],
  ])('is the own condition of the clause it opens: %s', (definition, range) => {
    const c = compilePersona(definition).criteria;
    expect(c.employer?.employees).toBeUndefined();
    expect(c.include.some((s) => JSON.stringify(s.employer?.employees) === JSON.stringify(range))).toBe(true);
  });
});

describe('judge: a person at a company outside the condition is not kept', () => {
  const definition = 'Heads of IT at the banks.';
  const profile = makeProfile('p1', [{ title: 'Head of IT' }]);
  const judged = (company?: EmployerFacts) => judgeProfile({ slug: 't', name: 't', definition, ...(company ? { company } : {}) }, profile);

  it('inside: kept as before', () => expect(judged(BANK).match).toBe(true));
  it('outside: not kept, and the why says which kind and what the company is', () => {
    const d = judged(SAAS);
    expect(d.match).toBe(false);
    expect(d.why).toBe('Not kept: the persona is about banks; Cloudpier is Software Development.');
  });
  it('unknown facts: the condition is not applied, and the why says so', () => {
    const d = judged({ name: 'Mystery Ltd', industry: '', employees: 0 });
    expect(d.match).toBe(true);
    expect(d.why).toContain('its industry of Mystery Ltd is unknown, so that was not checked');
  });
  it('size: outside the range is not kept', () => {
    const d = judgeProfile({ slug: 't', name: 't', definition: 'Heads of IT. Only companies with 200 or more employees.', company: SAAS }, profile);
    expect(d.match).toBe(false);
    expect(d.why).toBe('Not kept: the persona is about at least 200 employees; Cloudpier has 30 employees.');
  });
  it('an excepted sector is outside, any other inside', () => {
    const c = compilePersona('Heads of IT, but not at the council.').criteria;
    expect(employerVerdict(c.employer, COUNCIL).kind).toBe('outside');
    expect(employerVerdict(c.employer, BANK).kind).toBe('inside');
  });
  it('the interpretation names the condition', () => {
    expect(interpretPersona(definition).included.conditions).toContain('works at banks');
  });
  it('every sector maps to at least one industry and back', () => {
    for (const s of SECTORS) {
      const c = { sectors: [s], except: [], text: s };
      expect(['inside', 'outside']).toContain(employerVerdict(c, SAAS).kind);
    }
  });
});

describe('the flow: a company outside the condition shortlists and returns nobody', () => {
  it('sample company 1001 (Software Development) for a persona about hospitals; 1008 (Hospitals and Health Care) keeps its people', async () => {
    const dataset = await loadDataset(SAMPLE_DATASET_DIR);
    const source = new EmbeddedNetworkSource(dataset);
    try {
      const definition = 'Everyone in engineering and IT at hospitals and clinics, any level.';
      const run = (id: number) => {
        const persona: PersonaInput = { slug: 't', name: 't', definition, company: employerFacts(dataset.companies.get(id)) };
        return findTargetPeople(source, new RulesMatcher(), persona, id);
      };
      const outside = await run(1001);
      expect(outside.teamScanned).toBeGreaterThan(0);
      expect(outside.shortlisted).toEqual([]);
      expect(outside.verified).toBe(0);
      expect(outside.ranked).toEqual([]);
      const none = await findTargetPeople(source, new RulesMatcher(), { slug: 't', name: 't', definition }, 1001);
      expect(none.ranked.length).toBeGreaterThan(0);
    } finally {
      await source.close();
    }
  });
});
