// Session 19 (development set 9, long ICP briefs as sales teams paste them): what the seller says about its product, its
// market and its reasons names nobody. Each rule in our own words in several languages (none taken from a labelled set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string, employment_type?: string) =>
  judgeProfile(persona(definition), makeProfile('x', [{ title, ...(employment_type ? { employment_type } : {}) } as Position])).match;

describe('a reason or remark of the seller names nobody (reasons.ts, lexicon `reason`)', () => {
  it.each([
    ['Controllers and FP&A analysts. Not bookkeepers (we tried, they only want an ERP).', 'FP&A Analyst', 'Bookkeeper'],
    ['Vertriebsleiter und Head of Sales, keine Praktikanten (die sind nur ein paar Monate im Haus).', 'Vertriebsleiter', 'Praktikant Vertrieb'],
    ['Les comptables et le DAF, pas la paie (ils ont déjà leur logiciel).', 'Comptable', 'Gestionnaire de paie'],
    ['Jefes de ventas y directores comerciales, sin becarios (ya tienen su propio programa).', 'Jefe de Ventas', 'Becario de Ventas'],
    ['Gerentes de vendas, sem estagiários (porque eles ficam pouco tempo).', 'Gerente de Vendas', 'Estagiário de Vendas'],
    ['Hoofd klantenservice en teamleiders klantenservice, geen developers (die gebruiken het wel, maar beslissen niet).', 'Hoofd Klantenservice', 'Developer'],
  ])('%s', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
    // The reason adds no one: nobody outside the list is kept.
    expect(matches(d, 'Procurement Manager')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });

  it('a reason after a dash keeps its negation to itself ("they read the dashboards, not buyers" leaves no buyer out)', () => {
    const d = 'Data engineers and their managers. Not data scientists - they read the dashboards, not buyers.';
    const { criteria } = compilePersona(d);
    expect(criteria.exclude.flatMap((e) => e.areas)).not.toContain('procurement');
    expect(matches(d, 'Senior Data Engineer')).toBe(true);
    expect(matches(d, 'Data Scientist')).toBe(false);
  });

  it('a sentence that opens with a reason ends it at "so" before the negation it leads to', () => {
    const d = 'We tried selling to HR and it went nowhere, so no HR people either. Interns and working students only.';
    expect(matches(d, 'Marketing Intern')).toBe(true);
    expect(matches(d, 'HR Manager')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
    expect(compilePersona(d).unrecognised).toEqual([]);
  });

  it('"I know …, but X are …" ends the remark at "but" before people', () => {
    const d = 'Heads of sales and sales directors. No CS - I know the two overlap in places but CSMs are a different buyer for us.';
    expect(matches(d, 'Head of Sales')).toBe(true);
    expect(matches(d, 'Customer Success Manager')).toBe(false);
    expect(compilePersona(d).warnings).toEqual([]);
  });

  it.each([
    'Security engineers and the CISO. Bonus if they also run compliance.',
    'Security engineers and the CISO. Bonus wenn sie auch Compliance verantworten.',
    'Security engineers and the CISO. Si además llevan compliance, mejor.',
  ])('%s: a nice-to-have is no condition and no exclusion', (d) => {
    expect(compilePersona(d).criteria.exclude).toEqual([]);
    expect(matches(d, 'Security Engineer')).toBe(true);
    expect(matches(d, 'Compliance Officer')).toBe(false);
  });

  it('"since they …" after an inclusion adds no one', () => {
    const d = 'Platform engineers; heads of platform too, since they usually hold the cloud budget.';
    expect(matches(d, 'Head of Platform')).toBe(true);
    expect(matches(d, 'CFO')).toBe(false);
  });
});

describe('a sentence that ends by negating its own subject leaves the subject out (lexicon negpost, predicate.ts subjectNegated)', () => {
  it.each([
    "Buyers and procurement managers. Event planners are marketing folks, don't include them.",
    'Einkäufer und Einkaufsleiter. Eventplaner sind Marketing-Leute, bitte nicht aufnehmen.',
    "Acheteurs et responsables achats. Les organisateurs d'événements sont du marketing, à exclure.",
    'Compradores y jefes de compras. Los organizadores de eventos son de marketing, no los incluyas.',
    'Compradores e gerentes de compras. Os organizadores de eventos são marketing, não incluir.',
    'Inkopers en inkoopmanagers. Evenementenplanners zijn marketingmensen, niet meenemen.',
  ])('%s', (d) => {
    expect(matches(d, 'Procurement Manager')).toBe(true);
    expect(matches(d, 'Event Planner')).toBe(false);
    expect(compilePersona(d).criteria.include.every((s) => !s.areas.includes('marketing'))).toBe(true);
  });

  it.each([
    ['Recruiters and sourcers. Legal is not the target either.', 'Legal Counsel'],
    ['Recruiters and sourcers. Payroll: no.', 'Payroll Specialist'],
    ['Recruiters and sourcers. HR business partners are a different motion for us.', 'HR Business Partner'],
    ['Recruiters en sourcers. Juristen zijn niet de doelgroep.', 'Jurist'],
  ])('%s', (d, left) => {
    expect(matches(d, 'Recruiter')).toBe(true);
    expect(matches(d, left)).toBe(false);
    expect(compilePersona(d).warnings).toEqual([]);
  });
});

describe("the seller's product, market and lead-ins name nobody (context.ts, lexicon SELLER_LEAD / META_LEAD / PRODUCT_*)", () => {
  it.each([
    'We sell an expense tool for growing companies. Target: finance managers and the CFO.',
    'Wir verkaufen eine Reisekostensoftware für den Mittelstand. Zielgruppe: Finanzmanager und der CFO.',
    'Nous vendons une solution de notes de frais. Cible : les responsables financiers et le CFO.',
    'Vendemos una herramienta de gastos para pymes. Queremos a los gerentes de finanzas y al CFO.',
    'Vendemos uma ferramenta de despesas. Queremos os gerentes financeiros e o CFO.',
    'Wij verkopen declaratiesoftware aan het MKB. Doelgroep: financemanagers en de CFO.',
  ])('%s: "we sell" names no salesperson', (d) => {
    expect(matches(d, 'CFO')).toBe(true);
    expect(matches(d, 'Sales Manager')).toBe(false);
    expect(matches(d, 'Account Executive')).toBe(false);
    expect(matches(d, 'Software Engineer')).toBe(false);
  });

  it.each([
    ['Sales engagement platform. SDR team leads and SDR managers.', 'SDR Manager', 'DevOps Engineer'],
    ['Onboarding platform. HR managers and HR business partners.', 'HR Manager', 'Platform Engineer'],
    ['Plataforma de gestión de turnos. Queremos a los jefes de operaciones.', 'Jefe de Operaciones', 'DevOps Engineer'],
    ['Outil de planification des congés. On cible les RRH et le DRH.', 'Responsable RH', 'Software Engineer'],
    ['HRIS for mid-market. HR managers and payroll specialists.', 'Payroll Specialist', 'Junior Account Executive'],
  ])('%s: a sentence headed by a product word is no inclusion', (d, kept, left) => {
    expect(matches(d, kept)).toBe(true);
    expect(matches(d, left)).toBe(false);
  });

  it('what the product does is no condition: "onboarding of new hires" sets no tenure', () => {
    for (const d of [
      'Our tool handles the onboarding of new hires. We want HR managers and recruiters.',
      "Notre outil gère l'accueil des nouvelles recrues. On cible les RRH et les recruteurs.",
    ]) {
      const { criteria } = compilePersona(d);
      expect(criteria.include.length).toBeGreaterThan(0);
      for (const s of criteria.include) expect(s.tenure).toBeUndefined();
    }
  });

  it('"ICP for our … tool:" is context up to its colon; the list after it is read', () => {
    const d = "ICP for our laptop management tool: IT leadership. That's the CIO and IT managers.";
    expect(matches(d, 'IT Manager')).toBe(true);
    expect(matches(d, 'Sales Manager')).toBe(false);
    expect(matches(d, 'Platform Engineer')).toBe(false);
  });

  it('the market after "to" names the heading of the list that follows', () => {
    const d = 'We sell a renewal-planning tool to account management teams: account managers, key account managers and heads of account management.';
    expect(matches(d, 'Key Account Manager')).toBe(true);
    expect(matches(d, 'Account Executive')).toBe(false);
  });

  it.each([
    'Jantares executivos fechados. Convidamos diretores e VPs de qualquer área.',
    'Closed-door executive dinners. We want directors and VPs of any function.',
  ])('%s: the tagline before a lead-in is context', (d) => {
    expect(
      compilePersona(d)
        .criteria.include.map((s) => s.text)
        .join(' '),
    ).not.toMatch(/jantares|dinners/);
    expect(matches(d, 'Diretora de Marketing')).toBe(true);
    expect(matches(d, 'Gerente de Marketing')).toBe(false);
    expect(matches(d, 'Marketing Specialist')).toBe(false);
  });

  it('a heading made only of a lead-in goes, and the dash after it heads the list ("Interlocuteurs : les dirigeants – …")', () => {
    const d = 'Interlocuteurs : les dirigeants – PDG, DG et le COO.';
    expect(matches(d, 'PDG')).toBe(true);
    expect(matches(d, 'Directeur Marketing')).toBe(false);
  });

  it('when only the context names anyone, it is the request ("We sell payroll software to HR teams.")', () => {
    const d = 'We sell payroll software to HR teams. No interns.';
    expect(matches(d, 'HR Manager')).toBe(true);
    expect(matches(d, 'Software Engineer')).toBe(false);
  });
});

describe('a brief after its context: bullets, product compounds, "decision makers only" before the people named', () => {
  it('bullets inside a line separate its list (tokens.ts)', () => {
    const d = 'Target: • buyers • category managers • head of procurement';
    expect(compilePersona(d).criteria.include.length).toBeGreaterThanOrEqual(3);
    expect(matches(d, 'Category Manager')).toBe(true);
    expect(matches(d, 'Head of Procurement')).toBe(true);
    expect(matches(d, 'Marketing Manager')).toBe(false);
  });

  it.each(['Early-careers platform. Interns and working students only.', 'Founder community app. Interns and working students only.'])(
    '%s: people words inside the product compound name nobody',
    (d) => {
      expect(matches(d, 'Marketing Intern')).toBe(true);
      expect(matches(d, 'Platform Engineer')).toBe(false);
      expect(matches(d, 'Care Assistant')).toBe(false);
      expect(matches(d, 'Founder & CEO')).toBe(false);
    },
  );

  it('"Engineers building our platform." is no product sentence: the engineers are asked for', () => {
    expect(compilePersona('Engineers building our platform.').criteria.include.length).toBeGreaterThan(0);
  });

  it('"Decision makers only." before the people named says who they must be, it adds no one', () => {
    const d = 'Payroll automation for small firms. Decision makers only. The CEO, the owner or the head of finance.';
    expect(matches(d, 'Head of Finance')).toBe(true);
    expect(matches(d, 'CEO')).toBe(true);
    expect(matches(d, 'Sales Director')).toBe(false);
    expect(matches(d, 'VP Engineering')).toBe(false);
  });
});
