// Session 33: company-relative rungs beyond the top — the number two, everyone below the top, first-line managers,
// managers of managers, one-person departments (`Selector.rung`: second, below_top, first_line, above_first_line, sole) —
// read by the compiler (compiler/relative-rungs.ts, lexicon-rungs.ts), decided by the one rule (src/pipeline/decisions.ts
// companyRungs) and applied by the eval flow as publishing does; examples after a top fold into it. Own wordings, six
// languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, interpretCompiled, RulesMatcher, type Selector } from '../../src/matching/index.js';
import { companyRungs, type StoredDecision } from '../../src/pipeline/decisions.js';
import type { NetworkSource, RosterPage } from '../../src/sources/port.js';
import type { Company, Profile } from '../../src/domain/people/types.js';
import { makeProfile } from './profile-fixture.js';

const criteria = (d: string) => compilePersona(d).criteria;
const rungs = (d: string) => criteria(d).include.map((s) => [s.rung ?? null, [...s.areas].sort()]);

describe('the compiler reads a rung said of a sentence', () => {
  it.each([
    ['The number two in marketing.', 'marketing'],
    ["Sales: whoever is the boss's right hand, their second in command.", 'sales'],
    ['Die Nummer zwei im Vertrieb.', 'sales'],
    ['Le numéro deux des achats.', 'procurement'],
    ['El número dos de marketing.', 'marketing'],
    ['O número dois do jurídico.', 'legal'],
    ['De nummer twee van inkoop.', 'procurement'],
  ])('the number two: %s', (d, area) => {
    const c = criteria(d);
    expect(c.include).toHaveLength(1);
    expect(c.include[0]).toMatchObject({ rung: 'second' });
    expect(c.include[0]?.areas).toContain(area);
    // a leadership rung: from team lead up, never the individual contributors
    expect(c.include[0]?.levels).not.toContain('senior');
    expect(c.include[0]?.levels).toContain('team_lead');
  });

  it('the number one and the number two', () => {
    expect(rungs('The number one of marketing and their number two.').map((r) => r[0])).toEqual(['top', 'second']);
  });

  it("a number two's own exclusions of its area are what the rung says already", () => {
    const c = criteria('El número dos de compras. No el jefe de compras mismo, ni los compradores.');
    expect(c.include.map((s) => s.rung)).toEqual(['second']);
    expect(c.exclude.filter((e) => e.areas.includes('procurement'))).toEqual([]);
  });

  it.each([
    ['Everyone in finance below whoever runs it.', 'finance'],
    ['The whole IT team without its boss.', 'it'],
    ['Das Vertriebsteam ohne seinen Chef.', 'sales'],
    ["Toute l'équipe RH sous la responsable RH.", 'human_resources'],
    ['Todo el equipo de compras por debajo del jefe de compras.', 'procurement'],
    ['Todo o time de marketing abaixo do número um.', 'marketing'],
    ['Iedereen in ICT onder de hoogste baas.', 'it'],
  ])('everyone below the top: %s', (d, area) => {
    const c = criteria(d);
    expect(c.include).toHaveLength(1);
    expect(c.include[0]).toMatchObject({ rung: 'below_top' });
    expect(c.include[0]?.areas.some((a) => a === area || (area === 'human_resources' && a === 'hr'))).toBe(true);
    expect(c.include[0]?.levels).toEqual(expect.arrayContaining(['entry', 'senior', 'manager']));
  });

  it('leaders below the top keep to the leaders', () => {
    const c = criteria('Sales leaders below the most senior sales person: team leads, managers and directors.');
    expect(c.include.map((s) => s.rung)).toEqual(['below_top']);
    expect(c.include[0]?.levels).not.toContain('entry');
  });

  it.each([
    'First-line managers in every department.',
    'Die unterste Führungsebene in jedem Bereich.',
    'Les managers de proximité de chaque service.',
    'El primer nivel de mando de cada departamento.',
    'Os gestores de primeira linha de cada área.',
    'Eerstelijns leidinggevenden in elke afdeling.',
  ])('first-line managers of each department: %s', (d) => {
    expect(rungs(d)).toEqual([['first_line', []]]);
  });

  it.each([
    ['Managers of managers, in any department.', []],
    ['Jefes de jefes en ventas.', ['sales']],
    ['Second-line managers in customer support.', ['customer_support']],
  ])('managers of managers: %s', (d, areas) => {
    const [s] = criteria(d).include as [Selector];
    expect(s.rung).toBe('above_first_line');
    expect(s.areas.every((a) => (areas as string[]).includes(a))).toBe(true);
  });

  it.each([
    'People who are a whole department on their own: the only one of their department at the company.',
    'Mensen die in hun eentje een hele afdeling zijn.',
  ])('one-person departments: %s', (d) => {
    expect(rungs(d)).toEqual([['sole', []]]);
  });

  it.each([
    'Sales managers and directors, nothing below the manager level.',
    'Gerentes de zona y regionales, nada por debajo de gerente de zona.',
    'Controlling bis Teamleiter, ohne Leitung.',
    'Security leaders only: CISO, head of security and security managers.',
    'Côté finance, le DAF seul.',
    'Engineers under 30 hours a week.',
  ])('no rung: %s', (d) => {
    expect(criteria(d).include.filter((s) => s.rung)).toEqual([]);
  });

  it('the interpretation says each rung', () => {
    const i = interpretCompiled(compilePersona('The number two in marketing.'));
    expect(i.included.criteria[0]?.conditions.join(' ')).toMatch(/just below the most senior/);
  });
});

