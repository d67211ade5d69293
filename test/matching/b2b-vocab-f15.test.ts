// Session 21 (development set 15, B2B software and services): vocabulary and a parenthesis reading the set showed missing.
// BI developers as each language writes them, product marketing as one area, a function's own operations team, interim
// people "brought in from outside" (not outside sales), kinds of designers in parentheses before "at any level".
// Every sentence here is our own wording, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title } as Position])).match;
const areasOf = (definition: string) => compilePersona(definition).criteria.include.map((s) => [...s.areas].sort().join('+'));

describe('BI developers are analytics in every language, not every software developer', () => {
  it.each([
    'Our reporting people: BI developers and data analysts.',
    'Reporting: BI-Entwickler und Datenanalysten.',
    'Le reporting : développeurs BI et analystes de données.',
    'Reporting: desarrolladores BI y analistas de datos.',
    'Reporting: desenvolvedores de BI e analistas de dados.',
    'Rapportage: BI-ontwikkelaars en data-analisten.',
  ])('%s', (d) => {
    expect(areasOf(d).every((a) => a === 'analytics')).toBe(true);
    expect(matches(d, 'Senior BI Developer')).toBe(true);
    expect(matches(d, 'Data Analyst')).toBe(true);
    expect(matches(d, 'Software Engineer')).toBe(false);
    expect(matches(d, 'QA Manager')).toBe(false);
  });
});

describe('product marketing is one area, said in six languages', () => {
  it.each([
    'Product marketing people: product marketing managers and whoever leads them.',
    'Produktmarketing: Produktmarketing-Manager und ihre Leitung.',
    'Le marketing produit : les chefs de produit marketing et leur responsable.',
    'Marketing de producto: gerentes de marketing de producto y su responsable.',
    'Marketing de produto: gerentes de marketing de produto e quem lidera a área.',
    'Productmarketing: productmarketeers en hun leidinggevende.',
  ])('%s', (d) => {
    expect(areasOf(d).every((a) => a === 'product_marketing')).toBe(true);
    expect(matches(d, 'Product Marketing Manager')).toBe(true);
    expect(matches(d, 'Senior Product Manager')).toBe(false);
    expect(matches(d, 'Head of Product')).toBe(false);
  });
});

describe("a function's own operations team is that function, not operations too", () => {
  it.each([
    ['Commercial lawyers and the legal ops team.', 'Legal Operations Manager', 'Office Manager'],
    ['Legal operations and in-house counsel.', 'Legal Counsel', 'Procurement Manager'],
    ['Marketing ops people and campaign managers.', 'Marketing Operations Manager', 'Scrum Master'],
    ['Finance operations staff.', 'Finance Operations Analyst', 'Operations Manager'],
  ])('%s', (d, yes, no) => {
    // ("legal_operations" is legal's own area, session 32: not the operations function.)
    expect(areasOf(d)).not.toContain('operations');
    expect(matches(d, yes)).toBe(true);
    expect(matches(d, no)).toBe(false);
  });
});

describe('interim people "brought in from outside" are hired from outside, not outside sales', () => {
  it.each([
    'Interim executives brought in from outside.',
    'Fractional or interim leaders hired from outside the business.',
    'Interim-Führungskräfte von außen.',
    "Les dirigeants de transition venus de l'extérieur.",
    'Directivos interinos traídos desde fuera.',
    'Executivos interinos vindos de fora.',
    'Interim-managers van buitenaf.',
  ])('%s', (d) => {
    const inc = compilePersona(d).criteria.include;
    expect(inc.some((s) => s.areas.includes('field_sales'))).toBe(false);
    // (an "Interim CFO" on the payroll is an internal acting head: the title reader keeps those employees)
    expect(matches(d, 'Fractional CFO')).toBe(true);
    expect(matches(d, 'Field Sales Representative')).toBe(false);
  });
  it('"outside sales" is still field sales', () => {
    expect(matches('Outside sales reps.', 'Field Sales Representative')).toBe(true);
  });
  it('"fractional or interim executives" are executives on such terms, not every contractor', () => {
    const d = 'Fractional or interim executives.';
    expect(matches(d, 'Fractional CMO')).toBe(true);
    expect(matches(d, 'Freelance Frontend Developer')).toBe(false);
  });
});

describe('kinds of designers in parentheses keep their reading when "at any level" and an addition follow', () => {
  it.each([
    'Designers (UX, UI, product, graphic) at any level, interns included.',
    'Designer (UX, UI, Produkt, Grafik) auf allen Ebenen, auch Praktikanten.',
    'Designers (UX, UI, produit, graphique) à tous les niveaux, stagiaires compris.',
    'Diseñadores (UX, UI, producto, gráfico) de cualquier nivel, becarios incluidos.',
    'Designers (UX, UI, produto, gráfico) em qualquer nível, estagiários inclusive.',
    'Ontwerpers (UX, UI, product, grafisch) op elk niveau, stagiairs inbegrepen.',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.include.some((s) => s.areas.includes('product'))).toBe(false);
    expect(matches(d, 'Senior Product Designer')).toBe(true);
    expect(matches(d, 'Design Intern')).toBe(true);
    expect(matches(d, 'Product Manager')).toBe(false);
    expect(matches(d, 'Head of Product')).toBe(false);
  });
});

describe('what is said to be in stays in when a negation ends the sentence', () => {
  it.each([
    // (The added area takes the rungs of the list before it, session 22: its head is in, an IC "Product Marketing Manager" not.)
    ['Marketing managers and up; product marketing belongs too, media buyers do not.', 'Head of Product Marketing', 'Media Buyer'],
    ['Marketingleitung ab Manager; Produktmarketing gehört dazu, Mediaeinkäufer nicht.', 'Head of Product Marketing', 'Media Buyer'],
    ['Marketingmanagers en hoger; productmarketing hoort er ook bij, mediabuyers niet.', 'Head of Product Marketing', 'Media Buyer'],
    ['Sales managers and up. Sales ops counts, SDR managers do not.', 'Sales Operations Manager', 'SDR Manager'],
  ])('%s', (d, yes, no) => {
    expect(matches(d, yes)).toBe(true);
    expect(matches(d, no)).toBe(false);
  });
});

describe('employment words joined by a slash share the people named after them', () => {
  it.each(['Fractional / interim execs count.', 'Interim / fractional executives.', 'Fractional/interim leaders are in.'])('%s', (d) => {
    expect(compilePersona(d).criteria.include.every((s) => s.levels.length > 0)).toBe(true);
    expect(matches(d, 'Fractional CFO')).toBe(true);
    expect(matches(d, 'Freelance Backend Developer')).toBe(false);
  });
});
