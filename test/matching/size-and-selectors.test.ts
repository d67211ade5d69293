// The size of the company said after the employer's own words, the SME words of six languages, and the invariant of an
// inclusion: one that names nobody in particular keeps everyone, so it is kept only when its words say everyone. Own wordings.
import { describe, expect, it } from 'vitest';
import type { EmployeeRange, Sector, Selector } from '../../src/matching/criteria.js';
import { compilePersona } from '../../src/matching/index.js';

const holdsNothing = (s: Selector) =>
  !s.areas.length && !s.levels.length && !s.roles.length && !s.employment.length && !s.traits.length && !s.titles?.length && !s.tenure && !s.ceiling;

describe('compiler: a size said after the employer is the employer condition’s', () => {
  it.each<[string, Sector, EmployeeRange]>([
    ['Heads of data at lenders with 300+ employees', 'banking', { min: 300 }],
    ['Product directors at insurers with more than 750 staff', 'insurance', { min: 751 }],
    ['CTOs at fintechs with fewer than 80 employees', 'fintech', { max: 79 }],
    ['Leiter Controlling bei Versicherern mit über 400 Mitarbeitern', 'insurance', { min: 401 }],
    ['Personalleiter bei Banken mit mehr als 1.000 Beschäftigten', 'banking', { min: 1001 }],
    ['Responsables paie chez les assureurs de plus de 300 salariés', 'insurance', { min: 301 }],
    ['Jefes de sistemas en aseguradoras con más de 120 empleados', 'insurance', { min: 121 }],
    ['Gerentes de RH em seguradoras com mais de 500 funcionários', 'insurance', { min: 501 }],
    ['Teamleiders IT bij verzekeraars met meer dan 150 medewerkers', 'insurance', { min: 151 }],
    ['Marketing leads at banks of 200-2,000 employees', 'banking', { min: 200, max: 2000 }],
  ])('%s', (definition, sector, employees) => {
    const c = compilePersona(definition);
    expect(c.criteria.employer?.sectors).toEqual([sector]);
    expect(c.criteria.employer?.employees).toEqual(employees);
    // The size's words name nobody: no selector carries them, none is empty, nothing is unread.
    for (const s of c.criteria.include) {
      expect(holdsNothing(s)).toBe(false);
      expect(s.text).not.toMatch(/\d/);
    }
    expect(c.unrecognised).toEqual([]);
    expect(c.warnings).toEqual([]);
  });

  it('the size stays the employer’s when more people are added after it', () => {
    const c = compilePersona('Risk managers at banks with 2,000+ employees, plus the CRO');
    expect(c.criteria.employer?.employees).toEqual({ min: 2000 });
    expect(c.criteria.include.map((s) => s.text)).toEqual(['risk managers', 'the cro']);
  });

  it('a size said of the company keeps its sector-less reading', () => {
    expect(compilePersona('Controllers at companies with more than 400 staff').criteria.employer?.employees).toEqual({ min: 401 });
    expect(compilePersona('Leiter Einkauf in Unternehmen ab 250 Mitarbeitern').criteria.employer?.employees).toEqual({ min: 250 });
  });

  it('after people, "with N people" is no size of the company, and its words make no empty selector', () => {
    const c = compilePersona('Shift supervisors with 8+ people');
    expect(c.criteria.employer).toBeUndefined();
    expect(c.criteria.include.some(holdsNothing)).toBe(false);
  });
});

describe('compiler: SME words of six languages', () => {
  it.each<[string, EmployeeRange]>([
    ['Finance directors at SMEs', { max: 249 }],
    ['Office managers at small and medium-sized businesses', { max: 249 }],
    ['Responsables comptables de PME', { max: 249 }],
    ['Contrôleurs de gestion des PME', { max: 249 }],
    ['Gérants de TPE', { max: 9 }],
    ['DRH d’ETI', { min: 250, max: 4999 }],
    ['Responsables RH de PME et d’ETI', { max: 4999 }],
    ['Jefes de administración de pymes', { max: 249 }],
    ['Contables en pymes', { max: 249 }],
    ['Gestores financeiros de PMEs', { max: 249 }],
    ['Leiter Buchhaltung von KMU', { max: 249 }],
    ['Buchhalter in kleinen und mittleren Unternehmen', { max: 249 }],
    ['Inhaber mittelständischer Betriebe', { max: 499 }],
    ['Controllers bij MKB-bedrijven', { max: 249 }],
    ['Boekhouders in het mkb', { max: 249 }],
    ['Payroll leads at mid-market companies', { min: 50, max: 999 }],
    ['Personalleiter im Mittelstand', { max: 499 }],
  ])('%s', (definition, employees) => {
    const c = compilePersona(definition);
    expect(c.criteria.employer?.employees).toEqual(employees);
    expect(c.criteria.employer?.sectors).toEqual([]);
    expect(c.criteria.include.length).toBeGreaterThan(0);
    for (const s of c.criteria.include) {
      expect(holdsNothing(s)).toBe(false);
      expect(s.text).not.toMatch(/\b(?:de|des|von|van|of|in|at)$/);
    }
    expect(c.warnings.filter((w) => w.code === 'not_applied')).toEqual([]);
  });

  it('an SME word before a company word and a size: the size said', () => {
    expect(compilePersona('Planners, alleen bij MKB-bedrijven met minder dan 50 medewerkers').criteria.employer?.employees).toEqual({ max: 49 });
    expect(compilePersona('Leiter Vertrieb in KMU-Unternehmen mit bis zu 120 Mitarbeitern').criteria.employer?.employees).toEqual({ max: 120 });
  });

  it('an SME segment or market stays a warning, not a condition', () => {
    expect(compilePersona('Account executives (SMB, mid-market)').criteria.employer).toBeUndefined();
    expect(compilePersona('Payroll tool for SMEs. Payroll managers.').criteria.employer).toBeUndefined();
  });
});

