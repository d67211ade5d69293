// Session 34: conditions on another seat — a fallback (`Selector.fallback_for`: "the CISO if there is one, otherwise the
// head of IT") and a seat named only as a condition (`Selector.condition_only`: the IT head of "IT team leads only where
// there is no IT head") — read by the compiler (compiler/fallbacks.ts, lexicon-fallbacks.ts), decided by the one rule
// (src/pipeline/decisions.ts companyRungs) and applied by the eval flow as publishing does. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, CriteriaSchema, findTargetPeople, interpretCompiled, RulesMatcher, type Selector } from '../../src/matching/index.js';
import { companyRungs, type StoredDecision } from '../../src/pipeline/decisions.js';
import { memorySource } from './profile-fixture.js';

const compiled = (d: string) => compilePersona(d);
/** Each inclusion as [what it names, the position it stands in for, condition only]. */
const links = (d: string) =>
  compiled(d).criteria.include.map((s) => [s.roles[0] ?? s.areas.join('+'), s.fallback_for ?? null, s.condition_only ?? false] as const);

describe('the compiler reads a fallback said without its seat', () => {
  it.each([
    ['Our buyer: the CFO if there is one, otherwise the head of finance.', 'cfo'],
    ['Der CFO; sonst die kaufmännische Leitung.', 'cfo'],
    ['Le DAF, à défaut le responsable financier.', 'cfo'],
    ['El director financiero o, en su defecto, el jefe de finanzas.', 'cfo'],
    ['O diretor financeiro; senão, o gerente financeiro.', 'cfo'],
    ['De CFO, anders de financieel manager.', 'cfo'],
  ])('%s', (d, preferred) => {
    const include = compiled(d).criteria.include;
    expect(include).toHaveLength(2);
    expect(include[0]?.roles).toContain(preferred);
    expect(include[0]?.fallback_for).toBeUndefined();
    expect(include[1]).toMatchObject({ fallback_for: 0 });
    expect(include[1]?.areas).toContain('finance');
  });

  it('said after both, the last people before it stand in for those before them', () => {
    expect(links('The COO, or the operations manager where there is none.')).toEqual([
      ['coo', null, false],
      ['operations', 0, false],
    ]);
    expect(links("Le DRH ; s'il n'y en a pas, le responsable RH.").map((l) => l[1])).toEqual([null, 0]);
  });

  it('the others of the persona are no fallback', () => {
    const include = compiled('The CTO if there is one, otherwise the head of engineering. Data engineers too.').criteria.include;
    expect(include.map((s) => s.fallback_for ?? null)).toEqual([null, null, 0]);
    expect(include[2]?.areas).toContain('software');
  });

  it('a chain stands in for the nearest, and through it for the first', () => {
    const include = compiled('The head of legal; failing that the CFO; failing that the CEO.').criteria.include;
    expect(include.map((s) => [s.roles[0] ?? s.areas[0], s.fallback_for ?? null])).toEqual([
      ['legal', null],
      ['cfo', 0],
      ['ceo', 1],
    ]);
  });

  it('"otherwise" inside the words of a company-relative rung is the rung, not a fallback', () => {
    const c = compiled('First-line managers in each department: the team leads where there are some, otherwise the managers.');
    expect(c.criteria.include.every((s) => s.fallback_for === undefined)).toBe(true);
    expect(c.warnings.filter((w) => w.code === 'not_applied')).toEqual([]);
  });
});

describe('the compiler reads a condition naming a seat', () => {
  it.each([
    ['Marketing managers unless there is a marketing director.', 'marketing'],
    ['IT team leads only where there is no head of IT.', 'it'],
    ['Teamleiter Vertrieb, falls es keinen Vertriebsleiter gibt.', 'sales'],
    ["Les chefs d'équipe commerciaux s'il n'y a pas de directeur commercial.", 'sales'],
    ['Jefes de equipo de marketing si no hay director de marketing.', 'marketing'],
    ['Coordenadores de vendas se não houver diretor comercial.', 'sales'],
    ['Teamleads marketing als er geen marketingdirecteur is.', 'marketing'],
  ])('%s', (d, area) => {
    const c = compiled(d).criteria;
    expect(c.include).toHaveLength(2);
    // the seat: a condition only, read apart, before the people standing in for it
    expect(c.include[0]).toMatchObject({ condition_only: true });
    expect(c.include[0]?.areas).toContain(area);
    expect(c.include[1]).toMatchObject({ fallback_for: 0 });
    expect(c.include[1]?.areas).toContain(area);
    expect(c.exclude).toEqual([]);
    expect(CriteriaSchema.safeParse(c).success).toBe(true);
  });

  it('a seat said before the people', () => {
    // (Session 51: the CISO's seat is the top of security's executives, so it reads as security.)
    expect(links('Where there is no CISO, the head of IT.')).toEqual([
      ['security', null, true],
      ['it', 0, false],
    ]);
    expect(links('The most senior HR person; without HR, the COO.').map((l) => l.slice(1))).toEqual([
      [null, false],
      [null, true],
      [1, false],
    ]);
  });

  it('"sem X, sem Y", "sin X," and "ohne X:" still leave people out', () => {
    expect(compiled('Gerentes de vendas. Sem SDRs, sem estagiários.').criteria.include.every((s) => s.fallback_for === undefined)).toBe(true);
    expect(compiled('Jefes de ventas. Sin becarios, sin SDR.').criteria.exclude.length).toBeGreaterThan(0);
  });

  it('a condition whose people are not read is said in a warning, never dropped silently', () => {
    const c = compiled('The CFO. Unless there is a finance director.');
    expect(c.warnings).toContainEqual(expect.objectContaining({ code: 'not_applied', text: expect.stringMatching(/^unless there is a finance director/) }));
  });
});