describe('examples after a top fold into it', () => {
  it('a sentence of examples, with a size of company, is the top said again', () => {
    const c = compilePersona(
      'The highest-ranking person in procurement. In a small business that could be a buyer; in a large group the chief procurement officer or a purchasing director.',
    );
    expect(c.criteria.include).toHaveLength(1);
    const [top] = c.criteria.include as [Selector];
    expect(top.rung).toBe('top');
    expect(top.areas).toContain('procurement');
    expect(top.levels).toEqual(expect.arrayContaining(['entry', 'senior', 'manager', 'c_level']));
    expect(c.criteria.employer).toBeUndefined();
    expect(c.warnings.some((w) => w.code === 'not_applied' && /small business/.test(w.text))).toBe(true);
  });

  it.each([
    'Die ranghöchste Person in der IT, ob IT-Leiter, Administrator oder CIO.',
    'La personne la plus haut placée du marketing : directrice marketing, responsable marketing ou, à défaut, la chargée de marketing la plus expérimentée.',
    'A pessoa mais alta do financeiro (CFO, diretor financeiro ou o único contador).',
    'De hoogste baas van HR (HR-directeur, HR-manager of bij kleine bedrijven de HR-adviseur).',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.rung).toBe('top');
    expect(c.employer).toBeUndefined();
  });

  it('a size said with the top itself stays a condition', () => {
    expect(criteria('The most senior IT person at companies with fewer than 50 employees.').employer?.employees).toBeDefined();
  });

  it('the top of every function leaves the area to each person', () => {
    const c = criteria('The person at the top of each function, who answers to the CEO.');
    expect(c.include.filter((s) => s.rung === 'top').map((s) => s.areas)).toEqual([[]]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The rule, on its own.

const sel = (rung: Selector['rung'], areas: Selector['areas'] = ['it']): Selector => ({
  areas,
  levels: ['entry', 'senior', 'team_lead', 'manager', 'head', 'c_level'],
  roles: [],
  employment: [],
  traits: [],
  rung,
  text: `it (${rung})`,
});
const decision = (kept_by: StoredDecision['kept_by']): StoredDecision => ({
  match: true,
  score: 0.8,
  why: 'Kept.',
  professional: null,
  is_decision_maker: false,
  ...(kept_by ? { kept_by } : {}),
});
type Level = NonNullable<StoredDecision['kept_by']>[number]['level'];
/** One company's IT: a CIO, a head, two managers, a team lead and two seniors. */
const IT: Array<[string, Level]> = [
  ['cio', 'c_level'],
  ['head', 'head'],
  ['m1', 'manager'],
  ['m2', 'manager'],
  ['tl', 'team_lead'],
  ['s1', 'senior'],
  ['s2', 'senior'],
];
const kept = (s: Selector, people = IT) =>
  companyRungs(
    people.map(([ref, level]) => ({ ref, decision: decision([{ selector: 0, level }]) })),
    [s],
  ).kept.map((m) => m.ref);

describe('companyRungs: what each rung keeps at one company', () => {
  it('second: the rung below the top; nobody where one rung is all there is', () => {
    expect(kept(sel('second'))).toEqual(['head']);
    expect(kept(sel('second'), [['m', 'manager']])).toEqual([]);
  });
  it('below_top: all but the top', () => {
    expect(kept(sel('below_top'))).toEqual(['head', 'm1', 'm2', 'tl', 's1', 's2']);
  });
  it('first_line and above_first_line: the lowest rung of leadership, and those above it', () => {
    const leaders = IT.filter(([, l]) => l !== 'senior');
    expect(kept(sel('first_line'), leaders)).toEqual(['tl']);
    expect(kept(sel('above_first_line'), leaders)).toEqual(['cio', 'head', 'm1', 'm2']);
  });
  it('sole: only the one person of the area', () => {
    expect(kept(sel('sole'))).toEqual([]);
    expect(kept(sel('sole'), [['admin', 'senior']])).toEqual(['admin']);
  });
  it('a rung of no area decides each department apart and leaves out the people of none (the CEO)', () => {
    const m = [
      { ref: 'ceo', decision: decision([{ selector: 0, level: 'c_level', area: 'general_management' }]) },
      { ref: 'cfo', decision: decision([{ selector: 0, level: 'c_level', area: 'finance' }]) },
      { ref: 'controller', decision: decision([{ selector: 0, level: 'manager', area: 'finance' }]) },
      { ref: 'hr', decision: decision([{ selector: 0, level: 'manager', area: 'human_resources' }]) },
    ];
    const { kept: k, demoted } = companyRungs(m, [sel('top', [])]);
    expect(k.map((x) => x.ref)).toEqual(['cfo', 'hr']);
    expect(demoted.map((x) => x.ref)).toEqual(['ceo', 'controller']);
  });
  it('says why a person is not kept', () => {
    const m = (['head', 'manager', 'senior'] as const).map((level) => ({ decision: decision([{ selector: 0, level }]) }));
    const { demoted } = companyRungs(m, [sel('second')]);
    expect(demoted.map((d) => d.decision.why)).toEqual([
      expect.stringMatching(/^Not kept: not on the rung just below the most senior of "it \(second\)" here \(head rung; .* head rung\)/),
      expect.stringMatching(/^Not kept: .*\(senior rung; .* head rung\)/),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// In the flow (evaluate.ts, as publishing).

const ROSTER: Array<[string, string]> = [
  ['c1', 'Chief Information Officer'],
  ['c2', 'Head of IT'],
  ['c3', 'IT Manager'],
  ['c4', 'Systems Administrator'],
  ['c5', 'Finance Manager'],
  ['c6', 'Legal Counsel'],
];

function memorySource(): NetworkSource {
  const profiles = new Map<string, Profile>(ROSTER.map(([ref, title]) => [ref, makeProfile(ref, [{ title, company_id: 1 }], { company_id: 1 })]));
  return {
    resolveCompany: async () => ({}) as Company,
    scanRoster: async (): Promise<RosterPage> => ({
      entries: ROSTER.map(([ref]) => ({ person_ref: ref, name: ref, headline: '', photo_url: '' })),
      next: null,
    }),
    enrichProfile: async (_c, ref) => profiles.get(ref) as Profile,
    verifyCandidate: async (_c, ref) => ({ person_ref: ref, employed: true, email_status: 'valid' }),
    close: async () => {},
  };
}

describe('the flow applies the rungs as publishing does', () => {
  const run = async (definition: string) =>
    (await findTargetPeople(memorySource(), new RulesMatcher(), { slug: 't', name: 't', definition }, 1)).ranked.map((p) => p.person_ref).sort();
  it('the number two of IT is its head', async () => {
    expect(await run('The number two in IT.')).toEqual(['c2']);
  });
  it('everyone in IT below whoever runs it', async () => {
    expect(await run('Everyone in IT below whoever runs it.')).toEqual(['c2', 'c3', 'c4']);
  });
  it('one-person departments: finance and legal here, not IT', async () => {
    expect(await run('One-person departments: the only one of their department at the company.')).toEqual(['c5', 'c6']);
  });
});