describe('compiler: an inclusion that names nobody keeps everyone only when its words say so', () => {
  it.each([
    'Everyone, except interns',
    'Everybody but contractors',
    'All staff, not the founders',
    'Anyone at the company except freelancers',
    'The whole team minus the board',
    'Alle Mitarbeiter außer Werkstudenten',
    'Tout le monde sauf les stagiaires',
    'Todo el personal salvo los becarios',
    'Todos, menos os estagiários',
    'Iedereen behalve de stagiairs',
    'Employees',
    'Staff, no contractors',
  ])('kept: %s', (definition) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.length).toBe(1);
    expect(holdsNothing(c.criteria.include[0] as Selector)).toBe(true);
  });

  it('after a word for everyone, "but" is "except"', () => {
    const c = compilePersona('Anybody but interns');
    expect(c.criteria.include.map((s) => s.text)).toEqual(['anybody']);
    expect(c.criteria.exclude.map((s) => s.levels)).toEqual([['intern']]);
  });

  it.each([
    ['Ward managers with 10+ people', 'people'],
    ['Head chefs and staff', 'staff'],
    ['Interns and employees', 'employees'],
  ])('left out, with a warning: %s', (definition, words) => {
    const c = compilePersona(definition);
    expect(c.criteria.include.length).toBeGreaterThan(0);
    expect(c.criteria.include.some(holdsNothing)).toBe(false);
    expect(c.warnings.some((w) => w.code === 'unrecognised' && w.text === words)).toBe(true);
  });

  // A property over many sentences of our own: no inclusion is empty unless its words say everyone.
  const SAYS_EVERYONE = /\b(?:everyone|everybody|anyone|all|whole|alle|tout|todos?|todas|iedereen)\b|^(?:employees|staff)$/;
  const sentences = [
    'Engineering managers at insurers with 200+ employees',
    'VPs of sales at companies with 50-500 people and their team leads',
    'CFOs at banks with more than 500 staff; no interns',
    'Heads of HR, with 100 people or more',
    'Anyone in finance at companies under 50 people',
    'People in marketing, employees only',
    'Team leads with 5+ people, plus the COO',
    'HR people at SMEs, and people in payroll',
    'Gérants de TPE et leurs salariés',
    'Directores de RRHH de pymes, y el personal de nóminas',
    'Leiter IT bei KMU mit über 50 Mitarbeitern sowie deren Mitarbeiter',
    'Gestores de TI em empresas com mais de 100 funcionários e pessoas de suporte',
    'Managers bij het mkb en medewerkers',
    'Everyone in sales at fintechs with 20+ staff',
    'Sales and people with 30 employees',
    'Founders with 10 employees or fewer',
    'Ops folks at mid-market companies, staff too',
    'Buyers and employees at retailers with 1,000+ employees',
  ];
  it.each(sentences)('no empty inclusion of leftover words: %s', (definition) => {
    for (const s of compilePersona(definition).criteria.include) if (holdsNothing(s)) expect(s.text).toMatch(SAYS_EVERYONE);
  });
});

describe('compiler: a short word means what the sentence’s language makes it', () => {
  it.each([
    ['Hoofden inkoop en logistiek', ['procurement', 'logistics']],
    ['Teamleiders planning en transport', ['transport']],
    ['Managers klantenservice en retail', ['customer_support', 'retail']],
  ])('Dutch "en" is "and": a function after it is no employer (%s)', (definition, areas) => {
    const c = compilePersona(definition);
    expect(c.criteria.employer).toBeUndefined();
    expect([...new Set(c.criteria.include.flatMap((s) => s.areas))]).toEqual(expect.arrayContaining(areas));
  });

  it.each<[string, Sector]>([
    ['Jefes de almacén en logística', 'logistics'],
    ['Directores de recursos humanos en retail', 'retail'],
    ['Responsables RH en logistique', 'logistics'],
    ['Inkopers in de bouw', 'construction'],
  ])('Spanish and French "en", Dutch "in", is "in": %s', (definition, sector) => {
    expect(compilePersona(definition).criteria.employer?.sectors).toEqual([sector]);
  });

  it.each<[string, Sector]>([
    ['Coordenadores de TI no varejo', 'retail'],
    ['Diretores financeiros no setor bancário', 'banking'],
    ['Gerentes de manutenção na indústria', 'manufacturing'],
    ['Diretores de RH nos bancos', 'banking'],
  ])('Portuguese "no" / "na" is "in the", not a negation: %s', (definition, sector) => {
    const c = compilePersona(definition);
    expect(c.criteria.employer?.sectors).toEqual([sector]);
    expect(c.criteria.exclude).toEqual([]);
    expect(c.criteria.include.length).toBeGreaterThan(0);
  });

  it('a Portuguese "no" before words of no sector excludes nobody', () => {
    const c = compilePersona('Coordenadores de suprimentos no agronegócio');
    expect(c.criteria.exclude).toEqual([]);
    expect(c.criteria.include[0]?.areas).toEqual(['procurement']);
  });

  it('"no" stays a negation in English and Spanish, and "não" in Portuguese', () => {
    expect(compilePersona('Store managers, no retail').criteria.employer).toBeUndefined();
    expect(compilePersona('Gerentes de TI, no becarios').criteria.exclude[0]?.levels).toEqual(['intern']);
    expect(compilePersona('Gerentes de TI, não no varejo').criteria.employer?.except).toEqual(['retail']);
  });
});
