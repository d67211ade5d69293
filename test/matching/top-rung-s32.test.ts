// Session 32: the company-relative top rung ("IT, only its head", "the most senior HR person", "el máximo responsable de
// IT"): the compiler's reading (compiler/top-rung.ts, lexicon-top.ts), the one rule that demotes who is not the most
// senior of a selector's matches at a company (src/pipeline/decisions.ts companyRungs), the eval flow that applies it as
// publishing does, the interpretation and the source query. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, interpretCompiled, judgeProfile, RulesMatcher, type Criteria, type Selector } from '../../src/matching/index.js';
import { companyRungs, type StoredDecision } from '../../src/pipeline/decisions.js';
import { sourceQuery } from '../../src/sources/query.js';
import type { NetworkSource, RosterPage } from '../../src/sources/port.js';
import type { Company, Profile } from '../../src/domain/people/types.js';
import { makeProfile } from './profile-fixture.js';

const criteria = (d: string) => compilePersona(d).criteria;
const tops = (d: string) => criteria(d).include.filter((s) => s.rung === 'top');

describe('the compiler reads the top of an area, in six languages', () => {
  it.each([
    ['Finance from controllers up, and IT, only its head.', 'it'],
    ['IT: only the top person; finance: everyone.', 'it'],
    ['Only the top person in HR.', 'human_resources'],
    ['The most senior marketing person at each account.', 'marketing'],
    ['Whoever runs IT there, whatever the title.', 'it'],
    ['Le plus haut responsable informatique.', 'it'],
    ['Achats : seulement son responsable ; finance : tout le monde.', 'procurement'],
    ['Die ranghöchste Person in der IT.', 'it'],
    ['Einkauf: nur der Einkaufsleiter.', 'procurement'],
    ['El máximo responsable de marketing.', 'marketing'],
    ['Compras: solo la jefa; finanzas: todo el equipo.', 'procurement'],
    ['Quem manda na área de marketing.', 'marketing'],
    ['Financeiro: apenas o gerente financeiro.', 'finance'],
    ['De hoogste baas van ICT.', 'it'],
    ['Inkoop: alleen het hoofd; financiën: iedereen.', 'procurement'],
  ])('%s', (d, area) => {
    const t = tops(d);
    expect(t).toHaveLength(1);
    const [s] = t as [Selector];
    expect(s.areas.some((a) => a === area || (area === 'human_resources' && a === 'hr'))).toBe(true);
    // From the manager rung up: at a small company the top may be a manager. Said by a phrase of the top ("the most
    // senior", "ranghöchste", "hoogste baas"; session 33), at any rung: the top of two buyers is the senior one.
    expect(s.levels).toEqual(expect.arrayContaining(['manager', 'head', 'director', 'vp', 'c_level']));
    const phrase = /top person|most senior|plus haut|ranghöchste|máximo|hoogste/i.test(d);
    if (phrase) expect(s.levels).toEqual(expect.arrayContaining(['entry', 'senior', 'team_lead']));
    else expect(s.levels).not.toContain('team_lead');
    expect(compilePersona(d).unrecognised.filter((u) => u.side === 'include')).toEqual([]);
  });

  it.each([
    'Heads of IT and IT managers.',
    'Not only the head of IT but also its managers.',
    'Nicht nur der IT-Leiter, auch die Teamleiter.',
    'Legal: only the general counsel.',
    'Finanzas: solo el director financiero.',
    'Solo los jefes de TI.',
    'Alleen de hoofden van de afdelingen.',
    'The senior engineers in IT.',
  ])('%s names no company-relative top', (d) => {
    expect(tops(d)).toEqual([]);
  });

  it('a list under a heading keeps its other pieces as they were', () => {
    const c = criteria('Financeiro: controller e acima; TI: apenas o gerente de TI.');
    expect(c.include.filter((s) => s.rung === 'top').map((s) => s.areas)).toEqual([['it']]);
    expect(c.include.filter((s) => s.areas.includes('finance')).every((s) => s.rung === undefined)).toBe(true);
  });

  it('the interpretation says it', () => {
    const i = interpretCompiled(compilePersona('IT, only its head.'));
    expect(i.included.criteria[0]?.conditions.join(' ')).toMatch(/most senior of them at each company/);
  });

  it('the source query asks the top selector at every rung it covers, the manager rung included (the top may be a manager)', () => {
    const q = sourceQuery(compilePersona('IT, only its head.'));
    expect(q.sourcing).toBe('filtered');
    if (q.sourcing !== 'filtered') return;
    const levels = q.clauses.flatMap((c) => c.level?.levels ?? ['any']);
    expect(levels).toEqual(expect.arrayContaining(['manager', 'director', 'cxo']));
  });
});