describe('the interpretation says it', () => {
  it('a fallback and a condition-only seat in words', () => {
    const i = interpretCompiled(compiled('Sales managers unless there is a sales director.'));
    expect(i.included.criteria[1]?.conditions).toContainEqual('only where there is none of "sales director" at the company (where there is none, these)');
    expect(i.included.criteria[0]?.conditions.join(' ')).toMatch(
      /^not kept themselves: only a condition \("sales managers" only where there is none of them\)/,
    );
    // a seat that is only a condition is no one included
    expect(i.included.seniorities).not.toContain('director');
  });
});

// ---------------------------------------------------------------------------------------------------
// The rule (decisions.ts companyRungs), over one company's matches.

const sel = (text: string, extra: Partial<Selector> = {}): Selector => ({ areas: ['it'], levels: [], roles: [], employment: [], traits: [], text, ...extra });
const decision = (kept_by: StoredDecision['kept_by']): StoredDecision => ({
  match: true,
  score: 0.8,
  why: 'Kept.',
  professional: null,
  is_decision_maker: false,
  kept_by,
});
const m = (ref: string, ...selectors: number[]) => ({ ref, decision: decision(selectors.map((selector) => ({ selector, level: 'manager' as const }))) });

describe('companyRungs: a fallback keeps its matches only where the seat it stands in for has none', () => {
  const include = [sel('the ciso'), sel('the head of it', { fallback_for: 0 })];
  it('with the seat held, its fallback is demoted with a why that says so', () => {
    const { kept, demoted } = companyRungs([m('ciso', 0), m('head', 1)], include);
    expect(kept.map((x) => x.ref)).toEqual(['ciso']);
    expect(demoted.map((x) => x.decision.why)).toEqual([
      expect.stringMatching(/^Not kept: "the head of it" is kept only where there is no "the ciso", and this company has one\. Kept\./),
    ]);
    expect(demoted[0]?.decision.match).toBe(false);
  });
  it('without it, the fallback is kept; a person another selector keeps stays', () => {
    expect(companyRungs([m('head', 1)], include).kept.map((x) => x.ref)).toEqual(['head']);
    const three = [...include, sel('security engineers')];
    expect(companyRungs([m('ciso', 0), m('both', 1, 2)], three).kept.map((x) => x.ref)).toEqual(['ciso', 'both']);
  });
  it('a chain: the third only where neither of the first two is', () => {
    const chain = [sel('legal'), sel('cfo', { fallback_for: 0 }), sel('ceo', { fallback_for: 1 })];
    expect(companyRungs([m('gc', 0), m('ceo', 2)], chain).kept.map((x) => x.ref)).toEqual(['gc']);
    expect(companyRungs([m('cfo', 1), m('ceo', 2)], chain).kept.map((x) => x.ref)).toEqual(['cfo']);
    expect(companyRungs([m('ceo', 2)], chain).kept.map((x) => x.ref)).toEqual(['ceo']);
  });
  it('a condition-only seat keeps no one; someone its own fallback keeps does not count as the seat', () => {
    const cond = [sel('it head', { condition_only: true }), sel('it team leads', { fallback_for: 0 })];
    const held = companyRungs([m('head', 0), m('lead', 1)], cond);
    expect(held.kept).toEqual([]);
    expect(held.demoted.map((x) => x.decision.why)).toEqual([
      expect.stringMatching(/^Not kept: "it head" is only a condition here \(whether there is one decides "it team leads"\)/),
      expect.stringMatching(/^Not kept: "it team leads" is kept only where there is no "it head"/),
    ]);
    expect(companyRungs([m('both', 0, 1), m('lead', 1)], cond).kept.map((x) => x.ref)).toEqual(['both', 'lead']);
  });
});

describe('the schema: a fallback names an earlier inclusion, a condition-only seat is named', () => {
  const base = { version: 1, exclude: [] };
  it.each([
    [[sel('a', { fallback_for: 0 })], 'fallback_for'],
    [[sel('a'), sel('b', { fallback_for: 2 })], 'fallback_for'],
    [[sel('a', { condition_only: true }), sel('b')], 'condition_only'],
  ])('%#', (include, field) => {
    const r = CriteriaSchema.safeParse({ ...base, include });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path.at(-1)).toBe(field);
  });
});

// ---------------------------------------------------------------------------------------------------
// In the flow (evaluate.ts, as publishing).

const ROSTER: Record<string, Array<[string, string]>> = {
  withCiso: [
    ['a1', 'Chief Information Security Officer'],
    ['a2', 'Head of IT'],
    ['a3', 'IT Team Lead'],
  ],
  withoutCiso: [
    ['b1', 'Head of IT'],
    ['b2', 'IT Team Lead'],
    ['b3', 'Software Engineer'],
  ],
};

describe('the flow applies the fallbacks as publishing does', () => {
  const run = async (roster: Array<[string, string]>, definition: string) =>
    (await findTargetPeople(memorySource(roster), new RulesMatcher(), { slug: 't', name: 't', definition }, 1)).ranked.map((p) => p.person_ref).sort();
  it('the CISO where there is one, else the head of IT', async () => {
    const d = 'The CISO if there is one, otherwise the head of IT.';
    expect(await run(ROSTER.withCiso as Array<[string, string]>, d)).toEqual(['a1']);
    expect(await run(ROSTER.withoutCiso as Array<[string, string]>, d)).toEqual(['b1']);
  });
  it('IT team leads only where there is no head of IT (the head is no one kept)', async () => {
    const d = 'IT-Teamleiter nur, wenn es keinen Leiter der IT gibt.';
    expect(await run(ROSTER.withoutCiso as Array<[string, string]>, d)).toEqual([]);
    expect(await run([['c1', 'IT Team Lead']], d)).toEqual(['c1']);
  });
});