// ---------------------------------------------------------------------------------------------------
// The rule, on its own and in the flow.

const TOP_IT: Selector = {
  areas: ['it'],
  levels: ['manager', 'senior_manager', 'head', 'director', 'vp', 'c_level'],
  roles: [],
  employment: [],
  traits: [],
  rung: 'top',
  text: 'it, only its head',
};
const FINANCE: Selector = { areas: ['finance'], levels: [], roles: [], employment: [], traits: [], text: 'finance' };
const IT_MANAGERS: Selector = { areas: ['it'], levels: ['manager'], roles: [], employment: [], traits: [], text: 'it managers' };

const decision = (kept_by: StoredDecision['kept_by']): StoredDecision => ({
  match: true,
  score: 0.8,
  why: 'Kept.',
  professional: null,
  is_decision_maker: false,
  ...(kept_by ? { kept_by } : {}),
});

describe('companyRungs: the most senior of a top selector matches at one company', () => {
  it('demotes those below the highest rung present, keeps ties, and says why', () => {
    const m = [
      { ref: 'head', decision: decision([{ selector: 0, level: 'head' }]) },
      { ref: 'director', decision: decision([{ selector: 0, level: 'director' }]) },
      { ref: 'manager', decision: decision([{ selector: 0, level: 'manager' }]) },
    ];
    const { kept, demoted } = companyRungs(m, [TOP_IT]);
    expect(kept.map((x) => x.ref)).toEqual(['head', 'director']);
    expect(demoted.map((x) => x.ref)).toEqual(['manager']);
    expect(demoted[0]?.decision.match).toBe(false);
    expect(demoted[0]?.decision.why).toMatch(/^Not kept: not the most senior of "it, only its head" here \(manager rung; .* head rung\)/);
  });
  it('keeps whom another selector keeps, and decisions that do not say which selectors kept them', () => {
    const m = [
      { ref: 'cio', decision: decision([{ selector: 0, level: 'c_level' }]) },
      {
        ref: 'both',
        decision: decision([
          { selector: 0, level: 'manager' },
          { selector: 2, level: 'manager' },
        ]),
      },
      { ref: 'llm', decision: decision(undefined) },
      { ref: 'controller', decision: decision([{ selector: 1, level: 'manager' }]) },
    ];
    const { kept, demoted } = companyRungs(m, [TOP_IT, FINANCE, IT_MANAGERS]);
    expect(kept.map((x) => x.ref)).toEqual(['cio', 'both', 'llm', 'controller']);
    expect(demoted).toEqual([]);
  });
  it('a manager alone at the top is kept', () => {
    expect(companyRungs([{ decision: decision([{ selector: 0, level: 'manager' }]) }], [TOP_IT]).demoted).toEqual([]);
  });
});

/** Two companies: 1 (small) whose top IT person is an IT manager, 2 with a head of IT and IT managers under them. */
const ROSTERS: Record<number, Array<[string, string]>> = {
  1: [
    ['a1', 'IT Manager'],
    ['a2', 'Systemadministrator'],
    ['a3', 'Finance Manager'],
    ['a4', 'Helpdesk Technician'],
  ],
  2: [
    ['b1', 'Head of IT'],
    ['b2', 'IT Manager'],
    ['b3', 'Gerente de TI'],
    ['b4', 'IT Team Lead'],
    ['b5', 'Financial Controller'],
  ],
};

function memorySource(): NetworkSource {
  const profiles = new Map<string, Profile>();
  for (const [id, people] of Object.entries(ROSTERS))
    for (const [ref, title] of people) profiles.set(ref, makeProfile(ref, [{ title, company_id: Number(id) }], { company_id: Number(id) }));
  return {
    resolveCompany: async () => ({}) as Company,
    scanRoster: async (companyId): Promise<RosterPage> => ({
      entries: (ROSTERS[companyId] ?? []).map(([ref]) => ({ person_ref: ref, name: ref, headline: '', photo_url: '' })),
      next: null,
    }),
    enrichProfile: async (_c, ref) => profiles.get(ref) as Profile,
    verifyCandidate: async (_c, ref) => ({ person_ref: ref, employed: true, email_status: 'valid' }),
    close: async () => {},
  };
}

describe('the flow (evaluate.ts, as publishing): the top of IT at each company', () => {
  const run = async (definition: string, company: number, c?: Criteria) =>
    (await findTargetPeople(memorySource(), new RulesMatcher(), { slug: 't', name: 't', definition, ...(c ? { criteria: c } : {}) }, company)).ranked;

  it.each(['IT, only its head.', 'TI: solo el jefe.', 'ICT: alleen het hoofd.', 'IT: nur der IT-Leiter.'])('%s', async (d) => {
    // The small company's top IT person is its IT manager (a fixed head rung returned nobody).
    expect((await run(d, 1)).map((p) => p.person_ref)).toEqual(['a1']);
    // At the other, the head of IT only: the IT managers under them are not the top.
    expect((await run(d, 2)).map((p) => p.person_ref)).toEqual(['b1']);
  });

  it('a person another selector keeps stays; the others judged below the top are not kept', async () => {
    const d = 'IT, only its head; also the finance people.';
    expect((await run(d, 2)).map((p) => p.person_ref).sort()).toEqual(['b1', 'b5']);
    const c: Criteria = { version: 1, include: [TOP_IT, IT_MANAGERS], exclude: [] };
    expect((await run('corrected', 2, c)).map((p) => p.person_ref).sort()).toEqual(['b1', 'b2', 'b3']);
  });

  it('the matcher says which selectors keep a person and at which level', () => {
    const d = judgeProfile({ slug: 't', name: 't', definition: 'IT, only its head.' }, makeProfile('x', [{ title: 'IT Manager' }]));
    expect(d.match).toBe(true);
    expect(d.kept_by).toEqual([{ selector: 0, level: 'manager' }]);
  });
});

describe('a top selector of several areas takes the top of each function apart', () => {
  const TOP_FINANCE_HR: Selector = {
    areas: ['finance', 'human_resources'],
    levels: ['manager', 'head', 'c_level'],
    roles: [],
    employment: [],
    traits: [],
    rung: 'top',
    text: 'the top person in finance and in hr',
  };
  it('the CFO does not demote the HR manager who runs HR', () => {
    const m = [
      { ref: 'cfo', decision: decision([{ selector: 0, level: 'c_level', area: 'finance' }]) },
      { ref: 'controller', decision: decision([{ selector: 0, level: 'manager', area: 'finance' }]) },
      { ref: 'hr', decision: decision([{ selector: 0, level: 'manager', area: 'human_resources' }]) },
    ];
    const { kept, demoted } = companyRungs(m, [TOP_FINANCE_HR]);
    expect(kept.map((x) => x.ref)).toEqual(['cfo', 'hr']);
    expect(demoted.map((x) => x.ref)).toEqual(['controller']);
  });
  it('the words that set people below the top name no top', () => {
    for (const d of [
      'Everyone in IT below its most senior person.',
      'Alle in der IT unterhalb der ranghöchsten IT-Person.',
      'El equipo de ventas por debajo del máximo responsable comercial.',
      'Líderes de marketing abaixo do número um da área.',
      'Het ICT-team onder de hoogste baas.',
    ])
      expect(tops(d)).toEqual([]);
  });
});
